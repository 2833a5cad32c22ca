import type { Kysely } from 'kysely';
import type { Locale } from '../../src/contract/common';
import type { DetailData } from '../../src/contract/details';
import type { EventItem } from '../../src/contract/events';
import type { VenueDetail } from '../../src/contract/venues';
import { loadDetailData, loadEventExtras, loadProductionVideo } from '../db/details/details.repository';
import { venueToday } from '../db/events/events.repository';
import type { Database } from '../db/schema';
import { findVenue, venueIdOfRoom } from '../db/venues/venues.repository';

/** What the data-backed detail sections of an event or production page show (issue 16). */
export interface SectionData extends DetailData {
  video: string | null;
  children: Array<{ id: number; name: string; url: string; date_start: string }>;
  /** The venue of the (next) room: the OpeningHours section. */
  venue: VenueDetail | undefined;
  /** The venue's day `YYYY-MM-DD` and the instant, for today's opening-hours label. */
  today: string;
  now: Date;
}

async function venueOf(db: Kysely<Database>, locale: Locale, roomId: number | undefined, today: string) {
  if (roomId === undefined) return undefined;
  const id = await venueIdOfRoom(db, roomId);
  return id === undefined ? undefined : findVenue(db, locale, id, today, false);
}

export async function loadEventSectionData(
  db: Kysely<Database>,
  locale: Locale,
  event: EventItem,
  now: Date,
): Promise<SectionData> {
  const today = venueToday(now);
  const [details, extras, venue] = await Promise.all([
    loadDetailData(db, locale, { event: event.id, production: event.production_id }),
    loadEventExtras(db, locale, event.id),
    venueOf(db, locale, event.room?.id, today),
  ]);
  return { ...details, video: extras.video_url, children: extras.children, venue, today, now };
}

export async function loadProductionSectionData(
  db: Kysely<Database>,
  locale: Locale,
  productionId: number,
  events: EventItem[],
  now: Date,
): Promise<SectionData> {
  const today = venueToday(now);
  const [details, video, venue] = await Promise.all([
    loadDetailData(db, locale, { production: productionId }),
    loadProductionVideo(db, productionId),
    venueOf(db, locale, events[0]?.room?.id, today),
  ]);
  return { ...details, video, children: [], venue, today, now };
}

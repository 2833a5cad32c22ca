import type { Kysely } from 'kysely';
import type { Locale } from '../../../src/contract/common';
import { eventPath } from '../../../src/domain/events';
import type { EventCard } from '../../../src/modules/types';
import type { Database, Localised, StoredImage } from '../schema';

type Db = Kysely<Database>;

/** What an event-list module asks for: a window from `from` (to `to`), maybe one tag, a count. */
export interface ModuleEventQuery {
  from: Date;
  to: Date | null;
  tag: number | null;
  limit: number;
}

const pick = (value: Localised | null | undefined, locale: Locale): string =>
  value ? value[locale] || value.de || '' : '';

/**
 * Online events in a window, soonest first, as the content modules' event cards (src/modules,
 * e.g. the event list): name, subtitle, start, room, detail path, status and the first image.
 */
export async function listModuleEvents(
  db: Db,
  locale: Locale,
  filter: ModuleEventQuery,
): Promise<EventCard[]> {
  const { from, to, tag, limit } = filter;
  let query = db
    .selectFrom('events')
    .leftJoin('rooms', 'rooms.id', 'events.room_id')
    .select([
      'events.id',
      'events.name',
      'events.slug',
      'events.subtitle',
      'events.date_start',
      'events.status',
      'events.images',
      'rooms.name as room_name',
    ])
    .where('events.is_online', '=', true)
    .where('events.date_start', '>=', from)
    .orderBy('events.date_start')
    .orderBy('events.id')
    .limit(limit);
  if (to) query = query.where('events.date_start', '<', to);
  if (tag !== null)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('event_tag_links')
          .select('event_tag_links.event_id')
          .whereRef('event_tag_links.event_id', '=', 'events.id')
          .where('event_tag_links.tag_id', '=', tag),
      ),
    );
  const rows = await query.execute();
  return rows.map((row): EventCard => {
    const image = (row.images as StoredImage[])[0];
    const slug = pick(row.slug, locale) || 'event';
    return {
      id: row.id,
      name: pick(row.name, locale),
      subtitle: pick(row.subtitle, locale),
      date_start: new Date(row.date_start).toISOString(),
      room: pick(row.room_name as Localised | null, locale),
      url: eventPath(locale, slug, row.id),
      status: row.status,
      ...(image
        ? {
            image: {
              url: image.thumbnails?.medium ?? image.url,
              alt: pick(image.alt, locale),
              width: image.width,
              height: image.height,
            },
          }
        : {}),
    };
  });
}

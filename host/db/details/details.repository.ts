import type { Kysely } from 'kysely';
import type { Locale } from '../../../src/contract/common';
import type { Contributor, DetailData, Sponsor, Work } from '../../../src/contract/details';
import { eventPath } from '../../../src/domain/events';
import { text, toEventImage, withOffset } from '../events/events.repository';
import { personPath } from '../people/people.repository';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/** Whose sections: an event (with its production's data after its own) or a production. */
export type DetailOwner = { event: number; production: number | null } | { production: number };

function owners(owner: DetailOwner): { events: number[]; productions: number[] } {
  if ('event' in owner)
    return { events: [owner.event], productions: owner.production === null ? [] : [owner.production] };
  return { events: [], productions: [owner.production] };
}

/**
 * The data of the Contributors, Programs, Sponsors and Promoter sections (spec: programme §2):
 * an event shows its own entries first, then its production's (a person once per role).
 */
export async function loadDetailData(db: Db, locale: Locale, owner: DetailOwner): Promise<DetailData> {
  const { events, productions } = owners(owner);
  const own = <T extends 'contributions' | 'works' | 'sponsors'>(table: T) =>
    db.selectFrom(table as 'works').where((eb) => {
      const parts = [];
      if (events.length > 0) parts.push(eb('event_id', 'in', events));
      if (productions.length > 0) parts.push(eb('production_id', 'in', productions));
      return eb.or(parts);
    });
  const [contributionRows, workRows, sponsorRows] = await Promise.all([
    db
      .selectFrom('contributions')
      .innerJoin('persons', 'persons.id', 'contributions.person_id')
      .where('persons.is_online', '=', true)
      .where((eb) => {
        const parts = [];
        if (events.length > 0) parts.push(eb('contributions.event_id', 'in', events));
        if (productions.length > 0) parts.push(eb('contributions.production_id', 'in', productions));
        return eb.or(parts);
      })
      .select([
        'persons.id',
        'persons.name',
        'persons.slug',
        'persons.portrait',
        'contributions.role',
        'contributions.event_id',
      ])
      .orderBy('contributions.event_id')
      .orderBy('contributions.position')
      .orderBy('contributions.id')
      .execute(),
    own('works')
      .select(['author', 'title', 'event_id'])
      .orderBy('event_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('sponsors')
      .where((eb) => {
        const parts = [];
        if (events.length > 0) parts.push(eb('event_id', 'in', events));
        if (productions.length > 0) parts.push(eb('production_id', 'in', productions));
        return eb.or(parts);
      })
      .select(['kind', 'name', 'url', 'logo'])
      .orderBy('event_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  const seen = new Set<string>();
  const contributors: Contributor[] = [];
  for (const row of contributionRows) {
    const role = text(row.role, locale);
    const key = `${row.id}|${role}`;
    if (seen.has(key)) continue;
    seen.add(key);
    contributors.push({
      person_id: row.id,
      name: row.name,
      url: personPath(locale, text(row.slug, locale), row.id),
      role,
      portrait: row.portrait ? toEventImage(row.portrait, locale) : null,
    });
  }
  // An event with works of its own performs those; otherwise its production's.
  const ownWorks = workRows.filter((row) => row.event_id !== null);
  const works: Work[] = (ownWorks.length > 0 ? ownWorks : workRows).map((row) => ({
    author: row.author,
    title: text(row.title, locale),
  }));
  const sponsors: Sponsor[] = sponsorRows.map((row) => ({
    kind: row.kind,
    name: row.name,
    url: row.url,
    logo: row.logo ? toEventImage(row.logo, locale) : null,
  }));
  return { contributors, works, sponsors };
}

/** An event's video (else its production's) and its online sub-events (the Video and Children sections). */
export async function loadEventExtras(
  db: Db,
  locale: Locale,
  eventId: number,
): Promise<{
  video_url: string | null;
  children: Array<{ id: number; name: string; url: string; date_start: string }>;
}> {
  const [event, children] = await Promise.all([
    db
      .selectFrom('events')
      .leftJoin('productions', 'productions.id', 'events.production_id')
      .select((eb) => eb.fn.coalesce('events.video_url', 'productions.video_url').as('video_url'))
      .where('events.id', '=', eventId)
      .executeTakeFirst(),
    db
      .selectFrom('events')
      .select(['id', 'name', 'slug', 'date_start'])
      .where('parent_id', '=', eventId)
      .where('is_online', '=', true)
      .orderBy('date_start')
      .orderBy('id')
      .limit(50)
      .execute(),
  ]);
  return {
    video_url: event?.video_url ?? null,
    children: children.map((row) => ({
      id: row.id,
      name: text(row.name, locale),
      url: eventPath(locale, text(row.slug, locale), row.id),
      date_start: withOffset(row.date_start instanceof Date ? row.date_start : new Date(row.date_start)),
    })),
  };
}

/** A production's video (its Video section). */
export async function loadProductionVideo(db: Db, productionId: number): Promise<string | null> {
  const row = await db
    .selectFrom('productions')
    .select('video_url')
    .where('id', '=', productionId)
    .executeTakeFirst();
  return row?.video_url ?? null;
}

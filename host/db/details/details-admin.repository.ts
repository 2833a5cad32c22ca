import type { Kysely } from 'kysely';
import type { DetailChange } from '../../../src/contract/admin';
import type { Database, Localised } from '../schema';

type Db = Kysely<Database>;
type Owner = { event_id: number } | { production_id: number };

const where = (owner: Owner) =>
  'event_id' in owner
    ? (['event_id', owner.event_id] as const)
    : (['production_id', owner.production_id] as const);
const line = (...parts: Array<string | null | undefined>) =>
  parts
    .map((part) => part ?? '')
    .join('; ')
    .replace(/(; )+$/, '');
const en = (value: Localised) => (value.en && value.en !== value.de ? value.en : '');

/** The change form's texts of an event's or production's detail data (one entry per line). */
export async function loadDetailValues(db: Db, owner: Owner) {
  const [column, id] = where(owner);
  const [contributions, works, sponsors, video] = await Promise.all([
    db
      .selectFrom('contributions')
      .select(['person_id', 'role'])
      .where(column, '=', id)
      .orderBy('position')
      .execute(),
    db.selectFrom('works').select(['author', 'title']).where(column, '=', id).orderBy('position').execute(),
    db
      .selectFrom('sponsors')
      .select(['kind', 'name', 'url', 'logo'])
      .where(column, '=', id)
      .orderBy('position')
      .execute(),
    'event_id' in owner
      ? db.selectFrom('events').select('video_url').where('id', '=', owner.event_id).executeTakeFirst()
      : db
          .selectFrom('productions')
          .select('video_url')
          .where('id', '=', owner.production_id)
          .executeTakeFirst(),
  ]);
  return {
    contributors: contributions
      .map((row) => line(String(row.person_id), row.role.de, en(row.role)))
      .join('\n'),
    works: works.map((row) => line(row.author, row.title.de, en(row.title))).join('\n'),
    sponsors: sponsors.map((row) => line(row.kind, row.name, row.url, row.logo?.url)).join('\n'),
    video_url: video?.video_url ?? '',
  };
}

/** The person numbers of a change that name no person. */
export async function unknownPersons(db: Db, input: Pick<DetailChange, 'contributors'>): Promise<number[]> {
  const ids = [...new Set((input.contributors ?? []).map((entry) => entry.person_id))];
  if (ids.length === 0) return [];
  const found = await db.selectFrom('persons').select('id').where('id', 'in', ids).execute();
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * Replaces an event's or production's contributors, works and sponsors and sets its video (in the
 * caller's transaction, after the record's own fields were saved); a part the change leaves out
 * stays as it is. A sponsor's logo is the media address its line names (alt text: the sponsor's
 * name); a logo stored before under the same address keeps its sizes, alt texts and thumbnails.
 */
export async function replaceDetails(trx: Db, owner: Owner, input: DetailChange): Promise<void> {
  const [column, id] = where(owner);
  const base = { event_id: null, production_id: null, [column]: id };
  const logos = new Map(
    (await trx.selectFrom('sponsors').select('logo').where(column, '=', id).execute()).flatMap((row) =>
      row.logo ? [[row.logo.url, row.logo] as const] : [],
    ),
  );
  if (input.contributors) await trx.deleteFrom('contributions').where(column, '=', id).execute();
  if (input.works) await trx.deleteFrom('works').where(column, '=', id).execute();
  if (input.sponsors) await trx.deleteFrom('sponsors').where(column, '=', id).execute();
  if (input.contributors && input.contributors.length > 0)
    await trx
      .insertInto('contributions')
      .values(
        input.contributors.map((entry, position) => ({
          ...base,
          person_id: entry.person_id,
          role: JSON.stringify(entry.role) as never,
          position,
        })),
      )
      .execute();
  if (input.works && input.works.length > 0)
    await trx
      .insertInto('works')
      .values(
        input.works.map((entry, position) => ({
          ...base,
          author: entry.author,
          title: JSON.stringify(entry.title) as never,
          position,
        })),
      )
      .execute();
  if (input.sponsors && input.sponsors.length > 0)
    await trx
      .insertInto('sponsors')
      .values(
        input.sponsors.map(({ logo_url, ...entry }, position) => {
          const logo = logo_url ? (logos.get(logo_url) ?? { url: logo_url, alt: { de: entry.name } }) : null;
          return { ...base, ...entry, logo: logo ? (JSON.stringify(logo) as never) : null, position };
        }),
      )
      .execute();
  if (input.video_url === undefined) return;
  if ('event_id' in owner)
    await trx
      .updateTable('events')
      .set({ video_url: input.video_url })
      .where('id', '=', owner.event_id)
      .execute();
  else
    await trx
      .updateTable('productions')
      .set({ video_url: input.video_url })
      .where('id', '=', owner.production_id)
      .execute();
}

import type { Kysely } from 'kysely';
import type { Locale } from '../../src/contract/common';
import { t } from '../../src/i18n';
import type { RecentAdminChange } from '../db/admin/admin-changes.repository';
import type { Database } from '../db/schema';
import { ADMIN_AREAS, areasFor } from '../routes/admin/areas';
import type { LoggedRecord } from '../routes/admin/record-type';

type Db = Kysely<Database>;

/** An entry of the content hub's "recent changes in the admin", in words (decision 0170). */
export interface HubAdminChange {
  id: number;
  created_at: Date;
  username: string;
  action: 'create' | 'change' | 'delete';
  /** The kind of record in the viewer's language ("Seiten"), as the admin index names it. */
  type: string;
  /** The record's name when it was changed. */
  name: string;
  /** Its change page, while the record exists and the viewer may open its area. */
  url: string | null;
  /** Created or changed then, deleted since: named as text, said to be deleted. */
  deletedSince: boolean;
  /** The fields by the labels of the record's form. */
  fields: string[];
  /** The fields the form has no label for: counted, never shown by their column names. */
  unnamed: number;
}

/**
 * The admin change log as the hub shows it (decision 0170, after Django's LogEntry): each record
 * is looked up through its area, as its change page looks it up, so a record deleted since is
 * named without a link, like one whose area the viewer may not open (`areasFor`, the admin's own
 * rule); fields are named by the labels of the record's form. One look-up per record.
 */
export async function describeAdminChanges(
  db: Db,
  changes: readonly RecentAdminChange[],
  viewer: { role: string; locale: Locale },
): Promise<HubAdminChange[]> {
  const { locale } = viewer;
  const open = new Set(areasFor(viewer.role === 'admin' ? 'admin' : 'editor').map((area) => area.path));
  const records = new Map<string, Promise<LoggedRecord | undefined>>();
  const lookUp = (change: RecentAdminChange) => {
    const key = `${change.record_type}/${change.record_id}`;
    let found = records.get(key);
    if (!found) {
      const area = ADMIN_AREAS.find((candidate) => candidate.path === change.record_type);
      found = area?.logged ? area.logged(db, change.record_id, locale) : Promise.resolve(undefined);
      records.set(key, found);
    }
    return found;
  };
  return Promise.all(
    changes.map(async (change) => {
      const area = ADMIN_AREAS.find((candidate) => candidate.path === change.record_type);
      // A delete entry names a record that is gone: nothing to look up.
      const record = change.action === 'delete' ? undefined : await lookUp(change);
      const labels = record?.labels ?? {};
      const named = change.fields.flatMap((field) => labels[field] ?? []);
      return {
        id: change.id,
        // Generated<Timestamp> is not unwrapped by the select: a Date (PGlite) or a string.
        created_at: new Date(change.created_at as unknown as Date | string),
        username: change.username,
        action: change.action,
        type: area ? t(locale, `admin.${area.title}`) : change.record_type,
        name: change.record_name,
        url: record?.url && open.has(change.record_type) ? record.url : null,
        deletedSince: change.action !== 'delete' && record !== undefined && record.url === null,
        fields: named,
        unnamed: change.fields.length - named.length,
      };
    }),
  );
}

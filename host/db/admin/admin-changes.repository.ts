import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/** One entry of the admin change log (migration 0900). */
export interface AdminChange {
  user: { id: number; username: string };
  /** The admin area's path segment (`events`, `persons`, …). */
  recordType: string;
  recordId: number;
  recordName: string;
  action: 'create' | 'change' | 'delete';
  fields: string[];
}

/** Writes a change to the log; call it with the transaction that made the change. */
export async function logAdminChange(db: Db, change: AdminChange): Promise<void> {
  await db
    .insertInto('admin_changes')
    .values({
      user_id: change.user.id,
      username: change.user.username,
      record_type: change.recordType,
      record_id: change.recordId,
      record_name: change.recordName.slice(0, 300),
      action: change.action,
      fields: JSON.stringify(change.fields),
    })
    .execute();
}

/**
 * The latest admin changes, newest first (the content hub's "recent page activities", spec:
 * frame §7): who, when, which record, what, which fields. Whether the record is still there to be
 * linked is the area's to say (host/hub/admin-changes.ts; decision 0170).
 */
export async function recentAdminChanges(db: Db, limit = 20) {
  const rows = await db
    .selectFrom('admin_changes')
    .select([
      'id',
      'created_at',
      'user_id',
      'username',
      'record_type',
      'record_id',
      'record_name',
      'action',
      'fields',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.max(1, Math.min(limit, 500)))
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
export type RecentAdminChange = Awaited<ReturnType<typeof recentAdminChanges>>[number];

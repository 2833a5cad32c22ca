import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '../../src/contract/editor';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createUser, deleteUserSessions, findUserByLogin, hashPassword } from '../db/staff/staff.repository';

/**
 * Creates a staff account or changes its password, role or active state:
 * `npm run staff -- --username anna --email anna@example.org --role editor --password-env PW`
 * (the password is read from the named environment variable, never from the command line).
 */
async function main() {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'password-env': { type: 'string' },
      deactivate: { type: 'boolean' },
    },
  });
  if (!values.username) throw new Error('--username is required');
  const role = values.role as StaffRole | undefined;
  if (role && !STAFF_ROLES.includes(role)) throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}`);
  const password = values['password-env'] ? process.env[values['password-env']] : undefined;
  if (values['password-env'] && (!password || password.length < 12))
    throw new Error(`${values['password-env']} must hold a password of at least 12 characters`);

  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const existing = await findUserByLogin(database.db, values.username);
    if (!existing) {
      if (!values.email || !password) throw new Error('a new account needs --email and --password-env');
      await createUser(database.db, {
        username: values.username,
        email: values.email,
        password,
        role,
        first_name: values['first-name'],
        last_name: values['last-name'],
      });
      console.log(`created ${values.username}`);
      return;
    }
    await database.db
      .updateTable('users')
      .set({
        ...(password ? { password_hash: await hashPassword(password) } : {}),
        ...(role ? { role } : {}),
        ...(values.email ? { email: values.email.toLowerCase() } : {}),
        ...(values.deactivate ? { is_active: false } : {}),
      })
      .where('id', '=', existing.id)
      .execute();
    if (password || values.deactivate) await deleteUserSessions(database.db, existing.id);
    console.log(`updated ${values.username}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

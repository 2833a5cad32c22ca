import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../schema';
import { createUser, findUserByLogin, verifyPassword } from './staff.repository';

/** The demo staff account (issue 6: "npm start on the demo creates a staff account"). */
export const DEMO_STAFF = {
  username: 'redaktion',
  email: 'redaktion@foyer.example',
  password: 'foyer-demo',
  first_name: 'Rita',
  last_name: 'Redaktion',
  role: 'admin',
} as const;

/**
 * On the demo, makes sure a staff account exists and says how to log in. In production, refuses
 * to start while the demo account still has the demo password: anyone who read the README could
 * edit the site. Answers the lines to print.
 */
export async function ensureDemoStaff(db: Kysely<Database>, config: Config): Promise<string[]> {
  const existing = await findUserByLogin(db, DEMO_STAFF.username);
  const demoPassword = existing ? await verifyPassword(existing.password_hash, DEMO_STAFF.password) : false;
  if (config.production) {
    if (existing?.is_active && demoPassword) {
      throw new Error(
        `Refusing to start in production: staff account "${DEMO_STAFF.username}" still has the demo password. ` +
          'Change its password or deactivate it (npm run staff -- --username redaktion --password-env NEW_PASSWORD).',
      );
    }
    return [];
  }
  if (!config.seedDemo) return [];
  if (!existing) {
    const users = await db.selectFrom('users').select('id').limit(1).execute();
    if (users.length > 0) return [];
    await createUser(db, { ...DEMO_STAFF });
  } else if (!demoPassword) {
    return [];
  }
  const login = `${config.siteUrl}/de/login`;
  return [
    `  Staff login: ${login}`,
    `    username ${DEMO_STAFF.username} (or ${DEMO_STAFF.email}), password ${DEMO_STAFF.password}`,
    '    then open any page with ?edit to edit it in place.',
  ];
}

import { startServer } from '../host/server';
import { seedDemoIfEmpty } from './seed';

/**
 * `npm start`: the demo venue. The server (host/server.ts) starts as in production; on an empty
 * database the demo content is seeded first, relative to the app's clock (unless SEED_DEMO=false).
 */
startServer({
  prepare: async (db, { now, config }) => {
    if (config.seedDemo) await seedDemoIfEmpty(db, { now });
  },
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where the global setup keeps the browser state of a visitor who already answered the cookie
 * banner; every journey but the consent ones starts from it (playwright.config.ts).
 */
export const CONSENTED_STATE = path.join(tmpdir(), 'foyer-e2e-consented-state.json');

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config';
import { freePort } from '../testing/free-port';
import { openDatabase } from './database';
import { DEMO_STAFF } from './staff/demo-staff';

/**
 * The process killed with SIGKILL in the middle of a burst of editor saves and carts, on the
 * embedded default (issue 20 item 4): after a restart on the same data folder every save and every
 * hold that was acknowledged is there, and the held-ticket counters match the reservation rows.
 * A real server process, real HTTP, a real kill. Runs in the embedded suite only.
 */
const runs = !process.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'foyer-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startHost(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/start.ts'], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
    },
    stdio: 'ignore',
  });
  // Seeding the demo on a busy machine (a CI box running other suites) can take minutes.
  const deadline = performance.now() + 300_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the host exited with ${child.exitCode ?? child.signalCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/de`)).status === 200) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the host did not start');
}

const token = () => randomBytes(24).toString('base64url');

describe.runIf(runs)('SIGKILL during a burst of saves and carts (embedded database)', () => {
  it('keeps every acknowledged save and hold, with counters matching the rows', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let host = await startHost(port);

    const csrf = token();
    const login = await fetch(`${base}/de/pageeditor-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
      body: JSON.stringify({ username: DEMO_STAFF.username, password: DEMO_STAFF.password }),
    });
    const session = /foyer_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    expect(login.status, await login.clone().text()).toBe(200);
    const staffCookie = `foyer_session=${session}; csrftoken=${csrf}`;
    const page = (await (
      await fetch(`${base}/de/pageeditor-api/page/`, { headers: { cookie: staffCookie } })
    ).json()) as {
      modules: Array<{ id: string; version: string | number }>;
    };
    const section = page.modules[0];
    if (!section) throw new Error('the home page has no section');
    const quick = (await (await fetch(`${base}/api/events/?page_size=20`)).json()) as {
      results: Array<{ id_jet?: string | null; id: number }>;
    };
    const offers = await Promise.all(
      quick.results.map(async (event) => (await fetch(`${base}/api/quick-buy/${event.id}/`)).json()),
    );
    const offer = offers.find(
      (o: { status?: string; seat_groups?: Array<{ status: string; available: number }> }) =>
        o.status === '1' && o.seat_groups?.some((group) => group.status === '1' && group.available > 50),
    ) as {
      id_jet: string;
      seat_groups: Array<{ seat_group: string; status: string; prices: Array<{ sale_type_id: number }> }>;
      timeslots: Array<{ block_id: number; status: string }>;
    };
    expect(offer).toBeDefined();
    const group = offer.seat_groups.find((g) => g.status === '1');
    const slot = offer.timeslots.find((s) => s.status !== '0');

    // The burst: saves one after the other (each needs the last version), carts in parallel.
    const savedMarkers: string[] = [];
    const heldCarts: string[] = [];
    let version = section.version;
    let stop = false;
    const saves = (async () => {
      for (let n = 0; n < 200 && !stop; n++) {
        const marker = `Crash-Probe ${n} ${token().slice(0, 6)}`;
        try {
          const response = await fetch(`${base}/de/pageeditor-api/module`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: staffCookie, 'x-csrftoken': csrf },
            body: JSON.stringify({
              section_id: section.id,
              version,
              column: 0,
              module: { type: 'headline', content: marker },
            }),
          });
          if (response.status !== 201) continue;
          const body = (await response.json()) as { section: { version: string | number } };
          version = body.section.version;
          savedMarkers.push(marker);
        } catch {
          return; // the process is gone
        }
      }
    })();
    const carts = Array.from({ length: 40 }, async (_, n) => {
      await new Promise((resolve) => setTimeout(resolve, n * 15));
      const cartCsrf = token();
      try {
        const response = await fetch(`${base}/api/shop-cart/`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: `csrftoken=${cartCsrf}`,
            'x-csrftoken': cartCsrf,
          },
          body: JSON.stringify({
            event_jet_id: offer.id_jet,
            seat_group: group?.seat_group,
            ...(slot ? { block_id: slot.block_id } : {}),
            sale_type_ids: [group?.prices[0]?.sale_type_id],
            quantities: [1],
          }),
        });
        if (response.status === 200)
          heldCarts.push(((await response.json()) as { cart_token: string }).cart_token);
      } catch {
        // the process is gone
      }
    });
    // Kill once some of each were acknowledged, while more are in flight.
    const burstDeadline = performance.now() + 60_000;
    while ((savedMarkers.length < 5 || heldCarts.length < 5) && performance.now() < burstDeadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(savedMarkers.length, 'saves acknowledged before the kill').toBeGreaterThanOrEqual(1);
    expect(heldCarts.length, 'holds acknowledged before the kill').toBeGreaterThanOrEqual(1);
    // Listened for before the kill: a process killed by a signal has no exit code, so an exit
    // that happened before the listener would be missed.
    const killed = new Promise((resolve) => host.once('exit', resolve));
    host.kill('SIGKILL');
    stop = true;
    await Promise.all([saves, ...carts]);
    await killed;

    host = await startHost(port);
    try {
      const after = await (
        await fetch(`${base}/de/pageeditor-api/page/`, { headers: { cookie: staffCookie } })
      ).text();
      for (const marker of savedMarkers) expect(after, marker).toContain(marker);
      for (const cart of heldCarts) {
        const body = (await (
          await fetch(`${base}/api/shop-cart/`, { headers: { 'x-foyer-cart': cart } })
        ).json()) as {
          tickets_quantity: number;
        };
        expect(body.tickets_quantity, cart).toBe(1);
      }
    } finally {
      // Stopped the same way (a graceful stop is not what this test is about), then read directly.
      const exited = new Promise((resolve) => host.once('exit', resolve));
      host.kill('SIGKILL');
      await exited;
    }

    const database = await openDatabase({ dataDir });
    try {
      const mismatched = await sql<{ seat_group_id: number }>`
        select h.seat_group_id from ticket_holds h
        left join (select seat_group_id, coalesce(timeslot_id, 0) as slot, sum(quantity)::int as held
                     from reservations group by 1, 2) r
          on r.seat_group_id = h.seat_group_id and r.slot = coalesce(h.timeslot_id, 0)
        where h.held <> coalesce(r.held, 0)`.execute(database.db);
      expect(mismatched.rows).toEqual([]);
    } finally {
      await database.close();
    }
  }, 700_000);
});

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { sql } from 'kysely';
import { insertSale } from '../../testing/ticketing-fixtures';
import type { BenchScenario } from '../harness';

const JET_ID = 'BENCH-ONSALE';

/**
 * Issue 23 item 3: an on-sale rush. Every buyer opens its own connection (its own CSRF cookie, no
 * keep-alive, no shared pool) and asks for one seat of one seat group at the same instant: 1,000
 * buyers for 500 seats on PostgreSQL, 100 buyers for 50 seats on PGlite (the embedded default
 * serves one venue from one process). Budgets: 0 oversold (reservation rows and the held-tickets
 * counter against capacity), every buyer answered 200 or 409 with -214, no 5xx and no 503 from
 * load shedding, p99 ≤ 250 ms.
 */
export const scenario: BenchScenario = {
  name: 'rush',
  async prepare(app) {
    const groupId = await insertSale(app.db, {
      jetId: JET_ID,
      name: 'Bench-Vorverkaufsstart',
      start: new Date(app.clock.now().getTime() + 365 * 24 * 3600_000),
      seatGroup: 'A',
      capacity: 0,
      amount: '40.00',
    });
    // A fresh sale: no reservations, no counter, the given capacity.
    app.post('/__bench/rush/reset', { config: { csrfExempt: true } }, async (request) => {
      const { capacity } = request.body as { capacity: number };
      await app.db.deleteFrom('reservations').where('seat_group_id', '=', groupId).execute();
      await app.db.deleteFrom('ticket_holds').where('seat_group_id', '=', groupId).execute();
      await app.db.updateTable('seat_groups').set({ capacity }).where('id', '=', groupId).execute();
      return { ok: true };
    });
    // The floor: the same burst of new connections at a route that checks CSRF and answers
    // without the database. What this machine's HTTP stack costs for 1,000 buyers at one instant.
    app.post('/__bench/rush/floor', async () => ({ ok: true }));
    // What the bench reads back: the reservation rows and the counter against capacity.
    app.get('/__bench/rush', async () => {
      const rows = await app.db
        .selectFrom('reservations')
        .select(sql<number>`coalesce(sum(quantity), 0)::int`.as('held'))
        .where('seat_group_id', '=', groupId)
        .executeTakeFirstOrThrow();
      const counter = await app.db
        .selectFrom('ticket_holds')
        .select('held')
        .where('seat_group_id', '=', groupId)
        .executeTakeFirst();
      const { capacity } = await app.db
        .selectFrom('seat_groups')
        .select('capacity')
        .where('id', '=', groupId)
        .executeTakeFirstOrThrow();
      return { rows: Number(rows.held), counter: counter?.held ?? 0, capacity };
    });
  },
  async run(ctx) {
    const postgres = ctx.database === 'postgres';
    const buyers = postgres ? 1000 : 100;
    const seats = buyers / 2;
    const reset = (capacity: number) =>
      fetch(`${ctx.baseUrl}/__bench/rush/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ capacity }),
      });

    // Warm-up (a server at an on-sale has served the event page for a while): 100 holds, 10 at
    // a time, then the sale starts afresh.
    await reset(1000);
    for (let round = 0; round < 10; round++)
      await Promise.all(Array.from({ length: 10 }, () => buy(ctx.baseUrl)));
    await reset(seats);

    const floor = await burst(buyers, () => buy(ctx.baseUrl, '/__bench/rush/floor'));
    const { answers, wall } = await burst(buyers, () => buy(ctx.baseUrl));
    const state = (await (await fetch(`${ctx.baseUrl}/__bench/rush`)).json()) as {
      rows: number;
      counter: number;
      capacity: number;
    };

    const byStatus = new Map<string, number>();
    for (const answer of answers) {
      const key =
        answer.status === 409 ? `409 (${answer.code ?? '?'})` : String(answer.status || answer.error);
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    }
    const sold = answers.filter((answer) => answer.status === 200).length;
    const soldOut = answers.filter((answer) => answer.status === 409 && answer.code === -214).length;
    const at = quantiles(answers);
    const floorAt = quantiles(floor.answers);
    const label = `${buyers} buyers, ${seats} seats`;
    ctx.print({
      metric: `answers (${label})`,
      value: `${sold} + ${soldOut}`,
      budget: `${seats} × 200 + ${buyers - seats} × -214`,
      ok: sold === seats && soldOut === buyers - seats,
      detail: [...byStatus].map(([status, count]) => `${status}: ${count}`).join(', '),
    });
    const failed = answers.filter((answer) => answer.status === 0 || answer.status >= 500).length;
    ctx.print({
      metric: 'answers 5xx (503: load shedding) or failed',
      value: failed,
      budget: '= 0',
      ok: failed === 0,
    });
    ctx.print({
      metric: `p99 latency (${label})`,
      value: at(0.99),
      unit: 'ms',
      budget: '≤ 250 ms',
      ok: at(0.99) <= 250,
      detail: `p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${at(1).toFixed(0)} ms, all answered in ${wall.toFixed(0)} ms`,
    });
    ctx.print({
      metric: `floor: p99 of the same burst at a route without the database`,
      value: floorAt(0.99),
      unit: 'ms',
      detail: `p50 ${floorAt(0.5).toFixed(0)} ms, all answered in ${floor.wall.toFixed(0)} ms; the rush's p99 is ${(at(0.99) / Math.max(1, floorAt(0.99))).toFixed(2)} × this`,
    });
    const oversold = Math.max(0, state.rows - state.capacity, state.counter - state.capacity);
    ctx.print({
      metric: 'tickets oversold',
      value: oversold,
      unit: 'tickets',
      budget: '= 0',
      ok: oversold === 0 && state.rows === sold && state.counter === state.rows,
      detail: `reservation rows ${state.rows}, counter ${state.counter}, capacity ${state.capacity}, answered 200 for ${sold}`,
    });
  },
};

interface Answer {
  status: number;
  code?: number;
  error?: string;
  ms: number;
}

/** `count` buyers at one instant; their answers and the time until the last one. */
async function burst(
  count: number,
  one: () => Promise<Answer>,
): Promise<{ answers: Answer[]; wall: number }> {
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: count }, one));
  return { answers, wall: performance.now() - started };
}

function quantiles(answers: Answer[]): (q: number) => number {
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return (q) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0;
}

/** One buyer: a new connection (no keep-alive agent), its own CSRF token, one seat. */
function buy(baseUrl: string, path = '/api/shop-cart/'): Promise<Answer> {
  const csrf = randomBytes(16).toString('hex');
  const body = JSON.stringify({ event_jet_id: JET_ID, seat_group: 'A', sale_type_ids: [1], quantities: [1] });
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: `csrftoken=${csrf}`,
          'x-csrftoken': csrf,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - started;
          let code: number | undefined;
          try {
            code = (JSON.parse(Buffer.concat(chunks).toString()) as { response_code?: number }).response_code;
          } catch {
            code = undefined;
          }
          resolve({ status: response.statusCode ?? 0, code, ms });
        });
      },
    );
    request.on('error', (error) =>
      resolve({ status: 0, error: error.message, ms: performance.now() - started }),
    );
    request.end(body);
  });
}

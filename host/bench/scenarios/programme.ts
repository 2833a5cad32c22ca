import { sql } from 'kysely';
import type { BenchScenario } from '../harness';
import { chunkFile, gzippedSize } from './site';

const KB = 1024;
const TARGET_EVENTS = 10_000;

/**
 * Issue 3 budgets: the events API against a static baseline, filtered list and calendar p95 with
 * 10,000 events in the database, and the calendar element's chunk size.
 */
export const scenario: BenchScenario = {
  name: 'programme',
  async prepare(app) {
    // Copies of the demo programme, shifted by whole days, until there are 10,000 events.
    const row = await app.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    const copies = Math.ceil(TARGET_EVENTS / Math.max(1, Number(row.count))) - 1;
    await sql`
      insert into events (name, slug, subtitle, description, date_start, date_end, room_id,
        exhibition_type_id, series_id, genre_id, event_type, id_jet, ticket_url, status, images)
      select name, slug, subtitle, description, date_start + (g * interval '1 day'),
        date_end + (g * interval '1 day'), room_id, exhibition_type_id, series_id, genre_id,
        event_type, id_jet || '-' || g, ticket_url, status, images
      from events, generate_series(1, ${copies}) as g
      where id_jet not like '%-%'`.execute(app.db);
    await sql`
      insert into event_tag_links (event_id, tag_id)
      select e.id, l.tag_id from events e
      join events o on o.id_jet = split_part(e.id_jet, '-', 1)
      join event_tag_links l on l.event_id = o.id
      where e.id_jet like '%-%'`.execute(app.db);
    await sql`analyze`.execute(app.db);
  },
  async run(ctx) {
    const body = await (await fetch(`${ctx.baseUrl}/de/api/events/?page=1`)).text();
    const count = (JSON.parse(body) as { count: number }).count;
    ctx.print({ metric: 'upcoming events in the bench database', value: count, unit: '' });
    await ctx.load({ path: '/de/api/events/?page=1', duration: 1 });
    const baseline = await ctx.staticBaseline(body, 'application/json; charset=utf-8');
    const list = await ctx.load({ path: '/de/api/events/?page=1' });
    const ratio = list.requestsPerSecond / baseline.requestsPerSecond;
    ctx.print({ metric: 'static baseline (same bytes)', value: baseline.requestsPerSecond, unit: 'req/s' });
    ctx.print({
      metric: 'GET /de/api/events/?page=1',
      value: list.requestsPerSecond,
      unit: 'req/s',
      detail: `p95 ${list.latency.p95} ms, non-2xx ${list.non2xx}`,
    });
    ctx.print({
      metric: 'events API / static baseline',
      value: ratio,
      unit: '×',
      budget: '≥ 0.5 ×',
      ok: ratio >= 0.5 && list.non2xx === 0,
    });

    // One connection: the latency of a query, not of a queue.
    const filtered = await ctx.load({
      path: '/de/api/events/?room=1&page=3',
      connections: 1,
      duration: 3,
      requests: [
        { path: '/de/api/events/?room=1&page=3' },
        { path: '/de/api/events/?tag=2&genre=1' },
        { path: '/de/api/events/?type=fuehrung&page=2' },
        { path: '/de/api/events/?series=2' },
      ],
    });
    ctx.print({
      metric: 'filtered events query p95 (10k events)',
      value: filtered.latency.p95,
      unit: 'ms',
      budget: '≤ 20 ms',
      ok: filtered.latency.p95 <= 20 && filtered.non2xx === 0,
    });
    const calendar = await ctx.load({
      path: '/api/calendar/',
      connections: 1,
      duration: 3,
      requests: [
        { path: '/api/calendar/' },
        { path: '/api/calendar/?room=2' },
        { path: '/api/calendar/?tag=1' },
      ],
    });
    ctx.print({
      metric: 'calendar query p95 (10k events)',
      value: calendar.latency.p95,
      unit: 'ms',
      budget: '≤ 20 ms',
      ok: calendar.latency.p95 <= 20 && calendar.non2xx === 0,
    });

    const file = chunkFile('event-calendar');
    const size = file ? gzippedSize(file) : Number.POSITIVE_INFINITY;
    ctx.print({
      metric: 'event-calendar chunk gzipped',
      value: size / KB,
      unit: 'KB',
      budget: '≤ 20 KB',
      ok: size <= 20 * KB,
    });
  },
};

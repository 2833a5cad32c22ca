import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Checks of two host processes on one PostgreSQL behind nginx (run by `.ci/proxy-cluster`, which
 * sets PROXY_URL, HOST_A, HOST_B and DATABASE_URL): validators and revalidation through the cache,
 * a staff session valid on both processes, an edit published on one seen on the other and through
 * the cache within 1 s, and 200 parallel carts for 7 seats through the proxy holding exactly 7.
 * Prints one line per check and exits non-zero when one fails.
 */
const PROXY = required('PROXY_URL');
const HOST_A = required('HOST_A');
const HOST_B = required('HOST_B');
const DATABASE_URL = required('DATABASE_URL');
const INVALIDATION_BUDGET_MS = 1_000;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (run .ci/proxy-cluster)`);
  return value;
}

const token = () => randomBytes(24).toString('base64url');
let failures = 0;
function check(ok: boolean, what: string, detail = '') {
  if (!ok) failures += 1;
  console.log(`${ok ? '✔' : '✘'} ${what}${detail ? `: ${detail}` : ''}`);
}

/**
 * A visitor who has been here before, with the CSRF and language cookies of the first visit: no
 * answer sets a cookie any more, so answers can be shared (nginx never stores one that sets one).
 */
const visitor = token();
const visit = (base: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    headers: { cookie: `csrftoken=${visitor}; foyer_locale=de`, ...headers },
    redirect: 'manual',
  });

async function validators() {
  const first = await visit(PROXY, '/de');
  const etag = first.headers.get('etag') ?? '';
  await first.text();
  check(
    first.status === 200 && /^"[\w.-]+"$/.test(etag),
    'pages carry a strong ETag through the proxy',
    etag,
  );
  check(
    first.headers.get('cache-control') === 'public, no-cache',
    'and Cache-Control',
    String(first.headers.get('cache-control')),
  );
  const second = await visit(PROXY, '/de');
  await second.text();
  // Stored, and revalidated: the origin answered 304 and the body came from the cache.
  check(
    second.headers.get('x-cache') === 'REVALIDATED' && second.status === 200,
    'the shared cache answers the next visitor from its copy, revalidated with a 304',
    `${second.headers.get('x-cache')} (set-cookie: ${first.headers.get('set-cookie')})`,
  );
  check(
    second.headers.get('x-accel-expires') === null,
    "nginx's own expiry header does not reach the visitor",
    String(second.headers.get('x-accel-expires')),
  );
  const revalidated = await visit(PROXY, '/de', { 'if-none-match': etag });
  check(revalidated.status === 304, 'a revalidation with the ETag is 304', String(revalidated.status));
}

/**
 * A dismissed alert changes the page. Through the proxy a visitor who closed it never gets the page
 * with it (nginx revalidates, and the origin's page cache carries the `alert-closed` cookie), and
 * the cache keeps both pages (the cookie is in nginx's key, a map in .ci/nginx.conf.template): one
 * visitor's dismissal does not push out everyone else's stored copy.
 */
async function dismissedAlert() {
  const news = (await (await visit(PROXY, '/api/breaking-news/')).json()) as { data: { id: number }[] };
  const id = news.data[0]?.id;
  check(id !== undefined, 'the demo has an alert to dismiss');
  const page = async (cookie: string) => {
    const response = await visit(PROXY, '/de', cookie ? { cookie: `csrftoken=${visitor}; ${cookie}` } : {});
    return {
      alert: (await response.text()).includes('class="alert-fallback"'),
      cache: response.headers.get('x-cache'),
    };
  };
  const shown = await page('');
  const hidden = [await page(`alert-closed=${id}`), await page(`foyer_locale=de; alert-closed=${id}`)];
  const again = await page('');
  check(
    shown.alert && !hidden.some((answer) => answer.alert) && again.alert,
    'a visitor who closed the alert gets the page without it through the proxy; others keep it',
    `shown ${shown.alert}, after closing ${hidden.map((answer) => answer.alert)}, others ${again.alert}`,
  );
  check(
    again.cache === 'REVALIDATED',
    "and the cache keeps the others' copy beside the dismissed one",
    String(again.cache),
  );
}

/**
 * A first visit (no cookies) to a page the cache holds: the visitor gets the CSRF cookie that
 * forms, carts and consent choices are checked against, and the first write works. The public
 * API sets no cookie, so the cache answers it to everyone.
 */
async function firstVisit() {
  const page = await fetch(`${PROXY}/de`);
  await page.text();
  const csrf = /csrftoken=([\w-]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
  check(
    csrf !== undefined,
    "a first visit to a stored page gets the visitor's CSRF cookie",
    page.headers.get('x-cache') ?? '',
  );
  const consent = await fetch(`${PROXY}/de/api/consent/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf ?? '' },
    body: JSON.stringify({ revision: 1, statistics: false, media: true }),
  });
  check(
    consent.status === 201,
    'and its first write passes the CSRF check',
    `${consent.status} ${await consent.text()}`,
  );
  await visit(PROXY, '/de/api/events/?page=1').then((answer) => answer.text());
  const api = await fetch(`${PROXY}/de/api/events/?page=1`);
  await api.text();
  check(
    api.headers.get('x-cache') === 'HIT' && api.headers.get('set-cookie') === null,
    'the public API is answered from the cache to a first visit, without a cookie',
    `${api.headers.get('x-cache')}, set-cookie: ${api.headers.get('set-cookie')}`,
  );
}

async function signIn(base: string): Promise<{ cookie: string; csrf: string }> {
  const csrf = token();
  const response = await fetch(`${base}/de/pageeditor-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    body: JSON.stringify({ username: 'redaktion', password: 'foyer-demo' }),
  });
  const session = /foyer_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (response.status !== 200 || !session)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return { cookie: `foyer_session=${session}; csrftoken=${csrf}`, csrf };
}

async function sessions(staff: { cookie: string }) {
  for (const base of [HOST_A, HOST_B]) {
    const details = (await (
      await fetch(`${base}/api/user-details`, { headers: { cookie: staff.cookie } })
    ).json()) as {
      is_logged_in: boolean;
    };
    check(details.is_logged_in, `a session made on one process is valid on ${base}`);
  }
}

async function invalidation(staff: { cookie: string; csrf: string }) {
  // Warm both processes and the proxy with the current page.
  for (const base of [HOST_A, HOST_B, PROXY]) await (await visit(base, '/de')).text();
  const page = (await (
    await fetch(`${HOST_A}/de/pageeditor-api/page/`, { headers: { cookie: staff.cookie } })
  ).json()) as {
    id: number;
    modules: Array<{ id: string; version: string | number }>;
  };
  const section = page.modules[0];
  if (!section) throw new Error('the home page has no section');
  const marker = `Proxy-Probe ${token().slice(0, 8)}`;
  const response = await fetch(`${HOST_A}/de/pageeditor-api/module`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: staff.cookie, 'x-csrftoken': staff.csrf },
    body: JSON.stringify({
      section_id: section.id,
      version: section.version,
      column: 0,
      module: { type: 'headline', content: marker },
    }),
  });
  if (response.status !== 201) throw new Error(`edit failed: ${response.status} ${await response.text()}`);
  // Edits go to the page's draft (docs/decisions/0090); visitors see them once it is published.
  const edited = ((await response.json()) as { section: { id: string; version: string | number } }).section;
  const versions = Object.fromEntries(
    page.modules.map((s) => [s.id, s.id === edited.id ? edited.version : s.version]),
  );
  const published = await fetch(`${HOST_A}/de/pageeditor-api/draft/${page.id}/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: staff.cookie, 'x-csrftoken': staff.csrf },
    body: JSON.stringify({ versions }),
  });
  if (published.status !== 200)
    throw new Error(`publish failed: ${published.status} ${await published.text()}`);
  const saved = performance.now();
  const seenAt = async (base: string) => {
    while (performance.now() - saved < 10_000) {
      if ((await (await visit(base, '/de')).text()).includes(marker)) return performance.now() - saved;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return Number.POSITIVE_INFINITY;
  };
  const [other, proxied] = await Promise.all([seenAt(HOST_B), seenAt(PROXY)]);
  check(
    other <= INVALIDATION_BUDGET_MS,
    'an edit published on one process is served by the other within 1 s',
    `${Math.round(other)} ms`,
  );
  check(
    proxied <= INVALIDATION_BUDGET_MS,
    'and through the shared cache within 1 s',
    `${Math.round(proxied)} ms`,
  );
}

async function carts() {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    // A performance (the demo's performances have no timeslots; tours have several).
    const { rows } = await db.query<{
      id_jet: string;
      seat_group_id: number;
      seat_group: string;
      sale_type_id: number;
    }>(
      `select e.id_jet, g.id as seat_group_id, g.seat_group, p.sale_type_id
         from events e join seat_groups g on g.event_id = e.id join prices p on p.seat_group_id = g.id
        where e.is_online and e.status = '1' and g.status = '1'
          and e.date_start > now() + interval '1 day'
          and not exists (select 1 from timeslots o where o.event_id = e.id)
        order by e.date_start limit 1`,
    );
    const target = rows[0];
    if (!target) throw new Error('no event with tickets to test carts on');
    // 7 seats in the seat group.
    await db.query('update seat_groups set capacity = 7 where id = $1', [target.seat_group_id]);
    const answers = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const csrf = token();
        const response = await fetch(`${PROXY}/api/shop-cart/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
          body: JSON.stringify({
            event_jet_id: target.id_jet,
            seat_group: target.seat_group,
            sale_type_ids: [target.sale_type_id],
            quantities: [1],
          }),
        });
        await response.text();
        return response.status;
      }),
    );
    const held = await db.query<{ held: number }>(
      'select coalesce(sum(quantity), 0)::int as held from reservations where seat_group_id = $1',
      [target.seat_group_id],
    );
    const ok = answers.filter((status) => status === 200).length;
    const errors = answers.filter((status) => status >= 500).length;
    check(
      held.rows[0]?.held === 7 && ok === 7,
      '200 parallel carts for 7 seats through the proxy hold exactly 7',
      `${ok} carts, ${held.rows[0]?.held} held`,
    );
    check(errors === 0, 'and none of them answers 5xx', `${errors}`);
  } finally {
    await db.end();
  }
}

await validators();
await dismissedAlert();
await firstVisit();
const staff = await signIn(HOST_A);
await sessions(staff);
await invalidation(staff);
await carts();
console.log(failures === 0 ? '✔ proxy checks passed' : `✘ ${failures} proxy check(s) failed`);
process.exit(failures === 0 ? 0 : 1);

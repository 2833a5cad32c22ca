import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Section } from '../../../src/contract/pages';
import { ROOT_DIR } from '../../config';
import { createUser } from '../../db/staff/staff.repository';
import type { BenchContext, BenchScenario } from '../harness';
import { chunkFile, gzippedSize } from './site';

const KB = 1024;
const SAVES = 500;
const PUBLISHES = 40;
/** A page of this many modules is published (issue 19 budget). */
const PUBLISHED_MODULES = 50;
const PUBLISH_PAGE = 'bench-veroeffentlichen';
const BENCH_USER = {
  username: 'bench-editor',
  email: 'bench@foyer.example',
  password: 'bench-password-0123',
};

/** The loader and the chunks `preload.json` lists for the page editor element, gzipped, once each. */
function editorFirstLoad(): { bytes: number; files: number } {
  const manifest = JSON.parse(
    readFileSync(path.join(ROOT_DIR, 'dist/widgets/preload.json'), 'utf8'),
  ) as Record<string, string[]>;
  const files = new Set(['foyer.js', ...(manifest['foyer-page-editor'] ?? [])]);
  let bytes = 0;
  for (const file of files) bytes += gzippedSize(file);
  return { bytes, files: files.size };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function cookieValue(setCookie: string[], name: string): string | undefined {
  for (const line of setCookie) {
    const match = new RegExp(`^${name}=([^;]*)`).exec(line);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * Issue 6 budgets: saving a module, p95 ≤ 50 ms server time over 500 saves (each a real PUT
 * through session, CSRF, registry validation, sanitising, the token check, the page version and
 * the cache clear), and the editor chunk size; a visitor's page names no editor element.
 */
export const scenario: BenchScenario = {
  name: 'editor',
  async prepare(app) {
    await createUser(app.db, { ...BENCH_USER, role: 'editor' });
    // A page of its own for the publish measurement (offline: no other scenario sees it).
    const home = await app.db
      .selectFrom('pages')
      .select('id')
      .where('locale', '=', 'de')
      .where('path', '=', '')
      .executeTakeFirstOrThrow();
    const page = await app.db
      .insertInto('pages')
      .values({
        translation_key: `bench-${randomUUID()}`,
        locale: 'de',
        parent_id: home.id,
        path: PUBLISH_PAGE,
        title: 'Bench',
        is_online: false,
        in_menu: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const children = Array.from({ length: PUBLISHED_MODULES }, (_, index) =>
      index % 2 === 0
        ? { id: randomUUID(), type: 'headline', content: `Überschrift ${index}`, headline_level: 2 }
        : { id: randomUUID(), type: 'text', content: `<p>Absatz ${index} mit <strong>Text</strong>.</p>` },
    );
    await app.db
      .insertInto('sections')
      .values({
        uid: randomUUID(),
        page_id: page.id,
        layout: '100',
        columns: JSON.stringify([{ index: 0, classes: 'col-12', children }]),
      })
      .execute();
    // Server time of each editor write, as the server measured it (excludes the client's side).
    app.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' && request.url.includes('/pageeditor-api/'))
        reply.header('x-bench-server-ms', reply.elapsedTime.toFixed(3));
    });
  },
  async run(ctx) {
    const first = await fetch(`${ctx.baseUrl}/de`);
    const visitorHtml = await first.text();
    const csrf = cookieValue(first.headers.getSetCookie(), 'csrftoken') ?? '';
    const login = await fetch(`${ctx.baseUrl}/de/pageeditor-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` },
      body: JSON.stringify({ username: BENCH_USER.username, password: BENCH_USER.password }),
    });
    if (login.status !== 200) throw new Error(`bench login failed: ${login.status}`);
    const session = cookieValue(login.headers.getSetCookie(), 'foyer_session');
    const token = cookieValue(login.headers.getSetCookie(), 'csrftoken') ?? csrf;
    const headers = {
      'content-type': 'application/json',
      'x-csrftoken': token,
      cookie: `csrftoken=${token}; foyer_session=${session}`,
    };

    // The home page's first section, with one headline to edit (added if it has none).
    const page = (await (await fetch(`${ctx.baseUrl}/de/pageeditor-api/page/`, { headers })).json()) as {
      modules: Section[];
    };
    let section = page.modules[0] as Section;
    const added = await fetch(`${ctx.baseUrl}/de/pageeditor-api/module`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        section_id: section.id,
        version: section.version,
        column: 0,
        module: { type: 'headline', content: 'Bench' },
      }),
    });
    const addedBody = (await added.json()) as { module: { id: string }; section: Section };
    section = addedBody.section;
    const moduleId = addedBody.module.id;

    const server: number[] = [];
    const client: number[] = [];
    let failures = 0;
    for (let index = 0; index < SAVES; index++) {
      const started = performance.now();
      const response = await fetch(`${ctx.baseUrl}/de/pageeditor-api/module/${moduleId}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          section_id: section.id,
          version: section.version,
          module: { type: 'headline', content: `Bench save ${index}`, headline_level: 2 + (index % 5) },
        }),
      });
      const body = (await response.json()) as { section: Section };
      client.push(performance.now() - started);
      if (response.status !== 200) {
        failures++;
        continue;
      }
      section = body.section;
      server.push(Number(response.headers.get('x-bench-server-ms') ?? Number.NaN));
    }
    // Leave the home page as visitors know it: the scenarios after this one (Lighthouse among
    // them) measure the real page, not one ending in the bench's last headline (an h6 after h1).
    const query = new URLSearchParams({ section_id: section.id, version: String(section.version) });
    const removed = await fetch(`${ctx.baseUrl}/de/pageeditor-api/module/${moduleId}?${query}`, {
      method: 'DELETE',
      headers: { 'x-csrftoken': headers['x-csrftoken'], cookie: headers.cookie },
    });
    if (!removed.ok) throw new Error(`could not remove the bench headline: ${removed.status}`);

    const p95 = percentile(server, 95);
    ctx.print({
      metric: `draft save p95 server time (${SAVES} saves)`,
      value: p95,
      unit: 'ms',
      budget: '≤ 10 ms',
      ok: p95 <= 10 && failures === 0,
      detail: `p50 ${percentile(server, 50).toFixed(1)} ms, p99 ${percentile(server, 99).toFixed(1)} ms, client p95 ${percentile(client, 95).toFixed(1)} ms, failures ${failures}`,
    });

    await measurePublish(ctx, headers);

    // A visitor's pages (home and an event detail, where staff get the admin link) name no editor
    // element, so the loader fetches none of its code.
    const events = (await (await fetch(`${ctx.baseUrl}/de/api/events/`)).json()) as {
      results: { url: string }[];
    };
    const detailUrl = events.results[0]?.url;
    const detailHtml = detailUrl ? await (await fetch(`${ctx.baseUrl}${detailUrl}`)).text() : '';
    const named = visitorHtml.includes('foyer-page-editor') || detailHtml.includes('foyer-page-editor');
    ctx.print({
      metric: 'editor code for a visitor',
      value: named ? 'tag present' : 0,
      unit: named ? '' : 'bytes',
      budget: '0 bytes',
      ok: !named,
    });
    const editorChunk = chunkFile('page-editor');
    ctx.print(
      editorChunk
        ? { metric: 'editor chunk gzipped', value: gzippedSize(editorChunk) / KB, unit: 'KB' }
        : { metric: 'editor chunk gzipped', value: 'not built yet (editor-ui branch)' },
    );
    // The rich text library chunk (Tiptap, ProseMirror): fetched when a form first shows a rich
    // text field, never by visitors, and not part of the editor's first load.
    const libraryChunk = chunkFile('editor');
    if (libraryChunk)
      ctx.print({
        metric: 'rich text library chunk gzipped (staff only, on demand)',
        value: gzippedSize(libraryChunk) / KB,
        unit: 'KB',
      });
    // Issue 19 budget: what the staff editor loads before it is usable, the loader and every
    // chunk the editor element imports statically (its preload list), each file counted once.
    const firstLoad = editorFirstLoad();
    ctx.print({
      metric: 'staff editor first load gzipped (loader and static chunks)',
      value: firstLoad.bytes / KB,
      unit: 'KB',
      budget: '≤ 220 KB',
      ok: firstLoad.bytes <= 220 * KB,
      detail: `${firstLoad.files} files`,
    });
  },
};

/**
 * Issue 19 budget: publishing a page of 50 modules, p95 ≤ 50 ms server time. Each round saves one
 * change into the draft (so there is something to publish) and publishes the whole page.
 */
async function measurePublish(ctx: BenchContext, headers: Record<string, string>): Promise<void> {
  const read = await fetch(`${ctx.baseUrl}/de/pageeditor-api/page/${PUBLISH_PAGE}`, { headers });
  const page = (await read.json()) as { id: number; modules: Section[] };
  let section = page.modules[0] as Section;
  const first = section.columns[0]?.children[0] as { id: string } | undefined;
  if (!first) throw new Error(`the bench page has no module (${read.status})`);
  const moduleId = first.id;
  const server: number[] = [];
  let failures = 0;
  for (let round = 0; round < PUBLISHES; round++) {
    const saved = await fetch(`${ctx.baseUrl}/de/pageeditor-api/module/${moduleId}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        section_id: section.id,
        version: section.version,
        module: { type: 'headline', content: `Veröffentlichung ${round}`, headline_level: 2 },
      }),
    });
    if (saved.status !== 200) {
      failures++;
      continue;
    }
    section = ((await saved.json()) as { section: Section }).section;
    const published = await fetch(`${ctx.baseUrl}/de/pageeditor-api/draft/${page.id}/publish`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ versions: { [section.id]: section.version } }),
    });
    await published.text();
    if (published.status !== 200) failures++;
    else server.push(Number(published.headers.get('x-bench-server-ms') ?? Number.NaN));
  }
  const p95 = percentile(server, 95);
  ctx.print({
    metric: `publish of a ${PUBLISHED_MODULES}-module page p95 server time (${PUBLISHES} publishes)`,
    value: p95,
    unit: 'ms',
    budget: '≤ 50 ms',
    ok: p95 <= 50 && failures === 0,
    detail: `p50 ${percentile(server, 50).toFixed(1)} ms, failures ${failures}`,
  });
}

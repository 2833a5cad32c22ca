import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { seedDemoIfEmpty } from '../demo/seed';
import { loadConfig } from '../host/config';
import { type DatabaseHandle, openDatabase } from '../host/db/database';
import { migrateToLatest } from '../host/db/migrate';
import { buildApp } from '../host/server';
import { siteClock, siteNow } from './clock';

/**
 * Elements on any origin (issue 21 item 1): a page on an origin that is not in
 * ALLOWED_EMBED_ORIGINS loads the loader and the chunks (served with `Access-Control-Allow-Origin:
 * *`), so the elements are defined there; their API calls are refused, so they keep their fallback
 * and the console names ALLOWED_EMBED_ORIGINS. (A listed origin booking with quick-buy:
 * e2e/quick-buy.spec.ts.)
 */
test.describe('elements on an origin that is not listed', () => {
  let foyer: FastifyInstance;
  let database: DatabaseHandle;
  let template: Server;
  let browser: Browser;
  let foyerOrigin = '';
  let templateOrigin = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    template = createServer((request, response) => {
      if (request.url !== '/') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Shop</title>
<script type="module" src="${foyerOrigin}/widgets/foyer.js"></script></head><body>
<foyer-alert-bar locale="de" api-base="${foyerOrigin}"><p>Hinweis-Ersatz</p></foyer-alert-bar>
<foyer-event-calendar locale="de" api-base="${foyerOrigin}"><p>Programm-Ersatz</p></foyer-event-calendar>
</body></html>`);
    });
    await new Promise<void>((resolve) => template.listen(0, '127.0.0.1', resolve));
    templateOrigin = `http://127.0.0.1:${(template.address() as AddressInfo).port}`;

    database = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(database.db);
    await seedDemoIfEmpty(database.db, { now: siteNow() });
    foyer = await buildApp({
      config: {
        ...loadConfig({
          PORT: '0',
          LOG_LEVEL: 'warn',
          ALLOWED_EMBED_ORIGINS: 'https://listed.example',
          SHED_EVENT_LOOP_DELAY_MS: '0',
        }),
        databaseUrl: undefined,
      },
      database,
      clock: siteClock(),
    });
    await foyer.listen({ port: 0, host: '127.0.0.1' });
    foyerOrigin = `http://localhost:${(foyer.server.address() as AddressInfo).port}`;
    foyer.config.siteUrl = foyerOrigin;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
  });

  test.afterAll(async () => {
    await browser?.close();
    await foyer?.close();
    await database?.close();
    await new Promise((resolve) => template?.close(resolve));
  });

  test('the elements are defined, keep their fallback, and the console names ALLOWED_EMBED_ORIGINS', async () => {
    const page = await browser.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(`${templateOrigin}/`);
    // The loader and the chunks came across origins: both elements are defined.
    await page.waitForFunction(
      () =>
        customElements.get('foyer-alert-bar') !== undefined &&
        customElements.get('foyer-event-calendar') !== undefined,
    );
    await expect
      .poll(() => messages.filter((text) => text.includes('ALLOWED_EMBED_ORIGINS')).length)
      .toBeGreaterThan(0);
    const hint = messages.find((text) => text.includes('ALLOWED_EMBED_ORIGINS')) ?? '';
    expect(hint).toContain(foyerOrigin);
    expect(hint).toContain(templateOrigin);
    // The API refused them: each still shows its fallback (its slotted light DOM).
    await expect(page.getByText('Hinweis-Ersatz')).toBeVisible();
    await expect(page.getByText('Programm-Ersatz')).toBeVisible();
    // No module script was refused: only the API calls were.
    expect(messages.filter((text) => /foyer\.js|\/widgets\/.*blocked by CORS/i.test(text))).toEqual([]);
    await page.close();
  });
});

import { type APIRequestContext, expect, test } from '@playwright/test';
import { staffSession } from './staff';

/**
 * The XSS corpus stored through the editor into every text-bearing module, then the page opened
 * by a visitor in a real browser (issue 20 item 2): whatever was accepted renders inert. A payload
 * that runs would call `alert` (a dialog) or bump `window.__xss`.
 */
const PAGE = 'freundeskreis';

const CORPUS = [
  '<script>window.__xss++;alert(1)</script>',
  '<img src=x onerror="window.__xss++;alert(1)">',
  '<svg><script>window.__xss++</script></svg>',
  '<svg onload="window.__xss++">',
  '<a href="javascript:window.__xss++">link</a>',
  '<a href="jav&#x09;ascript:window.__xss++">tab</a>',
  '<iframe src="javascript:window.__xss++"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss++">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss++>">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss++">',
  '<form><button formaction="javascript:window.__xss++">go</button></form>',
  '<details open ontoggle="window.__xss++">d</details>',
  '"><img src=x onerror="window.__xss++">',
  '<a href="data:text/html,<script>parent.__xss++</script>">data</a>',
  '<object data="javascript:window.__xss++"></object>',
];

async function csrfOf(request: APIRequestContext, baseURL: string): Promise<string> {
  const state = await request.storageState();
  const cookie = state.cookies.find((c) => c.name === 'csrftoken' && baseURL.includes(c.domain));
  if (!cookie) throw new Error('no CSRF cookie');
  return cookie.value;
}

test('stored markup in text, HTML and headline modules is inert for visitors', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { context: staff, page: staffPage } = await staffSession(browser);
  const request = staffPage.request;
  const csrf = await csrfOf(request, String(baseURL));
  const headers = { 'x-csrftoken': csrf };

  const page = await (await request.get(`/de/pageeditor-api/page/${PAGE}`)).json();
  const created = await request.post('/de/pageeditor-api/section', {
    headers,
    data: { page_id: page.id, layout: '100' },
  });
  expect(created.status()).toBe(201);
  let section = (await created.json()).section as { id: string; version: number };
  const statuses: number[] = [];
  for (const [index, payload] of CORPUS.entries()) {
    for (const module of [
      { type: 'text', content: `<p>${payload}</p>` },
      { type: 'html', html_code: payload },
      { type: 'headline', content: payload },
    ]) {
      const response = await request.post('/de/pageeditor-api/module', {
        headers,
        data: {
          section_id: section.id,
          version: section.version,
          column: 0,
          module: { ...module, id: `xss-${index}-${module.type}` },
        },
      });
      statuses.push(response.status());
      if (response.status() === 201) section = (await response.json()).section;
    }
  }
  // The corpus was mostly stored (sanitised), a few refused by the link rule: never a 5xx.
  expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(CORPUS.length);
  expect(statuses.every((status) => status === 201 || status === 400)).toBe(true);

  // Editor writes go to a draft (issue 19): publish it, so visitors get the stored corpus.
  const publish = async () => {
    const draft = (await (await request.get(`/de/pageeditor-api/page/${PAGE}`)).json()) as {
      modules: Array<{ id: string; version: number }>;
    };
    const published = await request.post(`/de/pageeditor-api/draft/${page.id}/publish`, {
      headers,
      data: { versions: Object.fromEntries(draft.modules.map((each) => [each.id, each.version])) },
    });
    expect(published.status()).toBe(200);
  };
  await publish();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
  });
  const dialogs: string[] = [];
  visitorPage.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await visitorPage.goto(`/de/${PAGE}`);
  await expect(visitorPage.locator('.m-headline__title').last()).toBeVisible();
  // Give anything that could run (onload, ontoggle, refresh) its moment.
  await visitorPage.waitForTimeout(1500);
  await visitorPage.locator('main a').evaluateAll((links) => {
    for (const link of links)
      if (!(link as HTMLAnchorElement).href.startsWith('http')) (link as HTMLElement).click();
  });
  await visitorPage.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  expect(await visitorPage.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
  expect(visitorPage.url()).toContain(`/de/${PAGE}`);
  const active = await visitorPage
    .locator(
      // The page's own breadcrumb data (`application/ld+json`, issue 21) is data, never run.
      'main [onerror], main [onload], main [ontoggle], main script:not([type="application/ld+json"]), main iframe, main object, main meta',
    )
    .count();
  expect(active).toBe(0);

  // Clean up for the other journeys.
  await request.delete(`/de/pageeditor-api/section/${section.id}?version=${section.version}`, { headers });
  await publish();
  await staff.close();
  await visitor.close();
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Section } from '../../src/contract/pages';
import { editorApi as api, insertTestPage } from '../testing/pages';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Server time of a draft save and of a publish of a page with 50 modules (issue 19 budgets:
 * draft save p95 ≤ 10 ms, publish p95 ≤ 50 ms). Measured in-process with `app.inject` (no
 * network), on PGlite. The figures are printed for the report; the assertion only catches a
 * pathological regression (a query per module, a rewrite of every page): the machines the tests
 * share run builds and browsers beside them, and the budgets are checked on a quiet one.
 */
let t: TestApp;
let anna: StaffLogin;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  anna = await loginStaff(t, { username: 'anna', first_name: 'Anna', last_name: 'Admin', role: 'admin' });
});
afterAll(async () => t.close());

const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] as number;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
}

it('keeps draft saves and publishing of a 50-module page within budget', async () => {
  const page = await insertTestPage(t, { path: 'timing', title: 'Timing', translationKey: 'timing' });
  // 5 sections × 10 modules.
  const sections: Section[] = [];
  for (let s = 0; s < 5; s++) {
    const added = await t.write({
      method: 'POST',
      url: api('section'),
      payload: { page_id: page.id, layout: '100' },
      cookies: anna.cookies,
    });
    let section = added.json().section as Section;
    for (let m = 0; m < 10; m++) {
      const module = await t.write({
        method: 'POST',
        url: api('module'),
        cookies: anna.cookies,
        payload: {
          section_id: section.id,
          version: section.version,
          column: 0,
          module: { type: 'text', content: `<p>Text ${s}.${m}</p>` },
        },
      });
      expect(module.statusCode, module.body).toBe(201);
      section = module.json().section;
    }
    sections.push(section);
  }

  const saves: number[] = [];
  let section = sections[0] as Section;
  const moduleId = String(section.columns[0]?.children[0]?.id);
  for (let i = 0; i < 40; i++) {
    const [response, ms] = await timed(() =>
      t.write({
        method: 'PUT',
        url: api(`module/${moduleId}`),
        cookies: anna.cookies,
        payload: {
          section_id: section.id,
          version: section.version,
          module: { type: 'text', content: `<p>Fassung ${i}</p>` },
        },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    section = response.json().section;
    sections[0] = section;
    if (i >= 5) saves.push(ms);
  }

  const publishes: number[] = [];
  for (let i = 0; i < 25; i++) {
    // Each publish has a draft to publish: one change first (not timed).
    const changed = await t.write({
      method: 'PUT',
      url: api(`module/${moduleId}`),
      cookies: anna.cookies,
      payload: {
        section_id: section.id,
        version: section.version,
        module: { type: 'text', content: `<p>Neu ${i}</p>` },
      },
    });
    section = changed.json().section;
    sections[0] = section;
    const versions = Object.fromEntries(sections.map((each) => [each.id, each.version]));
    const [response, ms] = await timed(() =>
      t.write({
        method: 'POST',
        url: api(`draft/${page.id}/publish`),
        cookies: anna.cookies,
        payload: { versions },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    if (i >= 5) publishes.push(ms);
  }

  const save95 = p95(saves);
  const publish95 = p95(publishes);
  console.info(
    `draft save p95 ${save95.toFixed(1)} ms (n=${saves.length}); publish of 50 modules p95 ${publish95.toFixed(1)} ms (n=${publishes.length})`,
  );
  expect(save95).toBeLessThan(1000);
  expect(publish95).toBeLessThan(2000);
});

import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { backups, editorDocument, pendingWrite, targetSlot } from '../../src/state/editor';
import { startTestClock } from '../shared/test-clock';
import { clearCookies, expectNoAxeViolations, json, stubFetch, waitFor } from '../shared/test-helpers';
import './page-editor';

/**
 * Versions side by side (issue 19 item 2): compare any two states of the page, each change in
 * words with its values before and after, restore one section from a version after a confirmation
 * that shows what will change; by keyboard alone, axe clean. Queries go straight to the shadow
 * roots (role queries over the document are slow).
 */
startTestClock();

function sectionWith(id: string, children: Array<Record<string, unknown>>, version = 1) {
  return {
    id,
    type: 'section',
    model_name: 'section',
    content_type: 'page',
    object_id: 1,
    parent: null,
    slug: null,
    layout: '100',
    columns: [{ index: 0, classes: '', children }],
    children: [],
    version,
  };
}

const OLD = { id: 'h', type: 'headline', headline_level: 2, content: 'Old title' };
const NEW = { id: 'h', type: 'headline', headline_level: 2, content: 'New title' };
const LINK = { id: 'l', type: 'link', link_text: 'Tickets', link: '/en/programm' };

interface Call {
  method: string;
  path: string;
  search: string;
  body: Record<string, unknown> | null;
}

function fakeServer() {
  const calls: Call[] = [];
  const stub = stubFetch(async (url, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    calls.push({ method, path: url.pathname, search: url.search, body });
    if (url.pathname.endsWith('/pageeditor-api/page/'))
      return json({ id: 1, locale: 'en', modules: [sectionWith('s1', [NEW], 4)] });
    if (url.pathname.endsWith('/user'))
      return json({ id: 1, username: 'staff', email: 'e', admin_menus: [] });
    if (url.pathname.endsWith('/draft/1'))
      return json({ page_id: 1, has_draft: true, published_version_id: 6, scheduled: null });
    if (url.pathname.endsWith('/page-versions/1/compare')) {
      const from = url.searchParams.get('from');
      // Version 5 had the old title; version 6 and the draft the new one, the draft a link too.
      const state = (ref: string | null) =>
        ref === '5'
          ? [sectionWith('s1', [OLD])]
          : ref === 'draft'
            ? [sectionWith('s1', [NEW, LINK])]
            : [sectionWith('s1', [NEW])];
      const to = url.searchParams.get('to');
      const changes =
        from === '5'
          ? [
              {
                kind: 'module.changed',
                section: 1,
                section_id: 's1',
                module_id: 'h',
                module_type: 'headline',
                fields: ['content'],
                text: 'Section 1: Headline changed (Headline)',
              },
            ]
          : from === 'draft' && to === '6'
            ? [
                {
                  kind: 'module.removed',
                  section: 1,
                  section_id: 's1',
                  module_id: 'l',
                  module_type: 'link',
                  text: 'Section 1: Link removed',
                },
              ]
            : [];
      return json({ changes, before: state(from), after: state(to) });
    }
    if (method === 'POST' && url.pathname.endsWith('/page-versions/6/restore'))
      return json({ sections: [sectionWith('s1', [NEW], 5)], version_id: 8 });
    if (url.pathname.includes('/page-versions/1'))
      return json({
        results: [6, 5].map((id) => ({
          id,
          page_id: 1,
          created_at: `2026-11-2${id - 3}T09:00:00Z`,
          created_by: { id: 1, username: 'staff', name: 'Staff' },
          action: 'publish',
          section_ids: ['s1'],
          note: `Published ${id}`,
        })),
      });
    return json({ error: 'not_found', message: 'no route' }, 404);
  });
  return { calls, restore: stub.restore };
}

const editorRoot = () => document.querySelector('foyer-page-editor')?.shadowRoot as ShadowRoot;
const openDialog = () => editorRoot().querySelector<HTMLDialogElement>('dialog[open]');
const dialogTitled = (title: string) =>
  waitFor(() => {
    const dialog = openDialog();
    if (dialog?.querySelector('h2')?.textContent !== title) throw new Error(`no dialog ${title}`);
    return dialog;
  });

function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Tabs until the control named `name` has the focus (keyboard only), then returns it. */
async function tabTo(name: string | RegExp, max = 40): Promise<Element> {
  for (let step = 0; step < max; step += 1) {
    await sendKeys({ press: 'Tab' });
    const active = deepActive();
    const label = active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
    if (typeof name === 'string' ? label === name : name.test(label)) return active as Element;
  }
  throw new Error(`Tab never reached ${name}`);
}

describe('<foyer-page-editor> versions side by side (issue 19 item 2)', () => {
  let server: ReturnType<typeof fakeServer> | undefined;

  beforeEach(() => {
    clearCookies();
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = 'csrftoken=tok123; path=/';
    sessionStorage.clear();
    editorDocument.value = null;
    targetSlot.value = null;
    backups.value = {};
    pendingWrite.value = null;
  });
  afterEach(() => {
    server?.restore();
    document.body.innerHTML = '';
  });

  it('compares two versions side by side and restores one section after a confirmation, by keyboard', async () => {
    server = fakeServer();
    document.body.innerHTML = `<main id="main"><section data-section-id="s1"><h2>Server copy</h2></section></main>
      <foyer-page-editor edit locale="en" page-id="1" page-path=""></foyer-page-editor>`;
    await waitFor(() => {
      if (!document.querySelector('.foyer-editor-canvas')?.shadowRoot?.querySelector('[data-module-id]'))
        throw new Error('no canvas');
    });
    const versionsButton = [...editorRoot().querySelectorAll('button')].find(
      (button) => button.textContent === 'Versions',
    ) as HTMLButtonElement;
    versionsButton.focus();
    await sendKeys({ press: 'Enter' });
    await dialogTitled('Versions of this page');
    await waitFor(() => {
      if (!openDialog()?.textContent?.includes('Published 5')) throw new Error('no list yet');
    });

    // Compare version 6 with the one before it (5): from the list, by keyboard.
    await tabTo('Compare version #6 with the one before');
    await sendKeys({ press: 'Enter' });
    let dialog = await dialogTitled('Compare versions');
    const [from, to] = [...dialog.querySelectorAll('select')];
    expect(from?.value).to.equal('5');
    expect(to?.value).to.equal('6');
    const table = await waitFor(() => {
      const found = openDialog()?.querySelector('table');
      if (!found) throw new Error('no table yet');
      return found;
    });
    expect(table.querySelector('caption')?.textContent).to.equal('Section 1: Headline changed (Headline)');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).to.deep.equal([
      'Field',
      'Before',
      'After',
    ]);
    expect(
      [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent)),
    ).to.deep.equal([['Headline', 'Old title', 'New title']]);
    expect(
      server.calls.some((call) => call.path.endsWith('/compare') && call.search === '?from=5&to=6'),
    ).to.equal(true);
    await expectNoAxeViolations(dialog);

    // Any two states: "Before" becomes the draft, by keyboard on the list box.
    // The focus starts on the dialog's close button; the list boxes come next.
    await waitFor(() => {
      if (deepActive()?.getAttribute('aria-label') !== 'Close')
        throw new Error('focus not in the dialog yet');
    });
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal(from);
    await sendKeys({ press: 'Home' });
    await waitFor(() => {
      if (!server?.calls.some((call) => call.search === '?from=draft&to=6')) throw new Error('not asked yet');
    });
    const removed = await waitFor(() => {
      const caption = openDialog()?.querySelector('caption');
      if (caption?.textContent !== 'Section 1: Link removed') throw new Error('not shown yet');
      return caption.closest('table') as HTMLTableElement;
    });
    // A removed module: its values before, nothing after.
    expect(
      [...removed.querySelectorAll('tbody tr')].map((row) =>
        [...row.children].map((cell) => cell.textContent),
      ),
    ).to.deep.include(['Link text', 'Tickets', '—']);

    // Restore section 1 from version 6: a confirmation first, showing what will change.
    await tabTo('Restore section 1 from version #6');
    await sendKeys({ press: 'Enter' });
    dialog = await dialogTitled('What changes');
    await waitFor(() => {
      if (!openDialog()?.querySelector('caption')) throw new Error('no comparison yet');
    });
    expect(dialog.querySelector('caption')?.textContent).to.equal('Section 1: Link removed');
    expect(server.calls.filter((call) => call.method === 'POST')).to.deep.equal([]);
    await expectNoAxeViolations(dialog);
    await tabTo('Restore section 1');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => {
      if (!server?.calls.some((call) => call.method === 'POST')) throw new Error('no restore yet');
    });
    const restore = server.calls.find((call) => call.method === 'POST');
    expect(restore?.path).to.equal('/en/pageeditor-api/page-versions/6/restore');
    expect(restore?.body).to.deep.equal({ section_id: 's1', versions: { s1: 4 } });
  });
});

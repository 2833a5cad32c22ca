import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { backups, editorDocument, pendingWrite, targetSlot } from '../../src/state/editor';
import { startTestClock } from '../shared/test-clock';
import {
  clearCookies,
  expectNoAxeViolations,
  expectProseMirrorStyles,
  json,
  stubFetch,
  waitFor,
} from '../shared/test-helpers';
import './page-editor';

/**
 * Editing text in place (issue 19 item 4, decision 0140), by keyboard: Tab reaches a text, Enter
 * starts editing it where it is, Escape restores it, Enter (or Ctrl+Enter) saves through the
 * modal's save path (PUT of the module with the section's token and CSRF), the focus returns to
 * the text; rich text with Ctrl+B and the format toolbar; messages per field; axe clean.
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

const HEADLINE = {
  id: 'h',
  type: 'headline',
  headline_level: 2,
  content: 'Season opening',
  subline: 'All week',
};
const TEXT = { id: 't', type: 'text', content: '<p>Welcome to the house</p>', decrease_distance: false };

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  csrf: string | null;
}

function fakeServer(options: { status?: number } = {}) {
  const calls: Call[] = [];
  let section = sectionWith('s1', [HEADLINE, TEXT], 3);
  const stub = stubFetch(async (url, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    calls.push({ method, path: url.pathname, body, csrf: new Headers(init?.headers).get('X-CSRFToken') });
    if (url.pathname.endsWith('/pageeditor-api/page/'))
      return json({ id: 1, locale: 'en', modules: [section] });
    if (url.pathname.endsWith('/user'))
      return json({ id: 1, username: 'staff', email: 'e', admin_menus: [] });
    if (url.pathname.endsWith('/draft/1'))
      return json({ page_id: 1, has_draft: false, published_version_id: 6, scheduled: null });
    if (url.pathname.includes('/page-versions/1')) return json({ results: [] });
    if (method === 'PUT' && url.pathname.includes('/module/')) {
      if (options.status === 400)
        return json(
          { error: 'invalid', message: 'module.content: too long', fields: { 'module.content': 'Too long' } },
          400,
        );
      const module = body?.module as { id: string };
      const next = structuredClone(section);
      for (const column of next.columns)
        column.children = column.children.map((child) => (child.id === module.id ? module : child)) as never;
      next.version += 1;
      section = next;
      return json({ module, section: next, version_id: 10 });
    }
    return json({ error: 'not_found', message: 'no route' }, 404);
  });
  return { calls, restore: stub.restore, writes: () => calls.filter((call) => call.method !== 'GET') };
}

const canvas = () => document.querySelector('.foyer-editor-canvas')?.shadowRoot as ShadowRoot;
const editorRoot = () => document.querySelector('foyer-page-editor')?.shadowRoot as ShadowRoot;

function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Tabs until the control named `name` has the focus (keyboard only), then returns it. */
async function tabTo(name: string, max = 60): Promise<HTMLElement> {
  for (let step = 0; step < max; step += 1) {
    await sendKeys({ press: 'Tab' });
    const active = deepActive();
    if (active?.getAttribute('aria-label')?.startsWith(`${name}:`)) return active as HTMLElement;
  }
  throw new Error(`Tab never reached ${name}`);
}

async function mount(locale = 'en') {
  document.body.innerHTML = `<main id="main"><section data-section-id="s1"><h2>Server copy</h2></section></main>
    <foyer-page-editor edit locale="${locale}" page-id="1" page-path=""></foyer-page-editor>`;
  await waitFor(() => {
    if (!canvas()?.querySelector('[data-foyer-field][role="button"]')) throw new Error('no canvas');
  });
  // Start tabbing from the editor's toolbar, before the canvas.
  (editorRoot().querySelector('button') as HTMLButtonElement).focus();
}

const editing = () => canvas().querySelector<HTMLElement>('.inline-edit');

describe('<foyer-page-editor> editing text in place (issue 19 item 4)', () => {
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

  it('edits a headline by keyboard: Escape restores it, Enter saves it, the focus returns', async () => {
    server = fakeServer();
    await mount();
    const title = await tabTo('Edit Headline in place');
    expect(title.tagName).to.equal('SPAN');
    expect(title.parentElement?.tagName).to.equal('H2');
    expect(title.textContent).to.equal('Season opening');
    expect(canvas().querySelector('[aria-label="Edit Subline in place: All week"]')?.textContent).to.equal(
      'All week',
    );
    await expectNoAxeViolations(canvas().host.parentElement as Element);

    // Enter starts editing in place: the same element and classes, editable, named, hinted.
    await sendKeys({ press: 'Enter' });
    const box = await waitFor(() => editing() ?? Promise.reject(new Error('not editing')));
    expect(box.tagName).to.equal('SPAN');
    expect(box.parentElement?.className).to.equal('m-headline__title');
    expect(box.getAttribute('role')).to.equal('textbox');
    expect(box.getAttribute('aria-label')).to.equal('Headline – editing');
    expect(deepActive()).to.equal(box);
    expect(title.hidden).to.equal(true);
    // Only the copy shows: the text itself is not drawn (whatever display the canvas gives it).
    expect(getComputedStyle(title).display).to.equal('none');
    await expectNoAxeViolations(canvas().host.parentElement as Element);

    // Typing replaces the selected text; Escape restores it and sends nothing.
    await sendKeys({ type: 'Thrown away' });
    expect(box.textContent).to.equal('Thrown away');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => {
      if (editing()) throw new Error('still editing');
      if (deepActive()?.getAttribute('aria-label') !== 'Edit Headline in place: Season opening')
        throw new Error('focus not back');
    });
    expect(title.hidden).to.equal(false);
    expect(title.textContent).to.equal('Season opening');
    expect(server.writes()).to.have.length(0);

    // Enter again, a new text, Enter saves through the module's save (PUT, token, CSRF).
    await sendKeys({ press: 'Enter' });
    await waitFor(() => editing() ?? Promise.reject(new Error('not editing')));
    await sendKeys({ type: 'Premiere night' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => {
      if (server?.writes().length !== 1) throw new Error('not saved');
      if (editing()) throw new Error('still editing');
    });
    const [write] = server.writes();
    expect(write?.method).to.equal('PUT');
    expect(write?.path).to.match(/\/module\/h$/);
    expect(write?.csrf).to.equal('tok123');
    expect(write?.body?.section_id).to.equal('s1');
    expect(write?.body?.version).to.equal(3);
    expect(write?.body?.module).to.deep.equal({ ...HEADLINE, content: 'Premiere night' });
    await waitFor(() => {
      const again = deepActive();
      if (again?.getAttribute('aria-label') !== 'Edit Headline in place: Premiere night')
        throw new Error('focus not back');
      if (again.textContent !== 'Premiere night') throw new Error('not redrawn');
    });
    // The spec's save alert.
    await waitFor(() => {
      if (!editorRoot().textContent?.includes('Saved')) throw new Error('no save alert');
    });
  });

  it('shows the field’s message in German on /de and keeps the edit', async () => {
    server = fakeServer();
    await mount('de');
    await tabTo('Überschrift direkt bearbeiten');
    await sendKeys({ press: 'Enter' });
    const box = await waitFor(() => editing() ?? Promise.reject(new Error('not editing')));
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Enter' });
    const alert = await waitFor(
      () => canvas().querySelector('.inline-edit__error') ?? Promise.reject(new Error('no message')),
    );
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.textContent).to.match(/Pflichtfeld|erforderlich|ausfüllen/i);
    expect(box.getAttribute('aria-invalid')).to.equal('true');
    expect(deepActive()).to.equal(box);
    expect(server.writes()).to.have.length(0);
    await expectNoAxeViolations(canvas().host.parentElement as Element);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => {
      if (editing()) throw new Error('still editing');
    });
  });

  it('edits rich text in place: bold by Ctrl+B and by the toolbar, Ctrl+Enter saves', async () => {
    server = fakeServer();
    await mount();
    const text = await tabTo('Edit Text in place');
    expect(text.className).to.contain('m-text');
    await sendKeys({ press: 'Enter' });
    const content = await waitFor(() => {
      const found = canvas().querySelector<HTMLElement>('.inline-edit [contenteditable="true"]');
      if (!found || deepActive() !== found) throw new Error('no rich text yet');
      return found;
    });
    expect(content.getAttribute('aria-label')).to.equal('Text – editing');
    expect(content.textContent).to.equal('Welcome to the house');
    // ProseMirror's CSS in the canvas's shadow root too (decision 0176).
    expectProseMirrorStyles(content);
    const toolbar = canvas().querySelector('.inline-edit [role="toolbar"]') as HTMLElement;
    expect(toolbar.getAttribute('aria-label')).to.equal('Text formatting');
    // Roving tabindex: one tab stop in the toolbar.
    expect(toolbar.querySelectorAll('button[tabindex="0"]')).to.have.length(1);
    await expectNoAxeViolations(canvas().host.parentElement as Element);

    // Ctrl+B on a selected word (the last one: Shift+Ctrl+Left from the end).
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Shift+Control+ArrowLeft' });
    await sendKeys({ press: 'Control+b' });
    expect(content.innerHTML).to.contain('<strong>house</strong>');

    // The toolbar's Italic on the same selection: Shift+Tab reaches the toolbar; arrows move in it.
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActive()?.getAttribute('aria-label')).to.equal('Bold');
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActive()?.getAttribute('aria-label')).to.equal('Italic');
    await sendKeys({ press: 'Enter' });
    expect(content.innerHTML).to.match(/<(strong|em)><(strong|em)>house<\/(strong|em)><\/(strong|em)>/);
    expect(toolbar.querySelector('[aria-label="Italic"]')?.getAttribute('aria-pressed')).to.equal('true');

    // Back in the text, Ctrl+Enter saves.
    content.focus();
    await sendKeys({ press: 'Control+Enter' });
    await waitFor(() => {
      if (server?.writes().length !== 1) throw new Error('not saved');
      if (editing()) throw new Error('still editing');
    });
    const module = server.writes()[0]?.body?.module as Record<string, unknown>;
    expect(module.id).to.equal('t');
    expect(module.content).to.match(
      /^<p>Welcome to the <(strong|em)><(strong|em)>house<\/(strong|em)><\/(strong|em)><\/p>$/,
    );
    await waitFor(() => {
      if (!deepActive()?.getAttribute('aria-label')?.startsWith('Edit Text in place: Welcome to the house'))
        throw new Error('focus not back');
    });
  });

  it('keeps the edit and shows the server’s field message on a 400', async () => {
    server = fakeServer({ status: 400 });
    await mount();
    await tabTo('Edit Headline in place');
    await sendKeys({ press: 'Enter' });
    const box = await waitFor(() => editing() ?? Promise.reject(new Error('not editing')));
    await sendKeys({ type: 'Another' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => {
      if (canvas().querySelector('.inline-edit__error')?.textContent !== 'Too long')
        throw new Error('no message');
    });
    expect(editing()).to.equal(box);
    expect(box.textContent).to.equal('Another');
  });
});

import { expect } from '@esm-bundle/chai';
import { backups, editorDocument, pendingWrite, targetSlot } from '../../src/state/editor';
import { startTestClock } from '../shared/test-clock';
import { clearCookies, expectNoAxeViolations, json, stubFetch, waitFor } from '../shared/test-helpers';
import './page-editor';

/**
 * The accessibility check in the publish dialog (issue 19 item 5): the draft's problems listed
 * with their section and module, a button to each module, publishing still possible ('Publish
 * anyway'). Queries go straight to the shadow roots (role queries over the document are slow).
 */
startTestClock();

function sectionWith(children: Array<Record<string, unknown>>) {
  return {
    id: 's1',
    type: 'section',
    model_name: 'section',
    content_type: 'page',
    object_id: 1,
    parent: null,
    slug: null,
    layout: '100',
    columns: [{ index: 0, classes: '', children }],
    children: [],
    version: 3,
  };
}

const WITH_PROBLEMS = [
  { id: 'h2', type: 'headline', headline_level: 2, content: 'Season opening' },
  { id: 'h4', type: 'headline', headline_level: 4, content: 'Premieres' },
  {
    id: 'img',
    type: 'image',
    image: '/media/haus.svg',
    format: 'standard',
    image_obj: { url: '/media/haus.svg', alt: '' },
  },
  {
    id: 'deco',
    type: 'image',
    image: '/media/haus.svg',
    format: 'standard',
    image_obj: { url: '/media/haus.svg', alt: '', decorative: true },
  },
];

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  csrf: string | null;
}

/** `versionsAfterPublish: 'hang'`: the version list is never answered once the page is published. */
function fakeServer(
  children: Array<Record<string, unknown>>,
  versionsAfterPublish: 'answer' | 'hang' = 'answer',
) {
  const calls: Call[] = [];
  const stub = stubFetch(async (url, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    calls.push({ method, path: url.pathname, body, csrf: new Headers(init?.headers).get('X-CSRFToken') });
    const state = { page_id: 1, has_draft: true, published_version_id: 4, scheduled: null };
    if (url.pathname.endsWith('/pageeditor-api/page/'))
      return json({ id: 1, locale: 'en', modules: [sectionWith(children)] });
    if (url.pathname.endsWith('/user'))
      return json({ id: 1, username: 'staff', email: 'e', admin_menus: [] });
    if (url.pathname.endsWith('/draft/1/publish'))
      return json({ version_id: 9, state: { ...state, has_draft: false, published_version_id: 9 } });
    if (url.pathname.endsWith('/draft/1')) return json(state);
    if (url.pathname.includes('/page-versions/1')) {
      const published = calls.some((call) => call.path.endsWith('/publish'));
      if (published && versionsAfterPublish === 'hang') return new Promise<Response>(() => {});
      return json({ results: [] });
    }
    return json({ error: 'not_found', message: 'no route' }, 404);
  });
  return { calls, restore: stub.restore };
}

const editorRoot = () => document.querySelector('foyer-page-editor')?.shadowRoot as ShadowRoot;
const canvasRoot = () => document.querySelector('.foyer-editor-canvas')?.shadowRoot as ShadowRoot;
const openDialog = () => editorRoot().querySelector<HTMLDialogElement>('dialog[open]');

function button(root: ParentNode, name: string | RegExp): HTMLButtonElement {
  const found = [...root.querySelectorAll<HTMLButtonElement>('button')].find((each) => {
    const label = each.getAttribute('aria-label') ?? each.textContent ?? '';
    return typeof name === 'string' ? label.trim() === name : name.test(label);
  });
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** The focused element, through shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

async function mount(): Promise<void> {
  document.body.innerHTML = `<main id="main"><section data-section-id="s1"><h2>Server copy</h2></section></main>
    <foyer-page-editor edit locale="en" page-id="1" page-path=""></foyer-page-editor>`;
  await waitFor(() => {
    const canvas = canvasRoot();
    if (!canvas?.querySelector('[data-module-type="headline"]')) throw new Error('no canvas yet');
    // Modules with data (the Image) are drawn by the server's preview, or by the browser if it fails.
    if (canvas.querySelector('.module-preview__loading')) throw new Error('previews loading');
  });
}

async function openPublish(): Promise<HTMLDialogElement> {
  const toolbar = editorRoot().querySelector('[part="toolbar"]') as HTMLElement;
  await waitFor(() => button(toolbar, 'Publish')).then((each) => each.click());
  return waitFor(() => {
    const dialog = openDialog();
    if (!dialog?.querySelector('.a11y-report')) throw new Error('no publish dialog yet');
    return dialog;
  });
}

describe('<foyer-page-editor> accessibility check before publishing (issue 19 item 5)', () => {
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

  it('lists the problems with section and module, goes to a module, and publishes anyway', async () => {
    server = fakeServer(WITH_PROBLEMS);
    await mount();
    // The draft state is read for this page (it was once asked for page 0, before the page id
    // was known) and shown as 'Draft'.
    await waitFor(() => {
      const state = editorRoot().querySelector('[part="draft-state"]')?.textContent ?? '';
      if (!state.startsWith('Draft')) throw new Error(`state ${state}`);
    });
    expect(
      server.calls.filter((call) => call.path.includes('/draft/')).map((call) => call.path),
    ).to.deep.equal(['/en/pageeditor-api/draft/1']);
    let dialog = await openPublish();

    const summary = dialog.querySelector('.a11y-report [role="status"]');
    expect(summary?.textContent).to.equal('2 problems found. You can fix them or publish anyway.');
    const items = [...dialog.querySelectorAll('.a11y-report__item')].map((item) =>
      [...item.children].slice(0, 2).map((part) => part.textContent),
    );
    expect(items).to.deep.equal([
      ['Section 1, Headline', 'Heading of level 4 after level 2: a level is skipped.'],
      ['Section 1, Image', 'Image without alt text (and not marked decorative).'],
    ]);
    // The submit button says that publishing goes ahead despite them.
    expect(button(dialog, 'Publish anyway').type).to.equal('submit');
    await expectNoAxeViolations(dialog);

    // 'Go to module' closes the dialog and puts the focus on the module's handle, in view.
    button(dialog, 'Go to module: Image in section 1').click();
    await waitFor(() => {
      if (openDialog()) throw new Error('still open');
      const active = deepActive();
      if (active?.getAttribute('data-handle') !== 'img') throw new Error(`focus on ${active?.outerHTML}`);
    });
    expect(server.calls.filter((call) => call.path.endsWith('/publish'))).to.deep.equal([]);

    // Publishing stays possible: 'Publish anyway' sends the publish with every section's token.
    dialog = await openPublish();
    button(dialog, 'Publish anyway').click();
    await waitFor(() => {
      if (!server?.calls.some((call) => call.path.endsWith('/publish'))) throw new Error('no publish yet');
    });
    const publish = server.calls.find((call) => call.path.endsWith('/publish'));
    expect(publish?.path).to.match(/\/draft\/1\/publish$/);
    expect(publish?.body).to.deep.equal({ versions: { s1: 3 } });
    expect(publish?.csrf).to.equal('tok123');
  });

  it('says so when the page has no problems, and publishes as usual', async () => {
    server = fakeServer(
      [
        { id: 'h2', type: 'headline', headline_level: 2, content: 'Season opening' },
        { id: 'h3', type: 'headline', headline_level: 3, content: 'Premieres' },
        WITH_PROBLEMS[3] as Record<string, unknown>,
      ],
      'hang',
    );
    await mount();
    const dialog = await openPublish();
    expect(dialog.querySelector('.a11y-report [role="status"]')?.textContent).to.equal(
      'No problems found: headings in order, images with alt text, links and buttons named.',
    );
    expect(dialog.querySelectorAll('.a11y-report__item').length).to.equal(0);
    expect(button(dialog, 'Publish now').type).to.equal('submit');
    await expectNoAxeViolations(dialog);

    // The dialog closes on the publish answer; it does not wait for the version list, which
    // this server never answers after publishing.
    button(dialog, 'Publish now').click();
    await waitFor(() => {
      if (openDialog()) throw new Error('still open');
    });
    const published = server.calls.findIndex((call) => call.path.endsWith('/publish'));
    expect(published).to.be.greaterThan(-1);
    expect(server.calls.slice(published + 1).some((call) => call.path.includes('/page-versions/1'))).to.equal(
      true,
    );
  });
});

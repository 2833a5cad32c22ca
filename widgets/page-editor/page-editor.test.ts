import { expect } from '@esm-bundle/chai';
import { fireEvent } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { screen } from 'shadow-dom-testing-library';
import { modulesTexts } from '../../src/i18n/modules';
import { moduleDefinition, toolbarEntries } from '../../src/modules/registry';
import { ALERT_MS, backups, editorDocument, pendingWrite, targetSlot } from '../../src/state/editor';
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

startTestClock();

interface Call {
  method: string;
  path: string;
  /** The query string, `?…` or ''. */
  search?: string;
  body: Record<string, unknown> | null;
  csrf: string | null;
}

function section(id: string, layout: string, columns: Array<Array<Record<string, unknown>>>, version = 1) {
  return {
    id,
    type: 'section',
    model_name: 'section',
    content_type: 'page',
    object_id: 1,
    parent: null,
    slug: null,
    layout,
    columns: columns.map((children, index) => ({ index, classes: '', children })),
    children: [],
    version,
  };
}

function page() {
  return {
    id: 1,
    locale: 'en',
    modules: [
      section('s1', '50-50', [
        [{ id: 'h1', type: 'headline', headline_level: 2, content: 'Season opening' }],
        [{ id: 't1', type: 'text', content: '<p>Welcome</p>', decrease_distance: false }],
      ]),
    ],
  };
}

/** A small stand-in for the write API: answers each write with the section and a new token. */
function fakeServer(
  options: {
    status?: (call: Call) => number | undefined;
    fields?: Record<string, string>;
    /** Writes wait for this before they are answered (to observe the loading state). */
    gate?: Promise<void>;
    /** The listed version's note fields (its text, and its data when the API gives it). */
    versionNote?: Record<string, unknown>;
  } = {},
) {
  const calls: Call[] = [];
  const uploads: Array<{ name: string; alt: string; csrf: string | null }> = [];
  let sections = page().modules;
  const stub = stubFetch(async (url, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    const call = { method, path: url.pathname, search: url.search, body, csrf: headers.get('X-CSRFToken') };
    calls.push(call);
    if (options.gate && method !== 'GET') await options.gate;
    const status = options.status?.(call);
    if (status === 401) return json({ error: 'unauthorized', message: 'Log in first' }, 401);
    if (status === 400)
      return json({ error: 'invalid', message: 'module.content: bad', fields: options.fields ?? {} }, 400);
    if (status === 409)
      return json(
        {
          error: 'conflict',
          message: 'Anna changed this section at 10:42.',
          section_id: 's1',
          changed_by: { id: 2, username: 'anna', name: 'Anna' },
          changed_at: '2026-11-23T10:42:00Z',
          section: { ...sections[0], version: 7 },
        },
        409,
      );
    if (url.pathname.endsWith('/pageeditor-api/page/')) return json({ ...page(), modules: sections });
    if (url.pathname.endsWith('/user'))
      return json({ id: 1, username: 'staff', email: 'e', admin_menus: [] });
    if (url.pathname.endsWith('/page-versions/1/compare'))
      return json({
        changes: [
          {
            kind: 'module.changed',
            section: 1,
            section_id: 's1',
            text: 'Section 1: Headline changed (Headline)',
          },
        ],
        before: [],
        after: [],
      });
    if (url.pathname.includes('/page-versions/1'))
      return json({
        results: [
          {
            id: 5,
            page_id: 1,
            created_at: '2026-11-23T09:00:00Z',
            created_by: { id: 1, username: 'staff', name: 'Staff' },
            action: 'module.update',
            section_ids: ['s1'],
            note: 'Changed headline',
            ...options.versionNote,
          },
        ],
      });
    if (url.pathname.endsWith('/finder/images'))
      return json({
        results: [
          {
            url: '/media-library/41/ohne-alt.png',
            name: 'ohne-alt.png',
            id: 41,
            thumbnail: '/media/haus.svg',
            usable: false,
          },
          { url: '/media/haus.svg', name: 'haus.svg' },
        ],
      });
    if (url.pathname.endsWith('/pageeditor-api/media/') && method === 'POST') {
      // The finder's upload (issue 18): multipart with the file and its alt text.
      const form = init?.body as FormData;
      const file = form.get('file') as File;
      const alt = String(form.get('alt_de') ?? '');
      uploads.push({ name: file.name, alt, csrf: headers.get('X-CSRFToken') });
      if (file.name.endsWith('.svg'))
        return json({ error: 'unsupported_file_type', message: 'SVG is not accepted.' }, 415);
      const item = { id: 42, url: `/media-library/42/${file.name}`, usable: alt !== '' };
      return json({ status: 'created', item }, 201);
    }
    if (url.pathname.endsWith('/finder/links'))
      return json({
        results: [
          { kind: 'page', title: 'About us', url: '/en/about' },
          { kind: 'event', title: 'Faust (1 Dec 2026)', url: '/en/programm/faust/7' },
        ].filter((entry) =>
          entry.title.toLowerCase().includes(url.searchParams.get('q')?.toLowerCase() ?? ''),
        ),
      });
    if (url.pathname.endsWith('/finder/events')) {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const results = [
        {
          id: 7,
          name: 'Faust',
          date_start: '2026-12-01T19:30:00+01:00',
          room: 'Main stage',
          url: '/en/programm/faust/7',
        },
        {
          id: 8,
          name: 'Faust',
          date_start: '2026-12-02T18:00:00+01:00',
          room: 'Studio',
          url: '/en/programm/faust/8',
        },
        {
          id: 9,
          name: 'Nathan',
          date_start: '2026-12-03T19:00:00+01:00',
          room: null,
          url: '/en/programm/nathan/9',
        },
      ].filter((entry) => entry.name.toLowerCase().includes(q));
      return json({ count: results.length, page: 1, page_size: 20, results });
    }
    if (url.pathname.endsWith('/login'))
      return json({ id: 1, username: 'staff', email: 'e', admin_menus: [] });
    const current = sections[0] as ReturnType<typeof section>;
    const bump = (next: ReturnType<typeof section>) => {
      next.version += 1;
      sections = [next];
      return next;
    };
    if (method === 'POST' && url.pathname.endsWith('/module')) {
      const next = structuredClone(current);
      const column = next.columns[body?.column as number] as { children: unknown[] };
      column.children.splice(
        (body?.position as number | undefined) ?? column.children.length,
        0,
        body?.module,
      );
      return json({ module: body?.module, section: bump(next), version_id: 9 }, 201);
    }
    if (method === 'PUT' && url.pathname.includes('/module/')) {
      const next = structuredClone(current);
      const module = body?.module as { id: string };
      for (const col of next.columns)
        col.children = col.children.map((child) =>
          child.id === module.id ? module : child,
        ) as typeof col.children;
      return json({ module, section: bump(next), version_id: 10 });
    }
    if (method === 'DELETE' && url.pathname.includes('/module/')) {
      const id = decodeURIComponent(url.pathname.split('/').pop() ?? '');
      const next = structuredClone(current);
      for (const col of next.columns) col.children = col.children.filter((child) => child.id !== id);
      return json({ section: bump(next), version_id: 11 });
    }
    if (method === 'POST' && url.pathname.endsWith('/move')) {
      const id = decodeURIComponent(url.pathname.split('/').at(-2) ?? '');
      const to = body?.to as { column: number; position?: number };
      const next = structuredClone(current);
      let moved: unknown;
      for (const col of next.columns) {
        const index = col.children.findIndex((child) => child.id === id);
        if (index >= 0) [moved] = col.children.splice(index, 1);
      }
      const target = next.columns[to.column] as { children: unknown[] };
      target.children.splice(to.position ?? target.children.length, 0, moved);
      return json({ sections: [bump(next)], version_id: 12 });
    }
    if (method === 'POST' && url.pathname.includes('/module/') && url.pathname.endsWith('/duplicate')) {
      const id = decodeURIComponent(url.pathname.split('/').at(-2) ?? '');
      const next = structuredClone(current);
      let copy: unknown;
      for (const col of next.columns) {
        const index = col.children.findIndex((child) => child.id === id);
        if (index < 0) continue;
        copy = { ...col.children[index], id: `${id}-copy` };
        col.children.splice(index + 1, 0, copy as (typeof col.children)[number]);
      }
      return json({ module: copy, section: bump(next), version_id: 14 }, 201);
    }
    if (method === 'POST' && url.pathname.endsWith('/section'))
      return json({ section: section('s2', body?.layout as string, [[], []], 1), version_id: 13 }, 201);
    return json({ error: 'not_found', message: 'no route' }, 404);
  });
  return {
    calls,
    uploads,
    restore: stub.restore,
    writes: () => calls.filter((call) => call.method !== 'GET'),
  };
}

async function mount(attributes = 'edit', locale = 'en') {
  document.body.innerHTML = `<main id="main"><section data-section-id="s1"><h2>Server copy</h2></section></main>
    <foyer-page-editor ${attributes} locale="${locale}" page-id="1" page-path=""></foyer-page-editor>`;
  await waitFor(() =>
    screen.getByShadowRole('region', { name: locale === 'de' ? 'Abschnitt 1' : 'Section 1' }),
  );
}

const moduleOf = (value: unknown) => (value ?? {}) as Record<string, unknown>;

const dialog = () => screen.getAllByShadowRole('dialog').at(-1) as HTMLElement;
const inDialog = (role: string, name: string | RegExp) => {
  const found = screen
    .getAllByShadowRole(role, { name })
    .find((element) => dialog().contains(element) || dialog().shadowRoot?.contains(element));
  if (!found) throw new Error(`no ${role} ${name} in dialog`);
  return found;
};

describe('<foyer-page-editor>', () => {
  let server: ReturnType<typeof fakeServer>;

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

  it('draws the page with the public renderers in place of the server copy, with the toolbar', async () => {
    server = fakeServer();
    await mount();
    expect(screen.getByShadowText('Welcome')).to.exist;
    const serverCopy = document.querySelector('main > section[data-section-id]') as HTMLElement;
    expect(serverCopy.hidden).to.equal(true);
    const toolbar = screen.getByShadowRole('region', { name: 'Page editor' });
    for (const label of ['Headline', 'Text', 'Link', 'Image', 'Section', 'Teaser List', 'HTML'])
      expect(screen.getByShadowRole('button', { name: label }), label).to.exist;
    expect(toolbar).to.exist;
    expect(screen.getByShadowRole('link', { name: 'Stop editing' }).getAttribute('href')).to.not.contain(
      'edit',
    );
  });

  it('draws a form for every module type of the registry, with each of its fields', async () => {
    server = fakeServer();
    await mount();
    // Every toolbar entry but Section (spec: frame §3 toolbar entries); the older editor's types
    // (video list, social media) are stored and rendered but not offered.
    const types = toolbarEntries()
      .filter((entry) => entry.type !== 'section')
      .map((entry) => moduleDefinition(entry.type))
      .filter((definition) => definition !== undefined);
    expect(types.length).to.be.greaterThan(5);
    for (const definition of types) {
      screen.getByShadowRole('button', { name: 'Add module – Section 1, column 1' }).click();
      (await waitFor(() => inDialog('option', definition.toolbarLabel))).click();
      const form = await waitFor(() =>
        screen.getByShadowRole('dialog', { name: `Add ${definition.toolbarLabel}` }),
      );
      for (const field of definition.fields) {
        const label = modulesTexts('en')(field.label);
        const found = [...form.querySelectorAll('label, legend')].some((element) =>
          element.textContent?.startsWith(label),
        );
        expect(found, `${definition.type}.${field.name} (${label})`).to.equal(true);
      }
      inDialog('button', 'Cancel').click();
      await waitFor(() => {
        if (screen.queryAllByShadowRole('dialog').length) throw new Error('still open');
      });
    }
  });

  it('creates a missing shared container for staff when the page uses it', async () => {
    server = fakeServer();
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const url = new URL(String(input), location.href);
      if (url.pathname.endsWith('/pageeditor-api/page/'))
        return json({
          ...page(),
          modules: [
            section('s1', '100', [[{ id: 'c1', type: 'container', slug: 'kasse', layout: '50-50' }]]),
          ],
        });
      if (url.pathname.endsWith('/container/by-slug/kasse')) {
        server.calls.push({
          method: init?.method ?? 'GET',
          path: url.pathname,
          body: init?.body ? JSON.parse(String(init.body)) : null,
          csrf: null,
        });
        return (init?.method ?? 'GET') === 'GET'
          ? json({ error: 'not_found', message: 'Container not found' }, 404)
          : json({}, 201);
      }
      return original(input, init);
    };
    try {
      await mount();
      await waitFor(() => {
        if (!server.calls.some((call) => call.method === 'PUT')) throw new Error('no PUT yet');
      });
      const calls = server.calls.filter((call) => call.path.endsWith('/container/by-slug/kasse'));
      expect(calls.map((call) => call.method)).to.deep.equal(['GET', 'PUT']);
      expect(calls[1]?.body).to.deep.equal({ layout: '50-50' });
    } finally {
      window.fetch = original;
    }
  });

  it('marks scheduled modules, judged at the ?at= moment when given', async () => {
    server = fakeServer();
    const original = window.fetch;
    const scheduled = {
      id: 'h9',
      type: 'headline',
      headline_level: 2,
      content: 'Premiere',
      online_from: '2030-01-01T00:00:00+01:00',
    };
    window.fetch = async (input, init) => {
      const url = new URL(String(input), location.href);
      if (url.pathname.endsWith('/pageeditor-api/page/'))
        return json({ ...page(), modules: [section('s1', '100', [[scheduled]])] });
      return original(input, init);
    };
    try {
      await mount();
      await waitFor(() => screen.getByShadowText('Scheduled: not visible to visitors now'));
      document.body.innerHTML = '';
      editorDocument.value = null;
      document.body.innerHTML = `<main id="main"></main>
        <foyer-page-editor edit locale="en" page-id="1" page-path="" at="2030-01-02T12:00:00+01:00"></foyer-page-editor>`;
      await waitFor(() => screen.getByShadowText('Scheduled'));
      expect(screen.queryByShadowText('Scheduled: not visible to visitors now')).to.equal(null);
    } finally {
      window.fetch = original;
    }
  });

  it('hides the toolbar with no-toolbar', async () => {
    server = fakeServer();
    await mount('edit no-toolbar');
    expect(screen.queryByShadowRole('region', { name: 'Page editor' })).to.equal(null);
    expect(screen.getByShadowRole('button', { name: 'Edit Headline' })).to.exist;
  });

  it('offers the six column layouts and adds a section', async () => {
    server = fakeServer();
    await mount();
    screen.getByShadowRole('button', { name: 'Section' }).click();
    const radios = await waitFor(() => screen.getAllByShadowRole('radio'));
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).to.deep.equal([
      '100',
      '67-33',
      '33-67',
      '50-50',
      '33-33-33',
      '25-50-25',
    ]);
    (radios[3] as HTMLInputElement).click();
    inDialog('button', 'Add section').click();
    await waitFor(() => screen.getByShadowRole('region', { name: 'Section 2' }));
    const write = server.writes()[0];
    expect(write?.path).to.equal('/en/pageeditor-api/section');
    expect(write?.body).to.deep.equal({ page_id: 1, layout: '50-50' });
    expect(write?.csrf).to.equal('tok123');
  });

  it('validates in the browser with the registry rules, messages next to the fields', async () => {
    server = fakeServer();
    await mount();
    screen.getByShadowRole('button', { name: 'Add module – Section 1, column 2' }).click();
    (await waitFor(() => inDialog('option', 'Headline'))).click();
    const save = await waitFor(() => inDialog('button', 'Save'));
    save.click();
    const field = await waitFor(() => {
      const input = screen.getByShadowRole('textbox', { name: /^Headline/ });
      if (input.getAttribute('aria-invalid') !== 'true') throw new Error('not invalid yet');
      return input;
    });
    const message = field.getRootNode() as ShadowRoot;
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(message.getElementById(describedBy)?.textContent).to.equal('This field is required!');
    expect(server.writes()).to.have.length(0);

    fireEvent.change(field, { target: { value: 'Spielzeit 2027' } });
    inDialog('button', 'Save').click();
    await waitFor(() => screen.getByShadowRole('heading', { name: 'Spielzeit 2027' }));
    const write = server.writes()[0];
    expect(write?.path).to.equal('/en/pageeditor-api/module');
    expect(write?.body).to.include({ section_id: 's1', version: 1, column: 1 });
    expect(moduleOf(write?.body?.module).content).to.equal('Spielzeit 2027');
    expect(screen.getByShadowText('Saved.')).to.exist;
  });

  it('inserts before a module through the searchable picker, by keyboard alone, axe clean (issue 19 item 4)', async () => {
    server = fakeServer();
    await mount();
    const host = document.querySelector('foyer-page-editor') as HTMLElement;
    const canvas = document.querySelector('.foyer-editor-canvas')?.shadowRoot as ShadowRoot;
    const inserter = canvas.querySelector<HTMLButtonElement>('.editor-column__insert');
    expect(inserter?.textContent).to.contain(
      'Insert a module before Headline, Section 1, column 1, position 1',
    );
    inserter?.click();
    const combobox = await waitFor(() => {
      const found = host.shadowRoot?.querySelector<HTMLInputElement>('[role="combobox"]');
      if (!found || host.shadowRoot?.activeElement !== found) throw new Error('search field not focused');
      return found;
    });
    const popup = combobox.closest('dialog') as HTMLDialogElement;
    const root = host.shadowRoot as ShadowRoot;
    const byId = (id: string | null) => (id ? root.getElementById(id) : null);
    expect(byId(popup.getAttribute('aria-labelledby'))?.textContent).to.match(
      /Section 1, column 1, position 1$/,
    );
    expect(combobox.labels?.[0]?.textContent).to.equal('Search module types');
    const listbox = byId(combobox.getAttribute('aria-controls')) as HTMLElement;
    expect(listbox.getAttribute('role')).to.equal('listbox');
    const groupNames = () =>
      [...listbox.querySelectorAll('[role="group"]')].map(
        (group) => byId(group.getAttribute('aria-labelledby'))?.textContent,
      );
    expect(groupNames()).to.deep.equal([
      'Text',
      'Image, video and audio',
      'Lists and teasers',
      'Structure and forms',
    ]);
    await expectNoAxeViolations(popup);

    const active = () => byId(combobox.getAttribute('aria-activedescendant'));
    const options = () => [...listbox.querySelectorAll('[role="option"]')];
    expect(active()).to.equal(options()[0]);
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    await waitFor(() => {
      if (active() !== options()[1]) throw new Error('not moved');
    });
    expect(active()?.getAttribute('aria-selected')).to.equal('true');
    expect(options()[0]?.getAttribute('aria-selected')).to.equal('false');
    fireEvent.keyDown(combobox, { key: 'End' });
    await waitFor(() => {
      if (active() !== options().at(-1)) throw new Error('not at the end');
    });
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    await waitFor(() => {
      if (active() !== options()[0]) throw new Error('did not wrap');
    });

    // Filtering by name: case does not matter; kinds without a match drop out.
    fireEvent.change(combobox, { target: { value: 'QUOT' } });
    await waitFor(() => {
      if (options().length !== 1) throw new Error(`${options().length} options`);
    });
    expect(options()[0]?.textContent).to.equal('Quote');
    expect(groupNames()).to.deep.equal(['Text']);
    expect(popup.querySelector('[role="status"]')?.textContent).to.equal('1 matching module types');
    fireEvent.change(combobox, { target: { value: 'nothing like this' } });
    await waitFor(() => {
      if (options().length !== 0) throw new Error('still options');
    });
    expect(popup.querySelector('[role="status"]')?.textContent).to.equal(
      'No module type matches “nothing like this”.',
    );
    fireEvent.change(combobox, { target: { value: 'headl' } });
    await waitFor(() => {
      if (active()?.textContent !== 'Headline') throw new Error('no headline');
    });
    fireEvent.keyDown(combobox, { key: 'Enter' });

    const field = await waitFor(() => screen.getByShadowRole('textbox', { name: /^Headline/ }));
    fireEvent.change(field, { target: { value: 'Vorneweg' } });
    inDialog('button', 'Save').click();
    await waitFor(() => {
      if (!canvas.textContent?.includes('Vorneweg')) throw new Error('not inserted');
    });
    const write = server.writes()[0];
    expect(write?.path).to.equal('/en/pageeditor-api/module');
    expect(write?.body).to.include({ section_id: 's1', version: 1, column: 0, position: 0 });
    const headings = [...canvas.querySelectorAll('h1, h2, h3')].map((heading) => heading.textContent);
    expect(headings.indexOf('Vorneweg')).to.be.lessThan(headings.indexOf('Season opening'));
  });

  it('duplicates a module right after it, and undo takes the copy away (issue 19 item 4)', async () => {
    server = fakeServer();
    await mount();
    const canvas = document.querySelector('.foyer-editor-canvas')?.shadowRoot as ShadowRoot;
    const copies = () => [...canvas.querySelectorAll('h2')].filter((h) => h.textContent === 'Season opening');
    canvas.querySelector<HTMLButtonElement>('button[aria-label="Duplicate Headline"]')?.click();
    await waitFor(() => {
      if (copies().length !== 2) throw new Error('no copy yet');
    });
    const write = server.writes()[0];
    expect(write?.path).to.equal('/en/pageeditor-api/module/h1/duplicate');
    expect(write?.body).to.deep.equal({ section_id: 's1', version: 1 });
    expect(write?.csrf).to.equal('tok123');
    expect(document.querySelector('foyer-page-editor')?.shadowRoot?.textContent).to.contain('Copy inserted.');
    const ids = [
      ...(document.querySelector('.foyer-editor-canvas')?.shadowRoot?.querySelectorAll('[data-module-id]') ??
        []),
    ].map((element) => element.getAttribute('data-module-id'));
    expect(ids.slice(0, 2)).to.deep.equal(['h1', 'h1-copy']);
    canvas
      .querySelector<HTMLButtonElement>('button[aria-label="Undo the last change in section 1"]')
      ?.click();
    await waitFor(() => {
      if (copies().length !== 1) throw new Error('copy still there');
    });
    expect(server.writes().at(-1)?.method).to.equal('DELETE');
    expect(server.writes().at(-1)?.path).to.equal('/en/pageeditor-api/module/h1-copy');
  });

  it('hides the save alert after 4000 ms', async () => {
    server = fakeServer();
    await mount();
    screen.getByShadowRole('button', { name: 'Edit Headline' }).click();
    (await waitFor(() => inDialog('button', 'Save'))).click();
    await waitFor(() => screen.getByShadowText('Saved.'));
    const shownAt = performance.now();
    await waitFor(() => {
      if (screen.queryByShadowText('Saved.')) throw new Error('still shown');
    }, ALERT_MS + 1500);
    expect(performance.now() - shownAt).to.be.greaterThan(ALERT_MS - 200);
  });

  it('marks the section as loading while its request is under way (spec: frame §4 Section loading)', async () => {
    let open = () => {};
    server = fakeServer({ gate: new Promise<void>((resolve) => (open = resolve)) });
    await mount();
    const region = screen.getByShadowRole('region', { name: 'Section 1' });
    expect(region.getAttribute('aria-busy')).to.equal('false');
    screen.getByShadowRole('button', { name: 'Edit Headline' }).click();
    (await waitFor(() => inDialog('button', 'Save'))).click();
    await waitFor(() => {
      if (screen.getByShadowRole('region', { name: 'Section 1' }).getAttribute('aria-busy') !== 'true')
        throw new Error('not busy');
    });
    open();
    await waitFor(() => screen.getByShadowText('Saved.'));
    await waitFor(() => {
      if (screen.getByShadowRole('region', { name: 'Section 1' }).getAttribute('aria-busy') !== 'false')
        throw new Error('still busy');
    });
  });

  it('hides the error alert after 4000 ms', async () => {
    server = fakeServer({ status: (call) => (call.method === 'PUT' ? 409 : undefined) });
    await mount();
    screen.getByShadowRole('button', { name: 'Edit Headline' }).click();
    (await waitFor(() => inDialog('button', 'Save'))).click();
    await waitFor(() => screen.getByShadowText(/Anna changed this section/));
    const shownAt = performance.now();
    await waitFor(() => {
      if (screen.queryByShadowText(/Anna changed this section/)) throw new Error('still shown');
    }, ALERT_MS + 1500);
    expect(performance.now() - shownAt).to.be.greaterThan(ALERT_MS - 200);
  });

  it('offers the image finder and the link finder as popups; choosing writes the URL', async () => {
    server = fakeServer();
    await mount();
    screen.getByShadowRole('button', { name: 'Add module – Section 1, column 1' }).click();
    (await waitFor(() => inDialog('option', 'Image'))).click();
    (await waitFor(() => inDialog('button', /^Choose an image for/))).click();
    const images = await waitFor(() => screen.getByShadowRole('dialog', { name: 'Choose an image' }));
    expect(images.matches(':modal')).to.equal(true);
    (await waitFor(() => inDialog('button', 'haus.svg'))).click();
    await waitFor(() => {
      if (screen.queryAllByShadowRole('dialog', { name: 'Choose an image' }).length) throw new Error('open');
    });
    const image = inDialog('textbox', /^Image/) as HTMLInputElement;
    expect(image.value).to.equal('/media/haus.svg');
    inDialog('button', 'Cancel').click();

    screen.getByShadowRole('button', { name: 'Add module – Section 1, column 1' }).click();
    (await waitFor(() => inDialog('option', 'Link'))).click();
    (await waitFor(() => inDialog('button', /^Choose a page or an event for/))).click();
    await waitFor(() => screen.getByShadowRole('dialog', { name: 'Link a page or an event' }));
    const search = inDialog('searchbox', 'Search') as HTMLInputElement;
    search.value = 'faust';
    search.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    (await waitFor(() => inDialog('button', /Event: Faust/))).click();
    await waitFor(() => {
      if (screen.queryAllByShadowRole('dialog', { name: 'Link a page or an event' }).length)
        throw new Error('open');
    });
    const link = screen
      .getAllByShadowRole('textbox')
      .find((element) => (element as HTMLInputElement).value === '/en/programm/faust/7');
    expect(link, 'the link field holds the event URL').to.exist;
    expect(server.calls.some((call) => call.path.endsWith('/finder/links'))).to.equal(true);
  });

  it('uploads to the media library right in the image finder; an image without alt text cannot be chosen', async () => {
    server = fakeServer();
    // biome-ignore lint/suspicious/noDocumentCookie: the CSRF cookie the upload must echo
    document.cookie = 'csrftoken=finder-token-0123456789abcdef0123456789; path=/';
    await mount();
    screen.getByShadowRole('button', { name: 'Add module – Section 1, column 1' }).click();
    (await waitFor(() => inDialog('option', 'Image'))).click();
    (await waitFor(() => inDialog('button', /^Choose an image for/))).click();
    const finder = await waitFor(() => screen.getByShadowRole('dialog', { name: 'Choose an image' }));
    const needsAlt = await waitFor(() => inDialog('button', 'ohne-alt.png') as HTMLButtonElement);
    expect(needsAlt.disabled, 'an image without alt text is not offered').to.equal(true);
    expect(finder.textContent).to.contain('Alt text missing');

    const fileInput = finder.querySelector('input[type="file"]') as HTMLInputElement;
    const choose = (name: string) => {
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' }));
      fileInput.files = files.files;
    };
    const submit = inDialog('button', 'Upload and choose');
    // Refused by the server: its message, the finder stays open.
    choose('logo.svg');
    submit.click();
    await waitFor(() => {
      if (!finder.textContent?.includes('The upload failed: SVG is not accepted.'))
        throw new Error('no message');
    });
    // Accepted with alt text: stored and chosen.
    choose('foyer.png');
    const alt = inDialog('textbox', 'Alt text (German)') as HTMLInputElement;
    alt.value = 'Das Foyer';
    submit.click();
    await waitFor(() => {
      if (screen.queryAllByShadowRole('dialog', { name: 'Choose an image' }).length) throw new Error('open');
    });
    const image = inDialog('textbox', /^Image/) as HTMLInputElement;
    expect(image.value).to.equal('/media-library/42/foyer.png');
    expect(server.uploads.at(-1)).to.deep.equal({
      name: 'foyer.png',
      alt: 'Das Foyer',
      csrf: 'finder-token-0123456789abcdef0123456789',
    });
    inDialog('button', 'Cancel').click();
  });

  it('offers the event finder on URL fields: it searches by name, tells performances apart, and writes the detail path', async () => {
    server = fakeServer();
    await mount();
    screen.getByShadowRole('button', { name: 'Add module – Section 1, column 1' }).click();
    (await waitFor(() => inDialog('option', 'Link'))).click();
    const opener = await waitFor(() => inDialog('button', /^Choose an event for/));
    opener.focus();
    opener.click();
    const finder = await waitFor(() => screen.getByShadowRole('dialog', { name: 'Choose an event' }));
    expect(finder.matches(':modal')).to.equal(true);
    const search = inDialog('searchbox', /^Search events/) as HTMLInputElement;
    expect((search.getRootNode() as ShadowRoot).activeElement === search, 'focus on the search box').to.equal(
      true,
    );
    fireEvent.input(search, { target: { value: 'faust' } });
    await waitFor(() => {
      if (!screen.queryByShadowText('2 events'))
        throw new Error(`no count: ${dialog().querySelector('[role="status"]')?.textContent}`);
    });
    // Two performances of one work: told apart by Berlin date, time and room.
    const first = inDialog('button', /Faust.*1 Dec 2026.*19:30.*Main stage/);
    expect(inDialog('button', /Faust.*2 Dec 2026.*18:00.*Studio/)).to.exist;
    expect(screen.queryAllByShadowRole('button', { name: /Nathan/ })).to.have.length(0);
    first.click();
    await waitFor(() => {
      if (screen.queryAllByShadowRole('dialog', { name: 'Choose an event' }).length) throw new Error('open');
    });
    const link = dialog().querySelector('input[type="url"]') as HTMLInputElement;
    expect(link.value).to.equal('/en/programm/faust/7');
    const call = server.calls.find(
      (entry) => entry.path === '/en/pageeditor-api/finder/events' && entry.method === 'GET',
    );
    expect(call, 'the finder asks the server').to.exist;

    // Escape closes it, and the focus goes back to the button that opened it.
    opener.focus();
    opener.click();
    await waitFor(() => screen.getByShadowRole('dialog', { name: 'Choose an event' }));
    const open = screen.getByShadowRole('dialog', { name: 'Choose an event' });
    open.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => {
      if (screen.queryAllByShadowRole('dialog', { name: 'Choose an event' }).length) throw new Error('open');
    });
    await waitFor(() => {
      if ((opener.getRootNode() as ShadowRoot).activeElement !== opener) throw new Error('focus elsewhere');
    });
    // A video address is no page link: no finders there.
    inDialog('button', 'Cancel').click();
    screen.getByShadowRole('button', { name: 'Add module – Section 1, column 1' }).click();
    (await waitFor(() => inDialog('option', 'Video'))).click();
    await waitFor(() => inDialog('textbox', /^Video link/));
    expect(screen.queryAllByShadowRole('button', { name: /^Choose an event for Video/ })).to.have.length(0);
  });

  it('edits an image: alt text required unless decorative, focal point by arrow keys, stored in image_obj', async () => {
    server = fakeServer();
    await mount();
    screen.getByShadowRole('button', { name: 'Add module – Section 1, column 1' }).click();
    (await waitFor(() => inDialog('option', 'Image'))).click();
    expect(
      screen.queryAllByShadowRole('button', { name: 'Edit image' }),
      'only once an image is chosen',
    ).to.have.length(0);
    const image = (await waitFor(() => inDialog('textbox', /^Image/))) as HTMLInputElement;
    fireEvent.change(image, { target: { value: '/media/haus.svg' } });
    fireEvent.change(inDialog('combobox', /^Format/), { target: { value: 'standard' } });
    expect(screen.getByShadowText('Alternative text missing')).to.exist;
    (await waitFor(() => inDialog('button', 'Edit image'))).click();
    const popup = await waitFor(() => screen.getByShadowRole('dialog', { name: 'Edit image' }));
    expect(popup.matches(':modal')).to.equal(true);
    await expectNoAxeViolations(popup);

    inDialog('button', 'Apply').click();
    const alt = inDialog('textbox', /^Alternative text/) as HTMLTextAreaElement;
    await waitFor(() => screen.getByShadowText('Enter an alternative text or mark the image as decorative.'));
    expect(alt.getAttribute('aria-invalid')).to.equal('true');
    expect(alt.getAttribute('aria-describedby')).to.contain(`${alt.id}-error`);
    expect(screen.getAllByShadowRole('dialog', { name: 'Edit image' }), 'refused: still open').to.have.length(
      1,
    );

    // Decorative: no alt text needed, the error goes.
    const decorative = inDialog('checkbox', 'Decorative (no alternative text)') as HTMLInputElement;
    decorative.click();
    await waitFor(() => {
      if (screen.queryByShadowText('Enter an alternative text or mark the image as decorative.'))
        throw new Error('error');
    });
    expect(alt.disabled).to.equal(true);
    decorative.click();
    await waitFor(() => {
      if (alt.disabled) throw new Error('disabled');
    });
    fireEvent.change(alt, { target: { value: 'The theatre at night' } });
    fireEvent.change(inDialog('textbox', 'Caption'), { target: { value: 'Foyer, 1926' } });

    const focus = inDialog('button', 'Set the focal point');
    focus.focus();
    fireEvent.keyDown(focus, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(focus, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(focus, { key: 'ArrowUp' });
    const announced = await waitFor(() => {
      const status = dialog().querySelector('.image-edit__where') as HTMLElement;
      if (status.textContent !== 'Focal point: 70 % from the left, 49 % from the top')
        throw new Error(String(status.textContent));
      return status;
    });
    expect(announced.getAttribute('role')).to.equal('status');
    expect((inDialog('spinbutton', /^Focus from the left/) as HTMLInputElement).value).to.equal('70');
    fireEvent.change(inDialog('spinbutton', /^Focus from the top/), { target: { value: '140' } });
    inDialog('button', 'Apply').click();
    await waitFor(() => screen.getByShadowText('Enter a number from 0 to 100.'));
    fireEvent.change(inDialog('spinbutton', /^Focus from the top/), { target: { value: '30' } });
    inDialog('button', 'Apply').click();
    await waitFor(() => {
      if (screen.queryAllByShadowRole('dialog', { name: 'Edit image' }).length) throw new Error('open');
    });
    await waitFor(() => screen.getByShadowText(/Alternative text: The theatre at night/));
    inDialog('button', 'Save').click();
    await waitFor(() => {
      if (!server.writes().length) throw new Error('no write');
    });
    const module = moduleOf(server.writes()[0]?.body?.module);
    expect(module.image_obj).to.deep.include({
      url: '/media/haus.svg',
      alt: 'The theatre at night',
      focal_point: { x: 70, y: 30 },
    });
    expect(module.description).to.equal('Foyer, 1926');
    await waitFor(() => {
      // The canvas draws the page with the public renderers: the focal point is the crop's centre.
      const img = screen.queryAllByShadowRole('img', { name: 'The theatre at night' })[0] as
        | HTMLImageElement
        | undefined;
      if (img?.style.objectPosition !== '70% 30%') throw new Error(`no object-position: ${img?.outerHTML}`);
    });
  });

  it('edits rich-text links in a popup: the event finder fills the address, a new window adds rel, remove unlinks', async () => {
    server = fakeServer();
    await mount();
    screen.getByShadowRole('button', { name: 'Edit Text' }).click();
    const toolbar = await waitFor(() => screen.getByShadowRole('toolbar', { name: 'Text formatting' }));
    const editable = toolbar.parentElement?.querySelector('[contenteditable="true"]') as HTMLElement;
    const selectAll = async () => {
      editable.focus();
      const selection = document.getSelection();
      const range = document.createRange();
      range.selectNodeContents(editable.querySelector('p') as HTMLElement);
      selection?.removeAllRanges();
      selection?.addRange(range);
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    await selectAll();
    const linkButton = inDialog('button', 'Link');
    linkButton.focus();
    linkButton.click();
    const popup = await waitFor(() => screen.getByShadowRole('dialog', { name: 'Insert link' }));
    expect(popup.matches(':modal')).to.equal(true);
    expect(screen.queryAllByShadowRole('button', { name: 'Remove link' })).to.have.length(0);
    const href = inDialog('textbox', /^Address/) as HTMLInputElement;
    expect(href.value).to.equal('https://');
    fireEvent.change(href, { target: { value: 'javascript:alert(1)' } });
    inDialog('button', 'Apply link').click();
    await waitFor(() =>
      screen.getByShadowText('The address must start with https://, mailto:, tel:, / or #.'),
    );
    inDialog('button', 'Choose an event').click();
    await waitFor(() => screen.getByShadowRole('dialog', { name: 'Choose an event' }));
    (await waitFor(() => inDialog('button', /Faust.*2 Dec 2026/))).click();
    await waitFor(() => {
      if (href.value !== '/en/programm/faust/8') throw new Error(href.value);
    });
    inDialog('checkbox', 'Open in a new window').click();
    inDialog('button', 'Apply link').click();
    await waitFor(() => {
      if (screen.queryAllByShadowRole('dialog', { name: 'Insert link' }).length) throw new Error('open');
    });
    await waitFor(() => {
      if ((linkButton.getRootNode() as ShadowRoot).activeElement !== linkButton) throw new Error('focus');
    });
    const anchor = editable.querySelector('a') as HTMLAnchorElement;
    expect(anchor.getAttribute('href')).to.equal('/en/programm/faust/8');
    expect(anchor.getAttribute('target')).to.equal('_blank');
    expect(anchor.getAttribute('rel')).to.equal('noopener noreferrer');

    // In a link: the popup edits it and offers to remove it.
    await selectAll();
    inDialog('button', 'Link').click();
    await waitFor(() => screen.getByShadowRole('dialog', { name: 'Edit link' }));
    expect((inDialog('textbox', /^Address/) as HTMLInputElement).value).to.equal('/en/programm/faust/8');
    expect((inDialog('checkbox', 'Open in a new window') as HTMLInputElement).checked).to.equal(true);
    inDialog('button', 'Remove link').click();
    await waitFor(() => {
      if (editable.querySelector('a')) throw new Error('still linked');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    inDialog('button', 'Save').click();
    await waitFor(() => {
      if (!server.writes().length) throw new Error('no write');
    });
    const content = String(moduleOf(server.writes()[0]?.body?.module).content);
    expect(content).to.equal('<p>Welcome</p>');
  });

  it('shows the server’s 400 field messages next to the fields', async () => {
    server = fakeServer({
      status: (call) => (call.method === 'PUT' ? 400 : undefined),
      fields: { 'module.content': 'Server says no' },
    });
    await mount();
    screen.getByShadowRole('button', { name: 'Edit Headline' }).click();
    (await waitFor(() => inDialog('button', 'Save'))).click();
    await waitFor(() => screen.getByShadowText('Server says no'));
    const field = screen.getByShadowRole('textbox', { name: /^Headline/ });
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(dialog()).to.exist;
  });

  it('opens the login modal on 401 and sends the edit after logging in', async () => {
    let loggedIn = false;
    server = fakeServer({
      status: (call) => {
        if (call.path.endsWith('/login')) loggedIn = true;
        return call.method === 'PUT' && !loggedIn ? 401 : undefined;
      },
    });
    await mount();
    screen.getByShadowRole('button', { name: 'Edit Headline' }).click();
    const headline = await waitFor(() => screen.getByShadowRole('textbox', { name: /^Headline/ }));
    fireEvent.change(headline, { target: { value: 'Kept after login' } });
    inDialog('button', 'Save').click();
    await waitFor(() => screen.getByShadowRole('dialog', { name: 'Please log in again' }));
    fireEvent.change(screen.getByShadowLabelText('Username or e-mail'), { target: { value: 'staff' } });
    fireEvent.change(screen.getByShadowLabelText('Password'), { target: { value: 'secret' } });
    inDialog('button', 'Log in').click();
    // The page shows the edit at once (the optimistic view); it is sent again after logging in.
    await waitFor(() => screen.getByShadowRole('heading', { name: 'Kept after login' }));
    const puts = await waitFor(() => {
      const sent = server.calls.filter((call) => call.method === 'PUT');
      if (sent.length < 2) throw new Error('not sent again yet');
      return sent;
    });
    expect(puts).to.have.length(2);
    expect(moduleOf(puts[1]?.body?.module).content).to.equal('Kept after login');
    expect(server.calls.find((call) => call.path.endsWith('/login'))?.body).to.deep.equal({
      username: 'staff',
      password: 'secret',
    });
  });

  it('shows a 409 conflict with who changed the section', async () => {
    server = fakeServer({ status: (call) => (call.method === 'PUT' ? 409 : undefined) });
    await mount();
    screen.getByShadowRole('button', { name: 'Edit Headline' }).click();
    (await waitFor(() => inDialog('button', 'Save'))).click();
    const alert = await waitFor(() => screen.getByShadowRole('alert', { name: '' }));
    await waitFor(() => {
      if (!alert.textContent?.includes('Anna changed this section')) throw new Error(alert.textContent ?? '');
    });
    expect(editorDocument.value?.sections[0]?.version).to.equal(7);
  });

  it('moves a module by keyboard into the other column and announces it, without a save alert', async () => {
    server = fakeServer();
    await mount();
    const handle = screen.getByShadowRole('button', { name: 'Move Headline (arrow keys)' });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    await waitFor(() => {
      const live = screen.getAllByShadowRole('status').find((element) => element.classList.contains('live'));
      if (!live?.textContent?.includes('Headline moved: section 1, column 2, position 1.'))
        throw new Error(live?.textContent ?? 'no live region');
    });
    await waitFor(() => {
      if (server.writes().length === 0) throw new Error('no write yet');
    });
    const write = server.writes()[0];
    expect(write?.path).to.equal('/en/pageeditor-api/module/h1/move');
    expect(write?.body).to.deep.equal({
      from: { section_id: 's1', version: 1 },
      to: { section_id: 's1', version: 1, column: 1, position: 0 },
    });
    await waitFor(() => {
      if (editorDocument.value?.sections[0]?.version !== 2) throw new Error('not applied');
    });
    expect(screen.queryByShadowText('Saved.')).to.equal(null);
    const column = screen.getByShadowRole('group', { name: 'Section 1, column 2' });
    expect(column.querySelector('[data-module-id="h1"]')).to.exist;
    expect(screen.getByShadowRole('button', { name: 'Move up: Headline' }).hasAttribute('disabled')).to.equal(
      true,
    );
  });

  it('deletes a module only after confirmation', async () => {
    server = fakeServer();
    await mount();
    screen.getByShadowRole('button', { name: 'Delete Text' }).click();
    (await waitFor(() => inDialog('button', 'Cancel'))).click();
    expect(server.writes()).to.have.length(0);
    screen.getByShadowRole('button', { name: 'Delete Text' }).click();
    (await waitFor(() => inDialog('button', 'Yes, delete'))).click();
    await waitFor(() => {
      if (screen.queryByShadowText('Welcome')) throw new Error('still there');
    });
    expect(server.writes()[0]?.method).to.equal('DELETE');
    expect(server.writes()[0]?.path).to.equal('/en/pageeditor-api/module/t1');
  });

  it('undoes a change from the backup, also after a reload', async () => {
    server = fakeServer();
    await mount();
    screen.getByShadowRole('button', { name: 'Edit Headline' }).click();
    const headline = await waitFor(() => screen.getByShadowRole('textbox', { name: /^Headline/ }));
    fireEvent.change(headline, { target: { value: 'Changed' } });
    inDialog('button', 'Save').click();
    await waitFor(() => screen.getByShadowRole('heading', { name: 'Changed' }));
    expect(sessionStorage.getItem('foyer:editor-backups:1')).to.contain('Season opening');
    // A reload: the element is created again and reads its backups from sessionStorage.
    document.body.innerHTML = '';
    backups.value = {};
    editorDocument.value = null;
    await mount();
    await waitFor(() => screen.getByShadowRole('heading', { name: 'Changed' }));
    const undo = screen.getByShadowRole('button', { name: 'Undo the last change in section 1' });
    await waitFor(() => {
      if (undo.hasAttribute('disabled')) throw new Error('undo disabled');
    });
    undo.click();
    await waitFor(() => screen.getByShadowRole('heading', { name: 'Season opening' }));
    const puts = server.calls.filter((call) => call.method === 'PUT');
    expect(moduleOf(puts.at(-1)?.body?.module).content).to.equal('Season opening');
  });

  it('gives the rich text editor ProseMirror’s CSS in the editor’s shadow root: no console warning', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
      warn.apply(console, args);
    };
    try {
      server = fakeServer();
      await mount();
      screen.getByShadowRole('button', { name: 'Edit Text' }).click();
      const toolbar = await waitFor(() => screen.getByShadowRole('toolbar', { name: 'Text formatting' }));
      const editable = toolbar.parentElement?.querySelector('[contenteditable="true"]') as HTMLElement;
      expect(editable.getRootNode()).to.equal(document.querySelector('foyer-page-editor')?.shadowRoot);
      expect(getComputedStyle(editable).whiteSpace).to.be.oneOf(['pre-wrap', 'break-spaces']);
      expectProseMirrorStyles(editable);
      // ProseMirror checks the CSS once the text changes: typing must not warn.
      editable.focus();
      await sendKeys({ type: ' all' });
      await waitFor(() => expect(editable.textContent).to.contain('all'));
      expect(warnings.filter((text) => text.includes('ProseMirror'))).to.deep.equal([]);
    } finally {
      console.warn = warn;
    }
  });

  it('limits rich text to bold, italic, link, lists, undo and redo; links default to https://', async () => {
    server = fakeServer();
    await mount();
    screen.getByShadowRole('button', { name: 'Edit Text' }).click();
    const toolbar = await waitFor(() => screen.getByShadowRole('toolbar', { name: 'Text formatting' }));
    const labels = [...toolbar.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'));
    expect(labels).to.deep.equal([
      'Bold',
      'Italic',
      'Link',
      'Bulleted list',
      'Numbered list',
      'Undo',
      'Redo',
    ]);
    const editable = toolbar.parentElement?.querySelector('[contenteditable="true"]') as HTMLElement;
    editable.focus();
    const selection = (editable.getRootNode() as Document).getSelection?.() ?? document.getSelection();
    const range = document.createRange();
    range.selectNodeContents(editable.querySelector('p') as HTMLElement);
    selection?.removeAllRanges();
    selection?.addRange(range);
    // ProseMirror reads the selection on selectionchange, which fires asynchronously.
    await new Promise((resolve) => setTimeout(resolve, 100));
    inDialog('button', 'Link').click();
    const href = await waitFor(() => screen.getByShadowLabelText(/^Address/) as HTMLInputElement);
    expect(href.value).to.equal('https://');
    fireEvent.change(href, { target: { value: 'https://example.org/' } });
    (screen.getByShadowLabelText('Open in a new window') as HTMLInputElement).click();
    inDialog('button', 'Apply link').click();
    // React applies the editor's update in a microtask; a person cannot click faster than that.
    await new Promise((resolve) => setTimeout(resolve, 0));
    inDialog('button', 'Save').click();
    await waitFor(() => {
      if (!server.writes().length) throw new Error('no write');
    });
    const content = String(moduleOf(server.writes()[0]?.body?.module).content);
    expect(content).to.contain('href="https://example.org/"');
    expect(content).to.contain('target="_blank"');
    expect(content).to.contain('rel="noopener noreferrer"');
    expect(content).to.match(/<a [^>]*>Welcome<\/a>/);
  });

  it('lists versions and restores one section', async () => {
    server = fakeServer();
    await mount();
    screen.getByShadowRole('button', { name: 'Versions' }).click();
    await waitFor(() => screen.getByShadowText('Changed headline'));
    inDialog('button', 'Restore section 1 #5').click();
    // It asks first and lists what will change in the draft (issue 19 item 2); nothing is sent yet.
    await waitFor(() => screen.getByShadowText('Section 1: Headline changed (Headline)'));
    expect(server.writes()).to.have.length(0);
    inDialog('button', 'Restore section 1').click();
    await waitFor(() => {
      if (!server.writes().length) throw new Error('no write');
    });
    expect(server.writes()[0]?.path).to.equal('/en/pageeditor-api/page-versions/5/restore');
    expect(server.writes()[0]?.body).to.deep.equal({ section_id: 's1', versions: { s1: 1 } });
  });

  it('shows the one version-preview banner: the server text slotted in, plus restore', async () => {
    server = fakeServer();
    document.body.innerHTML =
      '<foyer-page-editor locale="en" page-id="1" version-id="5">' +
      '<p slot="banner" class="staff-preview-banner" role="status">Preview of version 5. <a href="/en">Go to the current version</a></p>' +
      '</foyer-page-editor>';
    const banner = await waitFor(() => screen.getByShadowRole('region', { name: 'Versions' }));
    const slot = banner.querySelector('slot[name="banner"]') as HTMLSlotElement;
    const slotted = slot.assignedElements();
    expect(slotted).to.have.length(1);
    expect(slotted[0]?.textContent).to.contain('Preview of version 5');
    // Exactly one banner text on the page: the element adds none of its own.
    const editor = document.querySelector('foyer-page-editor') as HTMLElement;
    expect(editor.shadowRoot?.textContent ?? '').not.to.contain('Preview of version');
    expect(screen.getByShadowRole('button', { name: 'Restore this version' })).to.exist;
    // The page is read in that version (R-ROUTE-49): GET …/pageeditor-api/page/…?version_id=5.
    await waitFor(() => {
      if (!server.calls.some((call) => call.path.includes('/pageeditor-api/page/')))
        throw new Error('no read');
    });
    const read = server.calls.find((call) => call.path.includes('/pageeditor-api/page/'));
    expect(read?.search).to.equal('?version_id=5');
  });

  it('on a record detail route shows only the slotted admin link, no edit switch', async () => {
    server = fakeServer();
    document.body.innerHTML =
      '<foyer-page-editor locale="en"><p slot="record"><a href="/admin/events/7/change/">Edit Event in the admin</a></p></foyer-page-editor>';
    const toolbar = await waitFor(() => screen.getByShadowRole('region', { name: 'Page editor' }));
    const slot = toolbar.querySelector('slot[name="record"]') as HTMLSlotElement;
    expect(slot.assignedElements()[0]?.querySelector('a')?.getAttribute('href')).to.equal(
      '/admin/events/7/change/',
    );
    expect(toolbar.querySelector('[part="toggle"]')).to.equal(null);
  });

  it('has no accessibility violations in edit mode and in the edit modal', async () => {
    server = fakeServer();
    await mount();
    await expectNoAxeViolations(document.body);
    screen.getByShadowRole('button', { name: 'Edit Text' }).click();
    await waitFor(() => inDialog('button', 'Save'));
    // A native modal dialog in the top layer: above the cookie banner and any sticky button.
    expect(dialog().matches(':modal')).to.equal(true);
    await expectNoAxeViolations(document.body);
  });

  describe('on /de', () => {
    it('names the module types in German in the toolbar, the type picker and the form', async () => {
      server = fakeServer();
      await mount('edit', 'de');
      const toolbar = screen.getByShadowRole('region', { name: 'Seiteneditor' });
      for (const label of [
        'Überschrift',
        'Text',
        'Bild',
        'Abschnitt',
        'Teaserliste',
        'Teaser (ganze Breite)',
      ])
        expect(
          screen.getAllByShadowRole('button', { name: label }).some((button) => toolbar.contains(button)),
          label,
        ).to.equal(true);
      for (const english of ['Headline', 'Full Teaser', 'Video SH', 'Teaser List'])
        expect(screen.queryAllByShadowRole('button', { name: english }), english).to.have.length(0);
      expect(screen.getByShadowRole('button', { name: 'Überschrift bearbeiten' })).to.exist;
      await expectNoAxeViolations(document.querySelector('foyer-page-editor') as HTMLElement);
    });

    it('shows a German field error, from the browser check and from a 400 answer', async () => {
      server = fakeServer({
        status: (call) => (call.method === 'PUT' ? 400 : undefined),
        fields: { 'module.content': 'At most 500 characters.' },
      });
      await mount('edit', 'de');
      screen.getByShadowRole('button', { name: 'Modul hinzufügen – Abschnitt 1, Spalte 2' }).click();
      (await waitFor(() => inDialog('option', 'Überschrift'))).click();
      (await waitFor(() => inDialog('button', 'Speichern'))).click();
      const field = await waitFor(() => {
        const input = screen.getByShadowRole('textbox', { name: /^Überschrift/ });
        if (input.getAttribute('aria-invalid') !== 'true') throw new Error('not invalid yet');
        return input;
      });
      const root = field.getRootNode() as ShadowRoot;
      expect(root.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).to.equal(
        'Dieses Feld ist erforderlich!',
      );
      expect(screen.getByShadowText('Bitte die markierten Felder korrigieren.')).to.exist;
      inDialog('button', 'Abbrechen').click();
      await waitFor(() => {
        if (screen.queryAllByShadowRole('dialog').length) throw new Error('still open');
      });

      screen.getByShadowRole('button', { name: 'Überschrift bearbeiten' }).click();
      (await waitFor(() => inDialog('button', 'Speichern'))).click();
      await waitFor(() => screen.getByShadowText('Höchstens 500 Zeichen.'));
      expect(screen.queryByShadowText('At most 500 characters.')).to.equal(null);
    });

    it('reads version notes and alerts in German', async () => {
      server = fakeServer({
        versionNote: {
          note: 'Changed Headline in section 1',
          note_key: 'note.moduleChanged',
          note_params: { module: 'headline', section: 1 },
        },
        status: (call) => (call.method === 'PUT' ? 409 : undefined),
      });
      await mount('edit', 'de');
      screen.getByShadowRole('button', { name: 'Versionen' }).click();
      await waitFor(() => screen.getByShadowText('Überschrift in Abschnitt 1 geändert'));
      inDialog('button', 'Schließen').click();
      await waitFor(() => {
        if (screen.queryAllByShadowRole('dialog').length) throw new Error('still open');
      });

      screen.getByShadowRole('button', { name: 'Überschrift bearbeiten' }).click();
      (await waitFor(() => inDialog('button', 'Speichern'))).click();
      const alert = await waitFor(() => {
        const found = screen.getAllByShadowRole('alert').find((each) => each.textContent?.includes('Anna'));
        if (!found) throw new Error('no conflict alert yet');
        return found;
      });
      expect(alert.textContent).to.contain('Anna hat diesen Abschnitt am 23.11.2026, 11:42 geändert');
    });
  });
});

import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ErrorSummary, RichTextArea } from '../../host/pages/admin/form-controls';
import {
  expectNoAxeViolations,
  expectProseMirrorStyles,
  json,
  stubFetch,
  waitFor,
} from '../shared/test-helpers';

const BODY = '<p>Ein Abend im Foyer</p>';

/**
 * The admin form's field as the server renders it (host/pages/admin/form-controls.tsx): the label,
 * `<foyer-rich-text-field>` around the textarea, the message of a refused save.
 */
function mount({
  error,
  name = 'description_de',
  label = 'Text (deutsch)',
}: {
  error?: string;
  name?: string;
  label?: string;
} = {}): HTMLFormElement {
  const fields: Record<string, string> = error ? { [name]: error } : {};
  const html = renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      createElement(ErrorSummary, { fields, labels: { [name]: label }, locale: 'de' }),
      createElement(RichTextArea, {
        name,
        label,
        values: { [name]: BODY },
        fields,
        locale: 'de',
      }),
    ),
  );
  const form = document.createElement('form');
  form.innerHTML = `<button type="button">Davor</button>${html}<button type="submit">Speichern</button>`;
  form.addEventListener('submit', (event) => event.preventDefault());
  document.body.append(form);
  return form;
}

const elementOf = (form: Element) => form.querySelector('foyer-rich-text-field') as HTMLElement;
const textareaOf = (form: Element) => form.querySelector('textarea') as HTMLTextAreaElement;

/** The editor's text box, once the element has drawn it. */
function editorOf(form: Element): Promise<HTMLElement> {
  return waitFor(() => {
    const found = elementOf(form).shadowRoot?.querySelector<HTMLElement>('[role="textbox"][contenteditable]');
    if (!found) throw new Error('no editor yet');
    return found;
  });
}

function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('<foyer-rich-text-field>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  // First, before the element's module is loaded: a page whose script fails or is off.
  it('without the element, the server textarea is the field: labelled, shown, posted; then the editor takes over', async () => {
    expect(customElements.get('foyer-rich-text-field')).to.equal(undefined);
    const form = mount();
    const textarea = textareaOf(form);
    expect(textarea.labels?.[0]?.textContent).to.equal('Text (deutsch)');
    expect(textarea.checkVisibility()).to.equal(true);
    expect(textarea.value).to.equal(BODY);
    expect(new FormData(form).get('description_de')).to.equal(BODY);
    await expectNoAxeViolations(form);

    // Staff typing in it when the element arrives keep their text and the focus, in the editor.
    textarea.focus();
    textarea.setSelectionRange(BODY.length - '</p>'.length, BODY.length - '</p>'.length);
    await sendKeys({ type: ' heute' });
    await import('./rich-text-field');
    const editor = await editorOf(form);
    expect(editor.textContent).to.equal('Ein Abend im Foyer heute');
    await waitFor(() => expect(deepActive()).to.equal(editor));
  });

  it('shows the editor named by the label in place of the textarea, which the form still posts', async () => {
    const form = mount();
    const editor = await editorOf(form);
    const textarea = textareaOf(form);
    expect(editor.getAttribute('aria-label')).to.equal('Text (deutsch)');
    expect(editor.getAttribute('aria-multiline')).to.equal('true');
    expect(editor.getAttribute('aria-invalid')).to.equal('false');
    expect(editor.innerHTML).to.contain('Ein Abend im Foyer');
    // ProseMirror's own CSS, in the element's shadow root (decision 0176).
    expectProseMirrorStyles(editor);
    // The textarea is in the form but not drawn: one field for the eye and the keyboard.
    expect(textarea.form).to.equal(form);
    expect(textarea.checkVisibility()).to.equal(false);
    const toolbar = elementOf(form).shadowRoot?.querySelector('[role="toolbar"]');
    expect(toolbar?.getAttribute('aria-label')).to.equal('Textformatierung: Text (deutsch)');
    // Nothing was edited: the textarea keeps the server's HTML as it was.
    expect(textarea.value).to.equal(BODY);
    await expectNoAxeViolations(form);
  });

  it('types and applies bold from the toolbar by keyboard; the textarea holds the new HTML', async () => {
    const form = mount();
    const editor = await editorOf(form);
    const inputs: Event[] = [];
    textareaOf(form).addEventListener('input', (event) => inputs.push(event));
    // Keyboard only: Tab from the control before reaches the toolbar (one stop), then the text.
    (form.querySelector('button') as HTMLButtonElement).focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActive()?.getAttribute('aria-label')).to.equal('Fett');
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal(editor);

    await sendKeys({ press: 'Control+End' });
    await sendKeys({ type: ' mit Musik' });
    await sendKeys({ press: 'Shift+Control+ArrowLeft' });
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActive()?.getAttribute('aria-label')).to.equal('Fett');
    await sendKeys({ press: 'Enter' });
    const bold = elementOf(form).shadowRoot?.querySelector('[data-control="bold"]');
    expect(bold?.getAttribute('aria-pressed')).to.equal('true');

    const posted = '<p>Ein Abend im Foyer mit <strong>Musik</strong></p>';
    await waitFor(() => expect(textareaOf(form).value).to.equal(posted));
    expect(new FormData(form).get('description_de')).to.equal(posted);
    expect(inputs.length).to.be.greaterThan(0);

    // Undo from the toolbar (End goes to its last enabled button) takes the bold back, in the
    // textarea too.
    expect(deepActive()).to.equal(editor);
    await sendKeys({ press: 'Shift+Tab' });
    await sendKeys({ press: 'End' });
    expect(deepActive()?.getAttribute('aria-label')).to.equal('Rückgängig');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(textareaOf(form).value).to.equal('<p>Ein Abend im Foyer mit Musik</p>'));
  });

  it('posts a list that ends the text without the empty paragraph the editor keeps after it', async () => {
    const form = mount();
    const editor = await editorOf(form);
    editor.focus();
    await sendKeys({ press: 'Control+End' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Shift+Tab' });
    for (const _ of ['Kursiv', 'Link', 'Aufzählung']) await sendKeys({ press: 'ArrowRight' });
    expect(deepActive()?.getAttribute('aria-label')).to.equal('Aufzählung');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(deepActive()).to.equal(editor));
    await sendKeys({ type: 'Sekt im Foyer' });
    expect(editor.innerHTML).to.match(/<\/ul><p>/);
    await waitFor(() =>
      expect(textareaOf(form).value).to.equal(
        '<p>Ein Abend im Foyer</p><ul><li><p>Sekt im Foyer</p></li></ul>',
      ),
    );
  });

  it('in an English field the link finders offer English addresses, the popup speaking the staff’s German', async () => {
    const asked: string[] = [];
    const stub = stubFetch((url) => {
      asked.push(url.pathname);
      const en = url.pathname.startsWith('/en/');
      if (url.pathname.endsWith('/finder/links'))
        return json({
          results: [
            { kind: 'page', title: en ? 'About us' : 'Über uns', url: en ? '/en/about' : '/de/ueber-uns' },
          ],
        });
      if (url.pathname.endsWith('/finder/events'))
        return json({
          count: 1,
          page: 1,
          page_size: 20,
          results: [
            {
              id: 7,
              name: en ? 'The Magic Flute' : 'Die Zauberflöte',
              date_start: '2026-12-01T19:30:00+01:00',
              room: null,
              url: en ? '/en/programm/magic-flute/7' : '/de/programm/zauberfloete/7',
            },
          ],
        });
      return json({ error: 'not_found', message: 'no route' }, 404);
    });
    try {
      const form = mount({ name: 'description_en', label: 'Text (englisch)' });
      // The server marks the English field's text as English, with or without the editor.
      expect(textareaOf(form).getAttribute('lang')).to.equal('en');
      const editor = await editorOf(form);
      expect(editor.getAttribute('lang')).to.equal('en');
      const root = elementOf(form).shadowRoot as ShadowRoot;
      const button = (name: string | RegExp) =>
        waitFor(() => {
          const found = [...root.querySelectorAll<HTMLButtonElement>('button')]
            .reverse()
            .find((candidate) =>
              typeof name === 'string'
                ? (candidate.getAttribute('aria-label') ?? candidate.textContent) === name
                : name.test(candidate.textContent ?? ''),
            );
          if (!found) throw new Error(`no button ${name}`);
          return found;
        });
      const address = () => root.querySelector('dialog input[type="url"]') as HTMLInputElement;

      (await button('Link')).click();
      (await button('Seite oder Veranstaltung verlinken')).click();
      (await button(/About us/)).click();
      await waitFor(() => expect(address().value).to.equal('/en/about'));

      (await button('Veranstaltung wählen')).click();
      (await button(/The Magic Flute/)).click();
      await waitFor(() => expect(address().value).to.equal('/en/programm/magic-flute/7'));

      expect(asked).to.include('/en/pageeditor-api/finder/links');
      expect(asked).to.include('/en/pageeditor-api/finder/events');
      expect(asked.filter((path) => !path.startsWith('/en/'))).to.deep.equal([]);
    } finally {
      stub.restore();
    }
  });

  it('a click on the label focuses the editor', async () => {
    const form = mount();
    const editor = await editorOf(form);
    (form.querySelector('label') as HTMLLabelElement).click();
    expect(deepActive()).to.equal(editor);
  });

  it('a refused field stays invalid, described by its message; the summary link focuses the editor', async () => {
    const form = mount({ error: 'Höchstens 20000 Zeichen.' });
    const editor = await editorOf(form);
    expect(editor.getAttribute('aria-invalid')).to.equal('true');
    const describedBy = editor.getAttribute('aria-describedby') ?? '';
    expect(describedBy).not.to.equal('');
    const description = elementOf(form).shadowRoot?.getElementById(describedBy);
    expect(description?.textContent).to.equal('Höchstens 20000 Zeichen.');
    // The message stays on show under the field (light DOM), the copy is for the editor's description.
    expect(form.querySelector('#field-description_de-error')?.textContent).to.equal(
      'Höchstens 20000 Zeichen.',
    );
    expect(elementOf(form).shadowRoot?.querySelector('.rich-text--invalid')).to.exist;
    await expectNoAxeViolations(form);

    // (The test page must not move to the fragment: it would load the runner's page again.)
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener('click', stay);
    (form.querySelector('a[href="#field-description_de"]') as HTMLAnchorElement).click();
    window.removeEventListener('click', stay);
    expect(deepActive()).to.equal(editor);
  });
});

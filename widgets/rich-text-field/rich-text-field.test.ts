import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ErrorSummary, RichTextArea } from '../../host/pages/admin/form-controls';
import { expectNoAxeViolations, waitFor } from '../shared/test-helpers';

const BODY = '<p>Ein Abend im Foyer</p>';

/**
 * The admin form's field as the server renders it (host/pages/admin/form-controls.tsx): the label,
 * `<foyer-rich-text-field>` around the textarea, the message of a refused save.
 */
function mount({ error }: { error?: string } = {}): HTMLFormElement {
  const fields: Record<string, string> = error ? { description_de: error } : {};
  const html = renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      createElement(ErrorSummary, { fields, labels: { description_de: 'Text (deutsch)' }, locale: 'de' }),
      createElement(RichTextArea, {
        name: 'description_de',
        label: 'Text (deutsch)',
        values: { description_de: BODY },
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

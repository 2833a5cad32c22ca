import { useEffect, useId, useRef, useState } from 'react';
import { type Locale, toLocale } from '../../src/contract/locales';
import { editorTexts } from '../../src/i18n/editor';
import editorStyles from '../page-editor/page-editor.styles.css';
import { RichText } from '../page-editor/rich-text';
import { type ElementProps, hostOf } from '../shared/define';
import styles from './rich-text-field.styles.css';

export interface RichTextFieldProps extends ElementProps {
  locale?: string;
}

/** The server's `<textarea>` the element enhances: its first one, in its light DOM. */
function textareaOf(container: ElementProps['container']): HTMLTextAreaElement | null {
  return hostOf(container)?.querySelector('textarea') ?? null;
}

/** The text of the field's labels (`<label for>` and wrapping labels), as the textarea is named. */
function labelText(textarea: HTMLTextAreaElement): string {
  const labels = Array.from(textarea.labels ?? [], (label) => label.textContent?.replace(/\s+/g, ' ').trim());
  return labels.filter(Boolean).join(' ') || (textarea.getAttribute('aria-label') ?? '');
}

/**
 * The language of the field's text: the textarea's `lang` (the server marks `…_en` fields `en`),
 * else its nearest ancestor's, as the browser reads it; the site's default language without one.
 */
function textLanguage(textarea: HTMLTextAreaElement): Locale {
  const lang = textarea.closest('[lang]')?.getAttribute('lang') ?? '';
  return toLocale(lang.split('-')[0]?.toLowerCase());
}

/**
 * The texts the textarea is described by (its hint, the server's message of a refused save). An
 * `aria-describedby` inside the shadow root cannot name an id of the page, so they are copied.
 */
function descriptions(textarea: HTMLTextAreaElement): string[] {
  const ids = (textarea.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => textarea.ownerDocument.getElementById(id)?.textContent?.replace(/\s+/g, ' ').trim() ?? '')
    .filter(Boolean);
}

/**
 * A server form's rich text field with the page editor's rich text editor (decision 0173): the
 * `<textarea>` stays in the light DOM, in the form, and is what the form posts; the editor starts
 * from its value and writes its HTML back on every change. The server sanitises on save, as it
 * does for the bare textarea (host/render/sanitize.ts): the editor is no trust boundary.
 */
export function RichTextField({ locale, container }: RichTextFieldProps) {
  const lang = toLocale(locale);
  const t = editorTexts(lang);
  const describedId = useId();
  // Read once: the field as the server (or the browser's restored form state) left it.
  const [field] = useState(() => {
    const textarea = textareaOf(container);
    if (!textarea) return null;
    return {
      textarea,
      value: textarea.value,
      label: labelText(textarea),
      language: textLanguage(textarea),
      descriptions: descriptions(textarea),
      invalid: textarea.getAttribute('aria-invalid') === 'true',
      // Staff already in the textarea when the editor arrives go on typing in the editor.
      focused: textarea.ownerDocument.activeElement === textarea,
    };
  });
  const contentRef = useRef<HTMLDivElement>(null);

  // The label and the error summary's link name the textarea, which is no longer drawn: a click
  // on either focuses the editor instead (as it focuses a textarea).
  useEffect(() => {
    if (!field) return;
    const { textarea } = field;
    const focusEditor = () => contentRef.current?.querySelector<HTMLElement>('[contenteditable]')?.focus();
    const onLabel = (event: Event) => {
      event.preventDefault();
      focusEditor();
    };
    const labels = Array.from(textarea.labels ?? []);
    for (const label of labels) label.addEventListener('click', onLabel);
    const onLink = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link && textarea.id && link.getAttribute('href') === `#${textarea.id}`) focusEditor();
    };
    textarea.ownerDocument.addEventListener('click', onLink);
    return () => {
      for (const label of labels) label.removeEventListener('click', onLabel);
      textarea.ownerDocument.removeEventListener('click', onLink);
    };
  }, [field]);

  // No textarea to enhance: what the server sent stays on show.
  if (!field) return <slot />;
  const write = (html: string) => {
    // Tiptap keeps an empty paragraph after a list that ends the text (its trailing node, for the
    // caret): it is no content, and a visitor would see it as space.
    field.textarea.value = html.replace(/(<p><\/p>)+$/, '');
    field.textarea.dispatchEvent(new Event('input', { bubbles: true }));
  };
  return (
    <>
      <style>{editorStyles}</style>
      <style>{styles}</style>
      <div className="rich-text-field" part="base" ref={contentRef}>
        <RichText
          value={field.value}
          onChange={write}
          ariaLabel={field.label}
          describedBy={field.descriptions.length > 0 ? describedId : undefined}
          autoFocus={field.focused}
          invalid={field.invalid}
          toolbarLabel={field.label ? t('richTextToolbarFor', { field: field.label }) : undefined}
          t={t}
          locale={lang}
          contentLocale={field.language}
        />
        {field.descriptions.length > 0 ? (
          <span id={describedId} hidden>
            {field.descriptions.join(' ')}
          </span>
        ) : null}
      </div>
    </>
  );
}

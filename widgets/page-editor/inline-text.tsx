import { lazy, type RefObject, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Locale } from '../../src/contract/common';
import type { EditorModule, Slot } from '../../src/domain/editor-document';
import {
  fieldPath,
  findNested,
  type InlineKind,
  inlineKind,
  readField,
  withField,
} from '../../src/domain/inline-fields';
import type { EditorTexts } from '../../src/i18n/editor';
import { modulesTexts } from '../../src/i18n/modules';
import { localiseMessage } from '../../src/i18n/validation';
import { moduleDefinition, parseModule } from '../../src/modules/registry';
import { saveModule, serverFieldErrors } from '../../src/state/editor';
import { clean } from './edit-modal';
import type { ModuleValue } from './fields';

// Tiptap stays out of the editor's first load (decision 0107): fetched when a rich text is edited.
const RichText = lazy(() => import('./rich-text').then((module) => ({ default: module.RichText })));

const FIELD = '[data-foyer-field]';

/** Attributes of the shown text that the editing copy must not carry. */
const NOT_COPIED = [
  'data-foyer-field',
  'data-foyer-module',
  'role',
  'tabindex',
  'aria-label',
  'href',
  'id',
  'target',
  'rel',
  'data-sticky',
];

interface Editing {
  /** The text as the renderer drew it (hidden while it is edited). */
  shown: HTMLElement;
  /** The editing copy: same element and classes, so the same typography; after `shown`. */
  host: HTMLElement;
  /** Under the copy: the hint, the field's message, 'saving'. */
  note: HTMLElement;
  moduleId: string;
  field: string;
  kind: InlineKind;
  label: string;
  original: string;
}

/** The field's label in the page's language ('Überschrift'), from the module's field specs. */
function fieldLabel(type: string, field: string, locale: Locale): string {
  const spec = moduleDefinition(type)?.fields.find((entry) => entry.name === field);
  return spec ? modulesTexts(locale)(spec.label) : field;
}

/**
 * Editing text in place (issue 19 item 4; decision 0140). The module renderers mark text fields
 * with `data-foyer-field` in edit mode (src/modules/editable.ts, the table in
 * src/domain/inline-fields.ts). This layer makes each such text a button ("Überschrift
 * bearbeiten": Tab reaches it, Enter, Space or a click starts editing) and, while one is edited,
 * hides it and shows an editable copy of the same element in its place: plain text as
 * `contenteditable="plaintext-only"`, rich text in Tiptap with the format toolbar. Enter (one
 * line), Ctrl+Enter or leaving the text saves through `saveModule`, the modal's save (draft,
 * conflicts, the 401 login, the alerts); Escape restores the text. The focus goes back to the text.
 * The renderer's own elements are never changed beyond their attributes, so React keeps them.
 */
export function InlineFields({
  preview,
  module,
  slot,
  locale,
  t,
}: {
  preview: RefObject<HTMLDivElement | null>;
  module: EditorModule;
  slot: Slot;
  locale: Locale;
  t: EditorTexts;
}) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const latest = useRef({ module, slot, editing, saving });
  latest.current = { module, slot, editing, saving };
  const richValue = useRef<string | null>(null);
  const noteId = useId();

  const kindOf = useCallback((element: HTMLElement): InlineKind | null => {
    const id = element.dataset.foyerModule ?? '';
    const nested = findNested(latest.current.module as ModuleValue & { id: string }, id);
    return nested ? inlineKind(nested.type, element.dataset.foyerField ?? '') : null;
  }, []);

  const finish = useCallback(() => {
    const current = latest.current.editing;
    if (!current) return;
    latest.current.editing = null;
    current.host.remove();
    current.note.remove();
    current.shown.hidden = false;
    setEditing(null);
    setError('');
    richValue.current = null;
    // The renderer may have drawn the saved text into a new element: look it up again.
    requestAnimationFrame(() => {
      const selector = `[data-foyer-module="${CSS.escape(current.moduleId)}"][data-foyer-field="${CSS.escape(current.field)}"]`;
      const again = preview.current?.querySelector<HTMLElement>(selector);
      const frame = preview.current?.closest('.editable-module');
      (again ?? frame?.querySelector<HTMLElement>('[data-handle]'))?.focus();
    });
  }, [preview]);

  const commit = useCallback(
    async (raw: string) => {
      const current = latest.current.editing;
      if (!current || latest.current.saving) return;
      const value =
        current.kind === 'line'
          ? raw.replace(/\s+/g, ' ').trim()
          : current.kind === 'lines'
            ? raw
                .replace(/\r\n?/g, '\n')
                .replace(/[ \t]+\n/g, '\n')
                .trim()
            : raw;
      if (value === current.original) {
        finish();
        return;
      }
      const top = latest.current.module as ModuleValue & { id: string };
      const next = withField(top, current.moduleId, current.field, value);
      if (!next) {
        finish();
        return;
      }
      const path = fieldPath(top, current.moduleId, current.field) ?? current.field;
      const cleaned = clean(next);
      const parsed = parseModule(cleaned);
      if (!parsed.ok) {
        // This field's message first; another field's (an older, invalid value) otherwise.
        const issue = parsed.issues.find((entry) => entry.path === path) ?? parsed.issues[0];
        setError(issue ? localiseMessage(issue.message, locale) : t('fixErrors'));
        current.host.setAttribute('aria-invalid', 'true');
        focusText(current);
        return;
      }
      latest.current.saving = true;
      setSaving(true);
      const result = await saveModule(latest.current.slot, cleaned);
      latest.current.saving = false;
      setSaving(false);
      if (result === 'ok' || result === 'conflict') {
        // A conflict shows the other person's text (the alert says so): nothing left to edit.
        finish();
        return;
      }
      if (result === 'invalid') {
        const message = serverFieldErrors.value[path];
        setError(message ? localiseMessage(message, locale) : t('fixErrors'));
        current.host.setAttribute('aria-invalid', 'true');
      }
      // 'error' (the error alert shows) or a login that was closed: the edit stays to try again.
      focusText(current);
    },
    [finish, locale, t],
  );

  const cancel = useCallback(() => {
    if (latest.current.saving) return;
    finish();
  }, [finish]);

  const start = useCallback(
    (shown: HTMLElement) => {
      if (latest.current.editing || latest.current.saving) return;
      const kind = kindOf(shown);
      const moduleId = shown.dataset.foyerModule ?? '';
      const field = shown.dataset.foyerField ?? '';
      const top = latest.current.module as ModuleValue & { id: string };
      const original = readField(top, moduleId, field);
      const nested = findNested(top, moduleId);
      if (!kind || original === null || !nested) return;
      const label = fieldLabel(nested.type, field, locale);
      const host = shown.cloneNode(false) as HTMLElement;
      for (const name of NOT_COPIED) host.removeAttribute(name);
      host.classList.add('inline-edit', `inline-edit--${kind}`);
      const note = document.createElement('span');
      note.className = 'inline-edit__note';
      note.id = noteId;
      if (kind !== 'rich') {
        host.contentEditable = 'plaintext-only';
        // Browsers without plaintext-only editing fall back to rich editing; the text is read as text.
        if (host.contentEditable !== 'plaintext-only') host.contentEditable = 'true';
        host.textContent = original;
        host.setAttribute('role', 'textbox');
        host.setAttribute('aria-label', t('inlineEditing', { field: label }));
        host.setAttribute('aria-describedby', noteId);
        if (kind === 'lines') host.setAttribute('aria-multiline', 'true');
        host.spellcheck = true;
      }
      shown.after(host);
      host.after(note);
      shown.hidden = true;
      const next: Editing = { shown, host, note, moduleId, field, kind, label, original };
      latest.current.editing = next;
      setError('');
      setEditing(next);
      if (kind !== 'rich') focusText(next, true);
    },
    [kindOf, locale, noteId, t],
  );

  // Mark the renderer's texts (again after every render of the preview: server previews arrive later).
  useEffect(() => {
    const root = preview.current;
    if (!root) return;
    const decorate = () => {
      for (const element of root.querySelectorAll<HTMLElement>(FIELD)) {
        const kind = kindOf(element);
        if (!kind) continue;
        const nested = findNested(
          latest.current.module as ModuleValue & { id: string },
          element.dataset.foyerModule ?? '',
        );
        // The text itself is part of the name (WCAG 2.5.3 label in name): 'Edit Headline in place: …'.
        const label = `${t('inlineEdit', {
          field: fieldLabel(nested?.type ?? '', element.dataset.foyerField ?? '', locale),
        })}: ${(element.textContent ?? '').replace(/\s+/g, ' ').trim()}`;
        if (element.getAttribute('aria-label') !== label) element.setAttribute('aria-label', label);
        if (element.getAttribute('role') !== 'button') element.setAttribute('role', 'button');
        if (element.tabIndex !== 0 || !element.hasAttribute('tabindex')) element.tabIndex = 0;
        element.classList.add('inline-field');
        // Links inside a rich text are part of the text here, not stops of their own.
        for (const link of element.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'))
          link.tabIndex = -1;
      }
    };
    decorate();
    const observer = new MutationObserver(decorate);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    const fieldOf = (target: EventTarget | null) => {
      const element = target instanceof Element ? target.closest<HTMLElement>(FIELD) : null;
      return element && root.contains(element) && element.getAttribute('role') === 'button' ? element : null;
    };
    const onClick = (event: MouseEvent) => {
      const element = fieldOf(event.target);
      if (!element) return;
      event.preventDefault();
      start(element);
    };
    const onKey = (event: KeyboardEvent) => {
      const element = fieldOf(event.target);
      if (!element || event.target !== element) return;
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      start(element);
    };
    root.addEventListener('click', onClick);
    root.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKey);
    };
  }, [preview, kindOf, start, t, locale]);

  // Keys and leaving the text while it is edited.
  useEffect(() => {
    if (!editing) return;
    const { host, note, kind } = editing;
    // innerText: the line breaks as the staff see them (a <br> where plaintext-only editing is missing).
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what was typed
    const read = () => (kind === 'rich' ? (richValue.current ?? editing.original) : host.innerText);
    const inEditor = (target: EventTarget | null) =>
      target instanceof Node && (host.contains(target) || note.contains(target));
    const onKey = (event: KeyboardEvent) => {
      // Keys in the link popup (a dialog inside the rich text) are the popup's.
      if (kind === 'rich' && event.target instanceof Element && event.target.closest('dialog')) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        cancel();
      } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey || kind === 'line')) {
        event.preventDefault();
        event.stopPropagation();
        void commit(read());
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (inEditor(event.relatedTarget)) return;
      // The focus moved to the login modal of a 401: the save is waiting for it.
      if (latest.current.saving) return;
      // Rich text: the link popup keeps the focus inside; anything else outside saves.
      requestAnimationFrame(() => {
        if (latest.current.editing !== editing) return;
        const active = activeElementDeep();
        if (active && inEditor(active)) return;
        void commit(read());
      });
    };
    // Capture: before Tiptap's own keys (Ctrl+Enter would otherwise insert a line break).
    host.addEventListener('keydown', onKey, true);
    host.addEventListener('focusout', onFocusOut);
    return () => {
      host.removeEventListener('keydown', onKey, true);
      host.removeEventListener('focusout', onFocusOut);
    };
  }, [editing, cancel, commit]);

  // Leaving the canvas (the module is deleted or the editor closes) drops an unsaved edit.
  useEffect(
    () => () => {
      const current = latest.current.editing;
      if (!current) return;
      current.host.remove();
      current.note.remove();
      current.shown.hidden = false;
    },
    [],
  );

  if (!editing) return null;
  const hint =
    editing.kind === 'line'
      ? t('inlineHintLine')
      : editing.kind === 'lines'
        ? t('inlineHintLines')
        : t('inlineHintRich');
  return (
    <>
      {createPortal(
        <>
          {error ? (
            <span className="inline-edit__error" role="alert">
              {error}
            </span>
          ) : null}
          {saving ? (
            <span className="inline-edit__saving" role="status">
              {t('inlineSaving')}
            </span>
          ) : null}
          <span className="inline-edit__hint">{hint}</span>
        </>,
        editing.note,
      )}
      {editing.kind === 'rich'
        ? createPortal(
            <Suspense fallback={<span role="status">{t('loading')}</span>}>
              <RichText
                value={editing.original}
                onChange={(html) => {
                  richValue.current = html;
                }}
                ariaLabel={t('inlineEditing', { field: editing.label })}
                describedBy={noteId}
                autoFocus
                invalid={Boolean(error)}
                t={t}
                locale={locale}
                contentLocale={locale}
              />
            </Suspense>,
            editing.host,
          )
        : null}
    </>
  );
}

/** Focuses the editing copy (plain text: the caret at the end, or all selected to start with). */
function focusText(editing: Editing, selectAll = false): void {
  if (editing.kind === 'rich') {
    editing.host.querySelector<HTMLElement>('[contenteditable="true"]')?.focus();
    return;
  }
  editing.host.focus();
  const selection = editing.host.ownerDocument.getSelection();
  if (!selection) return;
  const range = editing.host.ownerDocument.createRange();
  range.selectNodeContents(editing.host);
  if (!selectAll) range.collapse(false);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** The focused element, looked up through shadow roots (the canvas is one). */
function activeElementDeep(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { VersionSummary } from '../../src/contract/editor';
import { type Locale, toLocale } from '../../src/contract/locales';
import { formatInstant } from '../../src/domain/date-format';
import { type EditorModule, findSection, type Slot } from '../../src/domain/editor-document';
import { COLUMN_LAYOUT_NAMES, columnWidths } from '../../src/domain/layouts';
import { toVersionNote, versionNoteText } from '../../src/domain/version-notes';
import { type EditorTexts, editorTexts } from '../../src/i18n/editor';
import { toolbarEntries } from '../../src/modules/registry';
import {
  addSection,
  announcement,
  canUndo,
  closeLogin,
  configureEditor,
  deleteModule,
  deleteSection,
  editorAlert,
  editorDocument,
  editorStatus,
  loadDocument,
  loadDraftState,
  loadUser,
  loadVersions,
  login,
  loginError,
  loginOpen,
  restoreVersion,
  targetSlot,
  undo,
  versions,
} from '../../src/state/editor';
import { booleanAttribute, type ElementProps, emit, hostOf } from '../shared/define';
import { Canvas, type CanvasActions } from './canvas';
import { Comparison, useComparison } from './compare-view';
import { Dialog } from './dialog';
import { DraftBar } from './draft-bar';
import { EditModal, type EditTarget } from './edit-modal';
import type { ModuleValue } from './fields';
import { newModule } from './fields';
import { ModulePicker } from './module-picker';
import styles from './page-editor.styles.css';

export interface PageEditorProps extends ElementProps {
  locale?: string;
  pageId?: number;
  pagePath?: string;
  versionId?: number;
  at?: string;
  apiBase?: string;
  /** The site stylesheet, loaded into the canvas so modules look as on the public page. */
  stylesheet?: string;
}

type DeleteRequest =
  | { kind: 'module'; id: string; name: string }
  | { kind: 'section'; id: string; index: number };

export function PageEditor({
  locale = 'de',
  pageId = 0,
  pagePath = '',
  versionId,
  at,
  apiBase,
  stylesheet = '/assets/site.css',
  container,
}: PageEditorProps) {
  useSignals();
  const host = hostOf(container);
  const edit = booleanAttribute(host, 'edit');
  const noToolbar = booleanAttribute(host, 'no-toolbar');
  const lang = toLocale(locale);
  const t = editorTexts(lang);
  const entries = useMemo(() => toolbarEntries(lang), [lang]);
  const pickerTypes = useMemo(() => entries.filter((entry) => entry.type !== 'section'), [entries]);

  const [editTarget, setEditTarget] = useState<EditTarget | null>(null);
  const [picker, setPicker] = useState<Slot | null>(null);
  const [layoutPicker, setLayoutPicker] = useState(false);
  const [deleting, setDeleting] = useState<DeleteRequest | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const canvasRoot = useCanvasRoot(edit);
  const [toolbarElement, setToolbarElement] = useState<HTMLElement | null>(null);
  useToolbarRoom(toolbarElement, edit);

  useEffect(() => {
    configureEditor({ locale: lang, pageId, pagePath, apiBase, versionId });
    void loadUser();
    if (edit || versionId) {
      void loadDocument();
      void loadVersions();
    }
    // Read here, after configureEditor: an effect of the draft bar (a child) runs before this
    // one, when the page id is not known yet (it asked for page 0 and got a 400).
    if (edit && !versionId) void loadDraftState();
  }, [lang, pageId, pagePath, apiBase, edit, versionId]);

  const doc = editorDocument.value;
  const target =
    targetSlot.value && doc && findSection(doc, targetSlot.value.sectionId) ? targetSlot.value : null;
  const where = (slot: Slot | null) => {
    if (!slot || !doc) return '';
    const index = doc.sections.findIndex((section) => section.id === slot.sectionId);
    if (slot.position === undefined)
      return t('sectionColumn', { section: index + 1, column: slot.column + 1 });
    return t('sectionColumnPosition', {
      section: index + 1,
      column: slot.column + 1,
      position: slot.position + 1,
    });
  };

  const actions: CanvasActions = {
    editModule: (module: EditorModule, slot: Slot) =>
      setEditTarget({ slot, module: structuredClone(module) as ModuleValue, isNew: false }),
    addModule: (slot: Slot) => setPicker(slot),
    confirmDelete: setDeleting,
  };
  const insertFromToolbar = (type: string) => {
    if (type === 'section') {
      setLayoutPicker(true);
      return;
    }
    const slot = target ?? (doc?.sections[0] ? { sectionId: doc.sections[0].id, column: 0 } : null);
    if (!slot) {
      setLayoutPicker(true);
      return;
    }
    setEditTarget({ slot, module: newModule(type), isNew: true });
  };

  // On a record's detail route (no page to edit) the toolbar only carries the server's link to the
  // record's admin change page (slot `record`; spec: frame §3).
  const recordRoute = !pageId;
  const toggleUrl = editToggleUrl(edit);
  const alert = editorAlert.value;

  // The toolbar is fixed at the top of the window, in the room the logged-in site header leaves
  // above itself; its height is handed to the site's stylesheet (useToolbarRoom), so the header,
  // scroll padding and the canvas's scroll margins keep clear of it (issue 19 item 4).
  const toolbar = noToolbar ? null : (
    <section className="toolbar" part="toolbar" aria-label={t('toolbar')} ref={setToolbarElement}>
      <div className="toolbar__actions">
        {recordRoute ? null : (
          <a
            className="toolbar__toggle"
            part="toggle"
            href={toggleUrl}
            onClick={() => emit(host, 'foyer-edit-mode', { edit: !edit })}
          >
            {edit ? t('editOff') : t('editOn')}
          </a>
        )}
        <slot name="record" />
        {edit && !recordRoute ? (
          <>
            <button type="button" disabled={!canUndo.value} onClick={() => void undo()}>
              {t('undo')}
            </button>
            <button type="button" onClick={() => setVersionsOpen(true)}>
              {t('versions')}
            </button>
            {versionId ? null : <DraftBar t={t} lang={lang} />}
            <span className="toolbar__target" aria-live="off">
              {target ? t('insertInto', { where: where(target) }) : ''}
            </span>
          </>
        ) : null}
      </div>
      {edit && !recordRoute ? (
        <ul className="toolbar__entries" aria-label={t('addModule')}>
          {entries.map((entry) => (
            <li key={entry.type}>
              <button type="button" data-type={entry.type} onClick={() => insertFromToolbar(entry.type)}>
                {entry.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );

  const overlays: ReactNode = (
    <>
      {editTarget ? (
        <EditModal target={editTarget} onClose={() => setEditTarget(null)} locale={lang} t={t} />
      ) : null}
      {picker ? (
        <ModulePicker
          types={pickerTypes}
          where={where(picker)}
          onClose={() => setPicker(null)}
          onPick={(module) => {
            setPicker(null);
            setEditTarget({ slot: picker, module, isNew: true });
          }}
          t={t}
        />
      ) : null}
      {layoutPicker ? <LayoutPicker t={t} onClose={() => setLayoutPicker(false)} /> : null}
      {deleting ? <ConfirmDelete request={deleting} t={t} onClose={() => setDeleting(null)} /> : null}
      {versionsOpen ? <VersionsDialog t={t} lang={lang} onClose={() => setVersionsOpen(false)} /> : null}
      {loginOpen.value ? <LoginDialog t={t} /> : null}
    </>
  );

  return (
    <>
      <style>{styles}</style>
      {versionId || at ? <PreviewBanner versionId={versionId} t={t} /> : null}
      {toolbar}
      <div className="live" role="status" aria-live="polite" part="live">
        {announcement.value}
      </div>
      {alert ? (
        <div
          className={`alert alert--${alert.kind}`}
          part={`alert alert-${alert.kind}`}
          role={alert.kind === 'error' ? 'alert' : 'status'}
        >
          {alert.message}
        </div>
      ) : null}
      {edit && editorStatus.value === 'loading' ? <p className="status">{t('loading')}</p> : null}
      {edit && editorStatus.value === 'error' ? (
        <p className="status status--error" role="alert">
          {t('loadError')}
        </p>
      ) : null}
      {edit && canvasRoot
        ? createPortal(
            <>
              <link rel="stylesheet" href={stylesheet} />
              <style>{styles}</style>
              <Canvas locale={lang} t={t} actions={actions} at={at} />
            </>,
            canvasRoot,
          )
        : null}
      {overlays}
    </>
  );
}

/** The URL that switches edit mode on or off (spec: frame §6 "can toggle edit mode"). */
function editToggleUrl(edit: boolean): string {
  if (typeof location === 'undefined') return '?edit';
  const url = new URL(location.href);
  if (edit) url.searchParams.delete('edit');
  else url.searchParams.set('edit', '');
  url.searchParams.delete('v');
  return `${url.pathname}${url.search.replace(/edit=(&|$)/, 'edit$1')}${url.hash}`;
}

/** The custom property the site's stylesheet reads for the staff toolbar's room (host/public/site.css). */
export const TOOLBAR_HEIGHT_PROPERTY = '--foyer-staff-toolbar-height';
/** The sticky header's height, for the logged-in page's scroll padding (host/public/site.css). */
export const HEADER_HEIGHT_PROPERTY = '--foyer-header-height';
/** The body class of edit mode: the visitor's sticky chrome steps aside (host/public/site.css). */
export const EDITING_CLASS = 'foyer-editing';

/**
 * Keeps the site's chrome clear of the fixed toolbar (issue 19 item 4; WCAG 2.2 2.4.11 Focus Not
 * Obscured): the toolbar's height goes to the document as a custom property, which the logged-in
 * header's offset and, in edit mode, the page's scroll padding and the canvas's scroll margins
 * read; edit mode also marks the body, so the visitor's sticky header and buttons step aside (the
 * server marks it too, so the page does not jump when the element starts).
 */
function useToolbarRoom(toolbar: HTMLElement | null, edit: boolean): void {
  useEffect(() => {
    const root = document.documentElement;
    document.body.classList.toggle(EDITING_CLASS, edit);
    if (!toolbar) return;
    // The header below the toolbar stays whole when scrolled (staff keep the toolbar in view), so
    // a focused control must land below both: the stylesheet adds the two heights.
    const header = document.querySelector<HTMLElement>('.site-header');
    const measure = () => {
      root.style.setProperty(
        TOOLBAR_HEIGHT_PROPERTY,
        `${Math.ceil(toolbar.getBoundingClientRect().height)}px`,
      );
      if (header) root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${Math.ceil(header.offsetHeight)}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(toolbar);
    if (header) observer?.observe(header);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TOOLBAR_HEIGHT_PROPERTY);
      root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    };
  }, [toolbar, edit]);
}

/**
 * Where the editable page is drawn: in place of the server-rendered sections inside `<main>`, in
 * its own shadow root with the site stylesheet, so modules look exactly as on the public page.
 * The server-rendered sections are hidden while editing and shown again afterwards.
 */
function useCanvasRoot(edit: boolean): ShadowRoot | null {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useEffect(() => {
    if (!edit) return;
    const main = document.querySelector('main') ?? document.body;
    const rendered = [
      ...main.querySelectorAll<HTMLElement>(':scope > [data-module-id], :scope > section[data-section-id]'),
    ];
    const canvasHost = document.createElement('div');
    canvasHost.className = 'foyer-editor-canvas';
    if (rendered[0]) rendered[0].before(canvasHost);
    else main.append(canvasHost);
    for (const element of rendered) element.hidden = true;
    const shadow = canvasHost.attachShadow({ mode: 'open' });
    setRoot(shadow);
    return () => {
      for (const element of rendered) element.hidden = false;
      canvasHost.remove();
      setRoot(null);
    };
  }, [edit]);
  return root;
}

function LayoutPicker({ t, onClose }: { t: EditorTexts; onClose: () => void }) {
  const [layout, setLayout] = useState<string>('100');
  const [saving, setSaving] = useState(false);
  const name = useId();
  return (
    <Dialog title={t('addSection')} onClose={onClose} closeLabel={t('close')}>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          setSaving(true);
          const result = await addSection(layout);
          setSaving(false);
          if (result === 'ok') onClose();
        }}
      >
        <fieldset className="layouts">
          <legend>{t('chooseLayout')}</legend>
          {COLUMN_LAYOUT_NAMES.map((value) => (
            <label key={value} className="layout-option">
              <input
                type="radio"
                name={name}
                value={value}
                checked={layout === value}
                onChange={() => setLayout(value)}
              />
              <span className="layout-option__preview" aria-hidden="true">
                {columnWidths(value).map((width, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of column widths
                  <span key={index} style={{ flexGrow: width }} />
                ))}
              </span>
              <span>{value.replaceAll('-', ' / ')}</span>
            </label>
          ))}
        </fieldset>
        <div className="dialog__actions">
          <button type="submit" className="primary" disabled={saving}>
            {saving ? t('busy') : t('addSection')}
          </button>
          <button type="button" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function ConfirmDelete({
  request,
  t,
  onClose,
}: {
  request: DeleteRequest;
  t: EditorTexts;
  onClose: () => void;
}) {
  const message =
    request.kind === 'module'
      ? t('confirmDeleteModule', { name: request.name })
      : t('confirmDeleteSection', { n: request.index });
  return (
    <Dialog title={t('delete')} onClose={onClose} closeLabel={t('close')} className="dialog--small">
      <p>{message}</p>
      <div className="dialog__actions">
        <button
          type="button"
          className="danger"
          onClick={async () => {
            onClose();
            if (request.kind === 'module') await deleteModule(request.id);
            else await deleteSection(request.id);
          }}
        >
          {t('confirm')}
        </button>
        <button type="button" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </Dialog>
  );
}

/** A version's note in the staff's language when the API gives it as data, else as stored. */
function noteOf(version: VersionSummary, locale: Locale): string {
  const note = toVersionNote({ key: version.note_key, params: version.note_params });
  return note ? versionNoteText(note, locale) : version.note;
}

type VersionsView =
  | { mode: 'list' }
  | { mode: 'compare'; from: string; to: string }
  /** Restoring asks first and shows what will change in the draft (issue 19 item 2). */
  | { mode: 'restore'; versionId: number; sectionId?: string; back: VersionsView };

function VersionsDialog({ t, lang, onClose }: { t: EditorTexts; lang: Locale; onClose: () => void }) {
  useSignals();
  const [view, setView] = useState<VersionsView>({ mode: 'list' });
  useEffect(() => {
    void loadVersions();
  }, []);
  const doc = editorDocument.value;
  const sectionNumber = (id: string) => {
    const index = doc?.sections.findIndex((section) => section.id === id) ?? -1;
    return index >= 0 ? String(index + 1) : id.slice(0, 8);
  };
  const previewUrl = (id: number) => {
    const url = new URL(location.href);
    url.searchParams.delete('edit');
    url.searchParams.set('v', String(id));
    return `${url.pathname}${url.search}`;
  };
  const list = versions.value;
  if (view.mode === 'restore')
    return (
      <RestoreConfirm
        view={view}
        t={t}
        lang={lang}
        label={view.sectionId ? t('restoreSection', { n: sectionNumber(view.sectionId) }) : t('restorePage')}
        onCancel={() => setView(view.back)}
      />
    );
  if (view.mode === 'compare')
    return (
      <Dialog
        // A new dialog per view: the focus starts in it again (the pressed button is gone).
        key="compare"
        title={t('compare.title')}
        onClose={() => setView({ mode: 'list' })}
        closeLabel={t('close')}
        className="dialog--wide"
      >
        <CompareDialogBody
          view={view}
          t={t}
          lang={lang}
          onChange={(next) => setView({ mode: 'compare', ...next })}
          onRestoreSection={(versionId, sectionId) =>
            setView({ mode: 'restore', versionId, sectionId, back: view })
          }
        />
        <div className="dialog__actions">
          <button type="button" onClick={() => setView({ mode: 'list' })}>
            {t('compare.back')}
          </button>
        </div>
      </Dialog>
    );
  return (
    <Dialog
      key="list"
      title={t('versionsTitle')}
      onClose={onClose}
      closeLabel={t('close')}
      className="dialog--wide"
    >
      {list.length === 0 ? <p>{t('noVersions')}</p> : null}
      <ol className="versions">
        {list.map((version, index) => (
          <li key={version.id} className="versions__item">
            <p>
              <strong>#{version.id}</strong> {formatInstant(version.created_at, lang, 'dateTime')}
              {version.created_by ? ` · ${version.created_by.name || version.created_by.username}` : ''}
            </p>
            {version.note ? <p className="versions__note">{noteOf(version, lang)}</p> : null}
            {version.comment ? <p className="versions__note">{version.comment}</p> : null}
            <div className="versions__actions">
              <a href={previewUrl(version.id)}>
                {t('preview')} <span className="visually-hidden">#{version.id}</span>
              </a>
              <button
                type="button"
                aria-label={t('compare.openVersion', { id: version.id })}
                onClick={() =>
                  setView({
                    mode: 'compare',
                    // The version before it (the list is newest first), else what visitors see.
                    from: String(list[index + 1]?.id ?? 'published'),
                    to: String(version.id),
                  })
                }
              >
                {t('compare.open')}
              </button>
              <button
                type="button"
                onClick={() => setView({ mode: 'restore', versionId: version.id, back: { mode: 'list' } })}
              >
                {t('restorePage')} <span className="visually-hidden">#{version.id}</span>
              </button>
              {version.section_ids.map((id) => (
                <button
                  key={id}
                  type="button"
                  onClick={() =>
                    setView({ mode: 'restore', versionId: version.id, sectionId: id, back: { mode: 'list' } })
                  }
                >
                  {t('restoreSection', { n: sectionNumber(id) })}{' '}
                  <span className="visually-hidden">#{version.id}</span>
                </button>
              ))}
            </div>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}

/**
 * Any two states side by side (issue 19 item 2): the draft, what visitors see, or a version, chosen
 * in two lists; per changed section a button restores it from the "after" version into the draft.
 */
function CompareDialogBody({
  view,
  t,
  lang,
  onChange,
  onRestoreSection,
}: {
  view: { from: string; to: string };
  t: EditorTexts;
  lang: Locale;
  onChange: (next: { from: string; to: string }) => void;
  onRestoreSection: (versionId: number, sectionId: string) => void;
}) {
  const answer = useComparison(view.from, view.to);
  const fromId = useId();
  const toId = useId();
  const options = [
    { value: 'draft', label: t('compare.draft') },
    { value: 'published', label: t('compare.published') },
    ...versions.value.map((version) => ({
      value: String(version.id),
      label: t('compare.version', {
        id: version.id,
        date: formatInstant(version.created_at, lang, 'dateTime'),
      }),
    })),
  ];
  const toVersion = /^\d+$/.test(view.to) ? Number(view.to) : null;
  return (
    <>
      <div className="compare__pick">
        <p className="field">
          <label htmlFor={fromId}>{t('compare.from')}</label>
          <select
            id={fromId}
            value={view.from}
            onChange={(event) => onChange({ ...view, from: event.target.value })}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </p>
        <p className="field">
          <label htmlFor={toId}>{t('compare.to')}</label>
          <select
            id={toId}
            value={view.to}
            onChange={(event) => onChange({ ...view, to: event.target.value })}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </p>
      </div>
      <Comparison
        answer={answer}
        t={t}
        lang={lang}
        {...(toVersion === null
          ? {}
          : {
              restoreLabel: (n: number) => t('compare.restoreSection', { n, id: toVersion }),
              onRestoreSection: (sectionId: string) => onRestoreSection(toVersion, sectionId),
            })}
      />
    </>
  );
}

/**
 * Restoring into the draft asks first, showing what will change side by side: the draft before,
 * the version after (`compare?from=draft&to={version}`), only the one section when restoring one.
 */
function RestoreConfirm({
  view,
  t,
  lang,
  label,
  onCancel,
}: {
  view: { versionId: number; sectionId?: string };
  t: EditorTexts;
  lang: Locale;
  label: string;
  onCancel: () => void;
}) {
  const answer = useComparison('draft', String(view.versionId));
  return (
    <Dialog title={t('compareTitle')} onClose={onCancel} closeLabel={t('close')} className="dialog--wide">
      <p>{t('restoreConfirm')}</p>
      <Comparison answer={answer} sectionId={view.sectionId} t={t} lang={lang} />
      <div className="dialog__actions">
        <button
          type="button"
          className="primary"
          onClick={async () => {
            const { versionId, sectionId } = view;
            onCancel();
            await restoreVersion(versionId, sectionId);
          }}
        >
          {label}
        </button>
        <button type="button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * The one preview banner (`?v=` and/or `?at=`): the server's text, slotted in (it also shows
 * without JavaScript), plus the restore button for a version preview.
 */
function PreviewBanner({ versionId, t }: { versionId: number | undefined; t: EditorTexts }) {
  const current = () => {
    const url = new URL(location.href);
    url.searchParams.delete('v');
    return `${url.pathname}${url.search}`;
  };
  return (
    <section className="version-banner" part="version-banner" aria-label={t('versions')}>
      <slot name="banner" />
      {versionId ? (
        <button
          type="button"
          onClick={async () => {
            if ((await restoreVersion(versionId)) === 'ok') location.assign(current());
          }}
        >
          {t('restoreThis')}
        </button>
      ) : null}
    </section>
  );
}

function LoginDialog({ t }: { t: EditorTexts }) {
  useSignals();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const userId = useId();
  const passwordId = useId();
  const errorId = useId();
  const error = loginError.value;
  return (
    <Dialog title={t('loginTitle')} onClose={closeLogin} closeLabel={t('close')} className="dialog--small">
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          await login(username, password);
          setBusy(false);
        }}
      >
        <p>{t('loginIntro')}</p>
        <div className="field">
          <label htmlFor={userId}>{t('username')}</label>
          <input
            id={userId}
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor={passwordId}>{t('password')}</label>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        {error ? (
          <p className="field__error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
        <div className="dialog__actions">
          <button type="submit" className="primary" disabled={busy}>
            {t('login')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

import { computed, signal } from '@preact/signals-core';
import type { $Fetch } from 'ofetch';
import { createApiClient } from '../client/api';
import type { RecordFinderAnswer } from '../contract/articles';
import type {
  CompareAnswer,
  ConflictBody,
  DeleteAnswer,
  DiscardAnswer,
  DraftState,
  EventFinderAnswer,
  ModulePreviewAnswer,
  ModuleWriteAnswer,
  MoveAnswer,
  PublishAnswer,
  RestoreAnswer,
  SectionWriteAnswer,
  StaffUserAnswer,
  VersionList,
  VersionSummary,
} from '../contract/editor';
import type { Locale } from '../contract/locales';
import type { MediaItem, MediaListAnswer } from '../contract/media';
import type { Page, Section } from '../contract/pages';
import { now } from '../domain/clock';
import { formatInstant } from '../domain/date-format';
import {
  deleteSection as deleteSectionFrom,
  type EditorDocument,
  type EditorModule,
  findModule,
  findSection,
  insertSection,
  keyboardTarget,
  type MoveDirection,
  replaceSection,
  type Slot,
} from '../domain/editor-document';
import {
  applyAction,
  inverseOf,
  type PageAction,
  sectionIndex,
  touchedSections,
  withoutModulesElsewhere,
} from '../domain/page-actions';
import {
  dropUndo,
  lastUndo,
  newestUndoSection,
  parseUndo,
  pushUndo,
  serialiseUndo,
  type UndoStack,
} from '../domain/undo-stack';
import { editorTexts } from '../i18n/editor';

/**
 * The page editor's state (spec: frame §4 Editing, §8 "HTTP 401 while editing"). Every write goes
 * through `write()`: it takes a backup of the sections it touches, sends the request, puts the
 * server's sections (with their new version tokens) in place, and turns failures into what staff
 * see: 400 → messages next to the fields, 401 → the login modal (the write is kept and sent again
 * after logging in), 409 → the conflict message and the section as it is now, anything else → the
 * error alert. Alerts hide after 4000 ms (spec: frame §9).
 */

export const ALERT_MS = 4000;

export interface EditorAlert {
  kind: 'saved' | 'error';
  message: string;
}

export interface EditorConfig {
  locale: Locale;
  pageId: number;
  pagePath: string;
  apiBase?: string;
  /** A staff version preview (`?v=`): the page is read in that version (spec: frame §2; R-ROUTE-49). */
  versionId?: number | undefined;
}

export const editorStatus = signal<'idle' | 'loading' | 'ready' | 'error'>('idle');
export const editorDocument = signal<EditorDocument | null>(null);
export const editorAlert = signal<EditorAlert | null>(null);
/** The live region's text: each keyboard or pointer move is announced (issue 6). */
export const announcement = signal('');
export const loginOpen = signal(false);
export const loginError = signal<string | null>(null);
/** The write waiting for a login (a 401 answered it); sent again after logging in. */
export const pendingWrite = signal<{ run: () => Promise<unknown>; cancel: () => void } | null>(null);
/** Server field messages of the last refused write, by field path inside the module. */
export const serverFieldErrors = signal<Record<string, string>>({});
/** Undo entries (inverse actions) per section (docs/decisions/0145). */
export const backups = signal<UndoStack>({});
/** Sections with a request under way (spec: frame §4 Section loading). */
export const busySections = signal<ReadonlySet<string>>(new Set());
export const versions = signal<VersionSummary[]>([]);
/** The page's draft state (issue 19): 'Entwurf' while it differs from what visitors see. */
export const draftState = signal<DraftState | null>(null);
export const staffUser = signal<StaffUserAnswer | null>(null);
/** The column the toolbar inserts into: the last one staff picked, else the first on the page. */
export const targetSlot = signal<Slot | null>(null);

export const canUndo = computed(() => Object.keys(backups.value).length > 0);

let config: EditorConfig = { locale: 'de', pageId: 0, pagePath: '' };
let api: $Fetch = createApiClient();
let alertTimer: ReturnType<typeof setTimeout> | undefined;

const backupKey = () => `foyer:editor-backups:${config.pageId}`;
/** The editor API under a language prefix: the page's, or (finders) the language of the text edited. */
const base = (locale: Locale = config.locale) => `/${locale}/pageeditor-api`;

export function configureEditor(next: EditorConfig): void {
  config = next;
  api = createApiClient({ apiBase: next.apiBase });
  backups.value = parseUndo(readStorage(backupKey()));
}

export function showAlert(alert: EditorAlert): void {
  editorAlert.value = alert;
  clearTimeout(alertTimer);
  alertTimer = setTimeout(() => {
    editorAlert.value = null;
  }, ALERT_MS);
}

export function announce(text: string): void {
  // The same text twice in a row must be read twice: clear first, then set.
  announcement.value = '';
  queueMicrotask(() => {
    announcement.value = text;
  });
}

export async function loadDocument(): Promise<void> {
  editorStatus.value = 'loading';
  try {
    const page = await api<Page>(`${base()}/page/${config.pagePath}`, {
      query: config.versionId ? { version_id: config.versionId } : {},
    });
    editorDocument.value = { pageId: page.id, sections: page.modules };
    editorStatus.value = 'ready';
    const first = page.modules[0];
    if (!targetSlot.value && first) targetSlot.value = { sectionId: first.id, column: 0 };
    await ensureContainers(page.modules);
  } catch {
    editorStatus.value = 'error';
  }
}

/**
 * A container module whose shared section does not exist yet gets it, empty, when staff open the
 * page (spec: frame §4 "On 404 a new empty container is created, only when logged in").
 */
export async function ensureContainers(sections: readonly Section[]): Promise<void> {
  const containers = new Map<string, string | undefined>();
  for (const section of sections)
    for (const column of section.columns)
      for (const child of column.children as EditorModule[])
        if (child.type === 'container' && typeof child.slug === 'string' && child.slug)
          containers.set(child.slug, typeof child.layout === 'string' ? child.layout : undefined);
  for (const [slug, layout] of containers) {
    const path = `${base()}/container/by-slug/${encodeURIComponent(slug)}`;
    try {
      await api(path);
    } catch (error) {
      if ((error as FetchFailure).status !== 404) continue;
      try {
        await api(path, { method: 'PUT', body: layout ? { layout } : {} });
      } catch {
        // The page still works without it; staff see the container empty.
      }
    }
  }
}

export async function loadUser(): Promise<void> {
  try {
    staffUser.value = await api<StaffUserAnswer>(`${base()}/user`);
  } catch {
    staffUser.value = null;
  }
}

/**
 * The page's versions, read again after a write that adds one. Writes do not wait for it: the
 * dialog that published closes on the write's answer, and the list follows (a signal).
 */
export async function loadVersions(): Promise<void> {
  try {
    const list = await api<VersionList>(`${base()}/page-versions/${config.pageId}`);
    versions.value = list.results;
  } catch {
    versions.value = [];
  }
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

type WriteResult = 'ok' | 'invalid' | 'login' | 'conflict' | 'error';

interface FetchFailure {
  status?: number;
  data?: unknown;
}

function setBusy(ids: readonly string[], busy: boolean): void {
  const next = new Set(busySections.value);
  for (const id of ids) busy ? next.add(id) : next.delete(id);
  busySections.value = next;
}

function saveUndo(next: UndoStack): void {
  backups.value = next;
  writeStorage(backupKey(), serialiseUndo(next));
}

let undoCounter = 0;
function rememberUndo(sections: readonly string[], inverse: PageAction | null): void {
  if (!inverse || sections.length === 0) return;
  undoCounter += 1;
  const at = now().getTime();
  saveUndo(pushUndo(backups.value, sections, { key: `${at}-${undoCounter}`, inverse, at }));
}

/**
 * Sends one write. `sections` are the sections it touches (marked busy); `apply` puts the answer
 * into the document; `quiet` writes (reorders) show no save alert (spec: frame §4 "after a
 * non-read, non-reorder request succeeds a save alert shows"). `before` is the document before an
 * optimistic change: a refused write puts it back (a 409 then shows the section as it is now).
 */
async function write<T>(options: {
  sections: string[];
  send: () => Promise<T>;
  apply: (answer: T, doc: EditorDocument) => EditorDocument;
  quiet?: boolean;
  savedMessage?: string;
  /** False for writes that are not edits of the draft (publish, discard). */
  draft?: boolean;
  before?: EditorDocument;
}): Promise<WriteResult> {
  const doc = editorDocument.value;
  if (!doc) return 'error';
  setBusy(options.sections, true);
  serverFieldErrors.value = {};
  try {
    const answer = await options.send();
    editorDocument.value = options.apply(answer, editorDocument.value ?? doc);
    // Every edit goes to the draft (issue 19); publish and discard set the state themselves.
    if (options.draft !== false && draftState.value)
      draftState.value = { ...draftState.value, has_draft: true };
    if (!options.quiet) showAlert({ kind: 'saved', message: options.savedMessage ?? savedText() });
    return 'ok';
  } catch (error) {
    const failure = error as FetchFailure;
    const body = (failure.data ?? {}) as { fields?: Record<string, string> };
    if (failure.status === 401) {
      // spec: frame §4 "A save that answers 401 opens a login modal"; the edit is kept.
      // The caller (the edit modal) waits until the write went through after the login, so it
      // closes only when the edit is saved; closing the login modal answers 'login'.
      return new Promise<WriteResult>((resolve) => {
        pendingWrite.value = {
          run: () => write(options).then(resolve),
          cancel: () => resolve('login'),
        };
        loginOpen.value = true;
      });
    }
    if (options.before) editorDocument.value = options.before;
    if (failure.status === 400 && body.fields) {
      const fields: Record<string, string> = {};
      for (const [path, message] of Object.entries(body.fields))
        fields[path.replace(/^module\./, '')] = message;
      serverFieldErrors.value = fields;
      // The fields say what is wrong (in the staff's language); the API's summary is for API clients.
      showAlert({ kind: 'error', message: texts()('fixErrors') });
      return 'invalid';
    }
    if (failure.status === 409) {
      const conflict = failure.data as ConflictBody;
      showAlert({ kind: 'error', message: conflictText(conflict, config.locale) });
      const current = editorDocument.value;
      if (current && conflict.section) editorDocument.value = replaceSection(current, conflict.section);
      else if (current && conflict.section_id)
        editorDocument.value = deleteSectionFrom(current, conflict.section_id);
      return 'conflict';
    }
    // Anything else: the API's message is English and for API clients; staff read the generic text.
    showAlert({ kind: 'error', message: errorText() });
    return 'error';
  } finally {
    setBusy(options.sections, false);
  }
}

/** The editor's texts in the page's language. */
const texts = () => editorTexts(config.locale);
const savedText = () => texts()('saved');
const errorText = () => texts()('failed');

/**
 * A 409 in the staff's language, from the answer's data rather than its (English) message:
 * who changed or deleted the section, and when.
 */
export function conflictText(conflict: Partial<ConflictBody>, locale: Locale): string {
  const t = editorTexts(locale);
  const name = conflict.changed_by?.name || conflict.changed_by?.username || t('someoneElse');
  if (!conflict.changed_at) return t('conflict', { name });
  const date = formatInstant(conflict.changed_at, locale, 'dateTime');
  return t(conflict.section === null ? 'conflictDeleted' : 'conflictChanged', { name, date });
}

function tokenOf(sectionId: string, doc = editorDocument.value): number {
  return (doc ? findSection(doc, sectionId)?.version : undefined) ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Actions (docs/decisions/0145): the editor applies the page action for its view at once, sends
// it, and keeps its inverse for undo. `actionRequest` is the one place an action becomes HTTP.
// ---------------------------------------------------------------------------------------------

/** What the server answered for an action: its sections (new tokens), and what it created. */
interface ActionAnswer {
  sections: Section[];
  module?: { id: string } | undefined;
}

function actionRequest(action: PageAction, tokens: EditorDocument): (() => Promise<ActionAnswer>) | null {
  const token = (id: string) => tokenOf(id, tokens);
  const one = (answer: SectionWriteAnswer | ModuleWriteAnswer): ActionAnswer => ({
    sections: answer.section ? [answer.section] : [],
    module: 'module' in answer ? answer.module : undefined,
  });
  const url = base();
  const id = encodeURIComponent;
  switch (action.type) {
    case 'insertModule': {
      const { sectionId, column, position } = action.to;
      return () =>
        api<ModuleWriteAnswer>(`${url}/module`, {
          method: 'POST',
          body: { section_id: sectionId, version: token(sectionId), column, position, module: action.module },
        }).then(one);
    }
    case 'updateModule': {
      const at = findModule(tokens, action.module.id);
      if (!at) return null;
      return () =>
        api<ModuleWriteAnswer>(`${url}/module/${id(action.module.id)}`, {
          method: 'PUT',
          body: { section_id: at.sectionId, version: token(at.sectionId), module: action.module },
        }).then(one);
    }
    case 'removeModule': {
      const at = findModule(tokens, action.moduleId);
      if (!at) return null;
      return () =>
        api<ModuleWriteAnswer>(`${url}/module/${id(action.moduleId)}`, {
          method: 'DELETE',
          query: { section_id: at.sectionId, version: token(at.sectionId) },
        }).then(one);
    }
    case 'moveModule': {
      const at = findModule(tokens, action.moduleId);
      if (!at) return null;
      const { sectionId, column, position } = action.to;
      return () =>
        api<MoveAnswer>(`${url}/module/${id(action.moduleId)}/move`, {
          method: 'POST',
          body: {
            from: { section_id: at.sectionId, version: token(at.sectionId) },
            to: { section_id: sectionId, version: token(sectionId), column, position },
          },
        }).then((answer) => ({ sections: answer.sections }));
    }
    case 'duplicateModule': {
      // The server draws the copy's ids (docs/decisions/0120); the action's ids are not sent.
      const at = findModule(tokens, action.moduleId);
      if (!at) return null;
      return () =>
        api<ModuleWriteAnswer>(`${url}/module/${id(action.moduleId)}/duplicate`, {
          method: 'POST',
          body: { section_id: at.sectionId, version: token(at.sectionId) },
        }).then(one);
    }
    case 'reorderModules':
      return () =>
        api<SectionWriteAnswer>(`${url}/section/${id(action.sectionId)}/reorder`, {
          method: 'POST',
          body: { version: token(action.sectionId), columns: action.columns },
        }).then(one);
    case 'changeLayout':
      return () =>
        api<SectionWriteAnswer>(`${url}/section/${id(action.sectionId)}`, {
          method: 'PATCH',
          body: { version: token(action.sectionId), layout: action.layout, ...(action.style ?? {}) },
        }).then(one);
    case 'restoreSection': {
      const { layout, extra_class, image, columns } = action.section;
      if (!findSection(tokens, action.section.id))
        // A deleted section re-created as it was, in its place (the undo of a section delete).
        return () =>
          api<SectionWriteAnswer>(`${url}/section`, {
            method: 'POST',
            body: {
              page_id: config.pageId,
              id: action.section.id,
              layout,
              position: action.position,
              ...(typeof extra_class === 'string' ? { extra_class } : {}),
              ...(typeof image === 'string' && image ? { image } : {}),
              columns,
            },
          }).then(one);
      return () =>
        api<SectionWriteAnswer>(`${url}/section/${id(action.section.id)}/content`, {
          method: 'PUT',
          body: {
            version: token(action.section.id),
            layout,
            ...(typeof extra_class === 'string' ? { extra_class } : {}),
            image: typeof image === 'string' && image ? image : null,
            columns,
          },
        }).then(one);
    }
    case 'removeSection':
      return () =>
        api<DeleteAnswer>(`${url}/section/${id(action.sectionId)}`, {
          method: 'DELETE',
          query: { version: token(action.sectionId) },
        }).then(() => ({ sections: [] }));
    case 'duplicateSection':
      return () =>
        api<SectionWriteAnswer>(`${url}/section/${id(action.sectionId)}/duplicate`, {
          method: 'POST',
          body: { version: token(action.sectionId) },
        }).then(one);
    case 'insertSection':
      return () =>
        api<SectionWriteAnswer>(`${url}/section`, {
          method: 'POST',
          body: { page_id: config.pageId, layout: action.section.layout, position: action.position },
        }).then(one);
    case 'moveSection':
      return null; // The editor has no section move of its own; the sections reorder API does it.
  }
}

/**
 * Performs a page action: applied to the document at once (the optimistic view), sent, the
 * server's sections put in place; on success its inverse goes on the undo stack of the sections
 * it touched. Actions whose new ids the server draws (duplicates, new sections) are shown when
 * the answer comes, and their inverse is built from it.
 */
async function perform(
  action: PageAction,
  options: { quiet?: boolean; savedMessage?: string; undoing?: boolean } = {},
): Promise<WriteResult> {
  const before = editorDocument.value;
  if (!before) return 'error';
  const send = actionRequest(action, before);
  if (!send) return 'error';
  const serverIds =
    action.type === 'duplicateModule' ||
    action.type === 'duplicateSection' ||
    action.type === 'insertSection';
  const sections = touchedSections(before, action).filter((id) => findSection(before, id));
  let inverse = serverIds ? null : inverseOf(before, action);
  if (!serverIds) {
    const optimistic = applyAction(before, action);
    if (optimistic.ok) editorDocument.value = optimistic.value;
  }
  const created: string[] = [];
  const result = await write<ActionAnswer>({
    sections,
    before,
    quiet: options.quiet ?? false,
    ...(options.savedMessage ? { savedMessage: options.savedMessage } : {}),
    send,
    apply: (answer, current) => {
      let next = current;
      if (action.type === 'removeSection') next = deleteSectionFrom(next, action.sectionId);
      for (const section of answer.sections) {
        if (!findSection(next, section.id)) {
          created.push(section.id);
          const position =
            action.type === 'duplicateSection'
              ? sectionIndex(next, action.sectionId) + 1
              : action.type === 'insertSection' || action.type === 'restoreSection'
                ? action.position
                : undefined;
          next = insertSection(next, section, position);
        } else next = replaceSection(next, section);
      }
      if (action.type === 'duplicateModule' && answer.module)
        inverse = { type: 'removeModule', moduleId: answer.module.id };
      const copy = created[0];
      if ((action.type === 'duplicateSection' || action.type === 'insertSection') && copy)
        inverse = { type: 'removeSection', sectionId: copy };
      return next;
    },
  });
  if (result === 'ok' && !options.undoing) {
    // A deleted section keeps its undo stack: its newest entry re-creates it (issue 19).
    const undoSections = [...sections, ...created];
    rememberUndo(
      action.type === 'duplicateSection' || action.type === 'insertSection' ? created : undoSections,
      inverse,
    );
  }
  return result;
}

export function addSection(layout: string, position?: number): Promise<WriteResult> {
  // The server makes the section and its id; the placeholder only carries the layout.
  const placeholder = { id: '', layout, columns: [] };
  return perform({ type: 'insertSection', section: placeholder, position }).then((result) => {
    const doc = editorDocument.value;
    const added = doc?.sections[position ?? doc.sections.length - 1];
    if (result === 'ok' && added) targetSlot.value = { sectionId: added.id, column: 0 };
    return result;
  });
}

export function deleteSection(sectionId: string): Promise<WriteResult> {
  return perform({ type: 'removeSection', sectionId });
}

export function changeLayout(sectionId: string, layout: string): Promise<WriteResult> {
  return perform({ type: 'changeLayout', sectionId, layout });
}

/** Creates a module (no id yet: it gets one here) or saves a changed one. */
export function saveModule(
  slot: Slot,
  module: Partial<EditorModule> & { type: string },
): Promise<WriteResult> {
  const doc = editorDocument.value as EditorDocument;
  const existing = module.id ? findModule(doc, module.id) : null;
  if (existing) return perform({ type: 'updateModule', module: { ...module, id: existing.module.id } });
  const created = { ...module, id: module.id ?? newModuleId() };
  return perform({
    type: 'insertModule',
    to: { sectionId: slot.sectionId, column: slot.column, position: slot.position },
    module: created,
  });
}

/** A new module's id: the server keeps a given id (the contract's moduleIdSchema). */
function newModuleId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Duplicates a module (issue 19 item 4): the server copies it under new ids right after the
 * original, in the draft. Undo removes the copy.
 */
export function duplicateModule(moduleId: string): Promise<WriteResult> {
  return perform({ type: 'duplicateModule', moduleId, ids: [] }, { savedMessage: texts()('duplicated') });
}

/** Duplicates a section right after it (issue 19 item 4); undo deletes the copy again. */
export function duplicateSection(sectionId: string): Promise<WriteResult> {
  return perform(
    { type: 'duplicateSection', sectionId, copyId: '', ids: [] },
    { savedMessage: texts()('duplicated') },
  );
}

export function deleteModule(moduleId: string): Promise<WriteResult> {
  return perform({ type: 'removeModule', moduleId });
}

/**
 * Moves a module (drag-and-drop or keyboard). The document changes at once so the module stays
 * under the pointer or focus; the server's sections replace it when it answers. A reorder shows
 * no save alert (spec: frame §4) but the live region says where the module went.
 */
export async function moveModule(
  moduleId: string,
  to: Slot,
  describeMove: (slot: Slot) => string,
): Promise<WriteResult> {
  const doc = editorDocument.value;
  if (!doc || !findModule(doc, moduleId)) return 'error';
  const action: PageAction = {
    type: 'moveModule',
    moduleId,
    to: { sectionId: to.sectionId, column: to.column, position: to.position },
  };
  if (!applyAction(doc, action).ok) return 'error';
  const result = perform(action, { quiet: true });
  announce(describeMove(to));
  return result;
}

export function moveModuleBy(
  moduleId: string,
  direction: MoveDirection,
  describeMove: (slot: Slot) => string,
) {
  const doc = editorDocument.value;
  const to = doc ? keyboardTarget(doc, moduleId, direction) : null;
  if (!to) {
    announce(texts()('cannotMove'));
    return Promise.resolve<WriteResult>('error');
  }
  return moveModule(moduleId, to, describeMove);
}

/**
 * Undo the last edit of a section (spec: frame §4): its inverse action, sent like any action. The
 * entry is used up when the server took it; one that no longer applies (its section or module is
 * gone) is dropped with a message.
 */
export async function undo(sectionId?: string): Promise<WriteResult> {
  const doc = editorDocument.value;
  if (!doc) return 'error';
  const id = sectionId ?? newestUndoSection(backups.value);
  if (!id) return 'error';
  const entry = lastUndo(backups.value, id);
  if (!entry) return 'error';
  // A module moved to another section since stays there: the undo puts back the rest (0145).
  const inverse = withoutModulesElsewhere(doc, entry.inverse);
  const recreates = inverse.type === 'restoreSection' && inverse.section.id === id;
  if (
    (!findSection(doc, id) && !recreates) ||
    !applyAction(doc, inverse).ok ||
    !actionRequest(inverse, doc)
  ) {
    announce(texts()('sectionGone'));
    saveUndo(dropUndo(backups.value, entry.key));
    return 'error';
  }
  const result = await perform(inverse, { quiet: true, undoing: true });
  if (result !== 'ok') return result;
  saveUndo(dropUndo(backups.value, entry.key));
  showAlert({
    kind: 'saved',
    message: texts()(inverse === entry.inverse ? 'undone' : 'undoneKeptMoved'),
  });
  return 'ok';
}

/**
 * Two states of the page compared (issue 19 item 2): `compare?from=&to=` (a version id, `draft` or
 * `published`), the changes per section and module in words and both states' sections for the
 * side-by-side view. Restoring shows `from=draft&to={version}` first. Null when it cannot be read.
 */
export async function compareStates(from: string, to: string): Promise<CompareAnswer | null> {
  try {
    return await api<CompareAnswer>(`${base()}/page-versions/${config.pageId}/compare`, {
      query: { from, to },
    });
  } catch {
    return null;
  }
}

/** Restores a version into the draft: the whole page, or one section of it. */
export function restoreVersion(versionId: number, sectionId?: string): Promise<WriteResult> {
  const doc = editorDocument.value;
  const tokens: Record<string, number> = {};
  for (const section of doc?.sections ?? [])
    if (!sectionId || section.id === sectionId) tokens[section.id] = section.version;
  return write<RestoreAnswer>({
    sections: sectionId ? [sectionId] : (doc?.sections.map((section) => section.id) ?? []),
    send: () =>
      api(`${base()}/page-versions/${versionId}/restore`, {
        method: 'POST',
        body: sectionId ? { section_id: sectionId, versions: tokens } : { versions: tokens },
      }),
    apply: (answer, current) => ({ ...current, sections: answer.sections }),
    savedMessage: texts()('versionRestored'),
  }).then((result) => {
    if (result === 'ok') void loadVersions();
    return result;
  });
}

// ---------------------------------------------------------------------------------------------
// Drafts and publishing (issue 19 item 1; docs/decisions/0090)
// ---------------------------------------------------------------------------------------------

export async function loadDraftState(): Promise<void> {
  try {
    draftState.value = await api<DraftState>(`${base()}/draft/${config.pageId}`);
  } catch {
    draftState.value = null;
  }
}

/**
 * Publishes the draft now, or schedules it (`at`, ISO with offset). Every section is named with
 * its token: a change by someone else since is a 409 (the write path shows who, and the section).
 */
export function publishDraft(note: string, at?: string): Promise<WriteResult> {
  const doc = editorDocument.value;
  const tokens: Record<string, number> = {};
  for (const section of doc?.sections ?? []) tokens[section.id] = section.version;
  return write<PublishAnswer>({
    sections: [],
    draft: false,
    send: () =>
      api(`${base()}/draft/${config.pageId}/publish`, {
        method: 'POST',
        body: { versions: tokens, ...(note ? { note } : {}), ...(at ? { at } : {}) },
      }),
    apply: (answer, current) => {
      draftState.value = answer.state;
      return current;
    },
    savedMessage: at
      ? texts()('scheduledFor', { date: formatInstant(at, config.locale, 'dateTime') })
      : texts()('published'),
  }).then((result) => {
    if (result === 'ok') void loadVersions();
    return result;
  });
}

/** Discards the draft: the page goes back to what visitors see. */
export function discardDraft(): Promise<WriteResult> {
  const doc = editorDocument.value;
  return write<DiscardAnswer>({
    sections: doc?.sections.map((section) => section.id) ?? [],
    draft: false,
    send: () => api(`${base()}/draft/${config.pageId}/discard`, { method: 'POST' }),
    apply: (answer, current) => {
      draftState.value = answer.state;
      return { ...current, sections: answer.sections };
    },
    savedMessage: texts()('discarded'),
  }).then((result) => {
    if (result === 'ok') void loadVersions();
    return result;
  });
}

/** Logs in from the login modal and sends the write that was refused with 401. */
export async function login(username: string, password: string): Promise<boolean> {
  loginError.value = null;
  try {
    staffUser.value = await api<StaffUserAnswer>(`${base()}/login`, {
      method: 'POST',
      body: { username, password },
    });
  } catch (error) {
    const status = (error as FetchFailure).status;
    loginError.value = texts()(status === 429 ? 'loginTooMany' : 'loginInvalid');
    return false;
  }
  loginOpen.value = false;
  const pending = pendingWrite.value;
  pendingWrite.value = null;
  if (pending) await pending.run();
  return true;
}

export function closeLogin(): void {
  loginOpen.value = false;
  pendingWrite.value?.cancel();
  pendingWrite.value = null;
}

function readStorage(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: backups then live for this page view only.
  }
}

/** An entry of the editor's finders (spec: frame §3 link finder, image finder). */
export interface FinderEntry {
  url: string;
  /** Media library: a preview, and false for an image that needs alt text before use. */
  thumbnail?: string;
  usable?: boolean;
  mediaId?: number;
  /** Venue finder: the venue's id (what the Venue module stores). */
  id?: number;
  /** Image finder: the file name; link finder: the page title or the event and its date. */
  name: string;
  kind?: 'page' | 'event';
}

/**
 * What the image or link finder offers for a search text; an empty list when the call fails. The
 * link finder answers with the addresses of `locale` (`/en/…` for an English text), the page's
 * language unless told.
 */
export async function findEntries(
  kind: 'images' | 'links' | 'venues' | 'audio' | 'video',
  q: string,
  locale: Locale = config.locale,
): Promise<FinderEntry[]> {
  try {
    if (kind === 'audio' || kind === 'video') {
      // The media library's files of the kind (issue 18).
      const answer = await api<MediaListAnswer>(`${base()}/media/`, { query: { kind, ...(q ? { q } : {}) } });
      return answer.results.map((item) => ({
        url: item.url,
        name: item.title || item.name,
        mediaId: item.id,
      }));
    }
    const answer = await api<{
      results: Array<{
        url: string;
        id?: number;
        name?: string;
        title?: string;
        address?: string;
        kind?: 'page' | 'event';
        thumbnail?: string;
        usable?: boolean;
      }>;
    }>(`${base(locale)}/finder/${kind}`, { query: q ? { q } : {} });
    return answer.results.map((entry) => ({
      url: entry.url,
      ...(entry.id === undefined ? {} : { id: entry.id }),
      name: [entry.name ?? entry.title ?? entry.url, entry.address].filter(Boolean).join(' – '),
      kind: entry.kind,
      ...(kind === 'images' && entry.id !== undefined ? { mediaId: entry.id } : {}),
      ...(entry.thumbnail ? { thumbnail: entry.thumbnail } : {}),
      ...(entry.usable === undefined ? {} : { usable: entry.usable }),
    }));
  } catch {
    return [];
  }
}

/**
 * Uploads a file to the media library from the finder (issue 18 "an upload right in the finder"):
 * the stored file, or the server's message (413 too large, 415 not an accepted type …).
 */
export async function uploadToLibrary(
  form: FormData,
): Promise<{ ok: true; item: MediaItem } | { ok: false; message: string }> {
  try {
    const answer = await api<{ item: MediaItem }>(`${base()}/media/`, { method: 'POST', body: form });
    return { ok: true, item: answer.item };
  } catch (error) {
    const data = (error as { data?: { message?: string } }).data;
    return { ok: false, message: data?.message ?? String((error as Error).message ?? error) };
  }
}

/** The magazine's finders (articles by title, categories by name), or the chosen ones by `ids`; null on failure. */
export async function findRecords(
  kind: 'articles' | 'article-categories',
  q: string,
  ids: ReadonlyArray<string | number> = [],
): Promise<RecordFinderAnswer | null> {
  try {
    const query: Record<string, string> = {};
    if (q.trim()) query.q = q.trim();
    if (ids.length) query.ids = ids.join(',');
    return await api<RecordFinderAnswer>(`${base()}/finder/${kind}`, { query });
  } catch {
    return null;
  }
}

/**
 * One page of the event finder (spec: frame §3 "event finder"): online events whose name holds
 * the search text, upcoming first, with their names and detail paths in `locale` (the page's
 * language unless told); null when the call fails (the popup says so).
 */
export async function findEvents(
  q: string,
  page = 1,
  locale: Locale = config.locale,
): Promise<EventFinderAnswer | null> {
  try {
    const query: Record<string, string> = {};
    if (q.trim()) query.q = q.trim();
    if (page > 1) query.page = String(page);
    return await api<EventFinderAnswer>(`${base(locale)}/finder/events`, { query });
  } catch {
    return null;
  }
}

/** One module rendered by the server with its data, for the editor's preview (issue 19). */
export function previewModule(module: unknown, at?: string): Promise<ModulePreviewAnswer> {
  return api<ModulePreviewAnswer>(`${base()}/module-preview`, {
    method: 'POST',
    body: module as Record<string, unknown>,
    query: at ? { at } : {},
  });
}

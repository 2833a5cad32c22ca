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
  type Backups,
  deleteModule as deleteModuleFrom,
  deleteSection as deleteSectionFrom,
  type EditorDocument,
  type EditorModule,
  findModule,
  findSection,
  insertSection,
  keyboardTarget,
  lastBackup,
  type MoveDirection,
  moveModule as moveModuleIn,
  parseBackups,
  popBackup,
  pushBackup,
  pushCreated,
  replaceSection,
  type Slot,
  undoSteps,
} from '../domain/editor-document';
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
export const backups = signal<Backups>({});
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
const base = () => `/${config.locale}/pageeditor-api`;

export function configureEditor(next: EditorConfig): void {
  config = next;
  api = createApiClient({ apiBase: next.apiBase });
  backups.value = parseBackups(readStorage(backupKey()));
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

function saveBackups(next: Backups): void {
  backups.value = next;
  writeStorage(backupKey(), JSON.stringify(next));
}

/**
 * Sends one write. `sections` are the sections it touches (backed up first unless `backup` is
 * false); `apply` puts the answer into the document; `quiet` writes (reorders) show no save alert
 * (spec: frame §4 "after a non-read, non-reorder request succeeds a save alert shows").
 */
async function write<T>(options: {
  sections: string[];
  send: () => Promise<T>;
  apply: (answer: T, doc: EditorDocument) => EditorDocument;
  quiet?: boolean;
  backup?: boolean;
  savedMessage?: string;
  /** False for writes that are not edits of the draft (publish, discard). */
  draft?: boolean;
}): Promise<WriteResult> {
  const doc = editorDocument.value;
  if (!doc) return 'error';
  setBusy(options.sections, true);
  serverFieldErrors.value = {};
  try {
    const answer = await options.send();
    if (options.backup !== false) {
      let next = backups.value;
      for (const id of options.sections) next = pushBackup(next, doc, id, now().getTime());
      saveBackups(next);
    }
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

function tokenOf(sectionId: string): number {
  return findSection(editorDocument.value as EditorDocument, sectionId)?.version ?? 0;
}

export function addSection(layout: string, position?: number): Promise<WriteResult> {
  return write<SectionWriteAnswer>({
    sections: [],
    send: () =>
      api(`${base()}/section`, { method: 'POST', body: { page_id: config.pageId, layout, position } }),
    apply: (answer, doc) => {
      targetSlot.value = { sectionId: answer.section.id, column: 0 };
      return insertSection(doc, answer.section, position);
    },
  });
}

export function deleteSection(sectionId: string): Promise<WriteResult> {
  return write<DeleteAnswer>({
    sections: [sectionId],
    send: () =>
      api(`${base()}/section/${encodeURIComponent(sectionId)}`, {
        method: 'DELETE',
        query: { version: tokenOf(sectionId) },
      }),
    apply: (_answer, doc) => deleteSectionFrom(doc, sectionId),
  });
}

export function changeLayout(sectionId: string, layout: string): Promise<WriteResult> {
  return write<SectionWriteAnswer>({
    sections: [sectionId],
    send: () =>
      api(`${base()}/section/${encodeURIComponent(sectionId)}`, {
        method: 'PATCH',
        body: { version: tokenOf(sectionId), layout },
      }),
    apply: (answer, doc) => replaceSection(doc, answer.section),
  });
}

/** Creates a module (no id yet) or saves a changed one. */
export function saveModule(
  slot: Slot,
  module: Partial<EditorModule> & { type: string },
): Promise<WriteResult> {
  const existing = module.id ? findModule(editorDocument.value as EditorDocument, module.id) : null;
  if (existing) {
    return write<ModuleWriteAnswer>({
      sections: [existing.sectionId],
      send: () =>
        api(`${base()}/module/${encodeURIComponent(existing.module.id)}`, {
          method: 'PUT',
          body: { section_id: existing.sectionId, version: tokenOf(existing.sectionId), module },
        }),
      apply: (answer, doc) => replaceSection(doc, answer.section),
    });
  }
  return write<ModuleWriteAnswer>({
    sections: [slot.sectionId],
    send: () =>
      api(`${base()}/module`, {
        method: 'POST',
        body: {
          section_id: slot.sectionId,
          version: tokenOf(slot.sectionId),
          column: slot.column,
          position: slot.position,
          module,
        },
      }),
    apply: (answer, doc) => replaceSection(doc, answer.section),
  });
}

/**
 * Duplicates a module (issue 19 item 4): the server copies it under new ids right after the
 * original, in the draft. Undo removes the copy (the section's backup does not hold it).
 */
export function duplicateModule(moduleId: string): Promise<WriteResult> {
  const at = findModule(editorDocument.value as EditorDocument, moduleId);
  if (!at) return Promise.resolve('error');
  return write<ModuleWriteAnswer>({
    sections: [at.sectionId],
    send: () =>
      api(`${base()}/module/${encodeURIComponent(moduleId)}/duplicate`, {
        method: 'POST',
        body: { section_id: at.sectionId, version: tokenOf(at.sectionId) },
      }),
    apply: (answer, doc) => replaceSection(doc, answer.section),
    savedMessage: texts()('duplicated'),
  });
}

/**
 * Duplicates a section right after it (issue 19 item 4). The copy is a new section: its backup
 * is marked `created`, so undo deletes it again.
 */
export async function duplicateSection(sectionId: string): Promise<WriteResult> {
  const doc = editorDocument.value;
  const index = doc ? doc.sections.findIndex((section) => section.id === sectionId) : -1;
  if (!doc || index < 0) return 'error';
  let copyId: string | undefined;
  const result = await write<SectionWriteAnswer>({
    sections: [sectionId],
    backup: false,
    send: () =>
      api(`${base()}/section/${encodeURIComponent(sectionId)}/duplicate`, {
        method: 'POST',
        body: { version: tokenOf(sectionId) },
      }),
    apply: (answer, current) => {
      copyId = answer.section.id;
      return insertSection(current, answer.section, index + 1);
    },
    savedMessage: texts()('duplicated'),
  });
  const copy = copyId ? findSection(editorDocument.value as EditorDocument, copyId) : undefined;
  if (result === 'ok' && copy) saveBackups(pushCreated(backups.value, copy, index + 1, now().getTime()));
  return result;
}

export function deleteModule(moduleId: string): Promise<WriteResult> {
  const at = findModule(editorDocument.value as EditorDocument, moduleId);
  if (!at) return Promise.resolve('error');
  return write<ModuleWriteAnswer>({
    sections: [at.sectionId],
    send: () =>
      api(`${base()}/module/${encodeURIComponent(moduleId)}`, {
        method: 'DELETE',
        query: { section_id: at.sectionId, version: tokenOf(at.sectionId) },
      }),
    apply: (answer, doc) =>
      answer.section ? replaceSection(doc, answer.section) : deleteModuleFrom(doc, moduleId),
  });
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
  const from = doc ? findModule(doc, moduleId) : null;
  if (!doc || !from) return 'error';
  const fromToken = tokenOf(from.sectionId);
  const toToken = tokenOf(to.sectionId);
  editorDocument.value = moveModuleIn(doc, moduleId, to);
  announce(describeMove(to));
  const result = await write<MoveAnswer>({
    sections: [...new Set([from.sectionId, to.sectionId])],
    send: () =>
      api(`${base()}/module/${encodeURIComponent(moduleId)}/move`, {
        method: 'POST',
        body: {
          from: { section_id: from.sectionId, version: fromToken },
          to: { section_id: to.sectionId, version: toToken, column: to.column, position: to.position },
        },
      }),
    apply: (answer, current) => answer.sections.reduce(replaceSection, current),
    quiet: true,
  });
  // The backup must be the document before the move, not the optimistic one.
  if (result === 'ok') {
    let next = backups.value;
    for (const id of new Set([from.sectionId, to.sectionId])) {
      next = popBackup(next, id);
      next = pushBackup(next, doc, id, now().getTime());
    }
    saveBackups(next);
  } else if (result !== 'login' && result !== 'conflict') editorDocument.value = doc;
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
 * Undo to the last backup of a section (spec: frame §4): the writes that bring the section back
 * are sent one after the other; the backup is used up when they all succeed.
 */
export async function undo(sectionId?: string): Promise<WriteResult> {
  const doc = editorDocument.value;
  if (!doc) return 'error';
  const id = sectionId ?? newestBackupSection();
  if (!id) return 'error';
  const backup = lastBackup(backups.value, id);
  if (!backup) return 'error';
  const current = findSection(doc, id);
  if (!current) {
    announce(texts()('sectionGone'));
    saveBackups(popBackup(backups.value, id));
    return 'error';
  }
  if (backup.created) {
    // The section was created by the edit (a duplicate): its inverse deletes it.
    const result = await write<DeleteAnswer>({
      sections: [id],
      backup: false,
      quiet: true,
      send: () =>
        api(`${base()}/section/${encodeURIComponent(id)}`, {
          method: 'DELETE',
          query: { version: tokenOf(id) },
        }),
      apply: (_answer, next) => deleteSectionFrom(next, id),
    });
    if (result !== 'ok') return result;
    saveBackups(popBackup(backups.value, id));
    showAlert({ kind: 'saved', message: texts()('undone') });
    return 'ok';
  }
  const elsewhere = new Set<string>();
  for (const section of doc.sections)
    if (section.id !== id)
      for (const column of section.columns) for (const child of column.children) elsewhere.add(child.id);
  for (const step of undoSteps(current, backup.section, elsewhere)) {
    const result = await undoStep(id, step);
    if (result !== 'ok') return result;
  }
  saveBackups(popBackup(backups.value, id));
  showAlert({
    kind: 'saved',
    message: texts()('undone'),
  });
  return 'ok';
}

function undoStep(sectionId: string, step: ReturnType<typeof undoSteps>[number]): Promise<WriteResult> {
  const common = { sections: [sectionId], backup: false, quiet: true };
  const apply = (answer: { section: Section }, doc: EditorDocument) => replaceSection(doc, answer.section);
  const url = `${base()}`;
  switch (step.kind) {
    case 'layout':
      return write<SectionWriteAnswer>({
        ...common,
        send: () =>
          api(`${url}/section/${encodeURIComponent(sectionId)}`, {
            method: 'PATCH',
            body: { version: tokenOf(sectionId), layout: step.layout },
          }),
        apply,
      });
    case 'delete':
      return write<ModuleWriteAnswer>({
        ...common,
        send: () =>
          api(`${url}/module/${encodeURIComponent(step.moduleId)}`, {
            method: 'DELETE',
            query: { section_id: sectionId, version: tokenOf(sectionId) },
          }),
        apply,
      });
    case 'update':
      return write<ModuleWriteAnswer>({
        ...common,
        send: () =>
          api(`${url}/module/${encodeURIComponent(step.module.id)}`, {
            method: 'PUT',
            body: { section_id: sectionId, version: tokenOf(sectionId), module: step.module },
          }),
        apply,
      });
    case 'create':
      return write<ModuleWriteAnswer>({
        ...common,
        send: () =>
          api(`${url}/module`, {
            method: 'POST',
            body: {
              section_id: sectionId,
              version: tokenOf(sectionId),
              column: step.column,
              position: step.position,
              module: step.module,
            },
          }),
        apply,
      });
    case 'reorder':
      return write<SectionWriteAnswer>({
        ...common,
        send: () =>
          api(`${url}/section/${encodeURIComponent(sectionId)}/reorder`, {
            method: 'POST',
            body: { version: tokenOf(sectionId), columns: step.columns },
          }),
        apply,
      });
  }
}

function newestBackupSection(): string | undefined {
  let newest: { id: string; at: number } | undefined;
  for (const [id, list] of Object.entries(backups.value)) {
    const at = list.at(-1)?.at ?? 0;
    if (!newest || at >= newest.at) newest = { id, at };
  }
  return newest?.id;
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
  }).then(async (result) => {
    if (result === 'ok') await loadVersions();
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
    backup: false,
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
  }).then(async (result) => {
    if (result === 'ok') await loadVersions();
    return result;
  });
}

/** Discards the draft: the page goes back to what visitors see. */
export function discardDraft(): Promise<WriteResult> {
  const doc = editorDocument.value;
  return write<DiscardAnswer>({
    sections: doc?.sections.map((section) => section.id) ?? [],
    backup: false,
    draft: false,
    send: () => api(`${base()}/draft/${config.pageId}/discard`, { method: 'POST' }),
    apply: (answer, current) => {
      draftState.value = answer.state;
      return { ...current, sections: answer.sections };
    },
    savedMessage: texts()('discarded'),
  }).then(async (result) => {
    if (result === 'ok') await loadVersions();
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

/** What the image or link finder offers for a search text; an empty list when the call fails. */
export async function findEntries(
  kind: 'images' | 'links' | 'venues' | 'audio' | 'video',
  q: string,
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
    }>(`${base()}/finder/${kind}`, { query: q ? { q } : {} });
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

/**
 * One page of the event finder (spec: frame §3 "event finder"): online events whose name holds
 * the search text, upcoming first; null when the call fails (the popup says so).
 */
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

export async function findEvents(q: string, page = 1): Promise<EventFinderAnswer | null> {
  try {
    const query: Record<string, string> = {};
    if (q.trim()) query.q = q.trim();
    if (page > 1) query.page = String(page);
    return await api<EventFinderAnswer>(`${base()}/finder/events`, { query });
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

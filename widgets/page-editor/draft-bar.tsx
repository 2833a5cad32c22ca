import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, useState } from 'react';
import type { Locale } from '../../src/contract/locales';
import { formatInstant } from '../../src/domain/date-format';
import type { EditorTexts } from '../../src/i18n/editor';
import { discardDraft, draftState, publishDraft } from '../../src/state/editor';
import { AccessibilityReport, checkDraft, moduleHandle } from './accessibility-check';
import { Dialog } from './dialog';
import { fromLocalInput } from './fields';

/**
 * The draft's part of the toolbar (issue 19 item 1; docs/decisions/0090): the state ('Entwurf'
 * while the draft differs from what visitors see, a scheduled publish), 'Vorschau als Besucher'
 * (the draft without the editor), 'Veröffentlichen' (now or at a time, with a note) and
 * 'Änderungen verwerfen' (after a confirmation).
 */
export function DraftBar({ t, lang }: { t: EditorTexts; lang: Locale }) {
  useSignals();
  const [publishing, setPublishing] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const state = draftState.value;
  const hasDraft = state?.has_draft ?? false;
  const previewUrl = () => {
    const url = new URL(location.href);
    url.searchParams.delete('edit');
    url.searchParams.set('preview', '');
    return `${url.pathname}${url.search}`;
  };
  return (
    <div className="draft-bar" part="draft-bar">
      <span
        className={hasDraft ? 'draft-state draft-state--draft' : 'draft-state'}
        part="draft-state"
        title={hasDraft ? t('draftExplain') : t('draftCleanExplain')}
      >
        {hasDraft ? t('draftState') : t('draftClean')}
        <span className="visually-hidden">: {hasDraft ? t('draftExplain') : t('draftCleanExplain')}</span>
      </span>
      {state?.scheduled ? (
        <span className="draft-scheduled">
          {t('scheduledFor', { date: formatInstant(state.scheduled.publish_at, lang, 'dateTime') })}
        </span>
      ) : null}
      <a href={previewUrl()}>{t('previewAsVisitor')}</a>
      <button type="button" className="primary" onClick={() => setPublishing(true)}>
        {t('publish')}
      </button>
      <button type="button" disabled={!hasDraft && !state?.scheduled} onClick={() => setDiscarding(true)}>
        {t('discard')}
      </button>
      {publishing ? <PublishDialog t={t} lang={lang} onClose={() => setPublishing(false)} /> : null}
      {discarding ? (
        <Dialog
          title={t('discard')}
          onClose={() => setDiscarding(false)}
          closeLabel={t('close')}
          className="dialog--small"
        >
          <p>{t('discardConfirm')}</p>
          <div className="dialog__actions">
            <button
              type="button"
              className="danger"
              onClick={async () => {
                setDiscarding(false);
                await discardDraft();
              }}
            >
              {t('discard')}
            </button>
            <button type="button" onClick={() => setDiscarding(false)}>
              {t('cancel')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

/**
 * Publishing (now or at a time, with a note), after the page's accessibility check (issue 19
 * item 5): its problems are listed, each with a button to the module; publishing stays possible
 * ('Trotzdem veröffentlichen').
 */
function PublishDialog({ t, lang, onClose }: { t: EditorTexts; lang: Locale; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [when, setWhen] = useState('');
  const [saving, setSaving] = useState(false);
  const [problems] = useState(checkDraft);
  const goTo = useRef<HTMLElement | null>(null);
  const noteId = useId();
  const whenId = useId();
  const submitLabel = problems.length
    ? when
      ? t('publishScheduleAnyway')
      : t('publishAnyway')
    : when
      ? t('publishSchedule')
      : t('publishNow');
  return (
    <Dialog
      title={t('publish')}
      onClose={onClose}
      closeLabel={t('close')}
      className={problems.length ? '' : 'dialog--small'}
      returnFocus={goTo}
    >
      <AccessibilityReport
        problems={problems}
        t={t}
        lang={lang}
        onShow={(moduleId) => {
          goTo.current = moduleHandle(moduleId);
          onClose();
        }}
      />
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          setSaving(true);
          const result = await publishDraft(note.trim(), when ? fromLocalInput(when) : undefined);
          setSaving(false);
          if (result !== 'invalid') onClose();
        }}
      >
        <p className="field">
          <label htmlFor={noteId}>{t('publishNote')}</label>
          <input id={noteId} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
        </p>
        <p className="field">
          <label htmlFor={whenId}>{t('publishAt')}</label>
          <input
            id={whenId}
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
          />
        </p>
        <div className="dialog__actions">
          <button type="submit" className="primary" disabled={saving}>
            {saving ? t('busy') : submitLabel}
          </button>
          <button type="button" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

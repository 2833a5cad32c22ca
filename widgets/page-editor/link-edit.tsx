import { useId, useState } from 'react';
import type { Locale } from '../../src/contract/common';
import type { EditorTexts } from '../../src/i18n/editor';
import { Dialog } from './dialog';
import { EventFinder } from './event-finder';
import { Finder } from './finder';

export interface LinkValue {
  href: string;
  /** target="_blank" with rel="noopener noreferrer" (spec: frame §5 links). */
  newWindow: boolean;
}

/** What rich-text links may point to, as the server's sanitiser and module schemas accept. */
const SAFE_LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[^\s]+|\/(?!\/)[^\s]*|#[^\s]*)$/i;

/**
 * The link edit popup of the rich-text editor (spec: frame §3 "popups for … link edit", §5 links):
 * the address (https:// to start with), the link finder and the event finder to fill it, "open in
 * a new window", and removing an existing link. The caller applies the result to the text. The
 * finders offer the addresses of the text's language (`contentLocale`): an English text links to
 * `/en/…`, whatever the staff's language.
 */
export function LinkEdit({
  initial,
  existing,
  t,
  locale,
  contentLocale,
  onApply,
  onRemove,
  onClose,
}: {
  initial: LinkValue;
  /** The selection is in a link already: offer to remove it. */
  existing: boolean;
  t: EditorTexts;
  /** The staff's language (the popup's texts and dates). */
  locale: Locale;
  /** The language of the text the link goes into. */
  contentLocale: Locale;
  onApply: (link: LinkValue) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const [href, setHref] = useState(initial.href || 'https://');
  const [newWindow, setNewWindow] = useState(initial.newWindow);
  const [error, setError] = useState('');
  const [finder, setFinder] = useState<'links' | 'events' | null>(null);
  const id = useId();
  const apply = () => {
    const value = href.trim();
    if (!value || value === 'https://') return setError(t('linkRequired'));
    if (!SAFE_LINK.test(value)) return setError(t('linkInvalid'));
    onApply({ href: value, newWindow });
    onClose();
  };
  const pick = (url: string) => {
    setHref(url);
    setError('');
  };
  return (
    <Dialog title={existing ? t('editLink') : t('addLink')} onClose={onClose} closeLabel={t('close')}>
      <div className="fields">
        <div className={`field${error ? ' field--invalid' : ''}`}>
          <label htmlFor={id} className="field__label">
            {t('linkUrl')}
            <span className="field__required"> ({t('required')})</span>
          </label>
          <div className="finder-field">
            <input
              id={id}
              type="url"
              data-autofocus
              inputMode="url"
              value={href}
              aria-required="true"
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setHref(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  apply();
                }
              }}
            />
            <button type="button" onClick={() => setFinder('links')}>
              {t('linkFinder')}
            </button>
            <button type="button" onClick={() => setFinder('events')}>
              {t('eventFinder')}
            </button>
          </div>
          {error ? (
            <p className="field__error" id={`${id}-error`}>
              {error}
            </p>
          ) : null}
        </div>
        <div className="field field--boolean">
          <input
            id={`${id}-new-window`}
            type="checkbox"
            checked={newWindow}
            onChange={(event) => setNewWindow(event.target.checked)}
          />
          <label htmlFor={`${id}-new-window`}>{t('newWindow')}</label>
        </div>
      </div>
      <div className="dialog__actions">
        <button type="button" className="primary" onClick={apply}>
          {t('applyLink')}
        </button>
        {existing ? (
          <button
            type="button"
            onClick={() => {
              onRemove();
              onClose();
            }}
          >
            {t('removeLink')}
          </button>
        ) : null}
        <button type="button" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
      {finder === 'links' ? (
        <Finder
          kind="links"
          t={t}
          contentLocale={contentLocale}
          onPick={pick}
          onClose={() => setFinder(null)}
        />
      ) : null}
      {finder === 'events' ? (
        <EventFinder
          t={t}
          locale={locale}
          contentLocale={contentLocale}
          onPick={pick}
          onClose={() => setFinder(null)}
        />
      ) : null}
    </Dialog>
  );
}

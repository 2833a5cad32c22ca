import { useEffect, useId, useState } from 'react';
import type { EditorTexts } from '../../src/i18n/editor';
import { type FinderEntry, findEntries } from '../../src/state/editor';
import { Dialog } from './dialog';

/**
 * The image finder and the link finder (spec: frame §3 "popups for link finder, image finder"): a
 * modal with a search box and the matching media files, or pages and events; choosing one writes
 * its URL into the field. Typing the URL by hand still works.
 */
export function Finder({
  kind,
  t,
  onPick,
  onClose,
}: {
  kind: 'images' | 'links' | 'venues';
  t: EditorTexts;
  /** The entry's URL, or for venues its id. */
  onPick: (value: string) => void;
  onClose: () => void;
}) {
  const [q, setQ] = useState('');
  const [entries, setEntries] = useState<FinderEntry[] | null>(null);
  const searchId = useId();
  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      const found = await findEntries(kind, q);
      if (current) setEntries(found);
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [kind, q]);
  return (
    <Dialog
      title={kind === 'images' ? t('imageFinder') : kind === 'venues' ? t('venueFinder') : t('linkFinder')}
      onClose={onClose}
      closeLabel={t('close')}
      className="dialog--wide"
    >
      <p className="field">
        <label htmlFor={searchId} className="field__label">
          {t('finderSearch')}
        </label>
        <input
          id={searchId}
          data-autofocus
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </p>
      {entries === null ? (
        <p role="status">{t('loading')}</p>
      ) : entries.length === 0 ? (
        <p role="status">{t('finderEmpty')}</p>
      ) : (
        <ul
          className={kind === 'images' ? 'finder finder--images' : 'finder'}
          aria-label={t('finderResults')}
        >
          {entries.map((entry) => (
            <li key={entry.url}>
              <button
                type="button"
                className="finder__entry"
                onClick={() => {
                  onPick(kind === 'venues' ? String(entry.id ?? '') : entry.url);
                  onClose();
                }}
              >
                {kind === 'images' ? <img src={entry.url} alt="" width={96} height={64} /> : null}
                <span>
                  {entry.kind === 'event'
                    ? `${t('finderEvent')}: `
                    : entry.kind === 'page'
                      ? `${t('finderPage')}: `
                      : ''}
                  {entry.name}
                </span>
                {kind === 'links' ? <span className="finder__url">{entry.url}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '../../src/contract/common';
import type { EditorTexts } from '../../src/i18n/editor';
import { type FinderEntry, findEntries, uploadToLibrary } from '../../src/state/editor';
import { Dialog } from './dialog';

type FinderKind = 'images' | 'links' | 'venues' | 'audio' | 'video';
const LIBRARY_KINDS = new Set<FinderKind>(['images', 'audio', 'video']);
/** What the upload offers per finder (the server checks the content: docs/decisions/0055). */
const ACCEPT: Partial<Record<FinderKind, string>> = {
  images: 'image/jpeg,image/png,image/webp,image/avif,image/gif',
  audio: 'audio/mpeg,audio/mp4,audio/aac,audio/ogg',
  video: 'video/mp4,video/webm',
};

/**
 * The image finder and the link finder (spec: frame §3 "popups for link finder, image finder"): a
 * modal with a search box and the matching media files, or pages and events; choosing one writes
 * its URL into the field. Typing the URL by hand still works. The image, audio and video finders
 * show the media library (issue 18) with an upload right here: an image needs alt text (or
 * "decorative") before it can be chosen.
 */
export function Finder({
  kind,
  t,
  contentLocale,
  onPick,
  onClose,
}: {
  kind: FinderKind;
  t: EditorTexts;
  /** The language of the text the link goes into: the link finder offers its addresses (`/en/…`); the page's if not given. */
  contentLocale?: Locale;
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
      const found = await findEntries(kind, q, contentLocale);
      if (current) setEntries(found);
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [kind, q, contentLocale]);
  const pick = (value: string) => {
    onPick(value);
    onClose();
  };
  const title =
    kind === 'images'
      ? t('imageFinder')
      : kind === 'audio'
        ? t('audioFinder')
        : kind === 'video'
          ? t('videoFinder')
          : kind === 'venues'
            ? t('venueFinder')
            : t('linkFinder');
  return (
    <Dialog title={title} onClose={onClose} closeLabel={t('close')} className="dialog--wide">
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
                disabled={entry.usable === false}
                aria-describedby={entry.usable === false ? `${searchId}-alt-${entry.mediaId}` : undefined}
                onClick={() => pick(kind === 'venues' ? String(entry.id ?? '') : entry.url)}
              >
                {kind === 'images' ? (
                  <img src={entry.thumbnail ?? entry.url} alt="" width={96} height={64} />
                ) : null}
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
              {entry.usable === false ? (
                <span id={`${searchId}-alt-${entry.mediaId}`} className="finder__note">
                  {t('libraryNeedsAlt')}{' '}
                  <a href={`/admin/media/${entry.mediaId}/change`} target="_blank" rel="noopener">
                    {t('libraryEdit')}
                  </a>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {LIBRARY_KINDS.has(kind) ? <LibraryUpload kind={kind} t={t} onUploaded={pick} /> : null}
    </Dialog>
  );
}

/**
 * The upload of the finder: the file (and for images its alt text), stored in the library and
 * chosen. A group, not a form: the finder opens inside the edit form, and forms do not nest.
 */
function LibraryUpload({
  kind,
  t,
  onUploaded,
}: {
  kind: FinderKind;
  t: EditorTexts;
  onUploaded: (url: string) => void;
}) {
  const id = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const submit = async () => {
    const form = new FormData();
    for (const input of group.current?.querySelectorAll('input') ?? []) {
      if (input.type === 'file') {
        const file = input.files?.[0];
        if (file) form.append('file', file);
      } else if (input.type === 'checkbox') {
        if (input.checked) form.append(input.name, 'on');
      } else if (input.value) form.append(input.name, input.value);
    }
    if (!form.has('file')) return setState({ busy: false, error: t('libraryChooseFile') });
    setState({ busy: true, error: null });
    const result = await uploadToLibrary(form);
    if (!result.ok)
      return setState({ busy: false, error: t('libraryUploadFailed', { message: result.message }) });
    if (result.item.usable) {
      setState({ busy: false, error: null });
      onUploaded(result.item.url);
    } else setState({ busy: false, error: t('libraryNeedsAlt') });
  };
  return (
    <fieldset className="finder__upload" ref={group}>
      <legend>{t('libraryUpload')}</legend>
      <p className="field">
        <label htmlFor={`${id}-file`} className="field__label">
          {t('libraryFile')}
        </label>
        <input id={`${id}-file`} type="file" name="file" accept={ACCEPT[kind]} />
      </p>
      {kind === 'images' ? (
        <>
          <p className="field">
            <label htmlFor={`${id}-alt-de`} className="field__label">
              {t('libraryAltDe')}
            </label>
            <input id={`${id}-alt-de`} type="text" name="alt_de" maxLength={300} />
          </p>
          <p className="field">
            <label htmlFor={`${id}-alt-en`} className="field__label">
              {t('libraryAltEn')}
            </label>
            <input id={`${id}-alt-en`} type="text" name="alt_en" maxLength={300} />
          </p>
          <p className="field field--check">
            <input id={`${id}-decorative`} type="checkbox" name="decorative" />{' '}
            <label htmlFor={`${id}-decorative`}>{t('libraryDecorative')}</label>
          </p>
        </>
      ) : null}
      {state.error ? (
        <p role="alert" className="field__error">
          {state.error}
        </p>
      ) : null}
      <button type="button" disabled={state.busy} onClick={submit}>
        {state.busy ? t('libraryUploading') : t('libraryUploadSubmit')}
      </button>
    </fieldset>
  );
}

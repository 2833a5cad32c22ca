import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { EMBED_PROVIDERS, embedFrameUrl, isEmbedProvider } from '../../src/domain/embeds';
import { embedTexts } from '../../src/i18n/embed';
import {
  allowMediaOnce,
  consentRevision,
  initConsent,
  mediaAllowed,
  mediaAllowedOnce,
  saveConsent,
  storedConsent,
} from '../../src/state/consent';
import { type ElementProps, emit, hostOf } from '../shared/define';
import styles from './embed.styles.css';

export interface EmbedProps extends ElementProps {
  provider?: string;
  src?: string;
  /** Accessible name of the frame (and of the placeholder). */
  title?: string;
  locale?: string;
  apiBase?: string;
  /** Policy revision, when no cookie banner on the page has set it. */
  revision?: number;
}

export function Embed({ provider, src, title, locale = 'de', apiBase, revision, container }: EmbedProps) {
  useSignals();
  const t = embedTexts(locale);
  // The banner normally reads the consent; an embed on a page without one reads it itself.
  useEffect(() => {
    if (storedConsent.value === null) initConsent({ revision: Number(revision) || consentRevision.value });
  }, [revision]);

  const frameUrl = embedFrameUrl(provider, src);
  // A provider or source outside the allowlist keeps the light-DOM fallback link only.
  if (!frameUrl || !isEmbedProvider(provider)) {
    return (
      <>
        <style>{styles}</style>
        <slot />
      </>
    );
  }
  const label = EMBED_PROVIDERS[provider]?.label ?? provider;
  const allowed = mediaAllowed.value || mediaAllowedOnce.value.has(provider);

  const allowAlways = async () => {
    const current = storedConsent.value?.choices;
    const record = await saveConsent(
      { statistics: current?.statistics === true, media: true },
      { locale, apiBase },
    );
    emit(hostOf(container), 'foyer-consent-changed', {
      necessary: true,
      statistics: record.choices.statistics,
      media: record.choices.media,
      revision: record.revision,
    });
  };

  return (
    <>
      <style>{styles}</style>
      {allowed ? (
        <iframe
          className="frame"
          part="frame"
          src={frameUrl}
          title={title || label}
          loading="lazy"
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className="placeholder" part="placeholder">
          <p className="notice" part="notice">
            {t('notice', { provider: label })}
          </p>
          <div className="actions">
            <button type="button" className="button" part="button" onClick={() => allowMediaOnce(provider)}>
              {t('once')}
            </button>
            <button type="button" className="button" part="button" onClick={allowAlways}>
              {t('always')}
            </button>
          </div>
          <div className="fallback">
            <slot />
          </div>
        </div>
      )}
    </>
  );
}

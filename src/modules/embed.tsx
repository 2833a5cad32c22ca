import { createElement, type ReactNode } from 'react';
import { z } from 'zod';
import type { Locale } from '../contract/common';
import { checkEmbed, type EmbedKind } from '../domain/embeds';
import { modulesTexts } from '../i18n/modules';
import { apiMessage, REQUIRED_MESSAGE } from './fields';

/**
 * Embed code of a provider on the allowlist of its kind (spec: frame §5; domains in DESIGN).
 * Stored as entered; the renderer derives the one URL to load with `checkEmbed`.
 */
export const embedCode = (kind: EmbedKind) =>
  z
    .string({ message: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(20_000, apiMessage('tooLong', { max: 20_000 }))
    .superRefine((value, context) => {
      const check = checkEmbed(kind, value);
      if (!check.ok)
        context.addIssue({
          code: 'custom',
          message:
            check.reason === 'required'
              ? REQUIRED_MESSAGE
              : apiMessage('embedProviders', { providers: check.allowed }),
        });
    });

/**
 * Third-party media never render an iframe here: `<foyer-embed>` (built by the consent area)
 * shows a click-to-load placeholder until external media are allowed, then loads `src`. Its
 * light-DOM content is the fallback without JavaScript or consent: a link to the medium with its
 * title, and the poster if there is one.
 */
export function ThirdPartyEmbed(props: {
  provider: string;
  providerLabel: string;
  src: string;
  /** Where a visitor without consent or JavaScript can open the medium. */
  href: string;
  title: string;
  locale: Locale;
  poster?: { url: string; alt: string; width?: number; height?: number };
  /** Aspect ratio hint for the placeholder, e.g. "16/9". */
  ratio?: string;
}): ReactNode {
  const fallback = (
    <a className="m-embed__fallback" href={props.href} rel="noopener noreferrer" target="_blank">
      {props.poster ? (
        <img
          className="m-embed__poster"
          src={props.poster.url}
          alt={props.poster.alt}
          width={props.poster.width}
          height={props.poster.height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <span className="m-embed__label">
        {props.title} <small>({`${modulesTexts(props.locale)('openOn')} ${props.providerLabel}`})</small>
      </span>
    </a>
  );
  return createElement(
    'foyer-embed',
    {
      provider: props.provider,
      src: props.src,
      title: props.title,
      locale: props.locale,
      ...(props.ratio ? { ratio: props.ratio } : {}),
      ...(props.poster ? { poster: props.poster.url } : {}),
    },
    fallback,
  );
}

/** An embed of a kind: provider and URL from the stored code, or nothing if it no longer passes. */
export function EmbedOf(props: {
  kind: EmbedKind;
  code: string;
  title: string;
  locale: Locale;
  ratio?: string;
}) {
  const check = checkEmbed(props.kind, props.code);
  if (!check.ok) return null;
  return (
    <ThirdPartyEmbed
      provider={check.provider.name}
      providerLabel={check.provider.label}
      src={check.url}
      href={check.url}
      title={props.title}
      locale={props.locale}
      ratio={props.ratio}
    />
  );
}

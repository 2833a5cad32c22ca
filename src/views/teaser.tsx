import type { Locale } from '../contract/common';
import type { TeaserItem } from '../domain/events';
import { cardsTexts } from '../i18n/cards';
import type { EditableAttributes } from '../modules/editable';
import { type CardImage, CardImg } from './card-image';
import { Heading, type HeadingLevel, partIf } from './heading';

/** What a teaser shows; the programme's list teasers and the Teaser item module map to it. */
export interface TeaserData {
  headline: string;
  preline?: string;
  subline?: string;
  text?: string;
  /** Where the teaser leads; without one it is not a link. */
  link?: string | null;
  /** The 'more' line's text (default 'Mehr erfahren'). */
  linkText?: string;
  image?: CardImage | null;
  /** A style name of the design settings (programme teasers: style1/2/3), as a `teaser--{style}` class. */
  style?: string;
}

/**
 * A teaser: preline, headline (the link, which covers the whole card), subline, text and a 'more'
 * line that only repeats the link for the eye. `card` (default): the image above the text (the
 * Teaser List module); `banner`: the image as the background behind the text (the programme's
 * list teasers, spec: programme §3 Event teaser "large used as background"). The article is named
 * by its headline.
 */
export function Teaser({
  teaser,
  locale,
  layout = 'card',
  headingLevel = 3,
  parts = false,
  editable,
}: {
  teaser: TeaserData;
  locale: Locale;
  layout?: 'card' | 'banner';
  headingLevel?: HeadingLevel;
  /** Inside the programme element's shadow root: `part="teaser"`. */
  parts?: boolean;
  /** In the editing canvas: the attributes that mark a text as editable in place (src/modules/editable.ts). */
  editable?: (field: 'preline' | 'headline' | 'subline' | 'text') => EditableAttributes;
}) {
  const mark = (field: 'preline' | 'headline' | 'subline' | 'text') => editable?.(field) ?? {};
  const { image, link } = teaser;
  const background =
    layout === 'banner' && image
      ? { backgroundImage: `url("${image.src.replace(/"/g, '%22')}")` }
      : undefined;
  const className = ['teaser', `teaser--${layout}`, teaser.style ? `teaser--${teaser.style}` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <article
      className={className}
      part={partIf(parts, 'teaser')}
      aria-label={teaser.headline}
      style={background}
    >
      {image && layout === 'card' ? <CardImg className="teaser__image" image={image} /> : null}
      <div className="teaser__body">
        {teaser.preline ? (
          <p className="teaser__preline" {...mark('preline')}>
            {teaser.preline}
          </p>
        ) : null}
        <Heading level={headingLevel} className="teaser__headline">
          {link ? (
            <a href={link} {...mark('headline')}>
              {teaser.headline}
            </a>
          ) : editable ? (
            <span {...mark('headline')}>{teaser.headline}</span>
          ) : (
            teaser.headline
          )}
        </Heading>
        {teaser.subline ? (
          <p className="teaser__subline" {...mark('subline')}>
            {teaser.subline}
          </p>
        ) : null}
        {teaser.text ? (
          <p className="teaser__text" {...mark('text')}>
            {teaser.text}
          </p>
        ) : null}
        {link ? (
          <p className="teaser__more" aria-hidden="true">
            {teaser.linkText || cardsTexts(locale)('more')} →
          </p>
        ) : null}
      </div>
    </article>
  );
}

/**
 * A programme list teaser (spec: programme §3 Event teaser): the link defaults to the root, the
 * large thumbnail is the background.
 */
export function programmeTeaser(teaser: TeaserItem): TeaserData {
  const background = teaser.image_thumbnails?.large;
  return {
    headline: teaser.headline,
    preline: teaser.preline,
    subline: teaser.subline,
    link: teaser.link || '/',
    linkText: teaser.link_text,
    image: background ? { src: background, alt: '' } : null,
    style: teaser.style,
  };
}

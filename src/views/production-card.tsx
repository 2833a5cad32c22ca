import type { Locale } from '../contract/common';
import type { ProductionItem } from '../contract/productions';
import { formatNextDate, productionPreline } from '../domain/productions';
import { cardsTexts } from '../i18n/cards';
import { CardImg } from './card-image';
import { Heading, type HeadingLevel, partIf } from './heading';

/**
 * A production card (spec: programme §2 Productions, §4 Productions list): its image (the alt text
 * the editors wrote, or empty: the name beside it says what the card is; an empty box of the same
 * shape without one), season · type, the name linking to the production's page, the subtitle and
 * the next date. The kind, subtitle and next-date classes are those of the production page's
 * header, which looks the same. Drawn by the productions page's server fallback and by
 * `<foyer-production-list>`.
 */
export function ProductionCard({
  production,
  locale,
  headingLevel = 2,
  parts = false,
}: {
  production: Pick<
    ProductionItem,
    'name' | 'url' | 'subtitle' | 'images' | 'season' | 'exhibition_type' | 'next_date'
  >;
  locale: Locale;
  /** 2 by default: the cards are the page's list under its h1. */
  headingLevel?: HeadingLevel;
  /** Inside the element's shadow root: `part="production"` and `production-link`. */
  parts?: boolean;
}) {
  const image = production.images[0];
  const kind = productionPreline(production);
  return (
    <article className="production-card" part={partIf(parts, 'production')}>
      <div className="production-card__media">
        {image ? (
          <CardImg
            image={{ src: image.thumbnails.medium, alt: image.alt, width: image.width, height: image.height }}
          />
        ) : null}
      </div>
      <div className="production-card__body">
        {kind ? <p className="production-kind">{kind}</p> : null}
        {/* The card's one heading, without a class (site.css `.production-card h2`; the element's
            styles select it under the body), as the productions page has always written it. */}
        <Heading level={headingLevel}>
          <a href={production.url} part={partIf(parts, 'production-link')}>
            {production.name}
          </a>
        </Heading>
        {production.subtitle ? <p className="production-subtitle">{production.subtitle}</p> : null}
        {production.next_date ? (
          <p className="production-next">
            {cardsTexts(locale)('nextDate')}{' '}
            <time dateTime={production.next_date}>{formatNextDate(production.next_date, locale)}</time>
          </p>
        ) : null}
      </div>
    </article>
  );
}

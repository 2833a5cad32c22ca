import type { EventItem } from '../../../src/contract/events';
import { otherLocale } from '../../../src/contract/locales';
import type { SeriesItem } from '../../../src/contract/series';
import { t } from '../../../src/i18n';
import { seriesPath } from '../../db/series/series.repository';
import { type FrameData, renderSitePage } from '../../render/site-page';
import { RecordStaffTools } from '../../render/staff-tools';
import { OfflineNotice, plainText, UpcomingEvents } from '../../render/upcoming-events';
import { subscriptionsPath } from './subscriptions';

export interface SeriesPageOptions {
  frame: FrameData;
  siteUrl: string;
  series: SeriesItem & { is_online: boolean };
  events: EventItem[];
  staff: boolean;
}

/** A series' subscription offer: what it contains and the link to book it in the webshop. */
export function SubscriptionOffer(props: {
  series: SeriesItem;
  locale: SeriesPageOptions['frame']['locale'];
  headingLevel?: 2 | 3;
}) {
  const { series, locale } = props;
  if (!series.subscription) return null;
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className="series-subscription" aria-labelledby={`subscription-${series.id}`}>
      <Heading id={`subscription-${series.id}`}>{t(locale, 'series.subscription')}</Heading>
      {/* Editor-authored HTML, sanitised when stored. */}
      <div dangerouslySetInnerHTML={{ __html: series.subscription }} />
      {series.subscription_url ? (
        <p>
          <a className="button-primary" href={series.subscription_url}>
            {t(locale, 'series.bookNamed', { name: series.name })}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/**
 * `/{locale}/series/{slug}/{id}` (spec: frame §2 series detail; issue 16): description, the
 * upcoming events with their quick-buy, and the subscription offer. No page class (spec: frame §2).
 */
export function renderSeriesPage({ frame, siteUrl, series, events, staff }: SeriesPageOptions) {
  const { locale } = frame;
  const other = otherLocale(locale);
  return renderSitePage({
    frame,
    siteUrl,
    title: series.name,
    meta: {
      description: plainText(series.description || series.subscription || series.name),
      ogImage: series.image ? siteUrl + series.image.thumbnails.large : null,
      ogType: 'website',
    },
    crumbs: [
      { title: t(locale, 'site.home'), url: `/${locale}` },
      { title: t(locale, 'series.subscriptionsTitle'), url: subscriptionsPath(locale) },
      { title: series.name, url: series.url },
    ],
    languages: {
      [locale]: series.url,
      [other]: seriesPath(other, series.slug[other] ?? series.slug.de, series.id),
    },
    children: (
      <article className="series-detail">
        {staff ? <RecordStaffTools locale={locale} pathname={series.url} /> : null}
        {series.is_online ? null : <OfflineNotice text={t(locale, 'series.offline')} />}
        <header className="page-header series-header">
          <p className="series-kind">{t(locale, 'series.kind')}</p>
          <h1>{series.name}</h1>
        </header>
        {series.image ? (
          <img
            className="series-image"
            src={series.image.thumbnails.large}
            alt={series.image.alt}
            width={series.image.width}
            height={series.image.height}
          />
        ) : null}
        {series.description ? (
          <div className="series-description" dangerouslySetInnerHTML={{ __html: series.description }} />
        ) : null}
        <section className="series-events" aria-labelledby="series-events">
          <h2 id="series-events">{t(locale, 'series.events')}</h2>
          {events.length > 0 ? (
            <UpcomingEvents events={events} locale={locale} widget={frame.design.quickBuyWidget} />
          ) : (
            <p>{t(locale, 'series.noEvents')}</p>
          )}
        </section>
        <SubscriptionOffer series={series} locale={locale} />
      </article>
    ),
  });
}

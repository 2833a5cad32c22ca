import type { Locale } from '../../../src/contract/common';
import type { SeriesItem } from '../../../src/contract/series';
import { t } from '../../../src/i18n';
import { type FrameData, renderSitePage } from '../../render/site-page';
import { SubscriptionOffer } from './detail';

/** The subscriptions page: `/de/abonnements`, `/en/subscriptions` (the webshop's series redirect). */
export const subscriptionsPath = (locale: Locale) => `/${locale}/${t(locale, 'webshop.subscriptionsPath')}`;

/**
 * The series with a subscription offer (spec: frame §2 "the webticket series path redirects to
 * the subscription page"; issue 16): per series its name linking to its page, its description
 * and the offer with the webshop link.
 */
export function renderSubscriptionsPage(props: { frame: FrameData; siteUrl: string; series: SeriesItem[] }) {
  const { frame } = props;
  const { locale } = frame;
  return renderSitePage({
    frame,
    siteUrl: props.siteUrl,
    title: t(locale, 'series.subscriptionsTitle'),
    meta: { description: t(locale, 'series.subscriptionsMeta'), ogType: 'website' },
    crumbs: [
      { title: t(locale, 'site.home'), url: `/${locale}` },
      { title: t(locale, 'series.subscriptionsTitle'), url: subscriptionsPath(locale) },
    ],
    languages: { de: subscriptionsPath('de'), en: subscriptionsPath('en') },
    children: (
      <div className="subscriptions-page">
        <header className="page-header">
          <h1>{t(locale, 'series.subscriptionsTitle')}</h1>
          <p>{t(locale, 'series.subscriptionsIntro')}</p>
        </header>
        {props.series.length === 0 ? <p>{t(locale, 'series.noSubscriptions')}</p> : null}
        <ul className="subscription-list">
          {props.series.map((series) => (
            <li key={series.id} className="subscription-item">
              <h2>
                <a href={series.url}>{series.name}</a>
              </h2>
              {series.description ? (
                <div
                  className="series-description"
                  dangerouslySetInnerHTML={{ __html: series.description }}
                />
              ) : null}
              <SubscriptionOffer series={series} locale={locale} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    ),
  });
}

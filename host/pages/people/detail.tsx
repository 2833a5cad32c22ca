import type { EventItem } from '../../../src/contract/events';
import { otherLocale } from '../../../src/contract/locales';
import type { PersonDetail } from '../../../src/contract/people';
import { t } from '../../../src/i18n';
import type { PersonProduction } from '../../db/people/people.repository';
import { personPath } from '../../db/people/people.repository';
import { type FrameData, renderSitePage } from '../../render/site-page';
import { RecordStaffTools } from '../../render/staff-tools';
import { jsonLdText } from '../../render/structured-data';
import { OfflineNotice, plainText, UpcomingEvents } from '../../render/upcoming-events';

export interface PersonPageOptions {
  frame: FrameData;
  siteUrl: string;
  person: PersonDetail & { is_online: boolean };
  productions: PersonProduction[];
  events: EventItem[];
  staff: boolean;
}

/** schema.org Person of a person's page. */
export function personJsonLd(person: PersonDetail, siteUrl: string, siteName: string) {
  const portrait = person.portrait;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: person.name,
    url: siteUrl + person.url,
    ...(person.function ? { jobTitle: person.function } : {}),
    ...(portrait ? { image: portrait.url.startsWith('http') ? portrait.url : siteUrl + portrait.url } : {}),
    ...(person.biography ? { description: plainText(person.biography, 300) } : {}),
    worksFor: { '@type': 'Organization', name: siteName, url: siteUrl },
  };
}

/**
 * `/{locale}/team/{slug}/{id}` (spec: frame §2 person detail; issue 16): portrait, function,
 * biography, the productions the person works in and their upcoming events, with schema.org
 * `Person` data. The ensemble-detail route carries no page class (spec: frame §2).
 */
export function renderPersonPage({ frame, siteUrl, person, productions, events, staff }: PersonPageOptions) {
  const { locale } = frame;
  const other = otherLocale(locale);
  const portrait = person.portrait;
  return renderSitePage({
    frame,
    siteUrl,
    title: person.name,
    meta: {
      description: plainText(person.biography || person.function),
      ogImage: portrait ? siteUrl + portrait.thumbnails.large : null,
      ogType: 'profile',
    },
    crumbs: [
      { title: t(locale, 'site.home'), url: `/${locale}` },
      { title: t(locale, 'people.title'), url: `/${locale}/team` },
      { title: person.name, url: person.url },
    ],
    languages: {
      [locale]: person.url,
      [other]: personPath(other, person.slug[other] ?? person.slug.de, person.id),
    },
    children: (
      <article className="person-detail">
        {staff ? <RecordStaffTools locale={locale} pathname={person.url} /> : null}
        {person.is_online ? null : <OfflineNotice text={t(locale, 'people.offline')} />}
        <script
          type="application/ld+json"
          // JSON-LD is data, never run (jsonLdText).
          dangerouslySetInnerHTML={{
            __html: jsonLdText(personJsonLd(person, siteUrl, frame.design.siteName)),
          }}
        />
        <header className="page-header person-header">
          {portrait ? (
            <img
              className="person-portrait"
              src={portrait.thumbnails.large}
              alt={portrait.alt}
              width={portrait.width}
              height={portrait.height}
            />
          ) : null}
          <div>
            {person.categories.length > 0 ? (
              <p className="person-categories">{person.categories.map((item) => item.name).join(' · ')}</p>
            ) : null}
            <h1>{person.name}</h1>
            {person.function ? <p className="person-function">{person.function}</p> : null}
          </div>
        </header>
        {person.biography ? (
          <section className="person-section person-biography" aria-labelledby="person-biography">
            <h2 id="person-biography">{t(locale, 'people.biography')}</h2>
            {/* Editor-authored HTML, sanitised when stored (admin) or written by the demo seed. */}
            <div dangerouslySetInnerHTML={{ __html: person.biography }} />
          </section>
        ) : null}
        {productions.length > 0 ? (
          <section className="person-section person-productions" aria-labelledby="person-productions">
            <h2 id="person-productions">{t(locale, 'people.productions')}</h2>
            <ul className="person-production-list">
              {productions.map((production) => (
                <li key={production.id}>
                  <a href={production.url}>{production.name}</a>
                  {production.roles.length > 0 ? (
                    <span className="person-production-roles"> – {production.roles.join(', ')}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="person-section person-events" aria-labelledby="person-events">
          <h2 id="person-events">{t(locale, 'people.events')}</h2>
          {events.length > 0 ? (
            <UpcomingEvents events={events} locale={locale} widget={frame.design.quickBuyWidget} />
          ) : (
            <p>{t(locale, 'people.noEvents', { name: person.name })}</p>
          )}
        </section>
        <p className="person-back">
          <a href={`/${locale}/team`}>{t(locale, 'people.backToTeam')}</a>
        </p>
      </article>
    ),
  });
}

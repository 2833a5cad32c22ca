import type { PersonCategory, PersonItem } from '../../../src/contract/people';
import { t } from '../../../src/i18n';
import { PersonCard } from '../../../src/views/person-card';
import { type FrameData, renderSitePage } from '../../render/site-page';

export interface TeamPageOptions {
  frame: FrameData;
  siteUrl: string;
  groups: Array<{ category: PersonCategory; persons: PersonItem[] }>;
}

/** A category's people as a grid of person cards. */
function PersonGrid({ persons }: { persons: PersonItem[] }) {
  return (
    <ul className="person-grid">
      {persons.map((person) => (
        <li key={person.id}>
          <PersonCard person={person} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

/**
 * `/{locale}/team` (spec: frame §2 ensemble; issue 16): the people grouped by category in the
 * categories' order. With the design settings' team accordion each category is a disclosure
 * (`<details>`/`<summary>`: keyboard and screen-reader complete, and working without JavaScript);
 * otherwise a section under its heading.
 */
export function renderTeamPage({ frame, siteUrl, groups }: TeamPageOptions): string {
  const { locale } = frame;
  const accordion = frame.design.teamAccordion;
  const count = (n: number) => t(locale, n === 1 ? 'people.count.one' : 'people.count.other', { count: n });
  return renderSitePage({
    frame,
    siteUrl,
    title: t(locale, 'people.title'),
    meta: { description: t(locale, 'people.metaDescription'), ogType: 'website' },
    crumbs: [
      { title: t(locale, 'site.home'), url: `/${locale}` },
      { title: t(locale, 'people.title'), url: `/${locale}/team` },
    ],
    languages: { de: '/de/team', en: '/en/team' },
    children: (
      <div className="team-page">
        <header className="page-header">
          <h1>{t(locale, 'people.title')}</h1>
        </header>
        {groups.length === 0 ? <p>{t(locale, 'people.empty')}</p> : null}
        {accordion ? (
          <div className="team-accordion">
            {groups.map(({ category, persons }, index) => (
              <details key={category.id} className="team-group" open={index === 0}>
                <summary className="team-group__summary">
                  <h2 className="team-group__title">{category.name}</h2>
                  <span className="team-group__count">{count(persons.length)}</span>
                </summary>
                <PersonGrid persons={persons} />
              </details>
            ))}
          </div>
        ) : (
          groups.map(({ category, persons }) => (
            <section
              key={category.id}
              className="team-group"
              aria-labelledby={`team-${category.id}`}
              id={category.slug[locale] ?? category.slug.de}
            >
              <h2 id={`team-${category.id}`} className="team-group__title">
                {category.name}
              </h2>
              <PersonGrid persons={persons} />
            </section>
          ))
        )}
      </div>
    ),
  });
}

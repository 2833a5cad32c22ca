import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { productionRecord } from './fixtures';
import { ProductionCard } from './production-card';

describe('ProductionCard', () => {
  it('draws image, season · type, name link, subtitle and next date; plain markup on the server', () => {
    expect(renderToStaticMarkup(<ProductionCard production={productionRecord(1)} locale="de" />)).toBe(
      '<article class="production-card">' +
        '<div class="production-card__media"><img src="/media/p1-m.jpg" alt="Bühnenbild" width="1600" height="900" loading="lazy" decoding="async"/></div>' +
        '<div class="production-card__body">' +
        '<p class="production-kind">2026/27 · Oper</p>' +
        '<h2><a href="/de/produktionen/produktion-1/1">Produktion 1</a></h2>' +
        '<p class="production-subtitle">Untertitel 1</p>' +
        '<p class="production-next">Nächster Termin: <time dateTime="2026-12-04T18:30:00Z">Fr., 04.12.2026</time></p>' +
        '</div></article>',
    );
  });

  it('inside the element: its parts; in English; what is missing is left out, the image box stays', () => {
    const card = renderToStaticMarkup(
      <ProductionCard
        production={productionRecord(2, {
          images: [],
          season: null,
          exhibition_type: null,
          subtitle: '',
          next_date: null,
        })}
        locale="en"
        headingLevel={3}
        parts
      />,
    );
    expect(card).toBe(
      '<article class="production-card" part="production"><div class="production-card__media"></div>' +
        '<div class="production-card__body"><h3>' +
        '<a href="/de/produktionen/produktion-2/2" part="production-link">Produktion 2</a></h3></div></article>',
    );
    expect(renderToStaticMarkup(<ProductionCard production={productionRecord(3)} locale="en" />)).toContain(
      '<p class="production-next">Next date: <time dateTime="2026-12-04T18:30:00Z">Fri 4 Dec 2026</time></p>',
    );
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from '../../src/domain/events';
import { eventsFirstPageKey, parseFirstPage, productionsFirstPageKey } from '../../src/domain/first-page';
import { EMPTY_PRODUCTION_FILTER } from '../../src/domain/productions';
import { eventRecord, productionRecord } from '../../src/views/fixtures';
import { EventsFirstPage, ProductionsFirstPage } from './first-page';

const block = (html: string) =>
  /^<script type="application\/json" slot="first-page">(.*)<\/script>$/s.exec(html);

describe('first page as data for the list elements', () => {
  it('hands the programme its unfiltered first page from today, as the events API answers it', () => {
    const results = [eventRecord(1, { name: 'Ende </script><script>alert(1)</script>' }), eventRecord(2)];
    const html = renderToStaticMarkup(
      createElement(EventsFirstPage, { locale: 'de', today: '2026-11-24', count: 30, results }),
    );
    const text = block(html)?.[1] ?? '';
    expect(text).not.toContain('<');
    const firstPage = parseFirstPage(text);
    // The key the element computes for an address without filters on that day.
    expect(firstPage?.key).toBe(
      eventsFirstPageKey('de', { filter: { ...EMPTY_FILTER }, date: '2026-11-24' }),
    );
    expect(firstPage?.page).toEqual({
      count: 30,
      next: '/de/api/events/?page=2',
      previous: null,
      results: JSON.parse(JSON.stringify(results)),
    });
  });

  it('hands the productions list page 1 of the address’s filters, and nothing for a later page', () => {
    const props = {
      locale: 'en' as const,
      filters: { season: 4, tag: 7 },
      today: '2026-11-24',
      count: 13,
      results: [productionRecord(1)],
    };
    const firstPage = parseFirstPage(
      block(renderToStaticMarkup(createElement(ProductionsFirstPage, { ...props, page: 1 })))?.[1],
    );
    expect(firstPage?.key).toBe(
      productionsFirstPageKey(
        'en',
        { filter: { ...EMPTY_PRODUCTION_FILTER, season: 4, tag: 7 }, date: null },
        '2026-11-24',
      ),
    );
    expect(firstPage?.page.next).toBe('/en/api/productions/?season=4&tag=7&page=2');
    expect(firstPage?.page.results).toHaveLength(1);
    expect(renderToStaticMarkup(createElement(ProductionsFirstPage, { ...props, page: 2 }))).toBe('');
  });
});

import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_PAGE_SIZE } from '../../src/contract/constants';
import { eventsPageSchema, optionListSchema } from '../../src/contract/events';
import { toAddressDate } from '../../src/domain/events';
import { venueToday } from '../db/events/events.repository';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The programme without JavaScript (issue 21 item 7): the server honours `?page=`, `?date=` and
 * every filter of the address, with previous and next links, so a crawler reaches every event.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Node = { type: string; name?: string; attribs?: Record<string, string>; children?: Node[] };
function links(html: string): { href: string; rel: string | undefined }[] {
  const found: { href: string; rel: string | undefined }[] = [];
  const walk = (node: Node) => {
    if (node.name === 'a' && node.attribs?.href)
      found.push({ href: node.attribs.href, rel: node.attribs.rel });
    for (const child of node.children ?? []) walk(child);
  };
  walk(parseDocument(html) as unknown as Node);
  return found;
}
/** The ids of the event pages a page of the list links to (the fallback inside the element). */
function listedEvents(html: string): number[] {
  const inside = html.slice(html.indexOf('<foyer-event-calendar'), html.indexOf('</foyer-event-calendar>'));
  const ids = links(inside)
    .map((link) => /^\/de\/programm\/[^/?#]+\/(\d+)$/.exec(link.href)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
  return [...new Set(ids)];
}
const nextLink = (html: string) => links(html).find((link) => link.rel === 'next')?.href;
const prevLink = (html: string) => links(html).find((link) => link.rel === 'prev')?.href;

async function page(url: string) {
  const response = await t.app.inject(url);
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

/** Every event the API lists for a query, through all its pages. */
async function allEvents(query: string): Promise<number[]> {
  const ids: number[] = [];
  for (let number = 1; ; number += 1) {
    const answer = eventsPageSchema.parse(
      (await t.app.inject(`/de/api/events/?page_size=100&page=${number}${query}`)).json(),
    );
    ids.push(...answer.results.map((event) => event.id));
    if (!answer.next) return ids;
  }
}

/** Follows the next links from `start`, collecting the events of each page. */
async function follow(start: string) {
  const seen: number[] = [];
  const visited: string[] = [];
  let url: string | undefined = start;
  while (url) {
    expect(visited, 'no page is visited twice').not.toContain(url);
    visited.push(url);
    const html = await page(url);
    seen.push(...listedEvents(html));
    url = nextLink(html);
  }
  return { seen, visited };
}

describe('the programme pages without JavaScript', () => {
  it('reach every upcoming event by following next links, each once', async () => {
    const expected = await allEvents('');
    expect(expected.length).toBeGreaterThan(EVENTS_PAGE_SIZE * 2);
    const { seen, visited } = await follow('/de/programm');
    expect(seen).toEqual(expected);
    expect(visited).toHaveLength(Math.ceil(expected.length / EVENTS_PAGE_SIZE));
    expect(visited[1]).toBe('/de/programm?page=2');
  });

  it('link back with rel=prev and name the page in title and canonical', async () => {
    const html = await page('/de/programm?page=2');
    expect(prevLink(html)).toBe('/de/programm');
    expect(html).toMatch(/<title>[^<]*Seite 2 von \d+/);
    expect(html).toContain(`<link rel="canonical" href="${t.app.config.siteUrl}/de/programm?page=2"`);
    expect(html).toContain(`hrefLang="en" href="${t.app.config.siteUrl}/en/programm?page=2"`);
    // The first unfiltered page is handed to the element as data; a later page is not.
    expect(html).not.toContain('type="application/json"');
    expect(await page('/de/programm')).toContain('type="application/json"');
  });

  it('honour every filter of the address and keep it in the page links', async () => {
    const rooms = optionListSchema.parse((await t.app.inject('/de/api/rooms/')).json()).data;
    const room = (
      await Promise.all(rooms.map(async (item) => ({ item, ids: await allEvents(`&room=${item.id}`) })))
    ).sort((a, b) => b.ids.length - a.ids.length)[0];
    if (!room) throw new Error('the demo has rooms');
    const { seen, visited } = await follow(`/de/programm?room=${room.item.id}&utm_source=x`);
    expect(seen).toEqual(room.ids);
    for (const url of visited.slice(1))
      expect(url).toMatch(
        new RegExp(`room=${room.item.id}.*utm_source=x|utm_source=x.*room=${room.item.id}`),
      );

    for (const name of ['tag', 'series', 'genre'] as const) {
      const path = { tag: 'event-tags', series: 'series', genre: 'genres' }[name];
      const option = optionListSchema.parse((await t.app.inject(`/de/api/${path}/`)).json()).data[0];
      if (!option) continue;
      const html = await page(`/de/programm?${name}=${option.id}`);
      expect(listedEvents(html), name).toEqual(
        (await allEvents(`&${name}=${option.id}`)).slice(0, EVENTS_PAGE_SIZE),
      );
    }
  });

  it('honour the date of the address (DD-MM-YYYY)', async () => {
    const all = await allEvents('');
    const later = eventsPageSchema.parse((await t.app.inject('/de/api/events/?page_size=1&page=60')).json())
      .results[0];
    if (!later) throw new Error('the demo has 60 events');
    const day = venueToday(new Date(later.date_start));
    const expected = await allEvents(`&date=${day}`);
    expect(expected.length).toBeLessThan(all.length);
    const { seen } = await follow(`/de/programm?date=${toAddressDate(day)}`);
    expect(seen).toEqual(expected);
  });

  it('say so when the filters match nothing, and lead a page past the end to the first', async () => {
    const html = await page('/de/programm?room=999999');
    expect(listedEvents(html)).toEqual([]);
    expect(html).toContain('Leider hat Ihre Auswahl kein Ergebnis ergeben.');
    const response = await t.app.inject('/de/programm?room=999999&page=3');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/de/programm?room=999999');
    // A page that is not a number is the first page.
    expect(listedEvents(await page('/de/programm?page=abc'))).toEqual(
      listedEvents(await page('/de/programm')),
    );
  });
});

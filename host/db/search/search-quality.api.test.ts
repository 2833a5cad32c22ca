import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchGroupResponse, SearchResponse } from '../../../src/contract/search';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { autocomplete, type SearchStrategy, searchDocuments } from './search.repository';

/**
 * Search quality over a fixed corpus with the expected top results (issue 5 §5). Runs on
 * PGlite and, with DATABASE_URL, on PostgreSQL. The corpus goes in through the source tables
 * (events, productions, pages, sections), so the triggers that keep the index are tested too;
 * an article is written straight into the index the way a later area's source would.
 */
const DAY = 86_400_000;
const at = (days: number) => new Date(test.now.getTime() + days * DAY);

let test: TestApp;
let jet = 0;

async function addEvent(
  name: { de: string; en?: string },
  days: number,
  description?: string,
  productionId?: number,
) {
  jet++;
  const row = await test.app.db
    .insertInto('events')
    .values({
      name: JSON.stringify(name),
      slug: JSON.stringify({ de: `e-${jet}`, en: `e-${jet}` }),
      description: description ? JSON.stringify({ de: description }) : null,
      date_start: at(days),
      id_jet: `Q-${jet}`,
      images: JSON.stringify([]),
      production_id: productionId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addPage(locale: string, path: string, title: string, moduleText: string) {
  const page = await test.app.db
    .insertInto('pages')
    .values({ translation_key: `q-${path}`, locale, path, title })
    .returning('id')
    .executeTakeFirstOrThrow();
  await test.app.db
    .insertInto('sections')
    .values({
      uid: `q-${locale}-${path}`,
      page_id: page.id,
      layout: '100',
      columns: JSON.stringify([
        {
          index: 0,
          classes: 'col-12',
          children: [{ id: 'm1', type: 'text', content: `<p>${moduleText}</p>` }],
        },
      ]),
    })
    .execute();
  return page.id;
}

async function search(query: string, locale = 'de'): Promise<SearchResponse> {
  const response = await test.app.inject({
    url: `/${locale}/api/search/?${new URLSearchParams({ query })}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResponse>();
}
const titles = (group: SearchGroupResponse) => group.results.map((result) => result.title);
/** Every title in rank order, events first as the results page shows them. */
const allTitles = (response: SearchResponse) => [...titles(response.events), ...titles(response.others)];

async function suggestions(query: string, locale = 'de'): Promise<string[]> {
  const response = await test.app.inject({
    url: `/${locale}/api/search/autocomplete/?${new URLSearchParams({ query })}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ suggestions: Array<{ text: string }> }>().suggestions.map((entry) => entry.text);
}

beforeAll(async () => {
  test = await createTestApp({ seed: false });
  const production = await test.app.db
    .insertInto('productions')
    .values({
      name: JSON.stringify({ de: 'Die Zauberflöte', en: 'The Magic Flute' }),
      slug: JSON.stringify({ de: 'die-zauberfloete', en: 'the-magic-flute' }),
      description: JSON.stringify({
        de: 'Oper in zwei Aufzügen von Mozart.',
        en: 'Opera in two acts by Mozart.',
      }),
      images: JSON.stringify([]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addEvent(
    { de: 'Die Zauberflöte', en: 'The Magic Flute' },
    -40,
    'Die Premiere der letzten Spielzeit.',
  );
  await addEvent(
    { de: 'Die Zauberflöte', en: 'The Magic Flute' },
    12,
    'Mozarts Märchen für alle.',
    production.id,
  );
  await addEvent({ de: 'Kinderoper: Der kleine Drache', en: "Children's opera: The little dragon" }, 20);
  await addEvent({ de: 'Konzert für Violine und Orchester', en: 'Concert for violin and orchestra' }, 30);
  await addEvent({ de: 'Weiße Nächte', en: 'White nights' }, 25, 'Ein Tanzabend im Sommer.');
  await addEvent(
    { de: 'Lesung am Kamin', en: 'Reading by the fire' },
    8,
    'Zauberhafte Geschichten für den Winter.',
  );
  await addPage('de', 'ensemble/anna-mueller', 'Anna Müller', 'Sopranistin im Ensemble seit 2019.');
  await addPage('de', 'ensemble/karl-weiss', 'Karl Weiss', 'Bariton und Regisseur.');
  await addPage('en', 'ensemble/anna-mueller', 'Anna Müller', 'Soprano in the ensemble since 2019.');
  // An article (migration 0800-articles): its source trigger writes the index rows.
  await test.app.db
    .insertInto('articles')
    .values({
      title: JSON.stringify({ de: 'Die Zauberflöte: ein Blick hinter die Kulissen' }) as never,
      slug: JSON.stringify({ de: 'blick-hinter-die-kulissen' }) as never,
      body: JSON.stringify({ de: 'Wie unsere Zauberflöte entstand.' }) as never,
      publication_date: at(-200),
    })
    .execute();
  await addSnippetCorpus();
}, 180_000);

/**
 * What the snippets are cut from (docs/decisions/0171-search-snippets.md), as the demo has it: a
 * production with its composer's work and a cast, an event of it in a room, and an article whose
 * body opens with its teaser under a kicker that is also its category.
 */
async function addSnippetCorpus() {
  const db = test.app.db;
  const room = await db
    .insertInto('rooms')
    .values({
      name: JSON.stringify({ de: 'Großes Haus', en: 'Main Stage' }),
      slug: JSON.stringify({ de: 'grosses-haus', en: 'main-stage' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  roomId = room.id;
  const production = await db
    .insertInto('productions')
    .values({
      name: JSON.stringify({ de: 'Tarare' }),
      slug: JSON.stringify({ de: 'tarare' }),
      images: JSON.stringify([]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, name] of ['Tobias Krüger', 'Nadia Petrova', 'Greta Hahn'].entries()) {
    const person = await db
      .insertInto('persons')
      .values({ name, slug: JSON.stringify({ de: `p-${position}` }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('contributions')
      .values({
        production_id: production.id,
        person_id: person.id,
        role: JSON.stringify({ de: `Rolle ${position}` }),
        position,
      })
      .execute();
  }
  await db
    .insertInto('works')
    .values({
      production_id: production.id,
      author: 'Antonio Salieri',
      title: JSON.stringify({ de: 'Tarare' }),
    })
    .execute();
  const event = await addEvent({ de: 'Tarare' }, 15, 'Eine Oper über Macht und Liebe.', production.id);
  await db.updateTable('events').set({ room_id: room.id }).where('id', '=', event).execute();
  const category = await db
    .insertInto('article_categories')
    .values({ name: JSON.stringify({ de: 'Gespräche' }), slug: JSON.stringify({ de: 'gespraeche' }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const teaser = 'Generalmusikdirektor Tomás Reyes über die neue »Tarare« und ihr Publikum.';
  await db
    .insertInto('articles')
    .values({
      title: JSON.stringify({ de: '»Salieri ist nie fertig«' }) as never,
      slug: JSON.stringify({ de: 'salieri-ist-nie-fertig' }) as never,
      preline: JSON.stringify({ de: 'Gespräche' }) as never,
      teaser_text: JSON.stringify({ de: teaser }) as never,
      body: JSON.stringify({
        de: `<p><strong>${teaser}</strong></p><p>Das Gespräch führten wir in der Kantine.</p>`,
      }) as never,
      author: 'Jonas Weidlich',
      category_id: category.id,
      publication_date: at(-3),
    })
    .execute();
}
let roomId = 0;

afterAll(async () => {
  await test?.close();
});

describe('search quality (issue 5)', () => {
  it('folds umlauts both ways: Müller = Mueller = muller; Weiß = weiss', async () => {
    for (const query of ['Müller', 'Mueller', 'muller', 'MÜLLER']) {
      expect(allTitles(await search(query))[0], query).toBe('Anna Müller');
    }
    expect(titles((await search('weiss')).events)[0]).toBe('Weiße Nächte');
    expect(titles((await search('Weiß')).others)[0]).toBe('Karl Weiss');
  });

  it('stems German and English: Konzerte finds Konzert, concerts finds Concert', async () => {
    expect(titles((await search('Konzerte')).events)[0]).toBe('Konzert für Violine und Orchester');
    expect(titles((await search('concerts', 'en')).events)[0]).toBe('Concert for violin and orchestra');
  });

  it('finds prefixes: zauberfl finds Die Zauberflöte (also as a suggestion)', async () => {
    expect(titles((await search('zauberfl')).events)[0]).toBe('Die Zauberflöte');
    expect((await suggestions('zauberfl'))[0]).toBe('Die Zauberflöte');
    expect((await suggestions('zauberflote'))[0]).toBe('Die Zauberflöte');
  });

  it('finds parts of German compounds: flöte → Zauberflöte, oper → Kinderoper', async () => {
    expect(titles((await search('flöte')).events)[0]).toBe('Die Zauberflöte');
    expect(titles((await search('oper')).events)[0]).toBe('Kinderoper: Der kleine Drache');
  });

  it('tolerates one typo in words of five letters or more', async () => {
    for (const query of ['Zauberflote', 'Zauberfloete', 'Zaubreflöte', 'zauberflöt']) {
      expect(titles((await search(query)).events)[0], query).toBe('Die Zauberflöte');
    }
    expect(titles((await search('Orchestre')).events)[0]).toBe('Konzert für Violine und Orchester');
    // Words under five letters are not fuzzy: 'opre' is not taken for 'oper'.
    expect(allTitles(await search('opre'))).toEqual([]);
  });

  it('ranks upcoming events before past ones, and events before older articles', async () => {
    const response = await search('Zauberflöte');
    const events = response.events.results;
    expect(events.map((event) => event.title).slice(0, 2)).toEqual(['Die Zauberflöte', 'Die Zauberflöte']);
    const [first, second] = events;
    expect(new Date(first?.date ?? 0).getTime()).toBeGreaterThan(test.now.getTime());
    expect(new Date(second?.date ?? 0).getTime()).toBeLessThan(test.now.getTime());
    // Overall, the upcoming event outranks the older article with the same title match.
    const suggested = await test.app.inject({ url: '/de/api/search/autocomplete/?query=die%20zauberfl' });
    const types = suggested.json<{ suggestions: Array<{ type: string; text: string }> }>().suggestions;
    expect(types[0]).toMatchObject({ text: 'Die Zauberflöte', type: 'event' });
    expect(types.map((entry) => entry.type)).toContain('article');
    expect(titles(response.others)).toContain('Die Zauberflöte: ein Blick hinter die Kulissen');
  });

  it('searches each language in its own documents', async () => {
    expect(titles((await search('magic flute', 'en')).events)[0]).toBe('The Magic Flute');
    expect(allTitles(await search('magic flute', 'de'))).toEqual([]);
    expect(titles((await search('opera', 'en')).events)[0]).toBe("Children's opera: The little dragon");
  });

  it('marks the match in the snippet and gives events their date', async () => {
    const response = await search('Märchen');
    const event = response.events.results[0];
    expect(event?.snippet).toContain('Mozarts <mark>Märchen</mark> für alle.');
    expect(event?.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(event?.url).toMatch(/^\/de\/programm\/e-\d+\/\d+$/);
  });

  it('cuts snippets from readable text: a field match as its labelled line, the room beside the date', async () => {
    const composer = (await search('Salieri')).events.results[0];
    expect(composer).toMatchObject({ title: 'Tarare', detail: 'Großes Haus' });
    // Not the run-on join of every field the event is found by ("… Tobias Krüger Nadia Petrova
    // Greta Hahn Antonio Salieri Tarare").
    expect(composer?.snippet).toBe('Werk: Tarare von Antonio <mark>Salieri</mark>');
    const singer = (await search('Petrova')).events.results[0];
    expect(singer?.snippet).toBe('Mit: Tobias Krüger, Nadia <mark>Petrova</mark>, Greta Hahn');
    const prose = (await search('Macht')).events.results[0];
    expect(prose?.snippet).toBe('Eine Oper über <mark>Macht</mark> und Liebe.');
    const english = (await search('Salieri', 'en')).events.results[0];
    expect(english).toMatchObject({
      detail: 'Main Stage',
      snippet: 'Work: Tarare by Antonio <mark>Salieri</mark>',
    });
    // The field matches still rank as before: the event is found by its cast and its work.
    expect(titles((await search('Krüger Salieri')).events)).toEqual(['Tarare']);
  });

  it("shows an article's teaser once, without its kicker in front (the kicker is the detail line)", async () => {
    const [article] = (await search('Reyes')).others.results;
    expect(article).toMatchObject({ type: 'article', detail: 'Gespräche' });
    const text = article?.snippet.replace(/<\/?mark>/g, '') ?? '';
    expect(text).toBe(
      'Generalmusikdirektor Tomás Reyes über die neue »Tarare« und ihr Publikum. Das Gespräch führten wir in der Kantine.',
    );
    expect(text.split('Generalmusikdirektor')).toHaveLength(2);
    // Its author, a field: labelled.
    expect((await search('Weidlich')).others.results[0]?.snippet).toBe('Von: Jonas <mark>Weidlich</mark>');
  });

  it("keeps an event's room line current when the room is renamed", async () => {
    await test.app.db
      .updateTable('rooms')
      .set({ name: JSON.stringify({ de: 'Opernhaus', en: 'Opera House' }) })
      .where('id', '=', roomId)
      .execute();
    try {
      expect((await search('Salieri')).events.results[0]?.detail).toBe('Opernhaus');
      // The room's name is part of what the event is found by, too.
      expect(titles((await search('Opernhaus')).events)).toEqual(['Tarare']);
    } finally {
      await test.app.db
        .updateTable('rooms')
        .set({ name: JSON.stringify({ de: 'Großes Haus', en: 'Main Stage' }) })
        .where('id', '=', roomId)
        .execute();
    }
  });

  it('stays current: renamed, unpublished and deleted records and edited pages, with no reindex', async () => {
    const id = await addEvent({ de: 'Der Barbier von Sevilla' }, 5);
    expect(titles((await search('barbier')).events)).toEqual(['Der Barbier von Sevilla']);
    await test.app.db
      .updateTable('events')
      .set({ name: JSON.stringify({ de: 'Figaros Hochzeit' }) })
      .where('id', '=', id)
      .execute();
    expect(titles((await search('barbier')).events)).toEqual([]);
    expect(titles((await search('hochzeit')).events)).toEqual(['Figaros Hochzeit']);
    await test.app.db.updateTable('events').set({ is_online: false }).where('id', '=', id).execute();
    expect(titles((await search('hochzeit')).events)).toEqual([]);
    await test.app.db.updateTable('events').set({ is_online: true }).where('id', '=', id).execute();
    expect(titles((await search('hochzeit')).events)).toEqual(['Figaros Hochzeit']);
    await test.app.db.deleteFrom('events').where('id', '=', id).execute();
    expect(titles((await search('hochzeit')).events)).toEqual([]);

    const pageId = await addPage('de', 'haus/geschichte', 'Geschichte des Hauses', 'Gegründet 1911.');
    expect(titles((await search('gegründet')).others)).toEqual(['Geschichte des Hauses']);
    await test.app.db
      .updateTable('sections')
      .set({
        columns: JSON.stringify([
          {
            index: 0,
            classes: 'col-12',
            children: [{ id: 'm1', type: 'headline', content: 'Der Wiederaufbau 1952' }],
          },
        ]),
      })
      .where('page_id', '=', pageId)
      .execute();
    expect(titles((await search('gegründet')).others)).toEqual([]);
    expect(titles((await search('wiederaufbau')).others)).toEqual(['Geschichte des Hauses']);
    await test.app.db.updateTable('pages').set({ is_online: false }).where('id', '=', pageId).execute();
    expect(titles((await search('wiederaufbau')).others)).toEqual([]);
  });

  it('keeps the derived columns from the index trigger', async () => {
    const row = await sql<{ title_text: string; tsv: string }>`
      SELECT title_text, tsv::text AS tsv FROM search_documents
       WHERE type = 'page' AND title = 'Anna Müller' AND locale = 'de'`.execute(test.app.db);
    expect(row.rows[0]?.title_text).toBe('anna muller');
    expect(row.rows[0]?.tsv).toContain(':1A');
  });
});

/**
 * Common words at city size (issue 23 item 4, docs/decisions/0162-search-walks.md): a query the
 * statistics say matches thousands of records ranks the first candidates of each kind's index walk
 * instead of every match.
 */
describe('common words', () => {
  const answers = async (query: string, strategy: SearchStrategy) => {
    const options = { locale: 'de' as const, query, page: 1, pageSize: 10, now: test.now, strategy };
    const groups = [];
    // Both groups in one statement, and each alone (a group's own page).
    for (const categories of [['events', 'others'], ['events'], ['others']] as const) {
      const pages = await searchDocuments(test.app.db, { ...options, categories });
      for (const category of categories) {
        const page = pages[category];
        groups.push({
          category,
          count: page?.count,
          ids: page?.rows.map((row) => `${row.type}-${row.record_id}`),
        });
      }
    }
    const suggested = await autocomplete(test.app.db, { ...options, limit: 8 });
    return { groups, suggestions: suggested.map((entry) => entry.url) };
  };

  it('give the answers of ranking every match while each kind fits in its walk', async () => {
    const queries = [
      'zauberflöte',
      'zauberfl',
      'oper',
      'weiss',
      'müller',
      'konzerte',
      'z',
      'die',
      'der kleine',
    ];
    for (const query of queries) {
      const ranked = await answers(query, 'rank');
      expect(
        ranked.groups.some((group) => (group.count ?? 0) > 0) || ranked.suggestions.length > 0,
        query,
      ).toBe(true);
      expect(await answers(query, 'walk'), query).toEqual(ranked);
    }
  });
});

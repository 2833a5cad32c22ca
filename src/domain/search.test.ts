import { describe, expect, it } from 'vitest';
import {
  autocompleteText,
  canSubmit,
  categoryOfPath,
  highlightSnippet,
  type SearchFact,
  searchSnippet,
  searchTarget,
  searchTokens,
} from './search';

describe('search rules (spec: programme §2 Search, §5)', () => {
  it('splits a query into lowercase words of letters and digits only', () => {
    expect(searchTokens("Die Zauberflöte: O'Reilly & Co | !x :* \\ 🎭 2026")).toEqual([
      'die',
      'zauberflöte',
      'o',
      'reilly',
      'co',
      'x',
      '2026',
    ]);
    expect(searchTokens("'; DROP TABLE events; --")).toEqual(['drop', 'table', 'events']);
    expect(searchTokens('🎭 !!! ')).toEqual([]);
    expect(searchTokens('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTokens('oper Oper OPER')).toEqual(['oper']);
  });

  it('asks the autocomplete lowercased and submits only non-empty text', () => {
    expect(autocompleteText('  KON ')).toBe('kon');
    expect(canSubmit('   ')).toBe(false);
    expect(canSubmit(' a ')).toBe(true);
  });

  it('keeps the category of a search route with page 1', () => {
    expect(categoryOfPath('/de/search/events/3')).toBe('events');
    expect(categoryOfPath('/de/search')).toBeNull();
    expect(categoryOfPath('/de/programm')).toBeNull();
    expect(searchTarget('de', 'b', '/de/search/events/3')).toBe('/de/search/events/1?q=b');
    expect(searchTarget('de', ' Die Zauberflöte ', '/de')).toBe('/de/search?q=Die%20Zauberfl%C3%B6te');
    expect(searchTarget('en', 'a&b', '/en/visit')).toBe('/en/search?q=a%26b');
  });

  it('marks matches in an escaped snippet, folding umlauts and digraphs', () => {
    expect(highlightSnippet('Die Zauberflöte von Mozart', ['zauberfloete'])).toBe(
      'Die <mark>Zauberflöte</mark> von Mozart',
    );
    expect(highlightSnippet('Anna Mueller singt', ['müller'])).toBe('Anna <mark>Mueller</mark> singt');
    expect(highlightSnippet('<b>Oper</b> & mehr', ['oper'])).toBe(
      '&#60;b&#62;<mark>Oper</mark>&#60;/b&#62; &#38; mehr',
    );
    const long = `${'Wort '.repeat(60)}Kinderoper am Ende ${'Text '.repeat(60)}`;
    const snippet = highlightSnippet(long, ['oper'], 100);
    expect(snippet).toMatch(/^… .*Kinder<mark>oper<\/mark> am Ende.* …$/);
    expect(snippet.length).toBeLessThan(140);
  });
});

/** docs/decisions/0171-search-snippets.md: what a hit shows is cut from readable text. */
describe('search snippets', () => {
  const labels: Record<string, string> = { with: 'Mit', works: 'Werk', by: 'Von' };
  const label = (fact: SearchFact) => labels[fact.key] ?? '';
  const zauberfloete = {
    text: 'Die Zauberflöte im Großen Haus. Dauer etwa 170 Minuten.',
    facts: [
      { key: 'works', values: ['Die Zauberflöte KV 620 von Wolfgang Amadeus Mozart'] },
      { key: 'with', values: ['Tobias Krüger', 'Nadia Petrova', 'Greta Hahn'] },
      { key: 'tags', values: ['Oper', 'Aufführung', 'Familie'] },
    ],
  };

  it('shows a match found only in a field as its labelled line, never a run-on join of names', () => {
    const composer = searchSnippet(zauberfloete, ['mozart'], label);
    expect(composer).toBe('Werk: Die Zauberflöte KV 620 von Wolfgang Amadeus <mark>Mozart</mark>');
    expect(composer).not.toContain('Krüger');
    expect(searchSnippet(zauberfloete, ['petrova'], label)).toBe(
      'Mit: Tobias Krüger, Nadia <mark>Petrova</mark>, Greta Hahn',
    );
    // Categories need no label; two fields with matches are two lines.
    expect(searchSnippet(zauberfloete, ['familie', 'hahn'], label)).toBe(
      'Mit: Tobias Krüger, Nadia Petrova, Greta <mark>Hahn</mark> · Oper, Aufführung, <mark>Familie</mark>',
    );
  });

  it('prefers the prose around the match, and starts the prose when only the title matched', () => {
    expect(searchSnippet(zauberfloete, ['dauer'], label)).toBe(
      'Die Zauberflöte im Großen Haus. <mark>Dauer</mark> etwa 170 Minuten.',
    );
    expect(searchSnippet(zauberfloete, ['zauberflöte'], label)).toBe(
      'Die <mark>Zauberflöte</mark> im Großen Haus. Dauer etwa 170 Minuten.',
    );
    expect(searchSnippet(zauberfloete, ['konzerte'], label)).toBe(zauberfloete.text);
    expect(searchSnippet({ text: '', facts: zauberfloete.facts.slice(1) }, ['konzerte'], label)).toBe(
      'Mit: Tobias Krüger, Nadia Petrova, Greta Hahn',
    );
    expect(searchSnippet({ text: '', facts: [] }, ['x'], label)).toBe('');
  });

  it('shortens a long list around the match without cutting a name', () => {
    const names = Array.from({ length: 30 }, (_, index) => `Person Nummer${index}`);
    const snippet = searchSnippet(
      { text: '', facts: [{ key: 'with', values: names }] },
      ['nummer20'],
      label,
      80,
    );
    expect(snippet).toMatch(
      /^Mit: …, Person Nummer19, Person <mark>Nummer20<\/mark>, (Person Nummer\d+, )*…$/,
    );
    expect(snippet.replace(/<\/?mark>/g, '').length).toBeLessThanOrEqual(90);
  });

  it('escapes the facts and their labels', () => {
    const snippet = searchSnippet(
      { text: '', facts: [{ key: 'by', values: ['<b>Ana</b> & Co'] }] },
      ['ana'],
      () => 'A<i>',
      80,
    );
    expect(snippet).toBe('A&#60;i&#62;: &#60;b&#62;<mark>Ana</mark>&#60;/b&#62; &#38; Co');
  });

  it('begins a passage at the text start or at the sentence of the match, not in mid-sentence', () => {
    const biography =
      'David Wagner spielt Ferdinand und Walter. Nach der Ausbildung am Mozarteum Salzburg kam David ans Theater am Rosenhain. Neben der Arbeit im Haus: Gastspiele, Meisterkurse und Projekte mit freien Gruppen.';
    expect(searchSnippet({ text: biography, facts: [] }, ['mozart'], label)).toMatch(
      /^David Wagner spielt Ferdinand und Walter\. Nach der Ausbildung am <mark>Mozart<\/mark>eum/,
    );
    const description = `${'Ein langer erster Satz über das Stück und seine Geschichte, '.repeat(3)}der endet. Mozarts Märchenoper mit Papageno und einem Orchester in Hochform.`;
    expect(searchSnippet({ text: description, facts: [] }, ['mozart'], label, 120)).toMatch(
      /^… <mark>Mozart<\/mark>s Märchenoper mit Papageno/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  autocompleteText,
  canSubmit,
  categoryOfPath,
  highlightSnippet,
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

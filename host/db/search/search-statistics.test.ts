import { describe, expect, it } from 'vitest';
import { estimatedMatches, foldWord, type LexemeStatistics } from './search-statistics';

/** Estimates from the planner's statistics (docs/decisions/0162-search-walks.md). */
const statistics: LexemeStatistics = {
  records: 10_000,
  lexemes: ['konzert', 'konzertabend', 'oper', 'weiss', 'zauberflot'],
  shares: [0.2, 0.05, 0.1, 0.3, 0.01],
  texts: [
    { text: 'kinderoper im park', share: 0.25 },
    { text: 'ein konzert', share: 0.25 },
    { text: 'weisse nachte', share: 0.5 },
  ],
};

describe('foldWord', () => {
  it('folds as the index does: lowercase, no accents, ß as ss, ae/oe/ue as a/o/u', () => {
    expect(foldWord('Weiß')).toBe('weiss');
    expect(foldWord('Müller')).toBe('muller');
    expect(foldWord('Mueller')).toBe('muller');
    expect(foldWord('Zauberflöte')).toBe('zauberflote');
  });
});

describe('estimatedMatches', () => {
  it('sums the shares of the common lexemes the word begins', () => {
    expect(estimatedMatches(statistics, ['konz'])).toBeCloseTo(2_500);
    expect(estimatedMatches(statistics, ['konzerta'])).toBeCloseTo(500);
    // The lexeme 'weiss' in 30 %, but 'weisse' in half the sampled texts: the larger counts.
    expect(estimatedMatches(statistics, ['Weiß'])).toBeCloseTo(5_000);
    expect(estimatedMatches(statistics, ['zauberfl'])).toBeCloseTo(100);
  });

  it('takes the sampled texts for parts of words, from three letters on', () => {
    // 'oper' as a lexeme: 10 %; inside 'kinderoper' in a quarter of the sample: 25 %.
    expect(estimatedMatches(statistics, ['oper'])).toBeCloseTo(2_500);
    expect(estimatedMatches(statistics, ['derop'])).toBeCloseTo(2_500);
    expect(estimatedMatches(statistics, ['er'])).toBe(0);
  });

  it('multiplies the words as if independent; an unknown word is rare', () => {
    expect(estimatedMatches(statistics, ['weiss', 'konzert'])).toBeCloseTo(10_000 * 0.5 * 0.25);
    expect(estimatedMatches(statistics, ['hamlet'])).toBe(0);
    expect(estimatedMatches(statistics, ['weiss', 'hamlet'])).toBe(0);
  });

  it('is 0 without statistics or words', () => {
    expect(estimatedMatches({ records: 0, lexemes: [], shares: [], texts: [] }, ['oper'])).toBe(0);
    expect(estimatedMatches(statistics, [])).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { t } from '.';

describe('card texts', () => {
  it('say what the site catalogues say', () => {
    for (const locale of ['de', 'en'] as const) {
      expect(t(locale, 'cards.tickets')).toBe(t(locale, 'programme.tickets'));
      expect(t(locale, 'cards.soldOut')).toBe(t(locale, 'programme.soldOut'));
      expect(t(locale, 'cards.tags')).toBe(t(locale, 'programme.filter.tag'));
      expect(`${t(locale, 'cards.nextDate')} `).toBe(t(locale, 'productions.nextDate', { date: '' }));
    }
    expect(t('de', 'cards.more')).toBe('Mehr erfahren');
    expect(t('en', 'cards.more')).toBe('Read more');
  });
});

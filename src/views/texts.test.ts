import { describe, expect, it } from 'vitest';
import { t } from '../i18n';
import { cardText } from './texts';

describe('card texts', () => {
  it('say what the site catalogues say', () => {
    for (const locale of ['de', 'en'] as const) {
      expect(cardText(locale, 'tickets')).toBe(t(locale, 'programme.tickets'));
      expect(cardText(locale, 'soldOut')).toBe(t(locale, 'programme.soldOut'));
      expect(cardText(locale, 'tags')).toBe(t(locale, 'programme.filter.tag'));
      expect(`${cardText(locale, 'nextDate')} `).toBe(t(locale, 'productions.nextDate', { date: '' }));
    }
    expect(cardText('de', 'more')).toBe('Mehr erfahren');
    expect(cardText('en', 'more')).toBe('Read more');
  });
});

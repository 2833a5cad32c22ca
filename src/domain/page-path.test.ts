import { describe, expect, it } from 'vitest';
import { normalisePath } from './page-path';

describe('normalisePath', () => {
  it('drops slashes at either end and empty segments', () => {
    expect(normalisePath('/ueber-uns//geschichte/')).toBe('ueber-uns/geschichte');
    expect(normalisePath('')).toBe('');
    expect(normalisePath('/')).toBe('');
  });
});

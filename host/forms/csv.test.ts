import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV export cells (issue 17: safe against CSV injection)', () => {
  it.each([
    ["=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
    ['+1+1', `"'+1+1"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['  =1', `"'  =1"`],
  ])('neutralises a formula %j', (value, cell) => expect(csvCell(value)).toBe(cell));

  it('quotes every cell and doubles quotes; keeps text, script and line breaks as text', () => {
    expect(csvCell('Ada "Countess" Lovelace')).toBe('"Ada ""Countess"" Lovelace"');
    expect(csvCell('<script>alert(1)</script>')).toBe('"<script>alert(1)</script>"');
    expect(toCsv([['a', 'b\nc']])).toBe('\uFEFF"a","b\nc"\r\n');
  });
});

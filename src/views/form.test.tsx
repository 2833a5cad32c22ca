import { describe, expect, it } from 'vitest';
import { summaryLine } from './form';

describe('the form error summary line', () => {
  it('puts a colon between label and message unless the label ends in punctuation', () => {
    expect(summaryLine('Name', 'Dieses Feld ist erforderlich!')).toBe('Name: Dieses Feld ist erforderlich!');
    expect(summaryLine('Worum geht es?', 'Dieses Feld ist erforderlich!')).toBe(
      'Worum geht es? Dieses Feld ist erforderlich!',
    );
    expect(summaryLine('Ich bin mit der Speicherung einverstanden.', 'Bitte bestätigen.')).toBe(
      'Ich bin mit der Speicherung einverstanden. Bitte bestätigen.',
    );
    expect(summaryLine('E-Mail ', 'Ungültig.')).toBe('E-Mail: Ungültig.');
  });
});

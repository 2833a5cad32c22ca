import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, slugOf } from './slug';

describe('slugs of names', () => {
  it('keeps the German rules the addresses always had', () => {
    expect(slugOf('Die Zauberflöte')).toBe('die-zauberfloete');
    expect(slugOf('Straße der Sehnsucht')).toBe('strasse-der-sehnsucht');
    expect(slugOf('Müller-Lüdenscheidt: Hänsel & Gretel')).toBe('mueller-luedenscheidt-haensel-und-gretel');
    expect(slugOf('Ihr seid 100%!')).toBe('ihr-seid-100');
  });

  it('spells the names a theatre meets in ASCII instead of dropping letters', () => {
    expect(slugOf('Elif Yılmaz')).toBe('elif-yilmaz');
    expect(slugOf('Łukasz Żółć')).toBe('lukasz-zolc');
    expect(slugOf('Pelléas et Mélisande')).toBe('pelleas-et-melisande');
    expect(slugOf('Dvořák: Sinfonie Nr. 9')).toBe('dvorak-sinfonie-nr-9');
    expect(slugOf('Søren Kierkegaard')).toBe('soren-kierkegaard');
    expect(slugOf('Niamh McBride')).toBe('niamh-mcbride');
  });

  it('says & in the language of the name', () => {
    expect(slugOf('Romeo & Julia')).toBe('romeo-und-julia');
    expect(slugOf('Romeo & Juliet', { locale: 'en' })).toBe('romeo-and-juliet');
  });

  it('cuts long names at a word, never leaving a dash, and falls back when nothing is left', () => {
    const name = 'Ein sehr langer Titel '.repeat(10);
    const long = slugOf(name);
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long.length).toBeGreaterThan(SLUG_MAX_LENGTH - 10);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    // Whole words: the full slug goes on after it with a dash.
    expect(slugOf(name, { maxLength: 1000 }).startsWith(`${long}-`)).toBe(true);
    expect(slugOf('a'.repeat(100))).toBe('a'.repeat(SLUG_MAX_LENGTH));
    expect(slugOf('🎭 ✨')).toBe('seite');
    expect(slugOf('🎭', { fallback: 'veranstaltung' })).toBe('veranstaltung');
    expect(slugOf('Kurz', { maxLength: 3 })).toBe('kur');
  });
});

import { describe, expect, it } from 'vitest';
import { issuesOf, parsed, renderHtml } from './testing';

const hero = {
  id: 'h',
  type: 'hero_media',
  headline: 'Spielzeit 2026/27',
  online_from: '2026-08-01T00:00:00+02:00',
  image: '/media/buehne.svg',
};

describe('Hero media (spec: frame §3)', () => {
  it('requires headline and online_from', () => {
    expect(issuesOf({ id: 'h', type: 'hero_media' })).toEqual({
      headline: 'This field is required!',
      online_from: 'This field is required!',
    });
    expect(issuesOf({ ...hero, online_from: 'tomorrow' })).toEqual({ online_from: 'Enter a date and time.' });
    expect(issuesOf(hero)).toEqual({});
  });

  it('is shown only inside its window, and marked as scheduled for staff', () => {
    const module = parsed({ ...hero, online_to: '2026-09-01T00:00:00+02:00' });
    const before = new Date('2026-07-31T12:00:00Z');
    const during = new Date('2026-08-15T12:00:00Z');
    const after = new Date('2026-09-01T00:00:00+02:00');
    expect(renderHtml([module], { now: before })).toBe('');
    expect(renderHtml([module], { now: during })).toContain('Spielzeit 2026/27');
    expect(renderHtml([module], { now: after })).toBe('');
    const staff = renderHtml([module], { now: before, editMode: true });
    expect(staff).toContain('data-scheduled="hidden"');
    expect(staff).toContain('Geplant, jetzt verborgen · ab 01.08.2026, 00:00 · bis 01.09.2026, 00:00');
  });

  it('renders the button with its sticky flag', () => {
    const html = renderHtml(
      [parsed({ ...hero, button_text: 'Karten', button_link: '/de/programm', sticky: true })],
      {
        now: new Date('2026-08-02T00:00:00Z'),
      },
    );
    expect(html).toContain('<a class="button-primary" href="/de/programm" data-sticky="">Karten</a>');
    expect(html).toContain('<h2 class="m-hero__headline">Spielzeit 2026/27</h2>');
  });
});

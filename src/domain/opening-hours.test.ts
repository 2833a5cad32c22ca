import { describe, expect, it } from 'vitest';
import { berlinTime, openingHoursLabel, openingHoursLabelChangesAt } from './opening-hours';

const day = (ranges: Array<[string, string]>, exceptions: Array<[string, string]> = []) => ({
  opening_hours: ranges.map(([time_from, time_to]) => ({ time_from, time_to })),
  opening_hours_exceptions: exceptions.map(([time_from, time_to]) => ({ time_from, time_to })),
});

describe('openingHoursLabel (spec: programme §4 Opening-hours label)', () => {
  const single = day([['10:00', '18:00']]);

  it('early: before the start it reads open from the start time, with Uhr in German', () => {
    expect(openingHoursLabel(single, '08:00', 'de')).toEqual({
      state: 'early',
      text: 'Heute geöffnet ab 10:00 Uhr',
    });
    expect(openingHoursLabel(single, '09:59', 'en')).toEqual({
      state: 'early',
      text: 'Open today from 10:00',
    });
  });

  it('open: from the start until the end it reads open until the end time', () => {
    expect(openingHoursLabel(single, '10:00', 'de')).toEqual({
      state: 'open',
      text: 'Heute geöffnet bis 18:00 Uhr',
    });
    expect(openingHoursLabel(single, '12:00', 'en')).toEqual({
      state: 'open',
      text: 'Open today until 18:00',
    });
    expect(openingHoursLabel(single, '17:59', 'de')?.state).toBe('open');
  });

  it('late: from the end on it reads closed', () => {
    expect(openingHoursLabel(single, '18:00', 'de')).toEqual({ state: 'closed', text: 'Heute geschlossen' });
    expect(openingHoursLabel(single, '19:00', 'en')).toEqual({ state: 'closed', text: 'Closed today' });
  });

  it('a closed entry reads closed at any time', () => {
    const closed = {
      opening_hours: [{ time_from: '10:00', time_to: '18:00', closed: true }],
      opening_hours_exceptions: [],
    };
    expect(openingHoursLabel(closed, '12:00', 'de')?.text).toBe('Heute geschlossen');
    expect(openingHoursLabel(closed, '08:00', 'en')?.text).toBe('Closed today');
  });

  it('several ranges: first start to last end, ranges listed, :00 dropped', () => {
    const split = day([
      ['14:30', '18:00'],
      ['10:00', '13:00'],
    ]);
    expect(openingHoursLabel(split, '08:00', 'de')?.text).toBe(
      'Heute geöffnet ab 10 Uhr (10–13, 14:30–18 Uhr)',
    );
    expect(openingHoursLabel(split, '13:30', 'de')?.text).toBe(
      'Heute geöffnet bis 18 Uhr (10–13, 14:30–18 Uhr)',
    );
    expect(openingHoursLabel(split, '11:00', 'en')?.text).toBe('Open today until 18 (10–13, 14:30–18)');
    expect(openingHoursLabel(split, '18:00', 'en')?.state).toBe('closed');
    const late = day([
      ['09:15', '12:00'],
      ['13:00', '22:45'],
    ]);
    expect(openingHoursLabel(late, '07:00', 'de')?.text).toBe(
      'Heute geöffnet ab 9:15 Uhr (9:15–12, 13–22:45 Uhr)',
    );
  });

  it('exceptions override the normal hours when present', () => {
    const withException = day([['10:00', '18:00']], [['12:00', '14:00']]);
    expect(openingHoursLabel(withException, '11:00', 'de')?.text).toBe('Heute geöffnet ab 12:00 Uhr');
    expect(openingHoursLabel(withException, '13:00', 'de')?.text).toBe('Heute geöffnet bis 14:00 Uhr');
    expect(openingHoursLabel(withException, '15:00', 'de')?.state).toBe('closed');
    const closedException = {
      opening_hours: [{ time_from: '10:00', time_to: '18:00' }],
      opening_hours_exceptions: [{ time_from: '00:00', time_to: '23:59', closed: true }],
    };
    expect(openingHoursLabel(closedException, '12:00', 'en')?.text).toBe('Closed today');
  });

  it('accepts seconds in the times (HH:MM:SS from the database)', () => {
    expect(openingHoursLabel(day([['10:00:00', '18:00:00']]), '12:00', 'de')?.text).toBe(
      'Heute geöffnet bis 18:00 Uhr',
    );
  });

  it('malformed hours give no label rather than a wrong one', () => {
    expect(openingHoursLabel(day([['10', '18:00']]), '12:00', 'de')).toBeNull();
    expect(openingHoursLabel(day([['25:00', '26:00']]), '12:00', 'de')).toBeNull();
    expect(openingHoursLabel(day([['18:00', '10:00']]), '12:00', 'de')).toBeNull();
    expect(openingHoursLabel(day([]), '12:00', 'de')).toBeNull();
    expect(openingHoursLabel(null, '12:00', 'de')).toBeNull();
    expect(openingHoursLabel({ opening_hours: 'x' } as never, '12:00', 'de')).toBeNull();
    expect(openingHoursLabel(day([['10:00', '18:00']]), 'noon', 'de')).toBeNull();
    expect(
      openingHoursLabel(
        { opening_hours: [{ time_from: 10, time_to: 18 }], opening_hours_exceptions: [] } as never,
        '12:00',
        'de',
      ),
    ).toBeNull();
  });

  it('berlinTime gives the wall clock in Europe/Berlin (winter UTC+1, summer UTC+2)', () => {
    expect(berlinTime(new Date('2026-01-15T08:05:00Z'))).toBe('09:05');
    expect(berlinTime(new Date('2026-07-15T22:30:00Z'))).toBe('00:30');
  });
});

describe('openingHoursLabelChangesAt (when a kept label is out of date)', () => {
  it('before opening: at the opening; while open: at the closing; after: not today', () => {
    const single = day([['10:00', '18:00']]);
    expect(openingHoursLabelChangesAt(single, '08:00')).toBe('10:00');
    expect(openingHoursLabelChangesAt(single, '10:00')).toBe('18:00');
    expect(openingHoursLabelChangesAt(single, '17:59')).toBe('18:00');
    expect(openingHoursLabelChangesAt(single, '18:00')).toBeNull();
  });

  it('several ranges: the label changes at the first opening and the last closing only', () => {
    const split = day([
      ['14:00', '18:00'],
      ['10:00', '12:00'],
    ]);
    expect(openingHoursLabelChangesAt(split, '09:00')).toBe('10:00');
    expect(openingHoursLabelChangesAt(split, '13:00')).toBe('18:00');
  });

  it('closed, exceptions first, malformed: as the label reads them', () => {
    expect(openingHoursLabelChangesAt(day([['10:00', '18:00']], [['12:00', '14:00']]), '11:00')).toBe(
      '12:00',
    );
    expect(
      openingHoursLabelChangesAt(
        {
          opening_hours: [],
          opening_hours_exceptions: [{ time_from: '10:00', time_to: '18:00', closed: true }],
        },
        '09:00',
      ),
    ).toBeNull();
    expect(openingHoursLabelChangesAt(day([['18:00', '10:00']]), '09:00')).toBeNull();
    expect(openingHoursLabelChangesAt(null, '09:00')).toBeNull();
  });
});

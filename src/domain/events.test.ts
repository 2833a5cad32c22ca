import { describe, expect, it } from 'vitest';
import type { EventItem, Teaser } from '../contract/events';
import {
  acceptPageRequest,
  berlinDay,
  EMPTY_FILTER,
  formatTime,
  fromAddressDate,
  groupByDay,
  interleaveTeasers,
  isFiltered,
  queryFromState,
  showResetFilter,
  stateFromQuery,
  teaserStart,
} from './events';

const TODAY = '2026-11-23';
const event = (id: number, date_start: string) =>
  ({ id, xtype: 'event', date_start }) as unknown as EventItem;
const teaser = (id: number, position: string) => ({ id, position, headline: `T${id}` }) as unknown as Teaser;

describe('address query <-> filters (spec: programme §2)', () => {
  it('writes filter names, the date as DD-MM-YYYY and overlay, leaving empty values out', () => {
    const query = queryFromState(
      {
        filter: { ...EMPTY_FILTER, room: 2, type: 'fuehrung', tag: null },
        date: '2026-12-05',
        overlay: true,
      },
      TODAY,
    );
    expect(query).toBe('?room=2&type=fuehrung&date=05-12-2026&overlay=true');
    expect(queryFromState({ filter: EMPTY_FILTER, date: TODAY, overlay: false }, TODAY)).toBe('');
  });

  it('reads them back, numeric values as numbers', () => {
    const state = stateFromQuery('?room=2&type=fuehrung&date=05-12-2026&overlay=true&foo=1&genre=');
    expect(state.filter).toEqual({ room: 2, type: 'fuehrung', tag: null, series: null, genre: null });
    expect(state.date).toBe('2026-12-05');
    expect(state.overlay).toBe(true);
    const round = { filter: { ...EMPTY_FILTER, series: 3, genre: 4 }, date: '2027-01-31', overlay: false };
    expect(stateFromQuery(queryFromState(round, TODAY))).toEqual(round);
  });

  it('ignores impossible dates', () => {
    expect(fromAddressDate('31-02-2026')).toBeNull();
    expect(fromAddressDate('2026-02-01')).toBeNull();
    expect(stateFromQuery('date=31-02-2026').date).toBeNull();
    expect(fromAddressDate('29-02-2028')).toBe('2028-02-29');
  });
});

describe('page guard (spec: programme §4)', () => {
  it('accepts only a higher page, or any page on reset', () => {
    expect(acceptPageRequest(1, 2, false, false)).toBe(true);
    expect(acceptPageRequest(2, 2, false, false)).toBe(false);
    expect(acceptPageRequest(3, 2, false, false)).toBe(false);
    expect(acceptPageRequest(2, 3, false, true)).toBe(false);
    expect(acceptPageRequest(5, 1, true, true)).toBe(true);
  });
});

describe('reset filter rule (spec: programme §2)', () => {
  it('shows with two filters, or one filter and another date', () => {
    expect(showResetFilter(EMPTY_FILTER, null, TODAY)).toBe(false);
    expect(showResetFilter({ ...EMPTY_FILTER, room: 1 }, null, TODAY)).toBe(false);
    expect(showResetFilter({ ...EMPTY_FILTER, room: 1 }, TODAY, TODAY)).toBe(false);
    expect(showResetFilter(EMPTY_FILTER, '2026-12-01', TODAY)).toBe(false);
    expect(showResetFilter({ ...EMPTY_FILTER, room: 1 }, '2026-12-01', TODAY)).toBe(true);
    expect(showResetFilter({ ...EMPTY_FILTER, room: 1, tag: 2 }, null, TODAY)).toBe(true);
  });
  it('counts a list as filtered with any filter or another date', () => {
    expect(isFiltered(EMPTY_FILTER, TODAY, TODAY)).toBe(false);
    expect(isFiltered(EMPTY_FILTER, '2026-11-24', TODAY)).toBe(true);
    expect(isFiltered({ ...EMPTY_FILTER, genre: 1 }, null, TODAY)).toBe(true);
  });
});

describe('teaser interleaving (spec: programme §2, §3)', () => {
  const events = [
    event(1, '2026-11-23T19:30:00+01:00'),
    event(2, '2026-11-24T20:00:00+01:00'),
    event(3, '2026-11-26T19:00:00+01:00'),
  ];
  it('puts a teaser at the end of its position day', () => {
    const items = interleaveTeasers(events, [teaser(9, '2026-11-24')], {
      filtered: false,
      complete: false,
      from: TODAY,
    });
    expect(items.map((item) => item.id)).toEqual([1, 2, 9, 3]);
    expect(items[2]?.xtype).toBe('teaser');
    expect(items[2]?.date_start).toBe('2026-11-24T23:59:59+01:00');
  });
  it('holds back teasers beyond the loaded events until the list is complete', () => {
    const late = [teaser(8, '2026-12-10')];
    expect(interleaveTeasers(events, late, { filtered: false, complete: false, from: TODAY })).toHaveLength(
      3,
    );
    expect(interleaveTeasers(events, late, { filtered: false, complete: true, from: TODAY }).at(-1)?.id).toBe(
      8,
    );
  });
  it('shows no teasers in a filtered list', () => {
    const items = interleaveTeasers(events, [teaser(9, '2026-11-24')], {
      filtered: true,
      complete: true,
      from: TODAY,
    });
    expect(items.every((item) => item.xtype === 'event')).toBe(true);
  });
});

describe('day grouping across a daylight-saving change', () => {
  it('keeps Berlin days whole on the clock change (29 March 2026, 25 October 2026)', () => {
    const items = [
      event(1, '2026-03-28T23:30:00+01:00'),
      event(2, '2026-03-29T00:30:00+01:00'),
      event(3, '2026-03-29T22:30:00+02:00'),
      // 23:30 in Berlin on 29 March written in UTC: still 29 March.
      event(4, '2026-03-29T21:30:00Z'),
      event(5, '2026-10-25T01:30:00+01:00'),
      event(6, '2026-10-25T23:30:00+01:00'),
    ];
    const groups = groupByDay(items, false);
    expect(groups.map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-03-28', [1]],
      ['2026-03-29', [2, 3, 4]],
      ['2026-10-25', [5, 6]],
    ]);
    expect(teaserStart('2026-03-29')).toBe('2026-03-29T23:59:59+02:00');
    expect(teaserStart('2026-10-25')).toBe('2026-10-25T23:59:59+01:00');
    expect(berlinDay('2026-10-24T22:30:00Z')).toBe('2026-10-25');
  });
  it('drops teaser-only days from a filtered list', () => {
    const items = [
      event(1, '2026-11-23T19:30:00+01:00'),
      { xtype: 'teaser', id: 9, date_start: '2026-11-24T23:59:59+01:00' },
    ];
    expect(groupByDay(items as never, true).map((g) => g.day)).toEqual(['2026-11-23']);
    expect(groupByDay(items as never, false).map((g) => g.day)).toEqual(['2026-11-23', '2026-11-24']);
  });
  it('writes times as HH:MM Uhr in German', () => {
    expect(formatTime('2026-11-23T18:30:00Z', 'de')).toBe('19:30 Uhr');
    expect(formatTime('2026-07-01T18:30:00Z', 'en')).toBe('20:30');
    // Europe/Berlin in summer and winter (R-CONST-1, R-EVD-3).
    expect(formatTime('2025-07-01T17:30:00+00:00', 'de')).toBe('19:30 Uhr');
    expect(formatTime('2025-01-15T18:00:00+00:00', 'de')).toBe('19:00 Uhr');
    // Just after midnight in Berlin: 00, never 24, and the day has already turned.
    expect(formatTime('2026-11-23T23:05:00Z', 'de')).toBe('00:05 Uhr');
    expect(berlinDay('2026-11-23T23:05:00Z')).toBe('2026-11-24');
  });
});

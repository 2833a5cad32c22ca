import { berlinToday } from '../../src/domain/events';
import { BROWSER_TEST_NOW, startTestClock } from './test-clock';

/**
 * Events as `GET /{locale}/api/events/` answers them, for the browser tests of the programme and
 * the overlay.
 */

// The tests of the programme elements run on the browser tests' clock; their "today" is its day.
startTestClock();
export const TODAY = berlinToday(new Date(BROWSER_TEST_NOW));

/** The Berlin day `n` days after today, `YYYY-MM-DD`. */
export function dayAfter(n: number): string {
  const day = new Date(`${TODAY}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + n);
  return day.toISOString().slice(0, 10);
}

/** 'Stück {id}' at 19:30 on `day` in the Großes Haus, bookable in the webshop; `extra` overrides. */
export function testEvent(id: number, day: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    xtype: 'event',
    name: `Stück ${id}`,
    slug: { de: `stueck-${id}`, en: `piece-${id}` },
    url: `/de/programm/stueck-${id}/${id}`,
    subtitle: '',
    description: '',
    important_info: '',
    date_start: `${day}T19:30:00+01:00`,
    date_end: null,
    room: { id: 1, name: 'Großes Haus' },
    exhibition_type: null,
    series: null,
    genre: null,
    tags: [],
    production_id: null,
    event_type_new: 'performance',
    id_jet: String(1000 + id),
    ticketUrl: `/webshop/event/${id}`,
    status: '1',
    images: [],
    seat_groups: [],
    prices: [],
    timeslots: [],
    ...extra,
  };
}

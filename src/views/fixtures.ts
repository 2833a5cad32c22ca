import type { EventItem } from '../contract/events';
import type { ProductionItem } from '../contract/productions';

/** Records as the API answers them, for the views' tests: a fixed day, nothing read from the clock. */
export function eventRecord(id: number, extra: Partial<EventItem> = {}): EventItem {
  return {
    id,
    xtype: 'event',
    name: `Stück ${id}`,
    slug: { de: `stueck-${id}`, en: `piece-${id}` },
    url: `/de/programm/stueck-${id}/${id}`,
    subtitle: 'Untertitel',
    description: '<p>Beschreibung</p>',
    important_info: '',
    // Saturday 28 November 2026, 19:30 in Berlin.
    date_start: '2026-11-28T18:30:00Z',
    date_end: null,
    room: { id: 1, name: 'Großes Haus' },
    exhibition_type: { slug: 'schauspiel', name: 'Schauspiel' },
    series: null,
    genre: { id: 3, name: 'Komödie' },
    tags: [{ id: 7, name: 'Familie' }],
    production_id: null,
    event_type_new: 'performance',
    id_jet: String(1000 + id),
    ticketUrl: `/webshop/event/${id}`,
    status: '1',
    images: [
      {
        url: `/media/e${id}.jpg`,
        alt: 'Szene',
        thumbnails: {
          small: `/media/e${id}-s.jpg`,
          medium: `/media/e${id}-m.jpg`,
          large: `/media/e${id}-l.jpg`,
        },
      },
    ],
    seat_groups: [],
    prices: [],
    timeslots: [],
    ...extra,
  };
}

export function productionRecord(id: number, extra: Partial<ProductionItem> = {}): ProductionItem {
  return {
    id,
    xtype: 'production',
    name: `Produktion ${id}`,
    slug: { de: `produktion-${id}`, en: `production-${id}` },
    url: `/de/produktionen/produktion-${id}/${id}`,
    subtitle: `Untertitel ${id}`,
    description: '',
    season: { id: 4, name: '2026/27' },
    exhibition_type: { slug: 'oper', name: 'Oper' },
    tags: [],
    images: [
      {
        url: `/media/p${id}.jpg`,
        alt: 'Bühnenbild',
        width: 1600,
        height: 900,
        thumbnails: {
          small: `/media/p${id}-s.jpg`,
          medium: `/media/p${id}-m.jpg`,
          large: `/media/p${id}-l.jpg`,
        },
      },
    ],
    next_date: '2026-12-04T18:30:00Z',
    last_date: '2027-01-10T18:30:00Z',
    upcoming_events: 3,
    ...extra,
  };
}

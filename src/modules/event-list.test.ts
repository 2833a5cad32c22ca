import { describe, expect, it } from 'vitest';
import { loadModuleData } from './load';
import { newModule } from './registry';
import { issuesOf, parsed, renderHtml } from './testing';
import type { EventCard, ModuleDataSource } from './types';

const now = new Date('2026-11-25T09:00:00Z'); // Wednesday

function sourceWith(events: EventCard[]) {
  const calls: Array<Parameters<ModuleDataSource['events']>[0]> = [];
  const source: ModuleDataSource = {
    locale: 'de',
    now,
    events: async (query) => {
      calls.push(query);
      return events.filter(
        (event) =>
          new Date(event.date_start) >= query.from && (!query.to || new Date(event.date_start) < query.to),
      );
    },
  };
  return { source, calls };
}

const event = (id: number, date: string): EventCard => ({
  id,
  name: `Vorstellung ${id}`,
  subtitle: '',
  date_start: date,
  room: 'Großes Haus',
  url: `/de/programm/vorstellung-${id}/${id}`,
  status: id === 2 ? '0' : '1',
});

describe('Event list (spec: frame §3)', () => {
  it('starts with date_from now and the filter none; filters are exactly none / next_3_days / weekend', () => {
    const fresh = newModule('event_list', 'e', now);
    expect(fresh).toMatchObject({ date_from: now.toISOString(), filters: 'none', children: [] });
    expect(issuesOf({ id: 'e', type: 'event_list', filters: 'tomorrow' })).toEqual({
      filters: 'Choose none, next 3 days or weekend.',
    });
    expect(
      issuesOf({
        id: 'e',
        type: 'event_list',
        date_from: '2026-12-02T00:00:00+01:00',
        date_to: '2026-12-01T00:00:00+01:00',
      }),
    ).toEqual({ date_to: 'The end must be after the start.' });
  });

  it('loads the events of its window and renders them; weekend shows only the weekend', async () => {
    const events = [
      event(1, '2026-11-26T18:30:00Z'),
      event(2, '2026-11-28T18:30:00Z'),
      event(3, '2026-12-05T18:30:00Z'),
    ];
    const { source, calls } = sourceWith(events);
    const [all] = await loadModuleData([parsed({ id: 'e', type: 'event_list' })], source);
    const html = renderHtml([all]);
    // The shared event card (src/views/event-card.tsx) as an agenda entry: day and time, no ticket link.
    expect(html.match(/<li><article class="m-event-card">/g)).toHaveLength(3);
    expect(html).toContain('<time dateTime="2026-11-26T18:30:00Z">Do., 26.11.2026 · 19:30 Uhr</time>');
    expect(html).toContain('<a href="/de/programm/vorstellung-1/1">Vorstellung 1</a>');
    expect(html).toContain('<p class="m-event-card__room">Großes Haus</p>');
    expect(html.match(/<span class="event-sold-out">Ausverkauft<\/span>/g)).toHaveLength(1);
    expect(html).not.toContain('event-tickets');

    const [weekend] = await loadModuleData(
      [parsed({ id: 'w', type: 'event_list', filters: 'weekend', tag: 4 })],
      source,
    );
    expect(calls[1]).toMatchObject({ tag: 4, limit: 12 });
    const weekendHtml = renderHtml([weekend]);
    expect(weekendHtml).toContain('Vorstellung 2');
    expect(weekendHtml).not.toContain('Vorstellung 1');
    expect(weekendHtml).not.toContain('Vorstellung 3');
  });

  it('shows a clear empty state', async () => {
    const { source } = sourceWith([]);
    const [empty] = await loadModuleData(
      [parsed({ id: 'e', type: 'event_list', filters: 'next_3_days' })],
      source,
    );
    expect(renderHtml([empty], { locale: 'en' })).toContain(
      '<p class="m-event-list__empty">No events are planned for this period.</p>',
    );
  });
});

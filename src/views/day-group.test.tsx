import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DayGroup, EventDays } from './day-group';
import { eventRecord } from './fixtures';

describe('DayGroup', () => {
  it('is a section named by its heading: the full date read out, the date block on screen', () => {
    const group = renderToStaticMarkup(
      <DayGroup day="2026-11-24" locale="de">
        <li>eins</li>
      </DayGroup>,
    );
    expect(group).toBe(
      '<section class="day-group" aria-labelledby="day-2026-11-24">' +
        '<h2 class="day-group__heading" id="day-2026-11-24">' +
        '<span class="visually-hidden">Dienstag, 24. November 2026</span>' +
        '<span class="date-block" aria-hidden="true"><span class="date-weekday">Di</span>' +
        '<span class="date-day">24.</span><span class="date-month">November</span><span class="date-year">26</span></span>' +
        '</h2><ul class="day-group__items"><li>eins</li></ul></section>',
    );
  });

  it('carries the element’s parts and another heading level when asked', () => {
    const group = renderToStaticMarkup(
      <DayGroup day="2026-07-04" locale="en" headingLevel={3} parts>
        {null}
      </DayGroup>,
    );
    expect(group).toContain('<section class="day-group" part="day"');
    expect(group).toContain('<h3 class="day-group__heading" part="day-heading" id="day-2026-07-04">');
    expect(group).toContain('Saturday, 4 July 2026');
    expect(group).toContain(
      '<span class="date-block" part="date-block" aria-hidden="true"><span class="date-weekday">Sat</span>',
    );
  });
});

describe('EventDays', () => {
  it('groups events by their Berlin day, each a card with the ticket link and no widget', () => {
    const html = renderToStaticMarkup(
      <EventDays
        locale="de"
        events={[
          eventRecord(1, { date_start: '2026-11-28T18:30:00Z' }),
          // 23:30 UTC is already Sunday in Berlin.
          eventRecord(2, { date_start: '2026-11-28T23:30:00Z' }),
          eventRecord(3, { date_start: '2026-11-29T10:00:00Z' }),
        ]}
      />,
    );
    expect(html.match(/<section class="day-group"/g)).toHaveLength(2);
    expect(html.match(/<article class="event-card">/g)).toHaveLength(3);
    const sunday = html.slice(html.indexOf('id="day-2026-11-29"'));
    expect(sunday).toContain('Stück 2');
    expect(sunday).toContain('00:30 Uhr');
    expect(html).not.toContain('foyer-quick-buy');
    expect(html).not.toContain('part=');
  });
});

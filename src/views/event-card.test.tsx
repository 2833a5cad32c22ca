import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Booking } from './booking';
import { EventCard, programmeEventCard } from './event-card';
import { eventRecord } from './fixtures';

const html = (element: JSX.Element) => renderToStaticMarkup(element);

describe('EventCard', () => {
  it('draws a programme event as the server fallback does: plain markup, the ticket link', () => {
    expect(html(<EventCard event={programmeEventCard(eventRecord(1))} locale="de" />)).toBe(
      '<article class="event-card">' +
        '<img class="event-card__image" src="/media/e1-s.jpg" alt="" data-decorative="" width="160" height="90" loading="lazy" decoding="async"/>' +
        '<div class="event-card__body">' +
        '<div class="event-card__meta">' +
        '<p class="event-card__date"><time dateTime="2026-11-28T18:30:00Z">19:30 Uhr</time></p>' +
        '<p class="event-card__room">Großes Haus</p>' +
        '</div>' +
        '<h3 class="event-card__name"><a href="/de/programm/stueck-1/1">Stück 1</a></h3>' +
        '<p class="event-card__kind">Schauspiel · Komödie</p>' +
        '<ul class="event-card__tags" aria-label="Schlagworte"><li>Familie</li></ul>' +
        '</div>' +
        '<div class="event-card__booking">' +
        '<a class="event-tickets" href="/webshop/event/1">Tickets<span class="visually-hidden">: Stück 1</span></a>' +
        '</div>' +
        '</article>',
    );
  });

  it('inside the element: the parts, and the ticket link as the quick-buy widget’s fallback', () => {
    const card = html(
      <EventCard event={programmeEventCard(eventRecord(2))} locale="en" booking="quick-buy" parts />,
    );
    expect(card).toMatch(/^<article class="event-card" part="event">/);
    expect(card).toContain('<a href="/de/programm/stueck-2/2" part="event-link">Stück 2</a>');
    expect(card).toContain('<time dateTime="2026-11-28T18:30:00Z">19:30</time>');
    expect(card).toContain(
      '<foyer-quick-buy event-id="2" locale="en"><a class="event-tickets" href="/webshop/event/2" data-foyer-replay="quick-buy-open">Tickets<span class="visually-hidden">: Stück 2</span></a></foyer-quick-buy>',
    );
    expect(card).toContain('aria-label="Tags"');
  });

  it('says sold out instead of any booking, with its part inside the element', () => {
    const soldOut = programmeEventCard(eventRecord(3, { status: '0' }));
    const card = html(<EventCard event={soldOut} locale="de" booking="quick-buy" parts />);
    expect(card).toContain('<span class="event-sold-out" part="sold-out">Ausverkauft</span>');
    expect(card).not.toContain('foyer-quick-buy');
    expect(card).not.toContain('event-tickets');
    expect(html(<EventCard event={soldOut} locale="de" />)).toContain(
      '<div class="event-card__booking"><span class="event-sold-out">Ausverkauft</span></div>',
    );
  });

  it('leaves out what the data does not have, the booking place too', () => {
    const bare = programmeEventCard(
      eventRecord(4, {
        room: null,
        exhibition_type: null,
        genre: null,
        tags: [],
        images: [],
        ticketUrl: null,
      }),
    );
    const card = html(<EventCard event={bare} locale="de" />);
    expect(card).toBe(
      '<article class="event-card"><div class="event-card__body"><div class="event-card__meta">' +
        '<p class="event-card__date"><time dateTime="2026-11-28T18:30:00Z">19:30 Uhr</time></p></div>' +
        '<h3 class="event-card__name"><a href="/de/programm/stueck-4/4">Stück 4</a></h3></div></article>',
    );
    // The widget has its own booking without a ticket link.
    expect(html(<EventCard event={bare} locale="de" booking="quick-buy" />)).toContain(
      '<div class="event-card__booking"><foyer-quick-buy event-id="4" locale="de"></foyer-quick-buy></div>',
    );
  });

  it('as an agenda entry: day and time in Berlin, the subtitle, its own block and heading level', () => {
    const agenda = {
      id: 5,
      name: 'Vorstellung',
      url: '/de/programm/vorstellung/5',
      date_start: '2026-11-28T18:30:00Z',
      subtitle: 'Ein Abend',
      room: 'Studio',
      status: '1',
    };
    const card = html(
      <EventCard event={agenda} locale="de" when="day-and-time" block="m-event-card" headingLevel={4} />,
    );
    expect(card).toContain('<time dateTime="2026-11-28T18:30:00Z">Sa., 28.11.2026 · 19:30 Uhr</time>');
    expect(card).toContain(
      '<h4 class="m-event-card__name"><a href="/de/programm/vorstellung/5">Vorstellung</a></h4>',
    );
    expect(card).toContain('<p class="m-event-card__subtitle">Ein Abend</p>');
    expect(card).toContain('<p class="m-event-card__room">Studio</p>');
    expect(card).not.toContain('__booking');
    // Summer time: 18:30 UTC is 20:30 in Berlin.
    expect(
      html(
        <EventCard
          event={{ ...agenda, date_start: '2026-07-04T18:30:00Z' }}
          locale="en"
          when="day-and-time"
        />,
      ),
    ).toContain('>Sat 4 Jul 2026 · 20:30</time>');
  });
});

describe('Booking', () => {
  it('is the ticket link alone with the widget flag off, and nothing without a link', () => {
    const event = eventRecord(6);
    expect(html(<Booking event={event} locale="de" />)).toBe(
      '<a class="event-tickets" href="/webshop/event/6">Tickets<span class="visually-hidden">: Stück 6</span></a>',
    );
    expect(html(<Booking event={{ ...event, ticketUrl: null }} locale="de" />)).toBe('');
    expect(html(<Booking event={event} locale="de" widget />)).toMatch(
      /^<foyer-quick-buy event-id="6" locale="de"><a class="event-tickets"/,
    );
  });
});

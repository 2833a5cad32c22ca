import type { ReactNode } from 'react';
import type { Locale } from '../contract/common';
import { cardsTexts } from '../i18n/cards';
import { partIf } from './heading';

/** What the booking place needs of an event: any event record or card data has it. */
export interface BookableEvent {
  id: number;
  name: string;
  /** '0' = sold out (spec: programme §4). */
  status: string;
  ticketUrl?: string | null;
  /** The event has begun (`hasBegun`): its sale has ended. Told by pages that know the time. */
  begun?: boolean;
}

/** The replay mark shared by the server's ticket link and the widget's trigger (issue 23). */
export const QUICK_BUY_REPLAY = 'quick-buy-open';

/** Whether `Booking` draws anything for this event (sold out, a ticket link, or the widget). */
export const hasBookingPlace = (event: BookableEvent, widget: boolean): boolean =>
  event.status === '0' || Boolean(event.begun) || widget || Boolean(event.ticketUrl);

/** Whether `Booking` draws something to book (not sold out, not begun; a ticket link or the widget). */
export function isBookable(event: BookableEvent, widget = false): boolean {
  return event.status !== '0' && !event.begun && (widget || Boolean(event.ticketUrl));
}

/**
 * The booking place of an event (spec: programme §4 Booking): 'Ausverkauft' when it is sold out,
 * 'Vorverkauf beendet' when it has begun (where the page says so: `begun`); otherwise the ticket
 * link, readable without JavaScript, and with `widget` that link inside a
 * `<foyer-quick-buy>` as its fallback content (the design settings' quick-buy flag, spec: frame
 * §3). Null when there is nothing to show (no ticket link and no widget). The event detail page,
 * a production's dates, the programme's server fallback (link only: the element draws its own
 * cards with quick-buy) and the programme element's cards all draw it.
 */
export function Booking({
  event,
  locale,
  widget = false,
  parts = false,
}: {
  event: BookableEvent;
  locale: Locale;
  widget?: boolean;
  /** Inside an element's shadow root: `part="sold-out"` on the sold-out text. */
  parts?: boolean;
}): ReactNode {
  if (event.status === '0')
    return (
      <span className="event-sold-out" part={partIf(parts, 'sold-out')}>
        {cardsTexts(locale)('soldOut')}
      </span>
    );
  // Begun: no link to a sale that has ended (the widget would only say so after a click).
  if (event.begun)
    return (
      <span className="event-sale-ended" part={partIf(parts, 'sale-ended')}>
        {cardsTexts(locale)('saleEnded')}
      </span>
    );
  // Inside `<foyer-quick-buy>` the link is the widget's trigger before hydration: a click on it is
  // held and replayed on the widget's 'Tickets' button (widgets/shared/hydration.ts, decision 0112).
  const link = event.ticketUrl ? (
    <a
      className="event-tickets"
      href={event.ticketUrl}
      data-foyer-replay={widget ? QUICK_BUY_REPLAY : undefined}
    >
      {cardsTexts(locale)('tickets')}
      <span className="visually-hidden">: {event.name}</span>
    </a>
  ) : null;
  if (!widget) return link;
  return (
    <foyer-quick-buy event-id={String(event.id)} locale={locale}>
      {link}
    </foyer-quick-buy>
  );
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** widgets/quick-buy: the booking widget of one event; its children are its fallback. */
      'foyer-quick-buy': { 'event-id': string; locale: string; 'api-base'?: string; children?: ReactNode };
    }
  }
}

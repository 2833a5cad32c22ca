import type { Locale } from '../../../src/contract/common';
import type { EventItem } from '../../../src/contract/events';
import { t } from '../../../src/i18n';

/**
 * The booking place: the quick-buy element, with the ticket link as its fallback content. With the
 * design-settings quick-buy widget flag off (spec: frame §3), the ticket link alone. Also the
 * booking of each date on the production detail page (host/pages/productions/detail.tsx).
 */
export function Booking({
  event,
  locale,
  widget = true,
}: {
  event: EventItem;
  locale: Locale;
  widget?: boolean;
}) {
  if (event.status === '0') return <span className="event-sold-out">{t(locale, 'programme.soldOut')}</span>;
  const link = event.ticketUrl ? (
    <a className="event-tickets" href={event.ticketUrl}>
      {t(locale, 'programme.tickets')}
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

/** The list fallback's booking: the ticket link (or sold out), readable without JavaScript. */
export function TicketLink({ event, locale }: { event: EventItem; locale: Locale }) {
  if (event.status === '0') return <span className="event-sold-out">{t(locale, 'programme.soldOut')}</span>;
  if (!event.ticketUrl) return null;
  return (
    <a className="event-tickets" href={event.ticketUrl}>
      {t(locale, 'programme.tickets')}
      <span className="visually-hidden">: {event.name}</span>
    </a>
  );
}

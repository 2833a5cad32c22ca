import type { EventItem } from '../../../src/contract/events';

/** schema.org Event (issue 3 "schema.org Event JSON-LD"). */
export function eventJsonLd(event: EventItem, siteUrl: string, siteName: string) {
  const main = event.prices.find((price) => price.is_main);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    startDate: event.date_start,
    ...(event.date_end ? { endDate: event.date_end } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: siteUrl + event.url,
    description: event.description.replace(/<[^>]+>/g, '').trim(),
    image: event.images.map((image) => (image.url.startsWith('http') ? image.url : siteUrl + image.url)),
    location: { '@type': 'Place', name: event.room?.name ?? siteName, address: siteName },
    organizer: { '@type': 'Organization', name: siteName, url: siteUrl },
    ...(main && event.ticketUrl
      ? {
          offers: {
            '@type': 'Offer',
            price: main.amount,
            priceCurrency: 'EUR',
            url: event.ticketUrl.startsWith('http') ? event.ticketUrl : siteUrl + event.ticketUrl,
            availability: event.status === '0' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          },
        }
      : {}),
  };
}

/** JSON-LD as the text of a script element: data, never run; `<` is escaped so no text can close it. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

// A React consumer of the elements' types (issue 21 item 3): compiled by `tsc -p types-test`
// against the built dist/widgets/foyer.d.ts. The @ts-expect-error lines prove the types are
// real: with untyped elements they would be unused and fail the check.
import { useEffect, useRef } from 'react';
import type { FoyerEventMap, FoyerQuickBuyElement } from '../dist/widgets/foyer';

export function Shop({ eventId }: { eventId: number }) {
  const quickBuy = useRef<FoyerQuickBuyElement>(null);
  useEffect(() => {
    const element = quickBuy.current;
    const onUpdate = (event: FoyerEventMap['foyer-cart-updated']) => {
      const quantity: number = event.detail.ticketsQuantity;
      const url: string = event.detail.cartUrl;
      console.log(quantity, url);
    };
    element?.addEventListener('foyer-cart-updated', onUpdate);
    return () => element?.removeEventListener('foyer-cart-updated', onUpdate);
  }, []);
  return (
    <>
      <foyer-alert-bar locale="de" api-base="https://theater.example" />
      <foyer-event-calendar locale="en" api-base="https://theater.example" event-style="style2">
        <p>Programme</p>
      </foyer-event-calendar>
      <foyer-quick-buy ref={quickBuy} event-id={eventId} locale="de" api-base="https://theater.example" />
      <foyer-site-header locale="de" landing-page />
      {/* @ts-expect-error an attribute of the wrong type */}
      <foyer-quick-buy event-id={{ id: 1 }} />
      {/* @ts-expect-error an element that does not exist */}
      <foyer-quick-bye />
    </>
  );
}

// The DOM knows each element and each event's detail.
const element = document.querySelector('foyer-quick-buy');
const id: number | undefined = element?.eventId;
document.addEventListener('foyer-search', (event) => {
  const query: string = event.detail.query;
  // @ts-expect-error the query is text, not a number
  const wrong: number = event.detail.query;
  console.log(id, query, wrong);
});
document.addEventListener('foyer-consent-changed', (event) => {
  const statistics: boolean = event.detail.statistics;
  console.log(statistics);
});

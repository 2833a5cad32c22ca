// A Preact consumer of the elements' types (issue 21 item 3): compiled by
// `tsc -p types-test/preact` against the built dist/widgets/foyer-preact.d.ts and foyer.d.ts.
// The @ts-expect-error lines prove the types are real.
import { useEffect, useRef } from 'preact/hooks';
import type { FoyerQuickBuyElement } from '../../dist/widgets/foyer';

export function Shop({ eventId }: { eventId: number }) {
  const quickBuy = useRef<FoyerQuickBuyElement>(null);
  useEffect(() => {
    const element = quickBuy.current;
    const onUpdate = (event: CustomEvent<{ ticketsQuantity: number; cartUrl: string }>) =>
      console.log(event.detail.ticketsQuantity);
    element?.addEventListener('foyer-cart-updated', onUpdate);
    return () => element?.removeEventListener('foyer-cart-updated', onUpdate);
  }, []);
  return (
    <div>
      <foyer-alert-bar locale="de" api-base="https://theater.example" />
      <foyer-quick-buy
        ref={quickBuy}
        event-id={eventId}
        locale="de"
        api-base="https://theater.example"
        class="x"
      />
      {/* @ts-expect-error an attribute of the wrong type */}
      <foyer-quick-buy event-id={{ id: 1 }} />
      {/* @ts-expect-error an element that does not exist */}
      <foyer-quick-bye />
    </div>
  );
}

import { defineElement } from '../shared/define';
import { QuickBuy, type QuickBuyProps } from './quick-buy.component';

/**
 * @summary The booking widget: pick ticket counts per price category (and a timeslot), put them
 * into the cart, reserved for 15 minutes, with a live countdown. Works on the site and in a
 * webshop template on another origin (the cart token travels as a header, not a cookie).
 * Spec: programme §4 Booking widget, §7 POST /api/shop-cart/, §8 errors.
 *
 * @tag foyer-quick-buy
 *
 * @attr event-id - Id of the event (required).
 * @attr locale - Language of the labels: `de` (default) or `en`.
 * @attr api-base - Origin of the Foyer host when embedded on another site; empty on the host site.
 *
 * @event foyer-cart-updated - Tickets were added to the cart. `detail: { ticketsQuantity: number, cartUrl: string }`.
 *
 * @slot - Server-rendered fallback (e.g. a link to the webshop), shown until the offer is loaded and without JavaScript.
 *
 * @csspart trigger - The button that opens the widget.
 * @csspart dialog - The modal dialog.
 * @csspart panel - The dialog's content.
 * @csspart head - Title and close button.
 * @csspart close - The close button.
 * @csspart timeslots - The time picker.
 * @csspart timeslot - One time button.
 * @csspart seat-groups - The list of price categories.
 * @csspart seat-group - One price category.
 * @csspart price - A formatted price.
 * @csspart stepper - The minus / amount / plus control.
 * @csspart increment - The plus button.
 * @csspart decrement - The minus button.
 * @csspart discounts - The button that opens a category's discounts.
 * @csspart discount-list - The discounts step's list.
 * @csspart discount - One discount.
 * @csspart back - The back button of the discounts step.
 * @csspart show-all - The show-all toggle of the price list.
 * @csspart footer - Total and add-to-cart.
 * @csspart total - The running total.
 * @csspart add-to-cart - The add-to-cart button.
 * @csspart summary - The summary step.
 * @csspart success - The success text.
 * @csspart countdown - The time left on the reservation.
 * @csspart cart-link - The link to the cart.
 * @csspart add-more - The button to add more tickets.
 * @csspart error - The error text.
 * @csspart error-code - 'Error N' for other codes.
 * @csspart retry - Try again (fewer tickets after -214, reserve again after -204).
 * @csspart webshop-link - The link to the webshop.
 *
 * @cssproperty --foyer-quick-buy-accent - Buttons and highlights (default `--foyer-color-accent`).
 * @cssproperty --foyer-quick-buy-background - Dialog background (default `--foyer-color-paper`, white).
 * @cssproperty --foyer-quick-buy-color - Text colour (default `--foyer-color-ink`).
 */
defineElement<QuickBuyProps>(
  'foyer-quick-buy',
  QuickBuy,
  { eventId: 'number', locale: 'string', apiBase: 'string' },
  // One on every event card: each is mounted when it comes near the viewport (its fallback is the
  // ticket link), not all at once on the first visit.
  { hydrate: 'visible' },
);

declare global {
  interface HTMLElementTagNameMap {
    'foyer-quick-buy': HTMLElement;
  }
  interface GlobalEventHandlersEventMap {
    'foyer-cart-updated': CustomEvent<{ ticketsQuantity: number; cartUrl: string }>;
  }
}

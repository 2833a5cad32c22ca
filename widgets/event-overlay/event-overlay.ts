import { defineElement } from '../shared/define';
import { EventOverlay, type EventOverlayProps } from './event-overlay.component';

/**
 * @summary The full-screen overlay 'Programm und Karten' with the programme (filters, calendar,
 * selected filters) inside. Opens on a `foyer-open-event-overlay` event dispatched on `document`
 * and when the page loads with `overlay=true`; closes on its close control, Escape or a path
 * change, and then clears the query string. The page does not scroll while it is open.
 * Spec: programme §2 Event overlay, §4 Event overlay.
 *
 * @tag foyer-event-overlay
 *
 * @attr locale - Language: `de` (default) or `en`.
 * @attr api-base - Origin of the Foyer host when embedded on another site; empty on the host site.
 * @attr event-style - Card style passed to the calendar.
 *
 * @event foyer-event-overlay-closed - The visitor closed the overlay.
 *
 * @csspart overlay - The full-screen panel.
 * @csspart bar - The title bar.
 * @csspart title - The headline.
 * @csspart close - The close control.
 * @csspart content - The scrolling content.
 *
 * @cssproperty --foyer-event-overlay-background - Panel background (default white).
 */
defineElement<EventOverlayProps>('foyer-event-overlay', EventOverlay, {
  locale: 'string',
  apiBase: 'string',
  eventStyle: 'string',
});

declare global {
  interface HTMLElementTagNameMap {
    'foyer-event-overlay': HTMLElement;
  }
  interface DocumentEventMap {
    'foyer-open-event-overlay': CustomEvent;
  }
  interface GlobalEventHandlersEventMap {
    'foyer-event-overlay-closed': CustomEvent<Record<string, never>>;
  }
}

import { defineElement } from '../shared/define';
import { AlertBar, type AlertBarProps } from './alert-bar.component';

/**
 * @summary The top alert banner: the current breaking-news alert with title, text and link,
 * closable; a closed alert stays closed (cookie `alert-closed`) until a new one appears.
 * Spec: programme §2 Top alert banner, §4 Top alert.
 *
 * @tag foyer-alert-bar
 *
 * @attr locale - Language of the alert and labels: `de` (default) or `en`.
 * @attr api-base - Origin of the Foyer host when embedded on another site; empty on the host site.
 *
 * @event foyer-alert-closed - The visitor closed the alert. `detail: { id: number }`.
 *
 * @slot - Server-rendered fallback content, shown until the alert is loaded (and without JavaScript).
 *
 * @csspart base - The alert bar.
 * @csspart content - The text line.
 * @csspart title - The alert title.
 * @csspart text - The alert text.
 * @csspart link - The link.
 * @csspart close - The close button.
 *
 * @cssproperty --foyer-alert-bar-background - Bar background (default `--foyer-color-accent`).
 * @cssproperty --foyer-alert-bar-color - Text colour (default `--foyer-color-ink`).
 */
defineElement<AlertBarProps>('foyer-alert-bar', AlertBar, { locale: 'string', apiBase: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'foyer-alert-bar': HTMLElement;
  }
  interface GlobalEventHandlersEventMap {
    'foyer-alert-closed': CustomEvent<{ id: number }>;
  }
}

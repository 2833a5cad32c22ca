import { defineElement } from '../shared/define';
import { CookieBanner, type CookieBannerProps } from './cookie-banner.component';

/**
 * @summary The cookie consent dialog: necessary, statistics/marketing and external media;
 * accept all, reject all and per-category settings. Loads the tag manager only after consent and
 * never under Do Not Track or Global Privacy Control; sends Google Consent Mode v2 signals
 * (denied by default); records each choice on the server with the policy revision. Not shown on
 * legal pages; reopened by a `foyer-open-cookie-settings` event on the document.
 * Spec: frame §1, §4, §5, §9; issue 7 item 4.
 *
 * @tag foyer-cookie-banner
 *
 * @attr locale - Language of the texts: `de` (default) or `en`.
 * @attr api-base - Origin of the Foyer host when embedded on another site; empty on the host site.
 * @attr revision - Policy revision (design settings `cookies.policyRevision`); a new one asks again.
 * @attr tag-manager-id - Tag-manager container id (design settings `cookies.tagManagerId`), e.g. `GTM-ABC123`.
 * @attr privacy-url - Link to the privacy policy shown in the dialog.
 * @attr consent-tags - JSON object of Consent Mode v2 signals (design settings `cookies.consentTags`): `false` never grants the signal, `true` ties it to the statistics/marketing choice.
 *
 * @event foyer-consent-changed - The visitor made a choice. `detail: { necessary: true, statistics: boolean, media: boolean, revision: number }`.
 *
 * @csspart dialog - The dialog.
 * @csspart body - Its content.
 * @csspart title - The heading.
 * @csspart intro - The explanation.
 * @csspart link - The privacy-policy link.
 * @csspart categories - The category checkboxes (settings view).
 * @csspart actions - The button row.
 * @csspart button - Each button (accept all, reject all, settings / save).
 *
 * @cssproperty --foyer-cookie-banner-background - Dialog background (default `--foyer-color-paper`).
 * @cssproperty --foyer-cookie-banner-color - Text colour (default `--foyer-color-ink`).
 * @cssproperty --foyer-cookie-banner-accent - Button colour (default `--foyer-color-primary`).
 */
defineElement<CookieBannerProps>('foyer-cookie-banner', CookieBanner, {
  locale: 'string',
  apiBase: 'string',
  revision: 'number',
  tagManagerId: 'string',
  consentTags: 'json',
  privacyUrl: 'string',
});

export interface ConsentChangedDetail {
  necessary: true;
  statistics: boolean;
  media: boolean;
  revision: number;
}

declare global {
  interface HTMLElementTagNameMap {
    'foyer-cookie-banner': HTMLElement;
  }
  interface GlobalEventHandlersEventMap {
    'foyer-consent-changed': CustomEvent<ConsentChangedDetail>;
    'foyer-open-cookie-settings': CustomEvent<null>;
  }
}

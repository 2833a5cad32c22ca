import { defineElement } from '../shared/define';
import { Embed, type EmbedProps } from './embed.component';

/**
 * @summary Third-party media (video, audio, viewers, social posts) behind a click-to-load
 * placeholder until external media is allowed; then the provider's iframe, only for the
 * provider's allowed hosts. Spec: frame §5 embed validation, §9 media category; issue 7 item 4.
 *
 * @tag foyer-embed
 *
 * @attr provider - `youtube`, `vimeo`, `spotify`, `soundcloud`, `podigee`, `issuu`, `instagram`, `twitter`, `facebook` or `tiktok`.
 * @attr src - The media URL (YouTube and Vimeo page links become player URLs).
 * @attr title - Accessible name of the frame.
 * @attr locale - Language of the texts: `de` (default) or `en`.
 * @attr api-base - Origin of the Foyer host when embedded on another site.
 * @attr revision - Policy revision when the page has no cookie banner.
 *
 * @event foyer-consent-changed - The visitor chose 'always allow external media'. `detail: { necessary: true, statistics: boolean, media: boolean, revision: number }`.
 *
 * @slot - Server-rendered fallback (a link to the media), shown without JavaScript and in the placeholder.
 *
 * @csspart placeholder - The click-to-load box.
 * @csspart notice - The provider notice.
 * @csspart button - 'Load once' and 'Always allow external media'.
 * @csspart frame - The iframe.
 *
 * @cssproperty --foyer-embed-aspect-ratio - Frame aspect ratio (default `16 / 9`).
 * @cssproperty --foyer-embed-background - Placeholder background (default `--foyer-color-tint`).
 */
defineElement<EmbedProps>('foyer-embed', Embed, {
  provider: 'string',
  src: 'string',
  title: 'string',
  locale: 'string',
  apiBase: 'string',
  revision: 'number',
});

declare global {
  interface HTMLElementTagNameMap {
    'foyer-embed': HTMLElement;
  }
}

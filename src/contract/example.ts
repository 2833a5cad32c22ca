import { z } from 'zod';

/**
 * `GET /{locale}/api/example/` and `/api/example/?lang=` (spec: programme §7 "GET /{lang}/api/example,
 * response stored as example"; docs/decisions/0175-api-example.md): a worked example for the people
 * who embed the site's elements on another origin (a ticketing provider's webshop template). The
 * next bookable event, and the markup that shows its quick-buy there, addressed to this site.
 */
export const apiExampleSchema = z.object({
  locale: z.string(),
  /** The next bookable event (online, not sold out, a seat group on sale); null when there is none. */
  event: z
    .object({ id: z.number().int(), name: z.string(), date_start: z.string(), url: z.string() })
    .nullable(),
  /** Markup to paste into a page on another origin, in this order. */
  embed: z.object({
    /** The one script: it defines each element when one is on the page. */
    loader: z.string(),
    /** The booking widget of `event`, with its server-free fallback link; '' without an event. */
    quick_buy: z.string(),
    /** The cart counter around the cart link. */
    cart_badge: z.string(),
  }),
  /** A whole webshop page to start a template from (the test shop, with these elements). */
  template_url: z.string(),
  /** Where the API is described. */
  docs_url: z.string(),
});
export type ApiExample = z.infer<typeof apiExampleSchema>;

import { z } from 'zod';
import { codeBlockSchema } from './settings';

/**
 * The legal texts as JSON (spec: frame §7 "configured endpoints … agb, imprint, privacy-policy"):
 * `GET /api/agb/`, `/api/imprint/`, `/api/privacy-policy/` and their `/{locale}/api/…` twins. A
 * webshop template shows the terms at checkout, or links them, from the venue's own pages.
 */
export const LEGAL_TEXTS = { agb: 'terms', imprint: 'imprint', 'privacy-policy': 'privacy' } as const;
export type LegalText = keyof typeof LEGAL_TEXTS;

export const legalTextSchema = z.object({
  /** The page's title in the asked language. */
  title: z.string(),
  /** The page's address on the site, e.g. `/de/agb`. */
  url: z.string(),
  /** The page's content as the site renders it (sanitised staff HTML included), without the site's frame. */
  html: z.string(),
});
export type LegalTextResponse = z.infer<typeof legalTextSchema>;

/**
 * `GET /api/html/` (spec: frame §7 "html"): the site's HTML blocks (site settings), for a webshop
 * template that draws the same header and footer blocks as the site.
 */
export const htmlBlocksSchema = z.object({
  data: z.object({
    html_header: codeBlockSchema,
    html_footer_top: codeBlockSchema,
    html_footer_bottom: codeBlockSchema,
    html_footer_logos: codeBlockSchema,
  }),
});
export type HtmlBlocks = z.infer<typeof htmlBlocksSchema>;

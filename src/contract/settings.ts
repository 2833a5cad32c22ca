import { z } from 'zod';

/** An HTML block of the site settings: staff-authored markup rendered as is. */
export const codeBlockSchema = z.object({ code: z.string() });

/** `GET /pageeditor-api/settings` data (spec: frame §3 Site settings, §7). */
export const siteSettingsSchema = z.object({
  is_site_online: z.boolean(),
  is_shop_online: z.boolean(),
  html_header: codeBlockSchema,
  html_footer_top: codeBlockSchema,
  html_footer_bottom: codeBlockSchema,
  html_footer_logos: codeBlockSchema.optional(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const siteSettingsResponseSchema = z.object({
  status: z.literal('ok'),
  data: siteSettingsSchema,
});

/** Design settings (spec: frame §3 Design settings). Stored as one JSON document. */
export const designSettingsSchema = z.object({
  siteName: z.string(),
  cookies: z.object({
    tagManagerId: z.string().nullable(),
    policyRevision: z.number().int().positive(),
    consentTags: z.record(z.string(), z.boolean()).default({}),
  }),
  header: z.object({
    logoLink: z.string(),
    basketLink: z.string(),
    webshopLink: z.string(),
  }),
  /** Custom HTML per error status, e.g. `{ "503": "<style>…</style><h1>…</h1>" }`. */
  errors: z.record(z.string(), z.string()).default({}),
  stickyOverlayButton: z.boolean(),
  teamAccordion: z.boolean(),
  menuStyle: z.enum(['style1', 'style2']),
  eventStyle: z.enum(['style1', 'style2', 'style3']),
  map: z.object({
    apiKey: z.string().nullable(),
    mapId: z.string().nullable(),
    markers: z.array(z.object({ lat: z.number(), lng: z.number(), title: z.string() })),
  }),
  notFoundPagePath: z.string(),
  dateFormat: z.string(),
  timeFormat: z.string(),
  currencySymbol: z.string(),
  anchorListOffset: z.number(),
  quickBuyWidget: z.boolean(),
  detailProgramOverlay: z.boolean(),
  versioning: z.boolean(),
  /** Section order of detail pages (spec: programme §2 Productions). */
  productionSections: z.array(z.string()),
  eventSections: z.array(z.string()),
  /** Footer links (issue 7, spec: programme §2 Footer): whistleblower notice, organisation site. */
  footer: z
    .object({
      whistleblowerUrl: z.string().optional(),
      organisationUrl: z.string().optional(),
      organisationName: z.string().optional(),
    })
    .optional(),
});
export type DesignSettings = z.infer<typeof designSettingsSchema>;

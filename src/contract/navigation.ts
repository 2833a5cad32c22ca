import { z } from 'zod';

/** Menu entry (spec: programme §3 Navigation). */
export type MenuEntry = {
  url: string;
  menu_name: string;
  has_tab_navigation: boolean;
  children: MenuEntry[];
};
export const menuEntrySchema: z.ZodType<MenuEntry> = z.lazy(() =>
  z.object({
    url: z.string(),
    menu_name: z.string(),
    has_tab_navigation: z.boolean(),
    children: z.array(menuEntrySchema),
  }),
);

export const footerEntrySchema = z.object({ title: z.string(), url: z.string() });
export type FooterEntry = z.infer<typeof footerEntrySchema>;

/** `GET /{locale}/pageeditor-api/nav` (spec: frame §7). */
export const navigationSchema = z.object({
  menu: z.array(menuEntrySchema),
  secondary_menu: z.array(menuEntrySchema),
  footer: z.array(footerEntrySchema),
});
export type Navigation = z.infer<typeof navigationSchema>;

/** `GET /{locale}/pageeditor-api/redirect` (spec: frame §3 Redirect entry). */
export const redirectEntrySchema = z.object({ old_path: z.string(), new_path: z.string() });
export type RedirectEntry = z.infer<typeof redirectEntrySchema>;
export const redirectListSchema = z.array(redirectEntrySchema);

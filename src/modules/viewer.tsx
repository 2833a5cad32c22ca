import { z } from 'zod';
import type { Locale } from '../contract/common';
import { providerDomains } from '../domain/embeds';
import { EmbedOf, embedCode, embedHelp } from './embed';
import { moduleId, optionalText, visibility } from './fields';
import { defineModule } from './types';

/** PDF viewer (toolbar "PDF Viewer"): an Issuu publication (spec: frame §3, §5). */
const viewerSchema = z.object({
  id: moduleId(),
  type: z.literal('viewer'),
  embed: embedCode('viewer'),
  title: optionalText(300),
  ...visibility,
});
export type ViewerModule = z.infer<typeof viewerSchema>;

const PUBLICATION: Record<Locale, string> = { de: 'Publikation', en: 'Publication' };

export const viewerModule = defineModule<ViewerModule>({
  type: 'viewer',
  toolbarLabel: 'PDF Viewer',
  schema: viewerSchema,
  fields: [
    {
      name: 'embed',
      kind: 'embed',
      label: { de: 'Einbettungscode', en: 'Embed code' },
      required: true,
      providers: providerDomains('viewer'),
      help: embedHelp('viewer'),
    },
    { name: 'title', kind: 'text', label: { de: 'Titel', en: 'Title' }, maxLength: 300 },
  ],
  Render: ({ module, ctx }) => (
    <div className="m-viewer">
      <EmbedOf
        kind="viewer"
        code={module.embed}
        title={module.title || PUBLICATION[ctx.locale]}
        locale={ctx.locale}
        ratio="4/3"
      />
    </div>
  ),
});

/** Social media post from Instagram, X/Twitter, Facebook or TikTok (older editor, spec: frame §3). */
const socialSchema = z.object({
  id: moduleId(),
  type: z.literal('social_media'),
  embed: embedCode('social'),
  title: optionalText(300),
  ...visibility,
});
export type SocialMediaModule = z.infer<typeof socialSchema>;

const POST: Record<Locale, string> = { de: 'Beitrag', en: 'Post' };

export const socialMediaModule = defineModule<SocialMediaModule>({
  type: 'social_media',
  toolbarLabel: 'Social Media',
  schema: socialSchema,
  fields: [
    {
      name: 'embed',
      kind: 'embed',
      label: { de: 'Einbettungscode oder Link', en: 'Embed code or link' },
      required: true,
      providers: providerDomains('social'),
      help: embedHelp('social'),
    },
    { name: 'title', kind: 'text', label: { de: 'Titel', en: 'Title' }, maxLength: 300 },
  ],
  Render: ({ module, ctx }) => (
    <div className="m-social">
      <EmbedOf
        kind="social"
        code={module.embed}
        title={module.title || POST[ctx.locale]}
        locale={ctx.locale}
      />
    </div>
  ),
});

import { z } from 'zod';
import { providerDomains } from '../domain/embeds';
import { modulesTexts } from '../i18n/modules';
import { EmbedOf, embedCode } from './embed';
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

export const viewerModule = defineModule<ViewerModule>({
  type: 'viewer',
  schema: viewerSchema,
  fields: [
    {
      name: 'embed',
      kind: 'embed',
      label: 'embedCode',
      required: true,
      providers: providerDomains('viewer'),
    },
    { name: 'title', kind: 'text', label: 'title', maxLength: 300 },
  ],
  Render: ({ module, ctx }) => (
    <div className="m-viewer">
      <EmbedOf
        kind="viewer"
        code={module.embed}
        title={module.title || modulesTexts(ctx.locale)('publication')}
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

export const socialMediaModule = defineModule<SocialMediaModule>({
  type: 'social_media',
  schema: socialSchema,
  fields: [
    {
      name: 'embed',
      kind: 'embed',
      label: 'embedCodeOrLink',
      required: true,
      providers: providerDomains('social'),
    },
    { name: 'title', kind: 'text', label: 'title', maxLength: 300 },
  ],
  Render: ({ module, ctx }) => (
    <div className="m-social">
      <EmbedOf
        kind="social"
        code={module.embed}
        title={module.title || modulesTexts(ctx.locale)('post')}
        locale={ctx.locale}
      />
    </div>
  ),
});

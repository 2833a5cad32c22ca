import { z } from 'zod';
import { providerDomains } from '../domain/embeds';
import { modulesTexts } from '../i18n/modules';
import { EmbedOf, embedCode } from './embed';
import {
  apiMessage,
  captionsFile,
  mediaFile,
  mediaObject,
  moduleId,
  optionalText,
  visibility,
} from './fields';
import { defineModule, type ModulesTextKey } from './types';

const MEDIA_TYPES = ['music', 'podcast', 'audiobook'] as const;
const MEDIA_TYPE_LABELS = {
  music: 'music',
  podcast: 'podcast',
  audiobook: 'audiobook',
} as const satisfies Record<(typeof MEDIA_TYPES)[number], ModulesTextKey>;

/** Audio from Spotify, SoundCloud or Podigee (spec: frame §3, §5; Idagio was the older editor's). */
const schema = z.object({
  id: moduleId(),
  type: z.literal('audio'),
  embed: embedCode('audio'),
  media_type: z.enum(MEDIA_TYPES, { message: apiMessage('mediaType') }).default('music'),
  title: optionalText(300),
  ...visibility,
});
export type AudioModule = z.infer<typeof schema>;

export const audioModule = defineModule<AudioModule>({
  type: 'audio',
  schema,
  fields: [
    {
      name: 'embed',
      kind: 'embed',
      label: 'embedCode',
      required: true,
      providers: providerDomains('audio'),
    },
    {
      name: 'media_type',
      kind: 'select',
      label: 'mediaType',
      default: 'music',
      options: MEDIA_TYPES.map((value) => ({ value, label: MEDIA_TYPE_LABELS[value] })),
    },
    { name: 'title', kind: 'text', label: 'title', maxLength: 300 },
  ],
  Render: ({ module, ctx }) => (
    <div className={`m-audio m-audio--${module.media_type}`}>
      <EmbedOf
        kind="audio"
        code={module.embed}
        title={module.title || modulesTexts(ctx.locale)(MEDIA_TYPE_LABELS[module.media_type])}
        locale={ctx.locale}
      />
    </div>
  ),
});

/** Self-hosted audio (toolbar "Audio SH"): an uploaded file played by the browser's own player. */
const shSchema = z.object({
  id: moduleId(),
  type: z.literal('audio_sh'),
  file: mediaFile('audio'),
  file_obj: mediaObject.optional(),
  title: optionalText(300),
  captions: captionsFile(),
  ...visibility,
});
export type AudioShModule = z.infer<typeof shSchema>;

export const audioShModule = defineModule<AudioShModule>({
  type: 'audio_sh',
  schema: shSchema,
  fields: [
    {
      name: 'file',
      kind: 'file',
      label: 'audioFile',
      required: true,
      accept: 'audio/*',
    },
    { name: 'title', kind: 'text', label: 'title', maxLength: 300 },
    {
      name: 'captions',
      kind: 'file',
      label: 'captionsFile',
      accept: 'text/vtt,.vtt',
    },
  ],
  Render: ({ module, ctx }) => (
    <figure className="m-audio-sh">
      {module.title ? <figcaption>{module.title}</figcaption> : null}
      {/* biome-ignore lint/a11y/useMediaCaption: the <track> is rendered whenever staff upload a WebVTT file; the editor asks for one */}
      <audio
        controls
        preload="none"
        src={module.file}
        aria-label={module.title || modulesTexts(ctx.locale)('audio')}
      >
        {module.captions ? (
          <track
            kind="captions"
            src={module.captions}
            srcLang={ctx.locale}
            label={modulesTexts(ctx.locale)('captions')}
            default
          />
        ) : null}
        <a href={module.file}>{modulesTexts(ctx.locale)('downloadAudio')}</a>
      </audio>
    </figure>
  ),
});

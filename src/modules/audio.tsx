import { z } from 'zod';
import type { Locale } from '../contract/common';
import { providerDomains } from '../domain/embeds';
import { EmbedOf, embedCode, embedHelp } from './embed';
import { captionsFile, mediaFile, mediaObject, moduleId, optionalText, visibility } from './fields';
import { defineModule } from './types';

const MEDIA_TYPES = ['music', 'podcast', 'audiobook'] as const;
const MEDIA_TYPE_LABELS: Record<(typeof MEDIA_TYPES)[number], Record<Locale, string>> = {
  music: { de: 'Musik', en: 'Music' },
  podcast: { de: 'Podcast', en: 'Podcast' },
  audiobook: { de: 'Hörbuch', en: 'Audiobook' },
};

/** Audio from Spotify, SoundCloud or Podigee (older editor also Idagio) (spec: frame §3, §5). */
const schema = z.object({
  id: moduleId(),
  type: z.literal('audio'),
  embed: embedCode('audio'),
  media_type: z.enum(MEDIA_TYPES, { message: 'Choose a media type.' }).default('music'),
  title: optionalText(300),
  ...visibility,
});
export type AudioModule = z.infer<typeof schema>;

export const audioModule = defineModule<AudioModule>({
  type: 'audio',
  toolbarLabel: 'Audio',
  schema,
  fields: [
    {
      name: 'embed',
      kind: 'embed',
      label: { de: 'Einbettungscode', en: 'Embed code' },
      required: true,
      providers: providerDomains('audio'),
      help: embedHelp('audio'),
    },
    {
      name: 'media_type',
      kind: 'select',
      label: { de: 'Art', en: 'Media type' },
      default: 'music',
      options: MEDIA_TYPES.map((value) => ({ value, label: MEDIA_TYPE_LABELS[value] })),
    },
    { name: 'title', kind: 'text', label: { de: 'Titel', en: 'Title' }, maxLength: 300 },
  ],
  Render: ({ module, ctx }) => (
    <div className={`m-audio m-audio--${module.media_type}`}>
      <EmbedOf
        kind="audio"
        code={module.embed}
        title={module.title || MEDIA_TYPE_LABELS[module.media_type][ctx.locale]}
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

const AUDIO: Record<Locale, string> = { de: 'Audio', en: 'Audio' };
const TRANSCRIPT: Record<Locale, string> = { de: 'Untertitel', en: 'Captions' };
const DOWNLOAD: Record<Locale, string> = { de: 'Audiodatei herunterladen', en: 'Download the audio file' };

export const audioShModule = defineModule<AudioShModule>({
  type: 'audio_sh',
  toolbarLabel: 'Audio SH',
  schema: shSchema,
  fields: [
    {
      name: 'file',
      kind: 'file',
      label: { de: 'Audiodatei', en: 'Audio file' },
      required: true,
      accept: 'audio/*',
    },
    { name: 'title', kind: 'text', label: { de: 'Titel', en: 'Title' }, maxLength: 300 },
    {
      name: 'captions',
      kind: 'file',
      label: { de: 'Untertitel (WebVTT)', en: 'Captions (WebVTT)' },
      accept: 'text/vtt,.vtt',
    },
  ],
  Render: ({ module, ctx }) => (
    <figure className="m-audio-sh">
      {module.title ? <figcaption>{module.title}</figcaption> : null}
      {/* biome-ignore lint/a11y/useMediaCaption: the <track> is rendered whenever staff upload a WebVTT file; the editor asks for one */}
      <audio controls preload="none" src={module.file} aria-label={module.title || AUDIO[ctx.locale]}>
        {module.captions ? (
          <track
            kind="captions"
            src={module.captions}
            srcLang={ctx.locale}
            label={TRANSCRIPT[ctx.locale]}
            default
          />
        ) : null}
        <a href={module.file}>{DOWNLOAD[ctx.locale]}</a>
      </audio>
    </figure>
  ),
});

import { z } from 'zod';
import type { Locale } from '../contract/common';
import {
  captionsFile,
  mediaFile,
  mediaObject,
  moduleId,
  optionalText,
  requiredImage,
  visibility,
} from './fields';
import { imageObjectSchema } from './image';
import { defineModule } from './types';

/**
 * Self-hosted video (toolbar "Video SH"): file and poster image are both required and must have
 * the same aspect ratio (spec: frame §3), or the poster jumps when the video starts. The ratio is
 * checked when both sizes are known (the media upload records them).
 */
export const ASPECT_MESSAGE = 'Video and image must have the same aspect ratio.';

const schema = z
  .object({
    id: moduleId(),
    type: z.literal('video_sh'),
    file: mediaFile('video'),
    file_obj: mediaObject.optional(),
    image: requiredImage(),
    image_obj: imageObjectSchema.optional(),
    title: optionalText(300),
    captions: captionsFile(),
    ...visibility,
  })
  .superRefine((module, context) => {
    const video = module.file_obj;
    const image = module.image_obj;
    if (!video?.width || !video.height || !image?.width || !image.height) return;
    const difference = Math.abs(video.width / video.height - image.width / image.height);
    if (difference > 0.01 * (video.width / video.height))
      context.addIssue({ code: 'custom', path: ['image'], message: ASPECT_MESSAGE });
  });
export type VideoShModule = z.infer<typeof schema>;

const VIDEO: Record<Locale, string> = { de: 'Video', en: 'Video' };
const CAPTIONS: Record<Locale, string> = { de: 'Untertitel', en: 'Captions' };
const DOWNLOAD: Record<Locale, string> = { de: 'Video herunterladen', en: 'Download the video' };

export const videoShModule = defineModule<VideoShModule>({
  type: 'video_sh',
  toolbarLabel: 'Video SH',
  schema,
  fields: [
    {
      name: 'file',
      kind: 'file',
      label: { de: 'Videodatei', en: 'Video file' },
      required: true,
      accept: 'video/mp4,video/webm,video/ogg,video/quicktime',
    },
    {
      name: 'image',
      kind: 'image',
      label: { de: 'Vorschaubild', en: 'Poster image' },
      required: true,
      accept: 'image/*',
      help: {
        de: 'Gleiches Seitenverhältnis wie das Video.',
        en: 'Same aspect ratio as the video.',
      },
    },
    { name: 'title', kind: 'text', label: { de: 'Titel', en: 'Title' }, maxLength: 300 },
    {
      name: 'captions',
      kind: 'file',
      label: { de: 'Untertitel (WebVTT)', en: 'Captions (WebVTT)' },
      accept: 'text/vtt,.vtt',
    },
  ],
  Render: ({ module, ctx }) => {
    const width = module.file_obj?.width ?? module.image_obj?.width;
    const height = module.file_obj?.height ?? module.image_obj?.height;
    return (
      <figure className="m-video-sh">
        {/* No autoplay: visitors start it; preload none keeps the page light. */}
        {/* biome-ignore lint/a11y/useMediaCaption: the <track> is rendered whenever staff upload a WebVTT file; the editor asks for one */}
        <video
          controls
          preload="none"
          playsInline
          poster={module.image}
          width={width}
          height={height}
          aria-label={module.title || VIDEO[ctx.locale]}
        >
          <source src={module.file} {...(module.file_obj?.mime ? { type: module.file_obj.mime } : {})} />
          {module.captions ? (
            <track
              kind="captions"
              src={module.captions}
              srcLang={ctx.locale}
              label={CAPTIONS[ctx.locale]}
              default
            />
          ) : null}
          <a href={module.file}>{DOWNLOAD[ctx.locale]}</a>
        </video>
        {module.title ? <figcaption>{module.title}</figcaption> : null}
      </figure>
    );
  },
});

import { z } from 'zod';
import { modulesTexts } from '../i18n/modules';
import {
  apiMessage,
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
export const ASPECT_MESSAGE = apiMessage('sameAspectRatio');

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

export const videoShModule = defineModule<VideoShModule>({
  type: 'video_sh',
  schema,
  fields: [
    {
      name: 'file',
      kind: 'file',
      label: 'videoFile',
      required: true,
      accept: 'video/mp4,video/webm,video/ogg,video/quicktime',
    },
    {
      name: 'image',
      kind: 'image',
      label: 'posterImage',
      required: true,
      accept: 'image/*',
      help: 'help.posterRatio',
    },
    { name: 'title', kind: 'text', label: 'title', maxLength: 300 },
    {
      name: 'captions',
      kind: 'file',
      label: 'captionsFile',
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
          aria-label={module.title || modulesTexts(ctx.locale)('video')}
        >
          <source src={module.file} {...(module.file_obj?.mime ? { type: module.file_obj.mime } : {})} />
          {module.captions ? (
            <track
              kind="captions"
              src={module.captions}
              srcLang={ctx.locale}
              label={modulesTexts(ctx.locale)('captions')}
              default
            />
          ) : null}
          <a href={module.file}>{modulesTexts(ctx.locale)('downloadVideo')}</a>
        </video>
        {module.title ? <figcaption>{module.title}</figcaption> : null}
      </figure>
    );
  },
});

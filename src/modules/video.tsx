import { z } from 'zod';
import type { Locale } from '../contract/common';
import { parseVideoUrl } from '../domain/embeds';
import { modulesTexts } from '../i18n/modules';
import { ThirdPartyEmbed } from './embed';
import {
  anchor,
  apiMessage,
  moduleId,
  optionalImage,
  optionalText,
  REQUIRED_MESSAGE,
  RICH_TEXT_CONTROLS,
  requiredImage,
  richText,
  visibility,
} from './fields';
import { imageObjectSchema, thumbnailsSchema } from './image';
import { defineModule } from './types';

/** spec: frame §5 "Video url must be a valid url or a YouTube or Vimeo video". */
export const VIDEO_URL_MESSAGE = apiMessage('videoUrl');
const videoUrl = () =>
  z
    .string({ message: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(2048)
    .refine((value) => parseVideoUrl(value) !== undefined, VIDEO_URL_MESSAGE);

const PROVIDER_LABEL = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

function VideoEmbed(props: {
  url: string;
  title: string | undefined;
  locale: Locale;
  image?: string;
  imageObj?: { alt?: string; width?: number; height?: number };
  thumbnails?: { large?: string };
}) {
  const video = parseVideoUrl(props.url);
  if (!video) return null;
  const poster = props.image
    ? {
        url: props.thumbnails?.large ?? props.image,
        alt: props.imageObj?.alt ?? '',
        width: props.imageObj?.width,
        height: props.imageObj?.height,
      }
    : undefined;
  return (
    <ThirdPartyEmbed
      provider={video.provider}
      providerLabel={PROVIDER_LABEL[video.provider]}
      src={video.embedUrl}
      href={video.watchUrl}
      title={props.title || `${PROVIDER_LABEL[video.provider]}-${modulesTexts(props.locale)('video')}`}
      locale={props.locale}
      poster={poster}
      ratio="16/9"
    />
  );
}

const videoSchema = z.object({
  id: moduleId(),
  type: z.literal('video'),
  video_url: videoUrl(),
  image: requiredImage(),
  image_obj: imageObjectSchema.optional(),
  image_thumbnails: thumbnailsSchema.optional(),
  title: optionalText(300),
  /** Running time as staff write it, e.g. "3:45". */
  length: optionalText(20),
  anchor: anchor(),
  ...visibility,
});
export type VideoModule = z.infer<typeof videoSchema>;

export const videoModule = defineModule<VideoModule>({
  type: 'video',
  schema: videoSchema,
  fields: [
    {
      name: 'video_url',
      kind: 'url',
      label: 'videoLink',
      required: true,
      finder: false,
      placeholder: 'https://www.youtube.com/watch?v=…',
      help: 'help.videoLink',
    },
    {
      name: 'image',
      kind: 'image',
      label: 'posterImage',
      required: true,
      accept: 'image/*',
    },
    { name: 'title', kind: 'text', label: 'title', maxLength: 300 },
    {
      name: 'length',
      kind: 'text',
      label: 'length',
      maxLength: 20,
      placeholder: '3:45',
    },
    { name: 'anchor', kind: 'text', label: 'anchor' },
  ],
  Render: ({ module, ctx }) => (
    <figure className="m-video" id={module.anchor || undefined}>
      <VideoEmbed
        url={module.video_url}
        title={module.title}
        locale={ctx.locale}
        image={module.image}
        imageObj={module.image_obj}
        thumbnails={module.image_thumbnails}
      />
      {/* The title is the embed's own link text; the caption adds the running time. */}
      {module.length ? (
        <figcaption className="m-video__length">
          {modulesTexts(ctx.locale)('length')} {module.length}
        </figcaption>
      ) : null}
    </figure>
  ),
});

const itemSchema = z.object({
  id: moduleId(),
  type: z.literal('video_item'),
  video_url: videoUrl(),
  title: optionalText(300),
  content: richText(10_000).optional(),
  image: optionalImage(),
  image_obj: imageObjectSchema.optional(),
  image_thumbnails: thumbnailsSchema.optional(),
  ...visibility,
});
export type VideoItemModule = z.infer<typeof itemSchema>;

export const videoItemModule = defineModule<VideoItemModule>({
  type: 'video_item',
  nestedOnly: true,
  schema: itemSchema,
  fields: [
    {
      name: 'video_url',
      kind: 'url',
      label: 'videoLink',
      required: true,
      finder: false,
    },
    { name: 'title', kind: 'text', label: 'title', maxLength: 300 },
    { name: 'content', kind: 'richtext', label: 'text', controls: RICH_TEXT_CONTROLS },
    { name: 'image', kind: 'image', label: 'posterImage', accept: 'image/*' },
  ],
  Render: ({ module, ctx }) => (
    <article className="m-video-item">
      <VideoEmbed
        url={module.video_url}
        title={module.title}
        locale={ctx.locale}
        image={module.image || undefined}
        imageObj={module.image_obj}
        thumbnails={module.image_thumbnails}
      />
      {module.title ? <h3 className="m-video-item__title">{module.title}</h3> : null}
      {module.content ? (
        <div className="m-video-item__text rich-text" dangerouslySetInnerHTML={{ __html: module.content }} />
      ) : null}
    </article>
  ),
});

/** The older editor's video list ("videolist"): video items side by side or as a slider. */
const listSchema = z.object({
  id: moduleId(),
  type: z.literal('video_list'),
  extra_class: z.enum(['list', 'slider']).default('list'),
  children: z.array(z.looseObject({ id: z.string(), type: z.string() })).default([]),
  ...visibility,
});
export type VideoListModule = z.infer<typeof listSchema>;

export const videoListModule = defineModule<VideoListModule>({
  type: 'video_list',
  schema: listSchema,
  fields: [
    {
      name: 'extra_class',
      kind: 'select',
      label: 'style',
      default: 'list',
      options: [
        { value: 'list', label: 'list' },
        { value: 'slider', label: 'slider' },
      ],
    },
    { name: 'children', kind: 'children', label: 'videos', childTypes: ['video_item'] },
  ],
  styles: [
    { value: 'list', label: 'list' },
    { value: 'slider', label: 'slider' },
  ],
  Render: ({ module, ctx }) => (
    <div className={`m-video-list m-video-list--${module.extra_class}`}>
      {ctx.renderModules(module.children)}
    </div>
  ),
});

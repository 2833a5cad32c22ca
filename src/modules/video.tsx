import { z } from 'zod';
import type { Locale } from '../contract/common';
import { parseVideoUrl } from '../domain/embeds';
import { ThirdPartyEmbed } from './embed';
import {
  anchor,
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
export const VIDEO_URL_MESSAGE = 'Enter the link of a YouTube or Vimeo video.';
const videoUrl = () =>
  z
    .string({ message: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(2048)
    .refine((value) => parseVideoUrl(value) !== undefined, VIDEO_URL_MESSAGE);

const VIDEO: Record<Locale, string> = { de: 'Video', en: 'Video' };
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
      title={props.title || `${PROVIDER_LABEL[video.provider]}-${VIDEO[props.locale]}`}
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

const LENGTH: Record<Locale, string> = { de: 'Länge', en: 'Length' };

export const videoModule = defineModule<VideoModule>({
  type: 'video',
  toolbarLabel: 'Video',
  schema: videoSchema,
  fields: [
    {
      name: 'video_url',
      kind: 'url',
      label: { de: 'Video-Link (YouTube oder Vimeo)', en: 'Video link (YouTube or Vimeo)' },
      required: true,
      finder: false,
      placeholder: 'https://www.youtube.com/watch?v=…',
      help: { de: 'Link eines YouTube- oder Vimeo-Videos.', en: 'Link of a YouTube or Vimeo video.' },
    },
    {
      name: 'image',
      kind: 'image',
      label: { de: 'Vorschaubild', en: 'Poster image' },
      required: true,
      accept: 'image/*',
    },
    { name: 'title', kind: 'text', label: { de: 'Titel', en: 'Title' }, maxLength: 300 },
    {
      name: 'length',
      kind: 'text',
      label: { de: 'Länge', en: 'Length' },
      maxLength: 20,
      placeholder: '3:45',
    },
    { name: 'anchor', kind: 'text', label: { de: 'Anker', en: 'Anchor' } },
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
          {LENGTH[ctx.locale]} {module.length}
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
  toolbarLabel: 'Video Item',
  nestedOnly: true,
  schema: itemSchema,
  fields: [
    {
      name: 'video_url',
      kind: 'url',
      label: { de: 'Video-Link (YouTube oder Vimeo)', en: 'Video link (YouTube or Vimeo)' },
      required: true,
      finder: false,
    },
    { name: 'title', kind: 'text', label: { de: 'Titel', en: 'Title' }, maxLength: 300 },
    { name: 'content', kind: 'richtext', label: { de: 'Text', en: 'Text' }, controls: RICH_TEXT_CONTROLS },
    { name: 'image', kind: 'image', label: { de: 'Vorschaubild', en: 'Poster image' }, accept: 'image/*' },
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
  toolbarLabel: 'Video List',
  schema: listSchema,
  fields: [
    {
      name: 'extra_class',
      kind: 'select',
      label: { de: 'Darstellung', en: 'Style' },
      default: 'list',
      options: [
        { value: 'list', label: { de: 'Liste', en: 'List' } },
        { value: 'slider', label: { de: 'Slider', en: 'Slider' } },
      ],
    },
    { name: 'children', kind: 'children', label: { de: 'Videos', en: 'Videos' }, childTypes: ['video_item'] },
  ],
  styles: [
    { value: 'list', label: { de: 'Liste', en: 'List' } },
    { value: 'slider', label: { de: 'Slider', en: 'Slider' } },
  ],
  Render: ({ module, ctx }) => (
    <div className={`m-video-list m-video-list--${module.extra_class}`}>
      {ctx.renderModules(module.children)}
    </div>
  ),
});

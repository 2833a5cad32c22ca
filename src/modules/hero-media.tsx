import { z } from 'zod';
import { editableField, editableText } from './editable';
import {
  isoDateTime,
  mediaFile,
  moduleId,
  optionalDateTime,
  optionalImage,
  optionalLinkUrl,
  optionalText,
  REQUIRED_MESSAGE,
  requiredText,
} from './fields';
import { altText, decorativeMark, focalStyle, imageObjectSchema, thumbnailsSchema } from './image';
import { defineModule } from './types';

/**
 * Hero media: a large image or video with a headline and an optional button; online_from is
 * required, so every hero has a start (spec: frame §3 Hero media). The button may feed the sticky
 * navigation (`sticky`).
 */
const schema = z.object({
  id: moduleId(),
  type: z.literal('hero_media'),
  headline: requiredText(200),
  text: optionalText(1000),
  button_text: optionalText(100),
  button_link: optionalLinkUrl(),
  sticky: z.boolean().default(false),
  image: optionalImage(),
  image_obj: imageObjectSchema.optional(),
  image_thumbnails: thumbnailsSchema.optional(),
  video: mediaFile('video').or(z.literal('')).optional(),
  online_from: z.string({ message: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).pipe(isoDateTime()),
  online_to: optionalDateTime(),
});
export type HeroMediaModule = z.infer<typeof schema>;

export const heroMediaModule = defineModule<HeroMediaModule>({
  type: 'hero_media',
  schema,
  fields: [
    {
      name: 'headline',
      kind: 'text',
      label: 'headline',
      required: true,
      maxLength: 200,
    },
    { name: 'text', kind: 'textarea', label: 'text', maxLength: 1000 },
    { name: 'button_text', kind: 'text', label: 'buttonText', maxLength: 100 },
    { name: 'button_link', kind: 'url', label: 'buttonLink' },
    {
      name: 'sticky',
      kind: 'boolean',
      label: 'buttonInStickyNav',
    },
    { name: 'image', kind: 'image', label: 'image', accept: 'image/*', imageEdit: true },
    { name: 'video', kind: 'file', label: 'video', accept: 'video/mp4,video/webm' },
    {
      name: 'online_from',
      kind: 'datetime',
      label: 'onlineFrom',
      required: true,
      default: 'now',
    },
    { name: 'online_to', kind: 'datetime', label: 'onlineUntil' },
  ],
  Render: ({ module, ctx }) => {
    const poster = module.image ? (module.image_thumbnails?.large ?? module.image) : undefined;
    return (
      <div className="m-hero">
        <div className="m-hero__media">
          {module.video ? (
            // Muted, looping background video without autoplay sound; controls let visitors pause it.
            <video className="m-hero__video" muted loop playsInline controls preload="none" poster={poster}>
              <source src={module.video} />
            </video>
          ) : poster ? (
            <img
              className="m-hero__image"
              src={poster}
              alt={altText(module.image_obj)}
              data-decorative={decorativeMark(module.image_obj)}
              width={module.image_obj?.width}
              height={module.image_obj?.height}
              style={focalStyle(module.image_obj)}
              decoding="async"
            />
          ) : null}
        </div>
        <div className="m-hero__body">
          <h2 className="m-hero__headline">{editableText(ctx, module, 'headline', module.headline)}</h2>
          {module.text ? (
            <p className="m-hero__text" {...editableField(ctx, module, 'text')}>
              {module.text}
            </p>
          ) : null}
          {module.button_text && module.button_link ? (
            <p>
              <a
                className="button-primary"
                href={module.button_link}
                data-sticky={module.sticky ? '' : undefined}
                {...editableField(ctx, module, 'button_text')}
              >
                {module.button_text}
              </a>
            </p>
          ) : null}
        </div>
      </div>
    );
  },
});

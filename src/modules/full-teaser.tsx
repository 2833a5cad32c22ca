import { z } from 'zod';
import { modulesTexts } from '../i18n/modules';
import { editableField, editableText } from './editable';
import {
  moduleId,
  optionalLinkUrl,
  optionalText,
  REQUIRED_IMAGE_FIELD,
  requiredImage,
  requiredText,
  visibility,
} from './fields';
import { altText, decorativeMark, focalStyle, imageObjectSchema, thumbnailsSchema } from './image';
import { defineModule, type ModulesTextKey } from './types';

/** spec: frame §5 "Full teaser text maximum 3000 characters". */
export const FULL_TEASER_TEXT_MAX = 3000;
const STYLES = ['image-left', 'image-right', 'fullscreen'] as const;
const STYLE_LABELS = {
  'image-left': 'imageLeft',
  'image-right': 'imageRight',
  fullscreen: 'fullscreen',
} as const satisfies Record<(typeof STYLES)[number], ModulesTextKey>;

const schema = z.object({
  id: moduleId(),
  type: z.literal('full_teaser'),
  image: requiredImage(),
  image_obj: imageObjectSchema.optional(),
  image_thumbnails: thumbnailsSchema.optional(),
  link: optionalLinkUrl(),
  link_text: optionalText(100),
  preline: optionalText(200),
  headline: requiredText(300),
  subline: optionalText(300),
  text: optionalText(FULL_TEASER_TEXT_MAX),
  extra_class: z.enum(STYLES).default('image-left'),
  ...visibility,
});
export type FullTeaserModule = z.infer<typeof schema>;

export const fullTeaserModule = defineModule<FullTeaserModule>({
  type: 'full_teaser',
  schema,
  fields: [
    REQUIRED_IMAGE_FIELD,
    { name: 'preline', kind: 'text', label: 'preline', maxLength: 200 },
    {
      name: 'headline',
      kind: 'text',
      label: 'headline',
      required: true,
      maxLength: 300,
    },
    { name: 'subline', kind: 'text', label: 'subline', maxLength: 300 },
    {
      name: 'text',
      kind: 'textarea',
      label: 'text',
      maxLength: FULL_TEASER_TEXT_MAX,
    },
    { name: 'link', kind: 'url', label: 'link' },
    { name: 'link_text', kind: 'text', label: 'linkText', maxLength: 100 },
    {
      name: 'extra_class',
      kind: 'select',
      label: 'style',
      default: 'image-left',
      options: STYLES.map((value) => ({ value, label: STYLE_LABELS[value] })),
    },
  ],
  styles: STYLES.map((value) => ({ value, label: STYLE_LABELS[value] })),
  Render: ({ module, ctx }) => (
    <article className={`m-full-teaser m-full-teaser--${module.extra_class}`}>
      <img
        className="m-full-teaser__image"
        src={module.image_thumbnails?.large ?? module.image}
        alt={altText(module.image_obj)}
        data-decorative={decorativeMark(module.image_obj)}
        width={module.image_obj?.width}
        height={module.image_obj?.height}
        style={focalStyle(module.image_obj)}
        loading="lazy"
        decoding="async"
      />
      <div className="m-full-teaser__body">
        {module.preline ? (
          <p className="m-full-teaser__preline" {...editableField(ctx, module, 'preline')}>
            {module.preline}
          </p>
        ) : null}
        <h2 className="m-full-teaser__headline">{editableText(ctx, module, 'headline', module.headline)}</h2>
        {module.subline ? (
          <p className="m-full-teaser__subline" {...editableField(ctx, module, 'subline')}>
            {module.subline}
          </p>
        ) : null}
        {module.text
          ? module.text.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph} className="m-full-teaser__text">
                {paragraph}
              </p>
            ))
          : null}
        {module.link ? (
          <p>
            <a
              className="button-secondary"
              href={module.link}
              {...(module.link_text ? editableField(ctx, module, 'link_text') : {})}
            >
              {module.link_text || modulesTexts(ctx.locale)('readMore')}
            </a>
          </p>
        ) : null}
      </div>
    </article>
  ),
});

import { z } from 'zod';
import {
  moduleId,
  REQUIRED_IMAGE_FIELD,
  REQUIRED_MESSAGE,
  RICH_TEXT_CONTROLS,
  requiredImage,
  requiredRichText,
  visibility,
} from './fields';
import { altText, decorativeMark, focalStyle, imageObjectSchema, thumbnailsSchema } from './image';
import { defineModule, type ModulesTextKey } from './types';

/** Two columns: image and rich text side by side; image-text puts the image left (spec: frame §3). */
const STYLES = ['image-text', 'text-image'] as const;
const STYLE_LABELS = {
  'image-text': 'imageLeftTextRight',
  'text-image': 'textLeftImageRight',
} as const satisfies Record<(typeof STYLES)[number], ModulesTextKey>;

const schema = z.object({
  id: moduleId(),
  type: z.literal('two_columns'),
  extra_class: z.enum(STYLES, { message: REQUIRED_MESSAGE }),
  text: requiredRichText(),
  image: requiredImage(),
  image_obj: imageObjectSchema.optional(),
  image_thumbnails: thumbnailsSchema.optional(),
  ...visibility,
});
export type TwoColumnsModule = z.infer<typeof schema>;

export const twoColumnsModule = defineModule<TwoColumnsModule>({
  type: 'two_columns',
  schema,
  fields: [
    {
      name: 'extra_class',
      kind: 'select',
      label: 'arrangement',
      required: true,
      default: 'image-text',
      options: STYLES.map((value) => ({ value, label: STYLE_LABELS[value] })),
    },
    {
      name: 'text',
      kind: 'richtext',
      label: 'text',
      required: true,
      controls: RICH_TEXT_CONTROLS,
    },
    REQUIRED_IMAGE_FIELD,
  ],
  styles: STYLES.map((value) => ({ value, label: STYLE_LABELS[value] })),
  Render: ({ module }) => (
    <div className={`m-two-columns m-two-columns--${module.extra_class}`}>
      <img
        className="m-two-columns__image"
        src={module.image_thumbnails?.large ?? module.image}
        alt={altText(module.image_obj)}
        data-decorative={decorativeMark(module.image_obj)}
        width={module.image_obj?.width}
        height={module.image_obj?.height}
        style={focalStyle(module.image_obj)}
        loading="lazy"
        decoding="async"
      />
      <div className="m-two-columns__text rich-text" dangerouslySetInnerHTML={{ __html: module.text }} />
    </div>
  ),
});

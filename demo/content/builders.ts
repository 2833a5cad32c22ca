import { randomUUID } from 'node:crypto';
import type { ColumnLayout } from '../../src/domain/layouts';
import { columnClasses, columnWidths } from '../../src/domain/layouts';

/** Small builders so the demo content reads like content, not like JSON. */
export type DemoModule = { id: string; type: string; [field: string]: unknown };

const id = () => randomUUID();

export const headline = (
  content: string,
  options: { level?: number; preline?: string; subline?: string; anchor?: string } = {},
) => ({
  id: id(),
  type: 'headline',
  headline_level: options.level ?? 2,
  content,
  ...(options.preline ? { preline: options.preline } : {}),
  ...(options.subline ? { subline: options.subline } : {}),
  ...(options.anchor ? { anchor: options.anchor } : {}),
});

export const text = (html: string) => ({ id: id(), type: 'text', content: html, decrease_distance: false });

export const link = (link_text: string, href: string, style = 'button-primary') => ({
  id: id(),
  type: 'link',
  link_text,
  link: href,
  extra_class: style,
  sticky: false,
  open_new_window: false,
});

export const image = (file: string, alt: string, description?: string) => ({
  id: id(),
  type: 'image',
  image: `/media/${file}`,
  format: 'standard',
  image_obj: { url: `/media/${file}`, alt, width: 1600, height: 900 },
  ...(description ? { description } : {}),
});

export const teaser = (fields: {
  headline: string;
  preline?: string;
  text?: string;
  link?: string;
  image?: string;
  alt?: string;
}) => ({
  id: id(),
  type: 'teaser_item',
  headline: fields.headline,
  ...(fields.preline ? { preline: fields.preline } : {}),
  ...(fields.text ? { text: fields.text } : {}),
  ...(fields.link ? { link: fields.link } : {}),
  ...(fields.image
    ? {
        image: `/media/${fields.image}`,
        image_obj: { url: `/media/${fields.image}`, alt: fields.alt ?? '', width: 1600, height: 900 },
      }
    : {}),
});

export const teaserList = (items: DemoModule[], style: 'grid' | 'list' | 'slider' = 'grid') => ({
  id: id(),
  type: 'teaser_list',
  extra_class: style,
  children: items,
});

export const html = (code: string) => ({ id: id(), type: 'html', html_code: code });

export const container = (slug: string) => ({ id: id(), type: 'container', slug });
/** The Blog List module: the newest `items` articles of the magazine (issue 15). */
export const blogList = (items: number) => ({ id: id(), type: 'blog_teaser_list', items });

const media = (file: string, alt: string, width = 1600, height = 900) => ({
  image: `/media/${file}`,
  image_obj: { url: `/media/${file}`, alt, width, height },
});

export const quote = (content: string, author?: string) => ({
  id: id(),
  type: 'quote',
  content,
  ...(author ? { author } : {}),
});

export const video = (url: string, poster: string, alt: string, title: string, length?: string) => ({
  id: id(),
  type: 'video',
  video_url: url,
  ...media(poster, alt),
  title,
  ...(length ? { length } : {}),
});

export const audio = (embed: string, title: string, mediaType = 'podcast') => ({
  id: id(),
  type: 'audio',
  embed,
  media_type: mediaType,
  title,
});

export const viewer = (embed: string, title: string) => ({ id: id(), type: 'viewer', embed, title });

export const fullTeaser = (fields: {
  image: string;
  alt: string;
  headline: string;
  preline?: string;
  text?: string;
  link?: string;
  linkText?: string;
  style?: 'image-left' | 'image-right' | 'fullscreen';
}) => ({
  id: id(),
  type: 'full_teaser',
  ...media(fields.image, fields.alt),
  headline: fields.headline,
  ...(fields.preline ? { preline: fields.preline } : {}),
  ...(fields.text ? { text: fields.text } : {}),
  ...(fields.link ? { link: fields.link } : {}),
  ...(fields.linkText ? { link_text: fields.linkText } : {}),
  extra_class: fields.style ?? 'image-left',
});

export const twoColumns = (html: string, image: string, alt: string, style: 'image-text' | 'text-image') => ({
  id: id(),
  type: 'two_columns',
  extra_class: style,
  text: html,
  ...media(image, alt),
});

export const imageList = (
  items: Array<{ file: string; alt: string; description?: string }>,
  style: 'list' | 'slider' | 'masonry' = 'list',
) => ({
  id: id(),
  type: 'image_list',
  format: 'standard',
  extra_class: style,
  children: items.map((item) => ({
    id: id(),
    type: 'image_item',
    ...media(item.file, item.alt),
    ...(item.description ? { description: item.description } : {}),
  })),
});

export const logoList = (logos: Array<{ file: string; name: string; link?: string }>) => ({
  id: id(),
  type: 'logo_list',
  extra_class: 'grid',
  children: logos.map((logo) => ({
    id: id(),
    type: 'logo_item',
    ...media(logo.file, logo.name, 300, 120),
    name: logo.name,
    ...(logo.link ? { link: logo.link } : {}),
  })),
});

export const faq = (items: Array<[question: string, answerHtml: string]>) => ({
  id: id(),
  type: 'faq',
  children: items.map(([content, answer]) => ({ id: id(), type: 'faq_item', content, text: answer })),
});

export const anchorList = (items: Array<[title: string, anchor: string]>, sticky = false) => ({
  id: id(),
  type: 'anchor_list',
  sticky,
  children: items.map(([title, anchor]) => ({ id: id(), type: 'anchor_item', title, anchor })),
});

/** The Venue List module with a card of each venue, by number (the demo's venues are 1, 2, 3). */
export const venueList = (venues: number[]) => ({
  id: id(),
  type: 'venue_list',
  children: venues.map((venue) => ({ id: id(), type: 'venue', venue })),
});

export const eventList = (filters: 'none' | 'next_3_days' | 'weekend' = 'none') => ({
  id: id(),
  type: 'event_list',
  filters,
  children: [],
});

export const heroMedia = (fields: {
  headline: string;
  text?: string;
  buttonText?: string;
  buttonLink?: string;
  image: string;
  alt: string;
  onlineFrom: string;
}) => ({
  id: id(),
  type: 'hero_media',
  headline: fields.headline,
  ...(fields.text ? { text: fields.text } : {}),
  ...(fields.buttonText ? { button_text: fields.buttonText, button_link: fields.buttonLink } : {}),
  ...media(fields.image, fields.alt),
  sticky: false,
  online_from: fields.onlineFrom,
});

export interface DemoSection {
  uid: string;
  layout: ColumnLayout;
  extra_class: string;
  slug: string | null;
  columns: Array<{ index: number; classes: string; children: DemoModule[] }>;
}

/** A section in one of the six layouts; one list of modules per column. */
export function section(
  layout: ColumnLayout,
  columns: DemoModule[][],
  extraClass = '',
  slug: string | null = null,
): DemoSection {
  if (columns.length !== columnWidths(layout).length) {
    throw new Error(`Layout ${layout} has ${columnWidths(layout).length} columns, got ${columns.length}`);
  }
  return {
    uid: id(),
    layout,
    extra_class: extraClass,
    slug,
    columns: columns.map((children, index) => ({ index, classes: columnClasses(layout, index), children })),
  };
}

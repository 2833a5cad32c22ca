import { randomUUID } from 'node:crypto';
import type { ColumnLayout } from '../../src/domain/layouts';
import { columnClasses, columnWidths } from '../../src/domain/layouts';

/** Small builders so the demo content reads like content, not like JSON. */
export type DemoModule = { id: string; type: string; [field: string]: unknown };

const id = () => randomUUID();

export const headline = (
  content: string,
  options: { level?: number; preline?: string; subline?: string } = {},
) => ({
  id: id(),
  type: 'headline',
  headline_level: options.level ?? 2,
  content,
  ...(options.preline ? { preline: options.preline } : {}),
  ...(options.subline ? { subline: options.subline } : {}),
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

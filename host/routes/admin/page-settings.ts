import type { FieldSpec, RecordFields } from '../../../src/contract/admin-records';
import { childPath, slugOfPath } from '../../db/pages/page-tree.repository';
import type { Values } from '../../pages/admin/form-controls';
import type { AdminRecord } from './record-type';

/**
 * The page settings form of the page tree (spec: frame §3 Page; issue 18 item 2): its fields,
 * the values a stored page shows in them and the columns a submitted form writes.
 */

/** A stored page as the admin reads it (`to_jsonb`, so the same on PGlite and PostgreSQL). */
export interface PageJson {
  id: number;
  translation_key: string;
  locale: string;
  parent_id: number | null;
  path: string;
  title: string;
  headline: string;
  is_online: boolean;
  is_clickable: boolean;
  is_landing_page: boolean;
  in_menu: boolean;
  in_footer: boolean;
  meta_title: string;
  meta_description: string;
  og_title: string;
  og_description: string;
  og_image: string | null;
  og_type: string;
  page_class: string;
}

export type PageRecord = AdminRecord & { row: PageJson; sibling: number | null };

/** The page's settings form (spec: frame §3 Page): the fields and, from them, its contract. */
export const PAGE_FIELDS = [
  { name: 'title', kind: 'text', label: 'field.title', required: true, max: 200 },
  { name: 'slug', kind: 'text', label: 'field.pageSlug', max: 120 },
  { name: 'parent_id', kind: 'reference', label: 'field.pageParent' },
  { name: 'sibling_id', kind: 'reference', label: 'field.sibling' },
  { name: 'headline', kind: 'text', label: 'field.headline', max: 300 },
  { name: 'is_online', kind: 'checkbox', label: 'field.online' },
  { name: 'is_clickable', kind: 'checkbox', label: 'field.clickable' },
  { name: 'in_menu', kind: 'checkbox', label: 'field.inMenu' },
  { name: 'in_footer', kind: 'checkbox', label: 'field.inFooter' },
  { name: 'is_landing_page', kind: 'checkbox', label: 'field.landingPage' },
  { name: 'meta_title', kind: 'text', label: 'field.metaTitle', max: 200 },
  { name: 'meta_description', kind: 'textarea', label: 'field.metaDescription', max: 500 },
  { name: 'og_title', kind: 'text', label: 'field.ogTitle', max: 200 },
  { name: 'og_description', kind: 'textarea', label: 'field.ogDescription', max: 500 },
  { name: 'og_image', kind: 'link', label: 'field.ogImage', nullable: true, max: 2_048 },
  { name: 'og_type', kind: 'choice', options: ['website', 'article'], label: 'field.ogType' },
  { name: 'page_class', kind: 'text', label: 'field.pageClass', max: 200 },
] as const satisfies readonly FieldSpec[];

export const str = (value: unknown) => (typeof value === 'string' ? value : '');
export const num = (value: unknown) => (typeof value === 'number' ? value : null);

export function pageValues(record: PageRecord): Values {
  const { row } = record;
  return {
    title: row.title,
    slug: slugOfPath(row.path),
    parent_id: row.parent_id === null ? '' : String(row.parent_id),
    sibling_id: record.sibling === null ? '' : String(record.sibling),
    headline: row.headline,
    is_online: row.is_online,
    is_clickable: row.is_clickable,
    in_menu: row.in_menu,
    in_footer: row.in_footer,
    is_landing_page: row.is_landing_page,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    og_title: row.og_title,
    og_description: row.og_description,
    og_image: row.og_image ?? '',
    og_type: row.og_type,
    page_class: row.page_class,
  };
}

/**
 * The path a page gets: unchanged while parent and slug stay (some pages sit outside their
 * parent's path, e.g. the demo's /de/team under "Über uns"); a new slug replaces the last
 * segment; a new parent puts the page at the parent's path + slug.
 */
export function targetPath(
  current: PageJson | null,
  parent: { id: number; path: string },
  slug: string,
): string {
  if (current && current.parent_id === parent.id) {
    if (slugOfPath(current.path) === slug) return current.path;
    const cut = current.path.lastIndexOf('/');
    return cut < 0 ? slug : `${current.path.slice(0, cut)}/${slug}`;
  }
  return childPath(parent.path, slug);
}

/** What a form's fields store (apart from path, parent and translation key). */
export function pageColumns(input: RecordFields) {
  return {
    title: str(input.title),
    headline: str(input.headline) || str(input.title),
    is_online: input.is_online === true,
    is_clickable: input.is_clickable === true,
    in_menu: input.in_menu === true,
    in_footer: input.in_footer === true,
    is_landing_page: input.is_landing_page === true,
    meta_title: str(input.meta_title),
    meta_description: str(input.meta_description),
    og_title: str(input.og_title),
    og_description: str(input.og_description),
    og_image: str(input.og_image) || null,
    og_type: str(input.og_type) || 'website',
    page_class: str(input.page_class).trim(),
  };
}

import { describe, expect, it } from 'vitest';
import { parseModule } from '../../src/modules/registry';
import { DEMO_PAGES, SHARED_CONTAINERS } from './pages';

describe('demo content', () => {
  it('every demo module passes the registry validation the editor API applies', () => {
    const sections = [
      ...SHARED_CONTAINERS,
      ...DEMO_PAGES.flatMap((page) => [...page.de.sections, ...page.en.sections]),
    ];
    for (const section of sections)
      for (const column of section.columns)
        for (const module of column.children) {
          const result = parseModule(module);
          expect(result.ok ? [] : result.issues, `${module.type} ${module.id}`).toEqual([]);
        }
  });

  it('shows a good selection of module types in both languages', () => {
    const types = (locale: 'de' | 'en') =>
      new Set(
        DEMO_PAGES.flatMap((page) => page[locale].sections)
          .flatMap((section) => section.columns)
          .flatMap((column) => column.children.map((module) => module.type)),
      );
    for (const locale of ['de', 'en'] as const)
      for (const type of [
        'video',
        'audio',
        'viewer',
        'quote',
        'full_teaser',
        'two_columns',
        'image_list',
        'logo_list',
        'faq',
        'anchor_list',
        'event_list',
        'hero_media',
      ])
        expect(types(locale), `${locale} ${type}`).toContain(type);
  });
});

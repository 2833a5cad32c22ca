import type { Locale } from '../contract/locales';
import { editorTexts } from '../i18n/editor';
import { modules as modulesEn } from '../i18n/en/modules';
import { modulesTexts } from '../i18n/modules';
import { moduleFieldLabel } from '../modules/registry';
import type { PageChange } from './page-compare';

/** A module type's name in a locale ('Überschrift'); an unknown type stays as it is. */
function moduleName(type: string, locale: Locale): string {
  const key = `type.${type}`;
  return key in modulesEn ? (modulesTexts(locale) as unknown as (key: string) => string)(key) : type;
}

/** A change in words, in the staff's language (issue 19 item 2: "compare … in words"). */
export function changeText(change: PageChange, locale: Locale): string {
  const t = editorTexts(locale);
  switch (change.kind) {
    case 'section.added':
      return t('compare.sectionAdded', { section: change.section, layout: change.layout });
    case 'section.removed':
      return t('compare.sectionRemoved', { section: change.section, layout: change.layout });
    case 'section.moved':
      return t('compare.sectionMoved', { section: change.section, from: change.from });
    case 'section.layout':
      return t('compare.sectionLayout', { section: change.section, from: change.from, to: change.to });
    case 'section.style':
      return t('compare.sectionStyle', { section: change.section });
    case 'module.added':
      return t('compare.moduleAdded', {
        section: change.section,
        module: moduleName(change.module_type, locale),
      });
    case 'module.removed':
      return t('compare.moduleRemoved', {
        section: change.section,
        module: moduleName(change.module_type, locale),
      });
    case 'module.moved':
      return t('compare.moduleMoved', {
        section: change.section,
        module: moduleName(change.module_type, locale),
      });
    case 'module.changed':
      return t('compare.moduleChanged', {
        section: change.section,
        module: moduleName(change.module_type, locale),
        fields: change.fields.map((field) => moduleFieldLabel(change.module_type, field, locale)).join(', '),
      });
  }
}

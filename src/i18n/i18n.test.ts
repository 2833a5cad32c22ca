import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { t } from './index';
import { productionsTexts } from './productions';
import { quickBuyTexts } from './quick-buy';
import { type Catalogue, interpolate, type Translation } from './translate';
import { localiseMessage, validationTexts } from './validation';

const root = path.resolve(import.meta.dirname, '../..');
const features = readdirSync(path.join(root, 'src/i18n/de')).map((file) => file.replace(/\.ts$/, ''));

/** Both catalogues of a feature, read from their modules. */
async function catalogues(feature: string): Promise<{ de: Catalogue; en: Catalogue }> {
  const only = (module: Record<string, unknown>) => Object.values(module)[0] as Catalogue;
  return {
    de: only(await import(`./de/${feature}.ts`)),
    en: only(await import(`./en/${feature}.ts`)),
  };
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** App source files below a folder (no tests), with their paths relative to the repository. */
function sourceFiles(folder: string, skip: readonly string[] = []): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const file = path.join(dir, name);
      if (skip.some((prefix) => file.startsWith(prefix))) continue;
      if (statSync(path.join(root, file)).isDirectory()) visit(file);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name)) found.push(file);
    }
  };
  visit(folder);
  return found;
}

describe('the catalogues', () => {
  it('has a German and an English catalogue of every feature, and a lookup for it', () => {
    expect(features.length).toBeGreaterThan(10);
    expect(readdirSync(path.join(root, 'src/i18n/en')).sort()).toEqual(
      readdirSync(path.join(root, 'src/i18n/de')).sort(),
    );
    for (const feature of features)
      expect(statSync(path.join(root, `src/i18n/${feature}.ts`)).isFile()).toBe(true);
  });

  it.each(features)(
    '%s: the same keys in German and English, no empty text, the same placeholders',
    async (feature) => {
      const { de, en } = await catalogues(feature);
      expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
      for (const [key, text] of Object.entries(de)) {
        const english = en[key] ?? '';
        expect(text.trim(), `de ${feature}.${key}`).not.toBe('');
        expect(english.trim(), `en ${feature}.${key}`).not.toBe('');
        expect(placeholders(english), `${feature}.${key}`).toEqual(placeholders(text));
      }
    },
  );

  it.each(features)('%s: every plural has its one and its other', async (feature) => {
    const { de } = await catalogues(feature);
    const keys = Object.keys(de);
    for (const key of keys.filter((each) => each.endsWith('.one')))
      expect(keys, key).toContain(key.replace(/\.one$/, '.other'));
    for (const key of keys.filter((each) => each.endsWith('.other')))
      expect(keys, key).toContain(key.replace(/\.other$/, '.one'));
  });

  it('serves every feature through the server lookup', async () => {
    const index = readFileSync(path.join(root, 'src/i18n/index.ts'), 'utf8');
    for (const feature of features) expect(index, feature).toContain(`from './${feature}'`);
    expect(t('de', 'programme.soldOut')).toBe('Ausverkauft');
    expect(t('en', 'search.pageOf', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(t('de', 'site.legal.imprint')).toBe('Impressum');
  });

  it('catches a missing or extra English text, an unknown key and a missing parameter at compile time', () => {
    const german = { a: 'A', b: 'B {name}' } as const;
    // @ts-expect-error: 'b' is missing
    const missing: Translation<typeof german> = { a: 'A' };
    // @ts-expect-error: 'c' is not a German key
    const extra: Translation<typeof german> = { a: 'A', b: 'B {name}', c: 'C' };
    expect([missing, extra]).toHaveLength(2);
    const quickBuy = quickBuyTexts('de');
    // @ts-expect-error: no such key
    expect(quickBuy('nope')).toBe('nope');
    // @ts-expect-error: 'add' needs its {name}
    expect(quickBuy('add')).toBe('Ein Ticket mehr: {name}');
    expect(quickBuy('add', { name: 'Parkett' })).toBe('Ein Ticket mehr: Parkett');
  });
});

describe('lookups', () => {
  it('fill placeholders, keep an unknown one visible, and read German for an unknown locale', () => {
    expect(interpolate('{count} von {max}', { count: 3, max: 10 })).toBe('3 von 10');
    expect(interpolate('{count} von {max}', { count: 3 })).toBe('3 von {max}');
    expect(quickBuyTexts('fr')('close')).toBe('Schließen');
    expect(quickBuyTexts(undefined)('close')).toBe('Schließen');
    expect(quickBuyTexts('en')('close')).toBe('Close');
  });

  it('choose one or other by the count (German and English plurals)', () => {
    expect(productionsTexts('de').plural('count', 1)).toBe('1 Produktion');
    expect(productionsTexts('de').plural('count', 0)).toBe('0 Produktionen');
    expect(productionsTexts('en').plural('count', 12)).toBe('12 productions');
    expect(quickBuyTexts('en').plural('success', 1)).toBe(
      '1 ticket was added to the cart and is reserved for you for 15 minutes.',
    );
  });
});

describe('field errors', () => {
  it('reads an API message in the staff language, values kept', () => {
    expect(localiseMessage('This field is required!', 'de')).toBe('Dieses Feld ist erforderlich!');
    expect(localiseMessage('At most 300 characters.', 'de')).toBe('Höchstens 300 Zeichen.');
    expect(localiseMessage('Only embeds from Issuu are allowed.', 'de')).toBe(
      'Nur Einbettungen von Issuu sind erlaubt.',
    );
    expect(localiseMessage('At most 300 characters.', 'en')).toBe('At most 300 characters.');
  });

  it('reads every validation text back, and a library default as "invalid" (as itself in English)', () => {
    const en = validationTexts('en') as unknown as (key: string, params?: Record<string, string>) => string;
    const de = validationTexts('de') as unknown as (key: string, params?: Record<string, string>) => string;
    for (const key of ['required', 'tooLong', 'link', 'embedProviders', 'numberRange', 'notInColumn']) {
      const params = { max: '20', min: '1', providers: 'Vimeo', type: 'faq_item' };
      expect(localiseMessage(en(key, params), 'de'), key).toBe(de(key, params));
    }
    expect(localiseMessage('Too big: expected string to have <=64 characters', 'de')).toBe(
      'Ungültige Eingabe.',
    );
    expect(localiseMessage('Too big: expected string to have <=64 characters', 'en')).toBe(
      'Too big: expected string to have <=64 characters',
    );
  });
});

describe('one text system in app code', () => {
  const app = [
    ...sourceFiles('src', ['src/i18n']),
    ...sourceFiles('widgets'),
    ...sourceFiles('host', ['host/bench', 'host/testing']),
  ];

  it('chooses no text by comparing the locale', () => {
    const offenders = app.filter((file) =>
      /locale\s*===\s*'(en|de)'\s*\?/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('builds date formatters only in date-format.ts (and berlin-clock.ts for old instants)', () => {
    const allowed = ['src/domain/date-format.ts', 'src/domain/berlin-clock.ts'];
    const offenders = app.filter(
      (file) =>
        !allowed.includes(file) &&
        /new Intl\.DateTimeFormat/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('never gives an element every catalogue: elements import their feature lookups', () => {
    const offenders = sourceFiles('widgets').filter((file) =>
      /from '(\.\.\/)+src\/i18n(\/index)?'/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { elementTagsIn, IDLE_ELEMENTS, preloadFiles } from './element-loading';

const manifest = {
  'foyer-alert-bar': ['runtime-a.js', 'define-b.js', 'alert-bar-c.js'],
  'foyer-cookie-banner': ['runtime-a.js', 'define-b.js', 'consent-d.js', 'cookie-banner-e.js'],
  'foyer-sticky-nav': ['sticky-nav-f.js'],
  'foyer-search-box': ['runtime-a.js', 'search-box-g.js'],
};

describe('element loading (Lighthouse budgets, issue 7)', () => {
  it('finds the element tags of a page once each, in order', () => {
    const html =
      '<body><foyer-alert-bar locale="de"><section></section></foyer-alert-bar><foyer-search-box>' +
      '</foyer-search-box><p>foyer-x is text</p><foyer-alert-bar></foyer-alert-bar><foyer-cookie-banner>';
    expect(elementTagsIn(html)).toEqual(['foyer-alert-bar', 'foyer-search-box', 'foyer-cookie-banner']);
  });

  it('preloads the chunks of elements defined at once, the cookie banner first, each file once', () => {
    const files = preloadFiles(
      ['foyer-alert-bar', 'foyer-sticky-nav', 'foyer-search-box', 'foyer-cookie-banner', 'foyer-unknown'],
      manifest,
    );
    expect(files).toEqual([
      'runtime-a.js',
      'define-b.js',
      'consent-d.js',
      'cookie-banner-e.js',
      'alert-bar-c.js',
    ]);
  });

  it('never preloads an element that waits for idle time', () => {
    for (const tag of IDLE_ELEMENTS) expect(preloadFiles([tag], { [tag]: ['x.js'] })).toEqual([]);
    expect(IDLE_ELEMENTS.has('foyer-cookie-banner')).toBe(false);
  });
});

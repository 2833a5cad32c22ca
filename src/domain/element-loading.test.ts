import { describe, expect, it } from 'vitest';
import {
  ELEMENT_REGISTRATIONS,
  elementTagsIn,
  HOST_FRAME,
  hydrationPolicy,
  preloadFiles,
} from './element-loading';

const manifest = {
  'foyer-page-editor': ['runtime-a.js', 'define-b.js', 'editor-h.js'],
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

  it('preloads the chunks of elements defined at load, each file once; the cookie banner waits', () => {
    const files = preloadFiles(
      [
        'foyer-alert-bar',
        'foyer-page-editor',
        'foyer-sticky-nav',
        'foyer-search-box',
        'foyer-cookie-banner',
        'foyer-unknown',
      ],
      manifest,
    );
    expect(files).toEqual(['runtime-a.js', 'define-b.js', 'editor-h.js']);
  });

  it('preloads nothing, not even the runtime, for a page whose elements all wait', () => {
    const waiting = Object.keys(ELEMENT_REGISTRATIONS).filter((tag) => hydrationPolicy(tag) !== 'load');
    expect(waiting).toContain('foyer-alert-bar');
    expect(waiting).toContain('foyer-site-header');
    // Its server HTML is plain forms (issue 23 item 1): a first visit preloads no React for it.
    expect(waiting).toContain('foyer-cookie-banner');
    expect(preloadFiles(waiting, manifest)).toEqual([]);
    for (const tag of waiting) expect(preloadFiles([tag], { [tag]: ['x.js'] })).toEqual([]);
  });

  it("preloads the loader's host frame first on every page, its files once (decision 0163)", () => {
    const withFrame = { ...manifest, [HOST_FRAME]: ['host-frame-i.js', 'define-b.js'] };
    expect(preloadFiles(['foyer-alert-bar'], withFrame)).toEqual(['host-frame-i.js', 'define-b.js']);
    expect(preloadFiles(['foyer-page-editor'], withFrame)).toEqual([
      'host-frame-i.js',
      'define-b.js',
      'runtime-a.js',
      'editor-h.js',
    ]);
  });

  it('declares one policy per element; what has server HTML waits, the cookie banner too', () => {
    expect(hydrationPolicy('foyer-cookie-banner')).toBe('interaction');
    expect(ELEMENT_REGISTRATIONS['foyer-cookie-banner']?.wakeOn).toEqual(['foyer-open-cookie-settings']);
    expect(hydrationPolicy('foyer-alert-bar')).toBe('interaction');
    expect(hydrationPolicy('foyer-search-box')).toBe('interaction');
    expect(hydrationPolicy('foyer-event-overlay')).toBe('interaction');
    // The header and the sticky navigation are complete server HTML (today's opening-hours label
    // included): the first input anywhere on the page hydrates them; a visitor with a cart, or a
    // kept page whose label is out of date, gets the header when the browser is idle (0157).
    for (const tag of ['foyer-site-header', 'foyer-sticky-nav']) {
      expect(hydrationPolicy(tag), tag).toBe('interaction');
      expect(ELEMENT_REGISTRATIONS[tag]?.wakeOnPageInput, tag).toBe(true);
    }
    expect(ELEMENT_REGISTRATIONS['foyer-site-header']?.idleWhen).toEqual(['cart', 'stale-hours']);
    expect(hydrationPolicy('foyer-cart-countdown')).toBe('idle');
    // The lists and the event page's booking are complete as server HTML (decision 0112).
    for (const tag of ['foyer-production-list', 'foyer-article-list', 'foyer-quick-buy'])
      expect(hydrationPolicy(tag), tag).toBe('interaction');
    expect(hydrationPolicy('foyer-unknown')).toBe('load');
    // The programme waits on the host site (its server filter form, decision 0150); in a webshop
    // template on another origin (`api-base`) nothing of it is server HTML, so it comes when idle.
    expect(hydrationPolicy('foyer-event-calendar')).toBe('interaction');
    for (const tag of ['foyer-event-calendar', 'foyer-alert-bar', 'foyer-search-box', 'foyer-site-header'])
      expect(ELEMENT_REGISTRATIONS[tag]?.idleWith, tag).toContain('api-base');
    for (const registration of Object.values(ELEMENT_REGISTRATIONS))
      expect(['interaction', 'visible', 'idle', 'load']).toContain(registration.hydrate);
  });

  it("preloads the admin's rich text field on the forms that hold one, at load (decision 0173)", () => {
    expect(hydrationPolicy('foyer-rich-text-field')).toBe('load');
    const withField = { ...manifest, 'foyer-rich-text-field': ['runtime-a.js', 'rich-text-field-j.js'] };
    const form = '<form><p><foyer-rich-text-field locale="de"><textarea name="description_de"></textarea>';
    expect(preloadFiles(elementTagsIn(form), withField)).toEqual(['runtime-a.js', 'rich-text-field-j.js']);
    // A visitor's page has none: nothing of it is preloaded.
    expect(preloadFiles(elementTagsIn('<foyer-alert-bar></foyer-alert-bar>'), withField)).toEqual([]);
  });
});

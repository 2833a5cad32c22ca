import { describe, expect, it } from 'vitest';
import { adminChangeLink } from './admin-links';

describe('admin change links of detail routes (spec: frame §3)', () => {
  it.each([
    ['/de/news/spielzeit/4', '/admin/articles/4/change/'],
    ['/de/venues/grosses-haus/2', '/admin/venues/2/change/'],
    ['/de/programm/faust/17', '/admin/events/17/change/'],
    ['/de/team/anna-muster/3', '/admin/persons/3/change/'],
    ['/en/produktionen/faust/9', '/admin/productions/9/change/'],
    ['/de/series/jazz/5', '/admin/series/5/change/'],
    ['/de/forms/kontakt/1', '/admin/forms/1/change/'],
  ])('%s links to %s', (path, url) => {
    expect(adminChangeLink(path, 'de')?.url).toBe(url);
  });
  it('has no link on lists, tag pages and content pages', () => {
    for (const path of [
      '/de/programm',
      '/de/news/tags/jazz/3',
      '/de/news/categories/x/2',
      '/de/ueber-uns',
      '/de',
    ])
      expect(adminChangeLink(path, 'de')).toBeNull();
  });
  it('names the record in the language', () => {
    expect(adminChangeLink('/de/programm/faust/17', 'en')?.label).toBe('Event');
  });
});

import { describe, expect, it } from 'vitest';
import { loadModuleData } from './load';
import { issuesOf, parsed, RENDER_NOW, renderHtml } from './testing';
import type { ModuleDataSource } from './types';

const base: ModuleDataSource = { locale: 'de', now: RENDER_NOW, events: async () => [] };
const list = { id: 'l', type: 'venue_list', children: [{ id: 'v', type: 'venue', venue: 3 }] };

describe('Venue and venue list (spec: frame §3)', () => {
  it('requires a venue', () => {
    expect(issuesOf({ id: 'l', type: 'venue_list', children: [{ id: 'v', type: 'venue' }] })).toEqual({
      'children.0.venue': 'This field is required!',
    });
    expect(issuesOf(list)).toEqual({});
  });

  it('renders the venue card once venues are provided', async () => {
    const source: ModuleDataSource = {
      ...base,
      venues: async (ids) =>
        ids.map((id) => ({
          id,
          name: 'Kammerspiele',
          url: `/de/venues/kammerspiele/${id}`,
          address: 'Rosenhain 3',
        })),
    };
    const [loaded] = await loadModuleData([parsed(list)], source);
    const html = renderHtml([loaded]);
    expect(html).toContain(
      '<ul class="m-venue-list"><li class="m-venue"><article class="venue-card"><div class="venue-card__body"><h3 class="venue-card__name"><a href="/de/venues/kammerspiele/3">Kammerspiele</a></h3><p class="venue-card__address">Rosenhain 3</p>',
    );
  });

  it('without venue data: nothing for visitors, an explanation for staff', async () => {
    const [loaded] = await loadModuleData([parsed(list)], base);
    expect(renderHtml([loaded])).toBe('');
    expect(renderHtml([loaded], { editMode: true })).toContain('Spielstätte nicht gefunden');
  });
});

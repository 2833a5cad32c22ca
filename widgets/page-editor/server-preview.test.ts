import { expect } from '@esm-bundle/chai';
import { screen } from 'shadow-dom-testing-library';
import { json, stubFetch, waitFor } from '../shared/test-helpers';
import './page-editor';

/**
 * A module that shows data (Event List) is previewed by the server with the public renderer
 * (issue 19: "the Event List preview shows what visitors see"), not by the browser without data.
 */
const EVENT_LIST = { id: 'e1', type: 'event_list', filters: 'none', children: [] };
const page = {
  id: 1,
  locale: 'de',
  modules: [
    {
      id: 's1',
      type: 'section',
      model_name: 'section',
      content_type: 'page',
      object_id: 1,
      parent: null,
      slug: null,
      layout: '100',
      columns: [{ index: 0, classes: '', children: [EVENT_LIST] }],
      children: [],
      version: 1,
    },
  ],
};

describe('the editor preview of a module with data', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  afterEach(() => {
    fetchStub.restore();
    document.body.innerHTML = '';
  });

  it('shows the server’s rendering with the events, and sends the module to be previewed', async () => {
    const previews: unknown[] = [];
    fetchStub = stubFetch(async (url, init) => {
      if (url.pathname.endsWith('/pageeditor-api/page/')) return json(page);
      if (url.pathname.endsWith('/pageeditor-api/module-preview')) {
        previews.push(JSON.parse(String(init?.body)));
        return json({
          html: '<div class="m-event-list"><h3 class="m-event-card__name">Die Physiker</h3></div>',
        });
      }
      if (url.pathname.endsWith('/user'))
        return json({ id: 1, username: 'staff', email: 'e', admin_menus: [] });
      return json({ results: [] });
    });
    document.body.innerHTML =
      '<main id="main"></main><foyer-page-editor edit locale="de" page-id="1" page-path=""></foyer-page-editor>';
    await waitFor(() => screen.getByShadowText('Die Physiker'));
    expect(screen.queryByShadowText('Für diesen Zeitraum sind keine Veranstaltungen geplant.')).to.equal(
      null,
    );
    expect(previews).to.have.length(1);
    expect(previews[0]).to.deep.include({ id: 'e1', type: 'event_list' });
  });

  it('falls back to the browser’s rendering when the preview cannot be had', async () => {
    fetchStub = stubFetch(async (url) => {
      if (url.pathname.endsWith('/pageeditor-api/page/')) return json(page);
      if (url.pathname.endsWith('/pageeditor-api/module-preview'))
        return json({ error: 'unavailable', message: 'down' }, 503);
      if (url.pathname.endsWith('/user'))
        return json({ id: 1, username: 'staff', email: 'e', admin_menus: [] });
      return json({ results: [] });
    });
    document.body.innerHTML =
      '<main id="main"></main><foyer-page-editor edit locale="de" page-id="1" page-path=""></foyer-page-editor>';
    await waitFor(() => screen.getByShadowText('Für diesen Zeitraum sind keine Veranstaltungen geplant.'));
  });
});

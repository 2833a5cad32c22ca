import { expect } from '@esm-bundle/chai';
import { screen } from 'shadow-dom-testing-library';
import { closeEventOverlay } from '../../src/state/page-ui';
import { expectNoAxeViolations, json, stubFetch, waitFor } from '../shared/test-helpers';
import './event-overlay';

const ORIGINAL = location.href;

describe('<foyer-event-overlay>', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    fetchStub = stubFetch((url) => {
      if (url.pathname.endsWith('/pageeditor-api/page/programm'))
        return json({ headline: 'Spielplan und Karten' });
      if (url.pathname.endsWith('/api/events/'))
        return json({ count: 0, next: null, previous: null, results: [] });
      return json({ data: [] });
    });
  });
  afterEach(() => {
    closeEventOverlay();
    fetchStub.restore();
    document.body.innerHTML = '';
    history.replaceState(null, '', ORIGINAL);
  });

  it('opens on foyer-open-event-overlay, sets no-scroll, shows the fetched headline, closes on Escape', async () => {
    document.body.innerHTML = '<main><foyer-event-overlay locale="de"></foyer-event-overlay></main>';
    await waitFor(() => expect(customElements.get('foyer-event-overlay')).to.exist);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByShadowRole('dialog')).to.equal(null);
    document.dispatchEvent(new CustomEvent('foyer-open-event-overlay'));
    const dialog = await waitFor(() => screen.getByShadowRole('dialog', { name: 'Spielplan und Karten' }));
    expect(dialog).to.exist;
    expect(document.documentElement.classList.contains('no-scroll')).to.equal(true);
    const close = screen.getByShadowRole('button', { name: 'Schließen' });
    const root = document.querySelector('foyer-event-overlay')?.shadowRoot;
    expect(root?.activeElement === close).to.equal(true);
    await expectNoAxeViolations(document.body);
    history.replaceState(null, '', `${ORIGINAL}${ORIGINAL.includes('?') ? '&' : '?'}room=1`);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByShadowRole('dialog')).to.equal(null));
    expect(location.search).to.equal('');
    expect(document.documentElement.classList.contains('no-scroll')).to.equal(false);
  });

  it('keeps the default headline when the page editor call fails, and closes with its control', async () => {
    fetchStub.restore();
    fetchStub = stubFetch(() => json({ error: 'x', message: 'x' }, 500));
    document.body.innerHTML = '<main><foyer-event-overlay locale="en"></foyer-event-overlay></main>';
    await waitFor(() => expect(customElements.get('foyer-event-overlay')).to.exist);
    await new Promise((resolve) => setTimeout(resolve, 50));
    document.dispatchEvent(new CustomEvent('foyer-open-event-overlay'));
    await waitFor(() => screen.getByShadowRole('dialog', { name: 'Programme and tickets' }));
    screen.getByShadowRole('button', { name: 'Close' }).click();
    await waitFor(() => expect(screen.queryByShadowRole('dialog')).to.equal(null));
  });
});

import { expect } from '@esm-bundle/chai';
import { screen } from 'shadow-dom-testing-library';
import { clearCookies, expectNoAxeViolations, json, stubFetch, waitFor } from '../shared/test-helpers';
import './alert-bar';

const ALERT = {
  id: 42,
  title: 'Vorverkauf gestartet',
  text: 'Karten bis März.',
  link: { url: '/de/programm' },
  link_title: 'Zum Spielplan',
};

async function mount(html: string) {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

describe('<foyer-alert-bar>', () => {
  let fetchStub: ReturnType<typeof stubFetch>;

  beforeEach(() => {
    clearCookies();
    fetchStub = stubFetch(() => json({ data: [ALERT, { ...ALERT, id: 1, title: 'Older' }] }));
  });
  afterEach(() => {
    fetchStub.restore();
    document.body.innerHTML = '';
  });

  it('shows the first alert with title, text and link', async () => {
    await mount('<foyer-alert-bar locale="de"></foyer-alert-bar>');
    const title = await waitFor(() => screen.getByShadowText('Vorverkauf gestartet'));
    expect(title).to.exist;
    expect(screen.getByShadowText('Karten bis März.')).to.exist;
    const link = screen.getByShadowRole('link', { name: 'Zum Spielplan' });
    expect(link.getAttribute('href')).to.equal('/de/programm');
    expect(screen.queryByShadowText('Older')).to.equal(null);
    expect(fetchStub.calls[0]?.pathname).to.equal('/api/breaking-news/');
    expect(fetchStub.calls[0]?.searchParams.get('lang')).to.equal('de');
  });

  it('closes, stores the alert id in a cookie and fires foyer-alert-closed', async () => {
    const host = await mount('<foyer-alert-bar locale="en"></foyer-alert-bar>');
    const events: CustomEvent[] = [];
    host.addEventListener('foyer-alert-closed', (event) => events.push(event as CustomEvent));
    const close = await waitFor(() => screen.getByShadowRole('button', { name: 'Close notice' }));
    close.click();
    await waitFor(() => {
      if (screen.queryByShadowText('Vorverkauf gestartet')) throw new Error('still shown');
    });
    expect(document.cookie).to.contain('alert-closed=42');
    expect(events).to.have.length(1);
    expect(events[0]?.detail).to.deep.equal({ id: 42 });
    expect(events[0]?.composed).to.equal(true);
  });

  it('stays closed for the same alert and shows a new one', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = 'alert-closed=42; path=/';
    await mount('<foyer-alert-bar locale="de"><p>fallback</p></foyer-alert-bar>');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByShadowText('Vorverkauf gestartet')).to.equal(null);
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = 'alert-closed=7; path=/';
    expect(document.cookie).to.contain('alert-closed=7');
  });

  it('keeps the server-rendered fallback visible when the request fails', async () => {
    fetchStub.restore();
    fetchStub = stubFetch(() => json({ error: 'x', message: 'down' }, 500));
    const host = await mount('<foyer-alert-bar locale="de"><p>Fallback-Hinweis</p></foyer-alert-bar>');
    const element = host.querySelector('foyer-alert-bar') as HTMLElement;
    await waitFor(() => {
      if (!element.shadowRoot?.querySelector('slot')) throw new Error('no slot yet');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(element.shadowRoot?.querySelector('slot')).to.exist;
    expect(screen.queryByShadowRole('button')).to.equal(null);
  });

  it('has no accessibility violations', async () => {
    const host = await mount('<main><foyer-alert-bar locale="de"></foyer-alert-bar></main>');
    await waitFor(() => screen.getByShadowText('Vorverkauf gestartet'));
    await expectNoAxeViolations(host);
  });
});

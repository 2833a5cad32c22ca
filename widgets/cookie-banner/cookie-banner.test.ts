import { expect } from '@esm-bundle/chai';
import { screen } from 'shadow-dom-testing-library';
import { now } from '../../src/domain/clock';
import { bannerView } from '../../src/state/consent';
import { startTestClock } from '../shared/test-clock';
import { clearCookies, expectNoAxeViolations, json, stubFetch, waitFor } from '../shared/test-helpers';
import './cookie-banner';

startTestClock();

const TAG_MANAGER = 'script[data-foyer-tag-manager]';

async function mount(attributes = 'locale="de" revision="3" tag-manager-id="GTM-TEST01"') {
  const host = document.createElement('main');
  host.innerHTML = `<button id="footer-action" type="button">Cookie-Einstellungen</button><foyer-cookie-banner ${attributes}></foyer-cookie-banner>`;
  document.body.append(host);
  return host;
}

const dialog = () => document.querySelector('foyer-cookie-banner')?.shadowRoot?.querySelector('dialog');
const nowSeconds = () => Math.floor(now().getTime() / 1000);

describe('<foyer-cookie-banner>', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    clearCookies();
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = 'csrftoken=token-abc; path=/';
    fetchStub = stubFetch(() =>
      json({ status: 'recorded', id: 1, revision: 3, created_at: now().toISOString() }, 201),
    );
    bannerView.value = 'closed';
  });
  afterEach(() => {
    fetchStub.restore();
    dialog()?.close();
    document.body.innerHTML = '';
    for (const script of document.querySelectorAll(TAG_MANAGER)) script.remove();
  });

  it('opens as a modal dialog without consent; accept all loads the tag manager, records and emits', async () => {
    const host = await mount();
    const events: CustomEvent[] = [];
    host.addEventListener('foyer-consent-changed', (event) => events.push(event as CustomEvent));
    const accept = await waitFor(() => screen.getByShadowRole('button', { name: 'Alle akzeptieren' }));
    expect(dialog()?.open).to.equal(true);
    // The first-visit banner is non-modal and focused itself, preselecting no choice.
    expect(dialog()?.matches(':modal')).to.equal(false);
    expect(document.querySelector('foyer-cookie-banner')?.shadowRoot?.activeElement).to.equal(dialog());
    expect(screen.getByShadowRole('dialog', { name: 'Datenschutz-Einstellungen' })).to.exist;
    expect(document.querySelector(TAG_MANAGER)).to.equal(null);
    accept.click();
    await waitFor(() => {
      if (!document.querySelector(TAG_MANAGER)) throw new Error('no tag manager yet');
    });
    expect(document.querySelector(TAG_MANAGER)?.getAttribute('src')).to.equal(
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST01',
    );
    expect(dialog()?.open).to.equal(false);
    expect(document.cookie).to.match(/foyer_consent=1\.3\.11\.\d+/);
    await waitFor(() => {
      if (fetchStub.calls.length === 0) throw new Error('not recorded yet');
    });
    expect(fetchStub.calls[0]?.pathname).to.equal('/de/api/consent/');
    // The event follows the recording request's answer.
    await waitFor(() => expect(events).to.have.length(1));
    expect(events[0]?.detail).to.deep.equal({ necessary: true, statistics: true, media: true, revision: 3 });
    expect(events[0]?.composed).to.equal(true);
    // Consent Mode v2: denied by default before the tag, then updated to granted.
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((entry) =>
      Array.from(entry as ArrayLike<unknown>),
    );
    const defaults = layer.find((entry) => entry[0] === 'consent' && entry[1] === 'default');
    const update = layer.findLast((entry) => entry[0] === 'consent' && entry[1] === 'update');
    expect((defaults?.[2] as Record<string, string> | undefined)?.analytics_storage).to.equal('denied');
    expect((update?.[2] as Record<string, string> | undefined)?.analytics_storage).to.equal('granted');
  });

  it("applies the design settings' consent tags to the Consent Mode signals", async () => {
    await mount(
      `locale="de" revision="3" tag-manager-id="GTM-TEST01" consent-tags='{"ad_storage":false,"ad_personalization":false,"personalization_storage":true}'`,
    );
    const accept = await waitFor(() => screen.getByShadowRole('button', { name: 'Alle akzeptieren' }));
    accept.click();
    await waitFor(() => {
      if (!document.querySelector(TAG_MANAGER)) throw new Error('no tag manager yet');
    });
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((entry) =>
      Array.from(entry as ArrayLike<unknown>),
    );
    const update = layer.findLast((entry) => entry[0] === 'consent' && entry[1] === 'update')?.[2] as
      | Record<string, string>
      | undefined;
    expect(update).to.include({
      analytics_storage: 'granted',
      ad_user_data: 'granted',
      ad_storage: 'denied',
      ad_personalization: 'denied',
      personalization_storage: 'granted',
    });
  });

  it('reject all stores the refusal and never loads the tag manager', async () => {
    await mount();
    (await waitFor(() => screen.getByShadowRole('button', { name: 'Alle ablehnen' }))).click();
    await waitFor(() => {
      if (!document.cookie.includes('foyer_consent=')) throw new Error('no cookie yet');
    });
    expect(document.cookie).to.match(/foyer_consent=1\.3\.00\./);
    expect(document.querySelector(TAG_MANAGER)).to.equal(null);
    expect(dialog()?.open).to.equal(false);
  });

  it('saves a partial choice from the settings (external media only)', async () => {
    const host = await mount();
    const events: CustomEvent[] = [];
    host.addEventListener('foyer-consent-changed', (event) => events.push(event as CustomEvent));
    (await waitFor(() => screen.getByShadowRole('button', { name: 'Einstellungen' }))).click();
    const necessary = await waitFor(() => screen.getByShadowRole('checkbox', { name: /Notwendig/ }));
    expect((necessary as HTMLInputElement).checked).to.equal(true);
    expect((necessary as HTMLInputElement).disabled).to.equal(true);
    (screen.getByShadowRole('checkbox', { name: /Externe Medien/ }) as HTMLInputElement).click();
    screen.getByShadowRole('button', { name: 'Auswahl speichern' }).click();
    await waitFor(() => {
      if (events.length === 0) throw new Error('no event yet');
    });
    expect(events[0]?.detail).to.deep.equal({ necessary: true, statistics: false, media: true, revision: 3 });
    expect(document.cookie).to.match(/foyer_consent=1\.3\.01\./);
    expect(document.querySelector(TAG_MANAGER)).to.equal(null);
  });

  it('stays closed with consent for this revision and loads the tag manager at once', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = `foyer_consent=1.3.10.${nowSeconds()}; path=/`;
    await mount();
    await waitFor(() => {
      if (!document.querySelector(TAG_MANAGER)) throw new Error('no tag manager yet');
    });
    expect(dialog()?.open).to.equal(false);
  });

  it('asks again when the policy revision changed', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = `foyer_consent=1.2.11.${nowSeconds()}; path=/`;
    await mount();
    await waitFor(() => screen.getByShadowRole('button', { name: 'Alle akzeptieren' }));
    expect(dialog()?.open).to.equal(true);
    expect(document.querySelector(TAG_MANAGER)).to.equal(null);
  });

  it('treats a tampered cookie as no consent', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = `foyer_consent=1.3.99.${nowSeconds()}; path=/`;
    await mount();
    await waitFor(() => screen.getByShadowRole('button', { name: 'Alle akzeptieren' }));
    expect(dialog()?.open).to.equal(true);
    expect(document.querySelector(TAG_MANAGER)).to.equal(null);
  });

  it('reopens the settings on foyer-open-cookie-settings and returns focus to the footer action', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = `foyer_consent=1.3.00.${nowSeconds()}; path=/`;
    await mount('locale="en" revision="3"');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog()?.open).to.equal(false);
    const action = document.getElementById('footer-action') as HTMLButtonElement;
    action.focus();
    document.dispatchEvent(new CustomEvent('foyer-open-cookie-settings'));
    const save = await waitFor(() => screen.getByShadowRole('button', { name: 'Save choices' }));
    expect(dialog()?.open).to.equal(true);
    expect(dialog()?.matches(':modal')).to.equal(true);
    expect(screen.getByShadowRole('checkbox', { name: /Statistics\/marketing/ })).to.exist;
    expect(screen.getByShadowRole('checkbox', { name: /External media/ })).to.exist;
    await expectNoAxeViolations(document.body);
    save.click();
    await waitFor(() => {
      if (dialog()?.open) throw new Error('still open');
    });
    expect(document.activeElement).to.equal(action);
  });

  it('switches from the banner to the modal settings, and Escape closes without a choice', async () => {
    await mount();
    (await waitFor(() => screen.getByShadowRole('button', { name: 'Einstellungen' }))).click();
    await waitFor(() => screen.getByShadowRole('button', { name: 'Auswahl speichern' }));
    await waitFor(() => {
      if (!dialog()?.matches(':modal')) throw new Error('not modal yet');
    });
    dialog()?.dispatchEvent(new Event('cancel'));
    dialog()?.close();
    await waitFor(() => {
      if (bannerView.value !== 'closed') throw new Error('view still open');
    });
    expect(document.cookie).not.to.contain('foyer_consent');
  });

  it('has no accessibility violations when open', async () => {
    await mount();
    await waitFor(() => screen.getByShadowRole('button', { name: 'Alle akzeptieren' }));
    await expectNoAxeViolations(document.body);
  });
});

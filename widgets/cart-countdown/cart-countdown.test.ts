import { expect } from '@esm-bundle/chai';
import { screen } from 'shadow-dom-testing-library';
import { now } from '../../src/domain/clock';
import { startTestClock } from '../shared/test-clock';
import { expectNoAxeViolations, waitFor } from '../shared/test-helpers';
import './cart-countdown';

startTestClock();

async function mount(expiresAt: string, locale = 'de') {
  const host = document.createElement('main');
  host.innerHTML = `<foyer-cart-countdown expires-at="${expiresAt}" locale="${locale}"><p>fallback</p></foyer-cart-countdown>`;
  document.body.append(host);
  return host;
}

describe('<foyer-cart-countdown>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('counts down from the server expiry, silent while more than 5 minutes are left', async () => {
    await mount(new Date(now().getTime() + 10 * 60_000 + 500).toISOString());
    const line = await waitFor(() => screen.getByShadowText(/noch 10:00 Minuten reserviert/));
    expect(line).to.exist;
    await waitFor(() => screen.getByShadowText(/noch 9:59 Minuten/), 2500);
    const live = (document.querySelector('foyer-cart-countdown') as HTMLElement).shadowRoot?.querySelector(
      '[aria-live]',
    );
    expect(live?.getAttribute('aria-live')).to.equal('polite');
    expect(live?.textContent).to.equal('');
  });

  it('announces 5 minutes and 1 minute left, and the expiry', async () => {
    await mount(new Date(now().getTime() + 4 * 60_000).toISOString(), 'en');
    await waitFor(() => screen.getByShadowText('Your reservation expires in 5 minutes.'));
    document.body.innerHTML = '';
    await mount(new Date(now().getTime() + 30_000).toISOString(), 'en');
    await waitFor(() => screen.getByShadowText('Your reservation expires in 1 minute.'));
    document.body.innerHTML = '';
    const host = await mount(new Date(now().getTime() - 1000).toISOString(), 'en');
    await waitFor(() => screen.getAllByShadowText('Your reservation has expired.'));
    await expectNoAxeViolations(host);
  });

  it('counts on the server clock when the page carries server-time', async () => {
    // The visitor's clock is an hour ahead: the server says 10 minutes are left.
    const serverNow = now().getTime() - 60 * 60_000;
    const host = document.createElement('main');
    host.innerHTML = `<foyer-cart-countdown expires-at="${new Date(serverNow + 10 * 60_000).toISOString()}" server-time="${new Date(serverNow).toISOString()}"></foyer-cart-countdown>`;
    document.body.append(host);
    await waitFor(() => screen.getByShadowText(/noch (10:00|9:5\d) Minuten reserviert/));
  });
});

import { expect } from '@esm-bundle/chai';
import { clearCookies, waitFor } from '../shared/test-helpers';
import './cart-badge';

const cookieAmount = () => /(?:^|; )cartAmount=(\d+)/.exec(document.cookie)?.[1];

function mountHeader(count: number) {
  const header = document.createElement('header');
  header.innerHTML = `<foyer-cart-badge><a href="/webshop/cart">Warenkorb <span data-foyer-cart-badge="${count}">${count}</span></a></foyer-cart-badge>`;
  document.body.append(header);
  return header.querySelector('foyer-cart-badge') as HTMLElement;
}

describe('<foyer-cart-badge>', () => {
  beforeEach(() => clearCookies());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('stores the badge count in the cartAmount cookie when it differs', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = 'cartAmount=1; path=/';
    mountHeader(4);
    await waitFor(() => {
      if (cookieAmount() !== '4') throw new Error(document.cookie);
    });
  });

  it("follows the shop's own badge when it changes, and the header shows it", async () => {
    const element = mountHeader(0);
    const shop = document.createElement('div');
    shop.innerHTML = '<span class="basket" data-foyer-cart-badge="2">2</span>';
    document.body.append(shop);
    await waitFor(() => {
      if (cookieAmount() !== '2') throw new Error(document.cookie);
    });
    const own = element.querySelector('[data-foyer-cart-badge]') as HTMLElement;
    await waitFor(() => {
      if (own.textContent !== '2') throw new Error(own.textContent ?? '');
    });
    (shop.firstElementChild as HTMLElement).setAttribute('data-foyer-cart-badge', '5');
    await waitFor(() => {
      if (cookieAmount() !== '5' || own.textContent !== '5') throw new Error(document.cookie);
    });
  });

  it('shows the new count after a booking (foyer-cart-updated)', async () => {
    const element = mountHeader(1);
    document.dispatchEvent(
      new CustomEvent('foyer-cart-updated', { detail: { ticketsQuantity: 3, cartUrl: '/webshop/cart' } }),
    );
    const own = element.querySelector('[data-foyer-cart-badge]') as HTMLElement;
    await waitFor(() => {
      if (own.textContent !== '3') throw new Error(own.textContent ?? '');
    });
    expect(own.getAttribute('data-foyer-cart-badge')).to.equal('3');
    await waitFor(() => {
      if (cookieAmount() !== '3') throw new Error(document.cookie);
    });
  });
});

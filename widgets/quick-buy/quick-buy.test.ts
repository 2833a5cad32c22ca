import { expect } from '@esm-bundle/chai';
import { screen } from 'shadow-dom-testing-library';
import type { QuickBuyEventResponse } from '../../src/contract/ticketing';
import { now } from '../../src/domain/clock';
import { closeWidget as closeEventsWidget, openWidget as openEventsWidget } from '../../src/state/events';
import { offers, widgetOpen } from '../../src/state/quick-buy';
import { startTestClock } from '../shared/test-clock';
import { clearCookies, expectNoAxeViolations, json, stubFetch, waitFor } from '../shared/test-helpers';
import './quick-buy';

startTestClock();

const price = (id: number, seatGroup: string, saleType: number, text: string, amount: string) => ({
  id,
  price: amount,
  sale_type_id: saleType,
  seat_group: seatGroup,
  text,
  name: text,
  has_discounts: true,
});

const OFFER: QuickBuyEventResponse = {
  id: 7,
  id_jet: 'JET-7',
  name: 'Die Möwe',
  date_start: '2030-05-01T18:00:00.000Z',
  status: '1',
  currency_symbol: '€',
  quick_buy_widget: true,
  webshop_url: '/webshop',
  off_sale: null,
  seat_groups: [
    {
      id: 1,
      seat_group: 'P',
      status: '1',
      text: 'Parkett',
      available: 50,
      prices: [price(11, 'P', 2, 'Ermäßigt', '12.50'), price(10, 'P', 1, 'Vollpreis', '24.00')],
    },
    {
      id: 2,
      seat_group: 'X',
      status: '0',
      text: 'Loge',
      available: 0,
      prices: [price(20, 'X', 1, 'Vollpreis', '50.00')],
    },
    {
      id: 3,
      seat_group: 'R',
      status: '1',
      text: 'Rang',
      available: 4,
      prices: [price(30, 'R', 1, 'Vollpreis', '18.00')],
    },
    {
      id: 4,
      seat_group: 'G',
      status: '1',
      text: 'Galerie',
      available: 9,
      prices: [price(40, 'G', 1, 'Vollpreis', '9.00')],
    },
  ],
  timeslots: [],
};

interface Posted {
  seat_group: string;
  sale_type_ids: number[];
  quantities: number[];
  block_id?: number;
}

function stub(answers: Array<() => Response> = [], offer: QuickBuyEventResponse = OFFER) {
  const posted: Posted[] = [];
  const headers: Headers[] = [];
  const fetchStub = stubFetch((url, init) => {
    if (url.pathname.startsWith('/api/quick-buy/')) return json(offer);
    if (url.pathname === '/api/shop-cart/') {
      posted.push(JSON.parse(String(init?.body)) as Posted);
      headers.push(new Headers(init?.headers));
      const answer = answers[posted.length - 1];
      return answer
        ? answer()
        : json({
            tickets_quantity: 3,
            cart_url: '/webshop/cart?cart=t',
            cart_token: 'tok-1234567890abcdef',
            expires_at: '',
            server_time: '',
            total: '49.00',
          });
    }
    return json({ status: 'recorded' }, 201);
  });
  return { fetchStub, posted, headers };
}

async function mount(html = '<foyer-quick-buy event-id="7" locale="de"></foyer-quick-buy>') {
  const host = document.createElement('main');
  host.innerHTML = html;
  document.body.append(host);
  const trigger = (
    await waitFor(() => screen.getAllByShadowRole('button', { name: 'Tickets: Die Möwe' }))
  )[0] as HTMLElement;
  return { host, trigger };
}

const dialog = () => screen.getByShadowRole('dialog');
/** Opens the widget, picks one Parkett Vollpreis ticket and sends it to the cart. */
async function addOneTicket(trigger: HTMLElement) {
  trigger.click();
  await waitFor(() => dialog());
  button('Ein Ticket mehr: Parkett, Vollpreis').click();
  (await waitFor(() => button('In den Warenkorb'))).click();
}
const button = (name: string | RegExp) => screen.getByShadowRole('button', { name });
/** Every widget on the page has drawn its button and dialog. */
const bothRendered = () =>
  waitFor(() => {
    for (const host of document.querySelectorAll('foyer-quick-buy'))
      if (!host.shadowRoot?.querySelector('dialog')) throw new Error('not rendered');
  });

describe('<foyer-quick-buy>', () => {
  let current: ReturnType<typeof stub>;
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
  });
  afterEach(() => {
    current?.fetchStub.restore();
    widgetOpen.value = null;
    offers.value = {};
    document.body.innerHTML = '';
  });

  it('opens a dialog with the bookable categories, main price first, two until show-all', async () => {
    current = stub();
    const { trigger } = await mount();
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
    trigger.click();
    await waitFor(() => dialog());
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
    // Without timeslots the seat groups come first (R-BUY-1).
    expect(screen.queryByShadowText('Uhrzeit wählen')).to.equal(null);
    expect(screen.getByShadowText('Parkett')).to.exist;
    expect(screen.getByShadowText('24 €')).to.exist; // Vollpreis is the main price, .00 dropped
    expect(screen.getByShadowText('Rang')).to.exist;
    expect(screen.queryByShadowText('Galerie')).to.equal(null); // third category collapsed
    expect(screen.queryByShadowText('Loge')).to.equal(null); // status 0 hidden
    const addToCart = button('In den Warenkorb') as HTMLButtonElement;
    expect(addToCart.disabled).to.equal(true);
    const showAll = button('Alle Kategorien anzeigen');
    expect(showAll.getAttribute('aria-expanded')).to.equal('false');
    showAll.click();
    await waitFor(() => screen.getByShadowText('Galerie'));
    const list = screen.getByShadowText('Galerie').closest('ul') as HTMLElement;
    expect(getComputedStyle(list).maxHeight).to.equal('400px'); // 25rem
  });

  it('selects and removes tickets, shows discounts with back, and totals the selection', async () => {
    current = stub();
    const { trigger } = await mount();
    trigger.click();
    await waitFor(() => dialog());
    const plus = button('Ein Ticket mehr: Parkett, Vollpreis');
    plus.click();
    plus.click();
    await waitFor(() => {
      if (!screen.getByShadowText('48 €')) throw new Error('no total');
    });
    button('Ein Ticket weniger: Parkett, Vollpreis').click();
    await waitFor(() => screen.getByShadowText('24 €', { selector: 'strong' }));
    button(/Ermäßigungen/).click();
    await waitFor(() => screen.getByShadowText('12,50 €'));
    button('Ein Ticket mehr: Parkett, Ermäßigt').click();
    await waitFor(() => screen.getByShadowText('36,50 €'));
    button(/Zurück/).click();
    await waitFor(() => button('Ein Ticket mehr: Parkett, Vollpreis'));
    expect((button('In den Warenkorb') as HTMLButtonElement).disabled).to.equal(false);
  });

  it('creates the cart with one call per seat group, sets the cookies and fires foyer-cart-updated', async () => {
    current = stub();
    const { host, trigger } = await mount();
    const events: CustomEvent[] = [];
    host.addEventListener('foyer-cart-updated', (event) => events.push(event as CustomEvent));
    trigger.click();
    await waitFor(() => dialog());
    button('Ein Ticket mehr: Parkett, Vollpreis').click();
    button('Ein Ticket mehr: Rang, Vollpreis').click();
    button(/Ermäßigungen/).click();
    (await waitFor(() => button('Ein Ticket mehr: Parkett, Ermäßigt'))).click();
    await waitFor(() => {
      if ((button('In den Warenkorb') as HTMLButtonElement).disabled) throw new Error('disabled');
    });
    button('In den Warenkorb').click();
    await waitFor(() => screen.getByShadowText(/3 Tickets wurden in den Warenkorb gelegt/));
    expect(current.posted).to.deep.equal([
      { event_jet_id: 'JET-7', seat_group: 'P', sale_type_ids: [1, 2], quantities: [1, 1] },
      { event_jet_id: 'JET-7', seat_group: 'R', sale_type_ids: [1], quantities: [1] },
    ]);
    // The second call carries the cart token of the first (no cookie needed).
    expect(current.headers[1]?.get('x-foyer-cart')).to.equal('tok-1234567890abcdef');
    expect(document.cookie).to.contain('cartAmount=3');
    expect(document.cookie).to.contain('cartUrl=');
    expect(events).to.have.length(1);
    expect(events[0]?.detail).to.deep.equal({ ticketsQuantity: 3, cartUrl: '/webshop/cart?cart=t' });
    expect(events[0]?.bubbles && events[0]?.composed).to.equal(true);
    expect(screen.getByShadowText(/Reserviert für noch 1[45]:\d\d Minuten/)).to.exist;
    expect(screen.getByShadowRole('link', { name: 'Zum Warenkorb' }).getAttribute('href')).to.equal(
      '/webshop/cart?cart=t',
    );
  });

  it('stops at the first error and shows -214 with a way back', async () => {
    current = stub([() => json({ error: 'not_enough_seats', message: 'x', response_code: -214 }, 409)]);
    const { trigger } = await mount();
    trigger.click();
    await waitFor(() => dialog());
    button('Ein Ticket mehr: Parkett, Vollpreis').click();
    button('Ein Ticket mehr: Rang, Vollpreis').click();
    (await waitFor(() => button('In den Warenkorb'))).click();
    const alert = await waitFor(() => screen.getByShadowRole('alert'));
    expect(alert.textContent).to.contain('Das hat leider nicht geklappt.');
    expect(alert.textContent).to.contain('Nicht genügend (zusammenhängende) Plätze gefunden.');
    expect(alert.textContent).to.contain('Webshop');
    expect(current.posted).to.have.length(1);
    button('Weniger Tickets oder andere Kategorie wählen').click();
    // The selection is kept, so the visitor can lower it.
    await waitFor(() => {
      if (screen.getByShadowRole('status', { name: 'Anzahl Parkett, Vollpreis' }).textContent !== '1')
        throw new Error('lost');
    });
  });

  it('shows other codes as Error N in grey, and -204 offers to reserve again', async () => {
    current = stub([
      () => json({ error: 'x', message: 'x', response_code: -230 }, 409),
      () => json({ error: 'x', message: 'x', response_code: -204 }, 409),
    ]);
    const { trigger } = await mount();
    await addOneTicket(trigger);
    await waitFor(() => screen.getByShadowText('Fehler -230'));
    expect(getComputedStyle(screen.getByShadowText('Fehler -230')).color).to.equal('rgb(89, 89, 89)');
    // Back and try again: this time the cart has expired.
    expect(screen.queryByShadowRole('button', { name: 'Erneut reservieren' })).to.equal(null);
    screen.getByShadowRole('button', { name: 'Schließen' }).click();
    await waitFor(() => {
      if (widgetOpen.value !== null) throw new Error('still open');
    });
    await addOneTicket(trigger);
    await waitFor(() => screen.getByShadowText(/Keine aktuelle Reservierung/));
    button('Erneut reservieren').click();
    await waitFor(() => screen.getByShadowText(/wurden in den Warenkorb gelegt/));
    expect(current.posted).to.have.length(3);
  });

  it('Escape closes after the 250 ms delay and clears the selection', async () => {
    current = stub();
    const { trigger } = await mount();
    trigger.click();
    await waitFor(() => dialog());
    button('Ein Ticket mehr: Parkett, Vollpreis').click();
    const element = document.querySelector('foyer-quick-buy') as HTMLElement;
    const native = element.shadowRoot?.querySelector('dialog') as HTMLDialogElement;
    native.dispatchEvent(new Event('cancel', { cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(native.open).to.equal(true); // still fading out
    await waitFor(() => {
      if (native.open) throw new Error('still open');
    });
    trigger.click();
    await waitFor(() => dialog());
    expect(screen.getByShadowRole('status', { name: 'Anzahl Parkett, Vollpreis' }).textContent).to.equal('0');
  });

  it('keeps only one widget open at a time', async () => {
    current = stub();
    await mount(
      '<foyer-quick-buy event-id="7" locale="de"></foyer-quick-buy><foyer-quick-buy event-id="7" locale="de"></foyer-quick-buy>',
    );
    await bothRendered();
    const dialogs = [...document.querySelectorAll('foyer-quick-buy')].map(
      (el) => el.shadowRoot?.querySelector('dialog') as HTMLDialogElement,
    );
    const first = dialogs[0] as HTMLDialogElement;
    const second = dialogs[1] as HTMLDialogElement;
    await waitFor(() => {
      if (!second.previousElementSibling) throw new Error('not rendered');
    });
    (first.previousElementSibling as HTMLButtonElement).click();
    await waitFor(() => {
      if (!first.open) throw new Error('closed');
    });
    // Opening the second (as the store does when another widget opens) closes the first.
    (second.previousElementSibling as HTMLButtonElement).click();
    await waitFor(() => {
      if (first.open || !second.open) throw new Error('both');
    });
  });

  it('one click on another event’s Tickets behind the backdrop closes this widget and opens that one', async () => {
    current = stub();
    await mount(
      '<foyer-quick-buy event-id="7" locale="de"></foyer-quick-buy><p style="height:60vh"></p><foyer-quick-buy event-id="7" locale="de"></foyer-quick-buy>',
    );
    await bothRendered();
    const hosts = [...document.querySelectorAll('foyer-quick-buy')];
    const dialogs = hosts.map((el) => el.shadowRoot?.querySelector('dialog') as HTMLDialogElement);
    const [first, second] = dialogs as [HTMLDialogElement, HTMLDialogElement];
    await waitFor(() => {
      if (!second.previousElementSibling) throw new Error('not rendered');
    });
    (first.previousElementSibling as HTMLButtonElement).click();
    await waitFor(() => {
      if (!first.open) throw new Error('closed');
    });
    // The click lands on the first dialog's backdrop, above the second widget's button.
    const box = (second.previousElementSibling as HTMLElement).getBoundingClientRect();
    const x = box.left + 4;
    const y = box.top + box.height / 2;
    const dialogBox = first.getBoundingClientRect();
    expect(x < dialogBox.left || y > dialogBox.bottom || y < dialogBox.top, 'outside the panel').to.equal(
      true,
    );
    first.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: x, clientY: y }));
    await waitFor(() => {
      if (first.open || !second.open) throw new Error('not switched');
    });
    // A click on the backdrop over nothing bookable only closes (after the fade).
    second.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: 1, clientY: 1 }));
    await waitFor(() => {
      if (second.open || first.open) throw new Error('still open');
    });
  });

  it('says what to do before anything is chosen, then shows the total; + starts a new line at 1', async () => {
    current = stub();
    const { trigger } = await mount();
    trigger.click();
    await waitFor(() => dialog());
    const total = () => dialog().querySelector('[part="total"]') as HTMLElement;
    expect(total().textContent).to.equal('Wählen Sie mit + die Anzahl der Tickets.');
    expect(total().textContent).not.to.contain('0 €');
    button('Ein Ticket mehr: Rang, Vollpreis').click();
    await waitFor(() => screen.getByShadowText('18 €', { selector: 'strong' }));
    expect(total().textContent).to.contain('1 ×');
    button('Ein Ticket mehr: Parkett, Vollpreis').click();
    await waitFor(() => screen.getByShadowText('42 €', { selector: 'strong' }));
    const amounts = [...dialog().querySelectorAll('output')].map((output) => output.textContent);
    expect(amounts).to.deep.equal(['1', '1']);
  });

  for (const [reason, text] of [
    ['ended', 'Vorverkauf beendet'],
    ['sold_out', 'Ausverkauft'],
    ['box_office', 'Nur an der Abendkasse'],
  ] as const) {
    it(`says “${text}” instead of a greyed button when off sale (${reason})`, async () => {
      current = stub([], { ...OFFER, status: reason === 'ended' ? '0' : '1', off_sale: reason });
      const host = document.createElement('main');
      host.innerHTML = '<foyer-quick-buy event-id="7" locale="de"></foyer-quick-buy>';
      document.body.append(host);
      await waitFor(() => screen.getByShadowText(text));
      expect(screen.queryAllByShadowRole('button')).to.have.length(0);
      await expectNoAxeViolations(host);
    });
  }

  it('offers a timeslot picker starting at the first open slot, clickable only with two or more', async () => {
    current = stub([], {
      ...OFFER,
      timeslots: [
        { id: 1, time_start: '10:00', status: '0', block_id: 101 },
        { id: 2, time_start: '11:00', status: '1', block_id: 102 },
        { id: 3, time_start: '12:00', status: '1', block_id: 103 },
      ],
    });
    const { trigger } = await mount();
    trigger.click();
    await waitFor(() => dialog());
    // The timeslot step comes first (R-BUY-1): no seat groups yet.
    expect(screen.getByShadowText('Uhrzeit wählen')).to.exist;
    expect(screen.queryByShadowRole('button', { name: 'Ein Ticket mehr: Parkett, Vollpreis' })).to.equal(
      null,
    );
    expect(screen.queryByShadowRole('button', { name: '10:00' })).to.equal(null);
    // Two per row.
    const grid = button('11:00').parentElement as HTMLElement;
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).to.have.length(2);
    expect(button('11:00').getAttribute('aria-pressed')).to.equal('true');
    button('12:00').click();
    await waitFor(() => {
      if (button('12:00').getAttribute('aria-pressed') !== 'true') throw new Error('not chosen');
    });
    button('Weiter').click();
    await waitFor(() => button('Ein Ticket mehr: Parkett, Vollpreis'));
    // Focus moves to the seat-group step's heading; the chosen time shows with a way back.
    const heading = dialog().querySelector('[data-step-start]') as HTMLElement;
    expect(heading.textContent).to.equal('Preiskategorien');
    expect((dialog().getRootNode() as ShadowRoot).activeElement).to.equal(heading);
    expect(dialog().querySelector('[part="chosen-time"]')?.textContent).to.contain('12:00');
    button('Andere Uhrzeit').click();
    await waitFor(() => button('Weiter'));
    expect(button('12:00').getAttribute('aria-pressed')).to.equal('true');
    button('Weiter').click();
    await waitFor(() => button('Ein Ticket mehr: Parkett, Vollpreis'));
    button('Ein Ticket mehr: Parkett, Vollpreis').click();
    (await waitFor(() => button('In den Warenkorb'))).click();
    await waitFor(() => screen.getByShadowText(/wurden in den Warenkorb gelegt/));
    expect(current.posted[0]?.block_id).to.equal(103);
  });

  it('with several timeslots, -214 also offers another time and keeps the chosen slot', async () => {
    current = stub([() => json({ error: 'not_enough_seats', message: 'x', response_code: -214 }, 409)], {
      ...OFFER,
      timeslots: [
        { id: 2, time_start: '11:00', status: '1', block_id: 102 },
        { id: 3, time_start: '12:00', status: '1', block_id: 103 },
      ],
    });
    const { trigger } = await mount();
    trigger.click();
    await waitFor(() => dialog());
    button('12:00').click();
    button('Weiter').click();
    (await waitFor(() => button('Ein Ticket mehr: Parkett, Vollpreis'))).click();
    (await waitFor(() => button('In den Warenkorb'))).click();
    await waitFor(() => screen.getByShadowRole('alert'));
    expect(
      screen.queryByShadowRole('button', { name: 'Weniger Tickets oder andere Kategorie wählen' }),
    ).to.equal(null);
    button('Weniger Tickets, andere Kategorie oder Uhrzeit wählen').click();
    await waitFor(() => button('Andere Uhrzeit'));
    expect(dialog().querySelector('[part="chosen-time"]')?.textContent).to.contain('12:00');
    button('Andere Uhrzeit').click();
    await waitFor(() => {
      if (button('12:00').getAttribute('aria-pressed') !== 'true') throw new Error('slot lost');
    });
  });

  it('has no accessibility violations, closed and open', async () => {
    current = stub();
    const { host, trigger } = await mount();
    await expectNoAxeViolations(host);
    trigger.click();
    await waitFor(() => dialog());
    button('Ein Ticket mehr: Parkett, Vollpreis').click();
    await expectNoAxeViolations(host);
  });

  for (const [why, offer] of [
    ['the design settings switch the widget off', { ...OFFER, quick_buy_widget: false }],
    // e.g. a misconfigured api-base answering with the programme's JSON instead of an offer
    ['the offer endpoint answers 200 with something else', { count: 0 } as unknown as QuickBuyEventResponse],
  ] as const)
    it(`shows only its fallback when ${why}`, async () => {
      current = stub([], offer);
      const host = document.createElement('main');
      host.innerHTML =
        '<foyer-quick-buy event-id="7" locale="de"><a href="/webshop/event/7">Tickets</a></foyer-quick-buy>';
      document.body.append(host);
      await waitFor(() => {
        if (!current.fetchStub.calls.some((url) => url.pathname === '/api/quick-buy/7/'))
          throw new Error('offer not requested');
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const root = (host.querySelector('foyer-quick-buy') as HTMLElement).shadowRoot;
      expect(root?.querySelector('button')).to.equal(null);
      expect(root?.querySelector('dialog')).to.equal(null);
      expect(root?.querySelector('slot')).to.exist;
      expect(screen.getByRole('link', { name: 'Tickets' }).getAttribute('href')).to.equal('/webshop/event/7');
    });

  it("counts the time left from the server's expiry, announcing 5 and 1 minute politely", async () => {
    // The visitor's clock is an hour ahead of the box office: the server's 4:30 still count.
    const serverNow = now().getTime() - 60 * 60_000;
    const answer = (leftMs: number) => () =>
      json({
        tickets_quantity: 1,
        cart_url: '/webshop/cart?cart=t',
        cart_token: 'tok-1234567890abcdef',
        expires_at: new Date(serverNow + leftMs).toISOString(),
        server_time: new Date(serverNow).toISOString(),
        total: '24.00',
      });
    current = stub([answer(4 * 60_000 + 30_000), answer(50_000)]);
    const { trigger } = await mount();
    await addOneTicket(trigger);
    await waitFor(() => screen.getByShadowText(/Reserviert für noch 4:(30|29) Minuten/));
    expect(screen.getByShadowText('Summe', { selector: 'span' })).to.exist;
    const live = () =>
      (document.querySelector('foyer-quick-buy') as HTMLElement).shadowRoot?.querySelector(
        '.summary [aria-live="polite"]',
      );
    expect(live()?.textContent).to.equal('Ihre Reservierung läuft in 5 Minuten ab.');
    // Add more: the second answer has 50 seconds left.
    button('Weitere Tickets hinzufügen').click();
    (await waitFor(() => button('Ein Ticket mehr: Parkett, Vollpreis'))).click();
    (await waitFor(() => button('In den Warenkorb'))).click();
    await waitFor(() => screen.getByShadowText(/Reserviert für noch 0:(50|49) Minuten/));
    expect(live()?.textContent).to.equal('Ihre Reservierung läuft in 1 Minute ab.');
  });

  it('a failure without a code shows only the generic text and the webshop, and is reported', async () => {
    const reports: string[] = [];
    const fetchStub = stubFetch((url, init) => {
      if (url.pathname.startsWith('/api/quick-buy/')) return json(OFFER);
      if (url.pathname === '/api/shop-cart/') throw new TypeError('Failed to fetch');
      if (url.pathname.endsWith('/api/dashboard-error-log/')) reports.push(String(init?.body));
      return json({ status: 'recorded' }, 201);
    });
    current = { fetchStub, posted: [], headers: [] };
    const { trigger } = await mount();
    await addOneTicket(trigger);
    const alert = await waitFor(() => screen.getByShadowRole('alert'));
    expect(alert.textContent).to.contain('Das hat leider nicht geklappt.');
    expect(alert.textContent).to.contain('Webshop');
    expect(alert.textContent).not.to.contain('Fehler');
    expect(alert.textContent).not.to.contain('Plätze');
    expect(screen.getByShadowRole('link', { name: 'Zum Webshop' }).getAttribute('href')).to.equal('/webshop');
    expect(screen.queryByShadowRole('button', { name: /Erneut|Weniger/ })).to.equal(null);
    await waitFor(() => {
      if (reports.length !== 1) throw new Error('not reported');
    });
    expect(reports[0]).to.contain('quick-buy: cart creation failed');
  });

  it('collapses the price list to 11.25rem and scrolls it at 25rem when expanded', async () => {
    current = stub();
    const { trigger } = await mount();
    trigger.click();
    await waitFor(() => dialog());
    const list = (document.querySelector('foyer-quick-buy') as HTMLElement).shadowRoot?.querySelector(
      '[part="seat-groups"]',
    ) as HTMLElement;
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    expect(getComputedStyle(list).maxHeight).to.equal(`${11.25 * rem}px`);
    button('Alle Kategorien anzeigen').click();
    await waitFor(() => screen.getByShadowText('Galerie'));
    expect(getComputedStyle(list).maxHeight).to.equal(`${25 * rem}px`);
    expect(getComputedStyle(list).overflowY).to.equal('auto');
  });

  it('shares one widgetOpen with the events store: a widget opened there closes this one', async () => {
    current = stub();
    const { trigger } = await mount();
    trigger.click();
    const native = (document.querySelector('foyer-quick-buy') as HTMLElement).shadowRoot?.querySelector(
      'dialog',
    ) as HTMLDialogElement;
    await waitFor(() => {
      if (!native.open) throw new Error('closed');
    });
    openEventsWidget('another-widget');
    await waitFor(() => {
      if (native.open) throw new Error('still open');
    });
    closeEventsWidget('another-widget');
    expect(widgetOpen.value).to.equal(null);
  });

  it('shows the loading state while the cart is created, then the result', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchStub = stubFetch(async (url) => {
      if (url.pathname.startsWith('/api/quick-buy/')) return json(OFFER);
      if (url.pathname === '/api/shop-cart/') {
        await gate;
        return json({
          tickets_quantity: 1,
          cart_url: '/webshop/cart?cart=t',
          cart_token: 'tok-1234567890abcdef',
          expires_at: '',
          server_time: '',
          total: '24.00',
        });
      }
      return json({}, 201);
    });
    current = { fetchStub, posted: [], headers: [] };
    const { trigger } = await mount();
    await addOneTicket(trigger);
    const loading = await waitFor(() => screen.getByShadowRole('status'));
    expect(loading.textContent).to.contain('Tickets werden reserviert');
    release();
    await waitFor(() => screen.getByShadowText(/1 Ticket wurde in den Warenkorb gelegt/));
    expect(screen.queryByShadowText(/Tickets werden reserviert/)).to.equal(null);
  });
});

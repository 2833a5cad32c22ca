import { computed } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { RESPONSE_CODES } from '../../src/contract/constants';
import type { QuickBuyPrice, QuickBuySeatGroup } from '../../src/contract/ticketing';
import { now as clockNow } from '../../src/domain/clock';
import {
  amountOf,
  formatPrice,
  initialTimeslot,
  selectionTotal,
  shownPrices,
  splitPrices,
  timeLeft,
  totalAmount,
  visible,
} from '../../src/domain/tickets';
import { quickBuyTexts } from '../../src/i18n/quick-buy';
import {
  backToMain,
  bookingErrorCode,
  bookingResult,
  bookingStatus,
  chooseTimeslot,
  closeWidget,
  createCart,
  decrement,
  discountGroup,
  hasSelection,
  increment,
  loadOffer,
  offers,
  openWidget,
  retryBooking,
  selection,
  showAllPrices,
  showDiscounts,
  showTimeslots,
  step,
  timeslotBlock,
  widgetOpen,
} from '../../src/state/quick-buy';
import { QUICK_BUY_REPLAY } from '../../src/views/booking';
import { type ElementProps, emit, hostOf } from '../shared/define';
import { isBackdropClick, triggerAt } from '../shared/dialog';
import styles from './quick-buy.styles.css';

export interface QuickBuyProps extends ElementProps {
  eventId?: number;
  locale?: string;
  apiBase?: string;
}

/** The 'Tickets' buttons of every widget on the page, wherever they are (shadow roots included). */
const triggers = new Set<HTMLButtonElement>();
const keepTrigger = (button: HTMLButtonElement | null) => {
  if (button) triggers.add(button);
  for (const kept of triggers) if (!kept.isConnected) triggers.delete(kept);
};

/** Closing waits for the fade-out (spec: programme §9 widget closing delay 250 ms). */
export const CLOSING_DELAY_MS = 250;

export function QuickBuy({ eventId, locale = 'de', apiBase, container }: QuickBuyProps) {
  useSignals();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [closing, setClosing] = useState(false);
  const [now, setNow] = useState(() => clockNow().getTime());
  const t = quickBuyTexts(locale);

  useEffect(() => {
    if (eventId) void loadOffer({ apiBase, eventId, locale });
  }, [apiBase, eventId, locale]);

  // Each widget follows its own event's offer only: a programme page hydrates one widget per card,
  // and each arriving offer would otherwise re-render every one of them.
  const ownOffer = useMemo(() => computed(() => (eventId ? offers.value[eventId] : undefined)), [eventId]);
  const offer = ownOffer.value;
  const isOpen = widgetOpen.value === id;

  // The dialog follows the store: another widget opening closes this one (one open at a time).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  // The offer may arrive (or change) after opening: keep the chosen timeslot one that is open.
  const openSlots = offer && offer !== 'error' ? visible(offer.timeslots) : [];
  const slotKey = openSlots.map((slot) => slot.block_id).join(',');
  const chosenSlot = timeslotBlock.value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: openSlots is rebuilt each render; slotKey stands for it
  useEffect(() => {
    if (!isOpen || openSlots.length === 0) return;
    const first = initialTimeslot(openSlots);
    if (first && !openSlots.some((slot) => slot.block_id === chosenSlot)) chooseTimeslot(first.block_id);
  }, [isOpen, slotKey, chosenSlot]);

  // Moving between steps inside the open dialog puts focus at the new step's heading: the button
  // that was pressed (Weiter, Andere Uhrzeit, Ermäßigungen, Zurück) is gone with its step.
  const panelRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef<string | null>(null);
  const currentStep = isOpen ? step.value : null;
  useEffect(() => {
    const previous = shownStep.current;
    shownStep.current = currentStep;
    if (!currentStep || !previous || previous === currentStep) return;
    panelRef.current?.querySelector<HTMLElement>('[data-step-start]')?.focus();
  }, [currentStep]);

  const result = bookingResult.value;
  const status = bookingStatus.value;
  // The countdown ticks while the success summary shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: status is read from a signal at render; the effect must restart when it changes
  useEffect(() => {
    if (!isOpen || status !== 'success') return;
    const timer = setInterval(() => setNow(clockNow().getTime()), 1000);
    return () => clearInterval(timer);
  }, [isOpen, status]);

  if (!eventId || offer === undefined) return <slot />;
  // No offer, or the design settings switched the widget off: the fallback (the ticket link).
  // The slot carries the replay mark: a click held on the server's ticket link follows the link.
  if (offer === 'error' || !offer.quick_buy_widget)
    return (
      <>
        <style>{styles}</style>
        <slot data-foyer-replay={QUICK_BUY_REPLAY} />
      </>
    );

  const close = () => {
    if (closing) return;
    setClosing(true);
    setTimeout(() => {
      setClosing(false);
      closeWidget(id);
    }, CLOSING_DELAY_MS);
  };

  const groups = visible(offer.seat_groups).filter((group) => group.prices.length > 0);
  const timeslots = visible(offer.timeslots);
  const bookable = offer.off_sale === null && offer.status !== '0' && groups.length > 0;
  const priceOf = (seatGroup: string, saleTypeId: number) =>
    offer.seat_groups
      .find((group) => group.seat_group === seatGroup)
      ?.prices.find((price) => price.sale_type_id === saleTypeId)?.price;
  const total = selectionTotal(selection.value, (ticket) => priceOf(ticket.seat_group, ticket.sale_type_id));

  const book = async () => {
    const created = await createCart({ apiBase, locale, offer });
    if (created)
      emit(hostOf(container), 'foyer-cart-updated', {
        ticketsQuantity: created.tickets_quantity,
        cartUrl: created.cart_url,
      });
  };
  const retry = async () => {
    const created = await retryBooking({ apiBase, locale, offer });
    if (created)
      emit(hostOf(container), 'foyer-cart-updated', {
        ticketsQuantity: created.tickets_quantity,
        cartUrl: created.cart_url,
      });
  };

  const stepper = (price: QuickBuyPrice, label: string) => {
    const ticket = { id: price.id, seat_group: price.seat_group, sale_type_id: price.sale_type_id };
    const amount = amountOf(selection.value, ticket);
    return (
      <div className="stepper" part="stepper">
        <button
          type="button"
          part="decrement"
          aria-label={t('remove', { name: label })}
          disabled={amount === 0}
          onClick={() => decrement(ticket)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output aria-label={t('amount', { name: label })} aria-live="polite">
          {amount}
        </output>
        <button
          type="button"
          part="increment"
          aria-label={t('add', { name: label })}
          onClick={() => increment(ticket)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    );
  };

  const groupRow = (group: QuickBuySeatGroup) => {
    const { main, discounts } = splitPrices(group.prices);
    const first = main ?? group.prices[0];
    if (!first) return null;
    const label = `${group.text}, ${first.name}`;
    return (
      <li key={group.seat_group} className="group" part="seat-group">
        <div className="group-text">
          <span className="group-name">{group.text}</span>
          <span className="price" part="price">
            {formatPrice(first.price, offer.currency_symbol)}
          </span>
        </div>
        {stepper(first, label)}
        {main && discounts.length > 0 ? (
          <button
            type="button"
            className="link-button"
            part="discounts"
            onClick={() => showDiscounts(group.seat_group)}
            aria-label={`${t('discounts')}: ${group.text}`}
          >
            {t('discounts')}
          </button>
        ) : null}
      </li>
    );
  };

  const footer = (
    <div className="footer" part="footer">
      {/* Before a choice, what to do; after it, the total (issue 22: not 'Total 0 € · 0 ×'). */}
      {hasSelection.value ? (
        <p className="total" part="total">
          <span>{t('total')}</span> <strong>{formatPrice(total, offer.currency_symbol)}</strong>
          <span className="count"> · {totalAmount(selection.value)} ×</span>
        </p>
      ) : (
        <p className="total hint" part="total">
          {t('chooseHint')}
        </p>
      )}
      <button
        type="button"
        className="primary"
        part="add-to-cart"
        disabled={!hasSelection.value}
        onClick={book}
      >
        {t('addToCart')}
      </button>
    </div>
  );

  const chosen = timeslots.find((slot) => slot.block_id === timeslotBlock.value);
  const timeslotStep = (
    <>
      <fieldset className="timeslots" part="timeslots">
        <legend className="section-title" tabIndex={-1} data-step-start="">
          {t('chooseTime')}
        </legend>
        <div className="timeslot-grid">
          {timeslots.map((slot) => (
            <button
              key={slot.block_id}
              type="button"
              part="timeslot"
              aria-pressed={timeslotBlock.value === slot.block_id}
              // The picker is clickable only with more than one timeslot (spec: programme §4).
              disabled={timeslots.length < 2}
              onClick={() => chooseTimeslot(slot.block_id)}
            >
              {slot.time_start.slice(0, 5)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="footer" part="footer">
        <button type="button" className="primary" part="continue" disabled={!chosen} onClick={backToMain}>
          {t('continue')}
        </button>
      </div>
    </>
  );

  const mainStep = (
    <>
      {chosen ? (
        <p className="chosen-time" part="chosen-time">
          <span>
            {t('time')}: <strong>{chosen.time_start.slice(0, 5)}</strong>
          </span>
          {timeslots.length > 1 ? (
            <button type="button" className="link-button" part="change-time" onClick={showTimeslots}>
              {t('changeTime')}
            </button>
          ) : null}
        </p>
      ) : null}
      <h3 className="section-title" tabIndex={-1} data-step-start="">
        {t('seatGroups')}
      </h3>
      <ul
        id={`${id}-groups`}
        className={showAllPrices.value ? 'groups expanded' : 'groups'}
        part="seat-groups"
      >
        {shownPrices(groups, showAllPrices.value).map(groupRow)}
      </ul>
      {groups.length > 2 ? (
        <button
          type="button"
          className="link-button"
          part="show-all"
          aria-expanded={showAllPrices.value}
          aria-controls={`${id}-groups`}
          onClick={() => {
            showAllPrices.value = !showAllPrices.value;
          }}
        >
          {showAllPrices.value ? t('showLess') : t('showAll')}
        </button>
      ) : null}
      {footer}
    </>
  );

  const current = groups.find((group) => group.seat_group === discountGroup.value);
  const discountsStep = current ? (
    <>
      <button type="button" className="link-button back" part="back" onClick={backToMain}>
        <span aria-hidden="true">← </span>
        {t('back')}
      </button>
      <h3 className="section-title" tabIndex={-1} data-step-start="">
        {t('discounts')}: {current.text}
      </h3>
      <ul className="groups expanded" part="discount-list">
        {splitPrices(current.prices).discounts.map((price) => (
          <li key={price.sale_type_id} className="group" part="discount">
            <div className="group-text">
              <span className="group-name">{price.name}</span>
              <span className="price" part="price">
                {formatPrice(price.price, offer.currency_symbol)}
              </span>
            </div>
            {stepper(price, `${current.text}, ${price.name}`)}
          </li>
        ))}
      </ul>
      {footer}
    </>
  ) : null;

  // `now` ticks re-renders; the time itself is read fresh so the first frame is not stale.
  const left = result
    ? timeLeft(new Date(result.deadline).toISOString(), Math.max(now, clockNow().getTime()))
    : null;
  const announcement =
    left && left.seconds === 0
      ? t('expired')
      : left && left.seconds <= 60
        ? t('announce1')
        : left && left.seconds <= 300
          ? t('announce5')
          : '';
  const code = bookingErrorCode.value;

  const summaryStep = (
    <div className="summary" part="summary">
      {status === 'loading' ? (
        <p role="status" className="loading">
          <span className="spinner" aria-hidden="true" />
          {t('loading')}
        </p>
      ) : null}
      {status === 'success' && result ? (
        <>
          <p role="status" className="success" part="success">
            {t.plural('success', result.tickets_quantity)}
          </p>
          <p className="total" part="total">
            <span>{t('total')}</span> <strong>{formatPrice(result.total, offer.currency_symbol)}</strong>
          </p>
          <p className="countdown" part="countdown">
            {left && left.seconds > 0 ? t('timeLeft', { time: left.label }) : t('expired')}
          </p>
          {/* Announced politely only when 5 and 1 minute are left, not every second. */}
          <p className="visually-hidden" aria-live="polite">
            {announcement}
          </p>
          <div className="actions">
            <a className="primary" part="cart-link" href={result.cart_url}>
              {t('toCart')}
            </a>
            <button type="button" className="secondary" part="add-more" onClick={backToMain}>
              {t('addMore')}
            </button>
          </div>
        </>
      ) : null}
      {status === 'error' ? (
        <>
          <div role="alert" className="error" part="error">
            <p>
              {t('failed')} {code === RESPONSE_CODES.notEnoughSeats ? t('code214') : null}
              {code === RESPONSE_CODES.noCurrentReservation ? t('code204') : null}
            </p>
            {code !== null &&
            code !== RESPONSE_CODES.notEnoughSeats &&
            code !== RESPONSE_CODES.noCurrentReservation ? (
              <p className="code" part="error-code">
                {t('errorCode', { code })}
              </p>
            ) : null}
            <p>{t('webshopHint')}</p>
          </div>
          <div className="actions">
            {code === RESPONSE_CODES.notEnoughSeats ? (
              <button type="button" className="primary" part="retry" onClick={backToMain}>
                {/* With a choice of times, another timeslot is a way out too (issue 4 §5). */}
                {timeslots.length > 1 ? t('fewerOrTime') : t('fewer')}
              </button>
            ) : null}
            {code === RESPONSE_CODES.noCurrentReservation ? (
              <button type="button" className="primary" part="retry" onClick={retry}>
                {t('reserveAgain')}
              </button>
            ) : null}
            <a className="secondary" part="webshop-link" href={offer.webshop_url}>
              {t('toWebshop')}
            </a>
          </div>
        </>
      ) : null}
    </div>
  );

  const titleId = `${id}-title`;
  return (
    <>
      <style>{styles}</style>
      {bookable ? (
        <button
          ref={keepTrigger}
          type="button"
          className="trigger"
          part="trigger"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-label={`${t('open')}: ${offer.name}`}
          data-foyer-replay={QUICK_BUY_REPLAY}
          onClick={() => openWidget(id, offer)}
        >
          {t('open')}
        </button>
      ) : (
        // Nothing to book: say why instead of a greyed button (issue 22).
        <span className="off-sale" part="off-sale">
          {t(`offSale.${offer.off_sale ?? 'box_office'}`)}
        </span>
      )}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click is the mouse's way out; the keyboard's is Escape (onCancel) */}
      <dialog
        ref={dialogRef}
        className={closing ? 'dialog closing' : 'dialog'}
        part="dialog"
        aria-labelledby={titleId}
        onCancel={(event) => {
          // Escape: close with the delay, and clear the selection (spec: programme §4).
          event.preventDefault();
          close();
        }}
        onClick={(event) => {
          // A click on the backdrop (outside the panel) closes, like a click outside the widget;
          // on another event's 'Tickets' it opens that one at once (issue 22: one click, not two).
          if (!isBackdropClick(event)) return;
          const others = [...triggers].filter((trigger) => trigger.getRootNode() !== container);
          const next = triggerAt(event.clientX, event.clientY, others);
          if (next) next.click();
          else close();
        }}
      >
        {isOpen ? (
          <div className="panel" part="panel" ref={panelRef}>
            <div className="head" part="head">
              <h2 id={titleId}>
                {t('dialog')}
                <span className="event-name">{offer.name}</span>
              </h2>
              <button type="button" className="close" part="close" aria-label={t('close')} onClick={close}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            {step.value === 'timeslot' ? timeslotStep : null}
            {step.value === 'main' ? mainStep : null}
            {step.value === 'discounts' ? discountsStep : null}
            {step.value === 'summary' ? summaryStep : null}
          </div>
        ) : null}
      </dialog>
    </>
  );
}

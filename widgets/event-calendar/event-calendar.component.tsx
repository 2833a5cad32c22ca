import { useSignals } from '@preact/signals-react/runtime';
import {
  type CSSProperties,
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { Locale } from '../../src/contract/common';
import type { EventFilterName } from '../../src/contract/events';
import { toLocale } from '../../src/contract/locales';
import { nameDay } from '../../src/domain/date-format';
import { FILTER_NAMES, queryFromState, stateFromQuery } from '../../src/domain/events';
import { programmeTexts } from '../../src/i18n/programme';
import {
  activeFilterCount,
  availableDates,
  configureEvents,
  date,
  dayGroups,
  events,
  filter,
  filtered,
  hasMore,
  list,
  listError,
  listLoading,
  offerFirstPage,
  options,
  page,
  requestCalendar,
  requestEvents,
  requestOptions,
  requestTeasers,
  resetFilters,
  resetVisible,
  restoreState,
  setDate,
  setFilter,
  today,
} from '../../src/state/events';
import { DayGroup } from '../../src/views/day-group';
import { EventCard, programmeEventCard } from '../../src/views/event-card';
import { programmeTeaser, Teaser } from '../../src/views/teaser';
import { type ElementProps, emit, hostOf } from '../shared/define';
import { isBackdropClick } from '../shared/dialog';
import { readFirstPage } from '../shared/first-page';
import { Skeleton } from '../shared/skeleton';
import styles from './event-calendar.styles.css';

export interface EventCalendarProps extends ElementProps {
  locale?: string;
  apiBase?: string;
  eventStyle?: string;
  /** `page` (default) or `overlay`: inside the overlay the address carries `overlay=true`. */
  context?: string;
}

/** Infinite loading starts when the trigger is within 170 % of the viewport (spec: programme §9). */
const TRIGGER_MARGIN = '0px 0px 170% 0px';
/** Filter scroll-to-top animation (spec: programme §9 "0.6 s"). */
const SCROLL_MS = 600;
/**
 * The small screens' filter modal slides in and out over 780 ms (spec: programme §9 "filter modal
 * transition 780 ms", R-EVL-28). The styles read it as `--filter-modal-duration`, and closing
 * waits for it before `dialog.close()`.
 */
export const FILTER_MODAL_MS = 780;
/**
 * Below the first breakpoint (spec: programme §9 "48em") the filters live in that modal behind a
 * Filter button; the page's server filter form (site.css .programme-filters) draws the same
 * one-row bar under the same query.
 */
const NARROW_QUERY = '(max-width: 47.99em)';
/**
 * Cards added to the DOM per task: a page of 25 events (each a card with its booking element)
 * rendered in one go was the longest task of /de/programm (Lighthouse: about 2 s of total
 * blocking time on a mobile CPU); in batches the browser paints and answers input in between.
 */
const RENDER_BATCH = 6;

/** The day groups cut after `limit` items (a cut group keeps its heading and first items). */
function firstItems<Group extends { items: unknown[] }>(groups: Group[], limit: number): Group[] {
  const shown: Group[] = [];
  let left = limit;
  for (const group of groups) {
    if (left <= 0) break;
    shown.push(group.items.length <= left ? group : { ...group, items: group.items.slice(0, left) });
    left -= group.items.length;
  }
  return shown;
}

function dayHeading(day: string, locale: Locale) {
  return nameDay(day, locale, 'full');
}

/**
 * The element that scrolls the list: the nearest ancestor, across shadow boundaries, marked
 * `data-scroll-container` (the overlay's content panel), or null for the window. Marked, not
 * guessed from `overflow`, because `overflow-x: hidden` alone makes an element compute
 * `overflow-y: auto` without it ever scrolling.
 */
export function scrollParent(element: Element | null): HTMLElement | null {
  let node: Node | null = element;
  while (node) {
    const parent: Node | null =
      node.parentNode instanceof ShadowRoot ? node.parentNode.host : (node.parentNode ?? null);
    if (!(parent instanceof HTMLElement) || parent === document.body || parent === document.documentElement)
      return null;
    if (parent.hasAttribute('data-scroll-container')) return parent;
    node = parent;
  }
  return null;
}

/**
 * Scrolls the list's top into view over 0.6 s (spec: programme §4, §9), in the window or inside the
 * overlay's scrolling panel.
 */
function scrollToTop(target: HTMLElement | null) {
  if (!target) return;
  const box = scrollParent(target);
  const current = () => (box ? box.scrollTop : window.scrollY);
  const scroll = (y: number) => (box ? box.scrollTo(0, y) : window.scrollTo(0, y));
  const from = current();
  const offset = box ? box.getBoundingClientRect().top : 0;
  const to = Math.max(0, target.getBoundingClientRect().top - offset + from - 16);
  if (to >= from) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduce) return scroll(to);
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / SCROLL_MS);
    const eased = 1 - (1 - progress) ** 3;
    scroll(from + (to - from) * eased);
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function EventCalendar({
  locale: rawLocale = 'de',
  apiBase,
  eventStyle = 'style1',
  context = 'page',
  container,
}: EventCalendarProps) {
  useSignals();
  const locale = toLocale(rawLocale);
  const t = programmeTexts(locale);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLDivElement>(null);
  const inOverlay = context === 'overlay';
  const narrow = useMediaQuery(NARROW_QUERY);

  // First load: restore the address query, then load list, teasers, calendar and options. The
  // first page comes with the HTML when the server put it there (host/render/first-page.tsx) and
  // it answers the restored query: no request for it then. A layout effect, so a page taken from
  // the HTML is drawn before the browser paints (no frame of skeleton under the fallback).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the host element is read once, on first load
  useLayoutEffect(() => {
    configureEvents({ apiBase, locale });
    restoreState(stateFromQuery(location.search));
    offerFirstPage(readFirstPage(hostOf(container)));
    void requestEvents({ page: 1, reset: true });
    void requestTeasers();
    void requestCalendar();
    for (const name of FILTER_NAMES) void requestOptions(name);
    // The back button steps back through filter changes (issue 3 "address query mirror").
    const onPop = () => {
      restoreState(stateFromQuery(location.search));
      void requestEvents({ page: 1, reset: true });
      void requestCalendar();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [apiBase, locale]);

  // The list grows by RENDER_BATCH cards per task up to everything loaded; a new first page (a
  // filter or date change) starts again from one batch. Each batch renders as a transition, in
  // slices that leave the main thread free for input (Lighthouse: total blocking time).
  const groups = dayGroups.value;
  const itemCount = groups.reduce((sum, group) => sum + group.items.length, 0);
  const [shownCount, setShownCount] = useState(RENDER_BATCH);
  const firstPage = page.value <= 1;
  const [batchedList, setBatchedList] = useState(list.value);
  if (firstPage && batchedList !== list.value) {
    // Adjusting state while rendering: React re-renders before committing the full new page.
    setBatchedList(list.value);
    setShownCount(RENDER_BATCH);
  }
  useEffect(() => {
    if (shownCount >= itemCount) return;
    const timer = setTimeout(() => startTransition(() => setShownCount((count) => count + RENDER_BATCH)), 0);
    return () => clearTimeout(timer);
  }, [shownCount, itemCount]);
  const allShown = shownCount >= itemCount;
  const shownGroups = allShown ? groups : firstItems(groups, shownCount);

  // Infinite loading: re-observed after each page so a trigger still in view loads the next one;
  // armed once every loaded card is in the DOM (a half-built list would always look too short).
  const loadedCount = events.value.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page must re-arm the observer
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!trigger || !allShown || typeof IntersectionObserver === 'undefined') return;
    // Inside the overlay the panel scrolls, so the margin is measured against it, not the window.
    const observer = new IntersectionObserver(
      (entries) => {
        // After a failure only the visitor asks again (the load-more button), never the scrolling.
        if (
          entries.some((entry) => entry.isIntersecting) &&
          hasMore.value &&
          !listLoading.value &&
          !listError.value
        )
          void requestEvents({ page: page.value + 1 });
      },
      { root: scrollParent(trigger), rootMargin: TRIGGER_MARGIN },
    );
    observer.observe(trigger);
    return () => observer.disconnect();
  }, [loadedCount, allShown]);

  // The cards' booking widgets: the first bookable card on show asks for quick-buy's chunk.
  const bookable = shownGroups.some((group) =>
    group.items.some((item) => item.xtype === 'event' && item.status !== '0'),
  );
  useEffect(() => {
    if (bookable) requestQuickBuy();
  }, [bookable]);

  const afterChange = () => {
    const query = queryFromState({ filter: filter.value, date: date.value, overlay: inOverlay }, today.value);
    // Keys that are not ours (e.g. campaign parameters) stay in the address.
    const kept = new URLSearchParams(location.search);
    for (const key of [...FILTER_NAMES, 'date', 'overlay']) kept.delete(key);
    const merged = [kept.toString(), query.slice(1)].filter(Boolean).join('&');
    history.pushState(history.state, '', `${location.pathname}${merged ? `?${merged}` : ''}${location.hash}`);
    emit(hostOf(container), 'foyer-filter-change', { filter: filter.value, date: date.value });
    scrollToTop(rootRef.current);
  };
  const change = (name: EventFilterName, value: string) => {
    setFilter(name, value === '' ? null : /^\d+$/.test(value) ? Number(value) : value);
    afterChange();
  };
  const changeDate = (day: string | null) => {
    setDate(day);
    afterChange();
  };
  const reset = () => {
    resetFilters();
    afterChange();
  };

  // A first page that could not be loaded (the API refused this origin, a fault) leaves the
  // server's fallback in place, without the skeleton (issue 21: elements on any origin).
  const ready = list.value !== null;
  const [everReady, setEverReady] = useState(false);
  if (ready && !everReady) setEverReady(true);
  // A page that failed (it stays asked for: `requestEvents` keeps the page before it).
  const failedMore = listError.value && events.value.length > 0;
  const failedFirst = listError.value && events.value.length === 0 && everReady;
  const chips = FILTER_NAMES.filter((name) => filter.value[name] !== null).map((name) => {
    const value = filter.value[name];
    const option = options.value[name].items.find((item) => String(item.id) === String(value));
    return { name, label: option?.name ?? String(value) };
  });
  const otherDate = date.value !== today.value;
  // The five selects: inline from 48em, inside the filter modal below.
  const selects = FILTER_NAMES.map((name) => {
    const id = `filter-${name}`;
    const state = options.value[name];
    return (
      <div className="filter" key={name}>
        <label htmlFor={id}>{t(`filter.${name}`)}</label>
        <select
          id={id}
          part="select"
          // The server form's select of the same name hands its focus here (decision 0150).
          data-foyer-replay={id}
          value={filter.value[name] === null ? '' : String(filter.value[name])}
          aria-busy={state.loading}
          onChange={(event) => change(name, event.currentTarget.value)}
        >
          <option value="">{t('filter.all')}</option>
          {state.items.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
    );
  });
  const empty = ready && !listLoading.value && events.value.length === 0 && !listError.value;

  return (
    <div className={`calendar ${eventStyle}`} part="base" ref={rootRef}>
      <style>{styles}</style>
      {narrow ? (
        <FilterModal
          locale={locale}
          count={activeFilterCount.value}
          datePicker={<DatePicker locale={locale} onPick={changeDate} />}
        >
          {selects}
        </FilterModal>
      ) : (
        <fieldset className="filters" part="filters">
          <legend className="visually-hidden">{t('filters')}</legend>
          {selects}
          <DatePicker locale={locale} onPick={changeDate} />
        </fieldset>
      )}

      {chips.length > 0 || otherDate ? (
        <fieldset className="chips" part="chips">
          <legend className="visually-hidden">{t('selected')}</legend>
          {chips.map((chip) => (
            <button
              type="button"
              key={chip.name}
              className="chip"
              part="chip"
              aria-label={t('removeFilter', { name: chip.label })}
              onClick={() => change(chip.name, '')}
            >
              {chip.label} <span aria-hidden="true">×</span>
            </button>
          ))}
          {otherDate ? (
            <button
              type="button"
              className="chip"
              part="chip"
              aria-label={t('removeFilter', { name: dayHeading(date.value, locale) })}
              onClick={() => changeDate(null)}
            >
              {t('from', { date: dayHeading(date.value, locale) })} <span aria-hidden="true">×</span>
            </button>
          ) : null}
          <button type="button" className="remove-all" part="remove-all" onClick={reset}>
            {t('removeAll')}
          </button>
        </fieldset>
      ) : null}
      {/* One reset control at a time: the empty state's own button replaces the bar's (issue 22). */}
      {resetVisible.value && !(empty && filtered.value) ? (
        <button type="button" className="reset" part="reset" onClick={reset}>
          {t('reset')}
        </button>
      ) : null}

      <div className="status visually-hidden" role="status">
        {listLoading.value ? t('loading') : failedFirst ? t('failed') : failedMore ? t('failedMore') : ''}
      </div>

      {!ready ? (
        <>
          {/* The server's list until the first answer; after a filter change only the skeleton,
              right below the filters where the visitor is looking (issue 22). */}
          {everReady ? null : <slot />}
          {listError.value ? null : <Skeleton />}
          {/* A filter change whose list failed: say so and offer it again (the first load's failure
              keeps the server's list instead). */}
          {failedFirst ? (
            <div className="load-failed" part="load-failed">
              <p>{t('failed')}</p>
              <button
                type="button"
                className="retry"
                part="retry"
                onClick={() => void requestEvents({ page: 1, reset: true })}
              >
                {t('retry')}
              </button>
            </div>
          ) : null}
        </>
      ) : null}

      {ready ? (
        <div className="list" part="list">
          {shownGroups.map((group) => (
            <DayGroup key={group.day} day={group.day} locale={locale} parts>
              {group.items.map((item) => (
                <li key={`${item.xtype}-${item.id}`}>
                  {item.xtype === 'event' ? (
                    <EventCard event={programmeEventCard(item)} locale={locale} booking="quick-buy" parts />
                  ) : (
                    <Teaser teaser={programmeTeaser(item)} locale={locale} layout="banner" parts />
                  )}
                </li>
              ))}
            </DayGroup>
          ))}
          {listLoading.value && events.value.length === 0 ? <Skeleton /> : null}
          {empty && !filtered.value ? (
            <p className="empty" part="empty">
              {t('noUpcoming')}
            </p>
          ) : null}
          {empty && filtered.value ? (
            <div className="empty" part="empty">
              <p>{t('noResult')}</p>
              <p>{t('noResultHint')}</p>
              <button type="button" className="reset" part="reset" onClick={reset}>
                {t('resetFilters')}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}

      <div className="trigger" ref={triggerRef} aria-hidden="true" />
      {/* A later page failed: the load-more button below asks for it again. */}
      {failedMore ? (
        <p className="load-failed" part="load-failed">
          {t('failedMore')}
        </p>
      ) : null}
      {ready && hasMore.value ? (
        <button
          type="button"
          className="load-more"
          part="load-more"
          // aria-disabled, not disabled: the button keeps focus while the next page arrives.
          aria-disabled={listLoading.value}
          onClick={() => {
            if (!listLoading.value) void requestEvents({ page: page.value + 1 });
          }}
        >
          {t('loadMore')}
        </button>
      ) : null}
    </div>
  );
}

/** Whether a media query matches, following its changes (a phone turned, a window resized). */
function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Small screens (below 48em): one row with a Filter button (the number of set filters in its text
 * and name) beside the calendar toggle; the button opens the five selects in a modal dialog
 * (WAI-ARIA dialog: native `<dialog>` with `showModal()`, named by its heading, focus to the first
 * select, Escape, the close button and 'Show results' close it, focus back to the button, the page
 * behind does not scroll). A select applies its filter at once, as inline. The dialog slides in
 * and out over FILTER_MODAL_MS (spec: programme §9); closing waits for the slide before
 * `dialog.close()`; reduced motion drops the slide.
 */
function FilterModal({
  locale,
  count,
  datePicker,
  children,
}: {
  locale: Locale;
  count: number;
  datePicker: ReactNode;
  children: ReactNode;
}) {
  const t = programmeTexts(locale);
  // closed → open (shown, slid in) → closing (sliding out, still shown) → closed.
  const [state, setState] = useState<'closed' | 'open' | 'closing'>('closed');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const label = count > 0 ? t('filtersCount', { count }) : t('filters');

  const open = () => {
    const dialog = dialogRef.current;
    if (!dialog || state !== 'closed') return;
    dialog.showModal();
    // Its off-screen style is computed before the open state is drawn, so the slide runs.
    dialog.getBoundingClientRect();
    dialog.querySelector('select')?.focus();
    setState('open');
  };
  const close = () => {
    if (state === 'open') setState('closing');
  };
  const finish = () => {
    if (dialogRef.current?.open) dialogRef.current.close();
    setState('closed');
    buttonRef.current?.focus();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: finish reads refs only; the timer belongs to one closing
  useEffect(() => {
    if (state !== 'closing') return;
    const timer = setTimeout(finish, reducedMotion() ? 0 : FILTER_MODAL_MS);
    return () => clearTimeout(timer);
  }, [state]);

  // The page behind stays put while the dialog is shown (set on <html>: no page CSS needed, so it
  // holds in a webshop template too; inside the overlay the panel is covered by the backdrop).
  const shown = state !== 'closed';
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [shown]);

  return (
    <>
      <div className="filter-bar" part="filters">
        <button
          type="button"
          className="filter-button"
          part="filter-button"
          aria-haspopup="dialog"
          aria-controls="filter-dialog"
          data-foyer-replay="filter-button"
          ref={buttonRef}
          onClick={open}
        >
          {label}
        </button>
        {datePicker}
      </div>
      <dialog
        ref={dialogRef}
        id="filter-dialog"
        className="filter-dialog"
        part="filter-dialog"
        aria-labelledby="filter-dialog-title"
        data-state={state === 'open' ? 'open' : 'closed'}
        style={{ '--filter-modal-duration': `${FILTER_MODAL_MS}ms` } as CSSProperties}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // Ours, with the slide: not the browser's instant close, and not the overlay's Escape.
          event.preventDefault();
          event.stopPropagation();
          close();
        }}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onClose={() => {
          // Closed by the browser itself (e.g. a second close request): follow it.
          if (state !== 'closed') finish();
        }}
        onClick={(event) => {
          // A click on the backdrop (outside the sheet) closes, as Escape does.
          if (isBackdropClick(event)) close();
        }}
      >
        <div className="dialog-head">
          <h2 id="filter-dialog-title">{t('filters')}</h2>
          <button
            type="button"
            className="dialog-close"
            part="filter-close"
            aria-label={t('close')}
            onClick={close}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="dialog-body">{children}</div>
        <div className="dialog-foot">
          <button type="button" className="show-results" part="show-results" onClick={close}>
            {t('showResults')}
          </button>
        </div>
      </dialog>
    </>
  );
}

/**
 * The cards' <foyer-quick-buy> live in this shadow root, where the loader's document scan does not
 * look: once a bookable card is on show the list asks for the element's chunk itself (the same
 * chunk the loader would import). Until it is defined, each card shows its ticket link.
 */
let quickBuyRequested = false;
function requestQuickBuy(): void {
  if (quickBuyRequested || customElements.get('foyer-quick-buy')) return;
  quickBuyRequested = true;
  import('../quick-buy/quick-buy').catch((error: unknown) => {
    quickBuyRequested = false;
    console.error('[foyer] could not load <foyer-quick-buy>', error);
  });
}

/** `YYYY-MM-DD` moved by whole days (calendar arithmetic in UTC, so no clock change interferes). */
export function addDays(day: string, delta: number): string {
  const moved = new Date(`${day}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + delta);
  return moved.toISOString().slice(0, 10);
}

/** Where a key moves the active day in the grid, or null for a key that does not move it. */
function keyMove(
  key: string,
  active: string,
  shiftMonth: (from: string, delta: number) => string,
): string | null {
  const weekday = (new Date(`${active}T12:00:00Z`).getUTCDay() + 6) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addDays(active, -1);
    case 'ArrowRight':
      return addDays(active, 1);
    case 'ArrowUp':
      return addDays(active, -7);
    case 'ArrowDown':
      return addDays(active, 7);
    case 'Home':
      return addDays(active, -weekday);
    case 'End':
      return addDays(active, 6 - weekday);
    case 'PageUp':
      return shiftMonth(active, -1);
    case 'PageDown':
      return shiftMonth(active, 1);
    default:
      return null;
  }
}

/**
 * A month grid that knows which days have events: days without events are unavailable and say
 * so to screen readers (issue 3 "calendar date picker"). Keyboard as the WAI-ARIA date picker
 * dialog: one tab stop in the grid, arrows move by day and week, Home/End to the week's ends,
 * Page Up/Down by month, Enter picks, Escape closes and returns to the toggle.
 */
function DatePicker({ locale, onPick }: { locale: Locale; onPick: (day: string | null) => void }) {
  useSignals();
  const t = programmeTexts(locale);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(() => date.value);
  const moved = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const month = active.slice(0, 7);
  const days = new Set(availableDates.value);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  const shiftMonth = (from: string, delta: number) => {
    const target = new Date(Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1 + delta, 1));
    const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    target.setUTCDate(Math.min(Number(from.slice(8)), last));
    return target.toISOString().slice(0, 10);
  };
  const monthName = nameDay(`${month}-01`, locale, 'monthAndYear');
  const label = (day: string) => nameDay(day, locale, 'withoutYear');
  // 1 January 2024 was a Monday: the columns run Monday to Sunday.
  const weekdays = Array.from({ length: 7 }, (_, i) => nameDay(`2024-01-0${i + 1}`, locale, 'weekday'));
  const selected = date.value;

  // Keyboard moves (and opening) put focus on the active day once it is drawn.
  useEffect(() => {
    if (!open || !moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${active}"]`)?.focus();
  }, [open, active]);

  const toggle = () => {
    if (!open) {
      setActive(date.value);
      moved.current = true;
    }
    setOpen(!open);
  };
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const key = event.key;
    if (keyMove(key, active, shiftMonth) === null) return;
    event.preventDefault();
    moved.current = true;
    // From the latest active day, so fast repeated keys each count.
    setActive((current) => keyMove(key, current, shiftMonth) ?? current);
  };
  const pick = (day: string) => {
    if (!days.has(day)) return;
    setOpen(false);
    toggleRef.current?.focus();
    onPick(day);
  };

  return (
    <div className="datepicker">
      <button
        type="button"
        className="calendar-toggle"
        part="calendar-toggle"
        ref={toggleRef}
        aria-expanded={open}
        aria-controls="calendar-panel"
        data-foyer-replay="calendar-toggle"
        onClick={toggle}
      >
        <span className="calendar-label">{t('calendar')}: </span>
        {selected.split('-').reverse().join('.')}
      </button>
      {open ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the panel closes it (WAI-ARIA date picker)
        <div
          className="calendar-panel"
          id="calendar-panel"
          part="calendar"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          <div className="month">
            <button
              type="button"
              onClick={() => setActive(shiftMonth(active, -1))}
              aria-label={t('calendarPrev')}
            >
              ‹
            </button>
            <span className="month-name" aria-live="polite">
              {monthName}
            </span>
            <button
              type="button"
              onClick={() => setActive(shiftMonth(active, 1))}
              aria-label={t('calendarNext')}
            >
              ›
            </button>
          </div>
          <table className="grid" aria-label={monthName} onKeyDown={onKeyDown} ref={gridRef}>
            <thead>
              <tr>
                {weekdays.map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find(Boolean) ?? 'x'}>
                  {week.map((day, index) =>
                    day ? (
                      <td key={day}>
                        <button
                          type="button"
                          data-day={day}
                          tabIndex={day === active ? 0 : -1}
                          className={day === selected ? 'day-button selected' : 'day-button'}
                          aria-pressed={day === selected}
                          aria-disabled={!days.has(day)}
                          aria-label={days.has(day) ? label(day) : `${label(day)}, ${t('noEventsOnDay')}`}
                          onClick={() => pick(day)}
                        >
                          {Number(day.slice(8))}
                        </button>
                      </td>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: empty leading cells have no identity
                      <td key={`empty-${index}`} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

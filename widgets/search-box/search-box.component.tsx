import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef } from 'react';
import { hostUrl } from '../../src/client/api';
import type { SearchSuggestion } from '../../src/contract/search';
import { searchBoxTexts } from '../../src/i18n/search-box';
import {
  createSearchBoxStore,
  SEARCH_BLUR_CLOSE_DELAY_MS,
  SEARCH_FOCUS_DELAY_MS,
} from '../../src/state/search';
import { type ElementProps, hostOf } from '../shared/define';
import styles from './search-box.styles.css';

export interface SearchBoxProps extends ElementProps {
  locale?: string;
  apiBase?: string;
  /** 'compact' (header: a button that opens the box) or 'full' (on a page). */
  variant?: string;
  /** The text the box starts with (the results page passes the current term). */
  value?: string;
}

const SearchIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The search box (spec: programme §2 Search, §4 Search box, §5, §9): the WAI-ARIA combobox
 * pattern with a listbox of suggestions.
 */
export function SearchBox({ locale = 'de', apiBase, variant = 'full', value, container }: SearchBoxProps) {
  useSignals();
  const t = searchBoxTexts(locale);
  const compact = variant === 'compact';
  const store = useMemo(
    () => createSearchBoxStore({ locale, apiBase, initialText: value ?? '' }),
    [locale, apiBase, value],
  );
  useEffect(() => () => store.dispose(), [store]);

  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const optionRefs = useRef<Array<HTMLDivElement | null>>([]);
  const timers = useRef<{ focus?: ReturnType<typeof setTimeout>; blur?: ReturnType<typeof setTimeout> }>({});

  const open = !compact || store.boxOpen.value;
  const listVisible = store.listVisible.value;
  const suggestions = store.suggestions.value;

  const clearTimer = (name: 'focus' | 'blur') => {
    const timer = timers.current[name];
    if (timer !== undefined) clearTimeout(timer);
    timers.current[name] = undefined;
  };
  useEffect(() => {
    const pending = timers.current;
    return () => {
      clearTimeout(pending.focus);
      clearTimeout(pending.blur);
    };
  }, []);

  const close = () => {
    clearTimer('blur');
    if (compact) store.closeBox();
    else store.closeList();
  };

  // An outside click closes the box and its list (spec: programme §4).
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const host = hostOf(container);
      if (host && !event.composedPath().includes(host)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  const navigate = () => {
    const path = store.submit(location.pathname);
    if (!path) return;
    // Embedded on another origin (a webshop template), the search is the host's page.
    const target = hostUrl(path, apiBase);
    if (compact) store.closeBox();
    const host = hostOf(container);
    const event = new CustomEvent('foyer-search', {
      detail: { query: store.text.value.trim(), url: target },
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    // A template may handle the search itself by cancelling the event.
    if (host?.dispatchEvent(event) ?? true) location.assign(target);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate();
  };

  const openBox = () => {
    store.openBox();
    clearTimer('focus');
    // The input gets focus 200 ms after opening (spec: programme §4, §9).
    timers.current.focus = setTimeout(() => {
      timers.current.focus = undefined;
      inputRef.current?.focus();
    }, SEARCH_FOCUS_DELAY_MS);
  };

  // Focus leaving the whole box closes it 200 ms later; coming back cancels that.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && rootRef.current?.contains(next)) return;
    clearTimer('blur');
    store.closeList();
    if (compact) {
      timers.current.blur = setTimeout(() => {
        timers.current.blur = undefined;
        store.closeBox();
      }, SEARCH_BLUR_CLOSE_DELAY_MS);
    }
  };
  const onFocus = () => clearTimer('blur');
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    root.addEventListener('focusout', onBlur);
    root.addEventListener('focusin', onFocus);
    return () => {
      root.removeEventListener('focusout', onBlur);
      root.removeEventListener('focusin', onFocus);
    };
  });

  const focusOption = (index: number) => optionRefs.current[index]?.focus();

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && listVisible) {
      // Arrow-down moves focus to the first suggestion (spec: programme §4).
      event.preventDefault();
      focusOption(0);
    } else if (event.key === 'Escape') {
      if (listVisible) store.closeList();
      else if (compact) close();
    }
  };

  const choose = (suggestion: SearchSuggestion) => {
    // Choosing a suggestion sets the text and submits (spec: programme §4).
    store.choose(suggestion);
    navigate();
  };

  const onOptionKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const last = suggestions.length - 1;
    const suggestion = suggestions[index];
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusOption(Math.min(index + 1, last));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (index === 0) inputRef.current?.focus();
      else focusOption(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusOption(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusOption(last);
    } else if ((event.key === 'Enter' || event.key === ' ') && suggestion) {
      event.preventDefault();
      choose(suggestion);
    } else if (event.key === 'Escape') {
      // The list says close: it closes and the input has focus again.
      event.preventDefault();
      store.closeList();
      inputRef.current?.focus();
    }
  };

  const onClear = () => {
    store.clear();
    inputRef.current?.focus();
  };

  const text = store.text.value;
  return (
    <>
      <style>{styles}</style>
      <div
        ref={rootRef}
        className={`root root--${compact ? 'compact' : 'full'}${open ? ' is-open' : ''}`}
        part="base"
      >
        {compact && !open ? (
          <button
            type="button"
            className="toggle"
            part="toggle"
            data-foyer-replay="toggle"
            aria-expanded="false"
            aria-label={t('open')}
            onClick={openBox}
          >
            <SearchIcon />
          </button>
        ) : null}
        {open ? (
          <form
            className="form"
            part="form"
            action={hostUrl(`/${locale}/search`, apiBase)}
            onSubmit={onSubmit}
          >
            <label className="label" htmlFor={inputId}>
              {t('label')}
            </label>
            <div className="field" part="field">
              <input
                ref={inputRef}
                id={inputId}
                className="input"
                part="input"
                type="text"
                name="q"
                role="combobox"
                autoComplete="off"
                aria-autocomplete="list"
                aria-expanded={listVisible}
                aria-controls={listId}
                value={text}
                onChange={(event) => store.input(event.target.value)}
                onKeyDown={onInputKeyDown}
              />
              {text ? (
                <button
                  type="button"
                  className="clear"
                  part="clear"
                  aria-label={t('clear')}
                  onClick={onClear}
                >
                  <span aria-hidden="true">×</span>
                </button>
              ) : null}
              <button type="submit" className="submit" part="submit" aria-label={t('submit')}>
                <SearchIcon />
              </button>
            </div>
            <div
              id={listId}
              className={`list${listVisible ? ' is-visible' : ''}`}
              part="listbox"
              role="listbox"
              aria-label={t('suggestions')}
              hidden={!listVisible}
            >
              {listVisible
                ? suggestions.map((suggestion, index) => (
                    <div
                      key={`${suggestion.url}-${suggestion.text}`}
                      ref={(element) => {
                        optionRefs.current[index] = element;
                      }}
                      id={`${id}-option-${index}`}
                      className="option"
                      part="option"
                      role="option"
                      aria-selected="false"
                      tabIndex={-1}
                      onClick={() => choose(suggestion)}
                      onKeyDown={(event) => onOptionKeyDown(event, index)}
                    >
                      {suggestion.text}
                    </div>
                  ))
                : null}
            </div>
          </form>
        ) : null}
        <div className="live" part="status" role="status" aria-live="polite">
          {listVisible ? t.plural('count', suggestions.length) : ''}
        </div>
      </div>
    </>
  );
}

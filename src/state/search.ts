import { computed, signal } from '@preact/signals-core';
import { createApiClient } from '../client/api';
import type { AutocompleteResponse, SearchSuggestion } from '../contract/search';
import { autocompleteText, canSubmit, searchTarget } from '../domain/search';
import { headerOpen } from './page-ui';

/**
 * The state of one search box (spec: programme §4 Search box, §5, §9). Each box on a page (the
 * compact one in the header, the full one on the results page) has its own store; the header
 * menu state they close on submit is the shared page UI signal.
 */

/** Typing pauses this long before suggestions are asked for (issue 5: about 150 ms). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 150;
/** The compact box focuses its input this long after opening (spec: programme §9). */
export const SEARCH_FOCUS_DELAY_MS = 200;
/** The compact box closes this long after focus left it (spec: programme §9). */
export const SEARCH_BLUR_CLOSE_DELAY_MS = 200;

export interface SearchBoxOptions {
  locale: string;
  apiBase?: string;
  initialText?: string;
}

export type SearchBoxStore = ReturnType<typeof createSearchBoxStore>;

export function createSearchBoxStore(options: SearchBoxOptions) {
  const api = createApiClient({ apiBase: options.apiBase });
  const text = signal(options.initialText ?? '');
  const suggestions = signal<SearchSuggestion[]>([]);
  const listOpen = signal(false);
  /** The compact box's panel; the full box is always open. */
  const boxOpen = signal(false);
  /** The list shows only with non-empty text and at least one item (spec: programme §4). */
  const listVisible = computed(() => listOpen.value && suggestions.value.length > 0 && canSubmit(text.value));

  let debounce: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;

  function cancelPending(): void {
    if (debounce !== undefined) clearTimeout(debounce);
    debounce = undefined;
    request?.abort();
    request = undefined;
  }

  async function requestSuggestions(): Promise<void> {
    const query = autocompleteText(text.value);
    if (!query) return;
    request?.abort();
    const controller = new AbortController();
    request = controller;
    try {
      const response = await api<AutocompleteResponse>(
        `/${encodeURIComponent(options.locale)}/api/search/autocomplete/`,
        { query: { query }, signal: controller.signal },
      );
      // A stale answer (the text changed meanwhile) is dropped.
      if (controller.signal.aborted || autocompleteText(text.value) !== query) return;
      suggestions.value = response.suggestions;
      listOpen.value = true;
    } catch (error) {
      if (controller.signal.aborted) return;
      // Reported and otherwise ignored (spec: programme §8 Autocomplete failure).
      suggestions.value = [];
      void reportAutocompleteFailure(error);
    } finally {
      if (request === controller) request = undefined;
    }
  }

  async function reportAutocompleteFailure(error: unknown): Promise<void> {
    try {
      await api(`/${encodeURIComponent(options.locale)}/api/dashboard-error-log/`, {
        method: 'POST',
        body: {
          kind: 'client-error',
          url: location.href.slice(0, 2048),
          message:
            `search autocomplete failed: ${error instanceof Error ? error.message : String(error)}`.slice(
              0,
              2000,
            ),
        },
      });
    } catch {
      // The error log is best effort.
    }
  }

  return {
    text,
    suggestions,
    listOpen,
    listVisible,
    boxOpen,
    /** The visitor typed: suggestions are asked for after a pause, only for non-empty text. */
    input(value: string): void {
      text.value = value;
      cancelPending();
      if (!canSubmit(value)) {
        suggestions.value = [];
        listOpen.value = false;
        return;
      }
      debounce = setTimeout(() => {
        debounce = undefined;
        void requestSuggestions();
      }, AUTOCOMPLETE_DEBOUNCE_MS);
    },
    clear(): void {
      cancelPending();
      text.value = '';
      suggestions.value = [];
      listOpen.value = false;
    },
    closeList(): void {
      cancelPending();
      listOpen.value = false;
    },
    openBox(): void {
      boxOpen.value = true;
    },
    closeBox(): void {
      boxOpen.value = false;
      cancelPending();
      listOpen.value = false;
    },
    /**
     * The search URL for the current text, or null when the text is empty (spec: programme §5).
     * Submitting closes the list and the header menu (spec: programme §4).
     */
    submit(currentPath: string): string | null {
      if (!canSubmit(text.value)) return null;
      cancelPending();
      listOpen.value = false;
      headerOpen.value = false;
      return searchTarget(options.locale, text.value, currentPath);
    },
    /** Choosing a suggestion sets the text; the caller then submits. */
    choose(suggestion: SearchSuggestion): void {
      text.value = suggestion.text;
    },
    dispose(): void {
      cancelPending();
    },
  };
}

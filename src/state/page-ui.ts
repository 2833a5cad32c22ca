import { computed, signal } from '@preact/signals-core';

/**
 * Page UI state shared by the chrome elements (spec: programme §3 Page UI state). Elements live in
 * different chunks but import this one module, so they share these signals.
 */
export const headerOpen = signal(false);
export const submenuOpen = signal<string | null>(null);
export const headerScroll = signal(false);
export const eventOverlayOpen = signal(false);
export const showStickyEvent = signal(true);
/** Sticky items registered by modules on mount and removed on unmount (by url). */
export const stickyItems = signal<ReadonlyArray<{ text: string; url: string }>>([]);

/** Menu or event overlay open sets no-scroll on the page (spec: programme §4). */
export const pageNoScroll = computed(() => headerOpen.value || eventOverlayOpen.value);

export function openEventOverlay(): void {
  eventOverlayOpen.value = true;
}

export function closeEventOverlay(): void {
  eventOverlayOpen.value = false;
}

export function registerStickyItem(item: { text: string; url: string }): void {
  if (stickyItems.value.some((existing) => existing.url === item.url)) return;
  stickyItems.value = [...stickyItems.value, item];
}

export function removeStickyItem(url: string): void {
  stickyItems.value = stickyItems.value.filter((item) => item.url !== url);
}

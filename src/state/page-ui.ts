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

// Site chrome (issue 7): header menu, submenus and dropdowns, sticky navigation flags.
/** The footer is in the viewport (spec: programme §4 "Footer-in-view … flags update on scroll"). */
export const footerInView = signal(false);
/** Scrolled more than half the window height (spec: programme §9). */
export const pastHalfHeight = signal(false);

export function openHeaderMenu(): void {
  headerOpen.value = true;
}

export function closeHeaderMenu(): void {
  headerOpen.value = false;
}

/** One submenu or dropdown open at a time; selecting the open one closes it (spec: programme §4). */
export function toggleSubmenu(id: string): void {
  submenuOpen.value = submenuOpen.value === id ? null : id;
}

export function closeSubmenu(): void {
  submenuOpen.value = null;
}

/**
 * The header's scrolled state: past a quarter of the window height, unchanged while the menu is
 * open (spec: programme §2 Header, §9).
 */
export function updateScrollFlags(scrollY: number, innerHeight: number): void {
  if (!headerOpen.value) headerScroll.value = scrollY > innerHeight / 4;
  pastHalfHeight.value = scrollY > innerHeight / 2;
}

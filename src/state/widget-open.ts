import { signal } from '@preact/signals-core';

/**
 * `widgetOpen` of the spec's Events state (programme §3, §4 "only one widget open at a time"):
 * the one signal every booking widget of the page reads, so opening one closes any other.
 * Holds the open widget's instance id (two widgets of the same event may share a page), or null.
 * Its own tiny module so the quick-buy chunk does not pull in the events store and vice versa.
 */
export const widgetOpen = signal<string | null>(null);

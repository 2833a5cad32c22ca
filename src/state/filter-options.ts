import type { Signal } from '@preact/signals-core';
import type { $Fetch } from 'ofetch';
import type { ExhibitionType, OptionList } from '../contract/events';

/**
 * The option lists of a list's filters (spec: programme §3 Filter "named options each with id and
 * name"; §4 "filter options load once each, guarded by their loading flag"), shared by the events
 * and the productions stores. Exhibition types are named by their slug.
 */
export interface FilterOptionItem {
  id: number | string;
  name: string;
}
export interface OptionState {
  items: FilterOptionItem[];
  loading: boolean;
  loaded: boolean;
}

/** One not-yet-loaded option list per filter name. */
export function emptyOptionStates<Name extends string>(names: readonly Name[]): Record<Name, OptionState> {
  return Object.fromEntries(
    names.map((name): [Name, OptionState] => [name, { items: [], loading: false, loaded: false }]),
  ) as Record<Name, OptionState>;
}

/**
 * Loads one filter's options from `path` (e.g. `/de/api/rooms/`) unless they are loaded or
 * loading; a failure clears the loading flag, so a later opening tries again.
 */
export async function loadOptionsOnce<Name extends string>(
  options: Signal<Record<Name, OptionState>>,
  name: Name,
  api: $Fetch,
  path: string,
): Promise<void> {
  const current = options.value[name];
  if (current.loaded || current.loading) return;
  const update = (state: Partial<OptionState>) => {
    options.value = { ...options.value, [name]: { ...options.value[name], ...state } };
  };
  update({ loading: true });
  try {
    const response = await api<OptionList | { data: ExhibitionType[] }>(path);
    const items = response.data.map((item) =>
      'id' in item ? { id: item.id, name: item.name } : { id: item.slug, name: item.name },
    );
    update({ items, loaded: true, loading: false });
  } catch {
    update({ loading: false });
  }
}

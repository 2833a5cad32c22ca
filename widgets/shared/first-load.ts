import { type DependencyList, type EffectCallback, useLayoutEffect, useState } from 'react';

/**
 * An element's first load of a list kept in module-level signals (src/state): `load` runs in a
 * layout effect, and the hook says from when on the signals are this element's. On the first
 * render they may still hold the list of an element of the same kind mounted before it (a preview
 * mounted again, the next browser test): that render must not show it, nor let a click act on
 * it. The state set here renders again before the browser paints, so no frame is lost.
 */
export function useFirstLoad(load: EffectCallback, deps: DependencyList): boolean {
  const [loaded, setLoaded] = useState(false);
  const run = () => {
    const cleanup = load();
    setLoaded(true);
    return cleanup;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's dependencies decide when to load again
  useLayoutEffect(run, deps);
  return loaded;
}

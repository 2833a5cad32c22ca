/**
 * A controllable clock for the browser tests: replaces setTimeout and clearTimeout only (the
 * browser's rendering, animation frames and fetch keep running), and runs due timers on `tick`.
 * (@sinonjs/fake-timers needs Node's `util` and does not bundle for the browser.)
 */
export interface TestClock {
  tick: (ms: number) => void;
  uninstall: () => void;
}

export function installClock(): TestClock {
  const realSetTimeout = window.setTimeout;
  const realClearTimeout = window.clearTimeout;
  const timers = new Map<number, { at: number; order: number; run: () => void }>();
  let now = 0;
  let nextId = 1;
  window.setTimeout = ((handler: TimerHandler, delay = 0, ...args: unknown[]) => {
    const id = nextId++;
    const run = () => (typeof handler === 'function' ? handler(...args) : undefined);
    timers.set(id, { at: now + Math.max(0, Number(delay) || 0), order: id, run });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) timers.delete(id);
  }) as typeof window.clearTimeout;
  return {
    tick(ms: number) {
      const end = now + ms;
      for (;;) {
        let due: [number, { at: number; order: number; run: () => void }] | undefined;
        for (const entry of timers) {
          if (entry[1].at > end) continue;
          if (!due || entry[1].at < due[1].at || (entry[1].at === due[1].at && entry[1].order < due[1].order))
            due = entry;
        }
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = end;
    },
    uninstall() {
      window.setTimeout = realSetTimeout;
      window.clearTimeout = realClearTimeout;
    },
  };
}

/**
 * Module visibility windows (spec: frame §4 "Module visibility"): a module with online_from
 * and/or online_to is shown from online_from (inclusive) until online_to (exclusive). Empty or
 * missing bounds are open. Bounds are absolute instants (ISO 8601 with offset); the editor
 * enters them in Europe/Berlin.
 */
export interface Scheduled {
  online_from?: string | null;
  online_to?: string | null;
}

function instant(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

export function isVisibleAt(module: Scheduled, now: Date): boolean {
  const from = instant(module.online_from);
  const to = instant(module.online_to);
  const at = now.getTime();
  if (from !== null && at < from) return false;
  if (to !== null && at >= to) return false;
  return true;
}

/** True when the module has a window at all, so edit mode can mark it as scheduled. */
export function isScheduled(module: Scheduled): boolean {
  return instant(module.online_from) !== null || instant(module.online_to) !== null;
}

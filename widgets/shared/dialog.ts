import type { MouseEvent } from 'react';

/**
 * Whether a click on a modal <dialog> landed on its backdrop: the dialog element itself is the
 * target, at a point outside its box (a click on the dialog's own padding is inside). The
 * elements close on it as they do on Escape.
 */
export function isBackdropClick(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * The one of `triggers` under a point, if any: a click on a modal's backdrop there closes the open
 * dialog and opens that one in the same click, as it would on a page without the backdrop. (The
 * page behind a modal is inert, so `elementsFromPoint` does not see it: the boxes are compared.)
 */
export function triggerAt(
  x: number,
  y: number,
  triggers: Iterable<HTMLButtonElement>,
): HTMLButtonElement | null {
  for (const trigger of triggers) {
    if (!trigger.isConnected || trigger.disabled) continue;
    const box = trigger.getBoundingClientRect();
    if (box.width > 0 && x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) return trigger;
  }
  return null;
}

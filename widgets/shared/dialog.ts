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

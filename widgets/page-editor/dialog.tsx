import { createFocusTrap } from 'focus-trap';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';

/**
 * A modal dialog (WAI-ARIA dialog pattern): a native `<dialog>` opened with showModal(), so it sits
 * in the top layer above everything else on the page (the cookie banner, sticky buttons) and the
 * rest of the page is inert; labelled by its title, focus kept inside with focus-trap (starting on
 * the element marked `data-autofocus`, else the first one), Escape closes, focus returns to the
 * opener.
 */
export function Dialog({
  title,
  onClose,
  children,
  className = '',
  closeLabel,
  returnFocus,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  closeLabel: string;
  /** Where the focus goes on closing instead of the opener, when set by then (a "go to" button). */
  returnFocus?: { current: HTMLElement | null };
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The opener, looked up through shadow roots: the document's activeElement is only the host.
    let opener = document.activeElement;
    while (opener?.shadowRoot?.activeElement) opener = opener.shadowRoot.activeElement;
    const returnTo = opener instanceof HTMLElement ? opener : null;
    if (!element.open) element.showModal();
    const root = element.getRootNode() as ShadowRoot | Document;
    const trap = createFocusTrap(element, {
      escapeDeactivates: true,
      allowOutsideClick: true,
      fallbackFocus: element,
      // The field a popup is for (a search box, the address) when it marks one; else the first.
      initialFocus: () => element.querySelector<HTMLElement>('[data-autofocus]') ?? undefined,
      tabbableOptions: { getShadowRoot: true },
      document: root instanceof ShadowRoot ? root.ownerDocument : root,
      onDeactivate: () => close.current(),
      setReturnFocus: (previous) =>
        returnFocusRef.current?.current ?? (returnTo?.isConnected ? returnTo : previous),
    });
    trap.activate();
    return () => {
      trap.deactivate({ onDeactivate: () => undefined, returnFocus: true });
      if (element.open) element.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`dialog ${className}`.trim()}
      part="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      // Escape is handled by the focus trap (it closes through onClose); the browser's own cancel
      // would close the element behind React's back.
      onCancel={(event) => event.preventDefault()}
      // A popup opened from the edit form sits inside that form in the DOM: Enter in one of its
      // fields must not submit (and save) the form behind it.
      onKeyDown={(event) => {
        const field = event.target;
        if (event.key !== 'Enter' || !(field instanceof HTMLInputElement)) return;
        if (field.form && !ref.current?.contains(field.form)) event.preventDefault();
      }}
    >
      <div className="dialog__head">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}

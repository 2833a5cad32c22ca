import { createFocusTrap } from 'focus-trap';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';

/**
 * A modal dialog (WAI-ARIA dialog pattern): a native `<dialog>` opened with showModal(), so it sits
 * in the top layer above everything else on the page (the cookie banner, sticky buttons) and the
 * rest of the page is inert; labelled by its title, focus kept inside with focus-trap, Escape
 * closes, focus returns to the opener.
 */
export function Dialog({
  title,
  onClose,
  children,
  className = '',
  closeLabel,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  closeLabel: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!element.open) element.showModal();
    const root = element.getRootNode() as ShadowRoot | Document;
    const trap = createFocusTrap(element, {
      escapeDeactivates: true,
      allowOutsideClick: true,
      fallbackFocus: element,
      tabbableOptions: { getShadowRoot: true },
      document: root instanceof ShadowRoot ? root.ownerDocument : root,
      onDeactivate: () => close.current(),
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

import { createFocusTrap } from 'focus-trap';
import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal dialog (WAI-ARIA dialog pattern): role dialog, aria-modal, labelled by its title, focus
 * kept inside with focus-trap, Escape closes, focus returns to the opener.
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
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
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
    };
  }, []);
  return (
    <div className="backdrop" part="backdrop">
      <div
        ref={ref}
        className={`dialog ${className}`.trim()}
        part="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
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
      </div>
    </div>
  );
}

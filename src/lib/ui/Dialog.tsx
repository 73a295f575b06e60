/**
 * Accessible modal dialog on the native <dialog> element: showModal() makes the rest of the page
 * inert and traps focus, Escape closes only the top layer (SPEC §9 "close on Escape"; the layer
 * stack in ./layers.ts), and focus returns to the opener on close. Width defaults to the spec's
 * 600 px modal (SPEC §9 modal defaults).
 */
import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { openLayer } from './layers.ts';
import { CloseIcon } from './CloseIcon.tsx';

/**
 * Makes `ref`'s element a layer of the page's one stack while `open` (./layers.ts): Escape calls
 * `onClose` only when it is the top layer; closing or unmounting returns focus to the opener. A
 * layout effect, so the layer is released before React removes its nodes.
 */
export function useLayer(ref: RefObject<Element | null>, open: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!open || !el) return;
    return openLayer(el, () => close.current());
  }, [open, ref]);
}

/**
 * Props: `open` drives showModal()/close(); `onClose` runs on Escape, backdrop click or the close
 * button. `dismissible: false` (a step the visitor must finish, e.g. a forced password change,
 * SPEC §4) shows no close button and ignores Escape and the backdrop.
 */
export interface DialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'default' | 'small';
  dismissible?: boolean;
}

/** A titled modal dialog with a close button. */
export function Dialog({ open, title, closeLabel, onClose, children, size = 'default', dismissible = true }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dismiss = dismissible ? onClose : () => undefined;
  useLayer(ref, open, dismiss);
  useLayoutEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      // Escape is the layer stack's (./layers.ts); a native cancel of its own would also reach
      // the outer dialogs' handlers through React's tree.
      onCancel={(e) => e.preventDefault()}
      onClick={(e) => {
        if (e.target === ref.current) dismiss();
      }}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose} data-dialog-close>
              <CloseIcon />
            </button>
          )}
        </header>
        {children}
      </div>
    </dialog>
  );
}

/** A confirm dialog: message, cancel and confirm buttons (used for sign-out, SPEC §2.3 in_sure_logout). */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={props.open} title={props.title} closeLabel={props.cancelLabel} onClose={props.onCancel} size="small">
      <p className="dialog__message">{props.message}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={props.onCancel}>
          {props.cancelLabel}
        </button>
        <button type="button" className="button button--primary" onClick={props.onConfirm} autoFocus>
          {props.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

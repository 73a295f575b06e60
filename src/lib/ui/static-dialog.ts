/**
 * Prerendered modal dialogs without a framework (the shell's overlays): the <dialog> markup is in
 * the page, translated at build time; this opens it with showModal() (inert page, focus trapped,
 * Escape closes only the top layer, SPEC §9 "close on Escape"; ./layers.ts), closes it from
 * `[data-dialog-close]` buttons or a backdrop click, and returns focus to the element that opened it.
 */
import { openLayer } from './layers.ts';

const releases = new WeakMap<HTMLDialogElement, () => void>();

function wire(dialog: HTMLDialogElement): void {
  if (dialog.dataset.wired) return;
  dialog.dataset.wired = '1';
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog || (e.target as Element).closest('[data-dialog-close]')) dialog.close();
  });
  dialog.addEventListener('cancel', (e) => e.preventDefault());
  dialog.addEventListener('close', () => releases.get(dialog)?.());
}

/**
 * Opens `dialog` as a modal over the other layers; focus goes back to `opener` (default: the control
 * focused last) when it closes. No-op when already open.
 */
export function openDialog(dialog: HTMLDialogElement, opener: HTMLElement | null = null): void {
  wire(dialog);
  if (dialog.open) return;
  releases.set(
    dialog,
    openLayer(dialog, () => dialog.close(), opener ?? undefined),
  );
  dialog.showModal();
}

/** Fills `{name}` placeholders of `template`; unknown ones stay (a visible bug the smoke tests catch). */
export function fill(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The message templates a dialog carries as JSON in data-messages, with a lookup that shows the key when missing. */
export function dialogMessages(dialog: HTMLElement): (key: string, vars?: Record<string, string | number>) => string {
  const messages = JSON.parse(dialog.dataset.messages ?? '{}') as Record<string, string>;
  return (key, vars) => fill(messages[key] ?? key, vars);
}

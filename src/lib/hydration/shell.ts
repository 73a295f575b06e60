/**
 * Pre-hydration shells (DESIGN.md budget: "the login form usable within 1.5 s of the tap on Slow
 * 4G"). A control marked `data-shell="<template id>"` opens, when tapped before its island has
 * hydrated, a copy of the `<dialog>` the server rendered into that `<template>`: the same form,
 * from the same React components, that a visitor can type into at once while React loads
 * (about 100 KB and 0.7 s of rendering on a throttled phone). Taps and submits inside the copy
 * are held; when the island's own dialog opens it adopts the shell ({@link adoptShell}): typed
 * values, the focused field with its selection and the held action move over, and the copy goes.
 * The state lives on the DOM (the dialog's `data-shell-open` and `data-held-*`), because the
 * opener is inlined in the page (the `client:intent` directive) and the adopter is in a lazy chunk.
 */

/** The open shell dialog, if any. */
const OPEN_SHELL = 'dialog[data-shell-open]';
/** Attributes that refer to ids, rewritten when the shell's ids are prefixed. */
const ID_REFS = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-errormessage'] as const;
/** Prefix of the shell's ids, so they never clash with the island's copy of the same form. */
const ID_PREFIX = 'shell-';
/**
 * The shell's last focused control, kept on the dialog (a global symbol, since opener and adopter
 * are separate bundles): the island's dialog takes focus when it opens, before it adopts.
 */
const LAST_FOCUS = Symbol.for('portal.shell.lastFocus');
type ShellDialog = HTMLDialogElement & { [LAST_FOCUS]?: Element };

/** What identifies a control for a person: its tag, accessible label and text (`TAG|label|text`). */
export function controlKey(node: Element): string {
  return `${node.tagName}|${node.getAttribute('aria-label') ?? ''}|${node.textContent ?? ''}`;
}

/** The shell dialog now open, or null. */
export function openShellDialog(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>(OPEN_SHELL);
}

/** Closes and removes the open shell (focus returns to its opener, as for any modal dialog). */
export function closeShell(): void {
  const dialog = openShellDialog();
  if (!dialog) return;
  if (dialog.open) dialog.close();
  dialog.remove();
}

/**
 * Opens the shell named by `opener`'s `data-shell` (a `<template>` whose first element is a
 * `<dialog>`) as a modal dialog and focuses its first field. Escape, the backdrop and the close
 * button (`data-dialog-close`) close it; a submit or a tap on another button is held for the
 * island. Returns false (and opens nothing) when there is no such template.
 */
export function openShell(opener: HTMLElement): boolean {
  const id = opener.dataset.shell;
  const template = id ? document.getElementById(id) : null;
  if (!id || !(template instanceof HTMLTemplateElement)) return false;
  const dialog = template.content.firstElementChild?.cloneNode(true);
  if (!(dialog instanceof HTMLDialogElement)) return false;
  closeShell();
  prefixIds(dialog);
  dialog.setAttribute('data-shell-open', id);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    closeShell();
  });
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target === dialog) return closeShell();
    if (target.closest('[data-dialog-close]')) return closeShell();
    const control = target.closest<HTMLElement>('button, a[href], [role="tab"]');
    if (!control || (control instanceof HTMLButtonElement && control.type === 'submit')) return;
    event.preventDefault();
    hold(dialog, 'click', controlKey(control));
  });
  dialog.addEventListener('focusin', (event) => {
    (dialog as ShellDialog)[LAST_FOCUS] = event.target as Element;
  });
  dialog.addEventListener('submit', (event) => {
    event.preventDefault();
    hold(dialog, 'submit', '');
  });
  document.body.appendChild(dialog);
  dialog.showModal();
  dialog.querySelector<HTMLElement>('input:not([type="hidden"]):not([type="checkbox"]), select, textarea')?.focus();
  return true;
}

/** Holds the last action taken in the shell, shown busy until the island takes it over. */
function hold(dialog: HTMLDialogElement, type: 'click' | 'submit', key: string) {
  dialog.dataset.heldType = type;
  dialog.dataset.heldKey = key;
  dialog.setAttribute('aria-busy', 'true');
}

/** Prefixes every id in `root` (itself included) and the attributes that refer to them. */
function prefixIds(root: Element) {
  for (const node of [root, ...root.querySelectorAll('*')]) {
    if (node.id) node.id = ID_PREFIX + node.id;
    for (const attr of ID_REFS) {
      const refs = node.getAttribute(attr);
      if (refs)
        node.setAttribute(
          attr,
          refs
            .split(/\s+/)
            .map((ref) => ID_PREFIX + ref)
            .join(' '),
        );
    }
  }
}

/**
 * Moves the open shell into `dialog`, the island's own dialog that has just opened with the same
 * form: copies every named field the visitor changed (text and checked state, matched by name),
 * focuses the counterpart of the focused field with its caret, closes the shell, and replays a
 * held submit (`requestSubmit` on the counterpart's form) or tap (on the control with the same
 * {@link controlKey}). Focus returns to the shell's opener when `dialog` later closes. Does
 * nothing when no shell is open.
 */
export function adoptShell(dialog: HTMLDialogElement): void {
  const shell: ShellDialog | null = openShellDialog();
  if (!shell) return;
  const opener = document.querySelector<HTMLElement>(`[data-shell="${shell.getAttribute('data-shell-open')}"]`);
  const focused = shell[LAST_FOCUS] ?? null;
  let focusTarget: HTMLElement | null = null;
  let heldForm: HTMLFormElement | null = null;
  for (const field of shell.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    const twin = dialog.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(field.name)}"]`);
    if (!twin) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) (twin as HTMLInputElement).checked = field.checked;
    } else if (field.value !== field.defaultValue) {
      twin.value = field.value;
    }
    if (field === focused) focusTarget = twin;
    heldForm ??= twin.form;
  }
  if (!focusTarget && focused) focusTarget = twinByKey(dialog, controlKey(focused));
  const selection = focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? [focused.selectionStart, focused.selectionEnd] : null;
  const held = { type: shell.dataset.heldType, key: shell.dataset.heldKey ?? '' };
  closeShell();
  if (opener) {
    // The dialog's own "previously focused element" was the shell's field, now gone.
    dialog.addEventListener(
      'close',
      () => {
        const active = document.activeElement;
        if (!active || active === document.body || dialog.contains(active)) opener.focus();
      },
      { once: true },
    );
  }
  if (focusTarget) {
    focusTarget.focus();
    if (selection && (focusTarget instanceof HTMLInputElement || focusTarget instanceof HTMLTextAreaElement)) {
      try {
        focusTarget.setSelectionRange(selection[0] ?? null, selection[1] ?? null);
      } catch {
        /* input types without a caret */
      }
    }
  }
  if (held.type === 'submit') heldForm?.requestSubmit();
  else if (held.type === 'click') twinByKey(dialog, held.key)?.click();
}

/** The control in `root` with the {@link controlKey} `key`, if any. */
function twinByKey(root: Element, key: string): HTMLElement | null {
  return [...root.querySelectorAll<HTMLElement>(key.slice(0, key.indexOf('|')))].find((n) => controlKey(n) === key) ?? null;
}

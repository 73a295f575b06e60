/**
 * What a visitor typed before React arrived is kept (DESIGN.md: the server HTML works before
 * hydration). A server-rendered field can be typed into while the island's code loads; React 19
 * then hydrates the field with its initial state and writes that state back into the DOM (a stake
 * of 1,000 typed on a slow phone became the default 10,000 again), or leaves the typed text shown
 * while its state holds the old value. Either way the typed value would be lost or, worse, not be
 * the one used.
 *
 * {@link watchTypedValues} records the last value typed into each text field, textarea and select
 * of an island until hydration; the answer's `restore()` then hands each one to React as the
 * browser would (see handToReact), so the component's `onChange` runs and its state equals what
 * the visitor sees. Checkboxes and
 * radio buttons are left out: the browser ticks them at the tap and React reads them on hydration
 * (intent-directive.ts).
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Input types whose value is text the visitor types or picks (not a box or a button). */
const UNCHECKABLE = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'hidden']);

function isTypedField(node: EventTarget | null): node is Field {
  if (node instanceof HTMLInputElement) return !UNCHECKABLE.has(node.type);
  return node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;
}

/** True when `field` no longer shows what its server HTML said: text typed, or another option picked. */
function edited(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
}

/**
 * A value no field holds: React's tracker (an own `value` property React puts on each input and
 * textarea) is set to it first, so the typed value that follows reads as a change.
 */
const TRACKER_RESET = '\u0000portal-typed';

/**
 * Hands `value` to React: React hydrates a field without writing into it and records the DOM's
 * value (the typed one) as its last known value, so an `input` event alone would read as no
 * change while its state keeps the initial value (and the next render writes that back). The
 * tracker is reset first, then the value is set through the prototype's setter (which the tracker
 * does not see) and announced.
 */
function handToReact(field: Field, value: string): void {
  if (!(field instanceof HTMLSelectElement)) field.value = TRACKER_RESET;
  const proto = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** The keeper of one island: `restore()` once React's handlers are on the island's fields. */
export interface TypedValues {
  /** Hands every recorded value to React, then stops recording. */
  restore(): void;
  /** True while a typed value waits for React. */
  readonly pending: boolean;
}

/**
 * Starts recording what is typed into `island`'s fields (input and change events, captured), beginning
 * with what was typed before (a field whose value differs from its server HTML's). Answers the
 * keeper; a field that left the page before `restore()` is skipped.
 */
export function watchTypedValues(island: HTMLElement): TypedValues {
  const typed = new Map<Field, string>();
  // Typed before the island runtime ran (it loads after the first paint): the field differs from its server HTML.
  for (const field of island.querySelectorAll('input, textarea, select')) if (isTypedField(field) && edited(field)) typed.set(field, field.value);
  const record = (event: Event) => {
    if (isTypedField(event.target) && event.isTrusted) typed.set(event.target, event.target.value);
  };
  island.addEventListener('input', record, true);
  island.addEventListener('change', record, true);
  return {
    get pending() {
      return typed.size > 0;
    },
    restore() {
      island.removeEventListener('input', record, true);
      island.removeEventListener('change', record, true);
      for (const [field, value] of typed) if (field.isConnected) handToReact(field, value);
      typed.clear();
    },
  };
}

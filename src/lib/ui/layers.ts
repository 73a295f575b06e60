/**
 * The one stack of layers over the page (SPEC §9 "close on Escape"; DESIGN.md accessibility: focus
 * kept in dialogs and returned after): the side menu, the account menu, the member and agent
 * centers, and every dialog, whichever opened which. Escape closes only the top layer; a closed
 * layer gives focus back to the control that opened it, or, when that control went away with its
 * own layer (an account-menu entry, a side-menu link), to that layer's opener, and so on down.
 *
 * When a focused control is replaced by the next step (Place bet → Confirm, a form → its result),
 * focus moves to the new step instead of falling to <body>.
 *
 * The stack logic ({@link LayerStack}) is pure, so it is unit-tested without a DOM.
 */

/** A layer: what it covers, how to close it, and who opened it. */
export interface Layer<E = Element> {
  element: E;
  /** Closes the layer (sets the state that unmounts or hides it); Escape calls it on the top layer. */
  close: () => void;
  /** The control focused when the layer opened (null when none). */
  opener: E | null;
}

/** The ordered stack; `contains(a, b)` and `usable(e)` are the DOM questions, passed in. */
export class LayerStack<E = Element> {
  private layers: Layer<E>[] = [];
  /** Openers of closed layers, by layer element, for the fallback chain. */
  private past = new Map<E, E | null>();
  constructor(
    private contains: (outer: E, inner: E) => boolean,
    private usable: (e: E) => boolean,
  ) {}

  /** The top layer, or undefined. */
  top(): Layer<E> | undefined {
    return this.layers[this.layers.length - 1];
  }

  /** Adds `layer` on top (moving it there when already open). */
  push(layer: Layer<E>): void {
    this.release(layer.element, false);
    this.layers.push(layer);
  }

  /**
   * Removes the layer of `element` (wherever it is in the stack) and answers where focus goes:
   * the first usable opener along the chain (opener, then the opener of the layer that held it...),
   * or null (also with `refocus` false, when the caller moves focus itself).
   */
  release(element: E, refocus = true): E | null {
    const i = this.layers.findIndex((l) => l.element === element);
    if (i < 0) return null;
    const [layer] = this.layers.splice(i, 1);
    this.past.set(element, layer!.opener);
    return refocus ? this.returnTarget(layer!.opener) : null;
  }

  /** The first usable control along `opener`'s chain of layers (at most 8 steps), or null. */
  returnTarget(opener: E | null): E | null {
    for (let step = 0, e = opener; e && step < 8; step++) {
      if (this.usable(e)) return e;
      const at = e;
      const holder = [...this.layers.map((l) => l.element), ...this.past.keys()].find((l) => l !== at && this.contains(l, at));
      if (holder === undefined) return null;
      e = this.layers.find((l) => l.element === holder)?.opener ?? this.past.get(holder) ?? null;
    }
    return null;
  }

  /** True when some open layer's element satisfies `test`. */
  some(test: (element: E) => boolean): boolean {
    return this.layers.some((l) => test(l.element));
  }
}

const CONTROL = 'button,a[href],input,select,textarea';
const focusable = (e: Element): e is HTMLElement =>
  e instanceof HTMLElement &&
  e.isConnected &&
  !(e as HTMLButtonElement).disabled &&
  !e.closest('[inert],[hidden]') &&
  e.checkVisibility({ visibilityProperty: true });

const stack = new LayerStack<Element>((outer, inner) => outer.contains(inner), focusable);

// The last few focused elements (a removed one stays here, so its layer can still be found).
const recent: Element[] = [];
let started = false;

function start(): void {
  if (started || typeof document === 'undefined' || !document.body) return;
  started = true;
  document.addEventListener('focusin', (e) => {
    recent.unshift(e.target as Element);
    recent.length = Math.min(recent.length, 4);
  });
  // Bubble phase: a control that handles Escape itself (a listbox, a menu) prevents it first.
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || e.defaultPrevented || !stack.top()) return;
    e.preventDefault();
    stack.top()!.close();
  });
  new MutationObserver(keepFocus).observe(document.body, { childList: true, subtree: true });
}

// Tracking starts with the module (loaded with the first island or dialog, before any layer opens).
start();

/** Focus fell to <body> because the focused control was removed: move it to what replaced it. */
function keepFocus(records: MutationRecord[]): void {
  const lost = recent[0];
  if (!lost || lost.isConnected || (document.activeElement && document.activeElement !== document.body)) return;
  const r = records.find((m) => [...m.removedNodes].some((n) => n.contains(lost)));
  if (!r) return;
  // A closing layer returns focus itself (openLayer's release).
  if ([...r.removedNodes].some((n) => stack.some((l) => n.contains(l)))) return;
  const added = records.filter((m) => m.target === r.target).flatMap((m) => [...m.addedNodes]);
  const next =
    added.flatMap((n) => (n instanceof Element ? [n, ...n.querySelectorAll('*')] : [])).find((e) => e.matches(CONTROL) && focusable(e)) ??
    (r.target as Element).closest('section,form,dialog')?.querySelector<HTMLElement>('[role=status],[role=alert],h1,h2,h3');
  if (!(next instanceof HTMLElement)) return;
  if (!next.matches(CONTROL)) next.tabIndex = -1;
  next.focus();
}

/**
 * Registers `element` as the top layer, closed by `close` on Escape; the opener (default: the
 * control focused last outside it) gets focus back. Returns the release function: call it when the
 * layer closes (any way), and focus goes back along the opener chain (not with `refocus` false:
 * the caller moves it).
 */
export function openLayer(
  element: Element,
  close: () => void,
  opener: Element | null = recent.find((e) => !element.contains(e)) ?? document.activeElement,
): (refocus?: boolean) => void {
  start();
  stack.push({ element, close, opener });
  return (refocus = true) => {
    const target = stack.release(element, refocus);
    // Only when focus is lost or still inside the closing layer: a click elsewhere keeps its focus.
    const active = document.activeElement;
    if (target instanceof HTMLElement && (!active || active === document.body || element.contains(active) || !active.isConnected)) target.focus();
  };
}

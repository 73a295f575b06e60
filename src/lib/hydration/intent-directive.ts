/**
 * `client:intent`, a custom Astro client directive (DESIGN.md budget: no React before it is
 * needed). The island's server-rendered HTML works as plain HTML; React loads
 * - at once when the visitor is signed in (the `account` session value is present, or the edge
 *   just turned a URL token into a session: src/contracts/session-handoff.ts), or
 * - on the first intent inside the island: pointer down, focus, key press, click or submit;
 * - with `client:intent="page"` (an island that is the page's main content, like the lottery),
 *   also when the pointer comes over it: a mouse on its way to a control, or a finger touching
 *   down, whether to tap or to scroll, so React is there by the time the control is reached;
 * - with `client:intent="overlay"` (the overlay island), also at once when the URL names an
 *   overlay page (`#member/depositv2`, `?overlay=`), whenever the hash comes to name one, and
 *   when a feature opens one (the `portal:overlay` event of src/lib/overlay.ts).
 * A click or submit that arrives before hydration has finished is held and replayed afterwards,
 * so the first tap on "Log in" still opens the modal; one that came even before this directive ran
 * (it loads with the page's scripts after the first paint) was held by the head's script and is
 * replayed here (./early-taps.ts). A native control that keeps its own state
 * (a checkbox, a radio button) is never held: the browser ticks it at the tap, React reads the
 * ticked box on hydration, and nothing replays the tap (a replay would toggle it a second time). When hydration re-rendered the island (its
 * server HTML was a visitor's and the visitor has since signed in), the held element is no longer
 * in the page: the replay goes to the element now in its place (same tag, label and text).
 * Text typed into a field before React arrives is handed to React once it is live (./typed-values.ts).
 * `client:intent="load"` hydrates at once, like Astro's `client:load`, with the same keeping of
 * taps and typed text: every island that hydrates on load uses it.
 * An island with large props comes without them (`data-props-src` instead, written by the build:
 * scripts/lib/island-props-html.ts): they are fetched alongside the island's code before it hydrates.
 * A control with `data-shell` (the header's Log in) opens its server-rendered shell at once
 * (./shell.ts): the visitor types while React loads, and the held tap is replayed only while
 * the shell is still open, so the island's dialog can adopt it.
 */
import type { ClientDirective } from 'astro';
import { hasHandoffMarker } from '../session-handoff.ts';
import { OVERLAY_EVENT, urlNamesOverlay } from '../overlay-url.ts';
import { closeShell, controlKey, openShell, openShellDialog } from './shell.ts';
import { watchTypedValues } from './typed-values.ts';
import { HELD_TAP_TARGETS, ISLAND_ARMED_ATTR, ISLAND_ARMED_EVENT } from './island-arming.ts';

const EVENTS = ['pointerdown', 'focusin', 'keydown', 'click', 'submit'] as const;
/** Most animation frames a held tap waits for React's handlers before it is replayed anyway (~10 s). */
const REPLAY_MAX_FRAMES = 600;

/**
 * Puts the island's props in place when the build left them out of the page: fetches
 * `data-props-src` (scripts/lib/island-props-html.ts) into the `props` attribute, which
 * Astro reads when it hydrates. Resolves at once for an island that has its props; rejects when the
 * file cannot be fetched.
 */
async function fetchProps(el: HTMLElement): Promise<void> {
  const src = el.getAttribute('data-props-src');
  if (el.hasAttribute('props') || !src) return;
  const res = await fetch(src);
  if (!res.ok) throw new Error(`island props: ${res.status} ${src}`);
  el.setAttribute('props', await res.text());
}

/**
 * Starts downloading the island's component and renderer modules (the `component-url` and
 * `renderer-url` Astro writes on the island) without running Astro's loader, which would arm the
 * island's re-hydration on a props change. Resolves when both have settled; never rejects (load()
 * reports a module that failed).
 */
function preloadCode(el: HTMLElement): Promise<void> {
  const urls = [el.getAttribute('component-url'), el.getAttribute('renderer-url')].filter((u): u is string => !!u);
  return Promise.allSettled(urls.map((u) => import(/* @vite-ignore */ u))).then(() => undefined);
}

const intent: ClientDirective = (load, options, el) => {
  let state: 'waiting' | 'loading' | 'done' = 'waiting';
  const typed = watchTypedValues(el);
  let held: { target: HTMLElement; type: 'click' | 'submit'; key: string; nth: number; shell: boolean } | null = null;
  const alike = (key: string) => [...el.querySelectorAll<HTMLElement>(key.slice(0, key.indexOf('|')))].filter((n) => controlKey(n) === key);

  const start = async () => {
    if (state !== 'waiting') return;
    state = 'loading';
    // Once its code is loaded, Astro's island hydrates again whenever `props` changes (a second React
    // root over the first: taps lost, state split), so the props go in before load(); the code
    // downloads meanwhile, and load() then finds it in the module map.
    const code = preloadCode(el);
    try {
      await fetchProps(el);
    } catch {
      // Without its props (offline at the tap) the island stays plain HTML; the next intent retries.
      state = 'waiting';
      return;
    }
    await code;
    const hydrate = await load();
    await hydrate();
    state = 'done';
    for (const type of EVENTS) el.removeEventListener(type, onEvent, true);
    const replay = held;
    held = null;
    restoreWhenLive();
    if (replay) replayWhenLive(replay);
  };

  /** Hands typed text to React once its handlers are on the island's fields (as for a held tap). */
  function restoreWhenLive(frames = 0) {
    requestAnimationFrame(() => {
      const fields = [...el.querySelectorAll('input, textarea, select')];
      const live = fields.length > 0 && fields.every((f) => Object.keys(f).some((k) => k.startsWith('__reactProps')));
      if (typed.pending && !live && frames < REPLAY_MAX_FRAMES) return restoreWhenLive(frames + 1);
      // One more frame: React writes its state into the fields when it commits the hydration.
      requestAnimationFrame(() => typed.restore());
    });
  }

  /**
   * React hydrates in a transition, after `hydrate()` resolves: the held event is replayed once
   * the control (or the one that replaced it) carries React's handlers. A slow phone can take
   * seconds to get there, and a tap replayed before is lost, so it waits up to ~10 s (600
   * frames) before replaying anyway.
   */
  function replayWhenLive(replay: NonNullable<typeof held>, frames = 0) {
    requestAnimationFrame(() => {
      // The visitor closed the shell before React came: there is nothing left to open.
      if (replay.shell && !openShellDialog()) return;
      const target = replay.target.isConnected ? replay.target : alike(replay.key)[replay.nth];
      const live = target !== undefined && Object.keys(target).some((k) => k.startsWith('__reactProps'));
      if (!live && frames < REPLAY_MAX_FRAMES) return replayWhenLive(replay, frames + 1);
      if (!target) return closeShell();
      if (replay.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
      else target.click();
    });
  }

  function onEvent(event: Event) {
    if (state === 'done') return;
    if (event.type === 'click' || event.type === 'submit') {
      const target = event.type === 'submit' ? (event.target as HTMLElement) : (event.target as Element).closest<HTMLElement>(HELD_TAP_TARGETS);
      // A tap on a checkbox or radio button (or on its label, which the browser passes on) is the browser's to apply, now.
      if (target instanceof HTMLInputElement) {
        void start();
        return;
      }
      if (target && !(target instanceof HTMLAnchorElement && !target.dataset.island)) {
        event.preventDefault();
        event.stopPropagation();
        const key = controlKey(target);
        const shell = event.type === 'click' && target.dataset.shell !== undefined && openShell(target);
        held = { target, type: event.type, key, nth: alike(key).indexOf(target), shell };
      }
    }
    void start();
  }

  let signedIn = hasHandoffMarker();
  try {
    signedIn ||= sessionStorage.getItem('account') !== null;
  } catch {
    /* storage blocked: wait for intent */
  }
  // Taps are held from the start, also on an island that hydrates at once: its code and props
  // still take a moment to arrive, and a tap in that moment would fall on server HTML that has no handler.
  for (const type of EVENTS) el.addEventListener(type, onEvent, true);
  // A tap that came before this moment was held by the head's script; it is replayed now (./early-taps.ts).
  el.setAttribute(ISLAND_ARMED_ATTR, '');
  el.dispatchEvent(new Event(ISLAND_ARMED_EVENT, { bubbles: true }));
  const overlay = options.value === 'overlay';
  if (options.value === 'load' || signedIn || (overlay && urlNamesOverlay(location))) {
    void start();
    return;
  }
  if (overlay) {
    window.addEventListener('hashchange', () => urlNamesOverlay(location) && void start());
    document.addEventListener(OVERLAY_EVENT, () => void start(), { once: true });
  }
  if (options.value === 'page') el.addEventListener('pointerover', () => void start(), { once: true });
  // Other static parts of the page (the side menu's login link) can ask for this island.
  document.addEventListener('portal:intent', () => void start(), { once: true });
};

/** The `client:intent` directive, registered in astro.config.mjs. */
export default intent;

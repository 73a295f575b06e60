/**
 * The overlay island (DESIGN.md "Overlay registry"; SPEC §2.7 member center, §2.8 agent center):
 * keeps `$overlay` and the URL in step and renders the frame with the open page. The island itself
 * is tiny; the frame (src/islands/OverlayFrame.tsx), each page and their messages load only when a
 * page opens. Hydrated by `client:intent="overlay"`: at once when signed in or when the URL names
 * an overlay (`#member/depositv2`, `?overlay=depositv2`), else on the first intent.
 *
 * URL rules: opening a page pushes `#<area>/<id>` (or replaces it when one is already shown), so
 * Back closes the overlay; closing goes back over that entry (or strips the hash when the page
 * was reached by a link); a page refused by its gate (signed out, trial, not an agent) closes and
 * the shared gate shows why (SPEC §5.3).
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { $overlay, closeOverlay } from '../lib/overlay.ts';
import { overlayFromUrl, overlayHash } from '../lib/overlay-url.ts';
import { requireGate } from '../lib/session/gates.ts';
import { $session } from '../lib/session/session.ts';
import { readSessionValues } from '../lib/session/session-values.ts';
import type { Messages } from '../lib/i18n/translate.ts';
import { findOverlayPage } from './overlay-pages.ts';

const OverlayFrame = lazy(() => import('./OverlayFrame.tsx'));

/** Props from the page: locale, the few messages shown before the frame's own arrive, currency decimals. */
export interface OverlayIslandProps {
  locale: string;
  messages: Messages;
  currencyDecimals: number;
}

// Whether the history entry of the open overlay was pushed by this page (then closing goes back).
let pushedEntry = false;
// True while the store is being set from the URL (then the URL must not be written back).
let applyingUrl = false;

function applyUrl(): void {
  const wanted = overlayFromUrl(location);
  applyingUrl = true;
  try {
    if (wanted) $overlay.set(wanted);
    else if ($overlay.get()) $overlay.set(null);
  } finally {
    applyingUrl = false;
  }
}

function urlWithout(): string {
  const search = new URLSearchParams(location.search);
  search.delete('overlay');
  const q = search.toString();
  return `${location.pathname}${q ? `?${q}` : ''}`;
}

function writeUrl(open: { id: string; params: Record<string, string> } | null): void {
  if (applyingUrl) return;
  if (open) {
    const page = findOverlayPage(open.id);
    if (!page) return;
    const hash = overlayHash(page.area, open);
    if (location.hash === hash) return;
    if (overlayFromUrl(location)) history.replaceState(history.state, '', `${urlWithout()}${hash}`);
    else {
      history.pushState(history.state, '', `${urlWithout()}${hash}`);
      pushedEntry = true;
    }
  } else if (overlayFromUrl(location)) {
    if (pushedEntry) {
      pushedEntry = false;
      history.back();
    } else history.replaceState(history.state, '', urlWithout());
  }
}

/** The island: URL sync, gate check, and the lazily loaded frame. */
export default function OverlayIsland(props: OverlayIslandProps) {
  const open = useStore($overlay);

  useEffect(() => {
    // The header island restores the session too; the gate must not see "signed out" before it has.
    if (!$session.get()) {
      const stored = readSessionValues();
      if (stored) $session.set(stored);
    }
    const unsubscribe = $overlay.listen(writeUrl);
    // A page opened before the island hydrated (the header's Deposit) wins over a URL without one.
    if (overlayFromUrl(location)) applyUrl();
    else writeUrl($overlay.get());
    window.addEventListener('popstate', applyUrl);
    window.addEventListener('hashchange', applyUrl);
    return () => {
      unsubscribe();
      window.removeEventListener('popstate', applyUrl);
      window.removeEventListener('hashchange', applyUrl);
    };
  }, []);

  const page = open ? findOverlayPage(open.id) : undefined;
  const openId = open?.id;
  useEffect(() => {
    if (openId === undefined) return;
    if (!page || !requireGate(page.gate)) closeOverlay();
  }, [openId, page]);

  if (!open || !page) return null;
  return (
    <Suspense
      fallback={
        <div className="overlay-boot" role="status">
          {props.messages.overlay_loading ?? ''}
        </div>
      }
    >
      <OverlayFrame locale={props.locale} messages={props.messages} currencyDecimals={props.currencyDecimals} page={page} params={open.params} />
    </Suspense>
  );
}

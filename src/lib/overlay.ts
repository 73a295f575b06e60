/**
 * The overlay registry's store (DESIGN.md "Overlay registry"; SPEC §2.7, §2.8: the member center
 * and the agent center open as overlays, not routes). Every feature opens a page with
 * {@link openOverlay}`(id)`; src/islands/OverlayIsland.tsx renders the frame and the page, keeps
 * the URL in step (`#member/depositv2`, `#agent/agentTeamOverview`, or `?overlay=depositv2` on
 * arrival) so a page can be linked and reloaded, and closes it on Back.
 *
 * Each feature lists its pages in one table (`src/features/<feature>/pages.ts`) of
 * {@link OverlayPageDef}; the island merges the tables (src/islands/overlay-pages.ts). URL rules
 * live in src/lib/overlay-url.ts (no store there, so the hydration directive can read them).
 */
import { atom, map } from 'nanostores';
import type { ComponentType } from 'react';
import type { Gate } from '../contracts/access.ts';
import { OVERLAY_EVENT, type OpenOverlay, type OverlayFrameName } from './overlay-url.ts';

/** The two overlay frames: the member center (SPEC §2.7) and the agent center (SPEC §2.8). */
export type OverlayArea = OverlayFrameName;

/** Message areas an overlay page may read (i18n/messages/<area>/), fetched when it opens. */
export type OverlayMessageArea = 'member' | 'cashier' | 'agent' | 'rewards' | 'lottery';

/** What a page component receives from the frame. */
export interface OverlayPageProps {
  /** Page locale (BCP 47, e.g. `vi`, `ar`). */
  locale: string;
  /** Decimals of the site currency (0 for VND); money is formatted from integer minor units. */
  currencyDecimals: number;
  /** Parameters from the deep link or from {@link openOverlay} (e.g. `{ id: '42' }`). */
  params: Record<string, string>;
}

/** One page of an overlay frame: one row of an area's page table. */
export interface OverlayPageDef {
  /** The spec's id of the page (`depositv2`, `agentTeamOverview`); unique across every area. */
  id: string;
  /** Which frame shows it. */
  area: OverlayArea;
  /** The SPEC section it implements, e.g. `§2.7`. */
  section: string;
  /** Message key of its title (in the `overlay` message area, loaded with the frame). */
  titleKey: string;
  /** Who may open it (SPEC §5.3, §6): member center pages `member`, agent center pages `agent`. */
  gate: Gate;
  /** The message area its component reads, fetched when the page opens. */
  messages: OverlayMessageArea;
  /** A badge count shown beside its menu entry, by name (see {@link setOverlayBadge}). */
  badge?: string;
  /** Listed in the frame's menu (default true); false for pages reached from another page. */
  menu?: boolean;
  /** Loads the page component: each page is its own lazily loaded chunk. */
  load: () => Promise<{ default: ComponentType<OverlayPageProps> }>;
}

/** The overlay page on screen, or null. */
export const $overlay = atom<OpenOverlay | null>(null);

/** Badge counts by name (e.g. `missionCount`, `unread`); a count above 0 shows on the menu entry. */
export const $overlayBadges = map<Record<string, number>>({});

/**
 * Pages hidden from the menus by the platform's switches (SPEC §2.8 consolidated flags, §2.4
 * referral promotion): id → true. A feature sets these once it knows its flags.
 */
export const $overlayHidden = map<Record<string, boolean>>({});

/**
 * The page that was on screen when the current one was opened from it, or null (opened from
 * outside the overlay: a site page, a deep link). A step reached from several pages (the payment
 * password, from withdraw, a transfer or the points shop) returns the player there when done.
 */
export const $overlayOpener = atom<string | null>(null);

/** Opens page `id` (with optional `params`); the overlay island checks its gate first. */
export function openOverlay(id: string, params: Record<string, string> = {}): void {
  const current = $overlay.get();
  $overlayOpener.set(current && current.id !== id ? current.id : null);
  $overlay.set({ id, params });
  if (typeof document !== 'undefined') document.dispatchEvent(new Event(OVERLAY_EVENT));
}

/** Closes the open overlay. */
export function closeOverlay(): void {
  $overlayOpener.set(null);
  $overlay.set(null);
}

/** Sets badge `name` to `count` (SPEC §2.7 missionLeaderboard badge, unread messages). */
export function setOverlayBadge(name: string, count: number): void {
  $overlayBadges.setKey(name, count);
}

/** Hides (or shows again) page `id` in the menus. */
export function setOverlayHidden(id: string, hidden: boolean): void {
  $overlayHidden.setKey(id, hidden);
}

/**
 * The platform's menu settings on a signed-in member's page (SPEC §2.4 side menu, §7.2 "Menu
 * settings call"): refer and earn shows to a member only while the referral promotion is on
 * (visitors and agents always see it, as prerendered). Loaded by src/lib/side-menu.ts only for a
 * signed-in member, so visitors' pages carry none of it. The right bar's links come from the same
 * call at build time (scripts/site-snapshot.ts).
 */
import { callApi } from './api-client.ts';

/**
 * Asks for the menu settings and hides the entries of `menu` marked `data-menu-referral` when the
 * referral promotion is off. A failed call changes nothing: the referral page itself says when the
 * promotion is off.
 */
export async function applyMemberMenuSettings(menu: HTMLElement): Promise<void> {
  const res = await callApi('menuSettings');
  if (!res.ok) return;
  for (const entry of menu.querySelectorAll<HTMLElement>('[data-menu-referral]')) entry.hidden = !res.value.referral;
}

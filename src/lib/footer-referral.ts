/**
 * The footer's "invite friends" card (SPEC §1 footer referral, §2.4 refer and earn): the page is
 * prerendered for visitors, whose button leads to registration; on a signed-in page it becomes
 * Refer and earn, opening the referral page for a member and the register center for an agent (as
 * the side menu's entry does). Reads the session values; safe to call once per page.
 */
import { readSessionValues } from './session/session-values.ts';

/** Swaps the footer's Register button for Refer and earn when the page is signed in. */
export function initFooterReferral(): void {
  const visitor = document.querySelector<HTMLElement>('[data-footer-visitor]');
  const member = document.querySelector<HTMLAnchorElement>('[data-footer-member]');
  const session = readSessionValues();
  if (!visitor || !member || !session) return;
  if (session.isAgent > 0 && member.dataset.agentHref) member.setAttribute('href', member.dataset.agentHref);
  visitor.hidden = true;
  member.hidden = false;
}

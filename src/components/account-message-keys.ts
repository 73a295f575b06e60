/**
 * Message keys of the account-security area (i18n/messages/account) that the header island and
 * its lazily loaded modal forms may show: gate warnings, waits, two-step verification, forgot and
 * change password, free play (issue 3 items 4, 6, 7, 8, 11). Server-only, read by SiteHeader.
 */
import type { MessageKey } from '../lib/i18n/island-messages.ts';

/** Keys passed to the header island in addition to its own. */
export const accountMessageKeys: MessageKey[] = [
  'account_trial_blocked_title', 'account_not_agent_title', 'account_rate_limited_seconds', 'account_rate_limited_minutes',
  'in_need_true_account', 'in_increase_submit',
];

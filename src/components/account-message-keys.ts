/**
 * Message keys of the account-security area (i18n/messages/account) that the header island and
 * its lazily loaded modal forms may show: gate warnings, waits, two-step verification, forgot and
 * change password, free play (SPEC §2.5, §5.3, §6, §8); plus the keys of other areas those
 * forms reuse (SMS button, phone field, pattern messages, spec keys). Server-only, read by
 * SiteHeader; tests/unit/account-messages.test.ts checks every account key is listed.
 */
import type { MessageKey } from '../lib/i18n/island-messages.ts';

/** Keys passed to the header island in addition to its own. */
export const accountMessageKeys: MessageKey[] = [
  'account_trial_blocked_title', 'account_not_agent_title', 'account_handoff_title', 'account_handoff_body',
  'account_handoff_stay', 'account_handoff_switch', 'account_handoff_expired', 'account_rate_limited_seconds',
  'account_rate_limited_minutes', 'account_two_factor_title', 'account_two_factor_intro',
  'account_two_factor_method', 'account_two_factor_sms', 'account_two_factor_email', 'account_two_factor_totp',
  'account_two_factor_bank', 'account_two_factor_sent', 'account_two_factor_code', 'account_two_factor_bank_name',
  'account_two_factor_verify', 'account_back_to_login', 'account_challenge_expired', 'account_bank_name_wrong',
  'account_method_unavailable', 'account_forgot_link', 'account_forgot_title', 'account_forgot_by_email',
  'account_forgot_by_phone', 'account_forgot_email_intro', 'account_forgot_email_next', 'account_email',
  'account_forgot_submit', 'account_new_password', 'account_reset_submit', 'account_reset_done',
  'account_change_password_title', 'account_change_password_intro', 'account_old_password',
  'account_confirm_new_password', 'account_change_password_submit', 'account_password_changed',
  'account_old_password_wrong', 'account_password_default', 'account_password_same', 'account_freeplay_closed',
  'account_trial_badge', 'error_password_change_required', 'in_need_true_account', 'in_increase_submit', 'in_been_out', 'auth_mobile_number',
  'auth_country_code', 'auth_sms_code', 'auth_sms_send', 'auth_sms_sending', 'auth_sms_resend_in',
  'auth_sms_retry_in', 'auth_warning_title', 'error_phone_invalid', 'error_sms_code_invalid',
  'error_sms_too_many', 'error_sms_send_failed', 'error_human_verification', 'error_human_check_unavailable', 'pattern_3',
  'pattern_6', 'pattern_length_exact', 'pattern_length_max',
];

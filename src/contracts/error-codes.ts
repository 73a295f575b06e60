/**
 * Error codes carried in the response envelope (SPEC §8). Each code is also a message key in
 * i18n/messages, so the browser shows a translated text by looking the code up; the platform's
 * `message` is only a fallback for codes the portal does not know.
 */
export const ERROR_CODES = [
  'error_not_logged_in',
  'error_credentials',
  'error_captcha_invalid',
  'error_validation',
  'error_username_taken',
  'error_password_mismatch',
  'error_not_found',
  'error_method_not_allowed',
  'error_encryption_required',
  'error_csrf',
  'error_rate_limited',
  'error_network',
  'error_upstream',
  'error_internal',
  'error_not_implemented',
  'error_account_locked',
  'member_no_enter',
  'error_not_agent',
  'in_need_true_account',
  // sign-up and sign-in (issue 3): SMS, human verification, registration
  'error_phone_invalid',
  'error_sms_code_invalid',
  'error_sms_code_expired',
  'error_sms_too_many',
  'error_sms_send_failed',
  'error_human_verification',
  'error_mobile_taken',
  'error_affiliate_invalid',
  // cashier (SPEC §2.7 depositv2; DOMAIN.md §3) and responsible gaming (DOMAIN.md §5)
  'error_deposit_amount',
  'error_deposit_channel',
  'error_deposit_closed',
  'error_payment_signature',
  'error_payment_amount',
  'error_rg_excluded',
  'error_rg_timeout',
  'error_rg_wager_limit',
  'error_rg_loss_limit',
  'error_rg_deposit_limit',
  'error_payment_password_not_set',
  'error_payment_password_wrong',
  'error_payment_password_locked',
  'error_bank_account_unknown',
  'error_withdrawal_amount',
  'error_turnover_remaining',
  'error_withdrawal_times',
  'error_bank_holder_mismatch',
  'error_bank_account_exists',
  'error_bank_account_limit',
  'error_withdrawal_received_amount',
  'error_withdrawal_not_paid',
  'error_withdrawal_not_rejectable',
  'error_rg_not_due',
] as const;

/** One of the portal's known error codes. */
export type ErrorCode = (typeof ERROR_CODES)[number];

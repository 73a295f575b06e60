/**
 * Message keys the auth islands show (login and registration forms, SMS button, pattern errors),
 * so the pages pass them as props (src/lib/i18n/island-messages.ts). One list here keeps the
 * header and the register page in step with the forms.
 */
import type { MessageKey } from '../../lib/i18n/island-messages.ts';

const PATTERN_KEYS = Array.from({ length: 24 }, (_, i) => `pattern_${i}`) as MessageKey[];

/** Keys of the SMS button, the phone field and the human check. */
export const SMS_MESSAGE_KEYS: MessageKey[] = [
  'auth_mobile_number',
  'auth_country_code',
  'auth_sms_code',
  'auth_sms_send',
  'auth_sms_sending',
  'auth_sms_resend_in',
  'auth_sms_retry_in',
  'auth_warning_title',
  'error_phone_invalid',
  'error_sms_code_invalid',
  'error_sms_too_many',
  'error_sms_send_failed',
  'error_human_verification',
  'error_human_check_unavailable',
  'error_mobile_taken',
  'error_rate_limited',
  'error_network',
  'error_upstream',
  'common_ok',
  'common_close',
];

/** Keys of the login form (beyond those the header already lists). */
export const LOGIN_MESSAGE_KEYS: MessageKey[] = [...SMS_MESSAGE_KEYS, 'auth_login_type', 'auth_login_by_username', 'auth_login_by_sms', 'auth_remember_me'];

/** Keys of the registration form. */
export const REGISTER_MESSAGE_KEYS: MessageKey[] = [
  ...SMS_MESSAGE_KEYS,
  ...PATTERN_KEYS,
  'pattern_length',
  'pattern_length_exact',
  'pattern_length_max',
  'required',
  'agreement_required',
  'auth_register_title',
  'auth_register_by_username',
  'auth_register_by_mobile',
  'auth_username',
  'auth_password',
  'auth_confirm_password',
  'auth_payee_name',
  'auth_payment_password',
  'auth_id_number',
  'auth_email',
  'auth_affiliate_code',
  'auth_referral_code',
  'auth_captcha',
  'auth_captcha_image',
  'auth_captcha_refresh',
  'auth_captcha_use_text',
  'auth_captcha_use_image',
  'auth_captcha_question',
  'auth_submit_register',
  'auth_submitting',
  'auth_reset',
  'auth_have_account',
  'auth_agree_terms',
  'auth_user_agreement',
  'auth_mobile_generated_title',
  'auth_mobile_generated_body',
  'auth_social_title',
  'auth_social_link',
  'header_login',
  'common_confirm',
  'common_loading',
  'error_validation',
  'error_username_taken',
  'error_password_mismatch',
  'error_affiliate_invalid',
  'error_captcha_invalid',
  'error_internal',
  'error_busy',
  'error_csrf',
  'error_encryption_required',
  'error_not_found',
];

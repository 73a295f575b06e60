/**
 * Change-password form (SPEC §2.5 change-password modal, §5.1 change password).
 * Opens by itself after a sign-in with the default, a temporary or an expired password. The old
 * password is asked only when the portal does not hold the one just used to sign in (SPEC §5.1
 * "required only when no password is stored"). After the change the login modal opens again.
 * Loaded lazily inside the auth modal.
 */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { changePasswordRequestSchema } from '../../../contracts/schemas/password.ts';
import { fieldErrors } from '../../../contracts/schemas/session.ts';
import { fieldErrorMessage } from '../../../contracts/validation/patterns.ts';
import { newPasswordError, PASSWORD_FLOW_RULES } from '../../../contracts/validation/password-rules.ts';
import { errorText } from '../../../lib/i18n/error-text.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { changeOwnPassword } from '../stores/password.ts';
import { $passwordChangeRequired, heldSignInPassword } from '../stores/session.ts';
import { TextField } from './TextField.tsx';

/** The change-password form. */
export default function ChangePasswordForm() {
  const t = useT();
  // The password of the sign-in that opened this form (memory only), when the portal still has it.
  const [held] = useState(heldSignInPassword);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Required by the sign-in (SPEC §4) or chosen by the member (security center): each has its own words.
  const forced = useStore($passwordChangeRequired) !== null;
  const rule = PASSWORD_FLOW_RULES.newPassword;
  const message = (key: string | undefined) => (key ? fieldErrorMessage(t, key, rule) : undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const oldPassword = held ?? data.oldPassword ?? '';
    const parsed = changePasswordRequestSchema.safeParse({
      oldPassword,
      newPassword: data.newPassword ?? '',
      confirmNewPassword: data.confirmNewPassword ?? '',
    });
    const local = parsed.success ? {} : fieldErrors(parsed.error.issues);
    const ruleError = newPasswordError(data.newPassword ?? '');
    if (ruleError && !local.newPassword) local.newPassword = ruleError;
    if (!held && !oldPassword) local.oldPassword = 'required';
    setErrors(local);
    setFormError(null);
    if (!parsed.success || Object.keys(local).length) return;
    setBusy(true);
    const res = await changeOwnPassword(parsed.data);
    setBusy(false);
    if (res.ok) return;
    const fields = res.details?.fields ?? {};
    setErrors(fields);
    // A refusal that names a field shows under it; the old password goes out of sight, so show it on top.
    if (!Object.keys(fields).length || (held && fields.oldPassword)) setFormError(errorText(t, res.code, res.details));
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <p className="form__intro">{t(forced ? 'account_change_password_intro' : 'account_change_password_intro_voluntary')}</p>
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      {!held && (
        <TextField
          id="change-old-password"
          name="oldPassword"
          type="password"
          label={t('account_old_password')}
          autoComplete="current-password"
          required
          error={message(errors.oldPassword)}
        />
      )}
      <TextField
        id="change-new-password"
        name="newPassword"
        type="password"
        label={t('account_new_password')}
        autoComplete="new-password"
        required
        error={message(errors.newPassword)}
      />
      <TextField
        id="change-confirm-password"
        name="confirmNewPassword"
        type="password"
        label={t('account_confirm_new_password')}
        autoComplete="new-password"
        required
        error={message(errors.confirmNewPassword)}
      />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('auth_submitting') : t('account_change_password_submit')}
      </button>
    </form>
  );
}

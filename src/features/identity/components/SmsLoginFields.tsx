/**
 * The mobile-number and SMS-code fields of the login form (SPEC §2.5 login type mobile), with the
 * country picker and the SMS button. Loaded only when a visitor switches to SMS login (a separate
 * chunk), so the login modal stays within its JavaScript budget.
 */
import { SMS_CODE_MAX_LENGTH } from '../../../contracts/validation/login-fields.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { PhoneField } from './PhoneField.tsx';
import { SmsCodeButton } from './SmsCodeButton.tsx';

/** Props: the chosen dialing code, the remembered number, field errors (message keys) and how to read the form. */
export interface SmsLoginFieldsProps {
  dialing: string;
  onDialingChange: (code: string) => void;
  defaultMobileNum?: string;
  errors: Record<string, string>;
  setFieldError: (field: string, code: string | null) => void;
  readMobileNum: () => string;
}

/** Number with picker, then the code with its SMS button. */
export default function SmsLoginFields({ dialing, onDialingChange, defaultMobileNum, errors, setFieldError, readMobileNum }: SmsLoginFieldsProps) {
  const t = useT();
  return (
    <>
      <PhoneField
        id="login-mobile"
        label={t('auth_mobile_number')}
        countryDialingCode={dialing}
        onCountryDialingCodeChange={onDialingChange}
        defaultValue={defaultMobileNum}
        required
        error={errors.mobileNum ? t(errors.mobileNum) : errors.countryDialingCode ? t(errors.countryDialingCode) : undefined}
      />
      <div className="field">
        <label htmlFor="login-sms-code">{t('auth_sms_code')}</label>
        <div className="code-field">
          <input
            id="login-sms-code"
            name="smsCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_MAX_LENGTH}
            required
            aria-invalid={errors.smsCode ? true : undefined}
            aria-describedby={errors.smsCode ? 'login-sms-code-error' : undefined}
          />
          <SmsCodeButton
            purpose="login"
            getTarget={() => ({ mobileNum: readMobileNum(), countryDialingCode: dialing })}
            onFieldError={setFieldError}
            onSent={() => document.getElementById('login-sms-code')?.focus()}
          />
        </div>
        {errors.smsCode && (
          <p id="login-sms-code-error" className="field__error" role="alert">
            {t(errors.smsCode)}
          </p>
        )}
      </div>
    </>
  );
}

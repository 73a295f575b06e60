/**
 * Mobile number field with its country dialing-code picker (SPEC §2.5 "mobile number with country
 * dialing-code picker"; the dropdown closes 200 ms after blur). The number input is uncontrolled
 * (form field `mobileNum`); the dialing code is controlled by the parent and also sent as the
 * hidden form field `countryDialingCode`. Country names come from Intl.DisplayNames in the page
 * language, so they need no messages.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, type InputHTMLAttributes } from 'react';
import { useT } from '../../../lib/i18n/translate.ts';
import { SelectMenu } from '../../../lib/ui/SelectMenu.tsx';
import { $countries, loadCountries } from '../stores/countries.ts';

/** Props: element `id` of the number input, the chosen dialing code, translated `error`. */
export interface PhoneFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  countryDialingCode: string;
  onCountryDialingCodeChange: (code: string) => void;
  error?: string;
  /** Shown under the field when there is no error (e.g. the SMS button). */
  children?: React.ReactNode;
}

function regionNames(): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([document.documentElement.lang || 'en'], { type: 'region' });
  } catch {
    return null;
  }
}

/** The number field with the picker in front of it. */
export function PhoneField({ id, label, countryDialingCode, onCountryDialingCodeChange, error, children, ...input }: PhoneFieldProps) {
  const t = useT();
  const countries = useStore($countries);
  useEffect(() => {
    void loadCountries();
  }, []);
  const options = useMemo(() => {
    const names = regionNames();
    return countries.map((c) => {
      const name = names?.of(c.countryCode) ?? c.countryCode;
      return {
        value: `${c.countryCode}:${c.countryDialingCode}`,
        label: `${name} +${c.countryDialingCode}`,
        content: (
          <>
            <span className="select-menu__name">{name}</span> <span className="select-menu__hint">+{c.countryDialingCode}</span>
          </>
        ),
      };
    });
  }, [countries]);
  const current = options.find((o) => o.value.endsWith(`:${countryDialingCode}`))?.value ?? `:${countryDialingCode}`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="phone-field">
        <SelectMenu
          label={t('auth_country_code')}
          value={current}
          options={options}
          onChange={(v) => onCountryDialingCodeChange(v.split(':')[1] ?? countryDialingCode)}
          buttonContent={`+${countryDialingCode}`}
          className="phone-field__country"
        />
        <input type="hidden" name="countryDialingCode" value={countryDialingCode} />
        <input
          id={id}
          name="mobileNum"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {children}
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

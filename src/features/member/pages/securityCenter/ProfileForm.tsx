/**
 * The profile fields of my account (SPEC §3 profile fields, §5.3 "Birthday: the user must confirm
 * being 21"): a form of the optional fields; the birthday is asked for, with its confirmation,
 * only until it is set, then shown read-only. The platform checks every rule again.
 */
import { useId, useState } from 'react';
import type { RouteValue } from '../../../../lib/api-client.ts';
import { errorText } from '../../../../lib/i18n/error-text.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import { updateProfile } from '../../stores/security.ts';

type Profile = RouteValue<'securityProfile'>;
type Fields = Profile['profile'];

const TEXT_FIELDS = [
  ['nationality', 'member_sc_nationality', 56],
  ['placeOfBirth', 'member_sc_place_of_birth', 100],
  ['permanentAddress', 'member_sc_permanent_address', 200],
  ['currentAddress', 'member_sc_current_address', 200],
  ['occupation', 'member_sc_occupation', 60],
  ['sourceOfIncome', 'member_sc_source_of_income', 60],
  ['telegram', 'member_sc_telegram', 33],
] as const;

/** The form; a save's answer becomes the page's profile (`$securityProfile`). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState<Fields>(profile.profile);
  const [confirm21, setConfirm21] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const birthdayLocked = profile.profile.birthday !== null;
  const set = (k: keyof Fields, v: string) => setValues((x) => ({ ...x, [k]: v }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    const body: Record<string, unknown> = {};
    for (const [k] of TEXT_FIELDS) body[k] = values[k] ?? null;
    if (body.telegram === '') body.telegram = null;
    if (!birthdayLocked && values.birthday) Object.assign(body, { birthday: values.birthday, confirmAge21: confirm21 });
    void updateProfile(body).then((r) => {
      setBusy(false);
      if (r.ok) {
        setMessage({ ok: true, text: t('member_sc_saved') });
      } else setMessage({ ok: false, text: errorText(t, r.code, r.details) });
    });
  };
  return (
    <form className="ov-form" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`} className="sc__heading">
        {t('member_sc_details')}
      </h4>
      <label htmlFor={`${id}-birthday`}>{t('member_sc_birthday')}</label>
      {birthdayLocked ? (
        <p id={`${id}-birthday`}>{profile.profile.birthday}</p>
      ) : (
        <>
          <input
            id={`${id}-birthday`}
            type="date"
            value={values.birthday ?? ''}
            max={new Date().toISOString().slice(0, 10)}
            aria-describedby={`${id}-once`}
            onChange={(e) => set('birthday', e.target.value)}
          />
          <span className="hint" id={`${id}-once`}>
            {t('member_sc_birthday_once')}
          </span>
          <label className="sc__check">
            <input type="checkbox" checked={confirm21} onChange={(e) => setConfirm21(e.target.checked)} />
            <span>{t('member_sc_confirm_21')}</span>
          </label>
        </>
      )}
      {TEXT_FIELDS.map(([k, key, max]) => (
        <div key={k} className="sc__field">
          <label htmlFor={`${id}-${k}`}>{t(key)}</label>
          <input
            id={`${id}-${k}`}
            value={values[k] ?? ''}
            maxLength={max}
            autoComplete={k === 'currentAddress' ? 'street-address' : 'off'}
            onChange={(e) => set(k, e.target.value)}
          />
        </div>
      ))}
      {message && (
        <p className={message.ok ? 'ov-success' : 'ov-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('member_sc_save')}
      </button>
    </form>
  );
}

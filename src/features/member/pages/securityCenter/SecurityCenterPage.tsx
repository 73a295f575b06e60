/**
 * securityCenter, my account (SPEC §2.7; the member center's default page): the profile (nickname
 * editable, registered name, masked e-mail and phone, each bound or changed by a code), the
 * profile fields of SPEC §3 (ProfileForm), security (payment password, login password through the
 * existing change-password form, authenticator set-up and removal), passkeys (PasskeysPanel), and the live sessions with
 * their device and "sign out of other sessions".
 */
import { useEffect, useId, useState } from 'react';
import { errorText } from '../../../../lib/i18n/error-text.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import { openOverlay, type OverlayPageProps } from '../../../../lib/overlay.ts';
import { openAuthModal } from '../../../../lib/session/session.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { $securityProfile, signOutOtherSessions, updateNickname } from '../../stores/security.ts';
import { AuthenticatorPanel } from './AuthenticatorPanel.tsx';
import { PasskeysPanel } from './PasskeysPanel.tsx';
import { ContactBinding } from './ContactBinding.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { PushSettings } from './PushSettings.tsx';

/** The page. */
export default function SecurityCenterPage({ locale }: OverlayPageProps) {
  const t = useT();
  const { value: profile, error } = useRemote($securityProfile);
  const [notice, setNotice] = useState<string | null>(null);
  const [nickname, setNickname] = useState('');
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<'email' | 'sms' | 'authenticator' | null>(null);
  const nicknameId = useId();
  const load = () => $securityProfile.invalidate();
  useEffect(() => {
    if (profile) setNickname(profile.nickname);
  }, [profile]);
  const when = (ms: number) => formatDateTime(ms, locale);
  return (
    <AsyncState loading={!profile && !error} error={error} onRetry={load}>
      {profile && (
        <>
          {notice && (
            <p className="ov-success" role="status">
              {notice}
            </p>
          )}
          <section className="ov-card">
            <h4>{t('member_sc_profile')}</h4>
            <dl className="sc__facts">
              <div>
                <dt>{t('member_sc_account')}</dt>
                <dd>{profile.account}</dd>
              </div>
              <div>
                <dt>{t('member_sc_name')}</dt>
                <dd>{profile.payeeName ?? t('member_sc_not_set')}</dd>
              </div>
              <div>
                <dt>{t('member_sc_email')}</dt>
                <dd>{profile.email ? <bdi dir="ltr">{profile.email}</bdi> : t('member_sc_not_set')}</dd>
                <dd>
                  <button type="button" className="link-button" aria-expanded={open === 'email'} onClick={() => setOpen(open === 'email' ? null : 'email')}>
                    {profile.email ? t('member_sc_change') : t('member_sc_set')}
                    <span className="visually-hidden"> {t('member_sc_email')}</span>
                  </button>
                </dd>
              </div>
              <div>
                <dt>{t('member_sc_mobile')}</dt>
                <dd>{profile.mobile ? <bdi dir="ltr">{profile.mobile}</bdi> : t('member_sc_not_set')}</dd>
                <dd>
                  <button type="button" className="link-button" aria-expanded={open === 'sms'} onClick={() => setOpen(open === 'sms' ? null : 'sms')}>
                    {profile.mobile ? t('member_sc_change') : t('member_sc_set')}
                    <span className="visually-hidden"> {t('member_sc_mobile')}</span>
                  </button>
                </dd>
              </div>
            </dl>
            {(open === 'email' || open === 'sms') && (
              <ContactBinding
                key={open}
                channel={open}
                bound={Boolean(open === 'email' ? profile.email : profile.mobile)}
                onCancel={() => setOpen(null)}
                onDone={() => {
                  setOpen(null);
                  setNotice(t('member_sc_saved'));
                  load();
                }}
              />
            )}
            <form
              className="ov-form"
              onSubmit={(e) => {
                e.preventDefault();
                setBusy(true);
                void updateNickname(nickname).then((r) => {
                  setBusy(false);
                  if (r.ok) setNotice(t('member_sc_saved'));
                  else setNotice(errorText(t, r.code));
                });
              }}
            >
              <label htmlFor={nicknameId}>{t('member_sc_nickname')}</label>
              <input id={nicknameId} value={nickname} minLength={2} maxLength={20} required onChange={(e) => setNickname(e.target.value)} />
              <button type="submit" className="button button--ghost" disabled={busy} aria-busy={busy}>
                {t('member_sc_save')}
              </button>
            </form>
          </section>
          <section className="ov-card">
            <ProfileForm profile={profile} />
          </section>
          <PushSettings locale={locale} />
          <section className="ov-card">
            <h4>{t('member_sc_security')}</h4>
            <ul className="sc__list">
              <li>
                <span>
                  {t('member_sc_payment_password')}: {profile.hasPaymentPassword ? t('member_sc_on') : t('member_sc_off')}
                </span>
                <button type="button" className="button button--ghost" onClick={() => openOverlay('paymentPassword')}>
                  {profile.hasPaymentPassword ? t('member_sc_change') : t('member_sc_set')}
                </button>
              </li>
              <li>
                <span>{t('member_sc_login_password')}</span>
                <button type="button" className="button button--ghost" onClick={() => openAuthModal('changePassword')}>
                  {t('member_sc_change')}
                </button>
              </li>
              <li>
                <span>
                  {t('member_sc_authenticator')}: {profile.hasAuthenticator ? t('member_sc_on') : t('member_sc_off')}
                </span>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-expanded={open === 'authenticator'}
                  onClick={() => setOpen(open === 'authenticator' ? null : 'authenticator')}
                >
                  {profile.hasAuthenticator ? t('member_sc_auth_remove') : t('member_sc_set')}
                </button>
              </li>
            </ul>
            {open === 'authenticator' && (
              <AuthenticatorPanel
                on={profile.hasAuthenticator}
                onCancel={() => setOpen(null)}
                onChanged={() => {
                  setOpen(null);
                  setNotice(t('member_sc_saved'));
                }}
              />
            )}
          </section>
          <PasskeysPanel locale={locale} onNotice={setNotice} />
          <section className="ov-card">
            <h4>{t('member_sc_sessions')}</h4>
            <ul className="sc__list">
              {profile.sessions.map((s, i) => (
                <li key={i}>
                  <span>
                    {/* Each part isolated: a Latin browser name, a date and an IP keep their own order in a right-to-left locale. */}
                    <bdi>{s.device ?? t('member_sc_unknown_device')}</bdi> · <bdi>{when(s.createdAt)}</bdi> · <bdi>{s.ip ?? '—'}</bdi>
                    {s.current ? ` · ${t('member_sc_this_device')}` : ''}
                  </span>
                </li>
              ))}
            </ul>
            {profile.sessions.length > 1 && (
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() => {
                  setBusy(true);
                  void signOutOtherSessions().then((r) => {
                    setBusy(false);
                    if (r.ok) {
                      setNotice(t('member_sc_signed_out_others', { count: r.value.ended }));
                      load();
                    } else setNotice(errorText(t, r.code));
                  });
                }}
              >
                {t('member_sc_sign_out_others')}
              </button>
            )}
          </section>
        </>
      )}
    </AsyncState>
  );
}

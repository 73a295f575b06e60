/**
 * referral, invite friends (SPEC §2.4 refer and earn, §2.7 referral): the member's invitation link
 * (the registration page with referralCode, SPEC §2.5) with a copy button and its QR code, the
 * friends who joined with it and what each earned the member, the terms (the reward per friend
 * whose paid deposits reach the minimum, paid by the platform's referral job) and the referral
 * rewards received. While the referral promotion is off, a notice instead.
 */
import { useId, useMemo, useState } from 'react';
import type { Locale } from '../../../../contracts/locales.ts';
import { siteConfig } from '../../../../contracts/site-config.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { localeHref } from '../../../../lib/i18n/locale-paths.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { qrSvg } from '../../../../lib/qr-svg.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { ReportTable } from '../../../../lib/ui/ReportTable.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { $referralInfo } from '../../stores/rewards.ts';
import '../../styles.ts';

/** The page. */
export default function ReferralPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const { value: v, error } = useRemote($referralInfo);
  const [copied, setCopied] = useState(false);
  const linkId = useId();
  const load = () => $referralInfo.invalidate();
  const link = useMemo(
    () => (v ? `${location.origin}${localeHref(locale as Locale, '/register')}?referralCode=${encodeURIComponent(v.code)}` : ''),
    [v, locale],
  );
  const money = (minor: number) => formatMoney(minor, locale, siteConfig.currency, currencyDecimals);
  const qr = useMemo(() => (link ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(link, 180, 12))}` : ''), [link]);
  return (
    <AsyncState loading={!v && !error} error={error} onRetry={load}>
      {v && !v.enabled && (
        <p className="overlay-empty" role="status">
          {t('rewards_referral_off')}
        </p>
      )}
      {v && v.enabled && (
        <>
          <div className="ov-card rw-referral">
            <p>{t('rewards_referral_intro')}</p>
            {v.reward > 0 && <p>{t('rewards_referral_terms', { reward: money(v.reward), min: money(v.minDeposit) })}</p>}
            <label htmlFor={linkId}>{t('rewards_referral_link')}</label>
            <div className="rw-referral__row">
              <input id={linkId} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
              <button
                type="button"
                className="button button--primary"
                onClick={() =>
                  void navigator.clipboard?.writeText(link).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
              >
                {t('rewards_referral_copy')}
              </button>
            </div>
            {copied && (
              <p className="ov-success" role="status">
                {t('rewards_referral_copied')}
              </p>
            )}
            <p>{t('rewards_referral_code', { code: v.code })}</p>
            <img className="rw-referral__qr" src={qr} width={180} height={180} alt={t('rewards_referral_qr')} />
            <p>
              <strong>{t('rewards_referral_earned', { amount: money(v.earned) })}</strong>
            </p>
          </div>
          <h3>{t('rewards_referral_friends')}</h3>
          <ReportTable
            label={t('rewards_referral_friends')}
            columns={[
              { key: 'player', header: t('rewards_player'), cell: (f) => f.account },
              { key: 'joined', header: t('rewards_referral_joined'), cell: (f) => formatDateTime(f.joinedAt, locale) },
              { key: 'status', header: t('rewards_status'), cell: (f) => (f.deposited ? t('rewards_referral_deposited') : t('rewards_referral_registered')) },
              { key: 'reward', header: t('rewards_referral_reward'), align: 'end', cell: (f) => money(f.earned) },
            ]}
            rows={v.friends}
            rowKey={(_f, i) => i}
            loading={false}
            error={null}
            emptyKey="rewards_referral_none"
          />
        </>
      )}
    </AsyncState>
  );
}

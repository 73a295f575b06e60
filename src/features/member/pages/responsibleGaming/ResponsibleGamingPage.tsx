/**
 * Responsible gaming (DOMAIN.md §5; SPEC §2.7 issue text item 5): deposit, loss and wager limits
 * (money) and session limits (minutes of play) per day, week or month (lower at once; higher only
 * after 24 hours and a confirmation), a time-out and a self-exclusion behind a confirmation.
 * Reached from the footer, the deposit page and the menu.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { PLAY_SPAN_MS } from '../../../../contracts/responsible-gaming-rules.ts';
import { siteConfig } from '../../../../contracts/site-config.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { errorText } from '../../../../lib/i18n/error-text.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { ConfirmDialog } from '../../../../lib/ui/Dialog.tsx';
import { failureCode } from '../../../../lib/ui/use-remote.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { $rg, confirmLimit, loadResponsibleGaming, saveLimit, saveRealityCheck, startExclusion } from '../../stores/responsible-gaming.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';

const KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
const PERIODS = ['day', 'week', 'month'] as const;
const TIMEOUTS = ['24h', '7d', '30d', '6w'] as const;
const EXCLUSIONS = ['6m', '1y', '5y', 'indefinite'] as const;

/** The page. */
export default function ResponsibleGamingPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const rg = useStore($rg);
  const money = (v: number) => formatMoney(v, locale, siteConfig.currency, currencyDecimals);
  // A session limit is minutes of play; the others are money.
  const amountText = (kind: string, v: number) => (kind === 'session' ? t('member_rc_minutes', { minutes: v }) : money(v));
  const when = (ms: number) => formatDateTime(ms, locale);
  const ids = { kind: useId(), period: useId(), amount: useId(), hint: useId(), timeout: useId(), exclusion: useId(), reality: useId() };
  const [form, setForm] = useState<{ kind: string; period: string; amount: string }>({ kind: 'deposit', period: 'day', amount: '' });
  const [timeout, setTimeoutChoice] = useState<string>('24h');
  const [exclusion, setExclusion] = useState<string>('6m');
  const [confirming, setConfirming] = useState<null | { kind: 'timeout' | 'exclusion'; duration: string }>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void loadResponsibleGaming();
  }, []);
  const v = rg.value;
  const ex = v?.exclusion;
  return (
    <AsyncState loading={rg.loading && !v} error={rg.error} onRetry={() => void loadResponsibleGaming()}>
      {v && (
        <>
          <p>{t('member_rg_intro')}</p>
          {ex && (
            <p className="ov-card" role="status">
              {ex.kind === 'timeout'
                ? t('member_rg_active_timeout', { time: when(ex.until ?? 0) })
                : ex.until === null
                  ? t('member_rg_active_indefinite')
                  : t('member_rg_active_exclusion', { time: when(ex.until) })}
            </p>
          )}
          {error && (
            <p className="ov-error" role="alert">
              {errorText(t, error)}
            </p>
          )}
          <section className="ov-card">
            <h4>{t('member_rg_limits')}</h4>
            {v.limits.length === 0 ? (
              <p>{t('member_rg_none')}</p>
            ) : (
              <ul className="rg__limits">
                {v.limits.map((l) => (
                  <li key={`${l.kind}-${l.period}`}>
                    <span>
                      {t('member_rg_current', {
                        kind: t(`member_rg_kind_${l.kind}`),
                        period: t(`member_rg_period_${l.period}`),
                        amount: amountText(l.kind, l.amount),
                      })}
                    </span>
                    {l.pendingAmount !== null && l.pendingFrom !== null && (
                      <span className="hint">
                        {' '}
                        {l.pendingAmount === 0
                          ? t('member_rg_pending_remove', { time: when(l.pendingFrom) })
                          : t('member_rg_pending', { amount: amountText(l.kind, l.pendingAmount), time: when(l.pendingFrom) })}
                      </span>
                    )}
                    {l.pendingFrom !== null && l.pendingFrom <= Date.now() && (
                      <button
                        type="button"
                        className="button button--ghost"
                        disabled={rg.busy}
                        onClick={() => void confirmLimit(l.kind, l.period).then((r) => setError(failureCode(r)))}
                      >
                        {t('member_rg_confirm')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="link-button"
                      disabled={rg.busy}
                      onClick={() => void saveLimit(l.kind, l.period, null).then((r) => setError(failureCode(r)))}
                    >
                      {t('member_rg_remove')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <form
              className="ov-form"
              onSubmit={(e) => {
                e.preventDefault();
                void saveLimit(form.kind, form.period, Number(form.amount || 0)).then((r) => {
                  setError(failureCode(r));
                  if (r.ok) setForm({ ...form, amount: '' });
                });
              }}
            >
              <label htmlFor={ids.kind}>{t('member_rg_kind')}</label>
              <select id={ids.kind} value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value })}>
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`member_rg_kind_${k}`)}
                  </option>
                ))}
              </select>
              <label htmlFor={ids.period}>{t('member_rg_period')}</label>
              <select id={ids.period} value={form.period} onChange={(e) => setForm({ ...form, period: e.target.value })}>
                {PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`member_rg_period_${p}`)}
                  </option>
                ))}
              </select>
              <label htmlFor={ids.amount}>{form.kind === 'session' ? t('member_rg_minutes') : t('member_rg_amount')}</label>
              <input
                id={ids.amount}
                inputMode="numeric"
                required
                value={form.amount}
                aria-describedby={form.kind === 'session' ? ids.hint : undefined}
                onChange={(e) => setForm({ ...form, amount: e.target.value.replace(/\D/g, '') })}
              />
              {form.kind === 'session' && (
                <p id={ids.hint} className="hint">
                  {t('member_rg_session_hint', { minutes: PLAY_SPAN_MS / 60_000 })}
                </p>
              )}
              <button type="submit" className="button button--primary" disabled={rg.busy} aria-busy={rg.busy}>
                {t('member_rg_save')}
              </button>
            </form>
          </section>
          <section className="ov-card">
            <h4>{t('member_rc_title')}</h4>
            <div className="ov-form">
              <label htmlFor={ids.reality}>{t('member_rc_every')}</label>
              <select
                id={ids.reality}
                value={v.realityCheckMinutes}
                disabled={rg.busy}
                onChange={(e) => void saveRealityCheck(Number(e.target.value)).then((r) => setError(failureCode(r)))}
              >
                {[0, 15, 30, 60].map((m) => (
                  <option key={m} value={m}>
                    {m === 0 ? t('member_rc_off') : t('member_rc_minutes', { minutes: m })}
                  </option>
                ))}
              </select>
            </div>
          </section>
          <section className="ov-card">
            <h4>{t('member_rg_timeout')}</h4>
            <div className="ov-form">
              <label htmlFor={ids.timeout}>{t('member_rg_duration')}</label>
              <select id={ids.timeout} value={timeout} onChange={(e) => setTimeoutChoice(e.target.value)}>
                {TIMEOUTS.map((d) => (
                  <option key={d} value={d}>
                    {t(`member_rg_d_${d}`)}
                  </option>
                ))}
              </select>
              <button type="button" className="button button--ghost" disabled={rg.busy} onClick={() => setConfirming({ kind: 'timeout', duration: timeout })}>
                {t('member_rg_start_timeout')}
              </button>
            </div>
          </section>
          <section className="ov-card">
            <h4>{t('member_rg_exclusion')}</h4>
            <div className="ov-form">
              <label htmlFor={ids.exclusion}>{t('member_rg_duration')}</label>
              <select id={ids.exclusion} value={exclusion} onChange={(e) => setExclusion(e.target.value)}>
                {EXCLUSIONS.map((d) => (
                  <option key={d} value={d}>
                    {t(`member_rg_d_${d}`)}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="button button--ghost"
                disabled={rg.busy}
                onClick={() => setConfirming({ kind: 'exclusion', duration: exclusion })}
              >
                {t('member_rg_start_exclusion')}
              </button>
            </div>
          </section>
          <ConfirmDialog
            open={confirming !== null}
            title={confirming?.kind === 'exclusion' ? t('member_rg_exclusion') : t('member_rg_timeout')}
            message={t('member_rg_confirm_exclusion')}
            confirmLabel={t('common_confirm')}
            cancelLabel={t('common_cancel')}
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              const c = confirming!;
              setConfirming(null);
              void startExclusion(c.kind, c.duration).then((r) => setError(failureCode(r)));
            }}
          />
        </>
      )}
    </AsyncState>
  );
}

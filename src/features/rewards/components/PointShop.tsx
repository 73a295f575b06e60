/**
 * The points shop (SPEC §2.7 points shop with redeem history and points rules, §3 points item,
 * §4 redeem statuses; DOMAIN.md §3), shared by the pointShop overlay page and the /pointMall
 * island: tabs for the items (redeem behind the payment password), converting points to balance
 * (multiples of the step, within the daily cap), the redeem history, the points movements
 * (ODSFE2_MemTransDet) and the rules. Money in minor units; points are whole numbers.
 */
import { useId, useState } from 'react';
import { siteConfig } from '../../../contracts/site-config.ts';
import type { RouteValue } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { errorText } from '../../../lib/i18n/error-text.ts';
import { useLocale, useT } from '../../../lib/i18n/translate.ts';
import { openOverlay } from '../../../lib/overlay.ts';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import { AsyncState } from '../../../lib/ui/overlay/AsyncState.tsx';
import { ReportTable } from '../../../lib/ui/ReportTable.tsx';
import { useRemote } from '../../../lib/ui/use-remote.ts';
import { $pointBalance, $pointConfig, $pointMovements, $pointReward, $redeemPointList, convertPoints, redeemItem } from '../stores/rewards.ts';
import { tablistKey } from '../../../lib/ui/tabs.ts';
import '../styles.ts';
import { ActionOutcome } from '../../../lib/ui/ActionOutcome.tsx';

const TABS = ['shop', 'convert', 'history', 'details', 'rules'] as const;
type Tab = (typeof TABS)[number];
type Item = RouteValue<'pointReward'>['items'][number];

/** Props: page locale and the currency's decimals. */
export interface PointShopProps {
  locale: string;
  currencyDecimals: number;
}

/** The shop with its five tabs. */
export function PointShop({ locale, currencyDecimals }: PointShopProps) {
  const t = useT();
  const [tab, setTab] = useState<Tab>('shop');
  const base = useId();
  const num = (n: number) => new Intl.NumberFormat(locale).format(n);
  const money = (n: number) => formatMoney(n, locale, siteConfig.currency, currencyDecimals);
  return (
    <>
      <div role="tablist" className="ov-chips" aria-label={t('rewards_pointBalanceshop')} onKeyDown={tablistKey}>
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`${base}-${k}`}
            aria-controls={`${base}-${k}-panel`}
            aria-selected={tab === k}
            tabIndex={tab === k ? 0 : -1}
            className="ov-chip"
            onClick={() => setTab(k)}
          >
            {t(`rewards_tab_${k}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-${tab}-panel`} aria-labelledby={`${base}-${tab}`} className="rw-panel">
        {tab === 'shop' && <ShopTab num={num} money={money} />}
        {tab === 'convert' && <ConvertTab num={num} money={money} />}
        {tab === 'history' && <HistoryTab num={num} />}
        {tab === 'details' && <DetailsTab num={num} />}
        {tab === 'rules' && <RulesTab num={num} money={money} />}
      </div>
    </>
  );
}

type Fmt = { num: (n: number) => string; money?: (n: number) => string };

function PasswordField({ id }: { id: string }) {
  const t = useT();
  return (
    <>
      <label htmlFor={id}>{t('rewards_payment_password')}</label>
      <input id={id} name="paymentPassword" type="password" inputMode="numeric" autoComplete="off" required pattern="\d{6}" maxLength={6} />
      <button type="button" className="link-button" onClick={() => openOverlay('paymentPassword')}>
        {t('rewards_set_payment_password')}
      </button>
    </>
  );
}

function ShopTab({ num, money }: Fmt) {
  const t = useT();
  const { value: data, error } = useRemote($pointReward);
  const [chosen, setChosen] = useState<Item | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const pwId = useId();
  const load = () => $pointReward.invalidate();
  return (
    <AsyncState loading={!data && !error} error={error} empty={data?.items.length === 0} onRetry={load}>
      {data && (
        <>
          <p className="ov-totals">
            <strong>{t('rewards_pointBalancebalance', { points: num(data.points) })}</strong>
          </p>
          {outcome?.ok && (
            <p className="ov-success" role="status">
              {outcome.text}
            </p>
          )}
          <ul className="ov-grid rw-items">
            {data.items.map((i) => {
              const soldOut = i.quantity <= 0;
              const closed = i.status !== 'active';
              return (
                <li key={i.id} className="ov-card rw-item">
                  {i.image && <img src={i.image} alt="" width={96} height={96} loading="lazy" />}
                  <h3>{t(i.nameKey)}</h3>
                  <p>
                    <strong>{t('rewards_item_points', { points: num(i.pointsRequired) })}</strong>
                  </p>
                  {i.amountRequired > 0 && money && <p>{t('rewards_item_amount_req', { amount: money(i.amountRequired) })}</p>}
                  <p>{closed ? t('rewards_item_closed') : soldOut ? t('rewards_item_sold_out') : t('rewards_item_left', { count: num(i.quantity) })}</p>
                  {i.remarkKey && <p className="hint">{t(i.remarkKey)}</p>}
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={soldOut || closed}
                    aria-label={t('rewards_redeem_item', { item: t(i.nameKey) })}
                    onClick={() => {
                      setOutcome(null);
                      setChosen(i);
                    }}
                  >
                    {t('rewards_redeem')}
                  </button>
                </li>
              );
            })}
          </ul>
          <Dialog
            open={chosen !== null}
            title={chosen ? t('rewards_redeem_item', { item: t(chosen.nameKey) }) : ''}
            closeLabel={t('common_close')}
            onClose={() => setChosen(null)}
            size="small"
          >
            {chosen && (
              <form
                className="ov-form"
                onSubmit={(e) => {
                  e.preventDefault();
                  const f = new FormData(e.currentTarget);
                  setBusy(true);
                  void redeemItem(chosen.id, String(f.get('paymentPassword'))).then((r) => {
                    setBusy(false);
                    if (!r.ok) return setOutcome({ ok: false, text: errorText(t, r.code) });
                    setOutcome({ ok: true, text: t('rewards_redeem_done') });
                    setChosen(null);
                  });
                }}
              >
                <p>{t('rewards_item_points', { points: num(chosen.pointsRequired) })}</p>
                <PasswordField id={pwId} />
                {outcome && !outcome.ok && (
                  <p className="ov-error" role="alert">
                    {outcome.text}
                  </p>
                )}
                <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
                  {t('rewards_confirm')}
                </button>
              </form>
            )}
          </Dialog>
        </>
      )}
    </AsyncState>
  );
}

function ConvertTab({ num, money }: Fmt) {
  const t = useT();
  const configRead = useRemote($pointConfig);
  const balanceRead = useRemote($pointBalance);
  const config = configRead.value;
  const balance = balanceRead.value ? balanceRead.value.points : null;
  const error = configRead.error ?? balanceRead.error;
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [points, setPoints] = useState('');
  const ids = { points: useId(), pw: useId() };
  const load = () => {
    $pointConfig.invalidate();
    $pointBalance.invalidate();
  };
  return (
    <AsyncState loading={(!config || balance === null) && !error} error={error} onRetry={load}>
      {config && balance !== null && money && (
        <form
          className="ov-form"
          onSubmit={(e) => {
            e.preventDefault();
            const el = e.currentTarget;
            const f = new FormData(el);
            setBusy(true);
            void convertPoints(Number(points || 0), String(f.get('paymentPassword'))).then((r) => {
              setBusy(false);
              if (!r.ok) return setOutcome({ ok: false, text: r.code === 'error_validation' ? t('error_pointBalanceconvert_multiple') : errorText(t, r.code) });
              setOutcome({ ok: true, text: t('rewards_convert_done', { points: num(r.value.points), amount: money(r.value.amount) }) });
              setPoints('');
              el.reset();
            });
          }}
        >
          <p className="ov-totals">
            <strong>{t('rewards_pointBalancebalance', { points: num(balance) })}</strong>
          </p>
          <p>
            {t('rewards_convert_intro', {
              points: num(config.convertPoints),
              amount: money(config.convertAmount),
              cap: num(config.dailyCapPoints),
              used: num(config.usedToday),
            })}
          </p>
          <label htmlFor={ids.points}>{t('rewards_convert_points')}</label>
          <input id={ids.points} inputMode="numeric" required value={points} onChange={(e) => setPoints(e.target.value.replace(/\D/g, ''))} />
          <PasswordField id={ids.pw} />
          <ActionOutcome outcome={outcome} />
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {t('rewards_convert_submit')}
          </button>
        </form>
      )}
    </AsyncState>
  );
}

function HistoryTab({ num }: Fmt) {
  const t = useT();
  const locale = useLocale();
  const { value: rows, error } = useRemote($redeemPointList);
  const load = () => $redeemPointList.invalidate();
  return (
    <ReportTable
      label={t('rewards_tab_history')}
      columns={[
        { key: 'date', header: t('rewards_date'), cell: (r) => formatDateTime(r.createdAt, locale) },
        { key: 'item', header: t('rewards_item'), cell: (r) => t(r.nameKey) },
        { key: 'points', header: t('rewards_points'), align: 'end', cell: (r) => num(r.points) },
        { key: 'status', header: t('rewards_status'), cell: (r) => <span className="ov-status">{t(`rewards_status_${r.status}`)}</span> },
      ]}
      rows={rows ?? undefined}
      rowKey={(r) => r.id}
      loading={!rows && !error}
      error={error}
      onRetry={load}
      emptyKey="rewards_no_redeem"
    />
  );
}

function DetailsTab({ num }: Fmt) {
  const t = useT();
  const locale = useLocale();
  const { value: rows, error } = useRemote($pointMovements);
  const load = () => $pointMovements.invalidate();
  return (
    <ReportTable
      label={t('rewards_tab_details')}
      columns={[
        { key: 'date', header: t('rewards_date'), cell: (r) => formatDateTime(r.createdAt, locale) },
        { key: 'kind', header: t('rewards_kind'), cell: (r) => t(`rewards_source_${r.source}`) },
        { key: 'points', header: t('rewards_points'), align: 'end', cell: (r) => (r.points > 0 ? `+${num(r.points)}` : num(r.points)) },
      ]}
      rows={rows ?? undefined}
      rowKey={(r) => r.id}
      loading={!rows && !error}
      error={error}
      onRetry={load}
      emptyKey="rewards_no_points"
    />
  );
}

function RulesTab({ num, money }: Fmt) {
  const t = useT();
  const { value: config, error } = useRemote($pointConfig);
  const load = () => $pointConfig.invalidate();
  return (
    <AsyncState loading={!config && !error} error={error} onRetry={load}>
      {config && money && (
        <>
          <p>{t('rewards_rules_earn')}</p>
          <ul>
            {config.rates
              .filter((r) => r.pointsPer10k > 0)
              .map((r) => (
                <li key={r.category}>
                  {t(`category_${r.category}`)}: {t('rewards_rules_rate', { points: num(r.pointsPer10k), amount: money(10_000) })}
                </li>
              ))}
          </ul>
          <p>
            {t('rewards_convert_intro', {
              points: num(config.convertPoints),
              amount: money(config.convertAmount),
              cap: num(config.dailyCapPoints),
              used: num(config.usedToday),
            })}
          </p>
          <p>{t('rewards_rules_password')}</p>
        </>
      )}
    </AsyncState>
  );
}

/**
 * agentContracts, contracts and contract requests (SPEC §2.8 interface text: dividend, daily
 * salary, hourly salary and real-time salary contracts, termination, contract requests; SPEC §4
 * contract states; §7.2 contract calls). Per type: the caller's own contracts (accept or reject an
 * offer, request termination, confirm or decline the other side's request) and the contracts it
 * offered, with a form to offer tiers to a direct agent downline. Rates are typed as percentages
 * and sent as basis points; thresholds in minor units. After each action the consolidated flags
 * refresh the menu (SPEC §3).
 */
import { useId, useState } from 'react';
import type { RouteValue } from '../../../../lib/api-client.ts';
import { errorText } from '../../../../lib/i18n/error-text.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { ActionOutcome, type Outcome } from '../../../../lib/ui/ActionOutcome.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { formatRate, useMoney } from '../../components/common.tsx';
import { CONTRACT_TYPES, emptyTier, OfferFields, tierBody, type ContractType, type TierInput } from '../../components/OfferFields.tsx';
import { actOnContract, agentRead } from '../../stores/agent.ts';

type List = RouteValue<'dailySalaryContract'>;
type View = List['own'][number];
const ROUTE = { dividend: 'dividendContract', daily: 'dailySalaryContract', hourly: 'hourSalaryContract', realtime: 'realTimeSalaryContract' } as const;

/** The page. */
export default function ContractsPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const money = useMoney(locale, currencyDecimals);
  const [type, setType] = useState<ContractType>('daily');
  const list = useRemote(agentRead(ROUTE[type], { action: 'list' }));
  const reload = list.reload;
  // Where the last action came from (the offer form, or a contract's id), so its outcome shows there.
  const [outcome, setOutcome] = useState<(Outcome & { at: 'offer' | number }) | null>(null);
  const outcomeAt = (at: 'offer' | number) => (outcome?.at === at ? outcome : null);
  const [busy, setBusy] = useState(false);
  const [tiers, setTiers] = useState<TierInput[]>([emptyTier()]);
  const [downline, setDownline] = useState('');
  const [period, setPeriod] = useState('monthly');
  const ids = { downline: useId() };
  const value = list.value;

  const act = (body: Record<string, unknown>) => {
    const at = body.action === 'offer' ? 'offer' : (body.contractId as number);
    setBusy(true);
    void actOnContract(ROUTE[type], body).then((r) => {
      setBusy(false);
      if (!r.ok) return setOutcome({ ok: false, text: errorText(t, r.code), at });
      setOutcome({ ok: true, text: t(body.action === 'offer' ? 'agent_offer_sent' : 'agent_done'), at });
      if (body.action === 'offer') setTiers([emptyTier()]);
    });
  };

  const tierText = (c: View) =>
    c.tiers
      .map((x) =>
        type === 'realtime'
          ? `${t('agent_single_bet')} ${money(x.singleBet)} · ${t('agent_profit_rate')} ${formatRate(x.profitRate, locale)} · ${t('agent_loss_rate')} ${formatRate(x.lossRate, locale)}`
          : `${t('agent_valid_bet')} ≥ ${money(x.validBet)} · ${t('agent_active_members')} ≥ ${x.activeMembers}${type === 'dividend' ? ` · ${t('agent_tier_loss')} ≥ ${money(x.loss)}` : ''} → ${formatRate(x.rate, locale)}`,
      )
      .join('; ');

  const card = (c: View) => {
    const mySide = c.mine ? 'downline' : 'upline';
    return (
      <li key={c.id} className="ov-card">
        <p>
          <strong>{c.mine ? `${t('agent_upline')}: ${c.upline ?? t('agent_from_house')}` : `${t('agent_downline')}: ${c.downline}`}</strong>{' '}
          <span className="ov-status">{t(`agent_cstatus_${c.status}`)}</span>
        </p>
        <p>{tierText(c)}</p>
        {c.period && (
          <p>
            {t('agent_dividend_period')}: {t(`agent_period_${c.period}`)}
          </p>
        )}
        {c.endReason && <p>{t(`agent_end_${c.endReason}`)}</p>}
        {c.terminateRequestedBy && <p role="status">{t(c.terminateRequestedBy === mySide ? 'agent_terminate_waiting' : 'agent_terminate_asked')}</p>}
        <ActionOutcome outcome={outcomeAt(c.id)} />
        <div className="ov-toolbar">
          {c.mine && c.status === 'pending' && (
            <>
              <button type="button" className="button button--primary" disabled={busy} onClick={() => act({ action: 'accept', contractId: c.id })}>
                {t('agent_accept')}
              </button>
              <button type="button" className="button" disabled={busy} onClick={() => act({ action: 'reject', contractId: c.id })}>
                {t('agent_reject')}
              </button>
            </>
          )}
          {c.status === 'active' && c.upline !== null && !c.terminateRequestedBy && (
            <button type="button" className="button" disabled={busy} onClick={() => act({ action: 'terminate', contractId: c.id })}>
              {t('agent_terminate')}
            </button>
          )}
          {c.status === 'active' && c.terminateRequestedBy && c.terminateRequestedBy !== mySide && (
            <>
              <button type="button" className="button button--primary" disabled={busy} onClick={() => act({ action: 'confirmTerminate', contractId: c.id })}>
                {t('agent_confirm_terminate')}
              </button>
              <button type="button" className="button" disabled={busy} onClick={() => act({ action: 'declineTerminate', contractId: c.id })}>
                {t('agent_decline_terminate')}
              </button>
            </>
          )}
        </div>
      </li>
    );
  };

  return (
    <>
      <div className="ov-chips" role="group" aria-label={t('agent_contract_type')}>
        {CONTRACT_TYPES.map((x) => (
          <button
            key={x}
            type="button"
            className="ov-chip"
            aria-pressed={type === x}
            onClick={() => {
              setType(x);
              setOutcome(null);
              setTiers([emptyTier()]);
            }}
          >
            {t(`agent_contract_${x}`)}
          </button>
        ))}
      </div>
      <AsyncState loading={list.loading && !value} error={list.error} onRetry={reload}>
        {value && (
          <>
            <h3>{t('agent_my_contracts')}</h3>
            {value.own.length ? <ul className="rg__limits">{value.own.map(card)}</ul> : <p>{t('agent_no_contracts')}</p>}
            <h3>{t('agent_offered_contracts')}</h3>
            {value.offered.length ? <ul className="rg__limits">{value.offered.map(card)}</ul> : <p>{t('agent_no_contracts')}</p>}
            <section className="ov-card">
              <h3>{t('agent_offer_title')}</h3>
              {value.directDownlines.length === 0 ? (
                <p>{t('agent_no_direct_agents')}</p>
              ) : (
                <form
                  className="ov-form"
                  onSubmit={(e) => {
                    e.preventDefault();
                    act({
                      action: 'offer',
                      downline: downline || value.directDownlines[0],
                      tiers: tierBody(type, tiers),
                      ...(type === 'dividend' ? { period } : {}),
                    });
                  }}
                >
                  <label htmlFor={ids.downline}>{t('agent_downline')}</label>
                  <select id={ids.downline} value={downline || value.directDownlines[0]} onChange={(e) => setDownline(e.target.value)}>
                    {value.directDownlines.map((a) => (
                      <option key={a} value={a}>
                        {a}
                      </option>
                    ))}
                  </select>
                  <OfferFields type={type} tiers={tiers} onTiers={setTiers} period={period} onPeriod={setPeriod} />
                  <ActionOutcome outcome={outcomeAt('offer')} />
                  <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
                    {t('agent_offer_submit')}
                  </button>
                </form>
              )}
            </section>
          </>
        )}
      </AsyncState>
    </>
  );
}

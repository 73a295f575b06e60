/**
 * The fields of a contract offer (SPEC §2.8 contract pages, §7.2 contract calls), shared by the
 * contracts page and the register center: the dividend period and one fieldset per tier, with
 * buttons to add or remove a tier. Rates are typed as percentages and sent as basis points;
 * thresholds as whole minor units; the platform checks every rule again.
 */
import { useId } from 'react';
import { useT } from '../../../lib/i18n/translate.ts';

/** The four contract types, in the order the pages offer them. */
export type ContractType = 'dividend' | 'daily' | 'hourly' | 'realtime';
/** Contract types in display order. */
export const CONTRACT_TYPES: ContractType[] = ['daily', 'hourly', 'dividend', 'realtime'];
/** One tier row as typed: thresholds as digits, rates as percentages. */
export interface TierInput {
  validBet: string;
  activeMembers: string;
  loss: string;
  rate: string;
  singleBet: string;
  profitRate: string;
  lossRate: string;
}
/** A blank tier row. */
export const emptyTier = (): TierInput => ({ validBet: '', activeMembers: '0', loss: '', rate: '', singleBet: '', profitRate: '', lossRate: '' });
const bp = (pct: string) => Math.round(Number(pct.replace(',', '.') || 0) * 100);
const int = (v: string) => Number(v || 0);

/** The typed rows as the contract call's tiers (basis points, minor units). */
export function tierBody(type: ContractType, tiers: readonly TierInput[]) {
  return tiers.map((x) =>
    type === 'realtime'
      ? { singleBet: int(x.singleBet), profitRate: bp(x.profitRate), lossRate: bp(x.lossRate) }
      : { validBet: int(x.validBet), activeMembers: int(x.activeMembers), loss: int(x.loss), rate: bp(x.rate) },
  );
}

function TierFields({ type, tier, n, onChange }: { type: ContractType; tier: TierInput; n: number; onChange: (t: TierInput) => void }) {
  const t = useT();
  const base = useId();
  const field = (name: keyof TierInput, label: string, decimal = false) => (
    <label htmlFor={`${base}-${name}`}>
      {label}
      <input
        id={`${base}-${name}`}
        inputMode={decimal ? 'decimal' : 'numeric'}
        required
        value={tier[name]}
        onChange={(e) => onChange({ ...tier, [name]: e.target.value.replace(decimal ? /[^\d.,]/g : /\D/g, '') })}
      />
    </label>
  );
  return (
    <fieldset className="ov-toolbar">
      <legend>{t('agent_tier', { n })}</legend>
      {type === 'realtime' ? (
        <>
          {field('singleBet', t('agent_single_bet'))}
          {field('profitRate', t('agent_profit_rate'), true)}
          {field('lossRate', t('agent_loss_rate'), true)}
        </>
      ) : (
        <>
          {field('validBet', t('agent_valid_bet'))}
          {field('activeMembers', t('agent_active_members'))}
          {type === 'dividend' && field('loss', t('agent_tier_loss'))}
          {field('rate', t('agent_rate'), true)}
        </>
      )}
    </fieldset>
  );
}

/** The period (dividend only) and tier fieldsets of an offer of `type`, controlled by the caller. */
export function OfferFields({
  type,
  tiers,
  onTiers,
  period,
  onPeriod,
}: {
  type: ContractType;
  tiers: TierInput[];
  onTiers: (t: TierInput[]) => void;
  period: string;
  onPeriod: (p: string) => void;
}) {
  const t = useT();
  const periodId = useId();
  return (
    <>
      {type === 'dividend' && (
        <>
          <label htmlFor={periodId}>{t('agent_dividend_period')}</label>
          <select id={periodId} value={period} onChange={(e) => onPeriod(e.target.value)}>
            {['daily', 'weekly', 'semimonthly', 'monthly'].map((p) => (
              <option key={p} value={p}>
                {t(`agent_period_${p}`)}
              </option>
            ))}
          </select>
        </>
      )}
      {tiers.map((x, i) => (
        <TierFields key={i} type={type} tier={x} n={i + 1} onChange={(nt) => onTiers(tiers.map((y, j) => (j === i ? nt : y)))} />
      ))}
      {type !== 'realtime' && (
        <div className="ov-toolbar">
          <button type="button" className="button" disabled={tiers.length >= 10} onClick={() => onTiers([...tiers, emptyTier()])}>
            {t('agent_add_tier')}
          </button>
          <button type="button" className="button" disabled={tiers.length <= 1} onClick={() => onTiers(tiers.slice(0, -1))}>
            {t('agent_remove_tier')}
          </button>
        </div>
      )}
    </>
  );
}

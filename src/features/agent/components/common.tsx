/**
 * Shared pieces of the agent center pages (SPEC §2.8): the date-preset chips, money and rate
 * formatting, ledger-kind and status names. Money is integer minor units; rates basis points.
 */
import { useStore } from '@nanostores/react';
import { siteConfig } from '../../../contracts/site-config.ts';
import { presetRange } from '../../../lib/date-presets.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { $agentPreset, AGENT_PRESETS } from '../stores/agent.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

/** The preset chips as a labelled group, bound to the shared preset. */
export function RangeChips() {
  const t = useT();
  const value = useStore($agentPreset);
  return (
    <div className="ov-chips" role="group" aria-label={t('agent_period')}>
      {AGENT_PRESETS.map((p) => (
        <button key={p} type="button" className="ov-chip" aria-pressed={value === p} onClick={() => $agentPreset.set(p)}>
          {t(`overlay_date_${p}`)}
        </button>
      ))}
    </div>
  );
}

/** The [from, to) of the shared preset (ms), and a key that changes with it. */
export function useRange(): { from: number; to: number; key: string } {
  const preset = useStore($agentPreset);
  // Rounded to the minute so a re-render does not refetch.
  const now = Math.floor(Date.now() / 60_000) * 60_000 + 60_000;
  const { from, to } = presetRange(preset, now);
  return { from, to, key: `${preset}:${from}:${to}` };
}

/** A money formatter for the page's locale. */
export function useMoney(locale: string, decimals: number): (minor: number) => string {
  return (v) => formatMoney(v, locale, siteConfig.currency, decimals);
}

/** A rate in basis points as a percentage (150 → "1.5 %" in the locale's digits). */
export function formatRate(bp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/** Ledger kinds with a name of their own (message `agent_kind_<kind>`), else "other". */
export const AGENT_KINDS = ['deposit', 'withdrawal', 'bet', 'win', 'bonus', 'rebate', 'salary', 'dividend', 'transfer_upline'] as const;

/** The name of a ledger kind. */
export function useKindName(): (kind: string) => string {
  const t = useT();
  return (k) => t((AGENT_KINDS as readonly string[]).includes(k) ? `agent_kind_${k}` : 'agent_kind_other');
}

/** A time in the locale, or the "never" text. */
export function formatTime(t: (k: string) => string, at: number | null, locale: string): string {
  return at ? formatDateTime(at, locale) : t('agent_never');
}

/**
 * agentRegisterCenter (SPEC §2.8 register center, §2.4 refer and earn for agents): create a
 * downline account directly, of member or agent type, an agent optionally with a contract offer
 * (sent with the account, accepted or rejected by the new agent in its contracts page); and the
 * agent's invitation link with a QR
 * drawn locally (src/lib/qr-svg.ts) — the link carries `affiliateCode`, which the registration form
 * prefills and checks (SPEC §4 affiliate).
 */
import { useId, useMemo, useState } from 'react';
import { errorText } from '../../../../lib/i18n/error-text.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { qrSvg } from '../../../../lib/qr-svg.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { CONTRACT_TYPES, emptyTier, OfferFields, tierBody, type ContractType, type TierInput } from '../../components/OfferFields.tsx';
import { agentRead, createDownline } from '../../stores/agent.ts';
import { ActionOutcome } from '../../../../lib/ui/ActionOutcome.tsx';

/** The page. */
export default function RegisterCenterPage({ locale }: OverlayPageProps) {
  const t = useT();
  const ids = { account: useId(), password: useId(), kind: useId(), link: useId(), offer: useId(), type: useId() };
  const [kind, setKind] = useState<'member' | 'agent'>('member');
  const [withOffer, setWithOffer] = useState(false);
  const [type, setType] = useState<ContractType>('daily');
  const [tiers, setTiers] = useState<TierInput[]>([emptyTier()]);
  const [period, setPeriod] = useState('monthly');
  const offering = kind === 'agent' && withOffer;
  const info = useRemote(agentRead('agentRegisterInfo', {}));
  const reload = info.reload;
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const link = info.value ? `${location.origin}/${locale}/?affiliateCode=${encodeURIComponent(info.value.affiliateCode)}` : '';
  const qr = useMemo(() => (link ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(link, 180, 12))}` : ''), [link]);
  return (
    <>
      <section className="ov-card" aria-labelledby={ids.kind + 'h'}>
        <h3 id={ids.kind + 'h'}>{t('agent_create_title')}</h3>
        <form
          className="ov-form"
          onSubmit={(e) => {
            e.preventDefault();
            const form = e.currentTarget;
            const f = new FormData(form);
            setBusy(true);
            const offer = offering ? { type, tiers: tierBody(type, tiers), ...(type === 'dividend' ? { period } : {}) } : undefined;
            void createDownline({ account: String(f.get('account')), password: String(f.get('password')), kind, offer }).then((r) => {
              setBusy(false);
              if (!r.ok) return setOutcome({ ok: false, text: errorText(t, r.code) });
              setOutcome({ ok: true, text: t(r.value.contractId ? 'agent_created_offer' : 'agent_created', { account: r.value.account }) });
              form.reset();
              setTiers([emptyTier()]);
            });
          }}
        >
          <label htmlFor={ids.account}>{t('agent_account')}</label>
          <input id={ids.account} name="account" autoComplete="off" required minLength={4} maxLength={16} pattern="[A-Za-z][A-Za-z0-9]*" />
          <label htmlFor={ids.password}>{t('agent_password')}</label>
          <input id={ids.password} name="password" type="password" autoComplete="new-password" required />
          <label htmlFor={ids.kind}>{t('agent_type')}</label>
          <select id={ids.kind} name="kind" value={kind} onChange={(e) => setKind(e.target.value === 'agent' ? 'agent' : 'member')}>
            <option value="member">{t('agent_type_member')}</option>
            <option value="agent">{t('agent_type_agent')}</option>
          </select>
          {kind === 'agent' && (
            <label htmlFor={ids.offer} className="ov-check">
              <input id={ids.offer} type="checkbox" checked={withOffer} onChange={(e) => setWithOffer(e.target.checked)} />
              <span>{t('agent_offer_with_account')}</span>
            </label>
          )}
          {offering && (
            <>
              <label htmlFor={ids.type}>{t('agent_contract_type')}</label>
              <select
                id={ids.type}
                value={type}
                onChange={(e) => {
                  setType(e.target.value as ContractType);
                  setTiers([emptyTier()]);
                }}
              >
                {CONTRACT_TYPES.map((x) => (
                  <option key={x} value={x}>
                    {t(`agent_contract_${x}`)}
                  </option>
                ))}
              </select>
              <OfferFields type={type} tiers={tiers} onTiers={setTiers} period={period} onPeriod={setPeriod} />
            </>
          )}
          <ActionOutcome outcome={outcome} />
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {t('agent_create_submit')}
          </button>
        </form>
      </section>
      <section className="ov-card" aria-labelledby={ids.link + 'h'}>
        <h3 id={ids.link + 'h'}>{t('agent_affiliate_title')}</h3>
        <AsyncState loading={info.loading} error={info.error} onRetry={reload}>
          {info.value && (
            <div className="ov-form">
              <p>
                {t('agent_affiliate_code')}: <strong>{info.value.affiliateCode}</strong>
              </p>
              {/* The whole link, wrapped (a read-only field showed only its start, in every locale). */}
              <p id={ids.link} className="ov-link">
                {t('agent_affiliate_link')}: <code>{link}</code>
              </p>
              <button
                type="button"
                className="button"
                onClick={() => {
                  void navigator.clipboard?.writeText(link).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  );
                }}
              >
                {t('agent_copy')}
              </button>
              {copied && (
                <p className="ov-success" role="status">
                  {t('agent_copied')}
                </p>
              )}
              <img src={qr} width={180} height={180} alt={t('agent_qr_alt')} />
            </div>
          )}
        </AsyncState>
      </section>
    </>
  );
}

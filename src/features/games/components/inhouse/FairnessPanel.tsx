/**
 * Provably fair: the active server seed's hash (committed before any round; shortened with a copy
 * button, as are the revealed seeds), the
 * client seed and the next nonce; changing seeds reveals the server seed; and a verifier that
 * re-computes any round in the browser from server seed, client seed and nonce.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { useT } from '../../../../lib/i18n/translate.ts';
import { CopyableCode } from '../../../../lib/ui/CopyableCode.tsx';
import { $inhouse, newRoundKey, rotateSeeds, verifyRound } from '../../stores/inhouse.ts';

/** Props: which game the verifier defaults to, and the page locale. */
export interface FairnessPanelProps {
  game: 'dice' | 'slot';
  locale: string;
}

/** The fairness panel with its verifier. */
export function FairnessPanel({ game, locale }: FairnessPanelProps) {
  const t = useT();
  const { fair } = useStore($inhouse);
  const id = useId();
  const [clientSeed, setClientSeed] = useState(() => newRoundKey().slice(0, 16));
  const [form, setForm] = useState({ game, serverSeed: '', clientSeed: '', nonce: '0', hash: '' });
  const [verdict, setVerdict] = useState<{ hash: boolean | null; result: string } | null>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });

  return (
    <section className="inhouse-panel" aria-labelledby={`${id}-fair`}>
      <h2 id={`${id}-fair`}>{t('games_fair_title')}</h2>
      <p className="muted">{t('games_fair_explain')}</p>
      {fair && (
        <dl className="fair-state">
          <dt>{t('games_fair_server_hash')}</dt>
          <dd>
            <CopyableCode value={fair.serverSeedHash} name={t('games_fair_server_hash')} testId="server-seed-hash" />
          </dd>
          <dt>{t('games_fair_client_seed')}</dt>
          <dd>
            <code>{fair.clientSeed}</code>
          </dd>
          <dt>{t('games_fair_nonce')}</dt>
          <dd>
            <code data-testid="next-nonce">{fair.nonce}</code>
          </dd>
        </dl>
      )}
      <form
        className="fair-rotate"
        onSubmit={(e) => {
          e.preventDefault();
          void rotateSeeds(clientSeed);
          setClientSeed(newRoundKey().slice(0, 16));
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-cs`}>{t('games_fair_client_seed')}</label>
          <input id={`${id}-cs`} value={clientSeed} pattern="[A-Za-z0-9_\-]{1,64}" maxLength={64} required onChange={(e) => setClientSeed(e.target.value)} />
        </div>
        <button type="submit" className="button button--ghost">
          {t('games_fair_rotate')}
        </button>
      </form>
      {fair && fair.revealed.length > 0 && (
        <>
          <h3>{t('games_fair_revealed')}</h3>
          <ul className="revealed">
            {fair.revealed.map((r) => (
              <li key={r.serverSeedHash}>
                <span>
                  {t('games_fair_server_seed')}: <CopyableCode value={r.serverSeed} name={t('games_fair_server_seed')} />
                </span>
                <span>
                  {t('games_fair_client_seed')}: <code>{r.clientSeed}</code> · {t('games_fair_nonce')}: {r.nonce}
                </span>
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    setForm({ game, serverSeed: r.serverSeed, clientSeed: r.clientSeed, nonce: String(Math.max(0, r.nonce - 1)), hash: r.serverSeedHash })
                  }
                >
                  {t('games_verify_title')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <form
        className="verifier"
        onSubmit={async (e) => {
          e.preventDefault();
          const out = await verifyRound({
            game: form.game,
            serverSeed: form.serverSeed.trim(),
            clientSeed: form.clientSeed.trim(),
            nonce: Number(form.nonce),
            expectedHash: form.hash || undefined,
          });
          const result =
            out.roll !== undefined ? new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(out.roll / 100) : (out.stops ?? []).join(' · ');
          setVerdict({ hash: out.hashMatches, result });
        }}
      >
        <h3>{t('games_verify_title')}</h3>
        <div className="field">
          <label htmlFor={`${id}-vg`}>{t('games_verify_game')}</label>
          <select id={`${id}-vg`} value={form.game} onChange={set('game')}>
            <option value="dice">Lotus Dice</option>
            <option value="slot">Lotus Fortune Slot</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-vs`}>{t('games_fair_server_seed')}</label>
          <input id={`${id}-vs`} value={form.serverSeed} required onChange={set('serverSeed')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-vh`}>{t('games_fair_server_hash')}</label>
          <input id={`${id}-vh`} value={form.hash} onChange={set('hash')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-vc`}>{t('games_fair_client_seed')}</label>
          <input id={`${id}-vc`} value={form.clientSeed} required onChange={set('clientSeed')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-vn`}>{t('games_round')} (nonce)</label>
          <input id={`${id}-vn`} type="number" min={0} step={1} value={form.nonce} required onChange={set('nonce')} />
        </div>
        <button type="submit" className="button button--ghost">
          {t('games_verify_submit')}
        </button>
        {verdict && (
          <p role="status">
            {verdict.hash !== null && <strong>{t(verdict.hash ? 'games_verify_hash_ok' : 'games_verify_hash_bad')} </strong>}
            {t('games_verify_result', { result: verdict.result })}
          </p>
        )}
      </form>
    </section>
  );
}

/**
 * "Verify this draw" (provably fair; SPEC §2.1 /lottery, DOMAIN.md §1): for a drawn issue whose
 * seed was committed before betting and revealed after, the rule in words, the inputs (issue, seed
 * hash published before, seed revealed after), the numbers recomputed here in the browser with the
 * platform's own derivation (src/contracts/draw-verification.ts), and whether the seed matches its
 * hash and the numbers match the drawn ones. Loaded only when a player opens the panel
 * (ResultsTable's lazy import), so the page carries none of this until then.
 */
import { useEffect, useState } from 'react';
import { verifyDraw, type DrawVerification } from '../../../contracts/draw-verification.ts';
import type { DrawNumbers, PrizeLayout } from '../../../contracts/lottery-rules.ts';
import { PrizeRows } from './PrizeRows.tsx';
import { useT } from '../../../lib/i18n/translate.ts';
import { CopyableCode } from '../../../lib/ui/CopyableCode.tsx';

/** Props: the drawn issue with its published hash, revealed seed and numbers, and the game's layout. */
export interface VerifyDrawProps {
  issue: string;
  seedHash: string;
  seed: string;
  numbers: DrawNumbers;
  layout: PrizeLayout;
}

/** The verifier panel's body; the default export so `React.lazy` can load it. */
export default function VerifyDraw({ issue, seedHash, seed, numbers, layout }: VerifyDrawProps) {
  const t = useT();
  const [done, setDone] = useState<{ key: string; result: DrawVerification } | null>(null);
  // `numbers` is a new object on every results refresh: the key (text) names what was verified.
  const key = JSON.stringify([issue, layout, seedHash, seed, numbers]);
  useEffect(() => {
    let live = true;
    const [i, l, h, s, n] = JSON.parse(key) as [string, PrizeLayout, string, string, DrawNumbers];
    void verifyDraw({ issue: i, layout: l, seedHash: h, seed: s, numbers: n }).then((result) => live && setDone({ key, result }));
    return () => {
      live = false;
    };
  }, [key]);
  const result = done?.key === key ? done.result : null;
  return (
    <div className="lottery__verify">
      <p>{t('lottery_verify_rule')}</p>
      <dl className="lottery__verify-inputs">
        <dt>{t('lottery_verify_issue')}</dt>
        <dd>
          <code>{issue}</code>
        </dd>
        <dt>{t('lottery_seed_hash')}</dt>
        <dd>
          <CopyableCode value={seedHash} name={t('lottery_seed_hash')} />
        </dd>
        <dt>{t('lottery_seed_revealed')}</dt>
        <dd>
          <CopyableCode value={seed} name={t('lottery_seed_revealed')} />
        </dd>
      </dl>
      {!result ? (
        <p className="lottery__notice" aria-busy="true">
          {t('common_loading')}
        </p>
      ) : (
        <>
          <table className="lottery__table">
            <caption>{t('lottery_verify_recomputed')}</caption>
            <PrizeRows layout={layout} numbers={result.recomputed} />
          </table>
          <div role="status" className={`lottery__verdict ${result.matches ? 'lottery__verdict--ok' : 'lottery__verdict--bad'}`}>
            <p>
              <span aria-hidden="true">{result.hashMatches ? '✓ ' : '✗ '}</span>
              {t(result.hashMatches ? 'lottery_verify_hash_ok' : 'lottery_verify_hash_bad')}
            </p>
            <p>
              <span aria-hidden="true">{result.numbersMatch ? '✓ ' : '✗ '}</span>
              {t(result.numbersMatch ? 'lottery_verify_match' : 'lottery_verify_no_match')}
            </p>
          </div>
        </>
      )}
    </div>
  );
}

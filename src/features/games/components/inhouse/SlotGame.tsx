/**
 * Lotus Fortune Slot (SPEC §2.1 /inhouse): three reels, one payline; three of a kind or two cherries
 * pay by the paytable (97.25% return). With a `nodeId` it stands in for a sandbox vendor's game.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { REEL_STRIPS, SLOT_SYMBOLS, SLOT_THREE_OF_A_KIND, SLOT_TWO_CHERRIES } from '../../../../contracts/provably-fair.ts';
import { isInhouseStake } from '../../../../contracts/schemas/games.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import { $inhouse, playSlot } from '../../stores/inhouse.ts';
import { StakeField } from './StakeField.tsx';

const COLORS = ['#d32f2f', '#f9a825', '#ef6c00', '#fbc02d', '#c2185b', '#ec407a'];
const SHAPES = [
  'M9 15a3.5 3.5 0 1 0 .01 0M16 16a3.5 3.5 0 1 0 .01 0M9 12c1-4 4-7 8-8M16 12.5c0-3 .5-6 1-8.5',
  'M4 12c0-4 4-7 8-7s8 3 8 7-4 7-8 7-8-3-8-7z',
  'M12 3c-4 0-6 3-6 7v4l-2 3h16l-2-3v-4c0-4-2-7-6-7zM10 19a2 2 0 0 0 4 0',
  'M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.5 5.8 21l1.4-7L2 9.3l7-.8z',
  'M6 4h12l-7 16h-3l6.5-13H6z',
  'M12 20c-5-2-7-7-4-12 1 3 3 5 4 5s3-2 4-5c3 5 1 10-4 12zM12 20c-4 0-8-3-9-7 3 1 6 3 9 7zm0 0c4 0 8-3 9-7-3 1-6 3-9 7z',
];

/** One reel symbol as an icon (decorative: the result is announced as text). */
export function SlotSymbolIcon({ symbol, size = 56 }: { symbol: number; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      data-symbol={SLOT_SYMBOLS[symbol]}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={COLORS[symbol]}
      stroke={COLORS[symbol]}
      strokeWidth="1"
      strokeLinejoin="round"
    >
      <path d={SHAPES[symbol]} />
    </svg>
  );
}

/** Props: money formatting, and the catalog game this machine stands in for, if any. */
export interface SlotGameProps {
  money: (minor: number) => string;
  nodeId?: number;
}

/** The slot game. */
export function SlotGame({ money, nodeId }: SlotGameProps) {
  const t = useT();
  const s = useStore($inhouse);
  const [stake, setStake] = useState(5_000);
  const last = s.last?.game === 'slot' ? s.last : null;
  const line = Array.isArray(last?.result.line) ? (last.result.line as number[]) : [REEL_STRIPS[0]![16]!, REEL_STRIPS[1]![16]!, REEL_STRIPS[2]![17]!];
  const valid = isInhouseStake(stake);
  return (
    <form
      className="inhouse-game"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) void playSlot({ stake, nodeId });
      }}
    >
      <div className={`slot-reels ${s.status === 'playing' ? 'is-spinning' : ''}`}>
        {line.map((sym, i) => (
          <div key={i} className="slot-reel">
            <SlotSymbolIcon symbol={sym} />
          </div>
        ))}
      </div>
      <div className="inhouse-result" role="status" aria-live="polite">
        {last && <span>{last.payout > 0 ? t('games_result_win', { amount: money(last.payout) }) : t('games_result_lose')}</span>}
      </div>
      <StakeField value={stake} onChange={setStake} money={money} />
      <button type="submit" className="button button--primary button--block inhouse-play" disabled={s.status !== 'ready' || !valid}>
        {s.status === 'playing' ? t('games_playing') : t('games_spin')}
      </button>
      <details className="paytable">
        <summary>{t('games_paytable')}</summary>
        <ul>
          {SLOT_THREE_OF_A_KIND.map((x, sym) => (
            <li key={sym}>
              <span className="paytable__line">
                {[0, 1, 2].map((k) => (
                  <SlotSymbolIcon key={k} symbol={sym} size={22} />
                ))}
              </span>{' '}
              ×{x}
            </li>
          ))}
          <li>
            <span className="paytable__line">
              <SlotSymbolIcon symbol={0} size={22} />
              <SlotSymbolIcon symbol={0} size={22} />
            </span>{' '}
            ×{SLOT_TWO_CHERRIES}
          </li>
        </ul>
      </details>
    </form>
  );
}

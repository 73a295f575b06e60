/**
 * Choosing numbers for a bet type (DOMAIN.md §1): a 10 × 10 grid of toggle buttons for two-digit
 * types with quick picks (all 100, even, odd, big, small, by head or tail digit, clear), ten
 * buttons for a digit (đầu / đuôi), and a text field for three-digit types. Buttons are real
 * buttons with aria-pressed (Space/Enter pick), and the grid is one Tab stop: arrow keys move by
 * cell and row, Home/End to the first/last number (roving tabindex, src/lib/ui/roving.ts).
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { BET_TYPES, type PlayType } from '../../../contracts/lottery-rules.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { pickQuick, setNumbers, toggleNumber } from '../stores/lottery.ts';
import { rovingKey } from '../../../lib/ui/roving.ts';

const DIGITS = Array.from({ length: 10 }, (_, i) => String(i));
const TWO = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/** The picker for `playType` with the chosen `numbers`. */
export function NumberPicker({ playType, numbers }: { playType: PlayType; numbers: string[] }) {
  const t = useT();
  const id = useId();
  const type = BET_TYPES[playType];
  const [typed, setTyped] = useState('');
  const [digit, setDigit] = useState(0);
  // The grid's one Tab stop (an index into the cells).
  const [active, setActive] = useState(0);
  const chosen = new Set(numbers);
  if (type.digits === 3) {
    return (
      <div className="lottery__field">
        <label htmlFor={id}>{t('lottery_numbers_typed')}</label>
        <input
          id={id}
          inputMode="numeric"
          value={typed}
          placeholder="123 456"
          onChange={(e) => {
            setTyped(e.target.value);
            setNumbers(e.target.value.split(/[\s,;]+/).filter(Boolean));
          }}
        />
      </div>
    );
  }
  const cells = type.digits === 1 ? DIGITS : TWO;
  return (
    <fieldset className="lottery__picker">
      <legend>
        {t('lottery_pick_numbers')} ({numbers.length}
        {type.pick ? `/${type.pick}` : ''})
      </legend>
      {type.digits === 2 && !type.pick && (
        <div className="lottery__quick" role="group" aria-label={t('lottery_quick')}>
          {(['all', 'even', 'odd', 'big', 'small'] as const).map((k) => (
            <button key={k} type="button" className="chip" onClick={() => pickQuick(k)}>
              {t(`lottery_quick_${k}`)}
            </button>
          ))}
          <label className="lottery__digit">
            <span className="visually-hidden">{t('lottery_quick_digit')}</span>
            <select value={digit} onChange={(e) => setDigit(Number(e.target.value))}>
              {DIGITS.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="chip" onClick={() => pickQuick('head', digit)}>
            {t('lottery_quick_head', { digit })}
          </button>
          <button type="button" className="chip" onClick={() => pickQuick('tail', digit)}>
            {t('lottery_quick_tail', { digit })}
          </button>
          <button type="button" className="chip" onClick={() => setNumbers([])}>
            {t('lottery_quick_clear')}
          </button>
        </div>
      )}
      <div
        className={type.digits === 1 ? 'lottery__grid lottery__grid--digits' : 'lottery__grid'}
        role="group"
        aria-label={t('lottery_pick_numbers')}
        onKeyDown={(e: KeyboardEvent<HTMLDivElement>) => {
          // Rows as laid out (the columns change with the screen width).
          const cols = getComputedStyle(e.currentTarget).gridTemplateColumns.split(' ').length;
          const moved = rovingKey(e, e.currentTarget, '.lottery__ball', { cols });
          if (moved) setActive(cells.indexOf(moved.textContent ?? ''));
        }}
      >
        {cells.map((n, i) => (
          <button
            key={n}
            type="button"
            className="lottery__ball"
            aria-pressed={chosen.has(n)}
            tabIndex={i === Math.min(active, cells.length - 1) ? 0 : -1}
            onFocus={() => setActive(i)}
            onClick={() => toggleNumber(n)}
          >
            {n}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

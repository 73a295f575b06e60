/**
 * Choosing numbers for a bet type (DOMAIN.md §1): a 10 × 10 grid of toggle buttons for two-digit
 * types with quick picks (all 100, even, odd, big, small, by head or tail digit, clear), ten
 * buttons for a digit (đầu / đuôi), and a text field for three-digit types. Buttons are real
 * buttons with aria-pressed, so the grid works by keyboard and with a screen reader.
 */
import { useId, useState } from 'react';
import { BET_TYPES, type PlayType } from '../../../contracts/lottery-rules.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { pickQuick, setNumbers, toggleNumber } from '../stores/lottery.ts';

const DIGITS = Array.from({ length: 10 }, (_, i) => String(i));
const TWO = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/** The picker for `playType` with the chosen `numbers`. */
export function NumberPicker({ playType, numbers }: { playType: PlayType; numbers: string[] }) {
  const t = useT();
  const id = useId();
  const type = BET_TYPES[playType];
  const [typed, setTyped] = useState('');
  const [digit, setDigit] = useState(0);
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
      <div className={type.digits === 1 ? 'lottery__grid lottery__grid--digits' : 'lottery__grid'}>
        {cells.map((n) => (
          <button key={n} type="button" className="lottery__ball" aria-pressed={chosen.has(n)} onClick={() => toggleNumber(n)}>
            {n}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

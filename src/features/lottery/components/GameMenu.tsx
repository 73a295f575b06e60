/**
 * The lottery game menu (SPEC §3 lottery menu: gameMenus, gameGroupCode, labelName): one select
 * with a group per region (or the fast games), games drawing today marked "draws today" until
 * their results are in, then "drawn today". Changing it opens the game; the URL's gameCode
 * follows so the page can be linked.
 */
import { useId } from 'react';
import { useT } from '../../../lib/i18n/translate.ts';
import type { LotteryMenu } from '../stores/lottery.ts';

/**
 * The menu of `groups` (FAST, or the three regions); `onSelect` opens a game. While `menu` is
 * null (loading, or the prerendered page before a visitor's first intent) the select says so, in
 * the same place and size; it stays enabled, since touching or focusing it is the intent that
 * loads the menu.
 */
export function GameMenu({
  menu,
  groups,
  value,
  onSelect,
}: {
  menu: LotteryMenu | null;
  groups: 'FAST' | 'VN';
  value: string | null;
  onSelect: (gameCode: string) => void;
}) {
  const t = useT();
  const id = useId();
  if (!menu) {
    return (
      <div className="lottery__field">
        <label htmlFor={id}>{t('lottery_game')}</label>
        <select id={id} aria-busy="true">
          <option>{t('common_loading')}</option>
        </select>
      </div>
    );
  }
  const shown = menu.filter((g) => (groups === 'FAST' ? g.gameGroupCode === 'FAST' : g.gameGroupCode !== 'FAST'));
  // The cadence of the chosen fast game goes under the select, not into each option: "name · every
  // 5 minutes" was wider than a 320 px select in ru and ta.
  // A station with a draw today says so until its results are in, then that it was drawn.
  const optionLabel = (m: (typeof shown)[number]['gameMenus'][number]) => {
    if (m.intervalMin) return m.labelName;
    if (m.drawnToday) return `${m.labelName} · ${t('lottery_drawn_today')}`;
    return m.drawsToday ? `${m.labelName} · ${t('lottery_today')}` : m.labelName;
  };
  const chosen = shown.flatMap((g) => g.gameMenus).find((m) => m.gameCode === value);
  const cadence = chosen?.intervalMin ? t('lottery_every_minutes', { minutes: chosen.intervalMin }) : '';
  return (
    <div className="lottery__field">
      <label htmlFor={id}>{t('lottery_game')}</label>
      <select id={id} value={value ?? ''} aria-describedby={cadence ? `${id}-cadence` : undefined} onChange={(e) => onSelect(e.target.value)}>
        {shown.map((g) => (
          <optgroup key={g.gameGroupCode} label={t(`lottery_region_${g.gameGroupCode.toLowerCase()}`)}>
            {g.gameMenus.map((m) => (
              <option key={m.gameCode} value={m.gameCode}>
                {optionLabel(m)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {cadence && (
        <p id={`${id}-cadence`} className="lottery__muted">
          {cadence}
        </p>
      )}
    </div>
  );
}

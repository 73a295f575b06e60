/**
 * Date-range presets of the record pages (SPEC §9 "Date presets: next and previous 7 and 30
 * days"), plus today, as [from, to) ranges in ms since epoch, computed in the viewer's time zone.
 */

/** Preset ids: today, the last 7 / 30 days (previous), the next 7 / 30 days. */
export type DatePreset = 'today' | 'last7' | 'last30' | 'next7' | 'next30';

/** Every preset, in the order a toolbar shows them. */
export const DATE_PRESETS: DatePreset[] = ['today', 'last7', 'last30', 'next7', 'next30'];

const DAY_MS = 86_400_000;

/** The [from, to) range of `preset` at `now` (ms): whole local days, today included in "last". */
export function presetRange(preset: DatePreset, now: number): { from: number; to: number } {
  const d = new Date(now);
  const startOfToday = new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const endOfToday = startOfToday + DAY_MS;
  switch (preset) {
    case 'today':
      return { from: startOfToday, to: endOfToday };
    case 'last7':
      return { from: endOfToday - 7 * DAY_MS, to: endOfToday };
    case 'last30':
      return { from: endOfToday - 30 * DAY_MS, to: endOfToday };
    case 'next7':
      return { from: startOfToday, to: startOfToday + 7 * DAY_MS };
    case 'next30':
      return { from: startOfToday, to: startOfToday + 30 * DAY_MS };
  }
}

/**
 * The lottery games and their draw schedule (DOMAIN.md §1 "Regions, stations, draw times"):
 * - XSMB: one game, drawn 18:15 ICT daily, its station by weekday;
 * - XSMT (17:15) and XSMN (16:15): one game per station, drawn on the station's weekdays;
 * - fast house games every 1, 3 and 5 minutes with the XSMB prize layout (LTLLOTTO, LTLK3,
 *   LTL5D: the catalog's Lotus games).
 * Official draws close 15 minutes before the draw; fast draws 5 seconds before. Issue numbers:
 * `yyyyMMdd` (official) or `yyyyMMdd-NNNN` (fast, the N-th draw of the ICT day). Times are ms
 * since epoch; the calendar is ICT (UTC+7).
 */
import type { PrizeLayout } from '../../contracts/lottery-rules.ts';

/** ICT offset from UTC, in ms. */
export const ICT_OFFSET_MS = 7 * 3_600_000;
/** Official draws stop selling this long before the draw, in ms. */
export const OFFICIAL_CLOSE_BEFORE_MS = 15 * 60_000;
/** Fast draws stop selling this long before the draw, in ms. */
export const FAST_CLOSE_BEFORE_MS = 5_000;

/** A region: its code, layout and draw time (minutes after ICT midnight). */
export const REGIONS = {
  MB: { layout: 'MB' as PrizeLayout, drawMinute: 18 * 60 + 15 },
  MT: { layout: 'MN' as PrizeLayout, drawMinute: 17 * 60 + 15 },
  MN: { layout: 'MN' as PrizeLayout, drawMinute: 16 * 60 + 15 },
} as const;
/** Region code. */
export type Region = keyof typeof REGIONS;

/** A station: code, name, region, and the weekdays (0 = Sunday) it draws. */
export interface Station {
  code: string;
  name: string;
  region: Region;
  weekdays: readonly number[];
}

const S = (code: string, name: string, region: Region, ...weekdays: number[]): Station => ({ code, name, region, weekdays });

/** Every station (DOMAIN.md §1). XSMB is one game whose station follows the weekday. */
export const STATIONS: readonly Station[] = [
  S('HN', 'Hà Nội', 'MB', 1, 4),
  S('QNI', 'Quảng Ninh', 'MB', 2),
  S('BN', 'Bắc Ninh', 'MB', 3),
  S('HP', 'Hải Phòng', 'MB', 5),
  S('ND', 'Nam Định', 'MB', 6),
  S('TB', 'Thái Bình', 'MB', 0),
  S('PY', 'Phú Yên', 'MT', 1),
  S('TTH', 'Huế', 'MT', 1, 0),
  S('DLK', 'Đắk Lắk', 'MT', 2),
  S('QNM', 'Quảng Nam', 'MT', 2),
  S('DNG', 'Đà Nẵng', 'MT', 3, 6),
  S('KH', 'Khánh Hòa', 'MT', 3, 0),
  S('BDI', 'Bình Định', 'MT', 4),
  S('QT', 'Quảng Trị', 'MT', 4),
  S('QB', 'Quảng Bình', 'MT', 4),
  S('GL', 'Gia Lai', 'MT', 5),
  S('NT', 'Ninh Thuận', 'MT', 5),
  S('QNG', 'Quảng Ngãi', 'MT', 6),
  S('DNO', 'Đắk Nông', 'MT', 6),
  S('KT', 'Kon Tum', 'MT', 0),
  S('HCM', 'TP.HCM', 'MN', 1, 6),
  S('DT', 'Đồng Tháp', 'MN', 1),
  S('CM', 'Cà Mau', 'MN', 1),
  S('BTR', 'Bến Tre', 'MN', 2),
  S('VT', 'Vũng Tàu', 'MN', 2),
  S('BL', 'Bạc Liêu', 'MN', 2),
  S('DN', 'Đồng Nai', 'MN', 3),
  S('CT', 'Cần Thơ', 'MN', 3),
  S('ST', 'Sóc Trăng', 'MN', 3),
  S('TN', 'Tây Ninh', 'MN', 4),
  S('AG', 'An Giang', 'MN', 4),
  S('BTH', 'Bình Thuận', 'MN', 4),
  S('VL', 'Vĩnh Long', 'MN', 5),
  S('BD', 'Bình Dương', 'MN', 5),
  S('TV', 'Trà Vinh', 'MN', 5),
  S('LA', 'Long An', 'MN', 6),
  S('BP', 'Bình Phước', 'MN', 6),
  S('HG', 'Hậu Giang', 'MN', 6),
  S('TG', 'Tiền Giang', 'MN', 0),
  S('KG', 'Kiên Giang', 'MN', 0),
  S('DL', 'Đà Lạt', 'MN', 0),
];

/** A lottery game: official (by region; per station in MT/MN) or fast (house-drawn every `intervalMin`). */
export type LotteryGame =
  | { gameCode: string; kind: 'official'; vendor: 'VNL'; region: Region; station: string | null; layout: PrizeLayout }
  | { gameCode: string; kind: 'fast'; vendor: 'LTL'; intervalMin: 1 | 3 | 5; layout: 'MB' };

/** The fast games: the catalog's Lotus games, drawn every 1, 3 and 5 minutes. */
export const FAST_GAMES: readonly LotteryGame[] = [
  { gameCode: 'LTLLOTTO', kind: 'fast', vendor: 'LTL', intervalMin: 1, layout: 'MB' },
  { gameCode: 'LTLK3', kind: 'fast', vendor: 'LTL', intervalMin: 3, layout: 'MB' },
  { gameCode: 'LTL5D', kind: 'fast', vendor: 'LTL', intervalMin: 5, layout: 'MB' },
];

/** Every game: XSMB, one per XSMT/XSMN station, and the fast games. */
export const LOTTERY_GAMES: readonly LotteryGame[] = [
  { gameCode: 'XSMB', kind: 'official', vendor: 'VNL', region: 'MB', station: null, layout: 'MB' },
  ...STATIONS.filter((s) => s.region !== 'MB').map((s): LotteryGame => ({
    gameCode: `XS${s.region}-${s.code}`,
    kind: 'official',
    vendor: 'VNL',
    region: s.region,
    station: s.code,
    layout: 'MN',
  })),
  ...FAST_GAMES,
];

/** The game of `gameCode`, or undefined. */
export function lotteryGame(gameCode: string): LotteryGame | undefined {
  return LOTTERY_GAMES.find((g) => g.gameCode === gameCode);
}

/** ICT midnight (ms since epoch) of the ICT day containing `t`. */
export function ictDayStart(t: number): number {
  return Math.floor((t + ICT_OFFSET_MS) / 86_400_000) * 86_400_000 - ICT_OFFSET_MS;
}

/** `yyyyMMdd` of the ICT day containing `t`. */
export function ictDate(t: number): string {
  return new Date(t + ICT_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** Weekday (0 = Sunday) of the ICT day containing `t`. */
export function ictWeekday(t: number): number {
  return new Date(t + ICT_OFFSET_MS).getUTCDay();
}

/** The station drawing `game` on the ICT day of `t`, or null when it does not draw that day. */
export function stationOn(game: LotteryGame, t: number): Station | null {
  if (game.kind !== 'official') return null;
  const day = ictWeekday(t);
  if (game.station === null) return STATIONS.find((s) => s.region === 'MB' && s.weekdays.includes(day)) ?? null;
  const s = STATIONS.find((x) => x.code === game.station)!;
  return s.weekdays.includes(day) ? s : null;
}

/** One scheduled draw: issue, times (ms) and, for official games, the station. */
export interface PlannedDraw {
  gameCode: string;
  issue: string;
  station: string | null;
  openAt: number;
  closeAt: number;
  drawAt: number;
}

/**
 * The draws of `game` whose draw time falls in [from, to) (ms): official games one per ICT day
 * they draw (opening at the previous day's draw time), fast games every interval.
 */
export function plannedDraws(game: LotteryGame, from: number, to: number): PlannedDraw[] {
  const out: PlannedDraw[] = [];
  if (game.kind === 'fast') {
    const step = game.intervalMin * 60_000;
    for (let drawAt = Math.ceil(from / step) * step; drawAt < to; drawAt += step) {
      const dayStart = ictDayStart(drawAt - 1);
      const n = Math.round((drawAt - dayStart) / step);
      out.push({
        gameCode: game.gameCode,
        issue: `${ictDate(drawAt - 1)}-${String(n).padStart(4, '0')}`,
        station: null,
        openAt: drawAt - step,
        closeAt: drawAt - FAST_CLOSE_BEFORE_MS,
        drawAt,
      });
    }
    return out;
  }
  for (let day = ictDayStart(from) - 86_400_000; day < to; day += 86_400_000) {
    const drawAt = day + REGIONS[game.region].drawMinute * 60_000;
    if (drawAt < from || drawAt >= to) continue;
    const station = stationOn(game, day);
    if (!station) continue;
    out.push({
      gameCode: game.gameCode,
      issue: ictDate(day),
      station: station.code,
      openAt: drawAt - 86_400_000,
      closeAt: drawAt - OFFICIAL_CLOSE_BEFORE_MS,
      drawAt,
    });
  }
  return out;
}

// How the lottery page shows the day's draws (DOMAIN.md §1 "Regions, stations, draw times"): the
// menu says "drawn today" once a station's results are in, and draw times are written in the
// draws' own zone (ICT), labelled, with the viewer's clock beside them when it reads otherwise.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LOTTERY_TIME_ZONE } from '../../src/contracts/lottery-rules.ts';
import { GameMenu } from '../../src/features/lottery/components/GameMenu.tsx';
import type { LotteryMenu } from '../../src/features/lottery/stores/lottery.ts';
import { formatDateTime, formatZonedDateTime } from '../../src/lib/format-date.ts';
import { MessagesProvider } from '../../src/lib/i18n/translate.ts';
import en from '../../i18n/messages/lottery/en.json';
import vi from '../../i18n/messages/lottery/vi.json';

const game = (gameCode: string, labelName: string, drawsToday: boolean, drawnToday: boolean) => ({
  gameCode,
  labelName,
  layout: 'MN' as const,
  drawsToday,
  drawnToday,
  intervalMin: null,
});
const menu: LotteryMenu = [
  {
    gameGroupCode: 'MN',
    labelName: 'MN',
    gameMenus: [game('XSMN-DN', 'Đồng Nai', true, true), game('XSMN-CT', 'Cần Thơ', true, false), game('XSMN-BTR', 'Bến Tre', false, false)],
  },
];

function options(messages: Record<string, string>, locale: string): string[] {
  const html = renderToStaticMarkup(
    createElement(MessagesProvider, { messages, locale, children: createElement(GameMenu, { menu, groups: 'VN', value: 'XSMN-DN', onSelect: () => {} }) }),
  );
  return [...html.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]!);
}

describe('the stations of the day', () => {
  it('marks a station drawn once its results are in, one still to draw as drawing today, and the others by name alone', () => {
    expect(options(en, 'en')).toEqual(['Đồng Nai · drawn today', 'Cần Thơ · draws today', 'Bến Tre']);
    expect(options(vi, 'vi')).toEqual(['Đồng Nai · đã quay hôm nay', 'Cần Thơ · quay hôm nay', 'Bến Tre']);
  });
});

describe('draw times', () => {
  const xsmb = Date.UTC(2026, 10, 28, 11, 15); // 18:15 ICT

  it("writes the draw's own time with its zone, and the viewer's time beside it when their clock differs", () => {
    const fromUtc = formatZonedDateTime(xsmb, 'en', LOTTERY_TIME_ZONE, 'UTC');
    expect(fromUtc).toMatch(/6:15\sPM ICT \(11:15\sAM UTC\)$/);
    expect(formatZonedDateTime(xsmb, 'vi', LOTTERY_TIME_ZONE, 'UTC')).toMatch(/^18:15 .* ICT \(11:15 UTC\)$/);
    expect(formatZonedDateTime(xsmb, 'de', LOTTERY_TIME_ZONE, 'Europe/Berlin')).toMatch(/18:15 ICT \(12:15 MEZ\)$/);
  });

  it('writes the zone once for a viewer in Vietnam or anywhere on the same clock', () => {
    expect(formatZonedDateTime(xsmb, 'vi', LOTTERY_TIME_ZONE, 'Asia/Ho_Chi_Minh')).toMatch(/^18:15 .*2026 ICT$/);
    expect(formatZonedDateTime(xsmb, 'th', LOTTERY_TIME_ZONE, 'Asia/Bangkok')).toMatch(/18:15 ICT$/);
    expect(formatZonedDateTime(xsmb, 'th', LOTTERY_TIME_ZONE, 'Asia/Bangkok')).toContain('2569');
    expect(() => formatZonedDateTime(Number.NaN, 'en', LOTTERY_TIME_ZONE)).toThrow(RangeError);
  });

  it("dates a result by Vietnam's day, whatever the viewer's clock", () => {
    const justAfterMidnightIct = Date.UTC(2026, 10, 27, 17, 30); // 00:30 ICT on Nov 28
    expect(formatDateTime(justAfterMidnightIct, 'en', 'date', LOTTERY_TIME_ZONE.timeZone)).toBe('Nov 28, 2026');
    expect(formatDateTime(justAfterMidnightIct, 'en', 'date', 'UTC')).toBe('Nov 27, 2026');
  });
});

/**
 * The dates the edge writes into prerendered pages (src/lib/i18n/date-template.ts): a template
 * made at build time and filled at the edge writes a draw's moment exactly as the locale's own
 * Intl form does, in every portal locale, in Vietnam's time, whatever the runtime's locale data.
 */
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/contracts/locales.ts';
import { DRAW_DAY, DRAW_MOMENT, dateTemplate, drawDateWriter, fillDateTemplate } from '../../src/lib/i18n/date-template.ts';

/** Moments with one- and two-digit days, morning and afternoon hours, across a year's turn. */
const MOMENTS = [Date.UTC(2026, 10, 28, 5, 35), Date.UTC(2026, 0, 4, 20, 5), Date.UTC(2027, 11, 31, 16, 59), Date.UTC(2026, 6, 9, 0, 0)];
/** Node writes some spaces as U+202F in formatToParts and as U+0020 in format: the same form. */
const spaces = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('a draw date written at the edge', () => {
  for (const [name, options] of [
    ['day', DRAW_DAY],
    ['moment', DRAW_MOMENT],
  ] as const) {
    it(`writes the ${name} as each locale's Intl form, in Vietnam's time`, () => {
      for (const locale of locales) {
        const template = dateTemplate(locale, options);
        const intl = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Asia/Ho_Chi_Minh' });
        if (!template) {
          // Another calendar (th's Buddhist years, fa's solar months): the edge's Intl writes it.
          expect(['th', 'fa'], locale).toContain(locale);
          continue;
        }
        for (const ms of MOMENTS) expect(spaces(fillDateTemplate(template, ms)), `${locale} ${new Date(ms).toISOString()}`).toBe(spaces(intl.format(ms)));
      }
    });
  }

  it('writes km in Khmer month names and bn in Bengali digits, not the runtime fallback', () => {
    const ms = Date.UTC(2026, 10, 28, 5, 35);
    expect(drawDateWriter(JSON.stringify(dateTemplate('km', DRAW_DAY)), 'km', DRAW_DAY)(ms)).toContain('វិច្ឆិកា');
    expect(drawDateWriter(JSON.stringify(dateTemplate('bn', DRAW_MOMENT)), 'bn', DRAW_MOMENT)(ms)).toMatch(/২৮/);
  });

  it("falls back to the runtime's Intl for a missing or broken template", () => {
    const ms = Date.UTC(2026, 10, 28, 5, 35);
    const intl = new Intl.DateTimeFormat('th', { ...DRAW_DAY, timeZone: 'Asia/Ho_Chi_Minh' }).format(ms);
    expect(drawDateWriter('null', 'th', DRAW_DAY)(ms)).toBe(intl);
    expect(drawDateWriter('{"pattern":', 'th', DRAW_DAY)(ms)).toBe(intl);
  });
});

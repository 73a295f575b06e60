/**
 * The bench's Lighthouse judgement (DESIGN.md "Budgets"): pages are judged by their ratio to a
 * floor measured in the same run (LCP at most 1.3x, TBT at most + 40 ms), performance and CLS
 * absolutely; the runs interleave so the floor sees the same machine as the page.
 */
import { describe, expect, it } from 'vitest';
import {
  brokenBudgets,
  compareHeaders,
  interleavedPlan,
  judgePage,
  LIGHTHOUSE_BUDGETS,
  median,
  SLOW_HOST_BENCHMARK_INDEX,
  slowHostRuns,
  summarize,
  type LighthouseRun,
} from '../../scripts/lib/bench-ratios.ts';

/** A run with the given LCP and TBT (ms), performance 100, CLS 0 unless overridden. */
const run = (lcpMs: number, tbtMs: number, more: Partial<LighthouseRun> = {}): LighthouseRun => ({
  performance: 100,
  lcpMs,
  tbtMs,
  cls: 0,
  benchmarkIndex: 1200,
  ...more,
});
/** `n` identical runs. */
const runs = (n: number, lcpMs: number, tbtMs: number, more: Partial<LighthouseRun> = {}) => Array.from({ length: n }, () => run(lcpMs, tbtMs, more));

describe('the order of the runs', () => {
  const pages = ['/', '/register/', '/rng/'];
  const plan = interleavedPlan(pages, 3);

  it('puts a floor run right before every page run, for that page', () => {
    expect(plan).toHaveLength(2 * pages.length * 3);
    for (let i = 0; i < plan.length; i += 2) {
      expect(plan[i]).toMatchObject({ floor: true, page: plan[i + 1]!.page, round: plan[i + 1]!.round });
      expect(plan[i + 1]!.floor).toBe(false);
    }
  });

  it('goes round the pages, so each page is sampled across the whole bench', () => {
    expect(plan.filter((r) => !r.floor).map((r) => r.page)).toEqual([...pages, ...pages, ...pages]);
    expect(plan.filter((r) => !r.floor).map((r) => r.round)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
  });

  it('refuses a run count that is not a positive integer', () => {
    expect(() => interleavedPlan(pages, 0)).toThrow(RangeError);
    expect(() => interleavedPlan(pages, 2.5)).toThrow(RangeError);
  });
});

describe('medians and ranges', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([900, 1200, 700, 800, 1000])).toBe(900);
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(median([10, 40, 20, 30])).toBe(25);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow(RangeError);
    expect(() => summarize([])).toThrow(RangeError);
  });

  it('summarizes runs as medians with the LCP and TBT ranges', () => {
    const s = summarize([
      run(800, 70, { benchmarkIndex: 1100 }),
      run(760, 140, { cls: 0.002, benchmarkIndex: 1500 }),
      run(790, 0, { performance: 99, benchmarkIndex: 1300 }),
    ]);
    expect(s).toEqual({ runs: 3, performance: 100, lcpMs: 790, tbtMs: 70, cls: 0, benchmarkIndex: 1300, lcpRangeMs: [760, 800], tbtRangeMs: [0, 140] });
  });
});

describe('a page judged against its floor', () => {
  // The interleaved run in DESIGN.md "Budgets": floor 784 ms / 73 ms.
  const floor = runs(3, 784, 73);

  it("passes a page within 1.3x the floor's LCP and the floor's TBT + 40 ms", () => {
    const home = judgePage('/', runs(3, 922, 35), floor);
    expect(home.lcpRatio).toBeCloseTo(922 / 784, 10);
    expect(home.tbtOverFloorMs).toBe(35 - 73);
    expect(home.verdicts).toEqual({ performance: true, lcp: true, tbt: true, cls: true });
    expect(home.pass).toBe(true);
    expect(home.floor.lcpMs).toBe(784);
  });

  it("fails a page whose LCP is more than 1.3x the floor's, whatever the absolute figure", () => {
    const rng = judgePage('/rng/', runs(3, 1153, 102), floor);
    expect(rng.verdicts).toEqual({ performance: true, lcp: false, tbt: true, cls: true });
    expect(rng.pass).toBe(false);
    // The same page on a machine twice as slow, floor included, is judged the same.
    expect(judgePage('/rng/', runs(3, 2306, 204), runs(3, 1568, 146)).verdicts.lcp).toBe(false);
  });

  it('fails a page blocking more than 40 ms beyond the floor', () => {
    expect(judgePage('/register/', runs(3, 800, 114), floor).verdicts.tbt).toBe(false);
  });

  it('holds exactly at the budgets: 1.3x and + 40 ms pass', () => {
    const edge = judgePage('/', runs(3, 1040, 113), runs(3, 800, 73));
    expect(edge.verdicts.lcp).toBe(true);
    expect(edge.verdicts.tbt).toBe(true);
    const over = judgePage('/', runs(3, 1041, 114), runs(3, 800, 73));
    expect(over.verdicts.lcp).toBe(false);
    expect(over.verdicts.tbt).toBe(false);
  });

  it('judges on medians, so one slow run does not fail a page', () => {
    const page = [run(900, 50), run(2500, 600), run(910, 60)];
    expect(judgePage('/', page, [run(800, 70), run(790, 60), run(3000, 900)]).pass).toBe(true);
  });

  it('keeps performance 100 and CLS at most 0.01 absolute', () => {
    expect(judgePage('/', runs(3, 800, 70, { performance: 99 }), floor).verdicts.performance).toBe(false);
    expect(judgePage('/', runs(3, 800, 70, { cls: 0.01 }), floor).verdicts.cls).toBe(true);
    expect(judgePage('/', runs(3, 800, 70, { cls: 0.011 }), floor).verdicts.cls).toBe(false);
    // A floor that itself scores badly does not excuse the page.
    expect(judgePage('/', runs(3, 800, 70, { performance: 98 }), runs(3, 784, 73, { performance: 97 })).pass).toBe(false);
  });

  it('refuses a floor that did not paint', () => {
    expect(() => judgePage('/', runs(3, 900, 30), runs(3, 0, 0))).toThrow(/floor/);
  });
});

describe('what --check reports', () => {
  const floor = runs(3, 800, 70);

  it("names every broken budget with the page, its figure and the floor's", () => {
    const lines = brokenBudgets([judgePage('/', runs(3, 900, 80), floor), judgePage('/rng/', runs(3, 1200, 250, { performance: 98, cls: 0.02 }), floor)]);
    expect(lines).toEqual([
      '/rng/: performance 98 (budget 100)',
      "/rng/: LCP 1200 ms is 1.50x the floor's 800 ms (budget 1.3x)",
      "/rng/: TBT 250 ms is the floor's 70 ms + 180 ms (budget + 40 ms)",
      '/rng/: CLS 0.02 (budget 0.01)',
    ]);
  });

  it('reports nothing when every budget holds', () => {
    expect(brokenBudgets([judgePage('/', runs(3, 900, 80), floor)])).toEqual([]);
  });

  it('uses the budgets of DESIGN.md', () => {
    expect(LIGHTHOUSE_BUDGETS).toEqual({ performance: 100, lcpRatio: 1.3, tbtOverFloorMs: 40, cls: 0.01 });
  });
});

describe("the floor's headers against a page's", () => {
  it('tells which headers differ or are missing', () => {
    const page = new Headers({ 'cross-origin-opener-policy': 'same-origin', 'x-frame-options': 'DENY', 'content-type': 'text/html; charset=utf-8' });
    const floor = new Headers({ 'x-frame-options': 'DENY', 'content-type': 'text/html' });
    expect(compareHeaders(['cross-origin-opener-policy', 'x-frame-options', 'content-type', 'content-encoding'], floor, page)).toEqual([
      { name: 'cross-origin-opener-policy', floor: null, page: 'same-origin', same: false },
      { name: 'x-frame-options', floor: 'DENY', page: 'DENY', same: true },
      { name: 'content-type', floor: 'text/html', page: 'text/html; charset=utf-8', same: false },
      { name: 'content-encoding', floor: null, page: null, same: true },
    ]);
  });
});

describe('runs on a host too slow for Lighthouse', () => {
  it('counts the runs Lighthouse itself flags: benchmarkIndex at or below 1000', () => {
    expect(SLOW_HOST_BENCHMARK_INDEX).toBe(1000);
    expect(slowHostRuns([run(800, 70, { benchmarkIndex: 1000 }), run(800, 70, { benchmarkIndex: 1001 }), run(800, 70, { benchmarkIndex: 133 })])).toBe(2);
    expect(slowHostRuns([])).toBe(0);
  });
});

/**
 * The bench's Lighthouse judgement (DESIGN.md "Budgets"): every page is judged against a floor
 * measured in the same run, a blank page (a heading and a paragraph) served by the same edge with
 * the same headers, because absolute times on a shared machine are not stable and ratios within one
 * interleaved run are. Pure: scripts/bench.mjs runs Lighthouse and prints; this module plans the
 * interleaved runs, takes medians, and says which budget holds.
 */

/** The Lighthouse budgets of DESIGN.md: two relative to the floor, two absolute. */
export interface LighthouseBudgets {
  /** Performance score (0–100) a page must reach. */
  performance: number;
  /** Largest page LCP as a multiple of the floor's LCP (medians). */
  lcpRatio: number;
  /** Largest page TBT above the floor's TBT, in ms (medians). */
  tbtOverFloorMs: number;
  /** Largest CLS (unitless). */
  cls: number;
}

/** DESIGN.md: performance 100, LCP at most 1.3x the floor's, TBT at most the floor's + 40 ms, CLS at most 0.01. */
export const LIGHTHOUSE_BUDGETS: LighthouseBudgets = { performance: 100, lcpRatio: 1.3, tbtOverFloorMs: 40, cls: 0.01 };

/** The figures of one Lighthouse mobile run: performance 0–100, LCP and TBT in ms, CLS unitless. */
export interface LighthouseRun {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's CPU score of the machine during the run (environment.benchmarkIndex). */
  benchmarkIndex: number;
}

/** The medians of a page's (or the floor's) runs, with the LCP and TBT ranges in ms. */
export interface LighthouseSummary {
  runs: number;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
  lcpRangeMs: [number, number];
  tbtRangeMs: [number, number];
}

/** Which budget holds (true) for one page. */
export interface BudgetVerdicts {
  performance: boolean;
  lcp: boolean;
  tbt: boolean;
  cls: boolean;
}

/** One page judged against its floor: the ratio and difference the budgets bound, and the verdicts. */
export interface PageJudgement {
  page: string;
  /** The page's medians. */
  figures: LighthouseSummary;
  /** The medians of the floor runs paired with this page's runs. */
  floor: LighthouseSummary;
  /** Page LCP / floor LCP (medians). */
  lcpRatio: number;
  /** Page TBT − floor TBT in ms (medians; negative when the page blocks less than the floor). */
  tbtOverFloorMs: number;
  verdicts: BudgetVerdicts;
  /** True when every budget holds. */
  pass: boolean;
}

/**
 * Lighthouse's own line for a host too slow for its default 4x CPU slowdown: at or below this
 * benchmarkIndex it warns that the CPU is slower than it expects and the figures suffer
 * (lighthouse core/gather/driver/environment.js, SLOW_CPU_BENCHMARK_INDEX_THRESHOLD).
 */
export const SLOW_HOST_BENCHMARK_INDEX = 1000;

/** How many of `runs` Lighthouse would flag as made on a too-slow host ({@link SLOW_HOST_BENCHMARK_INDEX}). */
export function slowHostRuns(runs: readonly Pick<LighthouseRun, 'benchmarkIndex'>[]): number {
  return runs.filter((r) => r.benchmarkIndex <= SLOW_HOST_BENCHMARK_INDEX).length;
}

/** One Lighthouse run to make: the floor, or a page, in round `round` (0-based). */
export interface PlannedRun {
  round: number;
  /** The page this run measures, or whose run it precedes when `floor` is true. */
  page: string;
  floor: boolean;
}

/**
 * The order of the runs: `runs` rounds over `pages`, each page run right after a floor run, so a
 * burst of load from elsewhere on the machine lands on a page and its floor alike, and each
 * page's samples spread over the whole bench rather than one stretch of it. 2 × pages × runs entries.
 */
export function interleavedPlan(pages: readonly string[], runs: number): PlannedRun[] {
  if (!Number.isInteger(runs) || runs < 1) throw new RangeError(`bench: runs must be a positive integer, got ${runs}`);
  const plan: PlannedRun[] = [];
  for (let round = 0; round < runs; round++) {
    for (const page of pages) plan.push({ round, page, floor: true }, { round, page, floor: false });
  }
  return plan;
}

/** The median of `values` (the mean of the middle two for an even count); throws on an empty list. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('bench: the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The medians and ranges of a page's (or the floor's) Lighthouse runs; throws on no runs. */
export function summarize(runs: readonly LighthouseRun[]): LighthouseSummary {
  if (runs.length === 0) throw new RangeError('bench: no Lighthouse runs to summarize');
  const of = (key: keyof LighthouseRun) => runs.map((r) => r[key]);
  const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];
  return {
    runs: runs.length,
    performance: median(of('performance')),
    lcpMs: median(of('lcpMs')),
    tbtMs: median(of('tbtMs')),
    cls: median(of('cls')),
    benchmarkIndex: median(of('benchmarkIndex')),
    lcpRangeMs: range(of('lcpMs')),
    tbtRangeMs: range(of('tbtMs')),
  };
}

/**
 * Judges one page's runs against the floor runs paired with them (DESIGN.md "Budgets"): LCP ratio
 * and TBT difference of the medians, performance and CLS absolute. Throws when the floor has no
 * positive LCP (a floor that did not paint cannot judge anything).
 */
export function judgePage(
  page: string,
  pageRuns: readonly LighthouseRun[],
  floorRuns: readonly LighthouseRun[],
  budgets: LighthouseBudgets = LIGHTHOUSE_BUDGETS,
): PageJudgement {
  const figures = summarize(pageRuns);
  const floor = summarize(floorRuns);
  if (!(floor.lcpMs > 0)) throw new RangeError(`bench: the floor's LCP beside ${page} is ${floor.lcpMs} ms; nothing can be judged against it`);
  const lcpRatio = figures.lcpMs / floor.lcpMs;
  const tbtOverFloorMs = figures.tbtMs - floor.tbtMs;
  const verdicts: BudgetVerdicts = {
    performance: figures.performance >= budgets.performance,
    lcp: lcpRatio <= budgets.lcpRatio,
    tbt: tbtOverFloorMs <= budgets.tbtOverFloorMs,
    cls: figures.cls <= budgets.cls,
  };
  return { page, figures, floor, lcpRatio, tbtOverFloorMs, verdicts, pass: Object.values(verdicts).every(Boolean) };
}

/** One line per broken budget across `judgements` (empty when all hold), for the bench's `--check`. */
export function brokenBudgets(judgements: readonly PageJudgement[], budgets: LighthouseBudgets = LIGHTHOUSE_BUDGETS): string[] {
  const out: string[] = [];
  for (const j of judgements) {
    const { figures: f, floor } = j;
    if (!j.verdicts.performance) out.push(`${j.page}: performance ${f.performance} (budget ${budgets.performance})`);
    if (!j.verdicts.lcp) out.push(`${j.page}: LCP ${f.lcpMs} ms is ${j.lcpRatio.toFixed(2)}x the floor's ${floor.lcpMs} ms (budget ${budgets.lcpRatio}x)`);
    if (!j.verdicts.tbt)
      out.push(`${j.page}: TBT ${f.tbtMs} ms is the floor's ${floor.tbtMs} ms + ${j.tbtOverFloorMs} ms (budget + ${budgets.tbtOverFloorMs} ms)`);
    if (!j.verdicts.cls) out.push(`${j.page}: CLS ${f.cls} (budget ${budgets.cls})`);
  }
  return out;
}

/** One header compared between the floor's answer and a portal page's (null: absent). */
export interface HeaderComparison {
  name: string;
  floor: string | null;
  page: string | null;
  same: boolean;
}

/**
 * Compares the headers `names` (lower case) of the floor's answer and a portal page's: the floor
 * is only fair when the edge gave it exactly the page's security headers (COOP included).
 */
export function compareHeaders(names: readonly string[], floor: Headers, page: Headers): HeaderComparison[] {
  return names.map((name) => {
    const f = floor.get(name);
    const p = page.get(name);
    return { name, floor: f, page: p, same: f === p };
  });
}

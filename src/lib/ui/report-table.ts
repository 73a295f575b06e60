/**
 * The logic of the record pages' report table (SPEC §2.7 member records, §2.8 agent reports, §9
 * pagination): column definitions, the sort state and its cycle, sorting rows in the browser with
 * a column's comparator, the page count of a server-paged list, the cells of a totals row, and
 * the table's state props from a record's `{ loading, error, value }`. Kept apart from
 * ReportTable.tsx so it is tested without rendering.
 */
import type { ReactNode } from 'react';

/** Sort direction, named as `aria-sort` names it. */
export type SortDirection = 'ascending' | 'descending';

/** The column a table is sorted by and the direction, or null for the answer's own order. */
export type SortState = { key: string; direction: SortDirection } | null;

/**
 * One column of a report table over rows of type `R`.
 * - `key`: unique within the table; the totals row's cells and the sort state name it.
 * - `header`: the translated column header (also the label of the cell in the stacked card layout).
 * - `cell`: what a row shows in this column.
 * - `align`: `end` for amounts and counts (tabular figures, aligned to the end in either direction).
 * - `rowHeader`: the cell names its row (`<th scope="row">`), e.g. the account or the category.
 * - `hideHeader`: the header is read by screen readers only (a column of row actions).
 * - `sort`: a comparator (ascending order) to sort the rows in the browser — only for tables that
 *   hold the whole list — or `'server'` when the answer is sorted by the server (the table then
 *   reports the new {@link SortState} through `onSort` and does not reorder the rows).
 */
export interface ReportColumn<R> {
  key: string;
  header: string;
  cell: (row: R) => ReactNode;
  align?: 'start' | 'end';
  rowHeader?: boolean;
  hideHeader?: boolean;
  sort?: ((a: R, b: R) => number) | 'server';
}

/**
 * A money column of a record table (SPEC §2.7, §2.8 records): `row[key]` in minor units, shown
 * with `money` (the page's locale and currency format), aligned to the end, sortable in the
 * browser by amount. Raises nothing; a page keeps its own header text.
 */
export function amountColumn<R extends Record<K, number>, K extends string & keyof R>(
  key: K,
  header: string,
  money: (minor: number) => string,
): ReportColumn<R> {
  return { key, header, align: 'end', cell: (r) => money(r[key]), sort: (a, b) => a[key] - b[key] };
}

/** A totals row: its label (shown in the first column) and a cell per column key that has one. */
export interface ReportTotals {
  label: string;
  cells: Partial<Record<string, ReactNode>>;
}

/**
 * The state after the header of `key` is pressed: a new column sorts ascending, the sorted column
 * flips between ascending and descending.
 */
export function nextSort(current: SortState, key: string): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}

/** The `aria-sort` of a column's header: undefined when it cannot be sorted, else its state. */
export function ariaSort<R>(column: ReportColumn<R>, sort: SortState): 'ascending' | 'descending' | 'none' | undefined {
  if (!column.sort) return undefined;
  return sort?.key === column.key ? sort.direction : 'none';
}

/**
 * The rows in display order: sorted by the sorted column's comparator (stable: equal rows keep the
 * answer's order), reversed for descending; unchanged when nothing is sorted or the column is
 * sorted by the server. Never mutates `rows`.
 */
export function sortRows<R>(rows: readonly R[], columns: readonly ReportColumn<R>[], sort: SortState): R[] {
  const compare = sort ? columns.find((c) => c.key === sort.key)?.sort : undefined;
  if (!sort || typeof compare !== 'function') return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * compare(a.row, b.row) || a.index - b.index)
    .map((e) => e.row);
}

/** Pages of a server-paged list of `total` rows, `pageSize` a page (at least 1 page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * The cells of the totals row, one per column: the label in the first column (unless that column
 * has a total of its own, which never happens on the record pages), the column's total, or empty.
 */
export function totalsCells<R>(columns: readonly ReportColumn<R>[], totals: ReportTotals): { key: string; content: ReactNode; isLabel: boolean }[] {
  return columns.map((c, i) => {
    const own = totals.cells[c.key];
    if (i === 0 && own === undefined) return { key: c.key, content: totals.label, isLabel: true };
    return { key: c.key, content: own ?? null, isLabel: false };
  });
}

/** Server paging: the 1-based page shown, the page size, all matching rows, the page handler. */
export interface ReportPaging {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/**
 * A record as the stores and queries hold it: the loading flag, the error code (a message key) or
 * null, and the answer (null before the first and after a failure) with its rows; a paged answer
 * also carries all matching rows (`total`) and the page size.
 */
export interface RecordState<R, Extra = object> {
  loading: boolean;
  error: string | null;
  value: ({ rows: readonly R[] } & Extra) | null;
}

/** The state props of a report table. */
export interface ReportStateProps<R> {
  rows: readonly R[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  paging?: ReportPaging;
}

/**
 * The table's state props from a record's state: its rows, loading, error and retry, and — given
 * the page shown and the page handler — the server paging of a paged answer.
 */
export function recordTableState<R>(state: RecordState<R>, onRetry: () => void): ReportStateProps<R>;
export function recordTableState<R>(
  state: RecordState<R, { total: number; pageSize: number }>,
  onRetry: () => void,
  page: { page: number; onPage: (page: number) => void },
): ReportStateProps<R>;
export function recordTableState<R>(
  state: RecordState<R, Partial<{ total: number; pageSize: number }>>,
  onRetry: () => void,
  page?: { page: number; onPage: (page: number) => void },
): ReportStateProps<R> {
  const v = state.value;
  const out: ReportStateProps<R> = { rows: v?.rows, loading: state.loading, error: state.error, onRetry };
  if (page && v) out.paging = { ...page, total: v.total ?? v.rows.length, pageSize: v.pageSize ?? v.rows.length };
  return out;
}

/**
 * The report table of every record page (SPEC §2.7 member records, §2.8 agent reports): typed
 * columns, sorting (a comparator in the browser, or the server's order), the SPEC §9 pagination,
 * an optional totals row, and the loading / error / empty states of {@link AsyncState}. At
 * ≤ 480 px each row is a card of "header: value" pairs (overlay.css `.report-table`, the labels
 * come from `data-label`; each value is one `.report-table__value` so a cell of several parts stays
 * together beside its label), so a phone never scrolls a record sideways. Logic: report-table.ts.
 */
import { useState, type ReactNode } from 'react';
import { AsyncState } from './overlay/AsyncState.tsx';
import { Pagination } from './overlay/Pagination.tsx';
import {
  ariaSort,
  nextSort,
  pageCount,
  sortRows,
  totalsCells,
  type ReportColumn,
  type ReportPaging,
  type ReportTotals,
  type SortState,
} from './report-table.ts';

export { amountColumn, recordTableState } from './report-table.ts';
export type { RecordState, ReportColumn, ReportPaging, ReportTotals, SortState } from './report-table.ts';

/**
 * Props.
 * - `label`: the table's accessible name (the page title), also its scrolling wrapper's.
 * - `rows`: the rows of this page, undefined before the first answer; `rowKey` names each (React key;
 *   the index in display order where rows have no identity of their own).
 * - `loading` / `error` / `onRetry` / `emptyKey`: the data's state (error is a message key);
 *   a reload with rows already shown keeps them and marks the table busy. `recordTableState()`
 *   gives rows, state, retry and paging from a store's or query's `{ loading, error, value }`.
 * - `paging`: server paging; without it every row is shown and empty means no rows.
 * - `totals`: a totals row in `<tfoot>` (its label is a row header).
 * - `summary`: shown above the table with the data (e.g. the totals over all pages).
 * - `sort` / `onSort`: the sort state when the page keeps it (server sort); else the table keeps it.
 */
export interface ReportTableProps<R> {
  label: string;
  columns: readonly ReportColumn<R>[];
  rows: readonly R[] | undefined;
  rowKey: (row: R, index: number) => string | number;
  loading: boolean;
  error: string | null;
  onRetry?: () => void;
  emptyKey?: string;
  paging?: ReportPaging;
  totals?: ReportTotals;
  summary?: ReactNode;
  sort?: SortState;
  onSort?: (sort: SortState) => void;
}

const SORT_MARK = { ascending: '▲', descending: '▼', none: '↕' } as const;

/** The table with its states and pagination. */
export function ReportTable<R>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  error,
  onRetry,
  emptyKey,
  paging,
  totals,
  summary,
  sort,
  onSort,
}: ReportTableProps<R>) {
  const [ownSort, setOwnSort] = useState<SortState>(null);
  const sorted = sort === undefined ? ownSort : sort;
  const press = (key: string) => {
    const next = nextSort(sorted, key);
    if (sort === undefined) setOwnSort(next);
    onSort?.(next);
  };
  const empty = rows !== undefined && (paging ? paging.total === 0 : rows.length === 0);
  const shown = rows ? sortRows(rows, columns, sorted) : [];
  const cellClass = (c: ReportColumn<R>) => (c.align === 'end' ? 'num' : undefined);
  return (
    <AsyncState loading={loading && !rows} error={error} empty={empty} emptyKey={emptyKey} onRetry={onRetry}>
      {rows && (
        <>
          {summary}
          {/* Focusable and named so a keyboard can scroll it where the columns overflow (wide tables
              above 480 px). A group, not a region: the overlay page is already a region of the same name. */}
          <div className="ov-table-wrap report-table__wrap" role="group" aria-label={label} tabIndex={0} aria-busy={loading}>
            <table className={columns.some((c) => c.sort) ? 'ov-table report-table report-table--sortable' : 'ov-table report-table'} aria-label={label}>
              <thead>
                <tr>
                  {columns.map((c) => {
                    const state = ariaSort(c, sorted);
                    return (
                      <th key={c.key} scope="col" className={cellClass(c)} aria-sort={state}>
                        {state ? (
                          <button type="button" className="report-table__sort" onClick={() => press(c.key)}>
                            {c.header}
                            <span className="report-table__sort-mark" aria-hidden="true">
                              {SORT_MARK[state]}
                            </span>
                          </button>
                        ) : c.hideHeader ? (
                          <span className="visually-hidden">{c.header}</span>
                        ) : (
                          c.header
                        )}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {shown.map((r, i) => (
                  <tr key={rowKey(r, i)}>
                    {columns.map((c) =>
                      c.rowHeader ? (
                        <th key={c.key} scope="row" className={cellClass(c)} data-label={c.header}>
                          <span className="report-table__value">{c.cell(r)}</span>
                        </th>
                      ) : (
                        <td key={c.key} className={cellClass(c)} data-label={c.hideHeader ? '' : c.header}>
                          <span className="report-table__value">{c.cell(r)}</span>
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
              {totals && (
                <tfoot>
                  <tr className="report-table__totals">
                    {totalsCells(columns, totals).map((cell, i) =>
                      cell.isLabel ? (
                        <th key={cell.key} scope="row">
                          {cell.content}
                        </th>
                      ) : (
                        <td key={cell.key} className={cellClass(columns[i]!)} data-label={cell.content === null ? '' : columns[i]!.header}>
                          {cell.content !== null && <span className="report-table__value">{cell.content}</span>}
                        </td>
                      ),
                    )}
                  </tr>
                </tfoot>
              )}
            </table>
          </div>
          {paging && <Pagination page={paging.page} total={pageCount(paging.total, paging.pageSize)} onPage={paging.onPage} />}
        </>
      )}
    </AsyncState>
  );
}

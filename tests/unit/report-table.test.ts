// The record pages' report table (SPEC §2.7, §2.8; pagination SPEC §9): its logic (sort cycle,
// browser sort, page count, totals cells) and what it renders for each state, with the real
// English overlay messages, through react-dom/server as the other component tests do.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MessagesProvider } from '../../src/lib/i18n/translate.ts';
import { ReportTable, type ReportTableProps } from '../../src/lib/ui/ReportTable.tsx';
import { ariaSort, nextSort, pageCount, recordTableState, sortRows, totalsCells, type ReportColumn } from '../../src/lib/ui/report-table.ts';

interface Line {
  account: string;
  rounds: number;
  winLoss: number;
}

const lines: Line[] = [
  { account: 'carol', rounds: 2, winLoss: -500 },
  { account: 'alice', rounds: 7, winLoss: 1200 },
  { account: 'bob', rounds: 2, winLoss: 0 },
];
const columns: ReportColumn<Line>[] = [
  { key: 'account', header: 'Account', rowHeader: true, cell: (r) => r.account, sort: (a, b) => a.account.localeCompare(b.account, 'en') },
  { key: 'rounds', header: 'Rounds', align: 'end', cell: (r) => r.rounds, sort: (a, b) => a.rounds - b.rounds },
  { key: 'winLoss', header: 'Win/loss', align: 'end', cell: (r) => r.winLoss, sort: 'server' },
  { key: 'note', header: 'Details', hideHeader: true, cell: (r) => `details of ${r.account}` },
];
const accounts = (rows: Line[]) => rows.map((r) => r.account);

const overlayEn = JSON.parse(readFileSync('i18n/messages/overlay/en.json', 'utf8')) as Record<string, string>;
const messages = { ...overlayEn, agent_no_records: 'No records in this period.', error_network: 'The network is down.' };
const render = (props: Partial<ReportTableProps<Line>>) =>
  renderToStaticMarkup(
    createElement(MessagesProvider, {
      messages,
      locale: 'en',
      children: createElement(ReportTable<Line>, {
        label: 'User profit and loss',
        columns,
        rows: lines,
        rowKey: (r: Line) => r.account,
        loading: false,
        error: null,
        emptyKey: 'agent_no_records',
        ...props,
      }),
    }),
  );
/** The account cells of the body, in the order shown. */
const shownAccounts = (html: string) =>
  [
    ...html
      .split('<tbody>')[1]!
      .split('</tbody>')[0]!
      .matchAll(/<th scope="row"[^>]*><span class="report-table__value">(\w+)<\/span><\/th>/g),
  ].map((m) => m[1]);

describe('sorting', () => {
  it('sorts a new column ascending and flips the sorted one', () => {
    expect(nextSort(null, 'rounds')).toEqual({ key: 'rounds', direction: 'ascending' });
    expect(nextSort({ key: 'rounds', direction: 'ascending' }, 'rounds')).toEqual({ key: 'rounds', direction: 'descending' });
    expect(nextSort({ key: 'rounds', direction: 'descending' }, 'rounds')).toEqual({ key: 'rounds', direction: 'ascending' });
    expect(nextSort({ key: 'rounds', direction: 'descending' }, 'account')).toEqual({ key: 'account', direction: 'ascending' });
  });

  it('sorts with the column comparator, keeps equal rows in the answer order, and never mutates the rows', () => {
    const before = [...lines];
    expect(accounts(sortRows(lines, columns, { key: 'account', direction: 'ascending' }))).toEqual(['alice', 'bob', 'carol']);
    expect(accounts(sortRows(lines, columns, { key: 'account', direction: 'descending' }))).toEqual(['carol', 'bob', 'alice']);
    // carol and bob both played 2 rounds: carol came first in the answer and stays first either way.
    expect(accounts(sortRows(lines, columns, { key: 'rounds', direction: 'ascending' }))).toEqual(['carol', 'bob', 'alice']);
    expect(accounts(sortRows(lines, columns, { key: 'rounds', direction: 'descending' }))).toEqual(['alice', 'carol', 'bob']);
    expect(lines).toEqual(before);
  });

  it('leaves the answer order alone when nothing is sorted or the server sorts the column', () => {
    expect(accounts(sortRows(lines, columns, null))).toEqual(['carol', 'alice', 'bob']);
    expect(accounts(sortRows(lines, columns, { key: 'winLoss', direction: 'descending' }))).toEqual(['carol', 'alice', 'bob']);
  });

  it('names the state of sortable headers only', () => {
    expect(ariaSort(columns[0]!, { key: 'account', direction: 'descending' })).toBe('descending');
    expect(ariaSort(columns[1]!, { key: 'account', direction: 'descending' })).toBe('none');
    expect(ariaSort(columns[3]!, null)).toBeUndefined();
  });

  it('renders the sorted order with aria-sort and a sort button in each sortable header', () => {
    const html = render({ sort: { key: 'rounds', direction: 'descending' } });
    expect(shownAccounts(html)).toEqual(['alice', 'carol', 'bob']);
    expect(html).toContain(
      '<th scope="col" class="num" aria-sort="descending"><button type="button" class="report-table__sort">Rounds<span class="report-table__sort-mark" aria-hidden="true">▼</span></button></th>',
    );
    expect(html).toContain('<th scope="col" aria-sort="none"><button type="button" class="report-table__sort">Account');
    expect(html).toContain('class="ov-table report-table report-table--sortable"');
    // The details column has no sort and a header for screen readers only.
    expect(html).toContain('<th scope="col"><span class="visually-hidden">Details</span></th>');
  });

  it('keeps the server order when the page sorts on the server', () => {
    expect(shownAccounts(render({ sort: { key: 'winLoss', direction: 'ascending' } }))).toEqual(['carol', 'alice', 'bob']);
  });
});

describe('paging', () => {
  it('counts pages of a server-paged list, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(240, 20)).toBe(12);
  });

  it('shows the SPEC §9 widget with the current page when there is more than one page', () => {
    const html = render({ paging: { page: 6, pageSize: 20, total: 240, onPage: () => {} } });
    expect(html).toContain('<nav class="ov-pagination" aria-label="Pages">');
    const pages = [...html.matchAll(/aria-label="Page (\d+)"/g)].map((m) => Number(m[1]));
    expect(pages).toEqual([1, 5, 6, 7, 12]);
    expect(html).toContain('aria-current="page" aria-label="Page 6"');
  });

  it('takes the paging of a paged answer from the record state, and none before the answer', () => {
    const onPage = () => {};
    const retry = () => {};
    const answered = recordTableState({ loading: true, error: null, value: { rows: lines, total: 43, pageSize: 20 } }, retry, { page: 3, onPage });
    expect(answered).toEqual({ rows: lines, loading: true, error: null, onRetry: retry, paging: { page: 3, onPage, total: 43, pageSize: 20 } });
    expect(recordTableState<Line>({ loading: false, error: 'error_network', value: null }, retry, { page: 1, onPage })).toEqual({
      rows: undefined,
      loading: false,
      error: 'error_network',
      onRetry: retry,
    });
    expect(recordTableState({ loading: false, error: null, value: { rows: lines } }, retry)).toEqual({
      rows: lines,
      loading: false,
      error: null,
      onRetry: retry,
    });
  });

  it('shows no widget for a single page', () => {
    expect(render({ paging: { page: 1, pageSize: 20, total: 3, onPage: () => {} } })).not.toContain('ov-pagination');
  });
});

describe('totals', () => {
  it('puts the label in the first column and each total under its column, empty elsewhere', () => {
    const cells = totalsCells(columns, { label: 'Total', cells: { winLoss: 700 } });
    expect(cells.map((c) => [c.key, c.content, c.isLabel])).toEqual([
      ['account', 'Total', true],
      ['rounds', null, false],
      ['winLoss', 700, false],
      ['note', null, false],
    ]);
  });

  it('renders the totals row in the table foot with its label as a row header', () => {
    const html = render({ totals: { label: 'Total', cells: { rounds: 11, winLoss: 700 } } });
    expect(html).toContain(
      '<tfoot><tr class="report-table__totals"><th scope="row">Total</th><td class="num" data-label="Rounds"><span class="report-table__value">11</span></td><td class="num" data-label="Win/loss"><span class="report-table__value">700</span></td><td data-label=""></td></tr></tfoot>',
    );
  });
});

describe('the table and its states', () => {
  it('is a named table in a named, focusable group (no second landmark beside the page), every cell labelled for the card layout', () => {
    const html = render({});
    expect(html).toContain('<div class="ov-table-wrap report-table__wrap" role="group" aria-label="User profit and loss" tabindex="0" aria-busy="false">');
    expect(html).not.toContain('role="region"');
    expect(html).toContain('aria-label="User profit and loss"><thead>');
    expect(html).toContain(
      '<tr><th scope="row" data-label="Account"><span class="report-table__value">carol</span></th><td class="num" data-label="Rounds"><span class="report-table__value">2</span></td><td class="num" data-label="Win/loss"><span class="report-table__value">-500</span></td><td data-label=""><span class="report-table__value">details of carol</span></td></tr>',
    );
    expect(html.match(/scope="col"/g)).toHaveLength(4);
  });

  it('says it is loading before the first answer, and keeps the rows marked busy while reloading', () => {
    expect(render({ rows: undefined, loading: true })).toBe('<div class="overlay-state" role="status" aria-live="polite">Loading…</div>');
    expect(render({ loading: true })).toContain('aria-busy="true"');
  });

  it('shows the translated empty message: no rows, or no matching rows on the server', () => {
    const empty = '<div class="overlay-empty" role="status">No records in this period.</div>';
    expect(render({ rows: [] })).toBe(empty);
    expect(render({ rows: [], paging: { page: 1, pageSize: 20, total: 0, onPage: () => {} } })).toBe(empty);
  });

  it('shows the translated error with a retry instead of the table', () => {
    const html = render({ error: 'error_network', onRetry: () => {} });
    expect(html).toContain('role="alert"><p>The network is down.</p><button type="button" class="button button--primary">Try again</button>');
    expect(html).not.toContain('<table');
  });
});

describe('the record pages', () => {
  /** Every .tsx file under `dir`. */
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? sources(path) : path.endsWith('.tsx') ? [path] : [];
    });

  it('draw no table or pagination of their own: member, agent and rewards records go through ReportTable', () => {
    const own = ['member', 'agent', 'rewards']
      .flatMap((area) => sources(`src/features/${area}`))
      .filter((f) => /<table|<Pagination\b/.test(readFileSync(f, 'utf8')));
    // Not records: the agent announcements are a list of notices with a pager, and the VIP levels
    // a fixed table of the level ladder that marks the member's current level.
    expect(own.sort()).toEqual(['src/features/agent/pages/agentAnnouncement/AnnouncementPage.tsx', 'src/features/rewards/pages/playerRank/PlayerRankPage.tsx']);
  });
});

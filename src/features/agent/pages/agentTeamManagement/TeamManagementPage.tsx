/**
 * agentTeamManagement (SPEC §2.8 team management): the downlines with account search and type
 * filter — account, type, direct or not, balance, last sign-in and status (normal, time-out,
 * self-exclusion) — paginated; a downline's details with its responsible-gaming state (limit kinds
 * set and any time-out or exclusion, no amounts or personal details). Money in minor units.
 */
import { useId, useState } from 'react';
import { useT } from '../../../../lib/i18n/translate.ts';
import { openOverlay, type OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import type { RouteValue } from '../../../../lib/api-client.ts';
import { recordTableState, ReportTable, type ReportColumn } from '../../../../lib/ui/ReportTable.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { formatTime, useMoney } from '../../components/common.tsx';
import { agentRead } from '../../stores/agent.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';

function Detail({ id, locale, money, onClose }: { id: number; locale: string; money: (v: number) => string; onClose: () => void }) {
  const t = useT();
  const q = useRemote(agentRead('agentDownline', { memberId: id }));
  const reload = q.reload;
  const d = q.value;
  const headingId = useId();
  return (
    <section className="ov-card" aria-labelledby={headingId}>
      <AsyncState loading={q.loading} error={q.error} onRetry={reload}>
        {d && (
          <>
            <h3 id={headingId}>{d.account}</h3>
            <dl className="ov-totals">
              <div>
                <dt>{t('agent_type')}</dt>
                <dd>{t(d.agent ? 'agent_type_agent' : 'agent_type_member')}</dd>
              </div>
              <div>
                <dt>{t('agent_upline')}</dt>
                <dd>{d.upline ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('agent_registered')}</dt>
                <dd>{formatDateTime(d.createdAt, locale, 'date')}</dd>
              </div>
              <div>
                <dt>{t('agent_last_login')}</dt>
                <dd>{formatTime(t, d.lastLoginAt, locale)}</dd>
              </div>
              <div>
                <dt>{t('agent_balance')}</dt>
                <dd>{money(d.balance)}</dd>
              </div>
              <div>
                <dt>{t('agent_team_size')}</dt>
                <dd>{d.teamSize}</dd>
              </div>
              <div>
                <dt>{t('agent_valid_bet_30d')}</dt>
                <dd>{money(d.validBet30d)}</dd>
              </div>
              <div>
                <dt>{t('agent_win_loss_30d')}</dt>
                <dd>{money(d.winLoss30d)}</dd>
              </div>
            </dl>
            <h4>{t('agent_rg_title')}</h4>
            <p>{t(`agent_status_${d.responsibleGaming.exclusion ?? 'normal'}`)}</p>
            <p>
              {d.responsibleGaming.limits.length
                ? [...new Set(d.responsibleGaming.limits.map((l) => t(`agent_rg_kind_${l.kind}`)))].join(', ')
                : t('agent_rg_none')}
            </p>
          </>
        )}
      </AsyncState>
      <button type="button" className="link-button" onClick={onClose}>
        {t('agent_close_details')}
      </button>
    </section>
  );
}

/** One downline of the list. */
type Downline = RouteValue<'agentTeamMembers'>['rows'][number];

/** The page. */
export default function TeamManagementPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const money = useMoney(locale, currencyDecimals);
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const ids = { search: useId(), type: useId() };
  const input = { ...(search ? { search } : {}), ...(type ? { type } : {}), page };
  const q = useRemote(agentRead('agentTeamMembers', input));
  const reload = q.reload;
  const columns: ReportColumn<Downline>[] = [
    { key: 'account', header: t('agent_account'), rowHeader: true, cell: (r) => r.account },
    { key: 'type', header: t('agent_type'), cell: (r) => t(r.agent ? 'agent_type_agent' : 'agent_type_member') },
    { key: 'balance', header: t('agent_balance'), align: 'end', cell: (r) => money(r.balance) },
    { key: 'lastLogin', header: t('agent_last_login'), cell: (r) => formatTime(t, r.lastLoginAt, locale) },
    { key: 'status', header: t('agent_status'), cell: (r) => <span className="ov-status">{t(`agent_status_${r.status}`)}</span> },
    {
      key: 'details',
      header: t('agent_details'),
      hideHeader: true,
      cell: (r) => (
        <button type="button" className="link-button" aria-label={`${t('agent_details')} ${r.account}`} onClick={() => setOpen(r.id)}>
          {t('agent_details')}
        </button>
      ),
    },
  ];
  return (
    <>
      <div className="ov-toolbar" role="search">
        <label htmlFor={ids.search}>
          {t('agent_search')}
          <input
            id={ids.search}
            type="search"
            value={search}
            maxLength={32}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </label>
        <label htmlFor={ids.type}>
          {t('agent_type')}
          <select
            id={ids.type}
            value={type}
            onChange={(e) => {
              setType(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('agent_all')}</option>
            <option value="member">{t('agent_type_member')}</option>
            <option value="agent">{t('agent_type_agent')}</option>
          </select>
        </label>
        <button type="button" className="button" onClick={() => openOverlay('transferUpline')}>
          {t('agent_transfer')}
        </button>
      </div>
      {open !== null && <Detail id={open} locale={locale} money={money} onClose={() => setOpen(null)} />}
      <ReportTable
        label={t('overlay_page_agent_team_management')}
        columns={columns}
        rowKey={(r) => r.id}
        emptyKey="agent_no_downlines"
        {...recordTableState(q, reload, { page, onPage: setPage })}
      />
    </>
  );
}

/**
 * agentAnnouncement (SPEC §2.8 announcement): the site's announcements (MCSFE_getListAnnouncements,
 * §7.2), newest first, with their date, paginated. Content is shown as text, never as markup.
 */
import { useState } from 'react';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { Pagination } from '../../../../lib/ui/overlay/Pagination.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { agentRead } from '../../stores/agent.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';

const PAGE_SIZE = 10;

/** The page. */
export default function AnnouncementPage({ locale }: OverlayPageProps) {
  const [page, setPage] = useState(1);
  const q = useRemote(agentRead('announcements', { pageNo: page, pageSize: PAGE_SIZE }));
  const reload = q.reload;
  const v = q.value;
  return (
    <AsyncState loading={q.loading && !v} error={q.error} empty={v?.total === 0} emptyKey="agent_no_announcements" onRetry={reload}>
      {v && (
        <>
          <ul className="rg__limits" aria-busy={q.loading}>
            {v.list.map((a) => (
              <li key={a.id} className="ov-card" style={{ display: 'block' }}>
                <h3>{a.title}</h3>
                <p>
                  <time dateTime={new Date(a.timestamp).toISOString()}>{formatDateTime(a.timestamp, locale, 'date')}</time>
                </p>
                <p style={{ whiteSpace: 'pre-line' }}>{a.content}</p>
              </li>
            ))}
          </ul>
          <Pagination page={page} total={Math.ceil(v.total / PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </AsyncState>
  );
}

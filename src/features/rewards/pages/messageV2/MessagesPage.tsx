/**
 * messageV2, platform information (SPEC §2.7; §7.2 CSP_unreadCount): the member's messages, newest
 * first, unread ones marked; opening one marks it read and updates the avatar's unread badge.
 */
import { useEffect, useState } from 'react';
import { callApi, type RouteValue } from '../../../../lib/api-client.ts';
import { formatTimestamp } from '../../../../lib/format-date.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import { setOverlayBadge } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import '../../styles.ts';

/** The page. */
export default function MessagesPage() {
  const t = useT();
  const [rows, setRows] = useState<RouteValue<'messageList'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const load = () => void callApi('messageList').then((r) => (r.ok ? setRows(r.value) : setError(r.code)));
  useEffect(load, []);

  function toggle(id: number, read: boolean) {
    setOpen((o) => (o === id ? null : id));
    if (read) return;
    setRows((list) => list?.map((m) => (m.id === id ? { ...m, read: true } : m)) ?? null);
    void callApi('messageRead', { id }).then((r) => r.ok && setOverlayBadge('unread', r.value.count));
  }

  return (
    <AsyncState loading={!rows && !error} error={error} empty={rows?.length === 0} emptyKey="rewards_messages_none" onRetry={load}>
      {rows && (
        <ul className="rw-messages">
          {rows.map((m) => (
            <li key={m.id} className={`ov-card${m.read ? '' : ' rw-unread'}`}>
              <button type="button" className="rw-message__head" aria-expanded={open === m.id} aria-controls={`msg-${m.id}`} onClick={() => toggle(m.id, m.read)}>
                {!m.read && <span className="ov-status">{t('rewards_unread')}</span>}
                <strong>{m.title}</strong>
                <time dateTime={new Date(m.createdAt).toISOString()}>{formatTimestamp(m.createdAt)}</time>
              </button>
              <p id={`msg-${m.id}`} hidden={open !== m.id} className="rw-message__body">{m.body}</p>
            </li>
          ))}
        </ul>
      )}
    </AsyncState>
  );
}

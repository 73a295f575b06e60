/**
 * messageV2, platform information (SPEC §2.7; §7.2 CSP_unreadCount): the member's messages, newest
 * first, unread ones marked; opening one marks it read and updates the avatar's unread badge. A
 * message the platform wrote as a message key (a payment credited after an exclusion, DOMAIN.md
 * §5, a rebate ready, a maintenance notice) reads in the page's language (../../message-text.ts).
 */
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { useT } from '../../../../lib/i18n/translate.ts';
import type { RouteValue } from '../../../../lib/api-client.ts';
import type { OverlayPageProps } from '../../../../lib/overlay.ts';
import { AsyncState } from '../../../../lib/ui/overlay/AsyncState.tsx';
import { useRemote } from '../../../../lib/ui/use-remote.ts';
import { messageText } from '../../message-text.ts';
import { $messageList, markMessageRead } from '../../stores/rewards.ts';
import '../../styles.ts';

type Message = RouteValue<'messageList'>[number];

/** The page. */
export default function MessagesPage({ locale, currencyDecimals }: OverlayPageProps) {
  const t = useT();
  const text = (m: Message, part: 'title' | 'body') => messageText(m, part, t, locale, currencyDecimals);
  const { value: rows, error } = useRemote($messageList);
  const [open, setOpen] = useState<number | null>(null);
  const load = () => $messageList.invalidate();

  function toggle(id: number, read: boolean) {
    setOpen((o) => (o === id ? null : id));
    if (read) return;
    void markMessageRead(id);
  }

  return (
    <AsyncState loading={!rows && !error} error={error} empty={rows?.length === 0} emptyKey="rewards_messages_none" onRetry={load}>
      {rows && (
        <ul className="rw-messages">
          {rows.map((m) => (
            <li key={m.id} className={`ov-card${m.read ? '' : ' rw-unread'}`}>
              <button
                type="button"
                className="rw-message__head"
                aria-expanded={open === m.id}
                aria-controls={`msg-${m.id}`}
                onClick={() => toggle(m.id, m.read)}
              >
                {!m.read && <span className="ov-status">{t('rewards_unread')}</span>}
                <strong>{text(m, 'title')}</strong>
                <time dateTime={new Date(m.createdAt).toISOString()}>{formatDateTime(m.createdAt, locale)}</time>
              </button>
              <p id={`msg-${m.id}`} hidden={open !== m.id} className="rw-message__body">
                {text(m, 'body')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </AsyncState>
  );
}

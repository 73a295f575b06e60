/**
 * The customer-service chat (SPEC §6 live chat; src/pages/[...locale]/support.astro): a signed-in
 * member's conversation with support as a live log, a message box (Enter sends, Shift+Enter a new
 * line; 1–500 characters) and new answers fetched every 15 s while the page is visible. A visitor
 * is asked to sign in (the header's login), a trial user gets in_need_true_account; both keep the
 * help center as the other way to an answer.
 */
import { useSession } from '../lib/session/use-session.ts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { callApi, type RouteValue } from '../lib/api-client.ts';
import { formatDateTime } from '../lib/format-date.ts';
import { errorText } from '../lib/i18n/error-text.ts';
import { MessagesProvider, useLocale, useT, type Messages } from '../lib/i18n/translate.ts';
import { openAuthModal } from '../lib/session/session.ts';

/** Props: the help center's contact link and the messages. */
export interface SupportChatIslandProps {
  helpHref: string;
  messages: Messages;
  /** The page's locale (numbers in messages). */
  locale: string;
}

type Message = RouteValue<'supportMessages'>[number];
const POLL_MS = 15_000;
const MAX = 500;

function Chat({ helpHref }: { helpHref: string }) {
  const t = useT();
  const locale = useLocale();
  const session = useSession();
  const [list, setList] = useState<Message[] | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'visitor' | 'trial'>('loading');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { box: useId(), log: useId() };
  const log = useRef<HTMLOListElement>(null);
  const last = (l: Message[] | null) => (l && l.length ? l[l.length - 1]!.id : 0);

  const load = useCallback(
    async (after: number) => {
      const r = await callApi('supportMessages', after ? { after } : {});
      if (r.ok) {
        setState('ready');
        setList((prev) => (after && prev ? [...prev, ...r.value.filter((m) => m.id > last(prev))] : r.value));
      } else if (r.status === 401) setState('visitor');
      else if (r.code === 'in_need_true_account') setState('trial');
      else if (!after) setError(errorText(t, r.code));
    },
    [t],
  );

  useEffect(() => {
    void load(0);
  }, [session?.account, load]);
  useEffect(() => {
    if (state !== 'ready') return;
    const id = setInterval(() => {
      if (document.visibilityState === 'visible') void load(last(list));
    }, POLL_MS);
    return () => clearInterval(id);
  }, [state, list, load]);
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [list?.length]);

  const send = () => {
    const body = text.trim();
    if (!body || [...body].length > MAX) return setError(t('error_support_message'));
    setBusy(true);
    setError(null);
    void callApi('supportSend', { body }).then((r) => {
      setBusy(false);
      if (!r.ok) return setError(errorText(t, r.code, r.details));
      setText('');
      setList((prev) => [...(prev ?? []), ...r.value]);
    });
  };

  const help = <a href={helpHref}>{t('support_help_center')}</a>;
  if (state === 'loading') return <p aria-busy="true">{t('common_loading')}</p>;
  if (state === 'visitor') {
    return (
      <div className="support-chat">
        <p>{t('support_signin')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            // The header island owns the login popup; the intent event hydrates it if it has not yet.
            openAuthModal('login');
            document.dispatchEvent(new Event('portal:intent'));
          }}
        >
          {t('header_login')}
        </button>
        {help}
      </div>
    );
  }
  if (state === 'trial')
    return (
      <div className="support-chat">
        <p role="status">{t('in_need_true_account')}</p>
        {help}
      </div>
    );
  return (
    <div className="support-chat">
      <ol ref={log} id={ids.log} className="support-chat__log" role="log" aria-live="polite" aria-label={t('support_conversation')}>
        {(list ?? []).length === 0 && <li>{t('support_empty')}</li>}
        {(list ?? []).map((m) => (
          <li key={m.id} className={`support-chat__msg support-chat__msg--${m.from}`}>
            <span className="support-chat__who">
              {m.from === 'member' ? t('support_you') : t('support_agent')} · {formatDateTime(m.createdAt, locale)}
            </span>
            {m.auto ? t('support_auto_reply') : m.body}
          </li>
        ))}
      </ol>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <label htmlFor={ids.box}>{t('support_message_label')}</label>
        <textarea
          id={ids.box}
          value={text}
          maxLength={MAX}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
          aria-describedby={error ? `${ids.box}-error` : undefined}
        />
        {error && (
          <p id={`${ids.box}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t('support_send')}
        </button>
      </form>
      {help}
    </div>
  );
}

/** The island. */
export default function SupportChatIsland(props: SupportChatIslandProps) {
  return (
    <MessagesProvider messages={props.messages} locale={props.locale}>
      <Chat helpHref={props.helpHref} />
    </MessagesProvider>
  );
}

/**
 * The member center's notification switches (SPEC §2.7 settings; Web Push, opt-in): for this
 * device, "When a withdrawal is paid" and "When a lottery ticket wins". Turning one on is the
 * player's own tap, so it may ask the browser's permission (src/lib/push.ts askForPush); turning
 * one off stops it at once on the platform, and the last one off ends this browser's subscription.
 * Texts: the `push` message chunk of the page's locale.
 */
import { useEffect, useId, useState } from 'react';
import { PUSH_TOPICS, type PushTopic } from '../../../../contracts/push-topics.ts';
import { loadMessageChunk } from '../../../../lib/i18n/message-chunks.ts';
import { translate, type Messages } from '../../../../lib/i18n/translate.ts';
import { askForPush, pushSupported, readPushStatus, turnOffPush } from '../../../../lib/push.ts';

const LABELS: Record<PushTopic, string> = { withdrawal_paid: 'push_settings_withdrawal', ticket_won: 'push_settings_ticket' };

/** The switches of this device, in `locale`. */
export function PushSettings({ locale }: { locale: string }) {
  const [messages, setMessages] = useState<Messages | null>(null);
  const [topics, setTopics] = useState<readonly PushTopic[] | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const supported = pushSupported();
  useEffect(() => {
    let live = true;
    void loadMessageChunk('push', locale)
      .catch(() => null)
      .then((m) => live && setMessages(m));
    if (supported)
      void readPushStatus().then((r) => {
        if (live) setTopics(r.ok && r.value.publicKey ? r.value.topics : null);
      });
    return () => {
      live = false;
    };
  }, [locale, supported]);
  if (!messages) return null;
  const t = (key: string) => translate(messages, key, undefined, locale);
  const toggle = async (topic: PushTopic, on: boolean) => {
    setBusy(true);
    setNote(null);
    const r = on ? await askForPush(topic) : await turnOffPush([topic]);
    setBusy(false);
    if (r.ok) setTopics(r.value.topics);
    else if (r.status === 0) setNote(t(r.code));
  };
  return (
    <section className="ov-card" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('push_settings_heading')}</h4>
      {!supported || topics === null ? (
        <p>{t('push_settings_unsupported')}</p>
      ) : (
        PUSH_TOPICS.map((topic) => (
          <label key={topic} className="ov-check">
            <input type="checkbox" checked={topics.includes(topic)} disabled={busy} onChange={(e) => void toggle(topic, e.target.checked)} /> {t(LABELS[topic])}
          </label>
        ))
      )}
      {note && <p role="status">{note}</p>}
    </section>
  );
}

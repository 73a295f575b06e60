/**
 * The offer to be told by a notification (SPEC §2.7; Web Push, opt-in), shown only after the player
 * did something that needs it: a withdrawal requested ("Tell me when it is paid") or a lottery ticket
 * bought ("Tell me when it wins"). Nothing asks the browser before the player taps the offer
 * (src/lib/push.ts askForPush). Renders nothing where push cannot work, where the player already
 * blocked notifications, or where this browser already has the topic. Its texts are the `push`
 * message chunk of the page's locale, fetched when the offer first shows.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { PushTopic } from '../../contracts/push-topics.ts';
import { $pushOffer, askForPush, pushSupported, readPushStatus } from '../push.ts';
import { loadMessageChunk } from '../i18n/message-chunks.ts';
import { translate, useLocale, type Messages } from '../i18n/translate.ts';

/** The offer for `topic`, in the page's locale (the nearest MessagesProvider's). */
export function PushOffer({ topic }: { topic: PushTopic }) {
  const locale = useLocale();
  const state = useStore($pushOffer);
  const [messages, setMessages] = useState<Messages | null>(null);
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!pushSupported() || Notification.permission === 'denied') return;
    let live = true;
    $pushOffer.set('idle');
    void Promise.all([loadMessageChunk('push', locale).catch(() => null), readPushStatus()]).then(([m, status]) => {
      if (!live || !m) return;
      setMessages(m);
      // Already told about this here, or a platform that sends no pushes: nothing to offer.
      setShow(!(status.ok && (status.value.publicKey === null || status.value.topics.includes(topic))));
    });
    return () => {
      live = false;
    };
  }, [topic, locale]);
  if (!show || !messages) return null;
  const t = (key: string) => translate(messages, key, undefined, locale);
  if (state === 'on')
    return (
      <p role="status" className="push-offer push-offer--done">
        {t('push_offer_done')}
      </p>
    );
  if (state === 'blocked')
    return (
      <p role="status" className="push-offer">
        {t('push_offer_blocked')}
      </p>
    );
  if (state === 'unsupported')
    return (
      <p role="status" className="push-offer">
        {t('push_settings_unsupported')}
      </p>
    );
  return (
    <div className="push-offer" role="group" aria-label={t(topic === 'ticket_won' ? 'push_offer_ticket' : 'push_offer_withdrawal')}>
      <button
        type="button"
        className="button button--primary"
        disabled={state === 'asking'}
        aria-busy={state === 'asking'}
        onClick={() => void askForPush(topic)}
      >
        {t(topic === 'ticket_won' ? 'push_offer_ticket' : 'push_offer_withdrawal')}
      </button>
      <button type="button" className="button" onClick={() => setShow(false)}>
        {t('push_offer_dismiss')}
      </button>
    </div>
  );
}

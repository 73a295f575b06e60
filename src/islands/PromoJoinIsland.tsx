/**
 * "Join now" of a promotion's landing page (SPEC §2.6, §3 activity application, §4 activity
 * statuses, §5.3): a visitor gets the registration link (server-rendered); a signed-in member
 * applies instead, with an optional comment (at most 140 characters) and up to 3 png/jpg images of
 * 5 MB each, and then sees the application's status; once the operator issues a bonus, the
 * member claims it here (issued → claimed). On a raffle promotion (the platform answers
 * its raffle status) a signed-in member instead sees today's valid bet against the minimum and
 * draws once a day (SPEC §7.2 MCS2_claimRafflePromotion), then the prize won. A trial user is
 * asked for a real account. The platform checks every rule again.
 */
import { useSession } from '../lib/session/use-session.ts';
import { useEffect, useId, useState } from 'react';
import { isTrialType } from '../contracts/schemas/member.ts';
import { siteConfig } from '../contracts/site-config.ts';
import { callApi, type RouteValue } from '../lib/api-client.ts';
import { formatMoney } from '../lib/format-money.ts';
import { errorText } from '../lib/i18n/error-text.ts';
import { MessagesProvider, useT, type Messages } from '../lib/i18n/translate.ts';

/** Props: the promotion, the registration link for visitors, the page's locale and currency decimals, and the messages. */
export interface PromoJoinIslandProps {
  promotionId: number;
  registerHref: string;
  locale: string;
  currencyDecimals: number;
  messages: Messages;
}

const MAX_COMMENT = 140;
const MAX_IMAGES = 3;
const MAX_BYTES = 5 * 1024 * 1024;

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });

type Raffle = RouteValue<'raffleStatus'>;

/** Today's draw of a raffle promotion: progress to the minimum valid bet, the draw, the prize won. */
function RaffleDraw({ initial, locale, currencyDecimals }: { initial: Raffle; locale: string; currencyDecimals: number }) {
  const t = useT();
  const [raffle, setRaffle] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (minor: number) => formatMoney(minor, locale, siteConfig.currency, currencyDecimals);
  return (
    <div className="promo-raffle">
      <p>{t('rewards_raffle_prizes', { prizes: raffle.prizes.map(money).join(' · ') })}</p>
      {raffle.claimed ? (
        <p className="ov-success" role="status">
          {t('rewards_raffle_won', { amount: money(raffle.claimed.prize) })}
        </p>
      ) : (
        <>
          <label>
            {t('rewards_raffle_progress', { bet: money(raffle.validBet), min: money(raffle.minValidBet) })}
            <progress max={Math.max(1, raffle.minValidBet)} value={Math.min(raffle.validBet, raffle.minValidBet)} />
          </label>
          {!raffle.eligible && <p role="status">{t('rewards_raffle_need', { amount: money(Math.max(0, raffle.minValidBet - raffle.validBet)) })}</p>}
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <button
            type="button"
            className="button button--primary"
            disabled={!raffle.eligible || busy}
            aria-busy={busy}
            onClick={() => {
              setBusy(true);
              setError(null);
              void callApi('claimRafflePromotion', { promotionId: raffle.promotionId }).then(async (r) => {
                setBusy(false);
                if (r.ok) return setRaffle(r.value);
                setError(errorText(t, r.code));
                const fresh = await callApi('raffleStatus', { promotionId: raffle.promotionId });
                if (fresh.ok) setRaffle(fresh.value);
              });
            }}
          >
            {t('rewards_raffle_draw')}
          </button>
        </>
      )}
    </div>
  );
}

function Join({ promotionId, registerHref, locale, currencyDecimals }: Omit<PromoJoinIslandProps, 'messages'>) {
  const t = useT();
  const session = useSession();
  const [app, setApp] = useState<RouteValue<'promotionApplications'>[number] | null>(null);
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // undefined: not known yet; null: not a raffle.
  const [raffle, setRaffle] = useState<Raffle | null | undefined>(undefined);
  const ids = { comment: useId(), images: useId() };
  const member = session !== null && !isTrialType(session.type);
  useEffect(() => {
    if (!member) return;
    void callApi('raffleStatus', { promotionId }).then((r) => setRaffle(r.ok ? r.value : null));
    void callApi('promotionApplications').then((r) => {
      const mine = r.ok ? r.value.find((a) => a.promotionId === promotionId) : undefined;
      if (mine) setApp(mine);
    });
  }, [member, promotionId]);

  if (!session)
    return (
      <a className="button button--primary" href={registerHref}>
        {t('site_promo_join')}
      </a>
    );
  if (!member) return <p role="status">{t('in_need_true_account')}</p>;
  if (raffle === undefined)
    return (
      <p aria-busy="true" className="promo-raffle">
        {t('overlay_loading')}
      </p>
    );
  if (raffle) return <RaffleDraw initial={raffle} locale={locale} currencyDecimals={currencyDecimals} />;
  if (app) {
    const money = (minor: number) => formatMoney(minor, locale, siteConfig.currency, currencyDecimals);
    return (
      <div className="promo-raffle">
        <p className="ov-status" role="status">
          {t('rewards_apply_status', { status: t(`rewards_activity_${app.status}`) })}
        </p>
        {app.bonus > 0 && <p>{t('rewards_apply_bonus', { amount: money(app.bonus) })}</p>}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        {app.status === 'issued' && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => {
              setBusy(true);
              setError(null);
              void callApi('promotionClaim', { applicationId: app.id }).then(async (r) => {
                setBusy(false);
                if (r.ok) return setApp(r.value);
                setError(errorText(t, r.code));
                const fresh = await callApi('promotionApplications');
                const mine = fresh.ok ? fresh.value.find((a) => a.promotionId === promotionId) : undefined;
                if (mine) setApp(mine);
              });
            }}
          >
            {t('rewards_apply_claim', { amount: money(app.bonus) })}
          </button>
        )}
      </div>
    );
  }
  if (!open)
    return (
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {t('site_promo_join')}
      </button>
    );
  return (
    <form
      className="promo-apply"
      aria-label={t('rewards_apply_title')}
      onSubmit={(e) => {
        e.preventDefault();
        const files = [...((e.currentTarget.elements.namedItem('images') as HTMLInputElement | null)?.files ?? [])];
        if (files.length > MAX_IMAGES) return setError(t('error_application_images'));
        if (files.some((f) => !/^image\/(png|jpeg)$/.test(f.type))) return setError(t('error_file_type'));
        if (files.some((f) => f.size > MAX_BYTES)) return setError(t('error_file_too_large'));
        setBusy(true);
        void Promise.all(files.map(readBase64)).then(async (images) => {
          const r = await callApi('promotionApply', { promotionId, comment, images });
          setBusy(false);
          if (!r.ok) return setError(errorText(t, r.code));
          setApp(r.value);
        });
      }}
    >
      <h2 className="section-title">{t('rewards_apply_title')}</h2>
      <label htmlFor={ids.comment}>{t('rewards_apply_comment')}</label>
      <textarea
        id={ids.comment}
        rows={3}
        maxLength={MAX_COMMENT}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        aria-describedby={`${ids.comment}-count`}
      />
      <span id={`${ids.comment}-count`} className="hint">
        {[...comment].length} / {MAX_COMMENT}
      </span>
      <label htmlFor={ids.images}>{t('rewards_apply_images')}</label>
      <input id={ids.images} name="images" type="file" accept="image/png,image/jpeg" multiple />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('rewards_apply_submit')}
      </button>
    </form>
  );
}

/** The island. */
export default function PromoJoinIsland(props: PromoJoinIslandProps) {
  return (
    <MessagesProvider messages={props.messages} locale={props.locale}>
      <Join promotionId={props.promotionId} registerHref={props.registerHref} locale={props.locale} currencyDecimals={props.currencyDecimals} />
    </MessagesProvider>
  );
}

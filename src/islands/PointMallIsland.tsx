/**
 * The /pointMall island (SPEC §2.1 /pointMall, §2.7 points shop): for a signed-in member the points
 * shop (items, redeem, convert, history, details, rules); for a visitor or a trial user a prompt
 * to sign in with a real account. Messages come from the page (the rewards keys it needs).
 */
import { useSession } from '../lib/session/use-session.ts';
import { isTrialType } from '../contracts/schemas/member.ts';
import { PointShop } from '../features/rewards/components/PointShop.tsx';
import { MessagesProvider, useT, type Messages } from '../lib/i18n/translate.ts';
import { openAuthModal } from '../lib/session/session.ts';
import '../styles/overlay.css';
// /pointMall shows the shop at once, so its styles are in the page's first paint (PointShop also
// loads them as a stylesheet, for when it opens inside the member center).
import '../features/rewards/rewards.css';

/** Props: locale, its messages, the currency's decimals. */
export interface PointMallIslandProps {
  locale: string;
  messages: Messages;
  currencyDecimals: number;
}

function Mall({ locale, currencyDecimals }: Omit<PointMallIslandProps, 'messages'>) {
  const t = useT();
  const session = useSession();
  if (!session || isTrialType(session.type)) {
    return (
      <div className="ov-card">
        <p>{session ? t('in_need_true_account') : t('rewards_mall_sign_in')}</p>
        {!session && (
          <button type="button" className="button button--primary" onClick={() => openAuthModal('login')}>
            {t('header_login')}
          </button>
        )}
      </div>
    );
  }
  return <PointShop locale={locale} currencyDecimals={currencyDecimals} />;
}

/** The island. */
export default function PointMallIsland(props: PointMallIslandProps) {
  return (
    <MessagesProvider messages={props.messages} locale={props.locale}>
      <Mall locale={props.locale} currencyDecimals={props.currencyDecimals} />
    </MessagesProvider>
  );
}

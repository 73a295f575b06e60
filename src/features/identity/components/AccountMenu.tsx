/**
 * The avatar menu of a signed-in member (SPEC §2.3): my account, betting record, account record,
 * agent center (agents only) and sign out, which asks for confirmation with in_sure_logout. The
 * entries open overlay pages (src/lib/overlay.ts), whose island checks the member or agent gate
 * (a trial user gets in_need_true_account). The points balance shows as an entry that opens the
 * points shop. A
 * failed avatar image falls back to the default avatar. Keyboard: Enter/Space open, arrows move,
 * Home/End jump to the first/last entry, Escape (the menu is a layer, src/lib/ui/layers.ts) closes
 * and returns focus to the button; an entry that opens a page or dialog hands focus back there when it closes.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DEFAULT_AVATAR_IMAGE } from '../../../contracts/avatars.ts';
import { isAgentType } from '../../../contracts/user-types.ts';
import type { SessionValues } from '../../../lib/session/session-values.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { ConfirmDialog, useLayer } from '../../../lib/ui/Dialog.tsx';
import { useStore } from '@nanostores/react';
import { $overlayBadges, openOverlay } from '../../../lib/overlay.ts';
import { signOut } from '../stores/session.ts';

/** Props: the session, the avatar's image (null until known: the default shows), and the home link of the current locale. */
export interface AccountMenuProps {
  session: SessionValues;
  avatarUrl: string | null;
  homeHref: string;
  /** The page's locale, for the points figure (default: the document's language). */
  locale?: string;
}

/** Avatar button + menu + sign-out confirmation. */
export function AccountMenu({ session, avatarUrl, homeHref, locale }: AccountMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [avatar, setAvatar] = useState(avatarUrl ?? DEFAULT_AVATAR_IMAGE);
  useEffect(() => setAvatar(avatarUrl ?? DEFAULT_AVATAR_IMAGE), [avatarUrl]);
  // Unread platform messages (CSP_unreadCount), set by the rewards feature's header loader.
  const badges = useStore($overlayBadges);
  const unread = badges.unread ?? 0;
  // The points balance (PTSYS3, set by the rewards feature's header loader when above 0): on a
  // phone the header has no room for its chip, so the menu always names it (SPEC §2.3).
  const points = badges.points ?? 0;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  useLayer(menuRef, open, () => setOpen(false));

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onDoc = (e: MouseEvent) => {
      if (!menuRef.current?.contains(e.target as Node) && e.target !== buttonRef.current) setOpen(false);
    };
    document.addEventListener('mousedown', onDoc);
    return () => document.removeEventListener('mousedown', onDoc);
  }, [open]);

  function onMenuKey(e: KeyboardEvent<HTMLUListElement>) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const i = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown') items[(i + 1) % items.length]?.focus();
    else if (e.key === 'ArrowUp') items[(i - 1 + items.length) % items.length]?.focus();
    else if (e.key === 'Home') items[0]?.focus();
    else if (e.key === 'End') items[items.length - 1]?.focus();
    else if (e.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    e.preventDefault();
  }

  const item = (label: string, onSelect: () => void) => (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        className="menu__item"
        onClick={() => {
          setOpen(false);
          onSelect();
        }}
      >
        {label}
      </button>
    </li>
  );

  return (
    <div className="account-menu">
      <button
        ref={buttonRef}
        type="button"
        className="avatar-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={
          unread > 0
            ? `${t('header_account_menu', { account: session.account })}, ${t('rewards_unread_badge', { count: unread })}`
            : t('header_account_menu', { account: session.account })
        }
        onClick={() => setOpen((o) => !o)}
      >
        <img src={avatar} width={32} height={32} alt="" onError={() => setAvatar(DEFAULT_AVATAR_IMAGE)} />
        {unread > 0 && (
          <span className="avatar-badge" data-testid="unread-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <ul ref={menuRef} role="menu" className="menu" aria-label={t('header_account_menu', { account: session.account })} onKeyDown={onMenuKey}>
          <li role="none" className="menu__caption">
            {t('auth_signed_in_as', { account: session.account })}
          </li>
          {item(t('header_my_account'), () => openOverlay('securityCenter'))}
          {points > 0 && item(t('rewards_header_points_aria', { points: new Intl.NumberFormat(locale).format(points) }), () => openOverlay('pointShop'))}
          {item(t('header_withdraw'), () => openOverlay('withdraw'))}
          {item(unread > 0 ? `${t('rewards_menu_messages')} (${unread})` : t('rewards_menu_messages'), () => openOverlay('messageV2'))}
          {item(t('header_betting_record'), () => openOverlay('personalHistoryCopy'))}
          {item(t('header_account_record'), () => openOverlay('transactionHistory'))}
          {isAgentType(session.type) && item(t('header_agent_center'), () => openOverlay('agentTeamOverview'))}
          {item(t('header_sign_out'), () => setConfirming(true))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('header_sign_out')}
        message={t('in_sure_logout')}
        confirmLabel={t('common_confirm')}
        cancelLabel={t('common_cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void signOut(homeHref)}
      />
    </div>
  );
}

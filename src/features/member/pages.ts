/**
 * The member center's account pages (SPEC §2.7): my account, the records (betting, account,
 * personal profit, bonus details) and responsible gaming (DOMAIN.md §5). Money in and out is the
 * cashier feature's.
 * One row per page: spec id, frame, SPEC section, title key, gate, message area, badge, and a
 * lazy loader (each page is its own chunk). A page's component and store live in
 * `src/features/member/pages/<spec-id>/`.
 */
import type { OverlayPageDef } from '../../lib/overlay.ts';

/** The member feature's overlay pages, in menu order. */
export const memberPages: OverlayPageDef[] = [
  {
    id: 'securityCenter',
    area: 'member',
    section: '§2.7',
    titleKey: 'overlay_page_security_center',
    gate: 'member',
    messages: 'member',
    load: () => import('./pages/securityCenter/SecurityCenterPage.tsx'),
  },
  {
    id: 'personalHistoryCopy',
    area: 'member',
    section: '§2.7',
    titleKey: 'overlay_page_betting_record',
    gate: 'member',
    messages: 'member',
    load: () => import('./pages/personalHistoryCopy/BettingRecordPage.tsx'),
  },
  {
    id: 'transactionHistory',
    area: 'member',
    section: '§2.7',
    titleKey: 'overlay_page_account_record',
    gate: 'member',
    messages: 'member',
    load: () => import('./pages/transactionHistory/AccountRecordPage.tsx'),
  },
  {
    id: 'personalProfit',
    area: 'member',
    section: '§2.7',
    titleKey: 'overlay_page_personal_profit',
    gate: 'member',
    messages: 'member',
    load: () => import('./pages/personalProfit/PersonalProfitPage.tsx'),
  },
  {
    id: 'bonusDetails',
    area: 'member',
    section: '§2.7',
    titleKey: 'overlay_page_bonus_details',
    gate: 'member',
    messages: 'member',
    load: () => import('./pages/bonusDetails/BonusDetailsPage.tsx'),
  },
  {
    id: 'responsibleGaming',
    area: 'member',
    section: 'DOMAIN.md §5',
    titleKey: 'overlay_page_responsible_gaming',
    gate: 'member',
    messages: 'member',
    load: () => import('./pages/responsibleGaming/ResponsibleGamingPage.tsx'),
  },
];

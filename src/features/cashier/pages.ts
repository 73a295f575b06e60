/**
 * The cashier pages of the member center (SPEC §2.7; DOMAIN.md §3): my wallet (transferFund),
 * deposit (depositv2), withdraw, transfer to upline or downline, and the payment password.
 * One row per page: spec id, frame, SPEC section, title key, gate, message area, badge, and a
 * lazy loader (each page is its own chunk). A page's component and store live in
 * `src/features/cashier/pages/<spec-id>/`.
 */
import type { OverlayPageDef } from '../../lib/overlay.ts';

/** The cashier feature's overlay pages, in menu order. */
export const cashierPages: OverlayPageDef[] = [
  {
    id: 'transferFund',
    area: 'member',
    section: '§2.7',
    titleKey: 'overlay_page_transfer_fund',
    gate: 'member',
    messages: 'cashier',
    load: () => import('./pages/transferFund/TransferFundPage.tsx'),
  },
  {
    id: 'depositv2',
    area: 'member',
    section: '§2.7',
    titleKey: 'overlay_page_deposit',
    gate: 'member',
    messages: 'cashier',
    load: () => import('./pages/depositv2/DepositPage.tsx'),
  },
  {
    id: 'withdraw',
    area: 'member',
    section: '§2.7',
    titleKey: 'overlay_page_withdraw',
    gate: 'member',
    messages: 'cashier',
    load: () => import('./pages/withdraw/WithdrawPage.tsx'),
  },
  {
    id: 'transferUpline',
    area: 'member',
    section: '§2.7',
    titleKey: 'overlay_page_transfer_upline',
    gate: 'member',
    messages: 'cashier',
    load: () => import('./pages/transferUpline/TransferUplinePage.tsx'),
  },
  {
    id: 'paymentPassword',
    area: 'member',
    section: '§2.7',
    titleKey: 'overlay_page_payment_password',
    gate: 'member',
    messages: 'cashier',
    menu: false,
    load: () => import('./pages/paymentPassword/PaymentPasswordPage.tsx'),
  },
];

/**
 * The withdraw page's store (SPEC §2.7 withdraw, §4 withdrawal confirmation; DOMAIN.md §3):
 * `$withdrawInfo` (limits, turnover, bank accounts, payment-password flag, withdrawals), the forms'
 * states, and the actions that bind an account, request a withdrawal (with a fresh request id, so
 * a double tap creates one) and confirm receipt. Outcomes are ApiResult error codes (message keys),
 * with details (`remaining`, `min`, `max`) for the page to fill in. Amounts in minor units.
 */
import { atom } from 'nanostores';
import { callApi, type RouteValue } from '../../../lib/api-client.ts';
import { announceBalanceChange } from '../../../lib/balance-events.ts';

/** What the page shows. */
export type WithdrawInfo = RouteValue<'withdrawInfo'>;

/** Loading state of the page's data. */
export const $withdrawInfo = atom<{ loading: boolean; error: string | null; value: WithdrawInfo | null }>({ loading: false, error: null, value: null });
/** A form's state: sending flag, the last error code and its details, and a success flag. */
export interface FormState { busy: boolean; error: string | null; details?: Record<string, unknown>; done: boolean }
const idle: FormState = { busy: false, error: null, done: false };
/** The bind-an-account form. */
export const $bankForm = atom<FormState>(idle);
/** The withdrawal form. */
export const $withdrawForm = atom<FormState>(idle);

/** Loads (or reloads) the page's data. */
export async function loadWithdrawInfo(): Promise<void> {
  $withdrawInfo.set({ ...$withdrawInfo.get(), loading: true, error: null });
  const res = await callApi('withdrawInfo');
  $withdrawInfo.set(res.ok ? { loading: false, error: null, value: res.value } : { loading: false, error: res.code, value: null });
}

/** Binds a bank account; reloads the page's data on success. */
export async function bindBankAccount(input: { bankName: string; accountNumber: string; holderName: string }): Promise<boolean> {
  $bankForm.set({ busy: true, error: null, done: false });
  const res = await callApi('bankAccountAdd', input);
  $bankForm.set({ busy: false, error: res.ok ? null : res.code, done: res.ok });
  if (res.ok) await loadWithdrawInfo();
  return res.ok;
}

function requestId(): string {
  return `wd-${[...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Requests a withdrawal; on success refreshes the balance and the list. */
export async function requestWithdrawal(input: { bankAccountId: number; amount: number; paymentPassword: string }): Promise<boolean> {
  $withdrawForm.set({ busy: true, error: null, done: false });
  const res = await callApi('withdrawalCreate', { ...input, requestId: requestId() });
  $withdrawForm.set({ busy: false, error: res.ok ? null : res.code, details: res.ok ? undefined : (res.details as Record<string, unknown> | undefined), done: res.ok });
  if (res.ok) {
    announceBalanceChange();
    await loadWithdrawInfo();
  }
  return res.ok;
}

/** Confirms a paid withdrawal: received in full, or `partial` with the amount received. */
export async function confirmWithdrawal(id: number, answer: 'received' | 'partial', receivedAmount?: number): Promise<string | null> {
  const res = await callApi('withdrawalConfirm', { id, answer, ...(receivedAmount !== undefined ? { receivedAmount } : {}) });
  if (res.ok) await loadWithdrawInfo();
  return res.ok ? null : res.code;
}

/** The payment password form: saves it (with the old one when it is being changed). */
export const $paymentPasswordForm = atom<FormState>(idle);

/** Saves the payment password. */
export async function savePaymentPassword(input: { oldPassword?: string; newPassword: string; confirmPassword: string }): Promise<boolean> {
  $paymentPasswordForm.set({ busy: true, error: null, done: false });
  const res = await callApi('paymentPasswordSave', input);
  $paymentPasswordForm.set({ busy: false, error: res.ok ? null : res.code, done: res.ok });
  return res.ok;
}

/**
 * The withdraw page's store (SPEC §2.7 withdraw, §4 withdrawal confirmation; DOMAIN.md §3):
 * `$withdrawInfo` (limits, turnover, bank accounts, payment-password flag, withdrawals), the forms'
 * states, and the actions that bind an account, request a withdrawal (with a fresh request id, so
 * a double tap creates one) and confirm receipt. Outcomes are ApiResult error codes (message keys),
 * with details (`remaining`, `min`, `max`) for the page to fill in. Amounts in minor units.
 */
import { atom } from 'nanostores';
import { callApi, type ApiResult, type RouteValue } from '../../../lib/api-client.ts';
import { announceBalanceChange } from '../../../lib/balance-events.ts';
import { remoteQuery, setRemoteValue } from '../../../lib/remote.ts';

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

/** Largest proof image, in bytes (SPEC §9: 5 MB). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** Most proof images one report may carry (SPEC §9: 3). */
export const PROOF_MAX_FILES = 3;

/**
 * Reports a paid withdrawal as not received with 1 to 3 proof images (png or jpg, 5 MB each),
 * checked here first so a person hears at once what is wrong; the platform checks them again.
 * Returns null or the error code.
 */
export async function reportNotReceived(id: number, files: File[]): Promise<string | null> {
  if (files.length < 1 || files.length > PROOF_MAX_FILES) return 'error_proof_required';
  if (files.some((f) => f.type !== 'image/png' && f.type !== 'image/jpeg')) return 'error_file_type';
  if (files.some((f) => f.size > PROOF_MAX_BYTES)) return 'error_file_too_large';
  const images = await Promise.all(files.map((f) => new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(f);
  })));
  const res = await callApi('withdrawalConfirm', { id, answer: 'not_received', images });
  if (res.ok) await loadWithdrawInfo();
  return res.ok ? null : res.code;
}

/** The payment password form: saves it (with the old one when it is being changed). */
export const $paymentPasswordForm = atom<FormState>(idle);
/** Whether the payment password is set (`set`). */
export const $paymentPasswordStatus = remoteQuery('paymentPasswordStatus');

/** Saves the payment password; its answer (the new status) becomes `$paymentPasswordStatus`. */
export async function savePaymentPassword(input: { oldPassword?: string; newPassword: string; confirmPassword: string }): Promise<ApiResult<RouteValue<'paymentPasswordSave'>>> {
  $paymentPasswordForm.set({ busy: true, error: null, done: false });
  const res = await callApi('paymentPasswordSave', input);
  $paymentPasswordForm.set({ busy: false, error: res.ok ? null : res.code, done: res.ok });
  if (res.ok) setRemoteValue('paymentPasswordStatus', undefined, res.value);
  return res;
}

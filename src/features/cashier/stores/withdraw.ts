/**
 * The withdraw page's store (SPEC §2.7 withdraw, §4 withdrawal confirmation; DOMAIN.md §3):
 * `$withdrawInfo` (limits, turnover, bank accounts, payment-password flag, withdrawals; a
 * `lib/remote` read), the forms' states, and the actions that bind an account, request a
 * withdrawal (with a fresh request id, so a double tap creates one) and confirm receipt. Every
 * action answers an ApiResult (error codes are message keys, with details `remaining`, `min`,
 * `max` for the page to fill in); a success marks `$withdrawInfo` stale, so the page shows the new
 * state. Amounts in minor units.
 */
import { atom } from 'nanostores';
import type { ApiResult, RouteValue } from '../../../lib/api-client.ts';
import { remoteQuery, remoteWrite, setRemoteValue } from '../../../lib/remote.ts';

/** What the page shows. */
export type WithdrawInfo = RouteValue<'withdrawInfo'>;

/** The page's data, read while the page shows it. */
export const $withdrawInfo = remoteQuery('withdrawInfo');
/** A form's state: sending flag, the last error code and its details, and a success flag. */
export interface FormState {
  busy: boolean;
  error: string | null;
  details?: Record<string, unknown>;
  done: boolean;
}
const idle: FormState = { busy: false, error: null, done: false };
/** The bind-an-account form. */
export const $bankForm = atom<FormState>(idle);
/** The withdrawal form. */
export const $withdrawForm = atom<FormState>(idle);

/** Binds a bank account; the page's data is read again on success. */
export async function bindBankAccount(input: {
  bankName: string;
  accountNumber: string;
  holderName: string;
}): Promise<ApiResult<RouteValue<'bankAccountAdd'>>> {
  $bankForm.set({ busy: true, error: null, done: false });
  const res = await remoteWrite('bankAccountAdd', input, { invalidates: ['withdrawInfo'] });
  $bankForm.set({ busy: false, error: res.ok ? null : res.code, done: res.ok });
  return res;
}

function requestId(): string {
  return `wd-${[...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Requests a withdrawal; on success the balance and the list follow (money moved). */
export async function requestWithdrawal(input: {
  bankAccountId: number;
  amount: number;
  paymentPassword: string;
}): Promise<ApiResult<RouteValue<'withdrawalCreate'>>> {
  $withdrawForm.set({ busy: true, error: null, done: false });
  const res = await remoteWrite('withdrawalCreate', { ...input, requestId: requestId() }, { moneyMoved: true, invalidates: ['withdrawInfo'] });
  $withdrawForm.set({
    busy: false,
    error: res.ok ? null : res.code,
    details: res.ok ? undefined : (res.details as Record<string, unknown> | undefined),
    done: res.ok,
  });
  return res;
}

/** Confirms a paid withdrawal: received in full, or `partial` with the amount received (minor units). */
export function confirmWithdrawal(id: number, answer: 'received' | 'partial', receivedAmount?: number): Promise<ApiResult<RouteValue<'withdrawalConfirm'>>> {
  return remoteWrite('withdrawalConfirm', { id, answer, ...(receivedAmount !== undefined ? { receivedAmount } : {}) }, { invalidates: ['withdrawInfo'] });
}

/** Largest proof image, in bytes (SPEC §9: 5 MB). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** Most proof images one report may carry (SPEC §9: 3). */
export const PROOF_MAX_FILES = 3;

/** A refusal found here before any call (status 0): `code` is the message key. */
function refused(code: string): ApiResult<never> {
  return { ok: false, code, message: '', status: 0 };
}

/**
 * Reports a paid withdrawal as not received with 1 to 3 proof images (png or jpg, 5 MB each),
 * checked here first so a person hears at once what is wrong (error_proof_required,
 * error_file_type, error_file_too_large, without a call); the platform checks them again.
 */
export async function reportNotReceived(id: number, files: File[]): Promise<ApiResult<RouteValue<'withdrawalConfirm'>>> {
  if (files.length < 1 || files.length > PROOF_MAX_FILES) return refused('error_proof_required');
  if (files.some((f) => f.type !== 'image/png' && f.type !== 'image/jpeg')) return refused('error_file_type');
  if (files.some((f) => f.size > PROOF_MAX_BYTES)) return refused('error_file_too_large');
  const images = await Promise.all(
    files.map(
      (f) =>
        new Promise<string>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.onerror = () => reject(reader.error);
          reader.readAsDataURL(f);
        }),
    ),
  );
  return remoteWrite('withdrawalConfirm', { id, answer: 'not_received', images }, { invalidates: ['withdrawInfo'] });
}

/** The payment password form: saves it (with the old one when it is being changed). */
export const $paymentPasswordForm = atom<FormState>(idle);
/** Whether the payment password is set (`set`). */
export const $paymentPasswordStatus = remoteQuery('paymentPasswordStatus');

/** Saves the payment password; its answer (the new status) becomes `$paymentPasswordStatus`. */
export async function savePaymentPassword(input: {
  oldPassword?: string;
  newPassword: string;
  confirmPassword: string;
}): Promise<ApiResult<RouteValue<'paymentPasswordSave'>>> {
  $paymentPasswordForm.set({ busy: true, error: null, done: false });
  const res = await remoteWrite('paymentPasswordSave', input, { invalidates: ['withdrawInfo'] });
  $paymentPasswordForm.set({ busy: false, error: res.ok ? null : res.code, done: res.ok });
  if (res.ok) setRemoteValue('paymentPasswordStatus', undefined, res.value);
  return res;
}

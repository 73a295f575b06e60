/**
 * The deposit page's store (SPEC §2.7 depositv2; DOMAIN.md §3). State: the channels and the
 * member's reference (`$depositSetup`), the form (`$depositForm`), the deposit in progress
 * (`$currentDeposit`, polled while pending), and recent deposits. Actions report outcomes as
 * ApiResult error codes (message keys). Amounts in minor units.
 */
import { atom } from 'nanostores';
import { callApi, type ApiResult, type AsyncValue, type RouteValue } from '../../../lib/api-client.ts';
import { announceBalanceChange, onAccountChange } from '../../../lib/balance-events.ts';

/** Channels, reference and first-deposit flag, as loaded. */
export type DepositSetup = RouteValue<'depositChannels'>;
/** One deposit as the platform shows it. */
export type Deposit = RouteValue<'depositCreate'>;

/** Loading state of the channels. */
export const $depositSetup = atom<AsyncValue<DepositSetup>>({ loading: false, error: null, value: null });
/** The form: chosen channel and amount (minor units, null while empty), submit state and error code. */
export const $depositForm = atom<{ channel: 'bank' | 'ewallet' | 'card'; amount: number | null; submitting: boolean; error: string | null }>({
  channel: 'bank',
  amount: null,
  submitting: false,
  error: null,
});
/** The deposit just made (pending until the provider answers), or null. */
export const $currentDeposit = atom<Deposit | null>(null);
/** The member's recent deposits (newest first). */
export const $recentDeposits = atom<Deposit[]>([]);

/** Poll interval while a deposit is pending, in ms. */
export const DEPOSIT_POLL_MS = 3000;
/** How many recent deposits the platform lists (depositList: newest first, 20). */
export const RECENT_DEPOSITS = 20;

/** Loads the channels and the recent deposits; answers the channels' outcome. */
export async function loadDepositSetup(): Promise<ApiResult<DepositSetup>> {
  $depositSetup.set({ loading: true, error: null, value: $depositSetup.get().value });
  const [setup, recent] = await Promise.all([callApi('depositChannels'), callApi('depositList')]);
  if (!setup.ok) {
    $depositSetup.set({ loading: false, error: setup.code, value: null });
    return setup;
  }
  $depositSetup.set({ loading: false, error: null, value: setup.value });
  if (recent.ok) $recentDeposits.set(recent.value);
  return setup;
}

/**
 * Reads the recent deposits again whenever the platform changed the account by itself (a
 * provider's callback paid one, an order expired; src/lib/balance-watch.ts), so their states
 * show without a reload. Returns the unsubscribe function.
 */
export function followDepositStates(): () => void {
  return onAccountChange(() => {
    void callApi('depositList').then((recent) => {
      if (recent.ok) $recentDeposits.set(recent.value);
    });
  });
}

/** Picks a channel (clears an error). */
export function chooseChannel(channel: 'bank' | 'ewallet' | 'card'): void {
  $depositForm.set({ ...$depositForm.get(), channel, error: null });
}

/** Sets the amount from the field's text (digits only; empty gives null). */
export function setDepositAmount(text: string): void {
  const digits = text.replace(/\D/g, '');
  $depositForm.set({ ...$depositForm.get(), amount: digits ? Number(digits) : null, error: null });
}

/**
 * The form's error before any call: `required` without an amount, `cashier_amount_out_of_range`
 * outside the channel's limits; null when it may be sent.
 */
export function depositFormError(): string | null {
  const form = $depositForm.get();
  const channel = $depositSetup.get().value?.channels.find((c) => c.code === form.channel);
  if (form.amount === null) return 'required';
  if (channel && (form.amount < channel.min || form.amount > channel.max)) return 'cashier_amount_out_of_range';
  return null;
}

function requestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `dep-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Sends the deposit request; on success it becomes the current deposit. Answers the call's outcome,
 * or the form's own error (`required`, `cashier_amount_out_of_range`, status 0) without a call.
 */
export async function submitDeposit(): Promise<ApiResult<Deposit>> {
  const form = $depositForm.get();
  const invalid = depositFormError();
  if (invalid) {
    $depositForm.set({ ...form, error: invalid });
    return { ok: false, code: invalid, message: '', status: 0 };
  }
  $depositForm.set({ ...form, submitting: true, error: null });
  const res = await callApi('depositCreate', { channel: form.channel, amount: form.amount, requestId: requestId() });
  $depositForm.set({ ...$depositForm.get(), submitting: false, error: res.ok ? null : res.code });
  if (res.ok) $currentDeposit.set(res.value);
  return res;
}

/**
 * Reloads the current deposit's status (null without one). Once settled, the answer takes its
 * place in the recent deposits (no second call), and a paid one announces the balance change.
 */
export async function refreshCurrentDeposit(): Promise<ApiResult<Deposit> | null> {
  const current = $currentDeposit.get();
  if (!current) return null;
  const res = await callApi('depositStatus', { id: current.id });
  if (!res.ok || $currentDeposit.get()?.id !== current.id) return res;
  $currentDeposit.set(res.value);
  if (res.value.status !== 'pending') {
    const settled = res.value;
    const recent = $recentDeposits.get();
    $recentDeposits.set(
      recent.some((d) => d.id === settled.id) ? recent.map((d) => (d.id === settled.id ? settled : d)) : [settled, ...recent].slice(0, RECENT_DEPOSITS),
    );
    if (settled.status === 'paid') announceBalanceChange(res.balance);
  }
  return res;
}

/** Starts a new deposit (back to the form). */
export function newDeposit(): void {
  $currentDeposit.set(null);
  $depositForm.set({ ...$depositForm.get(), amount: null, error: null });
}

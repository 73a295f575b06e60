/**
 * The deposit page's store (SPEC §2.7 depositv2; DOMAIN.md §3). State: the channels and the
 * member's reference (`$depositSetup`), the form (`$depositForm`), the deposit in progress
 * (`$currentDeposit`, polled while pending), and recent deposits. Actions report outcomes as
 * ApiResult error codes (message keys). Amounts in minor units.
 */
import { atom } from 'nanostores';
import { callApi, type RouteValue } from '../../../lib/api-client.ts';
import { announceBalanceChange } from '../../../lib/balance-events.ts';

/** Channels, reference and first-deposit flag, as loaded. */
export type DepositSetup = RouteValue<'depositChannels'>;
/** One deposit as the platform shows it. */
export type Deposit = RouteValue<'depositCreate'>;

/** Loading state of the channels. */
export const $depositSetup = atom<{ loading: boolean; error: string | null; value: DepositSetup | null }>({ loading: false, error: null, value: null });
/** The form: chosen channel and amount (minor units, null while empty), submit state and error code. */
export const $depositForm = atom<{ channel: 'bank' | 'ewallet' | 'card'; amount: number | null; submitting: boolean; error: string | null }>({ channel: 'bank', amount: null, submitting: false, error: null });
/** The deposit just made (pending until the provider answers), or null. */
export const $currentDeposit = atom<Deposit | null>(null);
/** The member's recent deposits (newest first). */
export const $recentDeposits = atom<Deposit[]>([]);

/** Poll interval while a deposit is pending, in ms. */
export const DEPOSIT_POLL_MS = 3000;

/** Loads the channels and the recent deposits. */
export async function loadDepositSetup(): Promise<void> {
  $depositSetup.set({ loading: true, error: null, value: $depositSetup.get().value });
  const [setup, recent] = await Promise.all([callApi('depositChannels'), callApi('depositList')]);
  if (!setup.ok) {
    $depositSetup.set({ loading: false, error: setup.code, value: null });
    return;
  }
  $depositSetup.set({ loading: false, error: null, value: setup.value });
  if (recent.ok) $recentDeposits.set(recent.value);
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

/** Sends the deposit request; on success it becomes the current deposit. Returns the call's outcome. */
export async function submitDeposit(): Promise<boolean> {
  const form = $depositForm.get();
  const invalid = depositFormError();
  if (invalid) {
    $depositForm.set({ ...form, error: invalid });
    return false;
  }
  $depositForm.set({ ...form, submitting: true, error: null });
  const res = await callApi('depositCreate', { channel: form.channel, amount: form.amount, requestId: requestId() });
  $depositForm.set({ ...$depositForm.get(), submitting: false, error: res.ok ? null : res.code });
  if (res.ok) $currentDeposit.set(res.value);
  return res.ok;
}

/** Reloads the current deposit's status; announces a balance change when it turns paid. */
export async function refreshCurrentDeposit(): Promise<void> {
  const current = $currentDeposit.get();
  if (!current) return;
  const res = await callApi('depositStatus', { id: current.id });
  if (!res.ok || $currentDeposit.get()?.id !== current.id) return;
  $currentDeposit.set(res.value);
  if (res.value.status !== 'pending') {
    if (res.value.status === 'paid') announceBalanceChange();
    const recent = await callApi('depositList');
    if (recent.ok) $recentDeposits.set(recent.value);
  }
}

/** Starts a new deposit (back to the form). */
export function newDeposit(): void {
  $currentDeposit.set(null);
  $depositForm.set({ ...$depositForm.get(), amount: null, error: null });
}

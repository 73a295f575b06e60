/**
 * Deposit rules of the sandbox cashier (SPEC §2.7 depositv2; DOMAIN.md §3): the channel table
 * (min, max, presets, turnover rate), the member's reference code, how long a request waits for
 * payment, and the provider's callback signature. One config table an operator can change.
 * Amounts in minor units (VND has none), times in ms.
 */
import type { DepositChannel } from '../../contracts/schemas/cashier.ts';

/** One channel's limits, amount presets and turnover rate (requirement = amount × rate). */
export interface DepositChannelConfig {
  code: DepositChannel;
  min: number;
  max: number;
  presets: number[];
  turnoverRate: number;
}

/** The channels offered, in the order the page shows them. */
export const DEPOSIT_CHANNELS: DepositChannelConfig[] = [
  { code: 'bank', min: 50_000, max: 500_000_000, presets: [100_000, 200_000, 500_000, 1_000_000, 5_000_000], turnoverRate: 1 },
  { code: 'ewallet', min: 20_000, max: 50_000_000, presets: [50_000, 100_000, 200_000, 500_000], turnoverRate: 1 },
  { code: 'card', min: 100_000, max: 100_000_000, presets: [200_000, 500_000, 1_000_000, 2_000_000], turnoverRate: 1 },
];

/** How long a deposit waits for the provider before it expires (30 minutes). */
export const DEPOSIT_TTL_MS = 30 * 60_000;

/** The sandbox's receiving bank account shown for bank transfers. */
export const DEPOSIT_BANK_ACCOUNT = { bank: 'Lotus Sandbox Bank', number: '0123456789', holder: 'LOTUS PLAY SANDBOX' } as const;

/** The member's bank-transfer reference code: `LP` + the member id in base 36 + a check letter. */
export function memberReference(memberId: number): string {
  const body = memberId.toString(36).toUpperCase();
  let sum = 0;
  for (const ch of body) sum = (sum * 31 + ch.charCodeAt(0)) % 26;
  return `LP${body}${String.fromCharCode(65 + sum)}`;
}

/** The callback secret: the configured one, or (sandbox dev tools only) a fixed development secret. */
export function callbackSecret(env: { PAYMENT_CALLBACK_SECRET?: string; SANDBOX_DEV_TOOLS?: string }): string | null {
  if (env.PAYMENT_CALLBACK_SECRET) return env.PAYMENT_CALLBACK_SECRET;
  return env.SANDBOX_DEV_TOOLS === '1' ? 'sandbox-payment-callback-secret' : null;
}

/** The text a callback signs: `depositId|providerTxnId|amount|status`. */
export function callbackPayload(n: { depositId: number; providerTxnId: string; amount: number; status: string }): string {
  return `${n.depositId}|${n.providerTxnId}|${n.amount}|${n.status}`;
}

/** HMAC-SHA256 of `text` with `secret`, as lowercase hex. */
export async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)));
  return [...sig].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares two hex strings in time independent of where they differ. */
export function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Human verification in the browser (SPEC §4 "A human-verification step runs before login and
 * before SMS requests", registration step 3; DESIGN.md ALTCHA): fetches a challenge from
 * GET /wps/verification/challenge and solves it with altcha-lib's solver, loaded only when first
 * needed (a separate chunk, so it costs nothing until a form is used).
 *
 * A proof is single use. {@link prepareHumanProof} starts solving in the background on the first
 * intent (focus or typing in a form), so the submit rarely waits; {@link takeHumanProof} hands the
 * prepared proof out once and solves a new one when none is ready.
 */
import { callApi } from '../../../lib/api-client.ts';

/** A prepared proof is discarded after this many ms (the platform's challenges live 5 minutes). */
export const HUMAN_PROOF_MAX_AGE_MS = 4 * 60_000;

/**
 * Outcome: the proof to send as `altcha`, or an error code (error_human_check_unavailable when the
 * platform cannot check proofs). `proof` is undefined only for an operator's platform that has no
 * challenge call (404): that platform runs its own check, the portal sends none.
 */
export type HumanProofResult = { ok: true; proof: string | undefined } | { ok: false; code: string };

let pending: { at: number; promise: Promise<HumanProofResult> } | null = null;

async function solveNew(): Promise<HumanProofResult> {
  const res = await callApi('humanChallenge');
  // The sandbox never answers 404 here: without its key it answers 503 and refuses the calls too.
  if (!res.ok) return res.status === 404 && res.code === 'error_not_found' ? { ok: true, proof: undefined } : { ok: false, code: res.code };
  try {
    const { solveHumanChallenge } = await import('./human-solver.ts');
    const proof = await solveHumanChallenge(res.value);
    return proof ? { ok: true, proof } : { ok: false, code: 'error_human_verification' };
  } catch {
    return { ok: false, code: 'error_network' };
  }
}

/** Starts solving a proof in the background unless a fresh one is already prepared. */
export function prepareHumanProof(now = Date.now()): void {
  if (pending && now - pending.at < HUMAN_PROOF_MAX_AGE_MS) return;
  pending = { at: now, promise: solveNew() };
}

/** The prepared proof (spent: the next call prepares a new one), or a newly solved one. */
export async function takeHumanProof(now = Date.now()): Promise<HumanProofResult> {
  const p = pending && now - pending.at < HUMAN_PROOF_MAX_AGE_MS ? pending.promise : solveNew();
  pending = null;
  const result = await p;
  // A failed background attempt (e.g. offline then) deserves one fresh try.
  return result.ok ? result : solveNew();
}

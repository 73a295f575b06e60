/**
 * The question a hand-off link raises over another member's session (SPEC §4 URL token): the edge kept the link's token aside (HttpOnly) and named its account in a readable
 * cookie; the page asks the player whether to continue as that account or stay as they are, and
 * posts the answer to the edge (src/contracts/session-handoff.ts, functions/_lib/token-handoff.ts).
 */
import { atom } from 'nanostores';
import { HANDOFF_ANSWER_PATH, HANDOFF_ASK_COOKIE } from '../../../contracts/session-handoff.ts';
import type { ApiResult } from '../../../lib/api-client.ts';
import { clearSessionStorage } from '../../../lib/session/session-values.ts';

/** The open question: the account the link signs in as; null when there is none. */
export const $handoffAsk = atom<{ linked: string } | null>(null);

/** Opens the question when the edge left one for this page (reads the ask cookie; never throws). */
export function readHandoffAsk(): void {
  try {
    for (const part of document.cookie.split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0 || part.slice(0, eq).trim() !== HANDOFF_ASK_COOKIE) continue;
      const linked = decodeURIComponent(part.slice(eq + 1).trim());
      if (linked) $handoffAsk.set({ linked });
    }
  } catch {
    /* cookies blocked or a malformed value: no question */
  }
}

/**
 * Answers the question: `accept` continues as the link's account (the page reloads signed in as
 * it), otherwise the current session stays. Resolves with the api client's result: error codes
 * error_handoff_expired (the link's session ended or the question timed out), error_network.
 */
export async function answerHandoffAsk(accept: boolean): Promise<ApiResult<null>> {
  let res: Response;
  try {
    res = await fetch(HANDOFF_ANSWER_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accept }),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, code: 'error_network', message: '', status: 0 };
  }
  if (res.status === 204) {
    $handoffAsk.set(null);
    if (accept) {
      clearSessionStorage();
      location.reload();
    }
    return { ok: true, value: null };
  }
  const body = (await res.json().catch(() => null)) as { code?: string } | null;
  return { ok: false, code: body?.code ?? 'error_network', message: '', status: res.status };
}

/** Closes the question without an answer reaching the edge (after an error was shown). */
export function dismissHandoffAsk(): void {
  $handoffAsk.set(null);
}

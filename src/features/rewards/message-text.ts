/**
 * The text of a platform message (SPEC §2.7 messageV2) in the reader's locale: a message the
 * platform wrote as a key with parameters (src/platform/rewards/messages.ts) reads from the rewards
 * messages, its `amount` (minor units) written as money; one an operator wrote reads as written,
 * and so does a key this build has no message for (its English copy rather than a raw key).
 */
import { platformMessageParams } from '../../lib/platform-message-params.ts';

/** A message as the messageList call answers it (the fields this needs). */
export interface MessageParts {
  title: string;
  body: string;
  key: string | null;
  params: Record<string, string | number> | null;
}

/**
 * `part` of message `m` through `t` (the island's translator over the rewards messages, which
 * answers a key it has no message for with the key itself) in `locale`, money in
 * `currencyDecimals` places.
 */
export function messageText(
  m: MessageParts,
  part: 'title' | 'body',
  t: (key: string, vars?: Record<string, string | number>) => string,
  locale: string,
  currencyDecimals: number,
): string {
  if (!m.key) return m[part];
  const key = `${m.key}_${part}`;
  const text = t(key, platformMessageParams(m.params ?? {}, locale, currencyDecimals));
  return text === key ? m[part] : text;
}

/**
 * A long code a player may want to check elsewhere (a provably-fair server seed or its hash, 64
 * hexadecimal characters; DOMAIN.md provably fair) shown shortened to its first and last eight
 * characters, whole in its title, with a button that copies it whole. Why: unbroken, a 64-character
 * hash is wider than a 320 px phone and broke mid-line into a block of letters; nobody compares it
 * by eye, they paste it into a verifier. The button is named for what it copies, and a status
 * region says "copied" (read by screen readers). Where the browser refuses the clipboard, the code
 * is shown whole instead, to be selected by hand.
 */
import { useState } from 'react';
import { useT } from '../i18n/translate.ts';

/** Characters kept at each end of a shortened code. */
const KEEP = 8;

/**
 * `value` shortened as `head…tail` when it is longer than twice {@link KEEP} plus one; as it is
 * otherwise.
 */
export function shortCode(value: string): string {
  return value.length > KEEP * 2 + 1 ? `${value.slice(0, KEEP)}…${value.slice(-KEEP)}` : value;
}

/** Props: the code, the name of what it is (for the copy button's name), a test id for the code. */
export interface CopyableCodeProps {
  value: string;
  name: string;
  testId?: string;
}

/**
 * The shortened code, its copy button and the status that says it was copied. Needs the message
 * keys `common_copy`, `common_copy_named` and `common_copied` in its island's list.
 */
export function CopyableCode({ value, name, testId }: CopyableCodeProps) {
  const t = useT();
  const [state, setState] = useState<{ value: string; is: 'copied' | 'whole' } | null>(null);
  // A new code (a new round's hash) starts shortened and not yet copied.
  const is = state?.value === value ? state.is : null;
  const copy = () => {
    const done = (next: 'copied' | 'whole') => setState({ value, is: next });
    if (!navigator.clipboard) return done('whole');
    navigator.clipboard.writeText(value).then(
      () => done('copied'),
      () => done('whole'),
    );
  };
  return (
    <span className="copyable-code">
      <code title={value} data-testid={testId} data-value={value} translate="no" dir="ltr">
        {is === 'whole' ? value : shortCode(value)}
      </code>
      <button type="button" className="copyable-code__copy" aria-label={t('common_copy_named', { name })} onClick={copy}>
        {t('common_copy')}
      </button>
      <span role="status" className="copyable-code__status">
        {is === 'copied' ? t('common_copied') : ''}
      </span>
    </span>
  );
}

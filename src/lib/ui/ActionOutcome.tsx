/**
 * The outcome of a form's or a button's action, shown beside the control that caused it (SPEC §9
 * accessibility: an error is announced and reachable where the player acted, not at the top of a
 * long page out of view). A success is a polite status; a failure is an alert that takes the focus,
 * so it scrolls into view and a screen reader reads it, and the next Tab returns to the form.
 */
import { useLayoutEffect, useRef } from 'react';

/** What an action answered: `ok` and the translated text to show. */
export interface Outcome {
  ok: boolean;
  text: string;
}

/** Renders `outcome` (nothing when null); a new failure moves focus to it. */
export function ActionOutcome({ outcome }: { outcome: Outcome | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    if (outcome && !outcome.ok) ref.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  return (
    <p ref={ref} tabIndex={outcome.ok ? undefined : -1} className={outcome.ok ? 'ov-success' : 'ov-error'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </p>
  );
}

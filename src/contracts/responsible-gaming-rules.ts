/**
 * Responsible gaming's numbers (DOMAIN.md §5), shared by the sandbox platform (which enforces the
 * limits) and the member center's page (which explains them), so both use the same ones.
 */

/** Minutes in each rolling period (24 hours, 7 days, 30 days): the most a session limit may allow. */
export const PERIOD_MINUTES = { day: 1_440, week: 10_080, month: 43_200 } as const;

/**
 * Play time, as session limits count it: the member counts as playing from each bet until their
 * next one, at most this long (5 minutes, in ms) after it; a period's play time is the length of
 * the union of those spans inside it, up to now. A bet once that reaches the limit is refused. The
 * platform's rg_bet_limits trigger (src/platform/migrations/0050_atomic_limits.sql) holds the same
 * number.
 */
export const PLAY_SPAN_MS = 5 * 60_000;

/**
 * What a member may be told by push (SPEC §2.7 member center settings; DOMAIN.md §1):
 * `withdrawal_paid` when a withdrawal of theirs is paid out, `ticket_won` when a lottery ticket of
 * theirs is settled as won. Apart from the call schemas (schemas/push.ts) so the member center's
 * switches import the list without bringing zod's URL checks into the browser's shared chunk.
 */
export const PUSH_TOPICS = ['withdrawal_paid', 'ticket_won'] as const;
/** One of {@link PUSH_TOPICS}. */
export type PushTopic = (typeof PUSH_TOPICS)[number];

/**
 * The sandbox platform's member area (SPEC §2.7 member center: records; DOMAIN.md §5 responsible
 * gaming; §7.1 the member's avatar and icon): the handler of each call in
 * src/contracts/routes/member.ts and of the avatar calls of src/contracts/routes/identity.ts,
 * typed from its route. Rules live beside this file (records.ts, avatar.ts).
 */
import { fail, ok } from '../../contracts/envelope.ts';
import { EXCLUSIONS, TIMEOUTS, confirmLimitChange, exclude, responsibleGamingState, setLimit, setRealityCheck } from './responsible-gaming.ts';
import type { RouteHandlers } from '../lib/route-handler.ts';
import { accountRecord, bettingRecord, personalProfit } from './records.ts';
import { BONUS_KINDS } from '../../contracts/schemas/member-center.ts';
import { securityProfile, signOutOthers } from './security-center.ts';
import { updateProfile } from './profile.ts';
import { bindContact, sendContactCode } from './contacts.ts';
import { confirmAuthenticator, removeAuthenticator, setupAuthenticator } from './authenticator.ts';
import { memberIcon, playerAvatar } from './avatar.ts';
import { cancelOpenDeposits } from '../cashier/exclusion.ts';
import { subscribe, subscriptionTopics, unsubscribe, vapidPublicKey } from './push-subscriptions.ts';

const AUTHENTICATOR_MESSAGES = {
  error_authenticator_on: 'An authenticator is already on.',
  error_authenticator_off: 'No authenticator is on.',
  error_authenticator_setup_expired: 'The set-up has expired. Please start again.',
  error_authenticator_code_invalid: 'The code is not valid.',
} as const;
const PROFILE_MESSAGES = {
  error_validation: 'Some fields are not valid.',
  error_birthday_confirm_21: 'Please confirm that you are at least 21.',
  error_under_21: 'You must be at least 21.',
  error_birthday_locked: 'The birthday is already set.',
} as const;

/** Handlers of the member area's calls, merged into the dispatcher by src/platform/index.ts. */
export const memberHandlers: RouteHandlers = {
  // Web Push, opt-in (settings): the browser's state, and topics on and off.
  pushStatus: async (ctx) => ({
    body: ok({ publicKey: vapidPublicKey(ctx.env), topics: await subscriptionTopics(ctx.db, ctx.member.id, ctx.input.endpoint) }),
  }),
  pushSubscribe: async (ctx) => ({ body: ok({ publicKey: vapidPublicKey(ctx.env), topics: await subscribe(ctx.db, ctx.member.id, ctx.input, ctx.now) }) }),
  pushUnsubscribe: async (ctx) => ({ body: ok({ publicKey: vapidPublicKey(ctx.env), topics: await unsubscribe(ctx.db, ctx.member.id, ctx.input, ctx.now) }) }),
  // SPEC §7.1 Avatar and Member icon (calls of the identity table; the avatar is the member's data).
  avatar: async (ctx) => ({ body: ok(playerAvatar(ctx.member)) }),
  memberIcon: async (ctx) => ({ body: ok(memberIcon(ctx.member)) }),
  bettingRecord: async (ctx) => ({ body: ok(await bettingRecord(ctx.db, ctx.member.id, ctx.input)) }),
  accountRecord: async (ctx) => ({ body: ok(await accountRecord(ctx.db, ctx.member.id, ctx.input)) }),
  bonusRecord: async (ctx) => ({ body: ok(await accountRecord(ctx.db, ctx.member.id, { ...ctx.input, kinds: BONUS_KINDS })) }),
  personalProfit: async (ctx) => ({ body: ok(await personalProfit(ctx.db, ctx.member.id, ctx.input)) }),
  securityProfile: async (ctx) => ({ body: ok(await securityProfile(ctx.db, ctx.member.id, ctx.token!, ctx.now)) }),
  nicknameUpdate: async (ctx) => {
    await ctx.db.prepare('UPDATE members SET nickname = ? WHERE id = ?').bind(ctx.input.nickname, ctx.member.id).run();
    return { body: ok(await securityProfile(ctx.db, ctx.member.id, ctx.token!, ctx.now)) };
  },
  signOutOthers: async (ctx) => ({ body: ok({ ended: await signOutOthers(ctx.db, ctx.member.id, ctx.token!) }) }),
  profileUpdate: async (ctx) => {
    const refused = await updateProfile(ctx.db, ctx.member.id, ctx.input, ctx.now);
    if (refused)
      return { body: fail(refused, PROFILE_MESSAGES[refused], { fields: { birthday: refused } }), status: refused === 'error_birthday_locked' ? 409 : 400 };
    return { body: ok(await securityProfile(ctx.db, ctx.member.id, ctx.token!, ctx.now)) };
  },
  contactCode: sendContactCode,
  contactBind: bindContact,
  authenticatorSetup: async (ctx) => {
    const r = await setupAuthenticator(ctx.db, ctx.member.id, ctx.member.account, ctx.now);
    return typeof r === 'string' ? { body: fail(r, AUTHENTICATOR_MESSAGES[r]), status: 409 } : { body: ok(r) };
  },
  authenticatorConfirm: async (ctx) => {
    const refused = await confirmAuthenticator(ctx.db, ctx.member.id, ctx.input.code, ctx.now);
    if (refused) return { body: fail(refused, AUTHENTICATOR_MESSAGES[refused], { fields: { code: refused } }), status: 400 };
    return { body: ok(await securityProfile(ctx.db, ctx.member.id, ctx.token!, ctx.now)) };
  },
  authenticatorRemove: async (ctx) => {
    const refused = await removeAuthenticator(ctx.db, ctx.member.id, ctx.input.code, ctx.now);
    if (refused) return { body: fail(refused, AUTHENTICATOR_MESSAGES[refused], { fields: { code: refused } }), status: 400 };
    return { body: ok(await securityProfile(ctx.db, ctx.member.id, ctx.token!, ctx.now)) };
  },
  responsibleGaming: async (ctx) => ({ body: ok(await responsibleGamingState(ctx.db, ctx.member.id, ctx.now)) }),
  responsibleGamingLimit: async (ctx) => {
    await setLimit(ctx.db, ctx.member.id, ctx.input.kind, ctx.input.period, ctx.input.amount, ctx.now);
    return { body: ok(await responsibleGamingState(ctx.db, ctx.member.id, ctx.now)) };
  },
  responsibleGamingConfirm: async (ctx) => {
    if (!(await confirmLimitChange(ctx.db, ctx.member.id, ctx.input.kind, ctx.input.period, ctx.now)))
      return { body: fail('error_rg_not_due', 'This change cannot be confirmed yet.'), status: 409 };
    return { body: ok(await responsibleGamingState(ctx.db, ctx.member.id, ctx.now)) };
  },
  responsibleGamingRealityCheck: async (ctx) => {
    await setRealityCheck(ctx.db, ctx.member.id, ctx.input.minutes);
    return { body: ok(await responsibleGamingState(ctx.db, ctx.member.id, ctx.now)) };
  },
  responsibleGamingExclude: async (ctx) => {
    const ms = ctx.input.kind === 'timeout' ? TIMEOUTS[ctx.input.duration] : EXCLUSIONS[ctx.input.duration];
    await exclude(ctx.db, ctx.member.id, ctx.input.kind, ms, ctx.now);
    // DOMAIN.md §5: no deposits while it runs, so the open orders are cancelled at the provider now.
    await cancelOpenDeposits(ctx.db, ctx.member.id, ctx.now);
    return { body: ok(await responsibleGamingState(ctx.db, ctx.member.id, ctx.now)) };
  },
};

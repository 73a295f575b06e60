/**
 * The member area's periodic work (DESIGN.md "Periodic work"): the Web Push notifications members
 * asked for (src/platform/member/push-delivery.ts). Idempotent: every (event, browser) is claimed
 * before it is sent, so a rerun or a concurrent tick sends nothing twice.
 */
import type { CronJob } from '../cron/jobs.ts';
import { deliverPushes } from './push-delivery.ts';

/** Sends due push notifications (withdrawal paid, ticket won); `changed` counts notifications delivered and subscriptions removed. */
export const pushNotificationsJob: CronJob = {
  name: 'member.pushNotifications',
  run: async (env, now) => {
    const r = await deliverPushes(env, now);
    return {
      job: 'member.pushNotifications',
      changed: r.sent + r.removed,
      ...(r.detail ? { detail: r.detail } : r.failed ? { detail: `failed:${r.failed}` } : {}),
    };
  },
};

/**
 * Member-center calls (SPEC §2.7): the betting record (personalHistoryCopy) and the account record
 * (transactionHistory), the caller's own rows only; responsible gaming (limits, time-out,
 * self-exclusion; DOMAIN.md §5); my account (profile fields, contacts, authenticator, sessions).
 * Part of the one route table (src/contracts/routes.ts merges every area file).
 */
import { route, type RouteDef } from '../route-def.ts';
import * as records from '../schemas/member-center.ts';

/** The member area's calls, keyed by the portal's name for each. */
export const memberRoutes = {
  bettingRecord: route({ path: '/wps/member/records/bets', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, request: records.bettingRecordQuerySchema, response: records.bettingRecordSchema }),
  accountRecord: route({ path: '/wps/member/records/transactions', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, request: records.accountRecordQuerySchema, response: records.accountRecordSchema }),
  bonusRecord: route({ path: '/wps/member/records/bonuses', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, request: records.bonusRecordQuerySchema, response: records.accountRecordSchema }),
  personalProfit: route({ path: '/wps/member/records/profit', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, request: records.personalProfitQuerySchema, response: records.personalProfitSchema }),
  // My account (SPEC §2.7 securityCenter).
  securityProfile: route({ path: '/wps/member/security', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, response: records.securityProfileSchema }),
  nicknameUpdate: route({ path: '/wps/member/security/nickname', method: 'POST', token: true, gate: 'member', encrypted: false, specPath: false, request: records.nicknameUpdateSchema, response: records.securityProfileSchema }),
  signOutOthers: route({ path: '/wps/member/security/sessions/others', method: 'POST', token: true, gate: 'member', encrypted: false, specPath: false, response: records.signOutOthersSchema }),
  profileUpdate: route({ path: '/wps/member/security/profile', method: 'POST', token: true, gate: 'member', encrypted: false, specPath: false, request: records.profileUpdateSchema, response: records.securityProfileSchema }),
  // Bind or change the phone number / e-mail address by a code sent to it (the change needs the login password, so the body goes encrypted).
  contactCode: route({ path: '/wps/member/security/contact/code', method: 'POST', token: true, gate: 'member', encrypted: false, specPath: false, request: records.contactCodeSchema, response: records.contactCodeSentSchema }),
  contactBind: route({ path: '/wps/member/security/contact', method: 'POST', token: true, gate: 'member', encrypted: true, specPath: false, request: records.contactBindSchema }),
  // Authenticator (TOTP) enrollment with a QR and a confirming code, and its removal.
  authenticatorSetup: route({ path: '/wps/member/security/authenticator/setup', method: 'POST', token: true, gate: 'member', encrypted: false, specPath: false, response: records.authenticatorSetupSchema }),
  authenticatorConfirm: route({ path: '/wps/member/security/authenticator/confirm', method: 'POST', token: true, gate: 'member', encrypted: false, specPath: false, request: records.authenticatorCodeSchema, response: records.securityProfileSchema }),
  authenticatorRemove: route({ path: '/wps/member/security/authenticator/remove', method: 'POST', token: true, gate: 'member', encrypted: false, specPath: false, request: records.authenticatorCodeSchema, response: records.securityProfileSchema }),
  // Responsible gaming (DOMAIN.md §5): limits, time-out and self-exclusion.
  responsibleGaming: route({ path: '/wps/member/responsible-gaming', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, response: records.responsibleGamingSchema }),
  responsibleGamingLimit: route({ path: '/wps/member/responsible-gaming/limit', method: 'POST', token: true, gate: 'member', encrypted: false, specPath: false, request: records.setLimitSchema, response: records.responsibleGamingSchema }),
  responsibleGamingConfirm: route({ path: '/wps/member/responsible-gaming/limit/confirm', method: 'POST', token: true, gate: 'member', encrypted: false, specPath: false, request: records.confirmLimitSchema, response: records.responsibleGamingSchema }),
  responsibleGamingExclude: route({ path: '/wps/member/responsible-gaming/exclusion', method: 'POST', token: true, gate: 'member', encrypted: false, specPath: false, request: records.excludeSchema, response: records.responsibleGamingSchema }),
  responsibleGamingRealityCheck: route({ path: '/wps/member/responsible-gaming/reality-check', method: 'POST', token: true, gate: 'member', encrypted: false, specPath: false, request: records.realityCheckSchema, response: records.responsibleGamingSchema }),
} as const satisfies Record<string, RouteDef>;

/**
 * The one route table (DESIGN.md "One route table"): every call of SPEC §7.1 and §7.2 with its
 * path, method where known, whether it needs the session token, whether its body is encrypted
 * upstream (JWE), and, for the calls implemented so far, the zod schemas of request and response
 * value. The browser client, the edge proxy and the sandbox platform are all driven by it.
 *
 * `specPath: false` marks calls whose path SPEC §7 does not show; the path here is the portal's.
 * `devOnly` calls exist only on the sandbox platform with SANDBOX_DEV_TOOLS=1.
 */
import * as z from 'zod/mini';
import * as session from './schemas/session.ts';
import * as member from './schemas/member.ts';
import * as system from './schemas/system.ts';
import * as site from './schemas/site.ts';
import * as freePlay from './schemas/free-play.ts';
import * as password from './schemas/password.ts';
import * as twoFactor from './schemas/two-factor.ts';
import type { Gate } from './access.ts';
import * as signup from './schemas/signup.ts';
import * as verification from './schemas/verification.ts';
import * as games from './schemas/games.ts';

/** HTTP methods a route may declare. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of the API contract. */
export interface RouteDef {
  /** Path below the origin, e.g. `/wps/session/login`. */
  path: string;
  /** Declared method; when the spec does not give one, the portal's choice is recorded. */
  method: HttpMethod;
  /** Whether the session token is required (SPEC §6 "Every API route carries a flag"). */
  token: boolean;
  /** Whether the body goes upstream as JWE (SPEC §7 "Encrypted"). */
  encrypted: boolean;
  /**
   * Body is form-encoded rather than JSON (forgot password by e-mail, §7.1). With `encrypted`
   * too, the browser sends the form and the edge encrypts that form text as the JWE payload.
   */
  form?: boolean;
  /** False when SPEC §7 does not show the path. */
  specPath?: boolean;
  /** Only on the sandbox platform with dev tools on (tests and local demo). */
  devOnly?: boolean;
  /**
   * Access gate of a token route (SPEC §5.3, §6; src/contracts/access.ts), enforced by the
   * platform dispatcher for every token route. Omitted on a token route means `member` (signed
   * in, not trial): the strict default, so a new call is closed to trial users until it says
   * `login` (open to trial users: session, balance, games) or `agent`.
   */
  gate?: Gate;
  /** zod schema of the JSON body or query. */
  request?: z.ZodMiniType;
  /** zod schema of the envelope's `value` on success. */
  response?: z.ZodMiniType;
}

const r = <D extends RouteDef>(def: D): D => def;

/** Every call, keyed by the portal's name for it. */
export const routes = {
  // §7.1 account and session
  login: r({ path: '/wps/session/login', method: 'POST', token: false, encrypted: true, request: session.loginRequestSchema, response: session.loginResponseSchema }),
  // Two-step verification of a sign-in from an unregistered IP (SPEC §2.5; paths are the portal's).
  twoFactorSend: r({ path: '/wps/session/login/verification/send', method: 'POST', token: false, encrypted: true, specPath: false, request: twoFactor.twoFactorSendRequestSchema, response: twoFactor.codeSentSchema }),
  twoFactorVerify: r({ path: '/wps/session/login/verification', method: 'POST', token: false, encrypted: true, specPath: false, request: twoFactor.twoFactorVerifyRequestSchema, response: session.signedInSchema }),
  logout: r({ path: '/wps/session/logout', method: 'DELETE', token: true, gate: 'login', encrypted: false, response: z.null() }),
  freePlayLogin: r({ path: '/wps/session/login/freeplay', method: 'POST', token: false, encrypted: true, request: freePlay.freePlayRequestSchema, response: session.signedInSchema }),
  // SMS requests carry a phone number (personal data), so they go upstream encrypted too.
  loginSms: r({ path: '/wps/verification/sms/noLogin', method: 'POST', token: false, encrypted: true, request: verification.loginSmsRequestSchema, response: verification.smsCodeResponseSchema }),
  registerSms: r({ path: '/wps/verification/sms/register', method: 'POST', token: false, encrypted: true, request: verification.registerSmsRequestSchema, response: verification.smsCodeResponseSchema }),
  humanChallenge: r({ path: '/wps/verification/challenge', method: 'GET', token: false, encrypted: false, specPath: false, response: verification.humanChallengeSchema }),
  register: r({ path: '/wps/member/register', method: 'PUT', token: false, encrypted: true, request: signup.registerRequestSchema, response: signup.registerResponseSchema }),
  registerMobile: r({ path: '/wps/member/register/mobile', method: 'PUT', token: false, encrypted: true, request: signup.registerMobileRequestSchema, response: signup.registerResponseSchema }),
  changePassword: r({ path: '/wps/member/password', method: 'POST', token: true, encrypted: true, request: password.changePasswordRequestSchema, response: z.null() }),
  forgotPasswordEmail: r({ path: '/wps/member/password/email', method: 'POST', token: false, encrypted: true, form: true, request: password.forgotPasswordEmailRequestSchema, response: z.null() }),
  forgotPasswordPhone: r({ path: '/wps/member/password/verification', method: 'POST', token: false, encrypted: true, request: password.forgotPasswordPhoneRequestSchema, response: z.null() }),
  memberInfo: r({ path: '/wps/member/info', method: 'GET', token: true, gate: 'login', encrypted: false, response: member.memberInfoSchema }),
  memberIcon: r({ path: '/wps/member/info/icon', method: 'GET', token: true, gate: 'login', encrypted: false }),
  avatar: r({ path: '/wps/relay/MCSFE_getPlayerAvatar', method: 'GET', token: true, gate: 'login', encrypted: false }),
  captcha: r({ path: '/wps/captcha', method: 'GET', token: false, encrypted: false, request: session.captchaQuerySchema, response: session.captchaResponseSchema }),
  registerSettings: r({ path: '/wps/system/setting/register', method: 'GET', token: false, encrypted: false, response: system.registerSettingsSchema }),
  affiliateCheck: r({ path: '/wps/agent/affiliate', method: 'GET', token: false, encrypted: false, request: signup.affiliateQuerySchema, response: signup.affiliateResponseSchema }),
  whitelabel: r({ path: '/wps/system/whitelabel', method: 'GET', token: false, encrypted: false, response: system.whitelabelSchema }),
  systemStatus: r({ path: '/wps/system/status', method: 'GET', token: false, encrypted: false, response: system.systemStatusSchema }),
  domainRoute: r({ path: '/wps/system/domainRoute', method: 'GET', token: false, encrypted: false, request: z.object({ device: z._default(z.string(), '0') }), response: site.domainRouteSchema }),
  helpCenter: r({ path: '/wps/system/helpCenter', method: 'GET', token: false, encrypted: false, response: site.helpCenterSchema }),
  feedback: r({ path: '/wps/feedback', method: 'PUT', token: true, encrypted: false }),
  permission: r({ path: '/wps/system/permission', method: 'GET', token: false, encrypted: false, specPath: false, request: z.object({ host: z.optional(z.string()) }), response: site.permissionSchema }),
  countryCodes: r({ path: '/wps/system/countryCode', method: 'GET', token: false, encrypted: false, specPath: false, response: z.array(verification.countrySchema) }),
  speedPing: r({ path: '/wps/system/ping', method: 'GET', token: false, encrypted: false, specPath: false, request: z.object({ speed: z.optional(z.string()) }), response: z.null() }),
  banners: r({ path: '/wps/system/banners', method: 'GET', token: false, encrypted: false, specPath: false, response: z.array(system.bannerSchema) }),
  promotions: r({ path: '/wps/system/promotions', method: 'GET', token: false, encrypted: false, specPath: false, response: z.array(site.promotionDetailSchema) }),

  // §7.2 wallet
  balance: r({ path: '/wps/v2/wallets/balance', method: 'GET', token: true, gate: 'login', encrypted: false, response: member.balanceSchema }),
  walletTransfer: r({ path: '/wps/relay/GCS_walletTransfer', method: 'POST', token: true, encrypted: false, request: games.walletTransferRequestSchema, response: games.walletTransferResponseSchema }),
  merchantWallet: r({ path: '/wps/relay/GCS_merchantWallet', method: 'GET', token: true, encrypted: false, response: games.merchantWalletResponseSchema }),
  consolidatedFunds: r({ path: '/wps/member/info/funds/consolidated', method: 'GET', token: true, encrypted: false, response: games.consolidatedFundsResponseSchema }),
  // §7.2 games
  gameMenus: r({ path: '/lgw/games/game_menus', method: 'GET', token: false, encrypted: false, response: z.array(games.vendorCategorySchema) }),
  hotGames: r({ path: '/wps/relay/GCSGAME_hotGamesV2', method: 'GET', token: false, encrypted: false, request: games.hotGamesRequestSchema, response: z.array(games.gameSchema) }),
  gameList: r({ path: '/wps/relay/GCSGAME_gameList', method: 'POST', token: true, gate: 'login', encrypted: false, request: games.gameListRequestSchema, response: games.gameListResponseSchema }),
  announcements: r({ path: '/wps/relay/MCSFE_getListAnnouncements', method: 'GET', token: false, encrypted: false, request: site.announcementListRequestSchema, response: site.announcementListSchema }),
  vassGameType: r({ path: '/wps/relay/GCSGAME_getVassGameType', method: 'GET', token: true, gate: 'login', encrypted: false, request: games.vassGameTypeRequestSchema, response: z.array(games.gameSchema) }),
  newGameVendor: r({ path: '/wps/relay/GCSGAME_newGameVendor', method: 'GET', token: false, encrypted: false, response: z.array(games.vendorSchema) }),
  favoriteGames: r({ path: '/wps/relay/MCSFE_getFavoriteGames', method: 'GET', token: true, encrypted: false, response: z.array(games.gameSchema) }),
  favoriteGamesList: r({ path: '/wps/relay/MCSFE_getFavoriteGamesList', method: 'GET', token: true, encrypted: false, response: z.array(games.favoriteSchema) }),
  recentGames: r({ path: '/wps/relay/GCS_recentGame', method: 'GET', token: true, gate: 'login', encrypted: false, response: z.array(games.gameSchema) }),
  rankList: r({ path: '/wps/relay/GCSGAME_getRankList', method: 'GET', token: false, encrypted: false, response: z.array(games.rankEntrySchema) }),
  toggleFavorite: r({ path: '/wps/relay/MCSFE_toggleFavoriteGame', method: 'POST', token: true, encrypted: false, specPath: false, request: games.toggleFavoriteRequestSchema, response: games.toggleFavoriteResponseSchema }),
  // §7.2 PvP and launch
  roomList: r({ path: '/wps/relay/GLS2_roomList', method: 'GET', token: true, gate: 'login', encrypted: false, request: games.roomListRequestSchema, response: z.array(games.roomSchema) }),
  launchGame: r({ path: '/wps/game/launchGame', method: 'GET', token: true, gate: 'login', encrypted: false, request: games.launchRequestSchema, response: games.launchResponseSchema }),
  // The sandbox's own in-house games (issue 4): provably-fair seeds, bets through the seamless
  // wallet, and the member's recent rounds (betting records). Not SPEC §7 calls.
  inhouseFair: r({ path: '/wps/inhouse/fair', method: 'GET', token: true, gate: 'login', encrypted: false, specPath: false, response: games.fairStateSchema }),
  inhouseFairRotate: r({ path: '/wps/inhouse/fair/rotate', method: 'POST', token: true, gate: 'login', encrypted: false, specPath: false, request: games.fairRotateRequestSchema, response: games.fairStateSchema }),
  inhouseDice: r({ path: '/wps/inhouse/dice', method: 'POST', token: true, gate: 'login', encrypted: false, specPath: false, request: games.diceRequestSchema, response: games.inhousePlayResponseSchema }),
  inhouseSlot: r({ path: '/wps/inhouse/slot', method: 'POST', token: true, gate: 'login', encrypted: false, specPath: false, request: games.slotRequestSchema, response: games.inhousePlayResponseSchema }),
  inhouseRounds: r({ path: '/wps/inhouse/rounds', method: 'GET', token: true, gate: 'login', encrypted: false, specPath: false, response: z.array(games.inhouseRoundSchema) }),
  // §7.2 lottery
  vnGameMenu: r({ path: '/lgw/vn/games/game_menu', method: 'GET', token: false, encrypted: false }),
  vnGameMenuRecent: r({ path: '/lgw/vn/games/game_menu/recent', method: 'GET', token: true, gate: 'login', encrypted: false }),
  vnOpenedNumeros: r({ path: '/lgw/vn/numeros/opened/game', method: 'GET', token: false, encrypted: false }),
  openedNumero: r({ path: '/lotto/lgw/games/opened/numero', method: 'GET', token: true, gate: 'login', encrypted: false }),
  popularGames: r({ path: '/lgw/games/popular', method: 'GET', token: false, encrypted: false }),
  // §7.2 missions, contracts, promotions, messages, points
  missionSummary: r({ path: '/wps/relay/MCSFE_getMissionSummaryDetails', method: 'GET', token: false, encrypted: false }),
  missionLeaderboard: r({ path: '/wps/relay/MCSFE_getMissionLeaderboard', method: 'GET', token: true, encrypted: false }),
  dividendContract: r({ path: '/wps/relay/MCS2_processDividendReq', method: 'POST', token: true, encrypted: false }),
  dailySalaryContract: r({ path: '/wps/relay/MCS2_processDailySalContract', method: 'POST', token: true, encrypted: false }),
  hourSalaryContract: r({ path: '/wps/relay/MCS2_processContractHourSalary', method: 'POST', token: true, encrypted: false }),
  realTimeSalaryContract: r({ path: '/wps/relay/MCSFE_processRealTimeSalaryContract', method: 'POST', token: true, encrypted: false }),
  claimRafflePromotion: r({ path: '/wps/relay/MCS2_claimRafflePromotion', method: 'POST', token: true, encrypted: false }),
  unreadCount: r({ path: '/wps/relay/CSP_unreadCount', method: 'GET', token: true, encrypted: false }),
  pointBalance: r({ path: '/wps/relay/MCS2_getPointBalance', method: 'GET', token: true, encrypted: false }),
  pointReward: r({ path: '/wps/relay/MCS2_getPointReward', method: 'GET', token: true, encrypted: false }),
  redeemPointReward: r({ path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', method: 'POST', token: true, encrypted: false }),
  redeemPointList: r({ path: '/wps/relay/MCS2_getRedeemPointList', method: 'GET', token: true, encrypted: false }),
  pointConfig: r({ path: '/wps/relay/MCS2_getPointConfig', method: 'GET', token: true, encrypted: false }),
  memberTransactionDetails: r({ path: '/wps/relay/ODSFE2_MemTransDet', method: 'GET', token: true, encrypted: false }),
  convertPoint: r({ path: '/wps/relay/passwordCheck/MCS2_convertPoint', method: 'POST', token: true, encrypted: false }),
  menuSettings: r({ path: '/wps/system/menuSettings', method: 'GET', token: false, encrypted: false, specPath: false }),
  serviceLink: r({ path: '/wps/system/serviceLink', method: 'GET', token: false, encrypted: false, specPath: false, request: site.serviceLinkRequestSchema, response: site.serviceLinkSchema }),

  // sandbox-only controls used by the e2e tests and the local demo
  devSystemStatus: r({ path: '/wps/dev/system-status', method: 'POST', token: false, encrypted: false, specPath: false, devOnly: true, request: z.object({ status: z.union([z.literal(0), z.literal(1), z.literal(2)]), maintenanceEndTime: z._default(z.nullable(z.string()), null) }) }),
  devOutbox: r({ path: '/wps/dev/outbox', method: 'GET', token: false, encrypted: false, specPath: false, devOnly: true, request: z.object({ to: z.string().check(z.minLength(3), z.maxLength(254)) }), response: z.array(z.object({ id: z.int(), channel: z.enum(['sms', 'email']), recipient: z.string(), purpose: z.string(), subject: z.string(), body: z.string(), createdAt: z.number() })) }),
  devCredit: r({ path: '/wps/dev/credit', method: 'POST', token: true, encrypted: false, specPath: false, devOnly: true, request: z.object({ amount: z.int().check(z.positive(), z.lte(1_000_000_000)) }), response: member.balanceSchema }),
  devLedgerAudit: r({ path: '/wps/dev/ledger-audit', method: 'GET', token: false, encrypted: false, specPath: false, devOnly: true }),
  devClearMemberIps: r({ path: '/wps/dev/member-ips', method: 'POST', token: false, encrypted: false, specPath: false, devOnly: true, request: twoFactor.devClearMemberIpsSchema, response: z.object({ cleared: z.int() }) }),
  devCaptchaAnswer: r({ path: '/wps/dev/captcha-answer', method: 'GET', token: false, encrypted: false, specPath: false, devOnly: true, request: session.captchaQuerySchema, response: z.string() }),
} as const satisfies Record<string, RouteDef>;

/**
 * The gate a route's caller must pass (see RouteDef.gate): null for routes without a token,
 * else the route's gate, `member` when it names none.
 */
export function routeGate(def: RouteDef): Gate | null {
  return def.token ? (def.gate ?? 'member') : null;
}

/** Name of a route in the table. */
export type RouteName = keyof typeof routes;

const byPath = new Map<string, { name: RouteName; def: RouteDef }>(
  (Object.entries(routes) as [RouteName, RouteDef][]).map(([name, def]) => [def.path, { name, def }]),
);

/**
 * Finds the route for a pathname (exact match, trailing slash ignored). Returns undefined for a
 * path outside the contract; the edge answers those 404 without calling upstream.
 */
export function findRoute(pathname: string): { name: RouteName; def: RouteDef } | undefined {
  const p = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return byPath.get(p);
}

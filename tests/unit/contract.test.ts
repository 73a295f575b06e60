// The route table (SPEC §7): complete, unambiguous, and with the flags the spec gives.
import { findRoute, routes } from '../../src/contracts/routes.ts';
import { ERROR_CODES } from '../../src/contracts/error-codes.ts';
import { loadMessages } from '../../scripts/lib/message-files.ts';

// Core and area message files merged: error codes of a feature area live in its own folder.
const en = loadMessages('en');

describe('route table', () => {
  it('holds every call path of SPEC §7.1 and §7.2 exactly once', () => {
    const specPaths = [
      '/wps/session/login',
      '/wps/session/logout',
      '/wps/session/login/freeplay',
      '/wps/verification/sms/noLogin',
      '/wps/verification/sms/register',
      '/wps/member/register',
      '/wps/member/register/mobile',
      '/wps/member/password',
      '/wps/member/password/email',
      '/wps/member/password/verification',
      '/wps/member/info',
      '/wps/member/info/icon',
      '/wps/relay/MCSFE_getPlayerAvatar',
      '/wps/captcha',
      '/wps/system/setting/register',
      '/wps/agent/affiliate',
      '/wps/system/whitelabel',
      '/wps/system/status',
      '/wps/system/domainRoute',
      '/wps/system/helpCenter',
      '/wps/feedback',
      '/wps/v2/wallets/balance',
      '/wps/relay/GCS_walletTransfer',
      '/wps/relay/GCS_merchantWallet',
      '/wps/member/info/funds/consolidated',
      '/lgw/games/game_menus',
      '/wps/relay/GCSGAME_hotGamesV2',
      '/wps/relay/GCSGAME_gameList',
      '/wps/relay/MCSFE_getListAnnouncements',
      '/wps/relay/GCSGAME_getVassGameType',
      '/wps/relay/GCSGAME_newGameVendor',
      '/wps/relay/MCSFE_getFavoriteGames',
      '/wps/relay/MCSFE_getFavoriteGamesList',
      '/wps/relay/GCS_recentGame',
      '/wps/relay/GCSGAME_getRankList',
      '/wps/relay/GLS2_roomList',
      '/wps/game/launchGame',
      '/lgw/vn/games/game_menu',
      '/lgw/vn/games/game_menu/recent',
      '/lgw/vn/numeros/opened/game',
      '/lotto/lgw/games/opened/numero',
      '/lgw/games/popular',
      '/wps/relay/MCSFE_getMissionSummaryDetails',
      '/wps/relay/MCSFE_getMissionLeaderboard',
      '/wps/relay/MCS2_processDividendReq',
      '/wps/relay/MCS2_processDailySalContract',
      '/wps/relay/MCS2_processContractHourSalary',
      '/wps/relay/MCSFE_processRealTimeSalaryContract',
      '/wps/relay/MCS2_claimRafflePromotion',
      '/wps/relay/CSP_unreadCount',
      '/wps/relay/MCS2_getPointBalance',
      '/wps/relay/MCS2_getPointReward',
      '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      '/wps/relay/MCS2_getRedeemPointList',
      '/wps/relay/MCS2_getPointConfig',
      '/wps/relay/ODSFE2_MemTransDet',
      '/wps/relay/passwordCheck/MCS2_convertPoint',
    ];
    const paths = Object.values(routes).map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of specPaths) expect(paths, p).toContain(p);
  });

  it('marks the spec methods, token and encryption flags', () => {
    expect(routes.login).toMatchObject({ method: 'POST', token: false, encrypted: true });
    expect(routes.logout).toMatchObject({ method: 'DELETE', token: true });
    expect(routes.register).toMatchObject({ method: 'PUT', token: false, encrypted: true });
    expect(routes.changePassword).toMatchObject({ method: 'POST', token: true, encrypted: true });
    expect(routes.forgotPasswordEmail.form).toBe(true);
    expect(routes.memberInfo).toMatchObject({ method: 'GET', token: true });
    expect(routes.balance).toMatchObject({ method: 'GET', token: true });
    expect(routes.walletTransfer).toMatchObject({ method: 'POST', token: true });
    expect(routes.captcha.token).toBe(false);
  });

  it('finds routes by path, ignoring a trailing slash, and nothing outside the table', () => {
    expect(findRoute('/wps/member/info')?.name).toBe('memberInfo');
    expect(findRoute('/wps/member/info/')?.name).toBe('memberInfo');
    expect(findRoute('/wps/member/secret')).toBeUndefined();
  });

  it('gives every error code a message', () => {
    for (const code of ERROR_CODES) expect(en, code).toHaveProperty(code);
  });
});

describe('route table per area', () => {
  it('merges the area files without a name declared twice', async () => {
    const { routeAreas } = await import('../../src/contracts/routes.ts');
    const names = Object.values(routeAreas).flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(routes).sort()).toEqual([...names].sort());
  });
});

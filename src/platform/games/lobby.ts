/**
 * Game catalog and launch handlers (SPEC §3 game card, game, vendor category, game list query,
 * launch payload; §4 favorites; §7.2 games and PvP; §2.10 launch rules on the platform side).
 * Favorites need a real member (SPEC §6: trial users are blocked, in_need_true_account); every
 * other token call needs only a session (the login gate).
 */
import { checkGate, gateErrorCode } from '../../contracts/access.ts';
import { fail, ok } from '../../contracts/envelope.ts';
import { baseLocale, localePrefix, locales, platformLanguage, type Locale } from '../../contracts/locales.ts';
import {
  GAME_CLASSIFIES,
  GAME_PAGE_SIZE,
  POPULAR_GAMES_COUNT,
  type Game,
  type GameListQuery,
  type Vendor,
  type VendorCategory,
} from '../../contracts/schemas/games.ts';
import type { HandlerContext, HandlerResult } from '../lib/context.ts';
import type { RouteHandler } from '../lib/route-handler.ts';
import { INHOUSE_VENDOR } from './inhouse-games.ts';
import { SPORTSBOOK_TYPES } from './vendors/sports.ts';
import { standInPage } from './vendors/stand-ins.ts';
import { TABLE_KIND_OF } from './vendors/tables.ts';

/** A games row joined with its vendor (see migration 0004). */
interface GameRow {
  node_id: number;
  vendor: string;
  game_code: string;
  name: string;
  game_type: string;
  game_classify: string;
  is_game: string | null;
  is_hot: number;
  image: string;
  image2: string | null;
  min_bet: number;
  maintenance: number;
  vendor_maintenance: number;
  default_play_type: string | null;
  account_type_name: string;
  launch_kind: Game['launchKind'];
}
interface VendorRow {
  code: string;
  name: string;
  game_category: string;
  game_classify: string;
  logo: string;
  launch_kind: Vendor['launchKind'];
  wallet_type: Vendor['walletType'];
  maintenance: number;
  is_new: number;
}

/** Columns of a game with its vendor's launch kind and maintenance flag. */
export const GAME_COLUMNS =
  'g.node_id, g.vendor, g.game_code, g.name, g.game_type, g.game_classify, g.is_game, g.is_hot, g.image, g.image2, g.min_bet, g.maintenance, v.maintenance AS vendor_maintenance, g.default_play_type, g.account_type_name, v.launch_kind';
const FROM = 'FROM games g JOIN game_vendors v ON v.code = g.vendor';

/** Maps a joined games row to the SPEC §3 game (maintenance = the game's or its vendor's). */
export function toGame(r: GameRow): Game {
  return {
    nodeId: r.node_id,
    code: `${r.vendor}_${r.game_code}`,
    gameCode: r.game_code,
    name: r.name,
    vendor: r.vendor,
    vassalage: r.vendor,
    gameType: r.game_type,
    gameClassify: r.game_classify,
    isGame: r.is_game,
    isHot: r.is_hot === 1,
    game_url: r.image,
    game_url2: r.image2,
    minBet: r.min_bet,
    maintenance: r.maintenance === 1 || r.vendor_maintenance === 1,
    defaultPlayType: r.default_play_type,
    accountTypeName: r.account_type_name,
    launchKind: r.launch_kind,
  };
}

function toVendor(r: VendorRow): Vendor {
  return {
    vendor: r.code,
    name: r.name,
    logo: r.logo,
    gameCategory: r.game_category,
    gameClassify: r.game_classify,
    launchKind: r.launch_kind,
    walletType: r.wallet_type,
    maintenance: r.maintenance === 1,
    isNew: r.is_new === 1,
  };
}

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of the catalog (GCSGAME_gameList): listed games of a category, optionally of one vendor,
 * with a minimum bet at most `minBet`, whose name contains `name`; ordered by catalog sequence.
 */
export async function queryGames(db: D1Database, q: GameListQuery): Promise<{ list: Game[]; total: number; pageNo: number; pageSize: number }> {
  const where = ['g.game_classify = ?', 'g.listed = 1'];
  const args: (string | number)[] = [q.gameClassify];
  if (q.vassalage) {
    where.push('g.vendor = ?');
    args.push(q.vassalage);
  }
  if (q.minBet !== undefined) {
    where.push('g.min_bet <= ?');
    args.push(q.minBet);
  }
  const name = q.name?.trim();
  if (name) {
    where.push("g.name LIKE ? ESCAPE '\\'");
    args.push(likePattern(name));
  }
  const pageSize = q.pageSize ?? GAME_PAGE_SIZE;
  const pageNo = q.pageNo ?? 1;
  const [page, count] = await db.batch<GameRow | { n: number }>([
    db
      .prepare(`SELECT ${GAME_COLUMNS} ${FROM} WHERE ${where.join(' AND ')} ORDER BY g.sequence, g.node_id LIMIT ? OFFSET ?`)
      .bind(...args, pageSize, (pageNo - 1) * pageSize),
    db.prepare(`SELECT COUNT(*) AS n ${FROM} WHERE ${where.join(' AND ')}`).bind(...args),
  ]);
  return { list: (page!.results as GameRow[]).map(toGame), total: (count!.results[0] as { n: number }).n, pageNo, pageSize };
}

/** Hot games of a category (or all), most popular first, at most POPULAR_GAMES_COUNT, none under maintenance. */
export async function hotGamesOf(db: D1Database, gameClassify?: string): Promise<Game[]> {
  const { results } = await db
    .prepare(
      `SELECT ${GAME_COLUMNS} ${FROM} WHERE g.is_hot = 1 AND g.listed = 1 AND g.maintenance = 0 AND v.maintenance = 0 ${gameClassify ? 'AND g.game_classify = ?' : ''} ORDER BY g.popularity DESC, g.node_id LIMIT ?`,
    )
    .bind(...(gameClassify ? [gameClassify] : []), POPULAR_GAMES_COUNT)
    .all<GameRow>();
  return results.map(toGame);
}

/** GET /lgw/games/game_menus: every category with its vendors and hot cards (SPEC §3 vendor category). */
export const gameMenus: RouteHandler<'gameMenus'> = async (ctx) => {
  const { results: vendors } = await ctx.db.prepare('SELECT * FROM game_vendors ORDER BY sequence, code').all<VendorRow>();
  const hot = await Promise.all(GAME_CLASSIFIES.map((c) => hotGamesOf(ctx.db, c)));
  const menus: VendorCategory[] = GAME_CLASSIFIES.map((c, i) => {
    const vs = vendors.filter((v) => v.game_classify === c).map(toVendor);
    return { gameCategory: vs[0]?.gameCategory ?? c.toUpperCase(), gameClassify: c, vendors: vs, cards: hot[i]! };
  });
  return { body: ok(menus) };
};

/** POST /wps/relay/GCSGAME_gameList: one page (SPEC §3 game list query, page size 42). */
export const gameList: RouteHandler<'gameList'> = async (ctx) => ({ body: ok(await queryGames(ctx.db, ctx.input)) });

/** GET /wps/relay/GCSGAME_hotGamesV2: hot games of a category, at most 20 (SPEC §9 popular count). */
export const hotGames: RouteHandler<'hotGames'> = async (ctx) => ({ body: ok(await hotGamesOf(ctx.db, ctx.input.gameClassify)) });

/** GET /wps/relay/GCSGAME_getVassGameType: the games a VASSALAGE vendor shows in its popup list. */
export const vassGameType: RouteHandler<'vassGameType'> = async (ctx) => {
  const { results } = await ctx.db
    .prepare(`SELECT ${GAME_COLUMNS} ${FROM} WHERE g.vendor = ? AND g.is_game IS NULL ORDER BY g.sequence`)
    .bind(ctx.input.vassalage)
    .all<GameRow>();
  return { body: ok(results.map(toGame)) };
};

/** GET /wps/relay/GCSGAME_newGameVendor: vendors marked new. */
export const newGameVendor: RouteHandler<'newGameVendor'> = async (ctx) => {
  const { results } = await ctx.db.prepare('SELECT * FROM game_vendors WHERE is_new = 1 ORDER BY sequence').all<VendorRow>();
  return { body: ok(results.map(toVendor)) };
};

/** Masks an account for public lists: first two characters, stars, last one (`demo01` → `de***1`). */
export function maskAccount(account: string): string {
  return account.length <= 3 ? `${account[0] ?? ''}***` : `${account.slice(0, 2)}***${account.slice(-1)}`;
}

/** GET /wps/relay/GCSGAME_getRankList: the 20 biggest settled payouts, accounts masked. */
export const rankList: RouteHandler<'rankList'> = async (ctx) => {
  const { results } = await ctx.db
    .prepare(
      "SELECT r.payout, r.created_at, m.account, COALESCE(g.name, r.game_code) AS game_name FROM game_rounds r JOIN members m ON m.id = r.member_id LEFT JOIN games g ON g.node_id = r.node_id WHERE r.status = 'settled' AND r.payout > 0 ORDER BY r.payout DESC, r.id LIMIT 20",
    )
    .all<{ payout: number; created_at: number; account: string; game_name: string }>();
  return {
    body: ok(results.map((r) => ({ account: maskAccount(r.account), gameName: r.game_name, payout: r.payout, at: new Date(r.created_at).toISOString() }))),
  };
};

/** The member gate of favorites: null when allowed, else the refusal (403 in_need_true_account). */
function memberGate(ctx: HandlerContext): HandlerResult | null {
  const code = gateErrorCode(checkGate('member', ctx.member?.type ?? null));
  if (!code) return null;
  return {
    body: fail(code, code === 'in_need_true_account' ? 'Please register a real account to use this feature.' : 'Not logged in, please log in.'),
    status: code === 'error_not_logged_in' ? 401 : 403,
  };
}

/** GET /wps/relay/MCSFE_getFavoriteGames: the member's favorite games, newest first. */
export const favoriteGames: RouteHandler<'favoriteGames'> = async (ctx) => {
  const refused = memberGate(ctx);
  if (refused) return refused;
  const { results } = await ctx.db
    .prepare(
      `SELECT ${GAME_COLUMNS} FROM favorite_games f JOIN games g ON g.node_id = f.node_id JOIN game_vendors v ON v.code = g.vendor WHERE f.member_id = ? ORDER BY f.created_at DESC, f.node_id`,
    )
    .bind(ctx.member.id)
    .all<GameRow>();
  return { body: ok(results.map(toGame)) };
};

/** GET /wps/relay/MCSFE_getFavoriteGamesList: the member's favorites as (nodeId, vendor, gameType). */
export const favoriteGamesList: RouteHandler<'favoriteGamesList'> = async (ctx) => {
  const refused = memberGate(ctx);
  if (refused) return refused;
  const { results } = await ctx.db
    .prepare('SELECT node_id, vendor, game_type FROM favorite_games WHERE member_id = ? ORDER BY created_at DESC, node_id')
    .bind(ctx.member.id)
    .all<{ node_id: number; vendor: string; game_type: string }>();
  return { body: ok(results.map((r) => ({ nodeId: r.node_id, vendor: r.vendor, gameType: r.game_type }))) };
};

/**
 * POST /wps/relay/MCSFE_toggleFavoriteGame: adds or removes a favorite (SPEC §4). The game must
 * exist with that vendor and gameType (404 error_not_found otherwise); trial users get 403.
 */
export const toggleFavorite: RouteHandler<'toggleFavorite'> = async (ctx) => {
  const refused = memberGate(ctx);
  if (refused) return refused;
  const { nodeId, vendor, gameType } = ctx.input;
  const game = await ctx.db.prepare('SELECT node_id FROM games WHERE node_id = ? AND vendor = ? AND game_type = ?').bind(nodeId, vendor, gameType).first();
  if (!game) return { body: fail('error_not_found', 'No such game.'), status: 404 };
  const memberId = ctx.member.id;
  const current = await ctx.db.prepare('SELECT 1 AS x FROM favorite_games WHERE member_id = ? AND node_id = ?').bind(memberId, nodeId).first();
  const want = ctx.input.favorite ?? !current;
  if (want)
    await ctx.db
      .prepare('INSERT OR IGNORE INTO favorite_games (member_id, node_id, vendor, game_type, created_at) VALUES (?, ?, ?, ?, ?)')
      .bind(memberId, nodeId, vendor, gameType, ctx.now)
      .run();
  else await ctx.db.prepare('DELETE FROM favorite_games WHERE member_id = ? AND node_id = ?').bind(memberId, nodeId).run();
  return { body: ok({ favorite: want }) };
};

/** GET /wps/relay/GCS_recentGame: the member's 20 most recently launched games. */
export const recentGames: RouteHandler<'recentGames'> = async (ctx) => {
  const { results } = await ctx.db
    .prepare(
      `SELECT ${GAME_COLUMNS} FROM recent_games r JOIN games g ON g.node_id = r.node_id JOIN game_vendors v ON v.code = g.vendor WHERE r.member_id = ? ORDER BY r.played_at DESC LIMIT 20`,
    )
    .bind(ctx.member.id)
    .all<GameRow>();
  return { body: ok(results.map(toGame)) };
};

/** The game of catalog node `nodeId` with its vendor's launch kind, or null. */
export async function gameByNode(db: D1Database, nodeId: number): Promise<Game | null> {
  const row = await db.prepare(`SELECT ${GAME_COLUMNS} ${FROM} WHERE g.node_id = ?`).bind(nodeId).first<GameRow>();
  return row ? toGame(row) : null;
}

/**
 * The sandbox's rooms of PvP `game`: four stakes levels (1×, 5×, 20×, 100× its minimum bet, minor
 * units), four seats each, with a fixed number taken so the lobby has something to show; the last
 * room of every third game is full, so a full room can be seen (and is refused).
 */
export function pvpRooms(game: Game): { roomId: string; name: string; minBet: number; players: number; maxPlayers: number }[] {
  const levels = [1, 5, 20, 100];
  return levels.map((x, i) => ({
    roomId: `${game.gameCode}-R${i + 1}`,
    name: `${game.name} ${i + 1}`,
    minBet: game.minBet * x,
    players: i === 3 && game.nodeId % 3 === 0 ? 4 : (game.nodeId * (i + 3)) % 4,
    maxPlayers: 4,
  }));
}

/** GET /wps/relay/GLS2_roomList: the rooms of a PvP game. */
export const roomList: RouteHandler<'roomList'> = async (ctx) => {
  const game = await gameByNode(ctx.db, ctx.input.nodeId);
  if (!game || game.gameClassify !== 'pvp') return { body: fail('error_not_found', 'No such game.'), status: 404 };
  return { body: ok(pvpRooms(game)) };
};

/** UI locale for the platform language code of the Language header (TY → vi, EN → en). */
export function localeForLanguage(language: string): Locale {
  return locales.find((l) => platformLanguage(l) === language.toUpperCase()) ?? baseLocale;
}

/**
 * Where a game opens (SPEC §2.10), as a same-origin URL in the caller's locale: in-house games at
 * /inhouse-games/{game}/, the lottery kinds at /lottery or /vnlottery with gameCode and playType,
 * sports and esports games at the sandbox's sportsbook stand-in (vendors/sports.ts), fishing and PvP
 * games at their stand-ins (vendors/stand-ins.ts; PvP in the chosen room, else its first), live-casino
 * and cockfight games at its baccarat table and cockfight arena (vendors/tables.ts), and every other
 * sandbox game at the in-house slot engine standing in for the vendor's client.
 */
export function launchUrl(game: Game, locale: Locale, roomId?: string): string {
  const p = localePrefix(locale);
  const params = (o: Record<string, string | null | undefined>) =>
    new URLSearchParams(Object.entries(o).filter((e): e is [string, string] => !!e[1])).toString();
  if (game.vendor === INHOUSE_VENDOR) return `${p}/inhouse-games/${game.gameCode}/`;
  if (game.launchKind === 'vnlottery') return `${p}/vnlottery/?${params({ gameCode: game.gameCode })}`;
  if (game.launchKind === 'lottery' || game.launchKind === 'window' || game.gameType === 'LOTT' || game.gameType === 'ELOTT') {
    return `${p}/lottery/?${params({ gameCode: game.gameCode, playType: game.defaultPlayType })}`;
  }
  if (SPORTSBOOK_TYPES.includes(game.gameClassify)) return `${p}/inhouse-games/sports/?${params({ nodeId: String(game.nodeId) })}`;
  const standIn = standInPage(game.gameClassify);
  if (standIn)
    return `${p}/inhouse-games/${standIn}/?${params({ nodeId: String(game.nodeId), roomId: game.gameClassify === 'pvp' ? (roomId ?? `${game.gameCode}-R1`) : roomId })}`;
  const table = TABLE_KIND_OF[game.gameClassify];
  if (table) return `${p}/inhouse-games/${table}/?${params({ nodeId: String(game.nodeId) })}`;
  return `${p}/inhouse-games/slot/?${params({ nodeId: String(game.nodeId), roomId })}`;
}

/**
 * GET /wps/game/launchGame (getLaunchAddressV2, SPEC §3 launch payload): checks the game and its
 * vendor, refuses one under maintenance (409 game_maintenance), records it as recent, and answers
 * the URL and how to open it. A VASSALAGE lobby is not launched itself (404): its games are.
 * A `roomId` must be an open room of that PvP game (404 error_room_not_found: unknown, another
 * game's, or full).
 */
export const launchGame: RouteHandler<'launchGame'> = async (ctx) => {
  const game = await gameByNode(ctx.db, ctx.input.nodeId);
  if (!game || game.vendor !== ctx.input.vassalage || game.isGame === 'VASSALAGE') return { body: fail('error_not_found', 'No such game.'), status: 404 };
  if (game.maintenance) return { body: fail('game_maintenance', 'This game is under maintenance.'), status: 409 };
  if (ctx.input.roomId !== undefined) {
    const room = game.gameClassify === 'pvp' ? pvpRooms(game).find((r) => r.roomId === ctx.input.roomId) : undefined;
    if (!room || room.players >= room.maxPlayers) return { body: fail('error_room_not_found', 'This room is not open.'), status: 404 };
  }
  await ctx.db
    .prepare(
      'INSERT INTO recent_games (member_id, node_id, played_at) VALUES (?, ?, ?) ON CONFLICT(member_id, node_id) DO UPDATE SET played_at = excluded.played_at',
    )
    .bind(ctx.member.id, game.nodeId, ctx.now)
    .run();
  return { body: ok({ url: launchUrl(game, localeForLanguage(ctx.language), ctx.input.roomId), launchKind: game.launchKind, gameName: game.name }) };
};

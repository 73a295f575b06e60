/**
 * Games and wallet schemas (SPEC §3 game card, game, vendor category, game list query, launch
 * payload; §4 favorites; §7.2 wallet, games and PvP calls; §9 game constants) and the sandbox's
 * own in-house game calls (SPEC §2.1 /inhouse). Amounts are integer minor units of the site currency.
 * GET calls arrive as query strings, so their numbers are coerced.
 */
import * as z from 'zod/mini';

/** Default game page size (SPEC §9). */
export const GAME_PAGE_SIZE = 42;
/** Popular games count (SPEC §9, /lgw/games/popular count 20). */
export const POPULAR_GAMES_COUNT = 20;
/** Infinite-scroll throttle in ms (SPEC §9). */
export const INFINITE_SCROLL_THROTTLE_MS = 200;
/** Lazy image loader (SPEC §9): visibility threshold, cache entries, retries before the default icon. */
export const LAZY_IMAGE = { threshold: 0.1, cacheSize: 200, retries: 3, fallback: '/games/default-game.svg' } as const;

/** The category routes of SPEC §2.1, used as gameClassify values. */
export const GAME_CLASSIFIES = ['sports', 'live', 'rng', 'fish', 'pvp', 'esports', 'cockfight', 'elott', 'inhouse'] as const;
/** One category (gameClassify). */
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/** How the launcher opens a vendor's games (SPEC §2.10). */
export const LAUNCH_KINDS = ['iframe', 'seamless', 'lottery', 'vnlottery', 'window'] as const;

/**
 * A game (SPEC §3 game card + game): `nodeId` the catalog node, `vassalage` = `vendor` the vendor
 * code, `gameType` LOTT/ELOTT/SLOT/…, `isGame` VASSALAGE for a vendor whose games open as a popup
 * list, `game_url` the image, `game_url2` the vendor logo, `minBet` in minor units.
 */
export const gameSchema = z.object({
  nodeId: z.int(),
  code: z.string(),
  gameCode: z.string(),
  name: z.string(),
  vendor: z.string(),
  vassalage: z.string(),
  gameType: z.string(),
  gameClassify: z.string(),
  isGame: z.nullable(z.string()),
  isHot: z.boolean(),
  game_url: z.string(),
  game_url2: z.nullable(z.string()),
  minBet: z.int(),
  maintenance: z.boolean(),
  defaultPlayType: z.nullable(z.string()),
  accountTypeName: z.string(),
  launchKind: z.enum(LAUNCH_KINDS),
});
/** A game. */
export type Game = z.infer<typeof gameSchema>;

/** A vendor of a category (SPEC §3 vendor category `vendors`). */
export const vendorSchema = z.object({
  vendor: z.string(),
  name: z.string(),
  logo: z.string(),
  gameCategory: z.string(),
  gameClassify: z.string(),
  launchKind: z.enum(LAUNCH_KINDS),
  walletType: z.enum(['seamless', 'transfer']),
  maintenance: z.boolean(),
  isNew: z.boolean(),
});
/** A vendor. */
export type Vendor = z.infer<typeof vendorSchema>;

/** A vendor category (SPEC §3): its vendors and its highlighted cards (hot games, ≤ 20). */
export const vendorCategorySchema = z.object({
  gameCategory: z.string(),
  gameClassify: z.string(),
  vendors: z.array(vendorSchema),
  cards: z.array(gameSchema),
});
/** A vendor category. */
export type VendorCategory = z.infer<typeof vendorCategorySchema>;

const classify = z.enum(GAME_CLASSIFIES);
const vendorCode = z.string().check(z.regex(/^[A-Za-z0-9_]{2,20}$/));

/**
 * Game list query (SPEC §3: pageNo, pageSize, gameClassify, minBet), plus the vendor tab
 * (`vassalage`) and the name search. `minBet` keeps games whose minimum bet is at most that many
 * minor units. pageNo starts at 1.
 */
export const gameListRequestSchema = z.object({
  gameClassify: classify,
  pageNo: z._default(z.int().check(z.gte(1), z.lte(1000)), 1),
  pageSize: z._default(z.int().check(z.gte(1), z.lte(100)), GAME_PAGE_SIZE),
  vassalage: z.optional(vendorCode),
  minBet: z.optional(z.int().check(z.gte(0))),
  name: z.optional(z.string().check(z.maxLength(40))),
});
/** A game list query. */
export type GameListQuery = z.infer<typeof gameListRequestSchema>;
/** One page of games and the total count matching the query. */
export const gameListResponseSchema = z.object({ list: z.array(gameSchema), total: z.int(), pageNo: z.int(), pageSize: z.int() });
/** A game list page. */
export type GameListPage = z.infer<typeof gameListResponseSchema>;

/** Hot games query (GET): optional category; at most POPULAR_GAMES_COUNT games. */
export const hotGamesRequestSchema = z.object({ gameClassify: z.optional(classify) });

/** A favorite (SPEC §4): nodeId, vendor, gameType. */
export const favoriteSchema = z.object({
  nodeId: z.int().check(z.positive()),
  vendor: vendorCode,
  gameType: z.string().check(z.minLength(1), z.maxLength(20)),
});
/** A favorite. */
export type Favorite = z.infer<typeof favoriteSchema>;
/**
 * Add or remove a favorite (SPEC §4): nodeId, vendor, gameType, and optionally the wanted state
 * (`favorite`), which makes a retried call idempotent; without it the call toggles.
 */
export const toggleFavoriteRequestSchema = z.object({ ...favoriteSchema.shape, favorite: z.optional(z.boolean()) });
/** Toggle answer: whether the game is a favorite now. */
export const toggleFavoriteResponseSchema = z.object({ favorite: z.boolean() });

/** VASSALAGE popup list query (GET): the vendor. */
export const vassGameTypeRequestSchema = z.object({ vassalage: vendorCode });
/** PvP room list query (GET): the game. */
export const roomListRequestSchema = z.object({ nodeId: z.coerce.number().check(z.int(), z.positive()) });
/** A PvP room: `minBet` in minor units, seats taken of `maxPlayers`. */
export const roomSchema = z.object({ roomId: z.string(), name: z.string(), minBet: z.int(), players: z.int(), maxPlayers: z.int() });
/** A PvP room. */
export type Room = z.infer<typeof roomSchema>;
/** One winner of the rank list: masked account, game, payout in minor units, ISO time. */
export const rankEntrySchema = z.object({ account: z.string(), gameName: z.string(), payout: z.int(), at: z.string() });

/**
 * Game launch payload (SPEC §3), sent as the query of GET /wps/game/launchGame together with the
 * Language header: gameId or roomId, nodeId, accountType 1, confirmTrans 0, vassalage, launchMode
 * GLS, platform html5-desktop, clientType 3, username, merchantCode, language. The session token
 * is not in the browser (DESIGN.md "Session"): the edge adds it as the Authorization header.
 */
export const launchRequestSchema = z.object({
  gameId: z.optional(z.string().check(z.maxLength(40))),
  roomId: z.optional(z.string().check(z.maxLength(40))),
  nodeId: z.coerce.number().check(z.int(), z.positive()),
  accountType: z.literal('1'),
  confirmTrans: z.literal('0'),
  vassalage: vendorCode,
  launchMode: z.literal('GLS'),
  platform: z.literal('html5-desktop'),
  clientType: z.literal('3'),
  username: z.string().check(z.maxLength(40)),
  merchantCode: z.string().check(z.maxLength(20)),
  language: z.string().check(z.maxLength(8)),
});
/** Launch answer: where to open the game and how. */
export const launchResponseSchema = z.object({ url: z.string(), launchKind: z.enum(LAUNCH_KINDS), gameName: z.string() });

/** One wallet of the member: 'main' or a transfer-wallet vendor code, with its name and balance. */
export const memberWalletSchema = z.object({ wallet: z.string(), name: z.string(), balance: z.int() });
/** Wallet transfer (GCS_walletTransfer): `transferId` is the idempotency key; amount > 0. */
export const walletTransferRequestSchema = z.object({
  transferId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  from: z.string().check(z.maxLength(20)),
  to: z.string().check(z.maxLength(20)),
  amount: z.int().check(z.positive(), z.lte(1_000_000_000_000)),
});
/** Transfer answer: whether it was a replay, and the wallets after it. */
export const walletTransferResponseSchema = z.object({ replayed: z.boolean(), wallets: z.array(memberWalletSchema) });
/** Merchant wallet (GCS_merchantWallet): the member's wallets. */
export const merchantWalletResponseSchema = z.object({ wallets: z.array(memberWalletSchema) });
/** Consolidated funds: the sum of every wallet of the member, and each of them. */
export const consolidatedFundsResponseSchema = z.object({ sumBalance: z.int(), currency: z.string(), wallets: z.array(memberWalletSchema) });

/** Stake limits of the in-house games in minor units. */
export const INHOUSE_STAKE = { min: 1_000, max: 5_000_000 } as const;

/** True when `amount` (integer minor units) is a stake the in-house games accept ({@link INHOUSE_STAKE}). */
export function isInhouseStake(amount: number): boolean {
  return Number.isInteger(amount) && amount >= INHOUSE_STAKE.min && amount <= INHOUSE_STAKE.max;
}
const roundKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));
const stake = z.int().check(z.gte(INHOUSE_STAKE.min), z.lte(INHOUSE_STAKE.max));

/** Provably-fair state shown before a round: the active seed's hash, the client seed, the next nonce. */
export const fairStateSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.int(),
  revealed: z.array(z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.int(), revealedAt: z.string() })),
});
/** Provably-fair state. */
export type FairState = z.infer<typeof fairStateSchema>;
/** Seed rotation: the next client seed (the player's own words, or random). */
export const fairRotateRequestSchema = z.object({ clientSeed: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) });

/** A dice bet: `roundKey` is the idempotency key, target 2 … 98 percent, direction under/over. */
export const diceRequestSchema = z.object({ roundKey, stake, target: z.int().check(z.gte(2), z.lte(98)), direction: z.enum(['under', 'over']) });
/**
 * A slot spin. `nodeId` names the catalog game when the in-house slot engine stands in for a
 * sandbox vendor's game client (the round is then recorded under that game and vendor).
 */
export const slotRequestSchema = z.object({ roundKey, stake, nodeId: z.optional(z.int().check(z.positive())) });

/**
 * An in-house round = a betting record (SPEC §2.7 personalHistoryCopy): round id, game, stake, payout, status,
 * time, and the fairness inputs (seed hash, client seed, nonce) with the game's result: dice
 * `{ roll, target, direction }` (roll in hundredths) or slot `{ stops, line }`.
 */
export const inhouseRoundSchema = z.object({
  roundId: z.string(),
  game: z.string(),
  stake: z.int(),
  payout: z.int(),
  status: z.enum(['open', 'settled', 'rolled_back']),
  createdAt: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.int(),
  result: z.record(z.string(), z.unknown()),
});
/** An in-house round. */
export type InhouseRound = z.infer<typeof inhouseRoundSchema>;
/** Answer of a bet: the round and the main-wallet balance after it. */
export const inhousePlayResponseSchema = z.object({ round: inhouseRoundSchema, balance: z.int() });

/**
 * The build-time catalog snapshot of one category page (SPEC §2.1): vendors, the first page
 * of games (≤ 42) with the total, and the hot games, so the prerendered HTML shows games before
 * any JavaScript runs.
 */
export const categorySnapshotSchema = z.object({
  gameClassify: z.enum(GAME_CLASSIFIES),
  gameCategory: z.string(),
  vendors: z.array(vendorSchema),
  games: z.array(gameSchema),
  total: z.int(),
  hot: z.array(gameSchema),
});
/** A category snapshot. */
export type CategorySnapshot = z.infer<typeof categorySnapshotSchema>;

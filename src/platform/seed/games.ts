/**
 * The sandbox game catalog: vendors for every category of SPEC §2.1 with
 * made-up but realistic names, and their games: several hundred slots (so paging is exercised),
 * fishing, card (PvP) games, live tables behind a VASSALAGE popup, sports/esports/cockfight and
 * lottery lobbies, and the two in-house games. Deterministic (a seeded generator), so the build's
 * catalog snapshot and the seeded database agree. Images are local SVGs made by
 * scripts/generate-game-art.mjs under public/games/ (no outside URLs).
 */
import { GAME_CLASSIFIES, GAME_PAGE_SIZE, POPULAR_GAMES_COUNT, type CategorySnapshot, type Game, type GameClassify } from '../../contracts/schemas/games.ts';

/** A vendor row (see migration 0004). */
export interface SeedVendor {
  code: string;
  name: string;
  gameCategory: string;
  gameClassify: GameClassify;
  launchKind: 'iframe' | 'seamless' | 'lottery' | 'vnlottery' | 'window';
  walletType: 'seamless' | 'transfer';
  maintenance: boolean;
  isNew: boolean;
  sequence: number;
}

/** A game row (see migration 0004). `listed` false keeps it out of the grid (VASSALAGE popup only). */
export interface SeedGame {
  nodeId: number;
  vendor: string;
  gameCode: string;
  name: string;
  gameType: string;
  gameClassify: GameClassify;
  isGame: string | null;
  isHot: boolean;
  listed: boolean;
  image: string;
  image2: string | null;
  minBet: number;
  maintenance: boolean;
  defaultPlayType: string | null;
  accountTypeName: string;
  popularity: number;
  sequence: number;
}

/**
 * Number of generic art variants under public/games/art: art-00.svg … drawn by
 * scripts/generate-game-art.ts, served as the WebP tiles scripts/rasterize-game-art.ts makes of
 * them (art-00.webp …: a phone paints dozens of SVG images on its main thread).
 */
export const GAME_ART_VARIANTS = 24;

type V = [code: string, name: string, classify: GameClassify, category: string, launch: SeedVendor['launchKind'], wallet?: SeedVendor['walletType']];
const vendorList: V[] = [
  ['SSB', 'Saigon Sports', 'sports', 'SPORTS', 'seamless', 'transfer'],
  ['APX', 'Apex Sportsbook', 'sports', 'SPORTS', 'seamless'],
  ['DBS', 'Dragon Bet Sports', 'sports', 'SPORTS', 'seamless', 'transfer'],
  ['GPL', 'Golden Palace Live', 'live', 'LIVE', 'iframe'],
  ['RLL', 'Royal Lotus Live', 'live', 'LIVE', 'iframe'],
  ['PCL', 'Pearl Casino Live', 'live', 'LIVE', 'iframe'],
  ['JDR', 'Jade Reels', 'rng', 'RNG', 'iframe'],
  ['LTS', 'Lucky Tiger Studio', 'rng', 'RNG', 'iframe'],
  ['RLG', 'Red Lantern Games', 'rng', 'RNG', 'iframe'],
  ['SFS', 'Starfall Slots', 'rng', 'RNG', 'iframe'],
  ['ORG', 'Orient Gaming', 'rng', 'RNG', 'iframe'],
  ['PXP', 'Phoenix Play', 'rng', 'RNG', 'iframe'],
  ['BWG', 'Blue Wave Gaming', 'rng', 'RNG', 'iframe'],
  ['GKO', 'Golden Koi', 'rng', 'RNG', 'iframe'],
  ['THR', 'Thunder Reels', 'rng', 'RNG', 'iframe'],
  ['SKS', 'Sakura Spins', 'rng', 'RNG', 'iframe'],
  ['MSG', 'Monsoon Games', 'rng', 'RNG', 'iframe'],
  ['PXF', 'Pixel Fortune', 'rng', 'RNG', 'iframe'],
  ['OKS', 'Ocean King Studio', 'fish', 'FISH', 'iframe'],
  ['DSG', 'Deep Sea Games', 'fish', 'FISH', 'iframe'],
  ['TLC', 'Tien Len Club', 'pvp', 'PVP', 'iframe'],
  ['RYC', 'Royal Cards', 'pvp', 'PVP', 'iframe'],
  // Site configuration (SPEC §3): esports and cockfight sit under sports, each with its own code.
  ['NVE', 'Nova Esports', 'esports', 'SPORTS', 'seamless', 'transfer'],
  ['ARX', 'Arena X Esports', 'esports', 'SPORTS', 'seamless'],
  ['RSA', 'Rooster Arena', 'cockfight', 'SPORTS', 'seamless'],
  ['MKC', 'Mekong Cockpit', 'cockfight', 'SPORTS', 'seamless'],
  ['LTL', 'Lotus Lottery', 'elott', 'ELOTT', 'lottery'],
  ['VNL', 'Vietnam Lottery', 'elott', 'LOTT', 'vnlottery'],
  ['SEA', 'SEA Lottery', 'elott', 'LOTT', 'window'],
  ['inhouse', 'Lotus Originals', 'inhouse', 'INHOUSE', 'iframe'],
];

/** Every vendor, in navigation order. Two are new (GCSGAME_newGameVendor). */
export const seedVendors: SeedVendor[] = vendorList.map(([code, name, gameClassify, gameCategory, launchKind, walletType = 'seamless'], i) => ({
  code,
  name,
  gameClassify,
  gameCategory,
  launchKind,
  walletType,
  maintenance: false,
  isNew: code === 'PXF' || code === 'ARX',
  sequence: i,
}));

/**
 * Vendor logo path: the WebP scripts/rasterize-game-art.ts makes of public/games/vendors/*.svg (it
 * is also the image of a vendor's lobby card, and a phone builds a main-thread document for every
 * SVG image).
 */
export function vendorLogo(code: string): string {
  return `/games/vendors/${code.toLowerCase()}.webp`;
}

// mulberry32: a small deterministic generator, so every build and seed sees the same catalog.
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mystic',
  'Royal',
  'Wild',
  'Fortune',
  'Jade',
  'Crimson',
  'Silver',
  'Lotus',
  'Neon',
  'Ancient',
  'Emerald',
  'Thunder',
  'Midnight',
  'Sunrise',
  'Imperial',
  'Sakura',
  'Phoenix',
  'Mighty',
];
const NOUNS = [
  'Dragon',
  'Tiger',
  'Koi',
  'Temple',
  'Lanterns',
  'Pearl',
  'Empire',
  'Treasure',
  'Panda',
  'Bamboo',
  'Jewels',
  'Dynasty',
  'Monkey',
  'Festival',
  'Riches',
  'Gems',
  'Palace',
  'Mahjong',
  'Buffalo',
  'Orchid',
  'Fortunes',
  'Cats',
];
const SUFFIXES = ['', '', '', ' Deluxe', ' Megaways', ' Hold & Win', ' 2', ' Xmas'];
const FISH = [
  'Ocean King',
  'Fishing War',
  'Dragon Fishing',
  'Golden Toad',
  'Mermaid Hunt',
  'Shark Bounty',
  'Deep Sea Treasure',
  'Lucky Fishing',
  'Crab King',
  'Jackpot Fishing',
  'Fish Hunter 3D',
  'Octopus Fury',
];
const CARDS = [
  'Tien Len Mien Nam',
  'Phom',
  'Mau Binh',
  'Xi Dach',
  'Sam Loc',
  'Bai Cao',
  'Lieng',
  'Poker Texas',
  'Baccarat Duel',
  'Blackjack Duel',
  'Tien Len Solo',
  'Xoc Dia',
];
const TABLES = ['Baccarat A', 'Baccarat B', 'Speed Baccarat', 'Roulette', 'Sic Bo', 'Dragon Tiger', 'Fan Tan', 'Blackjack'];
const MIN_BETS = [200, 500, 500, 1_000, 1_000, 2_000, 5_000, 10_000];

/** Every game, generated once. */
export const seedGames: SeedGame[] = (() => {
  const rnd = generator(20261101);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const games: SeedGame[] = [];
  const usedNames = new Set<string>();
  const add = (vendor: SeedVendor, i: number, g: Partial<SeedGame> & { gameCode: string; name: string; gameType: string }) => {
    const popularity = Math.floor(rnd() * 10_000);
    games.push({
      nodeId: 10_000 + vendor.sequence * 1_000 + i,
      vendor: vendor.code,
      gameClassify: vendor.gameClassify,
      isGame: null,
      isHot: popularity > 8_400,
      listed: true,
      image: `/games/art/art-${String(Math.floor(rnd() * GAME_ART_VARIANTS)).padStart(2, '0')}.webp`,
      image2: vendorLogo(vendor.code),
      minBet: pick(MIN_BETS),
      maintenance: false,
      defaultPlayType: null,
      accountTypeName: vendor.walletType === 'transfer' ? vendor.code : 'MAIN',
      popularity,
      sequence: games.length,
      ...g,
    });
  };
  const uniqueSlotName = () => {
    for (;;) {
      const name = `${pick(ADJECTIVES)} ${pick(NOUNS)}${pick(SUFFIXES)}`;
      if (!usedNames.has(name)) {
        usedNames.add(name);
        return name;
      }
    }
  };
  for (const v of seedVendors) {
    switch (v.gameClassify) {
      case 'rng': {
        const count = 34 + Math.floor(rnd() * 14);
        for (let i = 0; i < count; i++) add(v, i, { gameCode: `${v.code}S${String(i + 1).padStart(3, '0')}`, name: uniqueSlotName(), gameType: 'SLOT' });
        break;
      }
      case 'fish':
        FISH.forEach((n, i) => (i % 2 === (v.code === 'OKS' ? 0 : 1) ? add(v, i, { gameCode: `${v.code}F${i + 1}`, name: n, gameType: 'FISH' }) : undefined));
        break;
      case 'pvp':
        CARDS.forEach((n, i) => (i % 2 === (v.code === 'TLC' ? 0 : 1) ? add(v, i, { gameCode: `${v.code}P${i + 1}`, name: n, gameType: 'PVP' }) : undefined));
        break;
      case 'live':
        // Golden Palace shows its tables in a popup (isGame VASSALAGE); the others list theirs.
        if (v.code === 'GPL') {
          add(v, 0, { gameCode: `${v.code}LOBBY`, name: `${v.name} Lobby`, gameType: 'LIVE', isGame: 'VASSALAGE', isHot: true, image: vendorLogo(v.code) });
          TABLES.forEach((n, i) => add(v, i + 1, { gameCode: `${v.code}T${i + 1}`, name: n, gameType: 'LIVE', listed: false }));
        } else {
          TABLES.slice(0, 5).forEach((n, i) => add(v, i, { gameCode: `${v.code}T${i + 1}`, name: `${n} ${v.code}`, gameType: 'LIVE' }));
        }
        break;
      case 'elott':
        if (v.code === 'LTL') {
          add(v, 0, { gameCode: 'LTL5D', name: 'Lotus 5D', gameType: 'ELOTT', defaultPlayType: '5D', image: vendorLogo(v.code) });
          add(v, 1, { gameCode: 'LTLK3', name: 'Lotus Quick 3', gameType: 'ELOTT', defaultPlayType: 'K3' });
          add(v, 2, { gameCode: 'LTLLOTTO', name: 'Lotus Lotto', gameType: 'LOTT', defaultPlayType: 'LOTTO' });
        } else {
          add(v, 0, {
            gameCode: `${v.code}LOBBY`,
            name: v.name,
            gameType: 'LOTT',
            defaultPlayType: v.code === 'VNL' ? 'MB' : 'SEA',
            image: vendorLogo(v.code),
          });
        }
        break;
      case 'inhouse':
        add(v, 0, { gameCode: 'dice', name: 'Lotus Dice', gameType: 'DICE', image: '/games/inhouse/dice.webp', isHot: true, minBet: 1_000 });
        add(v, 1, { gameCode: 'slot', name: 'Lotus Fortune Slot', gameType: 'SLOT', image: '/games/inhouse/slot.webp', isHot: true, minBet: 1_000 });
        break;
      default:
        // Sports, esports, cockfight: one lobby per vendor.
        add(v, 0, { gameCode: `${v.code}LOBBY`, name: v.name, gameType: v.gameClassify.toUpperCase(), image: vendorLogo(v.code), isHot: true });
    }
  }
  // One slot under maintenance, so the launcher's maintenance path has a real case.
  const slot = games.find((g) => g.vendor === 'ORG');
  if (slot) {
    slot.maintenance = true;
    slot.name = `${slot.name} (maintenance)`;
    slot.isHot = false;
  }
  return games;
})();

/**
 * The catalog as idempotent SQL (INSERT OR IGNORE), for scripts/seed.ts. `q` quotes a value for
 * SQLite.
 */
export function gamesSeedSql(q: (v: string | number | null) => string): string[] {
  const b = (x: boolean) => (x ? 1 : 0);
  return [
    ...seedVendors.map(
      (v) =>
        `INSERT OR IGNORE INTO game_vendors (code, name, game_category, game_classify, logo, launch_kind, wallet_type, maintenance, is_new, sequence) VALUES (${q(v.code)}, ${q(v.name)}, ${q(v.gameCategory)}, ${q(v.gameClassify)}, ${q(vendorLogo(v.code))}, ${q(v.launchKind)}, ${q(v.walletType)}, ${b(v.maintenance)}, ${b(v.isNew)}, ${v.sequence});`,
    ),
    ...seedGames.map(
      (g) =>
        `INSERT OR IGNORE INTO games (node_id, vendor, game_code, name, game_type, game_classify, is_game, is_hot, listed, image, image2, min_bet, maintenance, default_play_type, account_type_name, popularity, sequence) VALUES (${g.nodeId}, ${q(g.vendor)}, ${q(g.gameCode)}, ${q(g.name)}, ${q(g.gameType)}, ${q(g.gameClassify)}, ${q(g.isGame)}, ${b(g.isHot)}, ${b(g.listed)}, ${q(g.image)}, ${q(g.image2)}, ${g.minBet}, ${b(g.maintenance)}, ${q(g.defaultPlayType)}, ${q(g.accountTypeName)}, ${g.popularity}, ${g.sequence});`,
    ),
  ];
}

/**
 * The catalog snapshot of every category from the seed (what GCSGAME_gameList page 1 and
 * GCSGAME_hotGamesV2 answer on a freshly seeded sandbox; the platform tests compare them), for
 * scripts/games-snapshot.ts.
 */
export function catalogSnapshot(): CategorySnapshot[] {
  const vendorByCode = new Map(seedVendors.map((v) => [v.code, v]));
  const toGame = (g: SeedGame): Game => {
    const v = vendorByCode.get(g.vendor)!;
    return {
      nodeId: g.nodeId,
      code: `${g.vendor}_${g.gameCode}`,
      gameCode: g.gameCode,
      name: g.name,
      vendor: g.vendor,
      vassalage: g.vendor,
      gameType: g.gameType,
      gameClassify: g.gameClassify,
      isGame: g.isGame,
      isHot: g.isHot,
      game_url: g.image,
      game_url2: g.image2,
      minBet: g.minBet,
      maintenance: g.maintenance || v.maintenance,
      defaultPlayType: g.defaultPlayType,
      accountTypeName: g.accountTypeName,
      launchKind: v.launchKind,
    };
  };
  return GAME_CLASSIFIES.map((c) => {
    const vendors = seedVendors.filter((v) => v.gameClassify === c);
    const listed = seedGames.filter((g) => g.gameClassify === c && g.listed).sort((a, b) => a.sequence - b.sequence || a.nodeId - b.nodeId);
    const hot = listed
      .filter((g) => g.isHot && !g.maintenance && !vendorByCode.get(g.vendor)!.maintenance)
      .sort((a, b) => b.popularity - a.popularity || a.nodeId - b.nodeId);
    return {
      gameClassify: c,
      gameCategory: vendors[0]?.gameCategory ?? c.toUpperCase(),
      vendors: vendors.map((v) => ({
        vendor: v.code,
        name: v.name,
        logo: vendorLogo(v.code),
        gameCategory: v.gameCategory,
        gameClassify: v.gameClassify,
        launchKind: v.launchKind,
        walletType: v.walletType,
        maintenance: v.maintenance,
        isNew: v.isNew,
      })),
      games: listed.slice(0, GAME_PAGE_SIZE).map(toGame),
      total: listed.length,
      hot: hot.slice(0, POPULAR_GAMES_COUNT).map(toGame),
    };
  });
}

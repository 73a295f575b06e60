/**
 * The sandbox's card-room stand-in (SPEC §2.10, §7.2 PvP rooms; DOMAIN.md §4 "card rooms move pots
 * and rake between players"): Tien Len hands in the rooms the lobby lists (lobby.ts `pvpRooms`),
 * speaking to the platform only through the seamless-wallet protocol (../vendor-wallet.ts).
 *
 * - A member takes a seat in the room's waiting hand (one per room, up to {@link SEATS} members);
 *   the seat and the stake (the room's minimum bet: one vendor `bet`, round = the hand) land in one
 *   batch. Leaving before the deal refunds the stake (`rollback`).
 * - A seated member deals. Two or more members play alone; a member alone plays against sandbox
 *   bots in the other seats (bots are the house's: their stakes come from the vendor's house).
 * - The deal is a real one: a shuffled 52-card deck, 13 cards a player. The stand-in plays the hand
 *   out by this rule (Tien Len with single cards only): the holder of the lowest card (3♠ when
 *   dealt) leads it; each player in turn plays the lowest single that beats the card on the table,
 *   or passes; when everyone else has passed, the last to play leads again with their lowest card;
 *   a player whose cards are gone is out, in finishing order. Ranks 3 < … < A < 2, suits ♠ < ♣ < ♦ < ♥.
 * - The turns are revealed over {@link HAND_MS}; then the hand settles: the pot is every player's
 *   stake, the house keeps the rake ({@link RAKE_BPS} of the pot, rounded down), and the first
 *   player to finish who has not left wins pot − rake (a `win`); every other member's bet is lost.
 *   When a bot wins, every member loses.
 * - A member who leaves after the deal forfeits the stake at once (a lost bet) and cannot win; the
 *   hand goes on, their cards played by the stand-in.
 * - Reading a hand past its end settles it (the vendor's table moves on); the cron job
 *   ({@link runCardRooms}) settles hands nobody reads and cancels hands left waiting
 *   {@link WAITING_MS}, refunding their stakes. Every wallet call is keyed by the hand and the
 *   member, so a rerun or a parallel reader moves nothing twice.
 */
import { VendorWallet, type VendorAnswer } from '../vendor-wallet.ts';

/** Seats at a table. */
export const SEATS = 4;
/** How long the dealt hand's turns take to reveal (ms). */
export const HAND_MS = 12_000;
/** The house's rake, in basis points of the pot. */
export const RAKE_BPS = 500;
/** A hand not dealt within this many ms is cancelled and its stakes refunded. */
export const WAITING_MS = 10 * 60_000;

/** A card 0 … 51: rank × 4 + suit; rank 0 is 3, 11 is A, 12 is 2; suit 0 ♠, 1 ♣, 2 ♦, 3 ♥. */
export type Card = number;

/** The card's face, e.g. `3♠`, `10♥`, `2♦`. */
export function cardFace(c: Card): string {
  return `${['3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A', '2'][c >> 2]}${['♠', '♣', '♦', '♥'][c & 3]}`;
}

/** One turn of the played-out hand: the player (index in `players`) and the card played, or null for a pass. */
export interface Turn {
  player: number;
  card: Card | null;
}

/** A dealt hand: each player's 13 cards, the turns in order, and the finishing order (player indexes). */
export interface Playout {
  hands: Card[][];
  turns: Turn[];
  finish: number[];
}

/** Deals `players` × 13 cards from a deck shuffled by `random` (uniform 0 ≤ x < 1). */
export function deal(players: number, random: () => number): Card[][] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return Array.from({ length: players }, (_, p) => deck.slice(p * 13, p * 13 + 13).sort((a, b) => a - b));
}

/** Plays dealt `hands` out by the module's rule; returns the turns and the finishing order (every player). */
export function playOut(hands: Card[][]): Playout {
  const left = hands.map((h) => [...h].sort((a, b) => a - b));
  const n = left.length;
  const turns: Turn[] = [];
  const finish: number[] = [];
  const active = (p: number) => left[p]!.length > 0;
  // The lowest card dealt leads (3♠ when it was dealt).
  let player = left.reduce((best, h, p) => (h[0]! < left[best]![0]! ? p : best), 0);
  let top: Card | null = null;
  let lastPlayer = player;
  let passes = 0;
  while (finish.length < n - 1) {
    if (top === null) {
      const card = left[player]!.shift()!;
      turns.push({ player, card });
      top = card;
      lastPlayer = player;
      passes = 0;
    } else {
      const i = left[player]!.findIndex((c) => c > top!);
      if (i >= 0) {
        const card = left[player]!.splice(i, 1)[0]!;
        turns.push({ player, card });
        top = card;
        lastPlayer = player;
        passes = 0;
      } else {
        turns.push({ player, card: null });
        passes++;
      }
    }
    if (!active(player) && !finish.includes(player)) finish.push(player);
    if (finish.length >= n - 1) break;
    // Everyone still in has passed on the last card: its player (or the next one still in) leads.
    const inPlay = Array.from({ length: n }, (_, p) => p).filter(active);
    const others = inPlay.filter((p) => p !== lastPlayer).length;
    if (passes >= others) {
      top = null;
      passes = 0;
      player = lastPlayer;
      while (!active(player)) player = (player + 1) % n;
      continue;
    }
    do player = (player + 1) % n;
    while (!active(player));
  }
  for (let p = 0; p < n; p++) if (!finish.includes(p)) finish.push(p);
  return { hands, turns, finish };
}

/** A player of a dealt hand: a member (its seat) or a sandbox bot. */
export interface HandPlayer {
  memberId: number | null;
  seat: number;
}

interface HandRow {
  id: number;
  vendor: string;
  game_code: string;
  room_id: string;
  stake: number;
  status: 'waiting' | 'playing' | 'settled' | 'cancelled';
  play_json: string | null;
  created_at: number;
  dealt_at: number | null;
  ends_at: number | null;
}
interface SeatRow {
  seat: number;
  member_id: number;
  left_at: number | null;
  account: string;
}
interface PlayJson extends Playout {
  players: HandPlayer[];
}

/** The vendor round of hand `id`. */
export function handRound(id: number): string {
  return `hand-${id}`;
}

/** A hand as a seated member sees it: their own cards, the others' counts, the turns revealed so far, the result once settled. */
export interface CardHandView {
  handId: number;
  roomId: string;
  stake: number;
  status: HandRow['status'];
  /** Ms until the hand ends (0 once over); null before the deal. */
  remainingMs: number | null;
  players: { kind: 'you' | 'member' | 'bot'; name: string; cardsLeft: number; left: boolean; last: string | null }[];
  yourCards: string[];
  youLeft: boolean;
  turns: { player: number; card: string | null }[];
  result: { winner: number; pot: number; rake: number; paid: number } | null;
}

/** The member's hand in a room: the newest waiting or dealt hand they sit in that is not cancelled, else null. */
async function seatedHand(db: D1Database, vendor: string, roomId: string, memberId: number): Promise<HandRow | null> {
  return db
    .prepare(
      "SELECT h.* FROM sandbox_card_hands h JOIN sandbox_card_seats s ON s.hand_id = h.id WHERE h.vendor = ? AND h.room_id = ? AND s.member_id = ? AND h.status <> 'cancelled' ORDER BY h.id DESC LIMIT 1",
    )
    .bind(vendor, roomId, memberId)
    .first<HandRow>();
}

async function seats(db: D1Database, handId: number): Promise<SeatRow[]> {
  const { results } = await db
    .prepare(
      'SELECT s.seat, s.member_id, s.left_at, m.account FROM sandbox_card_seats s JOIN members m ON m.id = s.member_id WHERE s.hand_id = ? ORDER BY s.seat',
    )
    .bind(handId)
    .all<SeatRow>();
  return results;
}

/** The member's bets still open in hand `handId`'s round (normally one). */
async function openBets(db: D1Database, vendor: string, handId: number, memberId: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      "SELECT s.tx_id FROM game_rounds r JOIN seamless_transactions s ON s.vendor = r.vendor AND s.round_id = r.round_id AND s.type = 'bet' " +
        "WHERE r.vendor = ? AND r.vendor_round_id = ? AND r.member_id = ? AND r.status = 'open'",
    )
    .bind(vendor, handRound(handId), memberId)
    .all<{ tx_id: string }>();
  return results.map((r) => r.tx_id);
}

/** Why a card-room call is refused before or after the wallet. */
export type CardsRefusal = 'cards_hand_started' | 'cards_not_seated' | 'error_room_not_found';

/** What a call on a room answers: the wallet's refusal, a card-room refusal, or the member's balance and hand. */
export type CardsAnswer = { refused: CardsRefusal } | Extract<VendorAnswer, { ok: false }> | { ok: true; balance: number | null; hand: CardHandView | null };

/** A room of a PvP game: its vendor and game code, room id and stake (minor units). */
export interface CardRoom {
  vendor: string;
  gameCode: string;
  roomId: string;
  stake: number;
}

/**
 * Seats the member in the room's waiting hand (creating it when none waits) with the room's stake
 * as one vendor bet. Idempotent: a member already seated in the room's waiting or dealt hand gets
 * that hand. Refusals: the wallet's (funds, limits), `cards_hand_started` when every try found the
 * hand dealt or full.
 */
export async function joinRoom(db: D1Database, currency: string, room: CardRoom, memberId: number, now: number): Promise<CardsAnswer> {
  const wallet = new VendorWallet(db, currency, () => now);
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await seatedHand(db, room.vendor, room.roomId, memberId);
    if (current && (current.status === 'waiting' || current.status === 'playing')) return view(db, currency, current, memberId, now, null);
    await db
      .prepare("INSERT OR IGNORE INTO sandbox_card_hands (vendor, game_code, room_id, stake, status, created_at) VALUES (?, ?, ?, ?, 'waiting', ?)")
      .bind(room.vendor, room.gameCode, room.roomId, room.stake, now)
      .run();
    const hand = await db
      .prepare("SELECT * FROM sandbox_card_hands WHERE vendor = ? AND room_id = ? AND status = 'waiting'")
      .bind(room.vendor, room.roomId)
      .first<HandRow>();
    if (!hand) continue;
    // A member who left this hand before the deal and comes back places a new bet in the same round.
    const prior = await db
      .prepare('SELECT bets FROM vendor_rounds WHERE vendor = ? AND round_id = ? AND member_id = ?')
      .bind(room.vendor, handRound(hand.id), memberId)
      .first<{ bets: number }>();
    const res = await wallet.placeBet({
      vendor: room.vendor,
      memberId,
      txId: `${handRound(hand.id)}:${memberId}:bet${prior ? prior.bets : ''}`,
      roundId: handRound(hand.id),
      gameCode: hand.game_code,
      amount: hand.stake,
      detail: { kind: 'card_hand', roomId: hand.room_id },
      extra: [
        // The next free seat; a full table fails its CHECK, a dealt hand the trigger: the stake is then not taken.
        db
          .prepare(
            'INSERT INTO sandbox_card_seats (hand_id, seat, member_id, joined_at) SELECT ?, COALESCE(MAX(seat), -1) + 1, ?, ? FROM sandbox_card_seats WHERE hand_id = ?',
          )
          .bind(hand.id, memberId, now, hand.id),
      ],
    });
    if (res.ok) return view(db, currency, hand, memberId, now, res.balance);
    if (res.error !== 'invalid_request' && res.error !== 'duplicate_transaction') return res;
    // The hand was dealt or filled meanwhile: a full waiting hand is dealt so the room moves on.
    const taken = await seats(db, hand.id);
    if (taken.length >= SEATS) await dealHand(db, currency, hand.id, taken[0]!.member_id, now);
  }
  return { refused: 'cards_hand_started' };
}

/** Cryptographic uniform 0 ≤ x < 1 for the shuffle. */
function secureRandom(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

/**
 * Deals hand `handId` for seated member `memberId`: draws the deal and plays it out (bots fill the
 * table when the member is alone), revealed until now + {@link HAND_MS}. Dealing a dealt hand answers
 * it as it is; `cards_not_seated` for a member not at the table.
 */
export async function dealHand(db: D1Database, currency: string, handId: number, memberId: number, now: number, random = secureRandom): Promise<CardsAnswer> {
  const hand = await db.prepare('SELECT * FROM sandbox_card_hands WHERE id = ?').bind(handId).first<HandRow>();
  const seated = hand ? await seats(db, handId) : [];
  if (!hand || !seated.some((s) => s.member_id === memberId)) return { refused: 'cards_not_seated' };
  if (hand.status === 'waiting') {
    const players: HandPlayer[] = seated.map((s) => ({ memberId: s.member_id, seat: s.seat }));
    if (players.length === 1) for (let b = 1; b < SEATS; b++) players.push({ memberId: null, seat: b });
    const play: PlayJson = { players, ...playOut(deal(players.length, random)) };
    await db
      .prepare("UPDATE sandbox_card_hands SET status = 'playing', play_json = ?, dealt_at = ?, ends_at = ? WHERE id = ? AND status = 'waiting'")
      .bind(JSON.stringify(play), now, now + HAND_MS, handId)
      .run();
  }
  const fresh = (await db.prepare('SELECT * FROM sandbox_card_hands WHERE id = ?').bind(handId).first<HandRow>())!;
  return view(db, currency, fresh, memberId, now, null);
}

/**
 * The member leaves hand `handId`: before the deal the stake is refunded (`rollback`) and the seat
 * freed; after it, the stake is forfeited (the bet settled lost) and the hand goes on without them
 * winning. Leaving a hand that is over answers it as it is.
 */
export async function leaveHand(db: D1Database, currency: string, handId: number, memberId: number, now: number): Promise<CardsAnswer> {
  const hand = await db.prepare('SELECT * FROM sandbox_card_hands WHERE id = ?').bind(handId).first<HandRow>();
  const seat = hand ? (await seats(db, handId)).find((s) => s.member_id === memberId) : undefined;
  if (!hand || !seat) return { refused: 'cards_not_seated' };
  const wallet = new VendorWallet(db, currency, () => now);
  const roundId = handRound(handId);
  let balance: number | null = null;
  if (hand.status === 'waiting') {
    // The seat goes first, in a guarded update: a deal that got there first keeps the member in the hand.
    const freed = await db
      .prepare('DELETE FROM sandbox_card_seats WHERE hand_id = ? AND member_id = ? AND (SELECT status FROM sandbox_card_hands WHERE id = ?) = ?')
      .bind(handId, memberId, handId, 'waiting')
      .run();
    if (freed.meta.changes === 0) return leaveHand(db, currency, handId, memberId, now);
    for (const tx of await openBets(db, hand.vendor, handId, memberId)) {
      const res = await wallet.rollback({ vendor: hand.vendor, memberId, txId: `${tx}:refund`, betTxId: tx, roundId });
      if (res.ok) balance = res.balance;
    }
    return { ok: true, balance, hand: null };
  }
  if (hand.status === 'playing' && now < hand.ends_at!) {
    for (const tx of await openBets(db, hand.vendor, handId, memberId)) {
      const res = await wallet.settle({ vendor: hand.vendor, memberId, txId: `${tx}:forfeit`, betTxId: tx, roundId, amount: 0, roundClosed: true });
      if (res.ok) balance = res.balance;
    }
    await db.prepare('UPDATE sandbox_card_seats SET left_at = ? WHERE hand_id = ? AND member_id = ? AND left_at IS NULL').bind(now, handId, memberId).run();
  }
  const fresh = (await db.prepare('SELECT * FROM sandbox_card_hands WHERE id = ?').bind(handId).first<HandRow>())!;
  return view(db, currency, fresh, memberId, now, balance);
}

/** Pot, rake and the winner's payout of a hand of `players` at `stake` (minor units). */
export function potOf(stake: number, players: number): { pot: number; rake: number; paid: number } {
  const pot = stake * players;
  const rake = Math.floor((pot * RAKE_BPS) / 10_000);
  return { pot, rake, paid: pot - rake };
}

/**
 * Settles dealt hand `hand` once its end has passed: the first finisher who has not left (and whose
 * bet is still open) wins pot − rake; every other member's open bet is lost; the round closes.
 * Idempotent (keyed `<bet>:settle`). Returns whether this call settled it.
 */
async function settleHand(db: D1Database, currency: string, hand: HandRow, now: number): Promise<boolean> {
  if (hand.status !== 'playing' || now < hand.ends_at!) return false;
  const play = JSON.parse(hand.play_json!) as PlayJson;
  const seated = await seats(db, hand.id);
  const open = new Map<number, string[]>();
  for (const p of play.players) if (p.memberId !== null) open.set(p.memberId, await openBets(db, hand.vendor, hand.id, p.memberId));
  const contender = (i: number) => {
    const p = play.players[i]!;
    if (p.memberId === null) return true;
    return !seated.find((s) => s.member_id === p.memberId)?.left_at && (open.get(p.memberId)?.length ?? 0) > 0;
  };
  const winner = play.finish.find(contender) ?? play.finish[0]!;
  const { paid } = potOf(hand.stake, play.players.length);
  const wallet = new VendorWallet(db, currency, () => now);
  for (const [i, p] of play.players.entries()) {
    if (p.memberId === null) continue;
    for (const tx of open.get(p.memberId) ?? []) {
      await wallet.settle({
        vendor: hand.vendor,
        memberId: p.memberId,
        txId: `${tx}:settle`,
        betTxId: tx,
        roundId: handRound(hand.id),
        amount: i === winner ? paid : 0,
        roundClosed: true,
      });
    }
  }
  const done = await db
    .prepare("UPDATE sandbox_card_hands SET status = 'settled', play_json = json_set(play_json, '$.winner', ?) WHERE id = ? AND status = 'playing'")
    .bind(winner, hand.id)
    .run();
  return done.meta.changes > 0;
}

async function view(db: D1Database, currency: string, hand: HandRow, memberId: number, now: number, balance: number | null): Promise<CardsAnswer> {
  if (await settleHand(db, currency, hand, now)) {
    hand = (await db.prepare('SELECT * FROM sandbox_card_hands WHERE id = ?').bind(hand.id).first<HandRow>())!;
    balance = null;
  }
  const seated = await seats(db, hand.id);
  const play = hand.play_json ? (JSON.parse(hand.play_json) as PlayJson & { winner?: number }) : null;
  const mask = (account: string) => (account.length <= 3 ? `${account[0] ?? ''}***` : `${account.slice(0, 2)}***${account.slice(-1)}`);
  const nameOf = (memberIdOf: number | null, seat: number) => {
    const s = seated.find((x) => x.member_id === memberIdOf);
    return memberIdOf === null ? String(seat + 1) : memberIdOf === memberId ? '' : mask(s?.account ?? '');
  };
  const base = { handId: hand.id, roomId: hand.room_id, stake: hand.stake, status: hand.status };
  if (!play) {
    const hv: CardHandView = {
      ...base,
      remainingMs: null,
      players: seated.map((s) => ({
        kind: s.member_id === memberId ? 'you' : 'member',
        name: nameOf(s.member_id, s.seat),
        cardsLeft: 0,
        left: false,
        last: null,
      })),
      yourCards: [],
      youLeft: false,
      turns: [],
      result: null,
    };
    return { ok: true, balance, hand: hv };
  }
  const over = hand.status === 'settled' || now >= hand.ends_at!;
  const shown = over ? play.turns.length : Math.floor(((now - hand.dealt_at!) / HAND_MS) * play.turns.length);
  const turns = play.turns.slice(0, shown);
  const me = play.players.findIndex((p) => p.memberId === memberId);
  const used = play.players.map((_, i) => turns.filter((t) => t.player === i && t.card !== null).map((t) => t.card!));
  const hv: CardHandView = {
    ...base,
    remainingMs: over ? 0 : hand.ends_at! - now,
    players: play.players.map((p, i) => {
      const last = [...turns].reverse().find((t) => t.player === i);
      return {
        kind: p.memberId === null ? 'bot' : p.memberId === memberId ? 'you' : 'member',
        name: nameOf(p.memberId, i),
        cardsLeft: 13 - used[i]!.length,
        left: p.memberId !== null && !!seated.find((s) => s.member_id === p.memberId)?.left_at,
        last: last ? (last.card === null ? null : cardFace(last.card)) : null,
      };
    }),
    yourCards: me < 0 ? [] : play.hands[me]!.filter((c) => !used[me]!.includes(c)).map(cardFace),
    youLeft: me >= 0 && !!seated.find((s) => s.member_id === memberId)?.left_at,
    turns: turns.slice(-8).map((t) => ({ player: t.player, card: t.card === null ? null : cardFace(t.card) })),
    result: hand.status === 'settled' && play.winner !== undefined ? { winner: play.winner, ...potOf(hand.stake, play.players.length) } : null,
  };
  return { ok: true, balance, hand: hv };
}

/** The member's current hand in `room` (waiting, dealt, or the last one settled), settling it when its end has passed. */
export async function roomHand(db: D1Database, currency: string, room: CardRoom, memberId: number, now: number): Promise<CardsAnswer> {
  const hand = await seatedHand(db, room.vendor, room.roomId, memberId);
  if (!hand) return { ok: true, balance: null, hand: null };
  return view(db, currency, hand, memberId, now, null);
}

/**
 * The card rooms' periodic work (cron, DESIGN.md "Periodic work"): settles every dealt hand past its
 * end and cancels hands left waiting {@link WAITING_MS}, refunding their stakes (keyed
 * `<bet>:cancel`). Idempotent; returns how many hands it settled or cancelled.
 */
export async function runCardRooms(db: D1Database, currency: string, now: number): Promise<number> {
  let changed = 0;
  const { results: ended } = await db.prepare("SELECT * FROM sandbox_card_hands WHERE status = 'playing' AND ends_at <= ? LIMIT 100").bind(now).all<HandRow>();
  for (const h of ended) if (await settleHand(db, currency, h, now)) changed++;
  const { results: stale } = await db
    .prepare(
      "SELECT * FROM sandbox_card_hands h WHERE status = 'waiting' AND COALESCE((SELECT MAX(joined_at) FROM sandbox_card_seats s WHERE s.hand_id = h.id), created_at) <= ? LIMIT 100",
    )
    .bind(now - WAITING_MS)
    .all<HandRow>();
  const wallet = new VendorWallet(db, currency, () => now);
  for (const h of stale) {
    const done = await db.prepare("UPDATE sandbox_card_hands SET status = 'cancelled' WHERE id = ? AND status = 'waiting'").bind(h.id).run();
    for (const s of await seats(db, h.id)) {
      for (const tx of await openBets(db, h.vendor, h.id, s.member_id)) {
        await wallet.rollback({ vendor: h.vendor, memberId: s.member_id, txId: `${tx}:cancel`, betTxId: tx, roundId: handRound(h.id), roundClosed: true });
      }
    }
    if (done.meta.changes > 0) changed++;
  }
  return changed;
}

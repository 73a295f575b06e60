/**
 * Reward economics (DOMAIN.md §3 "Reward economics"; SPEC §2.7 rewards pages): the ONE
 * configuration of everything the site pays back on stakes (rebate, points, missions, VIP gifts,
 * raffles, referral rewards) and the bound that keeps the house edge positive for any player.
 * The rewards code (src/platform/rewards/*.ts) and the demo seed read their rates and amounts
 * from here only; an operator changes them here, and `npm test` (tests/unit/rewards-economics.test.ts)
 * refuses a configuration that breaks the bound.
 *
 * The bound: for every game category, the most that all rewards together can pay back per unit
 * of valid bet (settled stake) is at most {@link REWARD_ECONOMICS}.returnBoundBp, which must stay
 * below the smallest house edge of the in-house games (computed below from
 * src/contracts/provably-fair.ts: dice 1.00 %, slot 2.75 %). A player's expected result is then
 * at most −(edge − bound) × valid bet whatever they play and claim: the margin
 * {@link rewardMarginBp}. How each program counts against the bound (all in basis points, 1/10,000,
 * of the valid bet it needs):
 * - rebate: its rate per category;
 * - points: points per 10,000 of valid bet × the money a point converts to;
 * - missions: each mission's reward over the valid bet it needs per period (a valid-bet target; a
 *   round-count target × the smallest stake a round must have to count; a deposit target × the
 *   smallest deposit turnover rate, since a deposit cannot leave before it is wagered), summed;
 * - VIP: the gifts of every level up to a level over the valid bet that level needs, at the worst level;
 * - raffles: each raffle's expected prize over the day's minimum valid bet, summed;
 * - referral: the reward over the turnover the friend's qualifying deposits require.
 * Money paid by a program also carries a turnover requirement of amount × its turnoverMultiple.
 * Amounts are integer minor units (VND has none), rates basis points.
 */
import { DICE_TARGET_MAX, DICE_TARGET_MIN, dicePayout, REEL_STRIPS, slotPayout, type DiceDirection } from '../../contracts/provably-fair.ts';
import { GAME_CLASSIFIES, type GameClassify } from '../../contracts/schemas/games.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import { DEPOSIT_CHANNELS } from '../cashier/deposit-rules.ts';

/** One raffle prize: amount (minor units) and relative weight. */
export interface RafflePrize {
  amount: number;
  weight: number;
}

/**
 * One mission (SPEC §2.7 rewardCenter): done when, within its period (ICT day or week from
 * Monday), the member's settled rounds of at least `minRoundStake` number `target` (bet_count),
 * their valid bet reaches `target` (valid_bet) or their paid deposits reach `target` (deposit).
 * `minRoundStake` is 0 for the kinds that count money.
 */
export interface MissionConfig {
  id: number;
  period: 'daily' | 'weekly';
  kind: 'bet_count' | 'valid_bet' | 'deposit';
  target: number;
  minRoundStake: number;
  reward: number;
}

/** One VIP level (SPEC §2.7 playerRank; DOMAIN.md §3): thresholds over the rolling period, keep thresholds, upgrade gift. */
export interface VipLevelConfig {
  level: number;
  name: string;
  color: string;
  color2: string;
  depositRequired: number;
  validBetRequired: number;
  keepDeposit: number;
  keepValidBet: number;
  upgradeGift: number;
}

/** One daily raffle (SPEC §7.2 MCS2_claimRafflePromotion) on promotion `promotionId`. */
export interface RaffleConfig {
  promotionId: number;
  minValidBet: number;
  prizes: readonly RafflePrize[];
  turnoverMultiple: number;
}

/** The whole configuration (see the module rules). */
export interface RewardEconomics {
  /** Most that all rewards together pay back, in basis points of valid bet, in any category. */
  returnBoundBp: number;
  /** Manual rebate: rate per game category (basis points of valid bet). */
  rebate: { rateBp: Readonly<Partial<Record<GameClassify, number>>>; turnoverMultiple: number };
  /** Points: earned per 10,000 of valid bet by category (floored per round); converted in steps of `convertPoints` worth `convertAmount`, at most `dailyCapPoints` a day. */
  points: {
    per10k: Readonly<Partial<Record<GameClassify, number>>>;
    convertPoints: number;
    convertAmount: number;
    dailyCapPoints: number;
    turnoverMultiple: number;
  };
  missions: { list: readonly MissionConfig[]; turnoverMultiple: number };
  vip: { levels: readonly VipLevelConfig[]; turnoverMultiple: number };
  raffles: readonly RaffleConfig[];
  /** Referral: `reward` per friend whose paid deposits reach `minDeposit`. */
  referral: { reward: number; minDeposit: number; turnoverMultiple: number };
  /**
   * Sign-up reward: `reward` (minor units, 0 for none) paid once to every new member, the amount the
   * registration page promises (SPEC §2.6 title, siteConfig.registrationBonusAmount). A fixed sum per
   * account, not a share of stakes, so it does not count against the bound; its turnover
   * requirement keeps it from being withdrawn unplayed.
   */
  signup: { reward: number; turnoverMultiple: number };
}

/**
 * The configuration in force. Worst category (rng, fish, sports, esports, in-house): rebate 15 +
 * points 10 + missions 10 + VIP 5 + raffle 4.6 + referral 3 = 47.6 bp ≤ the 50 bp bound, half the
 * dice edge of 100 bp.
 */
export const REWARD_ECONOMICS: RewardEconomics = {
  returnBoundBp: 50,
  rebate: {
    rateBp: { sports: 15, esports: 15, cockfight: 10, live: 10, rng: 15, fish: 15, pvp: 10, elott: 5, inhouse: 15 },
    turnoverMultiple: 1,
  },
  points: {
    // A point is worth 5 (100 points convert to 500): 2 points per 10,000 is 10 bp.
    per10k: { sports: 2, esports: 2, cockfight: 1, live: 1, rng: 2, fish: 2, pvp: 1, elott: 1, inhouse: 2 },
    convertPoints: 100,
    convertAmount: 500,
    dailyCapPoints: 5_000,
    turnoverMultiple: 1,
  },
  missions: {
    // 2 bp each, 10 bp in all.
    list: [
      { id: 1, period: 'daily', kind: 'bet_count', target: 5, minRoundStake: 100_000, reward: 100 },
      { id: 2, period: 'daily', kind: 'valid_bet', target: 2_000_000, minRoundStake: 0, reward: 400 },
      { id: 3, period: 'daily', kind: 'deposit', target: 2_000_000, minRoundStake: 0, reward: 400 },
      { id: 4, period: 'weekly', kind: 'valid_bet', target: 20_000_000, minRoundStake: 0, reward: 4_000 },
      { id: 5, period: 'weekly', kind: 'bet_count', target: 10, minRoundStake: 1_000_000, reward: 2_000 },
    ],
    turnoverMultiple: 1,
  },
  vip: {
    // Gifts up to each level are 5 bp of the valid bet that level needs.
    levels: [
      {
        level: 0,
        name: 'Member',
        color: '#6b7280',
        color2: '#d1d5db',
        depositRequired: 0,
        validBetRequired: 0,
        keepDeposit: 0,
        keepValidBet: 0,
        upgradeGift: 0,
      },
      {
        level: 1,
        name: 'Bronze',
        color: '#8c5a2b',
        color2: '#e0a96d',
        depositRequired: 100_000,
        validBetRequired: 1_000_000,
        keepDeposit: 0,
        keepValidBet: 500_000,
        upgradeGift: 500,
      },
      {
        level: 2,
        name: 'Silver',
        color: '#6b7b8c',
        color2: '#cfd8e3',
        depositRequired: 1_000_000,
        validBetRequired: 10_000_000,
        keepDeposit: 0,
        keepValidBet: 5_000_000,
        upgradeGift: 4_500,
      },
      {
        level: 3,
        name: 'Gold',
        color: '#b8860b',
        color2: '#ffd700',
        depositRequired: 5_000_000,
        validBetRequired: 50_000_000,
        keepDeposit: 1_000_000,
        keepValidBet: 25_000_000,
        upgradeGift: 20_000,
      },
      {
        level: 4,
        name: 'Platinum',
        color: '#4b6584',
        color2: '#a5b1c2',
        depositRequired: 20_000_000,
        validBetRequired: 200_000_000,
        keepDeposit: 5_000_000,
        keepValidBet: 100_000_000,
        upgradeGift: 75_000,
      },
      {
        level: 5,
        name: 'Diamond',
        color: '#1e5aa8',
        color2: '#8ec5ff',
        depositRequired: 50_000_000,
        validBetRequired: 500_000_000,
        keepDeposit: 10_000_000,
        keepValidBet: 250_000_000,
        upgradeGift: 150_000,
      },
      {
        level: 6,
        name: 'Royal',
        color: '#6d28d9',
        color2: '#c4b5fd',
        depositRequired: 100_000_000,
        validBetRequired: 1_000_000_000,
        keepDeposit: 20_000_000,
        keepValidBet: 500_000_000,
        upgradeGift: 250_000,
      },
    ],
    turnoverMultiple: 1,
  },
  // Promotion 106 (src/platform/seed/demo-content.ts): expected prize 46 per 100,000 of valid bet, 4.6 bp.
  raffles: [
    {
      promotionId: 106,
      minValidBet: 100_000,
      prizes: [
        { amount: 1_000, weight: 1 },
        { amount: 100, weight: 9 },
        { amount: 30, weight: 90 },
      ],
      turnoverMultiple: 1,
    },
  ],
  // 3,000 per friend whose deposits (each wagered at least once before it can leave) reach 10,000,000: 3 bp.
  referral: { reward: 3_000, minDeposit: 10_000_000, turnoverMultiple: 1 },
  signup: { reward: siteConfig.registrationBonusAmount, turnoverMultiple: 1 },
};

/** The configured raffle of promotion `promotionId`, or undefined when it is not a raffle. */
export function raffleConfig(promotionId: number, config: RewardEconomics = REWARD_ECONOMICS): RaffleConfig | undefined {
  return config.raffles.find((r) => r.promotionId === promotionId);
}

/** The configured mission `id`, or undefined. */
export function missionConfig(id: number, config: RewardEconomics = REWARD_ECONOMICS): MissionConfig | undefined {
  return config.missions.list.find((m) => m.id === id);
}

/** Expected payout of a dice bet of `stake` on `target`/`direction`, over the 10,000 equally likely rolls (minor units, fractional). */
export function expectedDicePayout(stake: number, target: number, direction: DiceDirection): number {
  let sum = 0;
  for (let roll = 0; roll < 10_000; roll++) sum += dicePayout(stake, target, direction, roll);
  return sum / 10_000;
}

/** Expected payout of a slot spin of `stake`, over every equally likely combination of reel stops (minor units, fractional). */
export function expectedSlotPayout(stake: number): number {
  const [a, b, c] = REEL_STRIPS.map((s) => s.length) as [number, number, number];
  let sum = 0;
  for (let i = 0; i < a; i++) for (let j = 0; j < b; j++) for (let k = 0; k < c; k++) sum += slotPayout(stake, [i, j, k]);
  return sum / (a * b * c);
}

/** Stake used to measure returns: large enough that rounding a payout down to whole minor units moves the return by less than 0.01 bp. */
const REFERENCE_STAKE = 9_900_000;

/**
 * House edge of each in-house game in basis points, from the games' own payout rules
 * (src/contracts/provably-fair.ts): dice over every target and direction (the smallest edge any
 * bet gives), slot over every reel combination. Rounded down, so the stated edge is never more
 * than the real one. Today: dice 100 (99 % return for any target), slot 275 (97.25 %).
 */
export function inhouseHouseEdgesBp(): { dice: number; slot: number } {
  edges ??= computeEdges();
  return { ...edges };
}

let edges: { dice: number; slot: number } | undefined;

function computeEdges(): { dice: number; slot: number } {
  let diceBest = 0;
  for (let target = DICE_TARGET_MIN; target <= DICE_TARGET_MAX; target++) {
    for (const direction of ['under', 'over'] as const) diceBest = Math.max(diceBest, expectedDicePayout(REFERENCE_STAKE, target, direction));
  }
  const edge = (expected: number) => Math.floor(((REFERENCE_STAKE - expected) * 10_000) / REFERENCE_STAKE + 1e-9);
  return { dice: edge(diceBest), slot: edge(expectedSlotPayout(REFERENCE_STAKE)) };
}

/** The smallest in-house house edge in basis points (dice today: 100). */
export function smallestHouseEdgeBp(): number {
  const e = inhouseHouseEdgesBp();
  return Math.min(e.dice, e.slot);
}

/**
 * The guaranteed expected loss per unit of valid bet of a player who claims every reward, in
 * basis points: smallest house edge − configured bound (50 today).
 */
export function rewardMarginBp(config: RewardEconomics = REWARD_ECONOMICS): number {
  return smallestHouseEdgeBp() - config.returnBoundBp;
}

/** Smallest turnover rate of a deposit channel: valid bet a deposit of 1 forces before it can leave. */
function depositTurnoverRate(): number {
  return Math.min(...DEPOSIT_CHANNELS.map((c) => c.turnoverRate));
}

/** What each program can pay back at most, in basis points of valid bet (fractions kept). */
export interface RewardReturns {
  rebate: Record<GameClassify, number>;
  points: Record<GameClassify, number>;
  missions: number;
  vip: number;
  raffles: number;
  referral: number;
  /** Everything together, per category, and the worst of them. */
  total: Record<GameClassify, number>;
  worst: number;
}

/** The most every program can pay back per unit of valid bet under `config` (see the module rules). */
export function rewardReturnsBp(config: RewardEconomics = REWARD_ECONOMICS): RewardReturns {
  const pointValue = config.points.convertAmount / config.points.convertPoints;
  const depositRate = depositTurnoverRate();
  const perStake = (reward: number, stake: number) => (reward <= 0 ? 0 : stake > 0 ? (reward * 10_000) / stake : Infinity);
  const missions = config.missions.list.reduce((s, m) => {
    const needed = m.kind === 'valid_bet' ? m.target : m.kind === 'bet_count' ? m.target * m.minRoundStake : m.target * depositRate;
    return s + perStake(m.reward, needed);
  }, 0);
  let gifts = 0;
  let vip = 0;
  for (const l of [...config.vip.levels].sort((a, b) => a.level - b.level)) {
    gifts += l.upgradeGift;
    vip = Math.max(vip, perStake(gifts, l.validBetRequired));
  }
  const raffles = config.raffles.reduce((s, r) => {
    const weight = r.prizes.reduce((w, p) => w + p.weight, 0);
    const expected = weight > 0 ? r.prizes.reduce((e, p) => e + p.amount * p.weight, 0) / weight : 0;
    return s + perStake(expected, r.minValidBet);
  }, 0);
  const referral = perStake(config.referral.reward, config.referral.minDeposit * depositRate);
  const rebate = {} as Record<GameClassify, number>;
  const points = {} as Record<GameClassify, number>;
  const total = {} as Record<GameClassify, number>;
  for (const c of GAME_CLASSIFIES) {
    rebate[c] = config.rebate.rateBp[c] ?? 0;
    points[c] = (config.points.per10k[c] ?? 0) * pointValue;
    total[c] = rebate[c] + points[c] + missions + vip + raffles + referral;
  }
  return { rebate, points, missions, vip, raffles, referral, total, worst: Math.max(...Object.values(total)) };
}

/**
 * What is wrong with `config`, as sentences (empty when it keeps the house edge positive): the
 * bound not below the smallest in-house edge, a category whose rewards exceed the bound, a
 * round-count mission without a minimum stake, a deposit reward while a deposit channel asks no
 * turnover, money paid without a turnover requirement, malformed raffle pools or VIP levels.
 */
export function rewardEconomicsProblems(config: RewardEconomics = REWARD_ECONOMICS): string[] {
  const problems: string[] = [];
  const edge = smallestHouseEdgeBp();
  if (!(config.returnBoundBp >= 0 && config.returnBoundBp < edge))
    problems.push(`the bound ${config.returnBoundBp} bp is not below the smallest in-house house edge ${edge} bp`);
  const r = rewardReturnsBp(config);
  for (const c of GAME_CLASSIFIES) {
    if (r.total[c] > config.returnBoundBp + 1e-9)
      problems.push(`${c}: rewards pay back ${r.total[c].toFixed(2)} bp of valid bet, above the bound of ${config.returnBoundBp} bp`);
  }
  for (const m of config.missions.list) {
    if (m.kind === 'bet_count' && !(m.minRoundStake > 0))
      problems.push(`mission ${m.id} counts rounds without a minimum stake, so its reward per stake has no bound`);
    if (!(Number.isSafeInteger(m.target) && m.target > 0 && Number.isSafeInteger(m.reward) && m.reward > 0))
      problems.push(`mission ${m.id} needs a positive integer target and reward`);
  }
  if (new Set(config.missions.list.map((m) => m.id)).size !== config.missions.list.length) problems.push('mission ids repeat');
  const depositRewards = config.missions.list.some((m) => m.kind === 'deposit') || config.referral.reward > 0;
  if (depositRewards && !(depositTurnoverRate() > 0)) problems.push('a deposit channel asks no turnover, so rewards paid on deposits have no bound');
  const multiples = {
    rebate: config.rebate.turnoverMultiple,
    points: config.points.turnoverMultiple,
    missions: config.missions.turnoverMultiple,
    vip: config.vip.turnoverMultiple,
    referral: config.referral.turnoverMultiple,
    signup: config.signup.turnoverMultiple,
    ...Object.fromEntries(config.raffles.map((x) => [`raffle ${x.promotionId}`, x.turnoverMultiple])),
  };
  for (const [name, m] of Object.entries(multiples)) if (!(m >= 1)) problems.push(`${name}: money paid must carry a turnover requirement of at least 1×`);
  for (const x of config.raffles) {
    if (x.prizes.length === 0 || x.prizes.some((p) => !(Number.isSafeInteger(p.amount) && p.amount > 0 && Number.isSafeInteger(p.weight) && p.weight > 0)))
      problems.push(`raffle ${x.promotionId} needs prizes with positive integer amounts and weights`);
  }
  const levels = [...config.vip.levels].sort((a, b) => a.level - b.level);
  if (levels[0]?.level !== 0 || levels[0].upgradeGift !== 0) problems.push('VIP level 0 must exist and pay no gift');
  for (let i = 1; i < levels.length; i++) {
    if (levels[i]!.validBetRequired <= levels[i - 1]!.validBetRequired)
      problems.push(`VIP level ${levels[i]!.level} must need more valid bet than the level below`);
  }
  if (!(config.points.convertPoints > 0 && config.points.convertAmount > 0 && config.points.dailyCapPoints > 0))
    problems.push('points conversion needs a positive step, amount and daily cap');
  return problems;
}

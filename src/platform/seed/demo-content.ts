/**
 * Demo data of the sandbox platform: accounts, banners for every page group of SPEC
 * §2.2 and a few promotions (SPEC §3 types and tags). scripts/seed.ts turns it into SQL; the build
 * reads banners and promotions from the platform's banner and promotion calls' data through
 * scripts/content-snapshot.ts. Images are local SVGs under public/banners and public/promotions.
 */

/** Demo accounts; passwords are public demo values printed by `npm start`. Amounts in VND. */
export const demoAccounts = [
  {
    account: 'demo01',
    password: 'Demo1234',
    nickname: 'Demo Player',
    type: 0,
    upline: null,
    openingBalance: 1_000_000,
    club: { labelName: 'Gold', color: '#b8860b', color2: '#ffd700', rankLevel: 3 },
  },
  {
    account: 'agent01',
    password: 'Agent1234',
    nickname: 'Demo Agent',
    type: 1,
    upline: null,
    openingBalance: 5_000_000,
    club: { labelName: 'Diamond', color: '#1e5aa8', color2: '#8ec5ff', rankLevel: 6 },
  },
  { account: 'player01', password: 'Player1234', nickname: 'Downline One', type: 0, upline: 'agent01', openingBalance: 200_000, club: null },
  { account: 'player02', password: 'Player1234', nickname: 'Downline Two', type: 0, upline: 'agent01', openingBalance: 150_000, club: null },
  // The cashier's e2e account (deposits through the sandbox provider), so no other test's balance moves.
  { account: 'cashier01', password: 'Cashier1234', nickname: 'Cashier Tester', type: 0, upline: null, openingBalance: 100_000, club: null },
  // The withdrawal e2e accounts (vi, en): an opening balance and no turnover requirement.
  { account: 'payout01', password: 'Payout1234', nickname: 'Payout Tester', type: 0, upline: null, openingBalance: 1_000_000, club: null },
  // The games e2e accounts (vi, en): others sign in as demo01 meanwhile, and a member keeps at most
  // 5 sessions, so a shared account could be signed out in the middle of a game test.
  { account: 'games01', password: 'Games1234', nickname: 'Games Tester', type: 0, upline: null, openingBalance: 1_000_000, club: null },
  { account: 'games02', password: 'Games1234', nickname: 'Games Tester Two', type: 0, upline: null, openingBalance: 1_000_000, club: null },
  { account: 'payout02', password: 'Payout1234', nickname: 'Payout Tester Two', type: 0, upline: null, openingBalance: 1_000_000, club: null },
  // The support chat's e2e account.
  { account: 'support01', password: 'Support1234', nickname: 'Chat Tester', type: 0, upline: null, openingBalance: 0, club: null },
] as const;

/** Page groups that carry banners (SPEC §2.2). */
export const bannerGroups = [
  '/',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/sports',
  '/esports',
  '/elott',
  '/down',
  '/promotions',
  '/pointMall',
  '/help',
  '/register',
  '/inhouse',
] as const;

/** Slug used in banner file names for a group (`/` → home). */
export function groupSlug(group: string): string {
  return group === '/' ? 'home' : group.slice(1).toLowerCase();
}

/** Banners: three on home (carousel), one on every other group. */
export const demoBanners = bannerGroups.flatMap((group, gi) => {
  const count = group === '/' ? 3 : 1;
  return Array.from({ length: count }, (_, i) => ({
    bannerId: gi * 10 + i + 1,
    groupName: group,
    url: `/banners/${groupSlug(group)}-${i + 1}.svg`,
    title: `${groupSlug(group)} ${i + 1}`,
    linkageType: i === 1 ? null : 'promotion',
    link: i === 1 ? null : '/promotions',
    sequence: i,
  }));
});

/** Promotions (SPEC §3 fields, types and tags); the first is the new_player one of §2.6. */
export const demoPromotions = [
  { id: 101, title: 'Welcome bonus 100%', category: 'new_player', type: 'newbie', tags: ['newbie'] },
  { id: 102, title: 'Daily slots rebate 1.2%', category: 'general', type: 'rebate', tags: ['daily', 'high rebate'] },
  { id: 103, title: 'Live casino weekend cashback', category: 'general', type: 'live casino', tags: ['limited'] },
  { id: 104, title: 'VIP birthday gift', category: 'general', type: 'ranking', tags: ['VIP', 'special'] },
  { id: 105, title: 'First deposit in the app', category: 'new_player', type: 'app download', tags: ['newbie', 'special'] },
  // A raffle (configured in src/platform/rewards/economics.ts): a daily draw.
  { id: 106, title: 'Daily lucky draw', category: 'general', type: 'others', tags: ['daily', 'special'] },
].map((p, i) => ({ ...p, sequence: i, announcementImages: [{ url: `/promotions/promo-${p.id}.svg`, sequence: 0 }] }));

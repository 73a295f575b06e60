// The platform split (DESIGN.md "Platform per area"): each call of the route table is answered by
// the handler map of exactly one area (src/platform/<area>/routes.ts), so which handler runs never
// depends on the order the dispatcher merges the maps in.
import { vi } from 'vitest';

// The identity area imports the password-hashing .wasm files that only workerd loads; the maps are
// only listed here, never called.
vi.mock('argon2-wasm-edge/wasm/argon2.wasm', () => ({ default: {} }));
vi.mock('argon2-wasm-edge/wasm/blake2b.wasm', () => ({ default: {} }));

const { routes } = await import('../../src/contracts/routes.ts');
const maps: Record<string, object> = {
  agent: (await import('../../src/platform/agent/routes.ts')).agentHandlers,
  cashier: (await import('../../src/platform/cashier/routes.ts')).cashierHandlers,
  cron: (await import('../../src/platform/cron/routes.ts')).cronHandlers,
  dev: (await import('../../src/platform/dev/routes.ts')).devHandlers,
  games: (await import('../../src/platform/games/routes.ts')).gamesHandlers,
  identity: (await import('../../src/platform/identity/routes.ts')).identityHandlers,
  lottery: (await import('../../src/platform/lottery/routes.ts')).lotteryHandlers,
  member: (await import('../../src/platform/member/routes.ts')).memberHandlers,
  rewards: (await import('../../src/platform/rewards/routes.ts')).rewardsHandlers,
  site: (await import('../../src/platform/site/routes.ts')).siteHandlers,
  support: (await import('../../src/platform/support/routes.ts')).supportHandlers,
  wallet: (await import('../../src/platform/wallet/routes.ts')).walletHandlers,
};

/** Route names answered by more than one map, with the areas that answer them. */
function duplicates(byArea: Record<string, object>): Record<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const [area, map] of Object.entries(byArea)) for (const name of Object.keys(map)) owners.set(name, [...(owners.get(name) ?? []), area]);
  return Object.fromEntries([...owners].filter(([, areas]) => areas.length > 1));
}

describe('platform handler maps', () => {
  it('answer each call of the route table in exactly one area', () => {
    expect(duplicates(maps)).toEqual({});
    const handled = Object.values(maps).flatMap((m) => Object.keys(m));
    expect(handled.filter((name) => !(name in routes))).toEqual([]);
  });

  it('finds a call answered twice (the check itself can fail)', () => {
    expect(duplicates({ ...maps, extra: { login: maps.identity } })).toEqual({ login: ['identity', 'extra'] });
  });
});

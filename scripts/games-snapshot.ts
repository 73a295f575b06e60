/**
 * Writes the game catalog snapshot the category pages are prerendered from (SPEC §2.1 category pages) to
 * src/generated/games.json: per category its vendors, the first page of games (42) with the
 * total, and the hot games. With PLATFORM_URL set it asks the operator's platform (game_menus and
 * hot games; the game list needs a session, so the first page is the hot cards there); otherwise
 * it reads the sandbox's seed catalog.
 * Usage: node scripts/games-snapshot.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { routes } from '../src/contracts/routes.ts';
import { categorySnapshotSchema, vendorCategorySchema, type CategorySnapshot } from '../src/contracts/schemas/games.ts';
import { catalogSnapshot } from '../src/platform/seed/games.ts';

async function fromPlatform(base: string): Promise<CategorySnapshot[]> {
  const res = await fetch(new URL(routes.gameMenus.path, base), { headers: { accept: 'application/json' } });
  const body = (await res.json()) as { success: boolean; value: unknown };
  if (!body.success) throw new Error('game_menus failed');
  return z
    .array(vendorCategorySchema)
    .parse(body.value)
    .map((m) => ({
      gameClassify: m.gameClassify as CategorySnapshot['gameClassify'],
      gameCategory: m.gameCategory,
      vendors: m.vendors,
      games: m.cards,
      total: m.cards.length,
      hot: m.cards,
    }));
}

const snapshot = z.array(categorySnapshotSchema).parse(process.env.PLATFORM_URL ? await fromPlatform(process.env.PLATFORM_URL) : catalogSnapshot());
mkdirSync('src/generated', { recursive: true });
writeFileSync('src/generated/games.json', JSON.stringify(snapshot));
console.log(`games-snapshot: ${snapshot.length} categories, ${snapshot.reduce((n, c) => n + c.games.length, 0)} games on first pages`);

/**
 * The game catalog snapshot for prerendering (SPEC §2.1 category pages), written by
 * scripts/games-snapshot.ts before the build. Server-only: the category pages read it at build
 * time so their HTML lists games with no JavaScript.
 */
import * as z from 'zod/mini';
import raw from '../../generated/games.json';
import { categorySnapshotSchema, type CategorySnapshot, type GameClassify } from '../../contracts/schemas/games.ts';

const snapshots = z.array(categorySnapshotSchema).parse(raw);

/** The snapshot of category `gameClassify`; throws when the build has none (a broken snapshot). */
export function categorySnapshot(gameClassify: GameClassify): CategorySnapshot {
  const found = snapshots.find((s) => s.gameClassify === gameClassify);
  if (!found) throw new Error(`no catalog snapshot for ${gameClassify}`);
  return found;
}

/** Every vendor's name by code, across categories. */
export function vendorNames(): Record<string, string> {
  return Object.fromEntries(snapshots.flatMap((s) => s.vendors.map((v) => [v.vendor, v.name])));
}

/**
 * Favorites (SPEC §4 "toggling adds or removes a favorite (nodeId, vendor, gameType)", §5.3 and
 * §6: a member gate, so visitors are asked to log in and trial users are warned with
 * in_need_true_account). The gate is decided first, with the shared access rules, before any call.
 */
import { atom } from 'nanostores';
import { checkGate, type GateVerdict } from '../../../contracts/access.ts';
import type { Game } from '../../../contracts/schemas/games.ts';
import { callApi } from '../../../lib/api-client.ts';

/** The member's favorite games, newest first. */
export const $favorites = atom<Game[]>([]);
/** Node ids of games being toggled right now (their buttons show busy). */
export const $favoritePending = atom<ReadonlySet<number>>(new Set());

// Bumped when a toggle starts and when it is answered, so a list requested before or during a
// toggle (answered by the platform before the toggle was written) cannot overwrite it.
let changes = 0;

/**
 * Loads the member's favorites; empty for visitors, trial users or on failure. An answer to a
 * request made before or during a toggle is dropped (the toggle is newer).
 */
export async function loadFavorites(userType: number | null): Promise<void> {
  if (checkGate('member', userType) !== 'allow') {
    $favorites.set([]);
    return;
  }
  const seen = changes;
  const res = await callApi('favoriteGames');
  if (seen !== changes || $favoritePending.get().size > 0) return;
  $favorites.set(res.ok ? res.value : []);
}

/** True when `nodeId` is a favorite. */
export function isFavorite(nodeId: number, list: readonly Game[] = $favorites.get()): boolean {
  return list.some((g) => g.nodeId === nodeId);
}

/**
 * Adds or removes `game` for a user of `userType` (null = signed out). Returns the gate verdict:
 * anything but `allow` changes nothing and tells the caller what to show (login popup, trial
 * warning). With `allow` the list updates at once and is put back if the call fails; the
 * returned `error` is then the failure's code (message key).
 */
export async function toggleFavorite(game: Game, userType: number | null): Promise<{ verdict: GateVerdict; error?: string }> {
  const verdict = checkGate('member', userType);
  if (verdict !== 'allow') return { verdict };
  const pending = $favoritePending.get();
  if (pending.has(game.nodeId)) return { verdict };
  const before = $favorites.get();
  const want = !isFavorite(game.nodeId, before);
  changes += 1;
  $favoritePending.set(new Set([...pending, game.nodeId]));
  $favorites.set(want ? [game, ...before] : before.filter((g) => g.nodeId !== game.nodeId));
  const res = await callApi('toggleFavorite', { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType, favorite: want });
  changes += 1;
  const rest = new Set($favoritePending.get());
  rest.delete(game.nodeId);
  $favoritePending.set(rest);
  if (!res.ok) {
    $favorites.set(before);
    return { verdict, error: res.code };
  }
  return { verdict };
}

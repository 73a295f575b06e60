/**
 * Which sandbox stand-in page (under /inhouse-games/) opens the games of each game type (SPEC §2.10):
 * fishing games the fishing stand-in (fishing.ts), PvP card games the card room (cards.ts). Sports and
 * esports open the sportsbook (sports.ts); a type not listed opens the slot stand-in.
 */
const PAGES: Record<string, string> = { fish: 'fishing', pvp: 'cards' };

/** The stand-in page name for game type `classify`, or null. */
export function standInPage(classify: string): string | null {
  return PAGES[classify] ?? null;
}

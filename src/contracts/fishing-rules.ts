/**
 * The fishing stand-in's limits (SPEC §2.10; DOMAIN.md §4 seamless wallet), one list for the call's
 * schema (schemas/fishing.ts) and the page: the stakes a shot may carry and the most shots one batch
 * carries. Zod-free, so the page imports them without the schemas.
 */

/** Stakes per shot a cannon may fire (minor units). */
export const FISH_LEVELS = [100, 200, 500, 1_000] as const;
/** Most shots one batch may carry (the page sends each second's shots as one batch). */
export const FISH_MAX_SHOTS = 30;

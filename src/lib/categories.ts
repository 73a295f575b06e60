/**
 * The game categories of the navigation (SPEC §2.1 category pages: /sports /live /rng /fish /pvp
 * /esports /cockfight /elott /inhouse), each with its locale-free path and message key. The home
 * shortcuts, the side menu and the category icons all read this one list, plus the game pages
 * worth one tap from anywhere ({@link shortcuts}).
 */
import type { MessageKey } from './i18n/island-messages.ts';

/** A category route and the message key of its name. */
export interface Category {
  path: string;
  messageKey: MessageKey;
}

/** The categories in navigation order. */
export const categories: readonly Category[] = [
  { path: '/sports', messageKey: 'category_sports' },
  { path: '/live', messageKey: 'category_live' },
  { path: '/rng', messageKey: 'category_rng' },
  { path: '/fish', messageKey: 'category_fish' },
  { path: '/pvp', messageKey: 'category_pvp' },
  { path: '/esports', messageKey: 'category_esports' },
  { path: '/cockfight', messageKey: 'category_cockfight' },
  { path: '/elott', messageKey: 'category_elott' },
  { path: '/inhouse', messageKey: 'category_inhouse' },
];

/**
 * What the home tiles and the side menu list: the categories, with the Vietnamese lottery (SPEC
 * §2.1 /vnlottery; DOMAIN.md §1) beside E-lottery, so it is one tap away rather than behind the
 * E-lottery lobby and its card. Named by the messages, like the categories.
 */
export const shortcuts: readonly Category[] = categories.flatMap((c) =>
  c.path === '/elott' ? [c, { path: '/vnlottery', messageKey: 'games_vnlottery_title' }] : [c],
);

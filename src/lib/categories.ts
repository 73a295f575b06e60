/**
 * The game categories of the navigation (SPEC §2.1 category pages: /sports /live /rng /fish /pvp
 * /esports /cockfight /elott /inhouse), each with its locale-free path and message key. The home
 * shortcuts, the side menu and the category icons all read this one list.
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

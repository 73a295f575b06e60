/**
 * The name a catalog entry (a game or a vendor, SPEC §3 game card and vendor category) shows. Vendor
 * brands and their games keep their catalog names (brand names are not translated); the portal's
 * own Vietnamese lottery page (launch kind `vnlottery`, SPEC §2.1 /vnlottery) is named by the
 * messages in the page's locale, like the side menu and the home tile that open it.
 */
import type { Game } from '../../contracts/schemas/games.ts';
import type { MessageKey } from '../../lib/i18n/island-messages.ts';

/** Message keys naming the portal's own pages in the catalog, by launch kind. */
const OWN_PAGE_NAMES: Partial<Record<Game['launchKind'], MessageKey>> = { vnlottery: 'games_vnlottery_title' };

/** `entry`'s display name through `t` (the island's translator): the message for a portal page, else the catalog name. */
export function catalogName(entry: { name: string; launchKind: Game['launchKind'] }, t: (key: MessageKey) => string): string {
  const key = OWN_PAGE_NAMES[entry.launchKind];
  return key ? t(key) : entry.name;
}

/**
 * The side menu's settings (SPEC §2.4 side menu and right bar; §7.2 "Menu settings call"): what
 * the menu shows that the platform decides. Refer and earn shows to members only while the
 * referral promotion is on (`referral_config.enabled`, the switch the referral page reads too);
 * visitors and agents always see it. The right bar's social links are the brand's
 * (src/contracts/site-config.ts `social`); an empty one is answered as null and not shown.
 */
import type { MenuSettings } from '../../contracts/schemas/site.ts';
import { siteConfig } from '../../contracts/site-config.ts';

const link = (url: string): string | null => (url.startsWith('https://') ? url : null);

/** The right bar's social links of the sandbox: the brand's, null where it has none. */
export function socialLinks(): Pick<MenuSettings, 'facebook' | 'telegram'> {
  return { facebook: link(siteConfig.social.facebook), telegram: link(siteConfig.social.telegram) };
}

/** The menu settings in force. */
export async function menuSettings(db: D1Database): Promise<MenuSettings> {
  const referral = await db.prepare('SELECT enabled FROM referral_config WHERE id = 1').first<{ enabled: number }>();
  return { referral: referral?.enabled === 1, ...socialLinks() };
}

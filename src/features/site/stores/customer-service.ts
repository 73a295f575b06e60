/**
 * Customer service (SPEC §6 "VIP service for rank level above 4, otherwise live chat", §7.2, §9
 * "Service window 440 x 750"): the service link is fetched, the type-3 entry of its path list is
 * decrypted (its last 8 characters are the key) and opened in the 440 x 750 popup. The popup is
 * opened by the click itself (src/lib/service-popup.ts) and closed again when the fetch fails.
 */
import { atom } from 'nanostores';
import { memberInfoSchema } from '../../../contracts/schemas/member.ts';
import { callApi } from '../../../lib/api-client.ts';
import { decryptServicePath } from '../../../lib/service-link-cipher.ts';
import { readSessionValues } from '../../../lib/session/session-values.ts';
import { isLocale } from '../../../contracts/locales.ts';
import { localeHref } from '../../../lib/i18n/locale-paths.ts';

/** Rank levels above this get the VIP service (SPEC §6). */
export const VIP_RANK_THRESHOLD = 4;
/** Type of the encrypted path entry (SPEC §7.2). */
export const ENCRYPTED_CS_TYPE = 3;

/** Outcome of the last attempt: a message key to show, or null. */
export const $serviceNotice = atom<string | null>(null);

/** Which service the visitor gets: 'vip' for a signed-in member above rank 4, else 'chat'. */
export async function serviceForVisitor(): Promise<'chat' | 'vip'> {
  if (!readSessionValues()) return 'chat';
  const info = await callApi('memberInfo');
  if (!info.ok) return 'chat';
  const member = memberInfoSchema.safeParse(info.value);
  return member.success && (member.data.clubLabel?.rankLevel ?? 0) > VIP_RANK_THRESHOLD ? 'vip' : 'chat';
}

/**
 * The service URL to open: an external one as it is; one of this portal (`/helpmc#contact`) in
 * the page's `locale`, unless its path already names a locale (the platform's links are
 * locale-free, and the help center exists in every locale).
 */
export function serviceUrl(url: string, origin: string, locale: string): string {
  const target = new URL(url, origin);
  if (target.origin !== new URL(origin).origin || !isLocale(locale)) return target.toString();
  const first = target.pathname.split('/')[1];
  if (!isLocale(first)) target.pathname = localeHref(locale, target.pathname);
  return target.toString();
}

/**
 * Fills `popup` with the service URL (in the page's `locale` when it is one of the portal's
 * pages). Resolves true when it navigated; false when the popup was blocked, the fetch failed or
 * no entry could be decrypted: then the popup is closed and $serviceNotice holds the message key
 * to show.
 */
export async function connectCustomerService(popup: Window | null, origin: string, locale = ''): Promise<boolean> {
  $serviceNotice.set(null);
  if (!popup) {
    $serviceNotice.set('site_service_popup_blocked');
    return false;
  }
  const res = await callApi('serviceLink', { service: await serviceForVisitor() });
  const entry = res.ok ? res.value.pathList.find((e) => e.csType === ENCRYPTED_CS_TYPE) : undefined;
  const url = entry ? await decryptServicePath(entry.path) : null;
  if (popup.closed) return false; // the visitor closed it while we waited
  if (!url) {
    popup.close();
    $serviceNotice.set('site_service_unavailable');
    return false;
  }
  popup.location.href = serviceUrl(url, origin, locale);
  return true;
}

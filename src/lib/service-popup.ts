/**
 * The customer-service popup window (SPEC §7.2, §9 "Service window 440 x 750"). It must be opened
 * synchronously inside the click that asks for it, or popup blockers stop it; the service link is
 * fetched afterwards (src/features/site/stores/customer-service.ts).
 */

/** Popup size in px (SPEC §9). */
export const SERVICE_WINDOW = { width: 440, height: 750 } as const;

/** Opens the empty, named 440 x 750 service popup. Null when the browser blocked it. */
export function openServicePopup(): Window | null {
  return window.open('', 'customer-service', `popup,width=${SERVICE_WINDOW.width},height=${SERVICE_WINDOW.height}`);
}

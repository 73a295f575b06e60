/**
 * Opens the shell's overlays (src/components/SiteOverlays.astro; SPEC §2.5, §4, §7.2): the
 * announcements, the speed check, the app download and the customer-service notice. Loaded on
 * the first click on a `[data-overlay]` trigger, so none of it (nor the dialog helpers) is in the
 * scripts every page runs (DESIGN.md: 15 KB of JavaScript logged out). The dialogs wait in the
 * `#site-overlays` template, whose content the build moved to a file of the locale
 * (src/lib/deferred-markup.ts); they are put into the page at the first opening.
 */
import { initAppInstall } from '../../../lib/app-install.ts';
import { loadTemplateContent } from '../../../lib/deferred-markup.ts';
import { dialogMessages, openDialog } from '../../../lib/ui/static-dialog.ts';
import { initTabs } from '../../../lib/ui/tabs.ts';
import { SITE_OVERLAYS_ID } from '../site-overlays-id.ts';

let mounted: Promise<void> | undefined;

/**
 * Puts the dialogs into the page, once (at once when the template's content is there: the page
 * fetched it when idle), and wires what the page's scripts wired in the rest of the page at boot
 * (the app download's Android and iOS tabs, its install button). Rejects when their markup cannot
 * be fetched; a later call tries again.
 */
function mountOverlays(): Promise<void> {
  const template = document.getElementById(SITE_OVERLAYS_ID);
  if (!(template instanceof HTMLTemplateElement)) return Promise.resolve();
  mounted ??= loadTemplateContent(template)
    .then(() => {
      initTabs(template.content);
      initAppInstall(template.content);
      template.replaceWith(template.content);
    })
    .catch((error: unknown) => {
      mounted = undefined;
      throw error;
    });
  return mounted;
}

const byId = (id: string) => document.getElementById(id) as HTMLDialogElement;

/**
 * Opens the overlay `trigger.dataset.overlay` names (`service`, `download`, `announcements`,
 * `speed`), returning focus to `trigger` when it closes. `popup` is the customer-service window the
 * click itself opened (so that no popup blocker stops it), filled once the link is known; when it
 * cannot be, the notice dialog says why (when the notice itself cannot be fetched, nothing more).
 * When the other dialogs cannot be fetched (offline before they ever were), a trigger that is a
 * link is followed instead, as without scripts.
 */
export async function openSiteOverlay(trigger: HTMLElement, popup: Window | null): Promise<void> {
  const name = trigger.dataset.overlay;
  if (name === 'service') {
    const cs = await import('../stores/customer-service.ts');
    if (await cs.connectCustomerService(popup, location.origin, document.documentElement.lang)) return;
    const key = cs.$serviceNotice.get();
    if (!key) return;
    try {
      await mountOverlays();
    } catch {
      return;
    }
    const notice = byId('notice-dialog');
    notice.querySelector('[data-message]')!.textContent = dialogMessages(notice)(key);
    openDialog(notice, trigger);
    return;
  }
  try {
    await mountOverlays();
  } catch {
    if (trigger instanceof HTMLAnchorElement) location.assign(trigger.href);
    return;
  }
  if (name === 'download') openDialog(byId('download-dialog'), trigger);
  else if (name === 'announcements') (await import('./announcements-view.ts')).showAnnouncements(byId('announcements-dialog'), trigger);
  else if (name === 'speed') (await import('./speed-check-view.ts')).showSpeedCheck(byId('speed-dialog'), trigger);
}

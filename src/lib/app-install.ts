/**
 * "Install" on the app download page and modal (SPEC §2.5 app download): where the browser offers
 * to install the portal as an app (Chromium's `beforeinstallprompt`, after it has read the
 * locale's manifest: src/lib/app-manifest.ts), the download content shows an Install button beside
 * the QR code; elsewhere (iOS Safari, Firefox, an app already installed) it stays hidden and the
 * QR code and tutorials remain.
 *
 * The browser may fire the event before the page's own scripts have loaded (they load after the
 * first paint: src/lib/hydration/page-scripts.ts), so {@link INSTALL_CAPTURE_SCRIPT}, inline in
 * the head, keeps it on `window` and announces it; {@link initAppInstall} picks it up either way.
 */

/** Name of the window property holding the captured prompt, and of the event announcing it. */
const PROMPT_KEY = '__installPrompt';
const READY_EVENT = 'app-installable';

/**
 * The inline head script: takes the browser's install prompt (so the browser's own banner does
 * not cover the page; the download page offers it instead) and keeps it for {@link initAppInstall}.
 */
export const INSTALL_CAPTURE_SCRIPT = `addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.${PROMPT_KEY}=e;dispatchEvent(new Event('${READY_EVENT}'))})`;

/** Chromium's BeforeInstallPromptEvent (not in the DOM typings). */
interface InstallPrompt extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type PromptWindow = Window & { [PROMPT_KEY]?: InstallPrompt };

/**
 * Wires every `[data-app-install]` block inside `root` not wired yet (the app download dialog is
 * put into the page later than the page's own block: src/features/site/components/site-overlays-view.ts):
 * shown while an install prompt is available, its button opens the browser's install dialog; a
 * prompt serves once, so the block hides after it is used or the app is installed.
 */
export function initAppInstall(root: ParentNode = document): void {
  const w = window as PromptWindow;
  const blocks = [...root.querySelectorAll<HTMLElement>('[data-app-install]')].filter((b) => !b.dataset.ready);
  if (blocks.length === 0) return;
  for (const b of blocks) b.dataset.ready = '1';
  const sync = () => blocks.forEach((b) => (b.hidden = !w[PROMPT_KEY]));
  addEventListener(READY_EVENT, sync);
  addEventListener('appinstalled', () => {
    delete w[PROMPT_KEY];
    sync();
  });
  blocks.forEach((b) =>
    b.querySelector('button')?.addEventListener('click', () => {
      const prompt = w[PROMPT_KEY];
      if (!prompt) return;
      delete w[PROMPT_KEY];
      void prompt.prompt().finally(sync);
    }),
  );
  sync();
}

/**
 * How the tests and the bench start Debian's Chromium (TOOLCHAIN.md): no sandbox (containers), no
 * GPU, no QUIC, and none of the browser's own background traffic (first-run pages, component
 * updates, sync), so what is measured and seen is the portal alone.
 */

/** Chromium's command-line switches for Playwright and the bench. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

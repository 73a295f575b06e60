/**
 * The id of the shell's `<template>` holding the overlays' dialogs (src/components/SiteOverlays.astro),
 * whose content the build moves to a file of the locale (src/lib/deferred-markup.ts). Its own module,
 * so the always-loaded click script names it without carrying the overlays' code
 * (./components/site-overlays-view.ts).
 */
export const SITE_OVERLAYS_ID = 'site-overlays';

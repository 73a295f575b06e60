/**
 * The web app manifest of each locale (src/lib/app-manifest.ts), prerendered to
 * /manifest.webmanifest (base locale) and /{locale}/manifest.webmanifest.
 */
import type { APIRoute } from 'astro';
import type { Locale } from '../../contracts/locales.ts';
import { appManifest } from '../../lib/app-manifest.ts';
import { localeStaticPaths } from '../../lib/i18n/locale-paths.ts';

export const getStaticPaths = localeStaticPaths;

/** The manifest as JSON (`application/manifest+json`). */
export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(appManifest(props.locale as Locale)), { headers: { 'content-type': 'application/manifest+json' } });

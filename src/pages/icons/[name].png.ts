/**
 * The installable app's icons (src/lib/app-manifest.ts APP_ICONS), prerendered to
 * /icons/{name}.png from the brand mark (src/lib/app-icons.ts).
 */
import type { APIRoute } from 'astro';
import { appIconPng } from '../../lib/app-icons.ts';
import { APP_ICONS, type AppIcon } from '../../lib/app-manifest.ts';
import { pngResponse } from '../../lib/png-response.ts';

/** One PNG per icon of the manifest. */
export function getStaticPaths() {
  return APP_ICONS.map((icon) => ({ params: { name: icon.name }, props: { icon } }));
}

/** The PNG bytes. */
export const GET: APIRoute = async ({ props }) => pngResponse(await appIconPng(props.icon as AppIcon));

/**
 * The QR code images of the app resources (SPEC §2.5, §3 Resource qrCodeUrl, §9 size 200 and
 * margin 20), prerendered to /qr/{resourceType}.svg so no QR code is computed in the browser.
 */
import type { APIRoute } from 'astro';
import { qrSvg } from '../../lib/qr-svg.ts';
import { appResources } from '../../lib/site-content.ts';

/** One SVG per resource type (android, ios). */
export function getStaticPaths() {
  return appResources().map((r) => ({ params: { resource: r.resourceType }, props: { target: r.qrCodeUrl } }));
}

/** The QR code of the resource's qrCodeUrl. */
export const GET: APIRoute = ({ props }) => new Response(qrSvg(String(props.target)), { headers: { 'content-type': 'image/svg+xml' } });

/**
 * The QR code images of the app resources (SPEC §2.5, §3 Resource qrCodeUrl, §9 size 200 and
 * margin 20), prerendered to /qr/{resourceType}.png so no QR code is computed in the browser.
 * PNG, not SVG: see src/lib/qr-png.ts.
 */
import type { APIRoute } from 'astro';
import { pngResponse } from '../../lib/png-response.ts';
import { qrPng } from '../../lib/qr-png.ts';
import { appResources } from '../../lib/site-content.ts';

/** One PNG per resource type (android, ios). */
export function getStaticPaths() {
  return appResources().map((r) => ({ params: { resource: r.resourceType }, props: { target: r.qrCodeUrl } }));
}

/** The QR code of the resource's qrCodeUrl. */
export const GET: APIRoute = ({ props }) => pngResponse(qrPng(String(props.target)));

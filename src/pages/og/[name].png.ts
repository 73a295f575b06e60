/**
 * OpenGraph images, prerendered: /og/default.png for every page and /og/promo-{id}.png for each
 * promotion landing page (SPEC §2.1 /promoDetail), coloured by promotion type.
 */
import type { APIRoute } from 'astro';
import { baseLocale } from '../../contracts/locales.ts';
import { OG_COLOURS, ogImagePng } from '../../lib/og-image.ts';
import { pngResponse } from '../../lib/png-response.ts';
import { localizedPromotions } from '../../lib/site-content.ts';

/** default plus one image per promotion. */
export function getStaticPaths() {
  return [
    { params: { name: 'default' }, props: { colours: OG_COLOURS.default } },
    ...localizedPromotions(baseLocale).map((p) => ({ params: { name: `promo-${p.id}` }, props: { colours: OG_COLOURS[p.type] ?? OG_COLOURS.default } })),
  ];
}

/** The PNG bytes. */
export const GET: APIRoute = ({ props }) => {
  const [from, to] = props.colours as [string, string];
  return pngResponse(ogImagePng(from, to));
};

/**
 * Writes the catalog snapshot the prerendered pages are built from (banners, promotions and the
 * whitelabel flags; SPEC §2.2, §3, §5.3) to src/generated/content.json, so search engines and slow
 * networks get them in the HTML with no JavaScript. With PLATFORM_URL set it asks the operator's
 * platform; otherwise it reads the sandbox platform's demo content and defaults.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { routes } from '../src/contracts/routes.ts';
import { contentSnapshotSchema } from '../src/contracts/schemas/system.ts';
import { demoBanners, demoPromotions } from '../src/platform/seed/demo-content.ts';
import { DEFAULT_MODULES } from '../src/platform/lib/features.ts';

async function fromPlatform(base: string) {
  const get = async (path: string) => {
    const res = await fetch(new URL(path, base), { headers: { accept: 'application/json' } });
    const body = (await res.json()) as { success: boolean; value: unknown };
    if (!body.success) throw new Error(`${path} failed`);
    return body.value;
  };
  return { banners: await get(routes.banners.path), promotions: await get(routes.promotions.path), whitelabel: await get(routes.whitelabel.path) };
}

const raw = process.env.PLATFORM_URL
  ? await fromPlatform(process.env.PLATFORM_URL)
  : { banners: demoBanners, promotions: demoPromotions, whitelabel: { modules: DEFAULT_MODULES } };
const snapshot = contentSnapshotSchema.parse(raw);
mkdirSync('src/generated', { recursive: true });
writeFileSync('src/generated/content.json', JSON.stringify(snapshot, null, 1));
console.log(`content-snapshot: ${snapshot.banners.length} banners, ${snapshot.promotions.length} promotions`);

/**
 * Draws an SVG document into a raster image with a Chromium page (the engine the tests use), for
 * the committed raster copies of the portal's SVG art (scripts/rasterize-game-art.ts,
 * scripts/rasterize-icons.ts): a phone builds a main-thread document for every SVG image.
 */
import type { Page } from '@playwright/test';

/**
 * The bytes of `svg` drawn at `size` px square as `type` (`image/webp` or `image/png`; `quality`
 * 0–1 for WebP). Throws when this Chromium cannot encode `type` (canvas falls back to PNG).
 */
export async function rasterizeSvg(page: Page, svg: string, size: number, type: 'image/webp' | 'image/png', quality?: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ svg, size, type, quality }) => {
      const img = new Image(size, size);
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = size;
      canvas.getContext('2d')!.drawImage(img, 0, 0, size, size);
      return canvas.toDataURL(type, quality);
    },
    { svg, size, type, quality },
  );
  if (!dataUrl.startsWith(`data:${type};base64,`)) throw new Error(`rasterize-svg: this Chromium did not encode ${type}`);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

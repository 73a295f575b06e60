/**
 * Makes the game catalog's images locally (no outside URLs, small total size):
 * public/games/art/art-NN.svg (generic game art, GAME_ART_VARIANTS of them), one logo per vendor
 * under public/games/vendors/, the two in-house game icons and the default game icon shown when
 * an image fails (SPEC §8 "default game icon"). The output is committed; run this again only
 * after changing the vendors or the art.
 * Usage: node scripts/generate-game-art.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { GAME_ART_VARIANTS, seedVendors, vendorLogo } from '../src/platform/seed/games.ts';

const out = 'public/games';
for (const d of ['art', 'vendors', 'inhouse']) mkdirSync(`${out}/${d}`, { recursive: true });

const svg = (body: string, w = 200, h = 200) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;
const hsl = (h: number, s: number, l: number) => `hsl(${h} ${s}% ${l}%)`;

// Glyphs drawn in the middle of a 200×200 tile.
const glyphs = [
  '<circle cx="100" cy="100" r="46" fill="#ffd54a" stroke="#b8860b" stroke-width="8"/><text x="100" y="118" font-size="52" text-anchor="middle" font-family="sans-serif" font-weight="700" fill="#8a5a00">₫</text>',
  '<path d="M100 44l56 56-56 56-56-56z" fill="#7fe3ff" stroke="#fff" stroke-width="6"/>',
  '<path d="M100 40l17 37 40 4-30 27 9 40-36-21-36 21 9-40-30-27 40-4z" fill="#ffe066"/>',
  '<path d="M100 150c-40-20-50-60-20-96 6 30 20 40 20 40s14-10 20-40c30 36 20 76-20 96z" fill="#ff8fb1"/><path d="M100 150c-30-8-60-30-62-62 20 8 40 26 62 62zm0 0c30-8 60-30 62-62-20 8-40 26-62 62z" fill="#ffc2d4"/>',
  '<text x="100" y="130" font-size="88" text-anchor="middle" font-family="serif" font-weight="700" fill="#fff">7</text>',
  '<circle cx="84" cy="112" r="24" fill="#e0245e"/><circle cx="122" cy="120" r="24" fill="#e0245e"/><path d="M84 88c10-30 30-40 50-44M122 96c0-20 4-36 12-52" stroke="#2e7d32" stroke-width="6" fill="none"/>',
  '<path d="M40 120c20-20 40-20 60 0s40 20 60 0v40H40z" fill="#4fc3f7"/><path d="M40 96c20-20 40-20 60 0s40 20 60 0" stroke="#b3e5fc" stroke-width="8" fill="none"/>',
  '<path d="M60 150V80l40-30 40 30v70z" fill="#ffb74d"/><path d="M52 84l48-38 48 38" stroke="#e65100" stroke-width="10" fill="none"/><rect x="88" y="112" width="24" height="38" fill="#6d2c00"/>',
];

for (let i = 0; i < GAME_ART_VARIANTS; i++) {
  const hue = (i * 47) % 360;
  const glyph = glyphs[i % glyphs.length]!;
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 42)}"/><stop offset="1" stop-color="${hsl((hue + 60) % 360, 75, 22)}"/></linearGradient></defs>` +
    `<rect width="200" height="200" fill="url(#g)"/><circle cx="${30 + ((i * 13) % 140)}" cy="${30 + ((i * 29) % 140)}" r="70" fill="#fff" opacity=".08"/>${glyph}`;
  writeFileSync(`${out}/art/art-${String(i).padStart(2, '0')}.svg`, svg(body));
}

for (const v of seedVendors) {
  const hue = (v.sequence * 67) % 360;
  const initials = v.name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();
  const body =
    `<rect width="200" height="200" rx="24" fill="${hsl(hue, 55, 26)}"/><circle cx="100" cy="84" r="44" fill="${hsl(hue, 80, 60)}"/>` +
    `<text x="100" y="100" font-size="40" text-anchor="middle" font-family="sans-serif" font-weight="800" fill="${hsl(hue, 60, 14)}">${initials}</text>` +
    `<text x="100" y="166" font-size="${v.name.length > 16 ? 15 : 18}" text-anchor="middle" font-family="sans-serif" font-weight="700" fill="#fff">${v.name.replace(/&/g, '&amp;')}</text>`;
  writeFileSync(`public${vendorLogo(v.code)}`, svg(body));
}

writeFileSync(
  `${out}/inhouse/dice.svg`,
  svg(
    '<rect width="200" height="200" fill="#1b3a5c"/><rect x="40" y="52" width="76" height="76" rx="14" fill="#fff" transform="rotate(-12 78 90)"/><rect x="92" y="80" width="72" height="72" rx="14" fill="#ffd54a" transform="rotate(10 128 116)"/><g fill="#1b3a5c"><circle cx="62" cy="78" r="7"/><circle cx="92" cy="100" r="7"/><circle cx="114" cy="100" r="7"/><circle cx="128" cy="116" r="7"/><circle cx="146" cy="132" r="7"/></g>',
  ),
);
writeFileSync(
  `${out}/inhouse/slot.svg`,
  svg(
    '<rect width="200" height="200" fill="#5c1b3a"/><rect x="28" y="56" width="144" height="88" rx="12" fill="#fff"/><g font-family="serif" font-weight="700" font-size="44" text-anchor="middle" fill="#c2185b"><text x="58" y="116">7</text><text x="100" y="116">7</text><text x="142" y="116">7</text></g><path d="M72 56v88M128 56v88" stroke="#5c1b3a" stroke-width="4"/>',
  ),
);
writeFileSync(
  `${out}/default-game.svg`,
  svg(
    '<rect width="200" height="200" fill="#3a4658"/><rect x="52" y="70" width="96" height="60" rx="30" fill="#8a9bb3"/><circle cx="78" cy="100" r="8" fill="#3a4658"/><path d="M122 92v16M114 100h16" stroke="#3a4658" stroke-width="6"/>',
  ),
);
console.log('generate-game-art: done');

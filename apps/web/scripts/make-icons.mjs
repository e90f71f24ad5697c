#!/usr/bin/env node
// Renders the app's icons (the web app manifest's, docs/architecture.md#installable-app) from the
// flame drawing the favicon was made from. Run by hand when the drawing changes; the PNGs are
// committed, so a build needs no image library. `any` icons keep the favicon's rounded square;
// `maskable` ones fill the whole square and keep the flame inside the middle 80 % circle that
// every platform's mask leaves visible.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const INK = '#1c1412';
const FLAME = 'M32 8c3 9 14 15 14 28a14 14 0 0 1-28 0c0-7 4-11 7-14 0 5 2 8 5 9-2-8 0-16 2-23z';
const GRADIENT =
  '<defs><linearGradient id="f" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#c2410c"/><stop offset=".55" stop-color="#f97316"/><stop offset="1" stop-color="#fbbf24"/></linearGradient></defs>';

/** The flame on ink; `scale` shrinks it about the centre (the maskable safe zone). */
function drawing({ rounded, scale }) {
  const offset = (64 - 64 * scale) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${GRADIENT}` +
      `<rect width="64" height="64" ${rounded ? 'rx="16"' : ''} fill="${INK}"/>` +
      `<path transform="translate(${offset} ${offset}) scale(${scale})" d="${FLAME}" fill="url(#f)"/></svg>`,
  );
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  { file: 'maskable-192.png', size: 192, rounded: false, scale: 0.72 },
  { file: 'maskable-512.png', size: 512, rounded: false, scale: 0.72 },
];

for (const { file, size, rounded, scale } of icons) {
  await sharp(drawing({ rounded, scale }), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, file));
  console.log(`icons: ${file}`);
}

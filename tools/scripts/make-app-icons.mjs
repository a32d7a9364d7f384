#!/usr/bin/env node
// Draws the installed app's icons (apps/portal/public/icons) from one SVG design, in the sizes
// Android and iOS ask for, with Debian's chromium. Run it again after changing the design; the
// PNGs are committed, so builds need no browser.
//   node tools/scripts/make-app-icons.mjs
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const out = join(root, 'apps/portal/public/icons');
const settings = JSON.parse(readFileSync(join(root, 'tools/testing/chromium.json'), 'utf8'));

/** The mark: "FB" on the state's navy, with the coast's wave. `inset` keeps it inside a maskable icon's safe zone. */
function iconSvg({ rounded, inset }) {
  const scale = 1 - 2 * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <rect width="512" height="512" rx="${rounded ? 96 : 0}" fill="#001e49"/>
  <g transform="translate(${512 * inset} ${512 * inset}) scale(${scale})">
    <path d="M64 372c64-48 128-48 192 0s128 48 192 0" stroke="#7fb2ff" stroke-width="36" fill="none" stroke-linecap="round"/>
    <text x="256" y="290" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="220" fill="#ffffff">FB</text>
  </g>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 0 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 0 },
  // Maskable: full bleed, the mark within the central 80 % that every mask keeps.
  { file: 'maskable-512.png', size: 512, rounded: false, inset: 0.12 },
  { file: 'maskable-192.png', size: 192, rounded: false, inset: 0.12 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, inset: 0.06 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? settings.executablePath, args: settings.args });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = iconSvg(icon).replace('width="512" height="512"', `width="${icon.size}" height="${icon.size}"`);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: join(out, icon.file), omitBackground: true });
    await page.close();
    console.log(`${icon.file} (${icon.size} px)`);
  }
} finally {
  await browser.close();
}

import { chromium, test, type Browser, type BrowserContext } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** Pixels per QR module: a code of version 4 (33 modules) with its margin fills about two thirds of the height. */
const MODULE = 8;

/**
 * A video of a QR code for Chromium's fake camera (`--use-file-for-fake-video-capture`): one
 * grey-scale frame in Y4M (4:2:0), which Chromium repeats for as long as the camera runs.
 */
export function qrVideo(text: string, name: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  const left = Math.floor((WIDTH - modules.size * MODULE) / 2);
  const top = Math.floor((HEIGHT - modules.size * MODULE) / 2);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < MODULE; y++)
        luma.fill(0, (top + row * MODULE + y) * WIDTH + left + col * MODULE, (top + row * MODULE + y) * WIDTH + left + (col + 1) * MODULE);
    }
  }
  // No colour: both chroma planes at their middle value.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const file = test.info().outputPath(`${name}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), Buffer.from('FRAME\n'), luma, chroma]),
  );
  return file;
}

const chromiumLaunch: { executablePath: string; args: string[] } = JSON.parse(
  readFileSync(new URL('../../../tools/testing/chromium.json', import.meta.url), 'utf8'),
);

/**
 * A browser whose camera shows `video`, and a context of the test's settings that may use it.
 * The caller closes the browser.
 */
export async function browserWithCamera(video: string): Promise<{ browser: Browser; context: BrowserContext }> {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? chromiumLaunch.executablePath,
    args: [
      ...chromiumLaunch.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, permissions: ['camera'] });
  return { browser, context };
}

import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/** Clicks a download button and answers the file the browser received: its name, bytes and text. */
export async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile((await file.path())!);
  return { name: file.suggestedFilename(), bytes, text: bytes.toString('utf8') };
}

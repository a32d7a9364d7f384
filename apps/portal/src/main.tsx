/**
 * The entry: as small as possible. A pre-rendered page is painted first and only then is the app
 * fetched and started, so that neither its download nor its start-up delays the first paint.
 * Other pages start the app at once.
 */
// The fonts' CSS belongs in the page's head, so that pre-rendered text is painted in Fira Sans
// from the start instead of switching fonts once the app has loaded.
import '@fontsource/fira-sans/latin-400.css';
import '@fontsource/fira-sans/latin-600.css';
import '@fontsource/fira-sans/latin-700.css';
import { afterFirstPaint } from './after-first-paint';
import { keepEarlyClicks } from './early-clicks';

const root = document.getElementById('root') as HTMLElement;
const prerendered = root.hasChildNodes();

function startApp(): void {
  void import('./boot').then((boot) => boot.start());
}

if (prerendered) {
  keepEarlyClicks(root);
  afterFirstPaint(startApp);
} else startApp();

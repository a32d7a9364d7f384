import { loadRuntimeConfig } from '@fobu/config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ConfigFailure } from './app/config-failure';

/** Nothing starts before `/config.json` is loaded and valid (runtime-config.md). */
async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const result = await loadRuntimeConfig();
  root.render(<StrictMode>{result.ok ? <App config={result.config} /> : <ConfigFailure problems={result.problems} />}</StrictMode>);
}

void start();

import type { RuntimeConfigProblem } from '@fobu/config';
import { ConfigErrorScreen } from '@fobu/shell';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** The German error page that names each bad key of `/config.json`, in place of whatever the page held. */
export function showConfigFailure(container: HTMLElement, problems: readonly RuntimeConfigProblem[]): void {
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <ConfigErrorScreen problems={problems} />
    </StrictMode>,
  );
}

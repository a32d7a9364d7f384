import { importCurrentVersion } from './stale-version';
import { lazy, type ComponentType } from 'react';

/** React.lazy for parts of a screen or the shell: a chunk gone after a deploy leads to the update path. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint on a component
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => importCurrentVersion(load));
}

import type { SystemStyleObject } from '@chakra-ui/react';

const staticStyles = new Map<string, SystemStyleObject>();

/**
 * A part's look that depends on nothing it renders, as a class name. The build writes its CSS into
 * the page's stylesheet (`renderGlobalStyles`) and replaces the call by its class name in the
 * browser's code (`apps/portal/build/static-styles.ts`), so that no browser resolves, serialises or
 * inserts it, and its style object is not in the app's code (issue 18). Called in a module of its
 * own whose name ends in `.styles.ts`, which is how the build finds them all; `className` is a
 * string written in the call, unique in the portal (the build checks both).
 */
export function staticStyle(className: `fobu-${string}`, style: SystemStyleObject): string {
  staticStyles.set(className, style);
  return className;
}

/** Every static style of the modules loaded so far, by class name. */
export function registeredStaticStyles(): ReadonlyMap<string, SystemStyleObject> {
  return staticStyles;
}

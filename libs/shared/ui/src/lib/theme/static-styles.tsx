import type { SystemContext } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { registeredStaticStyles } from './static-style';

/**
 * The static styles' CSS (`staticStyle`), resolved by the design system as a Chakra component's
 * style props are, each under its class name and, as those are, in no cascade layer. The build
 * renders it into the page's stylesheet; a test renders it beside what it checks.
 */
export function StaticStyles({ system }: { system: SystemContext }) {
  const rules = Object.fromEntries([...registeredStaticStyles()].map(([className, style]) => [`.${className}`, system.css(style)]));
  return <Global styles={rules} />;
}

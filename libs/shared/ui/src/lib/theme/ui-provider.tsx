import { ChakraProvider } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { systemWithoutGlobalStyles } from './system';

/**
 * Chakra's design system for the parts below (its global styles come from the build). Not at the
 * app's root: the parts every visitor sees first (the shell, the start page) are plain elements
 * with static styles, so that a first visit loads none of Chakra's runtime (issue 18); a part that
 * renders Chakra components is inside one of these, which its lazily loaded module brings along
 * (`withDesignSystem`, the role branch's layout). Nested providers share the one system.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={systemWithoutGlobalStyles()}>{children}</ChakraProvider>;
}

/**
 * `Part` inside the design system: for the export of a lazily loaded module whose components are
 * Chakra's, so that Chakra loads with that module and not with the first visit.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function withDesignSystem<Props extends Record<string, any>>(Part: ComponentType<Props>): ComponentType<Props> {
  function InDesignSystem(props: Props) {
    return (
      <UiProvider>
        <Part {...props} />
      </UiProvider>
    );
  }
  InDesignSystem.displayName = `withDesignSystem(${Part.displayName ?? Part.name})`;
  return InDesignSystem;
}

import { SkipNavLink } from '@chakra-ui/react';

export const MAIN_CONTENT_ID = 'inhalt';

/** The first focusable element of every page: jumps past header and navigation. */
export function SkipLink() {
  return (
    <SkipNavLink id={MAIN_CONTENT_ID} zIndex="skipNav">
      Zum Inhalt springen
    </SkipNavLink>
  );
}

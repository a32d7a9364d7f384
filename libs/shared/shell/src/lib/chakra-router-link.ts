import { chakra } from '@chakra-ui/react';
import { createLink } from '@fobu/routing';

/** A typed router link that takes Chakra's style props (navigation and footer). */
export const ChakraRouterLink = createLink(chakra.a);

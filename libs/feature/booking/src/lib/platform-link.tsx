import { Box, Button } from '@chakra-ui/react';

/** The way into a self-learning course on the learning platform, in a new window. */
export function PlatformLink({ href }: { href: string }) {
  return (
    <Button asChild colorPalette="brand" size="sm" minH="44px">
      <a href={href} target="_blank" rel="noopener noreferrer">
        Zur Lernplattform
        <Box as="span" srOnly>
          {' '}
          (öffnet in einem neuen Fenster)
        </Box>
      </a>
    </Button>
  );
}

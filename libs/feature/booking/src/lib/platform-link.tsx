import { Button } from '@chakra-ui/react';
import { ScreenReaderText } from '@fobu/ui';

/** The way into a self-learning course on the learning platform, in a new window. */
export function PlatformLink({ href }: { href: string }) {
  return (
    <Button asChild colorPalette="brand" size="sm" minH="44px">
      <a href={href} target="_blank" rel="noopener noreferrer">
        Zur Lernplattform
        <ScreenReaderText> (öffnet in einem neuen Fenster)</ScreenReaderText>
      </a>
    </Button>
  );
}

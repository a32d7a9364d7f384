import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PhoneIllustration, type PhoneScene } from './phone-illustration';

export interface InstallStep {
  readonly title: string;
  readonly text: ReactNode;
  readonly scene: PhoneScene;
  /** What the picture shows, for screen readers. */
  readonly picture: string;
}

/** The numbered steps of an install guide, each with its picture beside it (below it on phones). */
export function InstallSteps({ steps }: { steps: readonly InstallStep[] }) {
  return (
    <Box as="ol" listStyleType="none" p="0" m="0" maxW="56rem">
      {steps.map((step, index) => (
        <Flex
          as="li"
          key={step.title}
          direction={{ base: 'column', sm: 'row' }}
          gap={{ base: '4', sm: '8' }}
          align={{ base: 'flex-start', sm: 'center' }}
          py="6"
          borderTopWidth={index === 0 ? '0' : '1px'}
          borderColor="border"
        >
          <PhoneIllustration scene={step.scene} label={step.picture} />
          <Box>
            <Heading as="h2" size="lg" mb="2">
              <Box as="span" color="brand.fg" mr="2">
                Schritt {index + 1}:
              </Box>
              {step.title}
            </Heading>
            <Text color="fg.muted" maxW="60ch">
              {step.text}
            </Text>
          </Box>
        </Flex>
      ))}
    </Box>
  );
}

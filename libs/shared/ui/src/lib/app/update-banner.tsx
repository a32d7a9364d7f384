import { Box, Button, Container, Flex, Text } from '@chakra-ui/react';

/** Spec section 8, word for word. */
const UPDATE_MESSAGE = 'Ein Update für diese Website steht zur Verfügung. Wir bitten Sie, die Seite neu zu laden.';

/**
 * The permanent red banner at the top when a new version is there (spec section 2). It sits in
 * the page's flow above the header, so it covers neither the skip link nor the header's controls,
 * and it is an alert, so screen readers announce it when it appears.
 */
export function UpdateBanner({ onConfirm }: { onConfirm: () => void }) {
  return (
    <Box role="alert" bg="red.700" color="white" borderBottomWidth="2px" borderColor="red.900">
      <Container maxW="1440px" px={{ base: '4', md: '6' }} py="3">
        <Flex align="center" justify="space-between" gap="4" wrap="wrap">
          <Text fontWeight="600">{UPDATE_MESSAGE}</Text>
          <Button
            size="sm"
            minH="44px"
            minW="88px"
            bg="white"
            color="red.800"
            _hover={{ bg: 'red.50' }}
            _focusVisible={{ outlineColor: 'white' }}
            onClick={onConfirm}
          >
            Ok
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}

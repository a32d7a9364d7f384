import { Box, chakra } from '@chakra-ui/react';
import { BROWSER_STORAGE } from './browser-storage';

/**
 * The stored items as a list of described entries rather than a table: a table with four columns
 * cannot reflow at 320 px without scrolling sideways (WCAG 1.4.10).
 */
export function BrowserStorageList() {
  return (
    <chakra.ul listStyleType="none !important" ps="0 !important" display="grid" gap="3">
      {BROWSER_STORAGE.map((item) => (
        <Box as="li" key={item.name} borderWidth="1px" borderColor="border" borderRadius="md" p="4" bg="bg.panel">
          <chakra.p fontWeight="600" fontFamily="mono" fontSize="sm" overflowWrap="anywhere">
            {item.name}
          </chakra.p>
          <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="4" rowGap="1" mt="2">
            <chakra.dt fontWeight="600">Ort</chakra.dt>
            <chakra.dd m="0">{item.where}</chakra.dd>
            <chakra.dt fontWeight="600">Zweck</chakra.dt>
            <chakra.dd m="0">{item.purpose}</chakra.dd>
            <chakra.dt fontWeight="600">Dauer</chakra.dt>
            <chakra.dd m="0">{item.lifetime}</chakra.dd>
          </chakra.dl>
        </Box>
      ))}
    </chakra.ul>
  );
}

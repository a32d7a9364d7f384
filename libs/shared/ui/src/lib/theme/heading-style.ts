import type { SystemStyleObject } from '@chakra-ui/react';
import { headingRecipe } from '@chakra-ui/react/theme';

type HeadingSize = keyof NonNullable<NonNullable<typeof headingRecipe.variants>['size']>;

/**
 * Chakra's heading of `size` as `<Heading size>` draws it (the recipe the design system registers:
 * the heading font, semibold, the size's text style), for a plain `h1`–`h6` whose container sets
 * its look once (docs/architecture.md); with `fromMd`, as `<Heading size={{ base: size, md: fromMd }}>`.
 */
export function headingStyle(size: HeadingSize, fromMd?: HeadingSize): SystemStyleObject {
  return {
    ...headingRecipe.base,
    ...headingRecipe.variants?.size?.[size],
    ...(fromMd && { textStyle: { base: size, md: fromMd } }),
  };
}

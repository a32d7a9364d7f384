import { chakra } from '@chakra-ui/react';
import type { PostalAddress as Address } from './tenant-details';

/** An address block: one line per part, as on a letter. */
export function PostalAddress({ lines, address }: { lines: readonly string[]; address: Address }) {
  return (
    <chakra.address fontStyle="normal" lineHeight="1.6">
      {lines.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
      {address.street}
      <br />
      {address.postcode} {address.city}
    </chakra.address>
  );
}

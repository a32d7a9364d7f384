import { postalAddressClass } from './content.styles';
import type { PostalAddress as Address } from './tenant-details';

/** An address block: one line per part, as on a letter. */
export function PostalAddress({ lines, address }: { lines: readonly string[]; address: Address }) {
  return (
    <address className={postalAddressClass}>
      {lines.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
      {address.street}
      <br />
      {address.postcode} {address.city}
    </address>
  );
}

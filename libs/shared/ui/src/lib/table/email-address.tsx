import { Fragment } from 'react';

/**
 * An e-mail address that, where a column is narrow, breaks only after its „@“ and its dots, never
 * inside a name part (`wbr`: a break opportunity, which copying and screen readers ignore).
 */
export function EmailAddress({ email }: { email: string }) {
  return email.split(/(?<=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

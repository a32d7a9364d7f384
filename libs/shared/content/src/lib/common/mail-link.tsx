/** An e-mail address as a link; the address itself is the text, so it can be copied as read. */
export function MailLink({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}

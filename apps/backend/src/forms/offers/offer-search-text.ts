/** What the offer search's text field matches: number, title, subjects and programme codes. */
export const offerSearchText = (offer: { vnr: string; titel: string; faecher: readonly string[]; kennzeichen: readonly string[] }) =>
  [offer.vnr, offer.titel, ...offer.faecher, ...offer.kennzeichen].join(' ').toLowerCase();

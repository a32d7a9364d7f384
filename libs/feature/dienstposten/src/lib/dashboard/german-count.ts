/** A count as Germans write it: „1.234“. */
export const germanCount = (n: number) => n.toLocaleString('de-DE');

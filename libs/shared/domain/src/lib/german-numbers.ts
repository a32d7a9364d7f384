/**
 * A number as German readers write it: "10.000", "1,5", "2,25", rounded to at most
 * `maximumFractionDigits` decimals as Intl's `de-DE` format does (from the number's shortest
 * decimal form, halves away from zero). Written by hand: a page's first Intl number format costs
 * the browser its locale data (87 ms on the event dates list, 55–77 ms in a dashboard's role branch
 * with a phone's 4× slower CPU), which a first visit need not pay for "669 Termine gefunden" or
 * "2,5 Stunden". Numbers JavaScript writes with an exponent go through Intl.
 */
export function formatGermanNumber(value: number, maximumFractionDigits = 3): string {
  const shortest = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(shortest)) return value.toLocaleString('de-DE', { maximumFractionDigits });
  const [whole = '', fraction = ''] = roundDecimal(shortest, maximumFractionDigits).split('.');
  const digits = whole.replace(/\B(?=(\d{3})+$)/g, '.');
  const decimals = fraction.replace(/0+$/, '');
  const text = decimals ? `${digits},${decimals}` : digits;
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** A plain decimal ("2.675") rounded to `places` decimals, a half upwards ("2.68"). */
function roundDecimal(decimal: string, places: number): string {
  const [whole = '', fraction = ''] = decimal.split('.');
  if (fraction.length <= places) return decimal;
  const scaled = BigInt(whole + fraction.slice(0, places)) + (fraction.charAt(places) >= '5' ? 1n : 0n);
  const figures = scaled.toString().padStart(places + 1, '0');
  return places === 0 ? figures : `${figures.slice(0, -places)}.${figures.slice(-places)}`;
}

import { groupThousands } from './german-numbers';

/**
 * A number with decimals as German readers write it: "1,5", "2,25", "1.234,5", rounded to at most
 * `maximumFractionDigits` decimals as Intl's `de-DE` format does (from the number's shortest
 * decimal form, halves away from zero). Written by hand for the reason `formatGermanNumber` gives:
 * hours in a dashboard's role branch were its first Intl format (55–77 ms with a phone's 4× slower
 * CPU). Kept apart from it, so that the lists' first visit, which writes counts only, does not carry
 * it. Numbers JavaScript writes with an exponent go through Intl.
 */
export function formatGermanDecimal(value: number, maximumFractionDigits: number): string {
  const shortest = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(shortest)) return value.toLocaleString('de-DE', { maximumFractionDigits });
  const [whole = '', fraction = ''] = roundDecimal(shortest, maximumFractionDigits).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const text = decimals ? `${groupThousands(whole)},${decimals}` : groupThousands(whole);
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

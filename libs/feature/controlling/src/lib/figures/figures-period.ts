import { KennzahlenQuerySchema, type KennzahlenQuery } from '@fobu/api-contract';
import { isoDayInGermany } from '@fobu/domain';
import type { FiguresSearch } from '@fobu/routing';

/*
 * What the figures are asked for: the URL's filters, and where the URL names no period the
 * current school year in Schleswig-Holstein (1 August to 31 July), the unit schools and
 * parliaments count in.
 */

/** The school year that `today` (an ISO day) belongs to. */
export function schoolYearOf(today: string): { von: string; bis: string; name: string } {
  const [year, month] = today.split('-').map(Number);
  const first = month >= 8 ? year : year - 1;
  return { von: `${first}-08-01`, bis: `${first + 1}-07-31`, name: `Schuljahr ${first}/${String(first + 1).slice(2)}` };
}

/** The figures' query for the screen's search: a missing end of the period from the school year, a reversed period turned round. */
export function figuresQueryOf(search: FiguresSearch, now = new Date()): KennzahlenQuery {
  const year = schoolYearOf(isoDayInGermany(now));
  const von = search.von ?? (search.bis && search.bis < year.von ? schoolYearOf(search.bis).von : year.von);
  const bis = search.bis ?? (von > year.bis ? schoolYearOf(von).bis : year.bis);
  const [first, last] = von <= bis ? [von, bis] : [bis, von];
  return { von: first, bis: last, kreis: search.kreis, vtyp: search.vtyp };
}

/** Why the service would refuse the period (German, the contract's own words), or nothing: asked before the service is. */
export function periodProblem(query: KennzahlenQuery): string | undefined {
  const result = KennzahlenQuerySchema.safeParse(query);
  return result.success ? undefined : result.error.issues[0]?.message;
}

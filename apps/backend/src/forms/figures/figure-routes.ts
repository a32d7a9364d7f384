import { KENNZAHLEN_ANGEBOTE_LIMIT, KennzahlDateiSchema, KennzahlenQuerySchema, type KennzahlDatei } from '@fobu/api-contract';
import type { Context, Hono } from 'hono';
import { requireUser } from '../../auth/principal';
import type { Db } from '@fobu/server-sql';
import { notFound, validate } from '../../http/errors';
import { xlsxResponse, type XlsxSheet } from '../exports/xlsx-stream';
import { figureScope, type FigureScope } from './figure-scope';
import { allFiguresJson, figureRows } from './figure-queries';
import { FIGURE_SHEETS } from './figure-sheets';
import { controller } from './figures';

/** The filters of the request, in the tenant of the signed-in controller; 403 for every other role. */
function scopeOf(c: Context): { scope: FigureScope; von: string; bis: string } {
  const principal = controller(requireUser(c));
  const query = validate(KennzahlenQuerySchema, c.req.query());
  return { scope: figureScope(principal.mandant, query), von: query.von, bis: query.bis };
}

/** `anmeldungen.xlsx` → the figure `anmeldungen`; any other name is not found. */
function fileOf(c: Context): KennzahlDatei {
  const parsed = KennzahlDateiSchema.safeParse(/^(.+)\.xlsx$/.exec(c.req.param('datei') ?? '')?.[1]);
  if (!parsed.success) throw notFound('Diese Kennzahl gibt es nicht.');
  return parsed.data;
}

/** Adds controlling's figures (docs/controlling.md) to the forms service. */
export function addFigures(app: Hono, db: Db): void {
  app.get('/api/v1/kennzahlen', async (c) => {
    const { scope } = scopeOf(c);
    return c.body(await allFiguresJson(db, scope, KENNZAHLEN_ANGEBOTE_LIMIT), 200, { 'content-type': 'application/json' });
  });

  app.get('/api/v1/kennzahlen/:datei', async (c) => {
    const file = fileOf(c);
    const { scope, von, bis } = scopeOf(c);
    const rows = await figureRows(db, scope, file);
    return xlsxResponse(c, `kennzahlen-${file}-${von}-bis-${bis}.xlsx`, FIGURE_SHEETS[file] as XlsxSheet<never>, rows);
  });
}

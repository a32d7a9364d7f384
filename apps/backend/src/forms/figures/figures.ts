import { KENNZAHLEN_ANGEBOTE_LIMIT, KennzahlDateiSchema, KennzahlenQuerySchema, type KennzahlDatei } from '@fobu/api-contract';
import type { Context, Hono } from 'hono';
import { hasActive, requireUser } from '../../auth/principal';
import type { Db } from '../../db/db';
import { forbidden, notFound, validate } from '../../http/errors';
import { xlsxResponse, type XlsxSheet } from '../exports/xlsx-stream';
import { figureScope, type FigureScope } from './figure-scope';
import { allFiguresStatement, figureStatement } from './figure-queries';
import { FIGURE_SHEETS } from './figure-sheets';

/*
 * Controlling's figures (docs/controlling.md): counts over the asker's tenant, for controlling only.
 * The spec gives the figures screen (ctdashboard) to controlling alone; the administration sees
 * people by name in its own screens and has no need of these counts.
 */

/** The filters of the request, in the tenant of the signed-in controller; 403 for every other role. */
function scopeOf(c: Context): { scope: FigureScope; von: string; bis: string } {
  const principal = requireUser(c);
  if (!hasActive(principal, 'controlling')) throw forbidden('Die Kennzahlen sind dem Controlling vorbehalten.');
  const query = validate(KennzahlenQuerySchema, c.req.query());
  return { scope: figureScope(principal.mandant, query), von: query.von, bis: query.bis };
}

/** `anmeldungen.xlsx` → the figure `anmeldungen`; any other name is not found. */
function fileOf(c: Context): KennzahlDatei {
  const parsed = KennzahlDateiSchema.safeParse(/^(.+)\.xlsx$/.exec(c.req.param('datei') ?? '')?.[1]);
  if (!parsed.success) throw notFound('Diese Kennzahl gibt es nicht.');
  return parsed.data;
}

/** Adds the figures to the forms service. */
export function addFigures(app: Hono, db: Db): void {
  app.get('/api/v1/kennzahlen', async (c) => {
    const { scope } = scopeOf(c);
    const [{ body }] = await db.query<{ body: string }>(allFiguresStatement(scope, KENNZAHLEN_ANGEBOTE_LIMIT), scope.s.params);
    return c.body(body, 200, { 'content-type': 'application/json' });
  });

  app.get('/api/v1/kennzahlen/:datei', async (c) => {
    const file = fileOf(c);
    const { scope, von, bis } = scopeOf(c);
    // The statement's columns are named as the contract names the figure's fields, which the sheet reads.
    const rows = await db.query<never>(figureStatement(scope, file), scope.s.params);
    return xlsxResponse(c, `kennzahlen-${file}-${von}-bis-${bis}.xlsx`, FIGURE_SHEETS[file] as XlsxSheet<never>, rows);
  });
}

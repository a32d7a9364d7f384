import { BewertungEingabeSchema, BewertungKennzahlenQuerySchema } from '@fobu/api-contract';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/principal';
import type { BackendConfig } from '../../config';
import type { Db } from '@fobu/server-sql';
import { jsonBody } from '../../http/app';
import { validate } from '../../http/errors';
import { idParam } from '../../http/params';
import { evaluationForm, openEvaluations, submitEvaluation } from './evaluation';
import { dateResults, evaluationFigures, offerResults } from './evaluation-results';

/** The evaluation after each date (docs/proof-of-training.md, "As built: evaluation"): the form, the answer, the results. */
export function addEvaluationRoutes(app: Hono, db: Db, config: Pick<BackendConfig, 'signingKey'>): void {
  app.get('/api/v1/bewertungen/offen', async (c) => c.json(await openEvaluations(db, requireUser(c), config.signingKey)));
  app.get('/api/v1/termine/:id/bewertung', async (c) => c.json(await evaluationForm(db, requireUser(c), config.signingKey, idParam(c))));
  app.post('/api/v1/termine/:id/bewertung', async (c) =>
    c.json(await submitEvaluation(db, requireUser(c), config.signingKey, idParam(c), validate(BewertungEingabeSchema, await jsonBody(c)))),
  );
  app.get('/api/v1/termine/:id/bewertungen', async (c) => c.json(await dateResults(db, requireUser(c), idParam(c))));
  app.get('/api/v1/angebote/:vnr/bewertungen', async (c) => c.json(await offerResults(db, requireUser(c), c.req.param('vnr'))));
  app.get('/api/v1/kennzahlen/bewertungen', async (c) =>
    c.json(await evaluationFigures(db, requireUser(c), validate(BewertungKennzahlenQuerySchema, c.req.query()))),
  );
}

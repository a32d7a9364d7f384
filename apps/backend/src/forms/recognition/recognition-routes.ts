import { AnerkennungEntscheidungSchema } from '@fobu/api-contract';
import { RECOGNITION_PROOF_TOO_LARGE, RECOGNITION_UPLOAD_MAX_BYTES, safeFileName } from '@fobu/domain';
import type { Hono } from 'hono';
import { hasActive, isBooking, requireUser } from '../../auth/principal';
import type { Db } from '@fobu/server-sql';
import { allowLargerBody, jsonBody } from '../../http/app';
import { forbidden, notFound, validate } from '../../http/errors';
import { idParam } from '../../http/params';
import { readRecognitionUpload } from './proof-upload';
import {
  decideRecognition,
  openRecognitions,
  ownRecognitions,
  recognitionProof,
  submitRecognition,
  withdrawRecognition,
} from './recognition-queries';

const UPLOAD_PATH = '/api/v1/anerkennungen';

/**
 * Recognition of outside training (docs/proof-of-training.md, "As built: recognition"): a booking
 * person asks with a PDF proof, lists and withdraws their requests; the tenant's verwaltung works
 * the queue of open ones and decides each once.
 */
export function addRecognitionRoutes(app: Hono, db: Db): void {
  // The one route that takes a file: 5 MB of proof with its fields, every other route keeps 64 KB.
  allowLargerBody(app, 'POST', UPLOAD_PATH, RECOGNITION_UPLOAD_MAX_BYTES, RECOGNITION_PROOF_TOO_LARGE);
  app.post(UPLOAD_PATH, async (c) => {
    const person = requireUser(c);
    if (!isBooking(person)) throw forbidden('Eine Anerkennung beantragen Sie in einer Rolle, in der Sie Fortbildungen buchen.');
    return c.json(await submitRecognition(db, person, await readRecognitionUpload(c)));
  });
  app.get('/api/v1/anerkennungen', async (c) => c.json({ items: await ownRecognitions(db, requireUser(c)) }));
  app.get('/api/v1/anerkennungen/offen', async (c) => {
    const clerk = requireUser(c);
    if (!hasActive(clerk, 'verwaltung')) throw forbidden('Die Anträge auf Anerkennung bearbeitet die Verwaltung.');
    return c.json({ items: await openRecognitions(db, clerk.mandant) });
  });
  app.get('/api/v1/anerkennungen/:id/nachweis.pdf', async (c) => {
    const asker = requireUser(c);
    const proof = await recognitionProof(db, asker, idParam(c), hasActive(asker, 'verwaltung'));
    if (!proof) throw notFound('Diesen Antrag gibt es nicht.');
    return c.body(proof.bytes.slice(), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${safeFileName(proof.name)}"`,
    });
  });
  app.post('/api/v1/anerkennungen/:id/zurueckziehen', async (c) => c.json(await withdrawRecognition(db, requireUser(c), idParam(c))));
  app.post('/api/v1/anerkennungen/:id/entscheidung', async (c) => {
    const clerk = requireUser(c);
    if (!hasActive(clerk, 'verwaltung')) throw forbidden('Über Anträge auf Anerkennung entscheidet die Verwaltung.');
    const id = idParam(c);
    return c.json(await decideRecognition(db, clerk, id, validate(AnerkennungEntscheidungSchema, await jsonBody(c))));
  });
}

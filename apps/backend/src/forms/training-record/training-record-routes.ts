import { FortbildungskontoZeitraumSchema } from '@fobu/api-contract';
import { safeFileName } from '@fobu/domain';
import type { Context, Hono } from 'hono';
import { requireUser } from '../../auth/principal';
import type { BackendConfig } from '../../config';
import type { Db } from '@fobu/server-sql';
import { issueVerifiableDocument } from '../certificates/verifiable-document';
import { validate } from '../../http/errors';
import { xlsxResponse } from '../exports/xlsx-stream';
import { entriesInPeriod, trainingRecord } from './training-record';
import { periodText, trainingRecordPdf } from './training-record-pdf';
import { recordPerson } from './training-record-queries';
import { TRAINING_RECORD_SHEET } from './training-record-sheet';

/*
 * The signed-in person's Fortbildungskonto (docs/proof-of-training.md): their own record in their
 * own tenant, as data and as downloads of a period. Nobody else's: there is no id to ask for.
 */

/** The record of the signed-in person, and the period a download asks for. */
async function recordOf(db: Db, c: Context) {
  const principal = requireUser(c);
  const period = validate(FortbildungskontoZeitraumSchema, c.req.query());
  const now = new Date();
  const record = await trainingRecord(db, principal, now);
  return { principal, period, now, record, entries: entriesInPeriod(record.eintraege, period) };
}

/** The file's name: the record and its period (or the day it was made). */
const fileName = (period: { von?: string; bis?: string }, today: string, extension: string) =>
  safeFileName(
    `fortbildungsnachweis-${period.von || period.bis ? `${period.von ?? 'beginn'}-bis-${period.bis ?? today}` : today}.${extension}`,
  );

export function addTrainingRecordRoutes(app: Hono, db: Db, config: BackendConfig): void {
  app.get('/api/v1/fortbildungskonto', async (c) => c.json(await trainingRecord(db, requireUser(c), new Date())));

  app.get('/api/v1/fortbildungskonto.pdf', async (c) => {
    const { principal, period, now, record, entries } = await recordOf(db, c);
    const person = await recordPerson(db, principal);
    // The record is registered as issued, so that whoever it is shown to can check it (docs/proof-of-training.md).
    const mark = await issueVerifiableDocument(db, config, {
      art: 'fortbildungsnachweis',
      uid: principal.uid,
      mandant: principal.mandant,
      facts: {
        name: `${person.vorname} ${person.name}`,
        titel: `Fortbildungsnachweis (${periodText(period)})`,
        zeitraum: null,
        stunden: entries.reduce((sum, entry) => sum + entry.stunden, 0),
        teilweise: null,
      },
    });
    // A copy with a buffer of its own: what Hono takes as a body.
    return c.body((await trainingRecordPdf(record, entries, person, period, now, mark)).slice(), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName(period, record.stichtag, 'pdf')}"`,
      'cache-control': 'no-store',
    });
  });

  app.get('/api/v1/fortbildungskonto.xlsx', async (c) => {
    const { period, record, entries } = await recordOf(db, c);
    return xlsxResponse(c, fileName(period, record.stichtag, 'xlsx'), TRAINING_RECORD_SHEET, entries);
  });
}

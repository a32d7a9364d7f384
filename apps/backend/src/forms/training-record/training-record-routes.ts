import { FortbildungskontoZeitraumSchema } from '@fobu/api-contract';
import { safeFileName } from '@fobu/domain';
import type { Context, Hono } from 'hono';
import { requireUser } from '../../auth/principal';
import type { Db } from '../../db/db';
import { validate } from '../../http/errors';
import { xlsxResponse } from '../exports/xlsx-stream';
import { entriesInPeriod, trainingRecord } from './training-record';
import { trainingRecordPdf } from './training-record-pdf';
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

export function addTrainingRecordRoutes(app: Hono, db: Db): void {
  app.get('/api/v1/fortbildungskonto', async (c) => c.json(await trainingRecord(db, requireUser(c), new Date())));

  app.get('/api/v1/fortbildungskonto.pdf', async (c) => {
    const { principal, period, now, record, entries } = await recordOf(db, c);
    const person = await recordPerson(db, principal);
    // A copy with a buffer of its own: what Hono takes as a body.
    return c.body((await trainingRecordPdf(record, entries, person, period, now)).slice(), 200, {
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

import type { TerminBelegung } from '@fobu/api-contract';
import { isoDayInGermany, safeFileName } from '@fobu/domain';
import type { Context, Hono } from 'hono';
import { requireUser } from '../../auth/principal';
import type { Db } from '@fobu/server-sql';
import { idParam } from '../../http/params';
import { staffOfferPage } from '../search/staff-search';
import { staffDateKeys, staffDatePage, staffOfferKeys } from '../search/staff-search-queries';
import { staffDateQuery, staffOfferQuery } from '../search/staff-search-routes';
import { managedDate } from '../participants/managed-date';
import { dateParticipants } from '../participants/participant-queries';
import { dateNeedsForReader } from '../participation-needs/needs-queries';
import { listedDate } from './listed-date';
import { participantSheet } from './participant-sheet';
import { DATE_SHEET, everyRow, OFFER_SHEET } from './search-sheets';
import { signInSheet } from './sign-in-sheet';
import { xlsxResponse } from './xlsx-stream';

/*
 * Downloads of the organisers' and the staff's lists (issue 15): the participant list and the
 * staff searches' whole results as Excel workbooks, and a date's sign-in sheet as PDF. Each asks
 * what its list asks of the person: who may see the list may download it.
 */

const today = () => isoDayInGermany(new Date());

/** The date of a participant list this person may see, with what its exports say of it. */
async function listOf(db: Db, c: Context) {
  const id = idParam(c);
  const principal = requireUser(c);
  await managedDate(db, principal, id, true);
  return { id, principal, date: await listedDate(db, id) };
}

export function addExports(app: Hono, db: Db): void {
  app.get('/api/v1/termine/:id/teilnehmende.xlsx', async (c) => {
    const { id, principal, date } = await listOf(db, c);
    const people = await dateParticipants(db, id);
    const sheet = participantSheet(date, await dateNeedsForReader(db, principal, id));
    return xlsxResponse(c, `teilnehmende-${date.vnr}-${isoDayInGermany(date.beginn)}.xlsx`, sheet, people);
  });

  app.get('/api/v1/termine/:id/unterschriftenliste.pdf', async (c) => {
    const { id, date } = await listOf(db, c);
    const people = await dateParticipants(db, id, true);
    // A copy with a buffer of its own: what Hono takes as a body.
    return c.body((await signInSheet(date, people, new Date())).slice(), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${safeFileName(`unterschriftenliste-${date.vnr}-${isoDayInGermany(date.beginn)}.pdf`)}"`,
    });
  });

  app.get('/api/v1/veranstaltungssuche.xlsx', async (c) => {
    const { actor, query } = staffOfferQuery(c);
    const rows = await everyRow(staffOfferKeys(db, actor, query), async (paging) => (await staffOfferPage(db, actor, query, paging)).items);
    return xlsxResponse(c, `veranstaltungssuche-${today()}.xlsx`, OFFER_SHEET, rows);
  });

  app.get('/api/v1/veranstaltungsterminsuche.xlsx', async (c) => {
    const { actor, query } = staffDateQuery(c);
    const rows = await everyRow(
      staffDateKeys(db, actor, query),
      async (paging) => (JSON.parse(await staffDatePage(db, actor, query, paging)) as { items: TerminBelegung[] }).items,
    );
    return xlsxResponse(c, `veranstaltungsterminsuche-${today()}.xlsx`, DATE_SHEET, rows);
  });
}

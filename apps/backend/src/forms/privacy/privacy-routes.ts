import { LoeschantragEingabeSchema } from '@fobu/api-contract';
import { isoDayInGermany, mayHandlePrivacy, safeFileName, type OfferActor, type PrivacyExportFormat } from '@fobu/domain';
import type { Context, Hono } from 'hono';
import type { Db } from '@fobu/server-sql';
import { jsonBody } from '../../http/app';
import { forbidden, validate } from '../../http/errors';
import { actorOf } from '../offers/request-actor';
import { uidParam } from '../people/person-routes';
import { personInScope } from '../people/person-record';
import { dataExport } from './data-export';
import { confirmErasure, privacyState, requestErasure, withdrawErasure } from './erasure-requests';
import { dataExportPdf } from './export-pdf';
import { logExport } from './privacy-cases';

/** The administration (verwaltung, administrator) and the person `uid` of its tenant; 403 for other roles, 404 for another person. */
async function administrationFor(c: Context, db: Db): Promise<{ actor: OfferActor; uid: string }> {
  const actor = actorOf(c);
  if (!mayHandlePrivacy(actor.role)) throw forbidden('Datenschutz-Anfragen bearbeiten die Verwaltung und die Administration.');
  const uid = uidParam(c);
  await personInScope(db, { mandant: actor.mandant, organiser: null, scope: 'alle' }, uid);
  return { actor, uid };
}

/** The export of `uid` in `format`, logged as given to `actor` first. */
async function exportResponse(c: Context, db: Db, actor: OfferActor, uid: string, format: PrivacyExportFormat): Promise<Response> {
  await logExport(db, actor, uid, format);
  const data = await dataExport(db, actor.mandant, uid);
  const file = safeFileName(`datenauskunft-${isoDayInGermany(new Date(data.erstelltAm))}.${format}`);
  const headers = { 'content-disposition': `attachment; filename="${file}"`, 'cache-control': 'no-store' };
  if (format === 'json') return c.json(data, 200, headers);
  return c.body((await dataExportPdf(data)).slice(), 200, { ...headers, 'content-type': 'application/pdf' });
}

/**
 * Data protection (docs/people-and-settings.md, "Data protection (DSGVO)"): a person's own export,
 * and for the administration a person's export, log and erasure on request.
 */
export function addPrivacyRoutes(app: Hono, db: Db): void {
  for (const format of ['json', 'pdf'] as const) {
    const suffix = format === 'pdf' ? '.pdf' : '';
    app.get(`/api/v1/datenauskunft${suffix}`, async (c) => {
      const actor = actorOf(c);
      return exportResponse(c, db, actor, actor.uid, format);
    });
    app.get(`/api/v1/personen/:uid/datenauskunft${suffix}`, async (c) => {
      const { actor, uid } = await administrationFor(c, db);
      return exportResponse(c, db, actor, uid, format);
    });
  }
  app.get('/api/v1/personen/:uid/datenschutz', async (c) => {
    const { actor, uid } = await administrationFor(c, db);
    return c.json(await privacyState(db, actor, uid));
  });
  app.post('/api/v1/personen/:uid/loeschantrag', async (c) => {
    const { actor, uid } = await administrationFor(c, db);
    return c.json(await requestErasure(db, actor, uid, validate(LoeschantragEingabeSchema, await jsonBody(c))), 201);
  });
  app.post('/api/v1/personen/:uid/loeschantrag/bestaetigung', async (c) => {
    const { actor, uid } = await administrationFor(c, db);
    return c.json(await confirmErasure(db, actor, uid));
  });
  app.delete('/api/v1/personen/:uid/loeschantrag', async (c) => {
    const { actor, uid } = await administrationFor(c, db);
    return c.json(await withdrawErasure(db, actor, uid));
  });
}

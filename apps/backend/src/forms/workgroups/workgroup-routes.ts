import { ArbeitsgruppeEingabeSchema, ArbeitsgruppenQuerySchema, MitgliedEingabeSchema, PersonenSucheQuerySchema } from '@fobu/api-contract';
import { isoDayInGermany } from '@fobu/domain';
import type { Context, Hono } from 'hono';
import type { Db } from '@fobu/server-sql';
import { jsonBody } from '../../http/app';
import { HttpError, validate } from '../../http/errors';
import { idParam } from '../../http/params';
import { xlsxResponse } from '../exports/xlsx-stream';
import { actorOf } from '../offers/request-actor';
import { MEMBER_SHEET } from './member-sheet';
import { staffWorkgroup } from './workgroup-access';
import { visibleWorkgroup } from './workgroup-facts';
import { loadWorkgroupHistory } from './workgroup-history';
import { addWorkgroupMember, leaveWorkgroup, removeWorkgroupMember, searchPersons, workgroupMembers } from './workgroup-members';
import { changeWorkgroup, createWorkgroup } from './workgroup-steps';
import { workgroupPage, workgroupView } from './workgroup-view';

/** The path's `:mitgliedId` as a row number, else 400. */
function memberIdParam(c: Context): number {
  const id = Number(c.req.param('mitgliedId'));
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
    throw new HttpError(400, 'validation_failed', 'Die Kennung des Mitglieds muss eine positive ganze Zahl sein.');
  return id;
}

/** Adds the workgroups' own endpoints (docs/workgroups.md): groups, leads, members, person search, history, member list. */
export function addWorkgroupRoutes(app: Hono, db: Db): void {
  app.get('/api/v1/arbeitsgruppen', async (c) =>
    c.json(await workgroupPage(db, actorOf(c), validate(ArbeitsgruppenQuerySchema, c.req.query()))),
  );
  app.post('/api/v1/arbeitsgruppen', async (c) => {
    const actor = actorOf(c);
    return c.json(await createWorkgroup(db, actor, validate(ArbeitsgruppeEingabeSchema, await jsonBody(c))), 201);
  });
  // Before `/:id`, which would take `personen` for a number.
  app.get('/api/v1/arbeitsgruppen/personen', async (c) => {
    const actor = actorOf(c);
    const { q } = validate(PersonenSucheQuerySchema, c.req.query());
    return c.json({ items: await searchPersons(db, actor, q) });
  });
  app.get('/api/v1/arbeitsgruppen/:id', async (c) => {
    const actor = actorOf(c);
    return c.json(await workgroupView(db, actor, await visibleWorkgroup(db, actor, idParam(c))));
  });
  app.put('/api/v1/arbeitsgruppen/:id', async (c) => {
    const actor = actorOf(c);
    return c.json(await changeWorkgroup(db, actor, idParam(c), validate(ArbeitsgruppeEingabeSchema, await jsonBody(c))));
  });
  app.get('/api/v1/arbeitsgruppen/:id/mitglieder', async (c) =>
    c.json({ items: (await workgroupMembers(db, actorOf(c), idParam(c))).items }),
  );
  app.post('/api/v1/arbeitsgruppen/:id/mitglieder', async (c) => {
    const actor = actorOf(c);
    return c.json(await addWorkgroupMember(db, actor, idParam(c), validate(MitgliedEingabeSchema, await jsonBody(c))), 201);
  });
  app.delete('/api/v1/arbeitsgruppen/:id/mitglieder/:mitgliedId', async (c) =>
    c.json({ items: await removeWorkgroupMember(db, actorOf(c), idParam(c), memberIdParam(c)) }),
  );
  app.delete('/api/v1/arbeitsgruppen/:id/mitgliedschaft', async (c) => c.json(await leaveWorkgroup(db, actorOf(c), idParam(c))));
  app.get('/api/v1/arbeitsgruppen/:id/mitglieder.xlsx', async (c) => {
    const { group, items } = await workgroupMembers(db, actorOf(c), idParam(c));
    return xlsxResponse(c, `mitglieder-arbeitsgruppe-${group.id}-${isoDayInGermany(new Date())}.xlsx`, MEMBER_SHEET, items);
  });
  app.get('/api/v1/arbeitsgruppen/:id/historie', async (c) => {
    const group = await staffWorkgroup(db, actorOf(c), idParam(c));
    return c.json({ items: await loadWorkgroupHistory(db, group.id) });
  });
}

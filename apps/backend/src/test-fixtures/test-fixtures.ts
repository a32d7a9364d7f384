import { TENANTS } from '@fobu/domain';
import type { Hono } from 'hono';
import { z } from 'zod';
import { archiveDueOffers } from '../forms/archive/archive-sweep';
import type { Db } from '@fobu/server-sql';
import { jsonBody } from '../http/app';
import { validate } from '../http/errors';
import { fillArchive } from '../seed/archive-offers';
import { addDutyPostFixtures } from './duty-post-fixtures';
import { addFigureFixtures } from './figure-fixtures';
import { addIssuedTokenFixture } from './issued-token-fixture';
import { createOffer, OfferInput } from './offer-fixture';
import { createUser, UserInput } from './user-fixture';
import { beginMeeting, createWorkgroup, WorkgroupInput } from './workgroup-fixture';

/**
 * TEST ONLY. Endpoints that make the data an end-to-end test changes: an offer with its dates, a
 * user with their school and bookings, each with fresh numbers, written with the seed's own
 * helpers (seed/seed-rows.ts). Served only with BACKEND_TEST_FIXTURES=1 (docs/backend.md); without it
 * these paths do not exist (404). A later issue gives organisers an API to write offers.
 */

/** Adds the fixture endpoints to a service's app. */
export function addTestFixtures(app: Hono, db: Db): void {
  addDutyPostFixtures(app, db);
  app.post('/test-fixtures/angebote', async (c) => {
    const input = validate(OfferInput, await jsonBody(c));
    return c.json(await db.tx((sql) => createOffer(sql, input)), 201);
  });
  // Years of archived offers, until the tenant has `gesamt` (the benchmark's 20,000; seed/archive-offers.ts).
  app.post('/test-fixtures/archiv', async (c) => {
    const { mandant, gesamt } = validate(
      z.object({ mandant: z.enum(TENANTS), gesamt: z.number().int().min(1).max(100_000) }),
      await jsonBody(c),
    );
    return c.json({ angebote: await fillArchive(db, mandant, gesamt) }, 201);
  });
  // The archive sweep for one offer whose dates have ended (no waiting period): archived as the sweep does it.
  app.post('/test-fixtures/archivieren', async (c) => {
    const { vnr } = validate(z.object({ vnr: z.string() }), await jsonBody(c));
    return c.json({ archiviert: await archiveDueOffers(db, 0, vnr) }, 201);
  });
  // A workgroup with its leads and members (docs/workgroups.md).
  app.post('/test-fixtures/arbeitsgruppen', async (c) => {
    const input = validate(WorkgroupInput, await jsonBody(c));
    return c.json(await db.tx((sql) => createWorkgroup(sql, input)), 201);
  });
  // A group's meeting begun twenty minutes ago, so that its attendance can be recorded.
  app.post('/test-fixtures/treffen-begonnen', async (c) => {
    const { terminId } = validate(z.object({ terminId: z.number().int().positive() }), await jsonBody(c));
    await db.tx((sql) => beginMeeting(sql, terminId));
    return c.body(null, 204);
  });
  app.post('/test-fixtures/benutzer', async (c) => {
    const input = validate(UserInput, await jsonBody(c));
    return c.json(await db.tx((sql) => createUser(sql, input)), 201);
  });
  // Ends the user's access tokens now, as time would: the next call needs the refresh token.
  app.post('/test-fixtures/token-ablauf', async (c) => {
    const { benutzername } = validate(z.object({ benutzername: z.string() }), await jsonBody(c));
    await db.query(
      `UPDATE oauth_tokens SET access_expires_at = now() - interval '1 second' WHERE uid = (SELECT uid FROM users WHERE username = $1)`,
      [benutzername],
    );
    return c.body(null, 204);
  });
  // Moves the user's last use of their sign-in this many seconds back, as a pause would.
  app.post('/test-fixtures/leerlauf', async (c) => {
    const { benutzername, sekunden } = validate(
      z.object({ benutzername: z.string(), sekunden: z.number().int().positive() }),
      await jsonBody(c),
    );
    await db.query(
      `UPDATE oauth_tokens SET last_active_at = last_active_at - make_interval(secs => $2) WHERE uid = (SELECT uid FROM users WHERE username = $1)`,
      [benutzername, sekunden],
    );
    return c.body(null, 204);
  });
  addFigureFixtures(app, db);
  addIssuedTokenFixture(app, db);
}

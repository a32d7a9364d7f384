import type { Hono } from 'hono';
import { z } from 'zod';
import { sha256 } from '../auth/crypto';
import type { Db } from '@fobu/server-sql';
import { allowLargerBody, jsonBody } from '../http/app';
import { validate } from '../http/errors';

/*
 * TEST ONLY (served with the other fixtures, BACKEND_TEST_FIXTURES=1): which of the strings a test
 * gathered from a browser are tokens this identity provider issued, to any client. The BFF mode
 * promises that the browser holds none (docs/bff.md), and the database keeps only the tokens'
 * SHA-256 (oauth-token-store.ts): without this no test could recognise one. A sign-in that ended
 * (logout, replay) has its rows deleted, so a test asks before it signs out.
 */

const PATH = '/test-fixtures/ausgegebene-token';
/** A page's scripts and answers cut into base64url runs come to a few megabytes. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

const CandidatesInput = z.object({ kandidaten: z.array(z.string().max(4096)).max(500_000) });

export function addIssuedTokenFixture(app: Hono, db: Db): void {
  allowLargerBody(app, 'POST', PATH, MAX_BODY_BYTES, 'Zu viele Kandidaten (höchstens 16 MB).');
  // Access and refresh tokens alike, of people and of services: the browser may hold neither.
  app.post(PATH, async (c) => {
    const { kandidaten } = validate(CandidatesInput, await jsonBody(c));
    const byHash = new Map(kandidaten.map((candidate) => [sha256(candidate), candidate]));
    const rows = await db.query<{ access_hash: string; refresh_hash: string | null }>(
      'SELECT access_hash, refresh_hash FROM oauth_tokens WHERE access_hash = ANY($1::text[]) OR refresh_hash = ANY($1::text[])',
      [[...byHash.keys()]],
    );
    const issued = rows.flatMap((row) => [row.access_hash, row.refresh_hash]).flatMap((hash) => byHash.get(hash ?? '') ?? []);
    return c.json({ ausgegeben: [...new Set(issued)] });
  });
}

import { NachweisQuerySchema } from '@fobu/api-contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { BackendConfig } from '../../config';
import type { Db } from '@fobu/server-sql';
import { HttpError, validate } from '../../http/errors';
import { rateLimited } from '../../http/rate-limit';
import { registeredDocument } from './document-register';
import { documentIdOf, verificationCode } from './verification-code';
import {
  tooManyChecksPage,
  UNKNOWN_JSON,
  unknownCodePage,
  VERIFICATION_PAGE_CSP,
  verificationFormPage,
  verificationJson,
  verificationResultPage,
} from './verification-page';

/** A plain page for anyone: no framing, no referrer, no search engine, only its own style. */
const pageHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Content-Security-Policy', VERIFICATION_PAGE_CSP);
  c.header('X-Frame-Options', 'DENY');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Robots-Tag', 'noindex');
};

/**
 * The public verification of documents (docs/proof-of-training.md): `GET /nachweis` (the form),
 * `GET /nachweis/{code}` (the page) and `GET /nachweis/{code}.json`, without a sign-in and outside
 * `/api`. Rate-limited per address, and every code that names no document (unknown, forged,
 * malformed) gets the same 404, so that guessing learns nothing.
 */
export function addVerificationRoutes(app: Hono, db: Db, config: BackendConfig): void {
  const counted = rateLimited(db, 'nachweis', config.rateLimits.verification);
  // Over the limit a person at the page reads a page too; only `….json` keeps the services' JSON answer.
  const limit: MiddlewareHandler = async (c, next) => {
    try {
      return await counted(c, next);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 429 || c.req.path.endsWith('.json')) throw error;
      const seconds = config.rateLimits.verification.windowSeconds;
      return c.html(tooManyChecksPage(seconds), 429, { 'Retry-After': String(seconds) });
    }
  };
  const documentOf = async (code: string) => {
    const id = documentIdOf(config.signingKey, code);
    return id === null ? undefined : registeredDocument(db, id);
  };
  const html = (c: Context, body: string, status: 200 | 404) => c.html(body, status);

  app.get('/nachweis', pageHeaders, limit, (c) => {
    // The form sends the code as typed: on to its own address, which is also what the QR code holds.
    const typed = validate(NachweisQuerySchema, c.req.query()).code?.trim().slice(0, 64);
    if (typed) return c.redirect(`/nachweis/${encodeURIComponent(typed)}`, 303);
    return html(c, verificationFormPage(), 200);
  });

  app.get('/nachweis/:code', pageHeaders, limit, async (c) => {
    const param = c.req.param('code');
    const asJson = param.endsWith('.json');
    const doc = await documentOf(asJson ? param.slice(0, -'.json'.length) : param);
    if (asJson) return doc ? c.json(verificationJson(doc)) : c.json(UNKNOWN_JSON, 404);
    return doc ? html(c, verificationResultPage(verificationCode(config.signingKey, doc.id), doc), 200) : html(c, unknownCodePage(), 404);
  });
}

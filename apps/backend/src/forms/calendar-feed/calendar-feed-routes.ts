import type { KalenderAbo } from '@fobu/api-contract';
import type { Hono } from 'hono';
import type { BackendConfig } from '../../config';
import type { Db } from '@fobu/server-sql';
import { requireUser } from '../../auth/principal';
import { notFound } from '../../http/errors';
import { rateLimited } from '../../http/rate-limit';
import { bookingCalendar } from '../documents/booking-calendar';
import { ownSeatDocuments } from '../documents/document-queries';
import { endFeed, feedOwnerOf, ownFeed, renewFeed, type FeedRow } from './feed-store';
import { feedToken } from './feed-token';

/** How far back the feed reaches: last term's dates stay in the calendar, older ones drop out. */
const FEED_PAST_DAYS = 90;
/** How often a calendar app should fetch again, and how long a cache may keep an answer: a changed date shows within the hour. */
const FEED_REFRESH_SECONDS = 3600;
const FEED_CACHE_SECONDS = 900;

/** `{token}.ics`: a token is base64url (the signature), nothing else reaches the database. */
const FEED_FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;

const NO_FEED: KalenderAbo = { adresse: null, webcalAdresse: null, erzeugtAm: null };

/**
 * The personal calendar feed (docs/people-and-settings.md, „Calendar feed as built“): the person's
 * own calls to show, renew and end its address, and the feed itself, which a calendar app fetches
 * without a sign-in: the secret address is its only key, so every answer that finds no feed is the
 * same 404.
 */
export function addCalendarFeedRoutes(app: Hono, db: Db, config: BackendConfig): void {
  const aboOf = (row: FeedRow | undefined): KalenderAbo => {
    if (!row) return NO_FEED;
    const adresse = new URL(`/kalender/${feedToken(config.signingKey, row)}.ics`, config.publicUrls.forms).href;
    return { adresse, webcalAdresse: adresse.replace(/^https?:/, 'webcal:'), erzeugtAm: row.erzeugt_am.toISOString() };
  };

  app.get('/api/v1/kalender-abo', async (c) => c.json(aboOf(await ownFeed(db, requireUser(c)))));
  app.post('/api/v1/kalender-abo', async (c) => c.json(aboOf(await renewFeed(db, requireUser(c), config.signingKey))));
  app.delete('/api/v1/kalender-abo', async (c) => {
    await endFeed(db, requireUser(c));
    return c.json(NO_FEED);
  });

  app.get('/kalender/:datei', rateLimited(db, 'kalender', config.rateLimits.calendarFeed), async (c) => {
    const token = FEED_FILE.exec(c.req.param('datei'))?.[1];
    const owner = token ? await feedOwnerOf(db, config.signingKey, token) : undefined;
    if (!owner) throw notFound('Diesen Kalender gibt es nicht (mehr).');
    const rows = await ownSeatDocuments(db, owner, FEED_PAST_DAYS);
    const calendar = bookingCalendar(rows, new URL(config.publicUrls.forms).hostname, {
      name: 'Fortbildungen (FOBU-Portal)',
      refreshSeconds: FEED_REFRESH_SECONDS,
    });
    return c.body(calendar, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': `private, max-age=${FEED_CACHE_SECONDS}`,
    });
  });
}

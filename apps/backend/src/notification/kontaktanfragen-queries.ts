import type { Db } from '@fobu/server-sql';

const PREFIX = { kontakt: 'SUP', feedback: 'FB' } as const;

/** How long messages are kept: the privacy statement promises deletion one year after receipt. */
const KONTAKTANFRAGEN_RETENTION = '1 year';

/** Deletes the messages older than the retention period; answers how many went. */
export async function deleteExpiredKontaktanfragen(db: Db): Promise<number> {
  const rows = await db.query(
    `DELETE FROM kontaktanfragen WHERE erstellt_am < now() - interval '${KONTAKTANFRAGEN_RETENTION}' RETURNING id`,
  );
  return rows.length;
}

export interface KontaktanfrageFields {
  art: keyof typeof PREFIX;
  mandant: string;
  name: string | null;
  email: string | null;
  thema: string | null;
  vnr: string | null;
  seite: string | null;
  nachricht: string;
}

/**
 * Stores a message; its reference number comes from the row's own id in the same statement, so
 * two messages can never share one.
 */
export async function insertKontaktanfrage(db: Db, request: KontaktanfrageFields): Promise<{ referenz: string; erstellt_am: Date }> {
  const [row] = await db.query<{ referenz: string; erstellt_am: Date }>(
    `INSERT INTO kontaktanfragen (id, referenz, art, mandant, name, email, thema, vnr, seite, nachricht)
       SELECT n, $1 || '-' || to_char(now() AT TIME ZONE 'Europe/Berlin', 'YYYY') || '-' || lpad(n::text, 6, '0'), $2, $3, $4, $5, $6, $7, $8, $9
       FROM (SELECT nextval('kontaktanfragen_id_seq') AS n) AS next
       RETURNING referenz, erstellt_am`,
    [
      PREFIX[request.art],
      request.art,
      request.mandant,
      request.name,
      request.email,
      request.thema,
      request.vnr,
      request.seite,
      request.nachricht,
    ],
  );
  return row;
}

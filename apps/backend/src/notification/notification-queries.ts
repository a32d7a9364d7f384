import { BENACHRICHTIGUNGSARTEN, type Abonnement, type Benachrichtigungsart } from '@fobu/api-contract';
import type { ReminderChoice } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';

export interface NotificationRow {
  id: number;
  titel: string;
  text: string;
  erstellt_am: Date;
  gelesen: boolean;
  anmeldung_id: number | null;
  art: Benachrichtigungsart;
}

/** A person's latest 100 notifications and how many of all are unread. */
export async function notificationsOf(db: Db, uid: string): Promise<{ rows: NotificationRow[]; unread: number }> {
  const rows = await db.query<NotificationRow>('SELECT * FROM benachrichtigungen WHERE uid = $1 ORDER BY id DESC LIMIT 100', [uid]);
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM benachrichtigungen WHERE uid = $1 AND NOT gelesen', [uid]);
  return { rows, unread: n };
}

/** Marks a notification of the person read; undefined when it is not theirs or does not exist. */
export async function markRead(db: Db, uid: string, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db.query<NotificationRow>('UPDATE benachrichtigungen SET gelesen = true WHERE id = $1 AND uid = $2 RETURNING *', [
    id,
    uid,
  ]);
  return row;
}

/** The subscription as stored: the e-mail flag, the kinds switched off, when reminders come, and the daily summary. */
export async function loadAbonnement(db: Db, uid: string): Promise<Abonnement> {
  const [row] = await db.query<{
    email_abo: boolean;
    benachrichtigungen_aus: string[];
    erinnerung_vorlauf: ReminderChoice;
    tageszusammenfassung: boolean;
  }>('SELECT email_abo, benachrichtigungen_aus, erinnerung_vorlauf, tageszusammenfassung FROM users WHERE uid = $1', [uid]);
  const arten = Object.fromEntries(
    BENACHRICHTIGUNGSARTEN.map((art) => [art, !row.benachrichtigungen_aus.includes(art)]),
  ) as Abonnement['arten'];
  return { email: row.email_abo, arten, erinnerungVorlauf: row.erinnerung_vorlauf, tageszusammenfassung: row.tageszusammenfassung };
}

/** Changes only what is named, in one statement, so that two switches changed at once both hold. */
export async function updateAbonnement(
  db: Db,
  uid: string,
  email: boolean | null,
  arten: [Benachrichtigungsart, boolean][],
  reminderChoice: ReminderChoice | null,
  dailySummary: boolean | null,
): Promise<void> {
  await db.query(
    `UPDATE users SET email_abo = coalesce($2, email_abo),
            benachrichtigungen_aus = ARRAY(SELECT art FROM unnest(benachrichtigungen_aus) art WHERE NOT art = ANY($3::text[]) UNION SELECT unnest($4::text[]) ORDER BY 1),
            erinnerung_vorlauf = coalesce($5, erinnerung_vorlauf),
            tageszusammenfassung = coalesce($6, tageszusammenfassung)
      WHERE uid = $1`,
    [uid, email, arten.map(([art]) => art), arten.filter(([, on]) => !on).map(([art]) => art), reminderChoice, dailySummary],
  );
}

/** The person gets no more e-mails; their notifications in the portal stay. */
export async function stopEmails(db: Db, uid: string): Promise<void> {
  await db.query('UPDATE users SET email_abo = false WHERE uid = $1', [uid]);
}

import type { Datenauskunft } from '@fobu/api-contract';
import { isRole } from '@fobu/domain';
import { activeRoleOf, FOBU_ROLES_SQL, fobuRoles } from '../../auth/principal';
import type { Db } from '@fobu/server-sql';
import { loadAbonnement } from '../../notification/notification-queries';
import { iso, isoOf } from '../timestamps';

/*
 * The parts of a person's data export (data-export.ts) that are theirs alone: the account, the
 * settings, the booking histories, meeting answers, notifications and contact requests. Every query
 * takes the tenant as `$1` and the person's uid as `$2`.
 */

type Export = Datenauskunft;

/** The account as the sign-in delivers it; undefined when the person is not of the tenant (or was erased). */
export async function exportedPerson(db: Db, mandant: string, uid: string): Promise<Export['person'] | undefined> {
  const [row] = await db.query<{
    username: string;
    salutation: string;
    vorname: string;
    name: string;
    email: string;
    dstnr: string;
    schule: string | null;
    dstnr_mitarbeiter: string;
    rollen: string[];
    active_role: string | null;
  }>(
    `SELECT u.username, u.salutation, u.vorname, u.name, u.email, u.dstnr, s.name AS schule, u.dstnr_mitarbeiter, u.active_role,
            ${FOBU_ROLES_SQL} AS rollen
       FROM users u LEFT JOIN schulen s ON s.dstnr = u.dstnr WHERE u.uid = $2 AND $1 = ANY(u.mandanten)`,
    [mandant, uid],
  );
  if (!row) return undefined;
  const rollen = fobuRoles(row.rollen);
  return {
    uid,
    benutzername: row.username,
    anrede: row.salutation,
    vorname: row.vorname,
    name: row.name,
    email: row.email,
    schule: row.schule !== null ? { dstnr: row.dstnr, name: row.schule } : null,
    dienststelle: row.dstnr_mitarbeiter,
    rollen,
    aktiveRolle: activeRoleOf(row.active_role, rollen),
  };
}

/** The notification switches, the reminders' lead, whether a calendar feed exists (never its address) and the start views chosen. */
export async function exportedSettings(db: Db, mandant: string, uid: string): Promise<Export['einstellungen']> {
  const [abonnement, [feed], startansichten] = await Promise.all([
    loadAbonnement(db, uid),
    db.query<{ erzeugt_am: Date }>('SELECT erzeugt_am FROM kalender_abos WHERE mandant = $1 AND uid = $2', [mandant, uid]),
    db.query<Export['einstellungen']['startansichten'][number]>(
      'SELECT rolle, ansicht FROM startansichten WHERE mandant = $1 AND uid = $2 ORDER BY rolle',
      [mandant, uid],
    ),
  ]);
  return { ...abonnement, kalenderAbo: feed ? { eingerichtetAm: isoOf(feed.erzeugt_am) } : null, startansichten };
}

type Step = Export['anmeldungen'][number]['verlauf'][number];

/** Each booking's remark and history by the booking's id; a clerk by name and role, the person and the portal by no one. */
export async function exportedHistories(db: Db, mandant: string, uid: string) {
  const rows = await db.query<{
    anmeldung_id: number;
    bemerkung: string | null;
    schritte: (Omit<Step, 'akteur' | 'termin'> & { termin_id: number | null; beginn: string | null; akteur_uid: string | null } & {
      vorname: string | null;
      name: string | null;
      rolle: string | null;
    })[];
  }>(
    `SELECT a.id AS anmeldung_id, a.bemerkung,
            coalesce((SELECT json_agg(json_build_object('am', h.am, 'schritt', h.schritt, 'status', h.status, 'termin_id', h.termin_id,
                                                        'beginn', t.beginn, 'akteur_uid', h.akteur_uid, 'vorname', u.vorname,
                                                        'name', u.name, 'rolle', h.akteur_rolle, 'grund', h.grund,
                                                        'nachgetragen', h.nachgetragen) ORDER BY h.am, h.id)
                        FROM anmeldung_historie h LEFT JOIN termine t ON t.id = h.termin_id LEFT JOIN users u ON u.uid = h.akteur_uid
                       WHERE h.anmeldung_id = a.id), '[]'::json) AS schritte
       FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr WHERE a.uid = $2 AND g.mandant = $1`,
    [mandant, uid],
  );
  return new Map(
    rows.map((row) => [
      row.anmeldung_id,
      {
        bemerkung: row.bemerkung,
        verlauf: row.schritte.map(
          (step): Step => ({
            am: isoOf(step.am),
            schritt: step.schritt,
            status: step.status,
            termin: step.termin_id !== null && step.beginn !== null ? { id: step.termin_id, beginn: isoOf(step.beginn) } : null,
            akteur:
              step.akteur_uid !== null && step.akteur_uid !== uid
                ? {
                    vorname: step.vorname ?? '',
                    name: step.name ?? '',
                    rolle: step.rolle !== null && isRole(step.rolle) ? step.rolle : null,
                  }
                : null,
            vonPerson: step.akteur_uid === uid,
            grund: step.grund,
            nachgetragen: step.nachgetragen,
          }),
        ),
      },
    ]),
  );
}

/** The invitations to the tenant's workgroup meetings and the person's answers, the newest meeting first. */
export async function exportedMeetings(db: Db, mandant: string, uid: string): Promise<Export['treffen']> {
  const rows = await db.query<{
    gruppe: string;
    beginn: Date;
    antwort: Export['treffen'][number]['antwort'];
    eingeladen_am: Date;
    beantwortet_am: Date | null;
  }>(
    `SELECT w.titel AS gruppe, t.beginn, e.antwort, e.eingeladen_am, e.beantwortet_am
       FROM treffen_einladungen e JOIN termine t ON t.id = e.termin_id JOIN arbeitsgruppen w ON w.vnr = t.vnr
      WHERE e.uid = $2 AND w.mandant = $1 ORDER BY t.beginn DESC, t.id DESC`,
    [mandant, uid],
  );
  return rows.map((row) => ({
    gruppe: row.gruppe,
    beginn: isoOf(row.beginn),
    antwort: row.antwort,
    eingeladenAm: isoOf(row.eingeladen_am),
    beantwortetAm: iso(row.beantwortet_am),
  }));
}

/** Every notification about the tenant's bookings or about none, with its text and its e-mail's fate, newest first. */
export async function exportedNotifications(db: Db, mandant: string, uid: string): Promise<Export['benachrichtigungen']> {
  const rows = await db.query<{
    titel: string;
    text: string;
    art: Export['benachrichtigungen'][number]['art'];
    erstellt_am: Date;
    gelesen: boolean;
    email_status: Export['benachrichtigungen'][number]['zustellung'];
    email_gesendet_am: Date | null;
  }>(
    `SELECT b.titel, b.text, b.art, b.erstellt_am, b.gelesen, b.email_status, b.email_gesendet_am
       FROM benachrichtigungen b LEFT JOIN anmeldungen a ON a.id = b.anmeldung_id LEFT JOIN angebote g ON g.vnr = a.vnr
      WHERE b.uid = $2 AND (a.id IS NULL OR g.mandant = $1) ORDER BY b.erstellt_am DESC, b.id DESC`,
    [mandant, uid],
  );
  return rows.map((row) => ({
    betreff: row.titel,
    text: row.text,
    art: row.art,
    erstelltAm: isoOf(row.erstellt_am),
    gelesen: row.gelesen,
    zustellung: row.email_status,
    gesendetAm: iso(row.email_gesendet_am),
  }));
}

/** The contact and feedback messages sent to the tenant under the person's address. */
export async function exportedContacts(db: Db, mandant: string, email: string): Promise<Export['kontaktanfragen']> {
  const rows = await db.query<{
    referenz: string;
    art: 'kontakt' | 'feedback';
    erstellt_am: Date;
    thema: string | null;
    nachricht: string;
  }>(
    `SELECT referenz, art, erstellt_am, thema, nachricht FROM kontaktanfragen
      WHERE mandant = $1 AND lower(email) = lower($2) ORDER BY erstellt_am DESC, id DESC`,
    [mandant, email],
  );
  return rows.map((row) => ({
    referenz: row.referenz,
    art: row.art,
    erstelltAm: isoOf(row.erstellt_am),
    thema: row.thema,
    nachricht: row.nachricht,
  }));
}

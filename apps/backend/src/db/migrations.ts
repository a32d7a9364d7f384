import { applyMigrations, type Db, type Migration } from '@fobu/server-sql';

/** The back end's schema, as an ordered list of migrations. Never edit one that has shipped: append. */
const MIGRATIONS: readonly Migration[] = [
  {
    id: '001_initial',
    sql: `
CREATE TABLE kreise (key text PRIMARY KEY, name text NOT NULL, art text NOT NULL);

CREATE TABLE schulen (
  dstnr text PRIMARY KEY, name text NOT NULL, schulart text NOT NULL, kreis text NOT NULL REFERENCES kreise(key),
  ort text NOT NULL, adresse text NOT NULL, schulleitung_uid text, schultraeger text NOT NULL, mandant text NOT NULL
);
CREATE INDEX schulen_kreis ON schulen (kreis);

CREATE TABLE users (
  uid text PRIMARY KEY, username text NOT NULL UNIQUE, password_hash text NOT NULL,
  email text NOT NULL, salutation text NOT NULL, vorname text NOT NULL, name text NOT NULL,
  dstnr text NOT NULL, dstnr_mitarbeiter text NOT NULL, mandanten text[] NOT NULL, active_role text,
  email_abo boolean NOT NULL DEFAULT true, demo_hint text
);
CREATE TABLE user_roles (
  uid text NOT NULL REFERENCES users(uid) ON DELETE CASCADE, application text NOT NULL, role text NOT NULL,
  status integer NOT NULL, position integer NOT NULL DEFAULT 0, PRIMARY KEY (uid, application, role)
);

CREATE TABLE oauth_clients (
  client_id text PRIMARY KEY, secret_hash text NOT NULL, redirect_uris text[] NOT NULL, grants text[] NOT NULL,
  scopes text[] NOT NULL, description text NOT NULL
);
CREATE TABLE oauth_codes (
  code_hash text PRIMARY KEY, client_id text NOT NULL REFERENCES oauth_clients(client_id), uid text NOT NULL REFERENCES users(uid),
  redirect_uri text NOT NULL, scope text, mandant text NOT NULL, code_challenge text, code_challenge_method text,
  expires_at timestamptz NOT NULL
);
CREATE TABLE oauth_tokens (
  access_hash text PRIMARY KEY, refresh_hash text UNIQUE, client_id text NOT NULL REFERENCES oauth_clients(client_id),
  uid text REFERENCES users(uid), scope text, mandant text,
  access_expires_at timestamptz NOT NULL, refresh_expires_at timestamptz, created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oauth_tokens_uid ON oauth_tokens (uid);
CREATE TABLE login_attempts (username text NOT NULL, at timestamptz NOT NULL DEFAULT now());
CREATE INDEX login_attempts_user ON login_attempts (username, at);

CREATE TABLE angebote (
  vnr text PRIMARY KEY, mandant text NOT NULL, vtyp text NOT NULL, titel text NOT NULL, beschreibung text NOT NULL,
  ziele text NOT NULL, hinweise text NOT NULL, zielgruppen text[] NOT NULL, schularten text[] NOT NULL, faecher text[] NOT NULL,
  kennzeichen text[] NOT NULL, format text NOT NULL, umfang_stunden double precision NOT NULL, gebuehr double precision NOT NULL,
  leitung_uid text NOT NULL REFERENCES users(uid), referenten text[] NOT NULL, kontakt text NOT NULL, anhaenge jsonb NOT NULL,
  status text NOT NULL, plattform_link text, naechster_termin timestamptz, letzter_termin timestamptz,
  suchtext text NOT NULL
);
CREATE INDEX angebote_search ON angebote (mandant, vtyp, status, naechster_termin);
CREATE INDEX angebote_leitung ON angebote (leitung_uid);

CREATE TABLE termine (
  id serial PRIMARY KEY, vnr text NOT NULL REFERENCES angebote(vnr), mandant text NOT NULL, beginn timestamptz NOT NULL,
  ende timestamptz NOT NULL, sitzungen jsonb NOT NULL, ort_name text, adresse text, raum text, kreis text REFERENCES kreise(key),
  online_link text, min_plaetze integer NOT NULL, max_plaetze integer NOT NULL, warteliste_plaetze integer NOT NULL,
  anmeldebeginn timestamptz NOT NULL, anmeldeschluss timestamptz NOT NULL, stornofrist timestamptz NOT NULL,
  genehmigung_erforderlich boolean NOT NULL, status text NOT NULL, schule_dstnr text REFERENCES schulen(dstnr),
  zugelassen integer NOT NULL DEFAULT 0, wartend integer NOT NULL DEFAULT 0
);
CREATE INDEX termine_search ON termine (mandant, beginn);
CREATE INDEX termine_vnr ON termine (vnr);

CREATE TABLE anmeldungen (
  id serial PRIMARY KEY, vnr text NOT NULL REFERENCES angebote(vnr), termin_id integer REFERENCES termine(id),
  uid text NOT NULL REFERENCES users(uid), status text NOT NULL, rolle text NOT NULL,
  angemeldet_am timestamptz NOT NULL DEFAULT clock_timestamp(), geaendert_am timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX anmeldungen_termin ON anmeldungen (termin_id, status, id);
CREATE INDEX anmeldungen_uid ON anmeldungen (uid);
-- one active booking per person and date (or per person and self-learning course)
CREATE UNIQUE INDEX anmeldungen_active ON anmeldungen (uid, vnr, coalesce(termin_id, 0))
  WHERE status IN ('angemeldet', 'wartet_auf_genehmigung', 'zugelassen', 'warteliste', 'eingeschrieben');

CREATE TABLE abrufanfragen (
  id serial PRIMARY KEY, vnr text NOT NULL REFERENCES angebote(vnr), dstnr text NOT NULL REFERENCES schulen(dstnr),
  uid text NOT NULL REFERENCES users(uid), wunschtermin date NOT NULL, hinweis text NOT NULL, status text NOT NULL,
  erstellt_am timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE benachrichtigungen (
  id serial PRIMARY KEY, uid text NOT NULL REFERENCES users(uid), titel text NOT NULL, text text NOT NULL,
  anmeldung_id integer REFERENCES anmeldungen(id), erstellt_am timestamptz NOT NULL DEFAULT clock_timestamp(),
  gelesen boolean NOT NULL DEFAULT false
);
CREATE INDEX benachrichtigungen_uid ON benachrichtigungen (uid, id);
`,
  },
  {
    id: '002_booking_speed',
    sql: `
-- The date search filters by district more often than not, and often by free seats only.
CREATE INDEX termine_kreis ON termine (mandant, kreis, beginn) WHERE schule_dstnr IS NULL;
CREATE INDEX termine_buchbar ON termine (mandant, kreis, beginn) WHERE schule_dstnr IS NULL AND status = 'buchbar';

-- A date is full exactly when its admitted count reaches its seats: one rule in the database
-- for every statement that changes the counters (the one-statement booking, cancelling, approving).
CREATE FUNCTION termine_seat_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'buchbar' AND NEW.zugelassen >= NEW.max_plaetze THEN NEW.status := 'ausgebucht';
  ELSIF NEW.status = 'ausgebucht' AND NEW.zugelassen < NEW.max_plaetze THEN NEW.status := 'buchbar';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER termine_seat_status BEFORE UPDATE OF zugelassen, max_plaetze ON termine
  FOR EACH ROW EXECUTE FUNCTION termine_seat_status();
`,
  },
  {
    id: '003_veroeffentlicht_am',
    sql: `
-- When an offer was published: the start page lists the newest. Unset while a draft or under review.
ALTER TABLE angebote ADD COLUMN veroeffentlicht_am timestamptz;
CREATE INDEX angebote_neu ON angebote (mandant, veroeffentlicht_am DESC) WHERE status = 'veroeffentlicht';
`,
  },
  {
    id: '004_anmeldung_bemerkung_idempotenz',
    sql: `
-- The participant's remark to the organisers, and the client's key that makes a repeated booking request return the first booking.
ALTER TABLE anmeldungen ADD COLUMN bemerkung text, ADD COLUMN idempotenz_schluessel text;
CREATE UNIQUE INDEX anmeldungen_idempotenz ON anmeldungen (uid, idempotenz_schluessel) WHERE idempotenz_schluessel IS NOT NULL;
`,
  },
  {
    id: '005_kontaktanfragen',
    sql: `
-- Support requests and feedback from the public pages: kept for the support team, who answer by
-- e-mail; the reference number is what the person quotes when they write again.
CREATE TABLE kontaktanfragen (
  id serial PRIMARY KEY,
  referenz text NOT NULL UNIQUE,
  art text NOT NULL CHECK (art IN ('kontakt', 'feedback')),
  mandant text NOT NULL CHECK (mandant IN ('iqsh', 'shibb')),
  name text,
  email text,
  thema text,
  vnr text,
  seite text,
  nachricht text NOT NULL,
  erstellt_am timestamptz NOT NULL DEFAULT now()
);
-- The privacy statement promises deletion after a fixed period: this index makes that sweep cheap.
CREATE INDEX kontaktanfragen_erstellt_am ON kontaktanfragen (erstellt_am);
`,
  },
  {
    id: '006_abrufanfragen_wuensche',
    sql: `
-- A school head names up to three wish dates and the expected number of participants; the
-- organiser answers with an agreed date (terminiert) or a reason (abgelehnt).
ALTER TABLE abrufanfragen ADD COLUMN wunschtermine date[] NOT NULL DEFAULT '{}';
UPDATE abrufanfragen SET wunschtermine = ARRAY[wunschtermin];
ALTER TABLE abrufanfragen DROP COLUMN wunschtermin;
ALTER TABLE abrufanfragen ADD COLUMN teilnehmende integer NOT NULL DEFAULT 20 CHECK (teilnehmende > 0);
ALTER TABLE abrufanfragen ALTER COLUMN teilnehmende DROP DEFAULT;
ALTER TABLE abrufanfragen ADD COLUMN termin_id integer REFERENCES termine(id);
ALTER TABLE abrufanfragen ADD COLUMN begruendung text;
ALTER TABLE abrufanfragen ADD CONSTRAINT abrufanfragen_status CHECK (status IN ('angefragt', 'terminiert', 'abgelehnt'));
CREATE INDEX abrufanfragen_schule ON abrufanfragen (dstnr, id);
`,
  },
  {
    id: '007_selbstabschluss',
    sql: `
-- Some self-learning courses leave it to the participant to say they are finished; for the others
-- the learning platform reports the passed final test.
ALTER TABLE angebote ADD COLUMN selbstabschluss boolean NOT NULL DEFAULT false;
`,
  },
  {
    id: '008_benachrichtigungsarten',
    sql: `
-- Kinds of notification, each of which a user can switch off: changes of their bookings,
-- reminders a week before a date, and (for school heads) bookings waiting for their approval.
ALTER TABLE benachrichtigungen ADD COLUMN art text NOT NULL DEFAULT 'anmeldestatus' CHECK (art IN ('anmeldestatus', 'erinnerung', 'genehmigung'));
ALTER TABLE users ADD COLUMN benachrichtigungen_aus text[] NOT NULL DEFAULT '{}';
-- One reminder per booking: the sweep looks for bookings without one.
CREATE UNIQUE INDEX benachrichtigungen_erinnerung ON benachrichtigungen (anmeldung_id) WHERE art = 'erinnerung';
`,
  },
  {
    id: '009_token_families',
    sql: `
-- A sign-in starts a token family: the code and every token rotated from it share the id, so that
-- a replayed code or refresh token ends them all (RFC 9700 §4.14.2), and the whole family ends at
-- an absolute time set at sign-in. A used code and a rotated refresh token are kept (marked) until
-- they expire, so that their replay is recognised rather than taken for an unknown value.
ALTER TABLE oauth_codes ADD COLUMN family text;
ALTER TABLE oauth_codes ADD COLUMN used_at timestamptz;
ALTER TABLE oauth_tokens ADD COLUMN family text;
ALTER TABLE oauth_tokens ADD COLUMN session_expires_at timestamptz;
ALTER TABLE oauth_tokens ADD COLUMN rotated_at timestamptz;
CREATE INDEX oauth_tokens_family ON oauth_tokens (family);
`,
  },
  {
    id: '010_integrity',
    sql: `
-- What a booking request with an Idempotency-Key asked for: the same key with another request is refused (422).
ALTER TABLE anmeldungen ADD COLUMN idempotenz_anfrage text;
-- One open on-demand request per school and offer, held by the database even under concurrent requests.
CREATE UNIQUE INDEX abrufanfragen_offen ON abrufanfragen (vnr, dstnr) WHERE status = 'angefragt';
-- Sign-in tries are counted per user name and per client address.
ALTER TABLE login_attempts ADD COLUMN id serial PRIMARY KEY;
ALTER TABLE login_attempts ADD COLUMN address text NOT NULL DEFAULT '';
CREATE INDEX login_attempts_address ON login_attempts (address, at);
-- Requests to anonymous endpoints, counted per kind and client address (rate limits).
CREATE TABLE request_counts (bucket text NOT NULL, at timestamptz NOT NULL DEFAULT now());
CREATE INDEX request_counts_bucket ON request_counts (bucket, at);
`,
  },
  {
    id: '011_sign_in_activity',
    sql: `
-- When a token was last used (or activity reported with it): a sign-in in the browser unused for
-- longer than its role's time-out ends on the server too. A rotated token passes the value on.
ALTER TABLE oauth_tokens ADD COLUMN last_active_at timestamptz NOT NULL DEFAULT now();
`,
  },
  {
    id: '012_offer_review',
    sql: `
-- Who wrote an offer and who changed it last (four eyes: neither releases it), and its version:
-- a change based on an older version is refused instead of overwriting another person's.
ALTER TABLE angebote ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE angebote ADD COLUMN erstellt_von text REFERENCES users(uid);
ALTER TABLE angebote ADD COLUMN geaendert_von text REFERENCES users(uid);
ALTER TABLE angebote ADD COLUMN geaendert_am timestamptz;
UPDATE angebote SET erstellt_von = leitung_uid, geaendert_von = leitung_uid WHERE erstellt_von IS NULL;
-- Every step of an offer's life: who, when, in which role, which fields from what to what, the review note.
CREATE TABLE angebot_historie (
  id serial PRIMARY KEY, vnr text NOT NULL REFERENCES angebote(vnr), uid text NOT NULL REFERENCES users(uid),
  rolle text NOT NULL, am timestamptz NOT NULL DEFAULT clock_timestamp(), aktion text NOT NULL,
  aenderungen jsonb NOT NULL DEFAULT '[]', notiz text
);
CREATE INDEX angebot_historie_vnr ON angebot_historie (vnr, id);
-- The review queue, oldest first.
CREATE INDEX angebote_pruefung ON angebote (mandant, geaendert_am) WHERE status = 'zur_pruefung';
`,
  },
  {
    id: '013_offer_revisions',
    sql: `
-- A published offer is changed in a revision that goes through the review while the catalogue keeps
-- showing the published content (docs/offers.md); approving it writes its content into the offer.
CREATE TABLE angebot_ueberarbeitungen (
  vnr text PRIMARY KEY REFERENCES angebote(vnr), inhalt jsonb NOT NULL, status text NOT NULL,
  erstellt_von text NOT NULL REFERENCES users(uid)
);
`,
  },
  {
    id: '014_date_history',
    sql: `
-- Which date a step of an offer's history concerns: its dates are written, changed, cancelled and
-- deleted one by one (docs/offers.md, "Dates"). No reference: the history keeps a deleted date's number.
ALTER TABLE angebot_historie ADD COLUMN termin_id integer;
`,
  },
  {
    id: '015_staff_search',
    sql: `
-- The staff's offer search (docs/offers.md) runs over every state, years of archived offers too
-- (20,000 in the benchmark): by tenant and state, in its default order (the last changed first),
-- and by organiser, text and the other sorts' columns. The index answers a page in that order
-- without sorting every match, and the conditions and the count without the wide offer rows.
CREATE INDEX angebote_staff ON angebote (mandant, status, geaendert_am DESC NULLS LAST, vnr)
  INCLUDE (leitung_uid, suchtext, titel, naechster_termin);
`,
  },
  {
    id: '016_participants',
    sql: `
-- Attendance per session of a date (docs/participants.md): the booking's state follows from it
-- (attendanceStateOf in @fobu/domain); who recorded it and when, for the organiser's questions later.
CREATE TABLE anwesenheiten (
  anmeldung_id integer NOT NULL REFERENCES anmeldungen(id), sitzung integer NOT NULL CHECK (sitzung >= 0),
  status text NOT NULL CHECK (status IN ('teilgenommen', 'nicht_erschienen', 'entschuldigt')),
  erfasst_am timestamptz NOT NULL DEFAULT clock_timestamp(), erfasst_von text NOT NULL REFERENCES users(uid),
  PRIMARY KEY (anmeldung_id, sitzung)
);
-- Check-in at the door: the first one counts; a check-in sent again (offline, then online) is
-- answered from its first result by the device's id for it, so none counts twice.
ALTER TABLE anmeldungen ADD COLUMN eingelassen_am timestamptz;
CREATE TABLE einlass_vorgaenge (
  vorgang_id uuid PRIMARY KEY, termin_id integer NOT NULL REFERENCES termine(id), uid text NOT NULL REFERENCES users(uid),
  ergebnis jsonb NOT NULL, am timestamptz NOT NULL DEFAULT clock_timestamp()
);
-- Messages from the organiser are a kind of notification of their own, which people can switch off.
ALTER TABLE benachrichtigungen DROP CONSTRAINT benachrichtigungen_art_check;
ALTER TABLE benachrichtigungen ADD CONSTRAINT benachrichtigungen_art_check
  CHECK (art IN ('anmeldestatus', 'erinnerung', 'genehmigung', 'nachricht'));
-- Every notification is also an e-mail to whoever wants e-mail: the notification row is the outbox,
-- written in the same transaction as the change it reports; the mail sweep sends what is open.
-- Notifications written before e-mail existed are not sent after the fact.
ALTER TABLE benachrichtigungen ADD COLUMN email_status text NOT NULL DEFAULT 'offen'
  CHECK (email_status IN ('offen', 'gesendet', 'nicht_gewuenscht', 'fehlgeschlagen'));
ALTER TABLE benachrichtigungen ADD COLUMN email_versuche integer NOT NULL DEFAULT 0;
ALTER TABLE benachrichtigungen ADD COLUMN email_gesendet_am timestamptz;
UPDATE benachrichtigungen SET email_status = 'nicht_gewuenscht';
CREATE INDEX benachrichtigungen_email_offen ON benachrichtigungen (id) WHERE email_status = 'offen';
`,
  },
  {
    id: '017_archive',
    sql: `
-- When an offer went into the archive (by hand, or by the sweep once its last date ended long
-- enough ago), and which archived offer a new draft was taken over from (docs/archive.md).
ALTER TABLE angebote ADD COLUMN archiviert_am timestamptz;
ALTER TABLE angebote ADD COLUMN uebernommen_aus text REFERENCES angebote(vnr);
-- The back end's own steps (the archive sweep) have no person behind them.
ALTER TABLE angebot_historie ALTER COLUMN uid DROP NOT NULL;
ALTER TABLE angebot_historie ALTER COLUMN rolle DROP NOT NULL;
-- Offers archived before: as the seed and the sweep archive them, 180 days after their last date.
UPDATE angebote SET archiviert_am = coalesce(letzter_termin + interval '180 days', geaendert_am, veroeffentlicht_am, now())
 WHERE status = 'archiviert';
`,
  },
  {
    id: '018_figures',
    sql: `
-- When a booking moved up from the waiting list to a seat: controlling counts move-ups (docs/controlling.md).
ALTER TABLE anmeldungen ADD COLUMN nachgerueckt_am timestamptz;
-- The figures count the course enrolments made in a period (a course has no date to count them by)
-- and the move-ups of the period's dates: few rows each, so a small index of their own.
CREATE INDEX anmeldungen_kurse ON anmeldungen (angemeldet_am) INCLUDE (vnr, status) WHERE termin_id IS NULL;
CREATE INDEX anmeldungen_nachgerueckt ON anmeldungen (termin_id) WHERE nachgerueckt_am IS NOT NULL;
`,
  },
  {
    id: '019_dienststellen',
    sql: `
-- Offices with a duty post (a school authority, the ministry): a dienstposten user's dstnr names
-- one, and its area is the districts it covers (docs/domain-model.md, "Duty posts").
CREATE TABLE dienststellen (
  dstnr text PRIMARY KEY, name text NOT NULL, mandant text NOT NULL CHECK (mandant IN ('iqsh', 'shibb')),
  kreise text[] NOT NULL
);
`,
  },
  {
    id: '020_institute',
    sql: `
-- The register holds the state's institutes too (their staff book and are listed by their dstnr),
-- but an institute is no school and has no school type (docs/domain-model.md, "Duty posts").
ALTER TABLE schulen ALTER COLUMN schulart DROP NOT NULL;
-- The demo register seeded the IQSH as a Förderzentrum and the SHIBB as a Berufsbildende Schule.
UPDATE schulen SET schulart = NULL WHERE dstnr IN ('9000001', '9000002');
  `,
  },
  {
    id: '021_review_notifications',
    sql: `
-- The review loop tells staff of each other's steps (docs/offers.md, "Review notifications"):
-- quality control of a submitted offer, the organiser of an approval or a sending back.
ALTER TABLE benachrichtigungen DROP CONSTRAINT benachrichtigungen_art_check;
ALTER TABLE benachrichtigungen ADD CONSTRAINT benachrichtigungen_art_check
  CHECK (art IN ('anmeldestatus', 'erinnerung', 'genehmigung', 'nachricht', 'pruefung', 'pruefergebnis'));
`,
  },
  {
    id: '022_arbeitsgruppen',
    sql: `
-- Workgroups (docs/workgroups.md): standing groups of a tenant with leads and members. Their
-- meetings are dates of an offer row of the group's own (vnr) whose status, 'arbeitsgruppe', is no
-- offer state: no list or search of offers and dates asks for it, so the meetings are closed.
CREATE TABLE arbeitsgruppen (
  id serial PRIMARY KEY, mandant text NOT NULL CHECK (mandant IN ('iqsh', 'shibb')),
  vnr text NOT NULL UNIQUE REFERENCES angebote(vnr), titel text NOT NULL, beschreibung text NOT NULL,
  faecher text[] NOT NULL, schularten text[] NOT NULL,
  status text NOT NULL CHECK (status IN ('aktiv', 'ruhend', 'aufgeloest')),
  erstellt_am timestamptz NOT NULL DEFAULT clock_timestamp(), geaendert_am timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX arbeitsgruppen_mandant ON arbeitsgruppen (mandant, status);
CREATE TABLE arbeitsgruppe_leitung (
  gruppe_id integer NOT NULL REFERENCES arbeitsgruppen(id) ON DELETE CASCADE, uid text NOT NULL REFERENCES users(uid),
  PRIMARY KEY (gruppe_id, uid)
);
CREATE INDEX arbeitsgruppe_leitung_uid ON arbeitsgruppe_leitung (uid);
-- A member is a person with an account (uid), or one invited by e-mail who has none yet: the
-- invitation binds to the account of that address when it exists.
CREATE TABLE arbeitsgruppe_mitglieder (
  id serial PRIMARY KEY, gruppe_id integer NOT NULL REFERENCES arbeitsgruppen(id) ON DELETE CASCADE,
  uid text REFERENCES users(uid), email text, vorname text, name text, dstnr text,
  seit timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK (uid IS NOT NULL OR email IS NOT NULL)
);
CREATE UNIQUE INDEX arbeitsgruppe_mitglieder_uid ON arbeitsgruppe_mitglieder (gruppe_id, uid) WHERE uid IS NOT NULL;
CREATE UNIQUE INDEX arbeitsgruppe_mitglieder_email ON arbeitsgruppe_mitglieder (gruppe_id, lower(email)) WHERE uid IS NULL;
CREATE INDEX arbeitsgruppe_mitglieder_person ON arbeitsgruppe_mitglieder (uid);
-- Every change of a group: who, when, in which role, what (a step and its details).
CREATE TABLE arbeitsgruppe_historie (
  id serial PRIMARY KEY, gruppe_id integer NOT NULL REFERENCES arbeitsgruppen(id) ON DELETE CASCADE,
  uid text NOT NULL REFERENCES users(uid), rolle text NOT NULL, am timestamptz NOT NULL DEFAULT clock_timestamp(),
  aktion text NOT NULL, details jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX arbeitsgruppe_historie_gruppe ON arbeitsgruppe_historie (gruppe_id, id);
-- A meeting's invitation of a member and their answer; accepting books the meeting (a booking
-- 'zugelassen'), so that attendance, check-in and the confirmation work as for any date.
CREATE TABLE treffen_einladungen (
  termin_id integer NOT NULL REFERENCES termine(id) ON DELETE CASCADE, uid text NOT NULL REFERENCES users(uid),
  antwort text NOT NULL DEFAULT 'offen' CHECK (antwort IN ('offen', 'zugesagt', 'abgelehnt')),
  eingeladen_am timestamptz NOT NULL DEFAULT clock_timestamp(), beantwortet_am timestamptz,
  PRIMARY KEY (termin_id, uid)
);
CREATE INDEX treffen_einladungen_uid ON treffen_einladungen (uid);
ALTER TABLE benachrichtigungen DROP CONSTRAINT benachrichtigungen_art_check;
ALTER TABLE benachrichtigungen ADD CONSTRAINT benachrichtigungen_art_check
  CHECK (art IN ('anmeldestatus', 'erinnerung', 'genehmigung', 'nachricht', 'pruefung', 'pruefergebnis', 'arbeitsgruppe'));
`,
  },
  {
    id: '023_treffen',
    sql: `
-- A workgroup's meeting (docs/workgroups.md, "Meetings") has a topic and the training hours it
-- counts as, each its own: the record's umfang_stunden is not used. Other dates leave both unset.
ALTER TABLE termine ADD COLUMN thema text, ADD COLUMN stunden double precision;
`,
  },
  {
    id: '024_einladungs_emails',
    sql: `
-- E-mails to an address without an account (docs/workgroups.md, "Members invited by e-mail"): the
-- notification outbox needs a person; this one holds the address itself. The mail sweep sends them.
CREATE TABLE einladungs_emails (
  id serial PRIMARY KEY, mandant text NOT NULL CHECK (mandant IN ('iqsh', 'shibb')), email text NOT NULL,
  betreff text NOT NULL, text text NOT NULL, erstellt_am timestamptz NOT NULL DEFAULT clock_timestamp(),
  email_status text NOT NULL DEFAULT 'offen' CHECK (email_status IN ('offen', 'gesendet', 'fehlgeschlagen')),
  email_versuche integer NOT NULL DEFAULT 0, email_gesendet_am timestamptz
);
CREATE INDEX einladungs_emails_offen ON einladungs_emails (id) WHERE email_status = 'offen';
`,
  },
  {
    id: '025_anmeldung_historie',
    sql: `
-- Every booking's history (docs/people-and-settings.md, "Bookings' history and acting for a
-- person"): one row per step, written by triggers on anmeldungen so that no statement that changes a
-- booking can forget it. Who acted, in which role and why, the back end puts into transaction-local
-- settings first (fobu.akteur_uid, fobu.akteur_rolle, fobu.grund; fobu.schritt names a step the
-- change alone does not tell, such as a meeting's acceptance); none set is a step of the back end
-- itself, such as a move-up by the seat allocation. status is the booking's state after the step.
CREATE TABLE anmeldung_historie (
  id serial PRIMARY KEY, anmeldung_id integer NOT NULL REFERENCES anmeldungen(id) ON DELETE CASCADE,
  am timestamptz NOT NULL DEFAULT clock_timestamp(), schritt text NOT NULL, status text NOT NULL, termin_id integer,
  akteur_uid text, akteur_rolle text, grund text, nachgetragen boolean NOT NULL DEFAULT false
);
CREATE INDEX anmeldung_historie_anmeldung ON anmeldung_historie (anmeldung_id, id);

-- A booking's first steps from its row: booked; moved up when it was; and its state when that is
-- no longer one a booking starts in (rows written with a later state: the seed, fixtures, old data).
CREATE FUNCTION anmeldung_anfangsschritte(a anmeldungen, nachgetragen boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  akteur text := nullif(current_setting('fobu.akteur_uid', true), '');
  rolle text := nullif(current_setting('fobu.akteur_rolle', true), '');
  grund text := nullif(current_setting('fobu.grund', true), '');
  erster text := coalesce(nullif(current_setting('fobu.schritt', true), ''), 'angemeldet');
  anfang boolean := a.status IN ('angemeldet', 'wartet_auf_genehmigung', 'zugelassen', 'warteliste', 'eingeschrieben');
BEGIN
  INSERT INTO anmeldung_historie (anmeldung_id, am, schritt, status, termin_id, akteur_uid, akteur_rolle, grund, nachgetragen)
  VALUES (a.id, a.angemeldet_am, erster,
          CASE WHEN a.nachgerueckt_am IS NOT NULL THEN 'warteliste' WHEN anfang THEN a.status ELSE 'angemeldet' END,
          a.termin_id, akteur, rolle, grund, nachgetragen);
  IF a.nachgerueckt_am IS NOT NULL THEN
    INSERT INTO anmeldung_historie (anmeldung_id, am, schritt, status, termin_id, nachgetragen)
    VALUES (a.id, a.nachgerueckt_am, 'nachgerueckt', 'zugelassen', a.termin_id, nachgetragen);
  END IF;
  IF NOT anfang THEN
    INSERT INTO anmeldung_historie (anmeldung_id, am, schritt, status, termin_id, nachgetragen)
    VALUES (a.id, greatest(a.geaendert_am, a.nachgerueckt_am, a.angemeldet_am), a.status, a.status, a.termin_id, nachgetragen);
  END IF;
END $$;

SELECT anmeldung_anfangsschritte(a, true) FROM anmeldungen a ORDER BY a.id;

CREATE FUNCTION anmeldung_historie_neu() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM anmeldung_anfangsschritte(NEW, false);
  RETURN NULL;
END $$;
CREATE TRIGGER anmeldung_historie_neu AFTER INSERT ON anmeldungen FOR EACH ROW EXECUTE FUNCTION anmeldung_historie_neu();

-- A change: moved to another date, let in at the door, or a new state; a seat from the waiting list
-- without an actor is a move-up, a school head's decision on a waiting booking approves or rejects.
CREATE FUNCTION anmeldung_historie_schritt() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  akteur text := nullif(current_setting('fobu.akteur_uid', true), '');
  rolle text := nullif(current_setting('fobu.akteur_rolle', true), '');
  vorgabe text := nullif(current_setting('fobu.schritt', true), '');
  schritt text;
BEGIN
  schritt := CASE
    WHEN NEW.termin_id IS DISTINCT FROM OLD.termin_id THEN 'verschoben'
    WHEN NEW.status = OLD.status THEN 'eingelassen'
    WHEN vorgabe IS NOT NULL THEN vorgabe
    WHEN OLD.status = 'wartet_auf_genehmigung' AND rolle = 'schulleitung' THEN
      CASE WHEN NEW.status = 'nicht_zugelassen' THEN 'abgelehnt' ELSE 'genehmigt' END
    WHEN OLD.status = 'warteliste' AND NEW.status = 'zugelassen' AND akteur IS NULL THEN 'nachgerueckt'
    WHEN NEW.status IN ('angemeldet', 'wartet_auf_genehmigung', 'eingeschrieben') THEN 'angemeldet'
    ELSE NEW.status END;
  INSERT INTO anmeldung_historie (anmeldung_id, schritt, status, termin_id, akteur_uid, akteur_rolle, grund)
  VALUES (NEW.id, schritt, NEW.status, NEW.termin_id, akteur, rolle, nullif(current_setting('fobu.grund', true), ''));
  RETURN NULL;
END $$;
CREATE TRIGGER anmeldung_historie_schritt AFTER UPDATE OF status, termin_id, eingelassen_am ON anmeldungen FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.termin_id IS DISTINCT FROM NEW.termin_id
        OR OLD.eingelassen_am IS DISTINCT FROM NEW.eingelassen_am)
  EXECUTE FUNCTION anmeldung_historie_schritt();
`,
  },
  {
    id: '026_kalender_abos',
    sql: `
-- A person's calendar feed per tenant (docs/people-and-settings.md, "Calendar feed as built"). The
-- address's token is the back end's HMAC (FOBU_SIGNING_KEY) of uid, tenant and nonce: the owner's
-- settings show it again, while the table alone (nonce and the token's SHA-256 for the lookup)
-- rebuilds no address. Renewing replaces nonce and hash; deleting the row switches the feed off.
CREATE TABLE kalender_abos (
  uid text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  mandant text NOT NULL CHECK (mandant IN ('iqsh', 'shibb')),
  nonce text NOT NULL, token_hash text NOT NULL UNIQUE,
  erzeugt_am timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (uid, mandant)
);
`,
  },
  {
    id: '027_erinnerung_vorlauf',
    sql: `
-- When reminders come (docs/people-and-settings.md, "Settings as built"): a week before a date, a
-- day before, or both. Each reminder names its lead, and the index keeps one per booking and lead.
ALTER TABLE users ADD COLUMN erinnerung_vorlauf text NOT NULL DEFAULT 'woche' CHECK (erinnerung_vorlauf IN ('woche', 'tag', 'beide'));
ALTER TABLE benachrichtigungen ADD COLUMN erinnerung_vorlauf text CHECK (erinnerung_vorlauf IN ('woche', 'tag'));
UPDATE benachrichtigungen SET erinnerung_vorlauf = 'woche' WHERE art = 'erinnerung';
ALTER TABLE benachrichtigungen ADD CONSTRAINT benachrichtigungen_erinnerung_vorlauf CHECK ((art = 'erinnerung') = (erinnerung_vorlauf IS NOT NULL));
DROP INDEX benachrichtigungen_erinnerung;
CREATE UNIQUE INDEX benachrichtigungen_erinnerung ON benachrichtigungen (anmeldung_id, erinnerung_vorlauf) WHERE art = 'erinnerung';
`,
  },
  {
    id: '028_tageszusammenfassung',
    sql: `
-- The staff's daily summary of their work overview by e-mail (docs/people-and-settings.md, "Daily
-- summary"): switched on per person; one row per person, tenant, role and day, written before it is
-- sent, so that several processes write each summary once; 'leer' when there was nothing to do.
ALTER TABLE users ADD COLUMN tageszusammenfassung boolean NOT NULL DEFAULT false;
CREATE TABLE tageszusammenfassungen (
  id serial PRIMARY KEY,
  uid text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  mandant text NOT NULL CHECK (mandant IN ('iqsh', 'shibb')),
  rolle text NOT NULL,
  tag date NOT NULL,
  betreff text NOT NULL, text text NOT NULL,
  email_status text NOT NULL CHECK (email_status IN ('offen', 'leer', 'gesendet', 'fehlgeschlagen')),
  email_versuche integer NOT NULL DEFAULT 0,
  email_gesendet_am timestamptz,
  UNIQUE (uid, mandant, rolle, tag)
);
CREATE INDEX tageszusammenfassungen_offen ON tageszusammenfassungen (id) WHERE email_status = 'offen';
`,
  },
  {
    id: '029_datenschutz',
    sql: `
-- Data protection (docs/people-and-settings.md, "Data protection (DSGVO)"): every data export given
-- (auskunft) and every erasure request (loeschung) of a person in a tenant: for whom (uid), who asked
-- (as the staff wrote it down), who gave or filed it and when, and for a request who confirmed or
-- withdrew it and when. The rows stay after the erasure: they are its proof, and name nobody but by uid.
CREATE TABLE datenschutz_vorgaenge (
  id serial PRIMARY KEY, mandant text NOT NULL CHECK (mandant IN ('iqsh', 'shibb')),
  uid text NOT NULL REFERENCES users(uid),
  art text NOT NULL CHECK (art IN ('auskunft', 'loeschung')),
  status text NOT NULL CHECK (status IN ('erteilt', 'offen', 'geloescht', 'zurueckgezogen')),
  format text CHECK (format IN ('json', 'pdf')),
  angefragt_von text, notiz text,
  gestellt_von text NOT NULL REFERENCES users(uid), gestellt_rolle text NOT NULL,
  gestellt_am timestamptz NOT NULL DEFAULT clock_timestamp(),
  erledigt_von text REFERENCES users(uid), erledigt_rolle text, erledigt_am timestamptz,
  CHECK ((art = 'auskunft') = (status = 'erteilt'))
);
CREATE INDEX datenschutz_vorgaenge_person ON datenschutz_vorgaenge (uid, mandant, id);
-- One open erasure request per person and tenant.
CREATE UNIQUE INDEX datenschutz_loeschantrag_offen ON datenschutz_vorgaenge (uid, mandant) WHERE status = 'offen';
`,
  },
  {
    id: '030_teilnahme_bedarfe',
    sql: `
-- Needs for taking part (docs/people-and-settings.md, "Needs for taking part"): the person's own in
-- their settings, and each booking's copy, which the date's staff read. A booking's copy goes with
-- the booking's end: the trigger deletes it when the booking leaves the states that hold or wait for
-- a place (cancelled, removed, rejected, attendance recorded), and the hourly sweep once its date
-- has ended. An empty text is no need.
CREATE TABLE teilnahme_bedarfe (
  uid text PRIMARY KEY REFERENCES users(uid) ON DELETE CASCADE,
  barrierefreiheit text NOT NULL DEFAULT '', ernaehrung text NOT NULL DEFAULT '',
  kinderbetreuung text NOT NULL DEFAULT '', sonstiges text NOT NULL DEFAULT '',
  geaendert_am timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE TABLE anmeldung_bedarfe (
  anmeldung_id integer PRIMARY KEY REFERENCES anmeldungen(id) ON DELETE CASCADE,
  barrierefreiheit text NOT NULL DEFAULT '', ernaehrung text NOT NULL DEFAULT '',
  kinderbetreuung text NOT NULL DEFAULT '', sonstiges text NOT NULL DEFAULT '',
  geaendert_am timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE FUNCTION anmeldung_bedarfe_loeschen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM anmeldung_bedarfe WHERE anmeldung_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER anmeldung_bedarfe_ende AFTER UPDATE OF status ON anmeldungen FOR EACH ROW
  WHEN (NEW.status NOT IN ('angemeldet', 'wartet_auf_genehmigung', 'zugelassen', 'warteliste'))
  EXECUTE FUNCTION anmeldung_bedarfe_loeschen();
`,
  },
  {
    id: '031_referenten',
    sql: `
-- The speakers' directory (docs/people-and-settings.md, "Speakers' directory"). The offer keeps
-- its speakers as content (referent_ids beside the names in referenten, so that a revision, a copy
-- and the history carry them as any field); the table angebot_referenten is kept from it by a
-- trigger, whatever statement writes an offer, and holds the foreign keys and the index that
-- "the offers a speaker taught" reads.
CREATE TABLE referenten (
  id serial PRIMARY KEY,
  mandant text NOT NULL CHECK (mandant IN ('iqsh', 'shibb')),
  name text NOT NULL, titel text NOT NULL DEFAULT '', organisation text NOT NULL DEFAULT '',
  themen text[] NOT NULL DEFAULT '{}', email text, telefon text NOT NULL DEFAULT '',
  gelistet boolean NOT NULL DEFAULT false,
  anzeigename text GENERATED ALWAYS AS (btrim(titel || ' ' || name)) STORED,
  angelegt_von text REFERENCES users(uid) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  geaendert_am timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referenten_name ON referenten (mandant, lower(name));
ALTER TABLE angebote ADD COLUMN referent_ids integer[] NOT NULL DEFAULT '{}';
CREATE TABLE angebot_referenten (
  vnr text NOT NULL REFERENCES angebote(vnr) ON DELETE CASCADE,
  referent_id integer NOT NULL REFERENCES referenten(id),
  position integer NOT NULL,
  PRIMARY KEY (vnr, referent_id)
);
CREATE INDEX angebot_referenten_referent ON angebot_referenten (referent_id);
CREATE FUNCTION angebot_referenten_abgleich() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM angebot_referenten WHERE vnr = NEW.vnr;
  -- Only speakers of the offer's tenant: an id of another tenant links nothing (the back end refuses it before).
  INSERT INTO angebot_referenten (vnr, referent_id, position)
  SELECT NEW.vnr, r.id, min(u.ord) FROM unnest(NEW.referent_ids) WITH ORDINALITY u(id, ord)
    JOIN referenten r ON r.id = u.id AND r.mandant = NEW.mandant GROUP BY r.id;
  RETURN NULL;
END $$;
CREATE TRIGGER angebot_referenten_neu AFTER INSERT ON angebote FOR EACH ROW WHEN (NEW.referent_ids <> '{}')
  EXECUTE FUNCTION angebot_referenten_abgleich();
CREATE TRIGGER angebot_referenten_geaendert AFTER UPDATE OF referent_ids ON angebote FOR EACH ROW
  WHEN (OLD.referent_ids IS DISTINCT FROM NEW.referent_ids) EXECUTE FUNCTION angebot_referenten_abgleich();
-- The offers' free-text names into the directory: each distinct name of a tenant becomes one
-- speaker (the whole text as the name, not listed: nobody agreed yet), and every offer without
-- speakers from the directory is linked to its names'. The seed calls it after writing its offers.
CREATE FUNCTION referenten_aus_namen() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO referenten (mandant, name)
  SELECT DISTINCT g.mandant, btrim(n.name) FROM angebote g CROSS JOIN unnest(g.referenten) n(name)
   WHERE g.referent_ids = '{}' AND btrim(n.name) <> ''
     AND NOT EXISTS (SELECT 1 FROM referenten r WHERE r.mandant = g.mandant AND r.anzeigename = btrim(n.name));
  -- Each speaker once per offer, at the place of their first name.
  UPDATE angebote g SET referent_ids = m.ids
    FROM (SELECT f.vnr, array_agg(f.id ORDER BY f.ord) AS ids
            FROM (SELECT g2.vnr, r.id, min(n.ord) AS ord
                    FROM angebote g2 CROSS JOIN unnest(g2.referenten) WITH ORDINALITY n(name, ord)
                    JOIN referenten r ON r.mandant = g2.mandant AND r.anzeigename = btrim(n.name)
                   WHERE g2.referent_ids = '{}' GROUP BY g2.vnr, r.id) f
           GROUP BY f.vnr) m
   WHERE g.vnr = m.vnr;
END $$;
SELECT referenten_aus_namen();
`,
  },
  {
    id: '032_startansicht',
    sql: `
-- The staff's start view (docs/people-and-settings.md, "Start view"): which list the offer search
-- opens with, per person, tenant and role (a person of two roles keeps two). No row: the role's default.
CREATE TABLE startansichten (
  uid text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  mandant text NOT NULL,
  rolle text NOT NULL,
  ansicht text NOT NULL,
  geaendert_am timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (uid, mandant, rolle)
);
`,
  },
  {
    id: '033_nachweise',
    sql: `
-- Proof of training (docs/proof-of-training.md): a decision on a recognition request and the
-- invitation to an evaluation are notifications of their own, which people can switch off.
ALTER TABLE benachrichtigungen DROP CONSTRAINT benachrichtigungen_art_check;
ALTER TABLE benachrichtigungen ADD CONSTRAINT benachrichtigungen_art_check
  CHECK (art IN ('anmeldestatus', 'erinnerung', 'genehmigung', 'nachricht', 'pruefung', 'pruefergebnis', 'arbeitsgruppe', 'anerkennung', 'bewertung'));
-- A person's request to recognise training outside the portal, with its PDF proof; verwaltung
-- decides once (anerkannt with the hours granted, or abgelehnt with a reason), and recognised
-- hours count in the person's Fortbildungskonto.
CREATE TABLE anerkennungen (
  id serial PRIMARY KEY, uid text NOT NULL REFERENCES users(uid), mandant text NOT NULL,
  titel text NOT NULL, anbieter text NOT NULL, datum date NOT NULL, stunden numeric(6, 2) NOT NULL CHECK (stunden > 0),
  nachweis bytea NOT NULL, nachweis_name text NOT NULL,
  status text NOT NULL DEFAULT 'beantragt' CHECK (status IN ('beantragt', 'anerkannt', 'abgelehnt', 'zurueckgezogen')),
  anerkannte_stunden numeric(6, 2) CHECK (anerkannte_stunden > 0), begruendung text,
  entschieden_von text REFERENCES users(uid), entschieden_am timestamptz,
  erstellt_am timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK ((status = 'anerkannt') = (anerkannte_stunden IS NOT NULL))
);
CREATE INDEX anerkennungen_uid ON anerkennungen (uid, datum);
CREATE INDEX anerkennungen_offen ON anerkennungen (mandant, erstellt_am) WHERE status = 'beantragt';
`,
  },
  {
    id: '034_fortbildungskonten',
    sql: `
-- The accounts of the Fortbildungskonto (docs/proof-of-training.md), which each tenant defines in
-- data: which programme code counts (null: every training), over how many months back (null: all
-- time), towards how many hours; the rule that counts is training-accounts.ts in @fobu/domain.
CREATE TABLE fortbildungskonten (
  id serial PRIMARY KEY, mandant text NOT NULL, code text NOT NULL, titel text NOT NULL, kennzeichen text,
  fenster_monate integer CHECK (fenster_monate > 0), ziel_stunden numeric(6, 2) NOT NULL CHECK (ziel_stunden > 0),
  position integer NOT NULL DEFAULT 0, UNIQUE (mandant, code)
);
INSERT INTO fortbildungskonten (mandant, code, titel, kennzeichen, fenster_monate, ziel_stunden, position) VALUES
  ('iqsh', 'qla-3-jahre', 'QLA-Stunden in den letzten drei Jahren', 'QLA', 36, 30, 1),
  ('iqsh', 'digital-2-jahre', 'Digitale Bildung in den letzten zwei Jahren', 'DIGI', 24, 12, 2),
  ('iqsh', 'gesamt-jahr', 'Fortbildung im letzten Jahr', NULL, 12, 20, 3),
  ('shibb', 'gesamt-jahr', 'Fortbildung im letzten Jahr', NULL, 12, 20, 1),
  ('shibb', 'digital-2-jahre', 'Digitale Bildung in den letzten zwei Jahren', 'DIGI', 24, 12, 2);
`,
  },
  {
    id: '035_nachweisdokumente',
    sql: `
-- Verifiable certificates (docs/proof-of-training.md): the tenant's rule for a confirmation of
-- attendance as data (the share of sessions or hours a person must have attended).
CREATE TABLE bestaetigungsregeln (
  mandant text PRIMARY KEY, basis text NOT NULL CHECK (basis IN ('sitzungen', 'stunden')),
  min_anteil numeric(4, 3) NOT NULL CHECK (min_anteil > 0 AND min_anteil <= 1)
);
INSERT INTO bestaetigungsregeln (mandant, basis, min_anteil) VALUES ('iqsh', 'stunden', 0.5), ('shibb', 'stunden', 0.5);
-- Every document the portal issued with a verification code: the facts the public verification
-- page shows (and nothing more), and whether it still holds. A correction of attendance later
-- replaces (ersetzt) or revokes (widerrufen) the booking's valid confirmations.
CREATE TABLE nachweisdokumente (
  id serial PRIMARY KEY, art text NOT NULL CHECK (art IN ('teilnahmebestaetigung', 'fortbildungsnachweis')),
  uid text NOT NULL REFERENCES users(uid), mandant text NOT NULL, anmeldung_id integer REFERENCES anmeldungen(id),
  angaben jsonb NOT NULL,
  status text NOT NULL DEFAULT 'gueltig' CHECK (status IN ('gueltig', 'ersetzt', 'widerrufen')),
  erstellt_am timestamptz NOT NULL DEFAULT clock_timestamp(), ersetzt_durch integer REFERENCES nachweisdokumente(id)
);
CREATE INDEX nachweisdokumente_anmeldung ON nachweisdokumente (anmeldung_id, art) WHERE anmeldung_id IS NOT NULL;
`,
  },
  {
    id: '036_bewertungen',
    sql: `
-- The evaluation after a date (docs/proof-of-training.md, "As built: evaluation"). The statements
-- are the tenant's data, five on a four-point scale; the seed's wording can be changed in place.
CREATE TABLE bewertungsfragen (
  mandant text NOT NULL CHECK (mandant IN ('iqsh', 'shibb')), position integer NOT NULL CHECK (position BETWEEN 1 AND 5),
  text text NOT NULL, PRIMARY KEY (mandant, position)
);
INSERT INTO bewertungsfragen (mandant, position, text)
SELECT m.mandant, q.position, q.text
  FROM (VALUES ('iqsh'), ('shibb')) AS m(mandant)
 CROSS JOIN (VALUES
   (1, 'Die Fortbildung hat die in der Ausschreibung genannten Ziele erreicht.'),
   (2, 'Die Inhalte sind für meine Arbeit in Schule und Unterricht nützlich.'),
   (3, 'Die Inhalte wurden verständlich und anschaulich vermittelt.'),
   (4, 'Es gab ausreichend Gelegenheit für Fragen, Austausch und eigenes Erproben.'),
   (5, 'Organisation und Rahmenbedingungen (Zeit, Ort, Technik) haben gut gepasst.')
 ) AS q(position, text);
-- An answer carries no person id, no booking id and no moment: only its date and the values.
CREATE TABLE bewertungen (
  termin_id integer NOT NULL REFERENCES termine(id),
  wert_1 smallint NOT NULL CHECK (wert_1 BETWEEN 1 AND 4), wert_2 smallint NOT NULL CHECK (wert_2 BETWEEN 1 AND 4),
  wert_3 smallint NOT NULL CHECK (wert_3 BETWEEN 1 AND 4), wert_4 smallint NOT NULL CHECK (wert_4 BETWEEN 1 AND 4),
  wert_5 smallint NOT NULL CHECK (wert_5 BETWEEN 1 AND 4), freitext text
);
CREATE INDEX bewertungen_termin ON bewertungen (termin_id);
-- One answer per booking: a one-way HMAC of the booking id under the back end's key, kept apart
-- from the answer, so that a token names no answer and an answer no token.
CREATE TABLE bewertung_tokens (token text PRIMARY KEY);
-- The invitation to evaluate is written once per booking.
CREATE UNIQUE INDEX benachrichtigungen_bewertung ON benachrichtigungen (anmeldung_id) WHERE art = 'bewertung';
`,
  },
  {
    id: '037_archiv_reihenfolge',
    sql: `
-- The archive's own order, last archived first (sort -archiviert, the archive screen's default):
-- like angebote_staff (015_staff_search), but by the archiving, so that a page of 20,000 archived
-- offers is read from the index in order instead of sorting every one (docs/backend.md).
CREATE INDEX angebote_archiv ON angebote (mandant, status, archiviert_am DESC NULLS LAST, vnr)
  INCLUDE (leitung_uid, suchtext, titel, naechster_termin);
`,
  },
  {
    id: '038_anmeldezahlen',
    sql: `
-- Per date and booking state: how many bookings, and how many of them moved up from the waiting
-- list. Kept by the triggers below in the same transaction as every change of a booking, so that
-- controlling's figures read a few rows per date instead of every booking (docs/controlling.md).
CREATE TABLE termin_anmeldezahlen (
  termin_id integer NOT NULL REFERENCES termine(id) ON DELETE CASCADE, status text NOT NULL,
  anzahl integer NOT NULL CHECK (anzahl >= 0), nachgerueckt integer NOT NULL CHECK (nachgerueckt >= 0),
  PRIMARY KEY (termin_id, status)
);
CREATE FUNCTION termin_anmeldezahlen_zaehlen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.termin_id IS NOT NULL THEN
    UPDATE termin_anmeldezahlen SET anzahl = anzahl - 1, nachgerueckt = nachgerueckt - (OLD.nachgerueckt_am IS NOT NULL)::int
     WHERE termin_id = OLD.termin_id AND status = OLD.status;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.termin_id IS NOT NULL THEN
    INSERT INTO termin_anmeldezahlen AS z (termin_id, status, anzahl, nachgerueckt)
    VALUES (NEW.termin_id, NEW.status, 1, (NEW.nachgerueckt_am IS NOT NULL)::int)
    ON CONFLICT (termin_id, status) DO UPDATE SET anzahl = z.anzahl + 1, nachgerueckt = z.nachgerueckt + excluded.nachgerueckt;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER anmeldungen_zaehlen AFTER INSERT OR DELETE ON anmeldungen
  FOR EACH ROW EXECUTE FUNCTION termin_anmeldezahlen_zaehlen();
-- Only a change that moves the booking to another count: most updates of a booking touch none.
CREATE TRIGGER anmeldungen_zaehlen_aenderung AFTER UPDATE OF termin_id, status, nachgerueckt_am ON anmeldungen
  FOR EACH ROW WHEN (OLD.termin_id IS DISTINCT FROM NEW.termin_id OR OLD.status <> NEW.status
                     OR (OLD.nachgerueckt_am IS NULL) <> (NEW.nachgerueckt_am IS NULL))
  EXECUTE FUNCTION termin_anmeldezahlen_zaehlen();
INSERT INTO termin_anmeldezahlen (termin_id, status, anzahl, nachgerueckt)
SELECT termin_id, status, count(*), count(nachgerueckt_am) FROM anmeldungen WHERE termin_id IS NOT NULL GROUP BY 1, 2;
`,
  },
  {
    id: '039_angebotszahlen',
    sql: `
-- Per tenant and offer state: how many offers. Kept by the triggers below in the same transaction as
-- every change of an offer's state, so that a staff search over whole states (the archive's order over
-- 20,000 archived offers) reads its total from a row per state instead of counting every offer on
-- every page (docs/backend.md).
CREATE TABLE angebotszahlen (
  mandant text NOT NULL, status text NOT NULL, anzahl integer NOT NULL CHECK (anzahl >= 0), PRIMARY KEY (mandant, status)
);
CREATE FUNCTION angebotszahlen_zaehlen() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The two rows of a move in key order: two offers moved between the same two states in opposite
  -- directions at once take them in the same order (no deadlock).
  old_first boolean := TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.mandant, OLD.status) < (NEW.mandant, NEW.status));
BEGIN
  IF old_first THEN
    UPDATE angebotszahlen SET anzahl = anzahl - 1 WHERE mandant = OLD.mandant AND status = OLD.status;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO angebotszahlen AS z (mandant, status, anzahl) VALUES (NEW.mandant, NEW.status, 1)
    ON CONFLICT (mandant, status) DO UPDATE SET anzahl = z.anzahl + 1;
  END IF;
  IF TG_OP = 'UPDATE' AND NOT old_first THEN
    UPDATE angebotszahlen SET anzahl = anzahl - 1 WHERE mandant = OLD.mandant AND status = OLD.status;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER angebote_zaehlen AFTER INSERT OR DELETE ON angebote FOR EACH ROW EXECUTE FUNCTION angebotszahlen_zaehlen();
-- Only a change of tenant or state: most updates of an offer touch neither.
CREATE TRIGGER angebote_zaehlen_status AFTER UPDATE OF mandant, status ON angebote
  FOR EACH ROW WHEN (OLD.mandant <> NEW.mandant OR OLD.status <> NEW.status) EXECUTE FUNCTION angebotszahlen_zaehlen();
-- TRUNCATE fires no row trigger (the seed empties the offers so).
CREATE FUNCTION angebotszahlen_leeren() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM angebotszahlen;
  RETURN NULL;
END $$;
CREATE TRIGGER angebote_leeren AFTER TRUNCATE ON angebote FOR EACH STATEMENT EXECUTE FUNCTION angebotszahlen_leeren();
INSERT INTO angebotszahlen (mandant, status, anzahl) SELECT mandant, status, count(*) FROM angebote GROUP BY 1, 2;
`,
  },
  {
    id: '040_archiv_suchtext',
    sql: `
-- The archive's text search (suchtext LIKE '%…%', search-sql.ts) matched the text of every archived
-- offer: 18,900 in the benchmark for one word. An index of the archived offers' trigrams (pg_trgm,
-- shipped by PostgreSQL's contrib and by PGlite) names those holding the word's trigrams; only they
-- are matched (docs/backend.md). The match itself, and so every answer, stays the same. Without
-- fastupdate: its list of pending entries, which every search reads through, would be emptied only
-- by a vacuum, and PGlite runs none by itself; archiving an offer is rare enough to update the index at once.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX angebote_archiv_suchtext ON angebote USING gin (suchtext gin_trgm_ops) WITH (fastupdate = off)
  WHERE status = 'archiviert';
`,
  },
];

/** Brings the back end's schema up to date. */
export async function migrate(db: Db): Promise<string[]> {
  return applyMigrations(db, MIGRATIONS);
}

/** The migrations this build knows that the database has not applied (another process may be applying them). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const applied = await db.query<{ id: string }>('SELECT id FROM schema_migrations');
  const done = new Set(applied.map((row) => row.id));
  return MIGRATIONS.filter((migration) => !done.has(migration.id)).map((migration) => migration.id);
}

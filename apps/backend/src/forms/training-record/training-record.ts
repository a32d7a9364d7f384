import type { Fortbildungseintrag, Fortbildungskonto, FortbildungskontoKonto, FortbildungskontoZeitraum } from '@fobu/api-contract';
import {
  accountProgress,
  attendanceSummary,
  countedAttendance,
  isoDayInGermany,
  TENANT_PROFILES,
  type SessionAttendance,
} from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { sessionsOf } from '../participants/date-sessions';
import {
  attendedBookings,
  recognisedTraining,
  tenantAccounts,
  type AttendedBookingRow,
  type RecognisedTrainingRow,
  type RecordOwner,
  type TrainingAccountRow,
} from './training-record-queries';

/** A booking as an entry: the hours of the sessions attended; a finished self-learning course counts whole. */
function bookingEntry(row: AttendedBookingRow): Fortbildungseintrag {
  const common = {
    id: row.id,
    titel: row.titel,
    vnr: row.vnr,
    stundenGesamt: row.umfang_stunden,
    anbieter: TENANT_PROFILES[row.mandant].shortName,
    kennzeichen: row.kennzeichen,
  };
  if (!row.beginn || !row.ende) {
    const datum = isoDayInGermany(row.geaendert_am);
    return { ...common, art: 'fortbildung', beginn: null, ende: null, datum, stunden: row.umfang_stunden, sitzungen: null };
  }
  const recorded = new Map<number, SessionAttendance>(row.erfasste_sitzungen.map((sitzung, i) => [sitzung, row.erfasste_status[i]]));
  const sessions = sessionsOf(row.sitzungen);
  // Every row here was attended (the query's states).
  const summary = attendanceSummary(sessions, row.umfang_stunden, countedAttendance(sessions.length, recorded, true));
  return {
    ...common,
    art: row.treffen ? 'treffen' : 'fortbildung',
    beginn: row.beginn.toISOString(),
    ende: row.ende.toISOString(),
    datum: isoDayInGermany(row.ende),
    stunden: summary.hoursAttended,
    sitzungen: { teilgenommen: summary.sessionsAttended, gesamt: summary.sessionsTotal },
  };
}

const recognisedEntry = (row: RecognisedTrainingRow): Fortbildungseintrag => ({
  art: 'anerkennung',
  id: row.id,
  titel: row.titel,
  vnr: null,
  beginn: null,
  ende: null,
  datum: row.datum,
  stunden: Number(row.anerkannte_stunden),
  stundenGesamt: null,
  sitzungen: null,
  anbieter: row.anbieter,
  kennzeichen: [],
});

/** An account with the person's progress on `today`, by the rule of @fobu/domain. */
function accountOf(row: TrainingAccountRow, entries: readonly Fortbildungseintrag[], today: string): FortbildungskontoKonto {
  const rule = { kennzeichen: row.kennzeichen, fensterMonate: row.fenster_monate, zielStunden: Number(row.ziel_stunden) };
  const progress = accountProgress(rule, entries, today);
  const next = progress.naechsterWegfall;
  return {
    code: row.code,
    titel: row.titel,
    ...rule,
    ab: progress.ab,
    stunden: progress.stunden,
    fehlend: progress.fehlend,
    erreicht: progress.erreicht,
    eintraege: [...progress.entries],
    naechsterWegfall: next && { zaehltBis: next.zaehltBis, stunden: next.stunden, eintraege: [...next.entries] },
  };
}

/** The person's Fortbildungskonto on `now`: every training they took part in, newest first, and their tenant's accounts. */
export async function trainingRecord(db: Db, owner: RecordOwner, now: Date): Promise<Fortbildungskonto> {
  const [bookings, recognised, accounts] = await Promise.all([
    attendedBookings(db, owner),
    recognisedTraining(db, owner),
    tenantAccounts(db, owner.mandant),
  ]);
  const eintraege = [...bookings.map(bookingEntry), ...recognised.map(recognisedEntry)].sort((a, b) =>
    a.datum === b.datum ? (b.beginn ?? '').localeCompare(a.beginn ?? '') : b.datum.localeCompare(a.datum),
  );
  const stichtag = isoDayInGermany(now);
  return { stichtag, konten: accounts.map((row) => accountOf(row, eintraege, stichtag)), eintraege };
}

/** The entries of a period (days inclusive; an open end is open). */
export const entriesInPeriod = (entries: readonly Fortbildungseintrag[], { von, bis }: FortbildungskontoZeitraum) =>
  entries.filter((entry) => (!von || entry.datum >= von) && (!bis || entry.datum <= bis));

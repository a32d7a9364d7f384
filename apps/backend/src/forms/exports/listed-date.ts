import type { Tenant } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import { notFound } from '../../http/errors';
import { venueLine } from '../documents/venue-line';
import { sessionsOf } from '../participants/date-sessions';
import { listedDateRow } from './export-queries';

/** What the participant list's exports say of its date: the offer, when its sessions are, where. */
export interface ListedDate {
  vnr: string;
  titel: string;
  mandant: Tenant;
  beginn: Date;
  /** The sessions in order; a date stored without any is one session from its start to its end. */
  sessions: { beginn: string; ende: string }[];
  /** The place as one line („Lernort, Raum, Adresse, Kreis“), or „Online“. */
  place: string;
  maxPlaetze: number;
}

/** The date `id` as the exports describe it; 404 when there is none. */
export async function listedDate(db: Sql, id: number): Promise<ListedDate> {
  const row = await listedDateRow(db, id);
  if (!row) throw notFound('Diesen Termin gibt es nicht.');
  const stored = sessionsOf(row.sitzungen);
  return {
    vnr: row.vnr,
    titel: row.titel,
    mandant: row.mandant,
    beginn: new Date(row.beginn),
    sessions: stored.length > 0 ? stored : [{ beginn: new Date(row.beginn).toISOString(), ende: new Date(row.ende).toISOString() }],
    place: venueLine(row) ?? 'Online',
    maxPlaetze: row.max_plaetze,
  };
}

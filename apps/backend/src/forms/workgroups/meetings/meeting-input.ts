import { terminFehler, type TerminDaten } from '@fobu/api-contract';
import { invalidInput } from '../../../http/errors';
import { normalised } from '../../dates/date-queries';

/*
 * A meeting's input as a date's row: the date rules that apply to a meeting (in the future,
 * sessions in order, a place or an online link) are the date editor's own (`terminFehler`); the
 * rest is fixed so that nothing of the public booking applies (docs/workgroups.md, "Meetings").
 */

/** What of a meeting's input (the contract's TreffenEingabe, checked) makes its date. */
type MeetingInput = Pick<TerminDaten, 'sitzungen' | 'ort' | 'onlineLink'>;

/** Seats enough for any group: the members are invited, so nobody waits and nobody is turned away. */
const MEETING_SEATS = 10_000;

/** The fields of a date the meeting's input does not have; `closedSince` closes its booking window and cancellation deadline. */
const closedBooking = (closedSince: string) => ({
  minPlaetze: 0,
  maxPlaetze: MEETING_SEATS,
  wartelistePlaetze: 0,
  anmeldebeginn: closedSince,
  anmeldeschluss: closedSince,
  stornofrist: closedSince,
  genehmigungErforderlich: false,
});

/** The date rules that concern a meeting: its time, its sessions and its place (the booking window is not the members'). */
const MEETING_RULE_PATHS = new Set(['beginn', 'ende', 'sitzungen', 'ort']);

/**
 * The meeting's input as a date (normalised), from its first session's start to its last one's end;
 * 400 with the date editor's messages when a rule is broken. `closedSince` is when booking closed: now
 * for a new meeting, the stored instant for a changed one.
 */
export function meetingDate(input: MeetingInput, closedSince: string): TerminDaten {
  const date: TerminDaten = {
    beginn: input.sitzungen[0].beginn,
    ende: input.sitzungen[input.sitzungen.length - 1].ende,
    sitzungen: input.sitzungen,
    ort: input.ort,
    onlineLink: input.onlineLink,
    ...closedBooking(closedSince),
  };
  // The booking window's rules are checked against an open window: a meeting's is closed on purpose.
  const fehler = terminFehler({ ...date, anmeldebeginn: new Date(0).toISOString(), anmeldeschluss: date.beginn, stornofrist: date.beginn });
  const relevant = fehler.filter((f) => MEETING_RULE_PATHS.has(String(f.path[0])));
  if (relevant.length > 0) throw invalidInput(relevant);
  return normalised(date);
}

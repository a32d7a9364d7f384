import type { TerminDaten, Treffen } from '@fobu/api-contract';
import { dateStateRefusal, plansMeetings, RESTING_WORKGROUP_NO_MEETINGS, type OfferActor } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import { conflict } from '../../../http/errors';
import { throwRefusal } from '../../offers/offer-work';
import { cancelDate } from '../../dates/date-cancelling';
import { dateChangeText, span } from '../../dates/date-notifications';
import { insertDate, storedInput, updateDate } from '../../dates/date-queries';
import { visibleWorkgroup, type Workgroup } from '../workgroup-facts';
import { checkChangesWorkgroup, lockMeeting } from './meeting-access';
import { recordWorkgroupStep } from '../workgroup-history';
import { meetingDate } from './meeting-input';
import { inviteMembers, tellInvited } from './meeting-invitations';
import { meetingView } from './meeting-view';

/*
 * Planning, changing and cancelling a group's meetings (docs/workgroups.md, "Meetings"): a
 * meeting is a date of the group's record, written by the date editor's queries; the invited hear
 * of each step, and the group's history keeps it.
 */

/** A meeting's input as the contract's TreffenEingabeSchema gives it, checked. */
type MeetingInput = Pick<TerminDaten, 'sitzungen' | 'ort' | 'onlineLink'> & { thema: string; stunden: number };

const STAFF_VIEW = (actor: OfferActor) => ({ uid: actor.uid, staff: true });

/** The group, if the person may change its meetings. */
async function changeableGroup(sql: Sql, actor: OfferActor, groupId: number): Promise<Workgroup> {
  const group = await visibleWorkgroup(sql, actor, groupId);
  checkChangesWorkgroup(actor, group);
  return group;
}

async function saveTopic(sql: Sql, terminId: number, input: MeetingInput) {
  await sql.query('UPDATE termine SET thema = $2, stunden = $3 WHERE id = $1', [terminId, input.thema, input.stunden]);
}

/** A meeting of the group that has not begun, locked, if the person may change the group's meetings. */
async function lockChangeableMeeting(sql: Sql, actor: OfferActor, groupId: number, terminId: number) {
  const group = await changeableGroup(sql, actor, groupId);
  const termin = await lockMeeting(sql, group, terminId);
  throwRefusal(dateStateRefusal(termin, new Date()));
  return { group, termin };
}

/** When: "Mo., 12.04.2027, 09:00–13:00 Uhr". */
const whenOf = (date: Pick<TerminDaten, 'beginn' | 'ende'>) => span(date.beginn, date.ende);

/** Plans a meeting of an active group and invites every member with an account. */
export function planMeeting(db: Db, actor: OfferActor, groupId: number, input: MeetingInput): Promise<Treffen> {
  return db.tx(async (sql) => {
    const group = await changeableGroup(sql, actor, groupId);
    if (!plansMeetings(group.status)) throw conflict('arbeitsgruppe_ruhend', RESTING_WORKGROUP_NO_MEETINGS);
    const date = meetingDate(input, new Date().toISOString());
    const id = await insertDate(sql, { vnr: group.vnr, mandant: group.mandant }, date, null);
    await saveTopic(sql, id, input);
    await inviteMembers(sql, group, id);
    const topic = input.thema ? ` zum Thema „${input.thema}“` : '';
    await tellInvited(
      sql,
      id,
      ['offen'],
      `Neues Treffen: ${group.titel}`,
      `Die Arbeitsgruppe „${group.titel}“ trifft sich${topic}: ${whenOf(date)}. Bitte sagen Sie im Portal zu oder ab.`,
    );
    await recordWorkgroupStep(sql, group.id, actor, 'treffen_geplant', { terminId: id, beginn: date.beginn, thema: input.thema });
    return meetingView(sql, id, STAFF_VIEW(actor));
  });
}

/** Changes a meeting that has not begun; every invited member hears what changed. */
export function changeMeeting(db: Db, actor: OfferActor, groupId: number, terminId: number, input: MeetingInput): Promise<Treffen> {
  return db.tx(async (sql) => {
    const { group, termin } = await lockChangeableMeeting(sql, actor, groupId, terminId);
    const before = storedInput(termin);
    const after = meetingDate(input, before.anmeldeschluss);
    await updateDate(sql, terminId, group.vnr, after);
    await saveTopic(sql, terminId, input);
    const topicChanged = (termin.thema ?? '') !== input.thema || termin.stunden !== input.stunden;
    const text =
      dateChangeText(group.titel, before, after) ??
      (topicChanged ? `Das Treffen von „${group.titel}“ am ${whenOf(after)} hat sich geändert.` : null);
    if (text) await tellInvited(sql, terminId, ['offen', 'zugesagt', 'abgelehnt'], `Treffen geändert: ${group.titel}`, text);
    await recordWorkgroupStep(sql, group.id, actor, 'treffen_geaendert', { terminId, beginn: after.beginn, thema: input.thema });
    return meetingView(sql, terminId, STAFF_VIEW(actor));
  });
}

/**
 * Cancels a meeting that has not begun: the accepted bookings end as any cancelled date's do
 * (`abgesagt`, told with the reason, date-cancelling.ts); those who have not answered are told too.
 */
export function cancelMeeting(db: Db, actor: OfferActor, groupId: number, terminId: number, grund: string): Promise<Treffen> {
  return db.tx(async (sql) => {
    const { group, termin } = await lockChangeableMeeting(sql, actor, groupId, terminId);
    await cancelDate(sql, termin, actor, grund);
    const when = whenOf(storedInput(termin));
    await tellInvited(
      sql,
      terminId,
      ['offen'],
      `Treffen abgesagt: ${group.titel}`,
      `Das Treffen von „${group.titel}“ am ${when} fällt aus. Grund: ${grund}`,
    );
    await recordWorkgroupStep(sql, group.id, actor, 'treffen_abgesagt', { terminId, beginn: storedInput(termin).beginn, grund });
    return meetingView(sql, terminId, STAFF_VIEW(actor));
  });
}

import type { GruppenNachricht } from '@fobu/api-contract';
import type { OfferActor } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { wants } from '../../../notification/notify';
import { visibleWorkgroup } from '../workgroup-facts';
import { checkChangesWorkgroup } from './meeting-access';
import { recordWorkgroupStep } from '../workgroup-history';

/*
 * A message to every member of a group with an account (docs/workgroups.md, "Meetings"): a
 * notification of the kind `arbeitsgruppe` each, which the mail sweep sends on to those who want
 * e-mail. The participant messages (participant-messages.ts) go to a date's bookings; a group's
 * members need not have booked anything, so this writes to the members.
 */
export function sendGroupMessage(db: Db, actor: OfferActor, groupId: number, message: GruppenNachricht): Promise<{ empfaenger: number }> {
  return db.tx(async (sql) => {
    const group = await visibleWorkgroup(sql, actor, groupId);
    checkChangesWorkgroup(actor, group);
    const told = await sql.query(
      `INSERT INTO benachrichtigungen (uid, titel, text, art)
       SELECT m.uid, $2, $3, 'arbeitsgruppe' FROM arbeitsgruppe_mitglieder m
        WHERE m.gruppe_id = $1 AND m.uid IS NOT NULL AND ${wants('arbeitsgruppe', 'm.uid')}
       RETURNING id`,
      [group.id, `Nachricht der Arbeitsgruppe „${group.titel}“: ${message.betreff}`, message.text],
    );
    await recordWorkgroupStep(sql, group.id, actor, 'nachricht_gesendet', { betreff: message.betreff, empfaenger: told.length });
    return { empfaenger: told.length };
  });
}

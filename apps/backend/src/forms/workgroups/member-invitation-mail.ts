import type { MitgliedEingabe } from '@fobu/api-contract';
import { TENANT_PROFILES, type OfferActor, type Tenant } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import type { Workgroup } from './workgroup-facts';

/**
 * Queues the e-mail that tells a person without an account that they were added to a group: who added
 * them, to which group, and that they see it once they sign in with an account of this address. The
 * mail sweep adds the portal's address and the closing (mail/invitation-outbox.ts).
 */
export async function queueMemberInvitation(
  sql: Sql,
  group: Workgroup,
  actor: OfferActor,
  person: Extract<MitgliedEingabe, { email: string }>,
): Promise<void> {
  const [inviter] = await sql.query<{ name: string }>(`SELECT vorname || ' ' || name AS name FROM users WHERE uid = $1`, [actor.uid]);
  const portal = `Fortbildungsportal des ${TENANT_PROFILES[group.mandant as Tenant].shortName}`;
  const text = [
    `Guten Tag ${person.vorname} ${person.name},`,
    '',
    `${inviter.name} hat Sie als Mitglied in die Arbeitsgruppe „${group.titel}“ im ${portal} aufgenommen.`,
    `Sobald Sie ein Konto im ${portal} mit dieser E-Mail-Adresse haben, melden Sie sich dort an: Ihre Übersicht zeigt Ihnen dann die Arbeitsgruppe, ihre Treffen und Ihre Einladungen.`,
  ].join('\n');
  await sql.query(`INSERT INTO einladungs_emails (mandant, email, betreff, text) VALUES ($1, $2, $3, $4)`, [
    group.mandant,
    person.email,
    `Einladung in die Arbeitsgruppe „${group.titel}“`,
    text,
  ]);
}

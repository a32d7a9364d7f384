import type { DatenschutzStand, DatenschutzVorgang, LoeschantragEingabe } from '@fobu/api-contract';
import { erasureConfirmerOf, isRole, mayConfirmErasure, ROLE_LABELS, type OfferActor } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { conflict, forbidden, notFound } from '../../http/errors';
import { erasePerson } from './erasure';
import { fileRequest, openRequest, privacyCases, settleRequest, type OpenRequest } from './privacy-cases';

/*
 * Erasure on request (Art. 17 DSGVO; docs/people-and-settings.md, "Data protection (DSGVO)"): one
 * of the administration files it with who asked, a second person of the other administration role
 * confirms it (`mayConfirmErasure`), or someone of the administration withdraws it. The callers
 * have checked that the asker handles data protection and that the person is of their tenant.
 */

const NO_OPEN_REQUEST = 'Für diese Person liegt kein offener Löschantrag vor.';

/** Whether `actor` is the second person who may confirm the open request. */
function confirms(request: OpenRequest, actor: OfferActor): boolean {
  const role = request.requester.role;
  return isRole(role) && mayConfirmErasure({ uid: request.requester.uid, role }, actor);
}

/** The person's log, open request, and whether the asker may confirm it. */
export async function privacyState(db: Db, actor: OfferActor, uid: string): Promise<DatenschutzStand> {
  const [vorgaenge, open] = await Promise.all([privacyCases(db, actor.mandant, uid), openRequest(db, actor.mandant, uid)]);
  return { vorgaenge, offenerAntrag: open?.case ?? null, darfBestaetigen: open !== undefined && confirms(open, actor) };
}

/** Files the request; 409 while one is open. */
export async function requestErasure(
  db: Db,
  actor: OfferActor,
  uid: string,
  input: Required<LoeschantragEingabe>,
): Promise<DatenschutzVorgang> {
  const filed = await fileRequest(db, actor, uid, input);
  if (!filed) throw conflict('loeschantrag_offen', 'Für diese Person liegt bereits ein offener Löschantrag vor.');
  return filed;
}

/** Confirms the open request and erases the person, in one transaction; 403 for the requester or a role that may not confirm. */
export async function confirmErasure(db: Db, actor: OfferActor, uid: string): Promise<DatenschutzVorgang> {
  return db.tx(async (sql) => {
    const open = await openRequest(sql, actor.mandant, uid, true);
    if (!open) throw notFound(NO_OPEN_REQUEST);
    if (!confirms(open, actor)) {
      const role = isRole(open.requester.role) ? erasureConfirmerOf(open.requester.role) : null;
      throw forbidden(
        `Eine zweite Person muss die Löschung bestätigen${role ? `: jemand aus der ${ROLE_LABELS[role]}, nicht wer sie beantragt hat` : ''}.`,
      );
    }
    await erasePerson(sql, uid);
    return settleRequest(sql, actor, open.case.id, 'geloescht');
  });
}

/** Withdraws the open request. */
export async function withdrawErasure(db: Db, actor: OfferActor, uid: string): Promise<DatenschutzVorgang> {
  return db.tx(async (sql) => {
    const open = await openRequest(sql, actor.mandant, uid, true);
    if (!open) throw notFound(NO_OPEN_REQUEST);
    return settleRequest(sql, actor, open.case.id, 'zurueckgezogen');
  });
}

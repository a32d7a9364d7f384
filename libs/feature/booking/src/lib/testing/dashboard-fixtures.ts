import { BENACHRICHTIGUNGSARTEN } from '@fobu/api-contract';
import type { LoggedInUser } from '@fobu/auth';

/** A teacher of IQSH, as the dashboard's specs sign in. */
export const teacher: LoggedInUser = {
  uid: 'u-4711',
  email: 'anna.beispiel@schule.test',
  salutation: 'Frau',
  vorname: 'Anna',
  name: 'Beispiel',
  dstnr: '0101010',
  dstnrMitarbeiter: '',
  roles: ['lehrkraft'],
  activeRole: 'lehrkraft',
  mandant: 'iqsh',
};

/** jsdom has no modal dialogs; the portal's dialogs are native ones. Called once by a spec that opens one. */
export function fakeModalDialogs(): void {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** A JSON answer (the screen tests' harness, @fobu/route-testing, is for spec files only). */
const json = (body: unknown) => Response.json(body);

/**
 * The services of a teacher's dashboard: `answer` first, then what a teacher without bookings,
 * workgroups or notifications is told.
 */
export function dashboardServices<Call extends { url: URL }>(answer: (call: Call) => Response | Promise<Response> | undefined) {
  return (call: Call) => {
    const answered = answer(call);
    if (answered) return answered;
    const path = call.url.pathname;
    if (path === '/api/v1/anmeldungen/meine') return json({ items: [] });
    if (path === '/api/v1/benachrichtigungen') return json({ items: [], ungelesen: 0 });
    if (path === '/api/v1/arbeitsgruppen') return json({ items: [], total: 0, page: 1, pageSize: 100 });
    if (path === '/api/v1/bewertungen/offen') return json({ items: [] });
    // The Fortbildungskonto's requests to recognise outside training.
    if (path === '/api/v1/anerkennungen') return json({ items: [] });
    if (path === '/api/v1/abonnement')
      return json({
        email: true,
        // Every kind on but the school heads' approvals: a new kind needs no change here.
        arten: Object.fromEntries(BENACHRICHTIGUNGSARTEN.map((art) => [art, art !== 'genehmigung'])),
      });
    return undefined;
  };
}

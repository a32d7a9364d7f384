import type { Arbeitsgruppe, Treffen } from '@fobu/api-contract';
import type { LoggedInUser } from '@fobu/auth';
import type { GroupScreenModules, RouteComponent } from '@fobu/routing';

/*
 * What the workgroup screens' specs share: the signed-in organiser, the organiser screens with the
 * workgroups as the offer search, a group with a coming and a past meeting, and the request bodies.
 */

/** A call to the fake services, as the harness (`@fobu/route-testing`, for spec files only) hands it to the specs. */
interface ServiceCall {
  readonly method: string;
  readonly url: URL;
  readonly request: Request;
}

const json = (body: unknown) => Response.json(body);

// jsdom has no modal dialogs; the portal's dialogs are native ones.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

export const organiser: LoggedInUser = {
  uid: 'u-1',
  email: '',
  salutation: '',
  vorname: 'Vera',
  name: 'Leitung',
  dstnr: '',
  dstnrMitarbeiter: '',
  roles: ['veranstaltungsleiter', 'qualitaetskontrolle'],
  activeRole: 'veranstaltungsleiter',
  mandant: 'iqsh',
};
export const qualityControl: LoggedInUser = { ...organiser, activeRole: 'qualitaetskontrolle' };

const StandIn = () => null;
/** The organiser screens with `workgroups` (the spec's WorkgroupScreen) as the offer search. */
export const screensWith = (workgroups: RouteComponent): GroupScreenModules<'organiser'> => ({
  vldashboard: { component: StandIn },
  vwdashboard: { component: StandIn },
  qkdashboard: { component: StandIn },
  veranstaltungssuche: { component: workgroups },
  selbstlernkurssuche: { component: StandIn },
  hilfe: { component: StandIn },
  veranstaltungsterminsuche: { component: StandIn },
});

const DAY = 86_400_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

function meeting(id: number, startsIn: number, extra: Partial<Treffen> = {}): Treffen {
  const beginn = at(startsIn);
  const ende = at(startsIn + 3 * 3_600_000);
  return {
    id,
    beginn,
    ende,
    sitzungen: [{ beginn, ende }],
    ort: { name: 'IQSH Kronshagen', adresse: 'Schreberweg 5, 24119 Kronshagen', raum: null, kreis: 'rendsburg-eckernfoerde' },
    onlineLink: null,
    stunden: 3,
    thema: 'Abitur 2027',
    abgesagt: false,
    antworten: { zugesagt: 3, abgelehnt: 1, offen: 2 },
    eigeneAntwort: null,
    eigenerStatus: null,
    ...extra,
  };
}

export const GROUP: Arbeitsgruppe = {
  id: 7,
  titel: 'Fachgruppe Mathematik',
  status: 'aktiv',
  faecher: ['Mathematik'],
  schularten: ['Gymnasium'],
  leitung: [{ uid: 'u-1', name: 'Vera Leitung' }],
  mitglieder: 6,
  naechstesTreffen: meeting(901, 7 * DAY),
  beschreibung: 'Austausch über das Abitur.',
  treffen: [meeting(900, -30 * DAY, { thema: 'Auftakt' }), meeting(901, 7 * DAY)],
  mitglied: false,
  darfAendern: true,
  darfMitgliederSehen: true,
};

/** Answers the group's reads; `more` the changes a test makes. */
export function groupServices(group: Arbeitsgruppe, more: (call: ServiceCall) => Response | undefined = () => undefined) {
  return (call: ServiceCall) => {
    if (call.method === 'GET' && call.url.pathname === `/api/v1/arbeitsgruppen/${group.id}`) return json(group);
    return more(call);
  };
}

export const bodyOf = async (calls: readonly ServiceCall[], method: string, path: string) => {
  const call = calls.find((each) => each.method === method && each.url.pathname === path);
  return call ? ((await call.request.clone().json()) as unknown) : undefined;
};

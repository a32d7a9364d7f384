import * as abruf from './abrufanfrage';
import * as editing from './angebot-bearbeitung';
import * as overview from './arbeitsuebersicht';
import { ApiErrorSchema } from './common';
import * as dienstposten from './dienstposten';
import * as forms from './forms';
import * as inst from './institutions';
import * as kontakt from './kontakt';
import * as figures from './kennzahlen';
import * as notif from './notification';
import * as oauth from './oauth';
import * as dates from './termin-bearbeitung';
import * as people from './teilnehmende';
import * as review from './pruefungen';
import { QrQuerySchema } from './qr';
import * as user from './user-service';
import * as staff from './veranstaltungssuche';
import * as adminOverview from './verwaltungsuebersicht';
import type { z } from './zod';

/** The five services and the scope each token-secured one demands. */
export const SERVICE_NAMES = ['idp', 'forms', 'institutions', 'notification', 'qr'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/**
 * How a call is authorised: `none`; `user` (the user's bearer token, identity provider);
 * `service` (a client-credentials bearer token and `scope`); `service+user` (also
 * `X-User-Authorization: Bearer {user access token}`); `client` (client id and secret in the form body).
 */
export type EndpointAuth = 'none' | 'user' | 'service' | 'service+user' | 'client';

export interface Endpoint {
  service: ServiceName;
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  auth: EndpointAuth;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  form?: z.ZodMiniType;
  response: z.ZodMiniType | 'html' | 'png/svg' | 'csv' | 'ics' | 'pdf' | 'xlsx';
}

const LISTED = [
  {
    service: 'idp',
    method: 'get',
    path: '/oauth/authorize',
    summary: 'Sign-in page (German) listing the demo users',
    auth: 'none',
    query: oauth.AuthorizeQuerySchema,
    response: 'html',
  },
  {
    service: 'idp',
    method: 'post',
    path: '/oauth/authorize',
    summary: 'Sign-in form: checks name and password, then redirects to the client with a code (or shows the page again)',
    auth: 'none',
    form: oauth.SignInFormSchema,
    response: 'html',
  },
  {
    service: 'idp',
    method: 'post',
    path: '/oauth/token',
    summary: 'Token endpoint: authorization_code (PKCE), refresh_token (rotating), client_credentials',
    auth: 'client',
    form: oauth.AuthorizationCodeRequestSchema,
    response: oauth.TokenResponseSchema,
  },
  {
    service: 'idp',
    method: 'get',
    path: '/api/v1/user',
    summary: 'The signed-in user (server user record)',
    auth: 'user',
    query: user.UserQuerySchema,
    response: user.ServerUserRecordSchema,
  },
  {
    service: 'idp',
    method: 'post',
    path: '/api/v1/logout',
    summary: 'Sign out and revoke the tokens',
    auth: 'user',
    body: user.LogoutRequestSchema,
    response: user.LogoutResponseSchema,
  },
  {
    service: 'idp',
    method: 'post',
    path: '/api/v1/activity',
    summary: 'Report activity without requests: keeps a sign-in in the browser from its idle end',
    auth: 'user',
    response: user.ActivityResponseSchema,
  },
  {
    service: 'idp',
    method: 'get',
    path: '/api/v1/userApplicationRole',
    summary: 'Set the active role',
    auth: 'user',
    query: user.UserApplicationRoleQuerySchema,
    response: user.UserApplicationRoleResponseSchema,
  },
  {
    service: 'idp',
    method: 'get',
    path: '/api/v1/public/get_vtyp',
    summary: 'Event type of an event number',
    auth: 'none',
    query: user.GetVtypQuerySchema,
    response: user.GetVtypResponseSchema,
  },

  {
    service: 'forms',
    method: 'post',
    path: '/oauth/token',
    summary: 'Service token (client_credentials, scope serviceformix)',
    auth: 'client',
    form: oauth.ClientCredentialsRequestSchema,
    response: oauth.ClientCredentialsResponseSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/angebote',
    summary: 'Search offers',
    auth: 'service',
    query: forms.AngebotSearchQuerySchema,
    response: forms.AngebotPageSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/angebote/{vnr}',
    summary: 'One offer with its dates',
    auth: 'service',
    response: forms.AngebotDetailSchema,
  },
  {
    service: 'forms',
    method: 'post',
    path: '/api/v1/angebote',
    summary: 'Write a new offer as a draft (organiser, verwaltung, administrator)',
    auth: 'service+user',
    body: editing.AngebotAnlageSchema,
    response: editing.AngebotArbeitsstandSchema,
  },
  {
    service: 'forms',
    method: 'put',
    path: '/api/v1/angebote/{vnr}',
    summary: 'Change an offer against the version read (409 angebot_geaendert if another person changed it since)',
    auth: 'service+user',
    body: editing.AngebotAenderungSchema,
    response: editing.AngebotArbeitsstandSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/angebote/{vnr}/arbeitsstand',
    summary: 'The offer as its staff work on it, with what the asker may do now',
    auth: 'service+user',
    response: editing.AngebotArbeitsstandSchema,
  },
  ...(['einreichen', 'freigeben', 'zurueckgeben'] as const).map(
    (step) =>
      ({
        service: 'forms' as const,
        method: 'post' as const,
        path: `/api/v1/angebote/{vnr}/${step}` as const,
        summary: {
          einreichen: 'Submit an offer for review',
          freigeben: 'Approve and publish an offer (quality control; not who wrote or last changed it)',
          zurueckgeben: 'Send an offer back with a note (quality control)',
        }[step],
        auth: 'service+user',
        body: step === 'zurueckgeben' ? editing.RueckgabeSchema : editing.PruefschrittSchema,
        response: editing.AngebotArbeitsstandSchema,
      }) satisfies Endpoint,
  ),
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/angebote/{vnr}/historie',
    summary: 'Every step of an offer: changes field by field, review notes',
    auth: 'service+user',
    response: editing.HistorieSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/pruefungen',
    summary:
      'Review queue: offers and revisions zur_pruefung, oldest submission first, with whether the asker may approve (quality control)',
    auth: 'service+user',
    query: review.PruefungenQuerySchema,
    response: review.PruefungenPageSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/veranstaltungssuche',
    summary: 'Staff offer search over every state the asker may see (organisers, quality control, administration)',
    auth: 'service+user',
    query: staff.VeranstaltungssucheQuerySchema,
    response: staff.VeranstaltungssuchePageSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/veranstaltungsterminsuche',
    summary: 'Staff date search over every offer state the asker may see, with occupancy',
    auth: 'service+user',
    query: staff.VeranstaltungsterminsucheQuerySchema,
    response: staff.VeranstaltungsterminsuchePageSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/veranstaltungssuche.xlsx',
    summary: 'The staff offer search’s whole result (every page) as an Excel workbook, streamed',
    auth: 'service+user',
    query: staff.VeranstaltungssucheQuerySchema,
    response: 'xlsx',
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/veranstaltungsterminsuche.xlsx',
    summary: 'The staff date search’s whole result (every page) as an Excel workbook, streamed',
    auth: 'service+user',
    query: staff.VeranstaltungsterminsucheQuerySchema,
    response: 'xlsx',
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/arbeitsuebersicht',
    summary: 'Dashboard data of organisers (own offers) and administration (tenant): next dates and the work waiting',
    auth: 'service+user',
    response: overview.ArbeitsuebersichtSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/verwaltungsuebersicht',
    summary:
      'The administrator’s dashboard: offers under review and since when, this week’s dates, dates under their minimum, long waiting lists',
    auth: 'service+user',
    response: adminOverview.VerwaltungsuebersichtSchema,
  },
  {
    service: 'forms',
    method: 'post',
    path: '/api/v1/angebote/{vnr}/uebernehmen',
    summary:
      'Take an archived offer over as a new draft (its content, not its dates or bookings; administrator); answers the draft’s work state',
    auth: 'service+user',
    response: editing.AngebotArbeitsstandSchema,
  },
  {
    service: 'forms',
    method: 'post',
    path: '/api/v1/angebote/{vnr}/kopieren',
    summary:
      'Copy an offer the asker may see as a new draft (its content, not its dates or bookings; whoever writes offers, not an archived one); answers the draft’s work state',
    auth: 'service+user',
    response: editing.AngebotArbeitsstandSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/kennzahlen',
    summary:
      'Controlling’s figures for the asker’s tenant: bookings, utilisation, attendance, cancellations, waiting lists, requests (controlling only)',
    auth: 'service+user',
    query: figures.KennzahlenQuerySchema,
    response: figures.KennzahlenSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/kennzahlen/{kennzahl}.xlsx',
    summary: 'One figure as an Excel workbook, with the same filters (kennzahl: one of KENNZAHL_DATEIEN; controlling only)',
    auth: 'service+user',
    query: figures.KennzahlenQuerySchema,
    response: 'xlsx',
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/dienstposten/uebersicht',
    summary:
      'Dashboard data of a duty post (dienstposten): dates, participation per school and open on-demand requests of its area, as counts',
    auth: 'service+user',
    query: dienstposten.DienstpostenUebersichtQuerySchema,
    response: dienstposten.DienstpostenUebersichtSchema,
  },
  {
    service: 'forms',
    method: 'post',
    path: '/api/v1/angebote/{vnr}/absagen',
    summary: 'Cancel a published offer with a reason, against the version read: its dates ahead are cancelled and everyone booked told',
    auth: 'service+user',
    body: dates.AngebotAbsageSchema,
    response: editing.AngebotArbeitsstandSchema,
  },
  {
    service: 'forms',
    method: 'post',
    path: '/api/v1/angebote/{vnr}/archivieren',
    summary:
      'Archive a published or cancelled offer (administration); 409 termine_ausstehend or anfragen_offen while something is still ahead',
    auth: 'service+user',
    body: editing.PruefschrittSchema,
    response: editing.AngebotArbeitsstandSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/angebote/{vnr}/termine',
    summary: 'Every date of an offer for its staff, with the meeting link, admitted and waiting counts',
    auth: 'service+user',
    response: dates.TerminVerwaltungListSchema,
  },
  {
    service: 'forms',
    method: 'post',
    path: '/api/v1/angebote/{vnr}/termine',
    summary: 'Add a date to an offer (also to a published one, where it is bookable at once)',
    auth: 'service+user',
    body: dates.TerminEingabeSchema,
    response: dates.TerminVerwaltungSchema,
  },
  {
    service: 'forms',
    method: 'put',
    path: '/api/v1/termine/{id}',
    summary:
      'Change a date: never fewer places than admitted (409 plaetze_unter_zugelassen); more places move the waiting list up; a new time or place of a published date is told to everyone booked',
    auth: 'service+user',
    body: dates.TerminEingabeSchema,
    response: dates.TerminVerwaltungSchema,
  },
  {
    service: 'forms',
    method: 'delete',
    path: '/api/v1/termine/{id}',
    summary: 'Delete a date of an offer not yet published that nobody has booked',
    auth: 'service+user',
    response: dates.TerminVerwaltungSchema,
  },
  {
    service: 'forms',
    method: 'post',
    path: '/api/v1/termine/{id}/absagen',
    summary: 'Cancel a date with a reason: every active booking becomes abgesagt and its participant is told the reason',
    auth: 'service+user',
    body: dates.TerminAbsageSchema,
    response: dates.TerminVerwaltungSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/termine',
    summary: 'Search dates',
    auth: 'service',
    query: forms.TerminSearchQuerySchema,
    response: forms.TerminPageSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/filterwerte',
    summary: 'Subjects and programme codes of a tenant’s published offers, for the search filters',
    auth: 'service',
    query: forms.FilterwerteQuerySchema,
    response: forms.FilterwerteSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/termine/{id}',
    summary: 'One date',
    auth: 'service',
    response: forms.TerminSearchItemSchema,
  },
  {
    service: 'forms',
    method: 'post',
    path: '/api/v1/anmeldungen',
    summary: 'Book a date or enrol in a self-learning course',
    auth: 'service+user',
    body: forms.AnmeldungRequestSchema,
    response: forms.AnmeldungSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/anmeldungen/meine',
    summary: 'The signed-in user’s bookings and history',
    auth: 'service+user',
    response: forms.AnmeldungListSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/anmeldungen/meine.ics',
    summary: 'Calendar (RFC 5545) of the dates the user holds or waits for, one event per session',
    auth: 'service+user',
    response: 'ics',
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/anmeldungen/{id}/kalender.ics',
    summary: 'Calendar of one booked date; 409 kein_termin without one',
    auth: 'service+user',
    response: 'ics',
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/anmeldungen/{id}/teilnahmebestaetigung.pdf',
    summary: 'Confirmation of attendance as PDF; 409 keine_teilnahme before attendance is recorded',
    auth: 'service+user',
    response: 'pdf',
  },
  {
    service: 'forms',
    method: 'post',
    path: '/api/v1/anmeldungen/{id}/stornieren',
    summary: 'Cancel one’s own booking before the Stornofrist',
    auth: 'service+user',
    response: forms.AnmeldungSchema,
  },
  {
    service: 'forms',
    method: 'post',
    path: '/api/v1/anmeldungen/{id}/abschliessen',
    summary: 'Finish one’s own self-learning course, where the course leaves that to its participants (selbstabschluss)',
    auth: 'service+user',
    response: forms.AnmeldungSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/genehmigungen',
    summary: 'Bookings of the school’s staff awaiting the school head',
    auth: 'service+user',
    response: people.TeilnehmendeListSchema,
  },
  {
    service: 'forms',
    method: 'post',
    path: '/api/v1/anmeldungen/{id}/genehmigung',
    summary: 'School head approves or rejects a booking',
    auth: 'service+user',
    body: forms.GenehmigungRequestSchema,
    response: forms.AnmeldungSchema,
  },
  {
    service: 'forms',
    method: 'post',
    path: '/api/v1/anmeldungen/{id}/status',
    summary:
      'Organiser or administration admits, removes (abgesagt) or cancels for the person (storniert), or finishes a course; the person is told, with the reason',
    auth: 'service+user',
    body: people.AnmeldungStatusChangeSchema,
    response: forms.AnmeldungSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/termine/{id}/teilnehmende',
    summary: 'Participant list of a date',
    auth: 'service+user',
    response: people.TeilnehmendeListSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/termine/{id}/teilnehmende.csv',
    summary: 'Participant list as CSV for Excel',
    auth: 'service+user',
    response: 'csv',
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/termine/{id}/teilnehmende.xlsx',
    summary: 'Participant list as an Excel workbook (German headers, Excel dates, frozen header, filter), streamed',
    auth: 'service+user',
    response: 'xlsx',
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/termine/{id}/unterschriftenliste.pdf',
    summary: 'Sign-in sheet of a date: the admitted participants with a line to sign, per session',
    auth: 'service+user',
    response: 'pdf',
  },
  {
    service: 'forms',
    method: 'post',
    path: '/api/v1/anmeldungen/{id}/umbuchen',
    summary: 'Move a booking to another date of the same offer with a free seat; the old seat goes to the waiting list',
    auth: 'service+user',
    body: people.UmbuchungRequestSchema,
    response: people.TeilnehmendeSchema,
  },
  {
    service: 'forms',
    method: 'put',
    path: '/api/v1/termine/{id}/anwesenheit',
    summary: 'Record attendance of one session or of all, from the session’s start on; the bookings’ states follow',
    auth: 'service+user',
    body: people.AnwesenheitRequestSchema,
    response: people.TeilnehmendeListSchema,
  },
  {
    service: 'forms',
    method: 'post',
    path: '/api/v1/termine/{id}/nachrichten',
    summary: 'A message from the organiser to chosen participants: a notification, and an e-mail to those who want e-mail',
    auth: 'service+user',
    body: people.NachrichtRequestSchema,
    response: people.NachrichtAntwortSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/anmeldungen/{id}/einlass-code',
    summary: 'The participant’s signed check-in code for their admitted booking (drawn as QR by the QR service)',
    auth: 'service+user',
    response: people.EinlassCodeSchema,
  },
  {
    service: 'forms',
    method: 'post',
    path: '/api/v1/termine/{id}/einlass',
    summary: 'Check-in at the door by code or by name; a resend of the same vorgangId, or a second scan, counts once',
    auth: 'service+user',
    body: people.EinlassRequestSchema,
    response: people.EinlassErgebnisSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/meine-angebote',
    summary: 'The organiser’s own offers',
    auth: 'service+user',
    query: forms.AngebotSearchQuerySchema,
    response: forms.AngebotPageSchema,
  },
  {
    service: 'forms',
    method: 'post',
    path: '/api/v1/abrufanfragen',
    summary: 'School head requests an on-demand offer',
    auth: 'service+user',
    body: abruf.AbrufanfrageRequestSchema,
    response: abruf.AbrufanfrageSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/angebote/{vnr}/schultermine',
    summary: 'An on-demand offer’s dates agreed for the reader’s school',
    auth: 'service+user',
    response: abruf.SchulterminListSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/abrufanfragen',
    summary: 'The requests of the school head’s school',
    auth: 'service+user',
    response: abruf.AbrufanfrageListSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/abrufanfragen/eingang',
    summary: 'Schools’ requests for the organiser’s on-demand offers (administration: all of the tenant)',
    auth: 'service+user',
    query: dates.AbrufanfrageEingangQuerySchema,
    response: dates.AbrufanfrageEingangListSchema,
  },
  {
    service: 'forms',
    method: 'post',
    path: '/api/v1/abrufanfragen/{id}/zusagen',
    summary: 'Agree an on-demand request: a closed date for the school, the school head is told',
    auth: 'service+user',
    body: dates.TerminEingabeSchema,
    response: dates.AbrufanfrageEingangSchema,
  },
  {
    service: 'forms',
    method: 'post',
    path: '/api/v1/abrufanfragen/{id}/ablehnen',
    summary: 'Decline an on-demand request with a reason, which the school head is told',
    auth: 'service+user',
    body: dates.AbrufanfrageAblehnungSchema,
    response: dates.AbrufanfrageEingangSchema,
  },

  {
    service: 'institutions',
    method: 'post',
    path: '/oauth/token',
    summary: 'Service token (scope servicebildungseinrichtungen)',
    auth: 'client',
    form: oauth.ClientCredentialsRequestSchema,
    response: oauth.ClientCredentialsResponseSchema,
  },
  {
    service: 'institutions',
    method: 'get',
    path: '/api/v1/schulen',
    summary: 'Search schools and offices',
    auth: 'service',
    query: inst.SchuleSearchQuerySchema,
    response: inst.SchulePageSchema,
  },
  {
    service: 'institutions',
    method: 'get',
    path: '/api/v1/schulen/{dstnr}',
    summary: 'One school',
    auth: 'service',
    response: inst.SchuleSchema,
  },
  {
    service: 'institutions',
    method: 'get',
    path: '/api/v1/kreise',
    summary: 'The 15 districts',
    auth: 'service',
    response: inst.KreisListSchema,
  },

  {
    service: 'notification',
    method: 'post',
    path: '/oauth/token',
    summary: 'Service token (scope servicenotification)',
    auth: 'client',
    form: oauth.ClientCredentialsRequestSchema,
    response: oauth.ClientCredentialsResponseSchema,
  },
  {
    service: 'notification',
    method: 'get',
    path: '/api/v1/benachrichtigungen',
    summary: 'The user’s notifications',
    auth: 'service+user',
    response: notif.BenachrichtigungListSchema,
  },
  {
    service: 'notification',
    method: 'post',
    path: '/api/v1/benachrichtigungen/{id}/gelesen',
    summary: 'Mark a notification read',
    auth: 'service+user',
    response: notif.BenachrichtigungSchema,
  },
  {
    service: 'notification',
    method: 'get',
    path: '/api/v1/abonnement',
    summary: 'The user’s subscription',
    auth: 'service+user',
    response: notif.AbonnementSchema,
  },
  {
    service: 'notification',
    method: 'put',
    path: '/api/v1/abonnement',
    summary: 'Change the subscription',
    auth: 'service+user',
    body: notif.AbonnementUpdateSchema,
    response: notif.AbonnementSchema,
  },
  {
    service: 'notification',
    method: 'post',
    path: '/api/v1/unsubscribe/{userId}',
    summary: 'Unsubscribe from e-mails by the link’s signed token (no sign-in); the same answer for every id',
    auth: 'service',
    body: notif.UnsubscribeRequestSchema,
    response: notif.UnsubscribeResponseSchema,
  },
  {
    service: 'notification',
    method: 'post',
    path: '/api/v1/kontaktanfragen',
    summary: 'A support request or feedback on the portal (no sign-in); answers a reference number',
    auth: 'service',
    body: kontakt.KontaktanfrageSchema,
    response: kontakt.KontaktanfrageAntwortSchema,
  },

  {
    service: 'qr',
    method: 'get',
    path: '/api/v1/qr',
    summary: 'QR code as PNG or SVG',
    auth: 'none',
    query: QrQuerySchema,
    response: 'png/svg',
  },
] as const satisfies readonly Endpoint[];

/**
 * Every endpoint of the reference back end, the one list of them: the OpenAPI documents, the
 * back end's route check, the input tests and the clients' paths (`endpointPath`) come from it.
 */
export const ENDPOINTS: readonly Endpoint[] = LISTED;
/** One of ENDPOINTS with its service, method and path as literal types. */
export type ListedEndpoint = (typeof LISTED)[number];

export { ApiErrorSchema };

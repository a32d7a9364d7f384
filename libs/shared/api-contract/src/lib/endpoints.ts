import type { z } from 'zod';
import * as abruf from './abrufanfrage';
import * as editing from './angebot-bearbeitung';
import * as overview from './arbeitsuebersicht';
import { ApiErrorSchema } from './common';
import * as forms from './forms';
import * as inst from './institutions';
import * as kontakt from './kontakt';
import * as notif from './notification';
import * as oauth from './oauth';
import * as dates from './termin-bearbeitung';
import * as review from './pruefungen';
import { QrQuerySchema } from './qr';
import * as user from './user-service';
import * as staff from './veranstaltungssuche';

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
  query?: z.ZodType;
  body?: z.ZodType;
  form?: z.ZodType;
  response: z.ZodType | 'html' | 'png/svg' | 'csv' | 'ics' | 'pdf';
}

/** Every endpoint of the reference back end: the OpenAPI document and the tests are built from this. */
export const ENDPOINTS: readonly Endpoint[] = [
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
    (step): Endpoint => ({
      service: 'forms',
      method: 'post',
      path: `/api/v1/angebote/{vnr}/${step}`,
      summary: {
        einreichen: 'Submit an offer for review',
        freigeben: 'Approve and publish an offer (quality control; not who wrote or last changed it)',
        zurueckgeben: 'Send an offer back with a note (quality control)',
      }[step],
      auth: 'service+user',
      body: step === 'zurueckgeben' ? editing.RueckgabeSchema : editing.PruefschrittSchema,
      response: editing.AngebotArbeitsstandSchema,
    }),
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
    path: '/api/v1/arbeitsuebersicht',
    summary: 'Dashboard data of organisers (own offers) and administration (tenant): next dates and the work waiting',
    auth: 'service+user',
    response: overview.ArbeitsuebersichtSchema,
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
    method: 'get',
    path: '/api/v1/genehmigungen',
    summary: 'Bookings of the school’s staff awaiting the school head',
    auth: 'service+user',
    response: forms.TeilnehmendeListSchema,
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
    summary: 'Organiser or administration changes a booking',
    auth: 'service+user',
    body: forms.AnmeldungStatusChangeSchema,
    response: forms.AnmeldungSchema,
  },
  {
    service: 'forms',
    method: 'get',
    path: '/api/v1/termine/{id}/teilnehmende',
    summary: 'Participant list of a date',
    auth: 'service+user',
    response: forms.TeilnehmendeListSchema,
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
    summary: 'Unsubscribe by link (no sign-in)',
    auth: 'service',
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
];

export { ApiErrorSchema };

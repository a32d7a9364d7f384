import { OFFER_WRITER_ROLES } from './offer-lifecycle';
import { personScopeOf } from './people';
import type { Role } from './roles';
import { roleHasScreen } from './screens';
import { speakerAccessOf } from './speakers';

/*
 * The staff's start view (docs/people-and-settings.md, "Start view"): which list the offer search
 * (veranstaltungssuche) opens with when it is entered without params, from the header's navigation
 * or a link to the bare screen. Spec section 4 lands a sign-in on the role's dashboard, so the
 * choice is the search's first list, not the first screen. One rule for the back end that keeps
 * the choice and the settings and route that apply it.
 */

export const START_VIEWS = ['meine-angebote', 'alle-angebote', 'arbeitsgruppen', 'personen', 'referenten'] as const;
export type StartView = (typeof START_VIEWS)[number];

/** What each start view is called in the settings. */
export const START_VIEW_LABELS: Readonly<Record<StartView, string>> = {
  'meine-angebote': 'Meine Angebote',
  'alle-angebote': 'Alle Angebote, die ich sehen darf',
  arbeitsgruppen: 'Arbeitsgruppen',
  personen: 'Personen',
  referenten: 'Referentinnen und Referenten',
};

/** Where the offer search starts without a choice: an organiser with their own offers, everyone else with all they may see. */
export const defaultStartViewOf = (role: Role): StartView => (role === 'veranstaltungsleiter' ? 'meine-angebote' : 'alle-angebote');

/**
 * The start views a role may choose: none without the offer search; their own offers only for the
 * roles that lead offers, the persons and speakers only for the roles that see them.
 */
export function startViewsOf(role: Role): readonly StartView[] {
  if (!roleHasScreen(role, 'veranstaltungssuche')) return [];
  return START_VIEWS.filter((view) => {
    if (view === 'meine-angebote') return OFFER_WRITER_ROLES.includes(role);
    if (view === 'personen') return personScopeOf(role) !== null;
    if (view === 'referenten') return speakerAccessOf(role) !== null;
    return true;
  });
}

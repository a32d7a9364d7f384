import type { Role } from './roles';

/**
 * Every screen of a role branch (spec section 2), with its German title. The route tree,
 * the navigation and the tests are all derived from this table and ROLE_SCREENS below.
 */
export const ROLE_SCREEN_TITLES = {
  dashboard: 'Meine Fortbildungen',
  vldashboard: 'Übersicht Veranstaltungsleitung',
  qkdashboard: 'Übersicht Qualitätskontrolle',
  vwdashboard: 'Übersicht Verwaltung',
  addashboard: 'Übersicht Administration',
  ctdashboard: 'Übersicht Controlling',
  dpdashboard: 'Übersicht Dienstposten',
  rollenwechsel: 'Rolle wechseln',
  veranstaltungstermine: 'Veranstaltungstermine',
  abrufveranstaltungen: 'Abrufveranstaltungen',
  selbstlernkurse: 'Selbstlernkurse',
  veranstaltungssuche: 'Veranstaltungssuche',
  veranstaltungsterminsuche: 'Terminsuche',
  selbstlernkurssuche: 'Selbstlernkurssuche',
  archivsuche: 'Archivsuche',
  hilfe: 'Hilfe',
  support: 'Support',
  datenschutz: 'Datenschutz',
  impressum: 'Impressum',
  unsubscribe: 'Benachrichtigungen abbestellen',
} as const;

export type RoleScreen = keyof typeof ROLE_SCREEN_TITLES;

/** Screens that take a path parameter and are reached by link, not through the navigation. */
export const PARAMETER_SCREENS = ['unsubscribe'] as const satisfies readonly RoleScreen[];

/** The legal and support pages every branch shows; their content is the public one. */
export const LEGAL_SCREENS = ['support', 'datenschutz', 'impressum'] as const;

const BOOKING_SCREENS = [
  'dashboard',
  'rollenwechsel',
  'veranstaltungstermine',
  'abrufveranstaltungen',
  'selbstlernkurse',
  'hilfe',
  ...LEGAL_SCREENS,
] as const;

function organiserScreens<D extends RoleScreen>(dashboard: D) {
  return [
    dashboard,
    'rollenwechsel',
    'veranstaltungssuche',
    'veranstaltungsterminsuche',
    'selbstlernkurssuche',
    'hilfe',
    ...LEGAL_SCREENS,
  ] as const;
}

/** Role → its screens, in navigation order; the first one is the role's dashboard (spec section 2). */
export const ROLE_SCREENS = {
  lehrkraft: BOOKING_SCREENS,
  schulbegleiter: BOOKING_SCREENS,
  mitarbeiter: BOOKING_SCREENS,
  elternvertreter: BOOKING_SCREENS,
  liv: BOOKING_SCREENS,
  schulassistent: BOOKING_SCREENS,
  schulleitung: BOOKING_SCREENS,
  schultraeger: BOOKING_SCREENS,
  sozialmitarbeiter: BOOKING_SCREENS,
  sonstige: BOOKING_SCREENS,
  veranstaltungsleiter: organiserScreens('vldashboard'),
  qualitaetskontrolle: organiserScreens('qkdashboard'),
  verwaltung: organiserScreens('vwdashboard'),
  administrator: [
    'addashboard',
    'rollenwechsel',
    'veranstaltungssuche',
    'veranstaltungsterminsuche',
    'selbstlernkurssuche',
    'archivsuche',
    'hilfe',
    ...LEGAL_SCREENS,
  ],
  controlling: ['ctdashboard', 'rollenwechsel', 'hilfe', ...LEGAL_SCREENS, 'unsubscribe'],
  dienstposten: ['dpdashboard', 'rollenwechsel', ...LEGAL_SCREENS],
} as const satisfies Record<Role, readonly [RoleScreen, ...RoleScreen[]]>;

export type ScreenOfRole<R extends Role> = (typeof ROLE_SCREENS)[R][number];

export function screensOf(role: Role): readonly RoleScreen[] {
  return ROLE_SCREENS[role];
}

export function roleHasScreen(role: Role, screen: RoleScreen): boolean {
  return screensOf(role).includes(screen);
}

/** The dashboard a bare `/{mandant}/{role}` redirects to. */
export function dashboardOf(role: Role): RoleScreen {
  return ROLE_SCREENS[role][0];
}

/**
 * The view of every dashboard that shows the signed-in person's settings (`?ansicht=einstellungen`,
 * docs/people-and-settings.md): the portal's header opens it, and the back end's e-mails link to it.
 */
export const SETTINGS_VIEW = 'einstellungen';

/** The screens a role's navigation lists: everything but the ones reached by link only. */
export function navigationScreensOf(role: Role): readonly RoleScreen[] {
  return screensOf(role).filter((screen) => !(PARAMETER_SCREENS as readonly RoleScreen[]).includes(screen));
}

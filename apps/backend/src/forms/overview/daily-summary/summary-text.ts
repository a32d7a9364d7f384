import { WORK_TO_DO_LABELS, type Arbeitsuebersicht } from '@fobu/api-contract';
import { formatLongDay, ROLE_LABELS, TENANT_PROFILES, type Role, type Tenant } from '@fobu/domain';
import { greeting } from '../../../mail/notification-email';

/** Whom a summary greets and where its links lead. */
export interface SummaryReader {
  readonly salutation: string;
  readonly vorname: string;
  readonly name: string;
  readonly mandant: Tenant;
  readonly rolle: Role;
}

export interface SummaryLinks {
  /** The role's dashboard, whose lists name every entry. */
  readonly dashboard: string;
  /** The same dashboard's settings view, where the summary is switched off. */
  readonly settings: string;
}

const TO_DO = Object.keys(WORK_TO_DO_LABELS) as (keyof typeof WORK_TO_DO_LABELS)[];

/**
 * The daily summary of a work overview as a plain-text e-mail: the lists that hold something to do,
 * each with its number, and the dashboard that names the entries. Undefined when nothing is to do:
 * a summary of nothing every morning would teach its reader to ignore it.
 */
export function summaryText(
  reader: SummaryReader,
  overview: Arbeitsuebersicht,
  links: SummaryLinks,
  day: string,
): { betreff: string; text: string } | undefined {
  const lines = TO_DO.filter((list) => overview[list].anzahl > 0).map((list) => `- ${WORK_TO_DO_LABELS[list]}: ${overview[list].anzahl}`);
  if (lines.length === 0) return undefined;
  const portalName = `Fortbildungsportal des ${TENANT_PROFILES[reader.mandant].shortName}`;
  const whose = overview.umfang === 'eigene' ? 'Ihren Angeboten' : `den Angeboten des ${TENANT_PROFILES[reader.mandant].shortName}`;
  return {
    betreff: `Ihre Arbeitsübersicht für ${formatLongDay(day)}`,
    text: [
      greeting(reader),
      '',
      `zu ${whose} liegt heute an (als ${ROLE_LABELS[reader.rolle]}):`,
      '',
      ...lines,
      '',
      'Die einzelnen Einträge sehen Sie in Ihrer Übersicht:',
      links.dashboard,
      '',
      'Mit freundlichen Grüßen',
      `Ihr ${portalName}`,
      '',
      '-- ',
      `Sie erhalten diese Zusammenfassung, weil Sie sie in Ihren Einstellungen im ${portalName} eingeschaltet haben. Dort schalten Sie sie auch aus:`,
      links.settings,
      '',
    ].join('\n'),
  };
}

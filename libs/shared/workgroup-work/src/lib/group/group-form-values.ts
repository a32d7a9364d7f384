import type { Arbeitsgruppe, ArbeitsgruppeEingabe, Schulart } from '@fobu/api-contract';
import type { LoggedInUser } from '@fobu/auth';
import type { WorkgroupState } from '@fobu/domain';

/** A group's details as the form holds them: the subjects as typed (comma-separated), the leads with their names. */
export interface GroupFormValues {
  readonly titel: string;
  readonly beschreibung: string;
  readonly faecher: string;
  readonly schularten: readonly Schulart[];
  readonly leitung: readonly { uid: string; name: string }[];
  readonly status: WorkgroupState;
}

/** The form of a saved group, or of a new one, which an organiser leads themselves (the administration chooses the lead). */
export function groupFormValues(group: Arbeitsgruppe | undefined, user: LoggedInUser, role: string): GroupFormValues {
  if (group) {
    const { titel, beschreibung, faecher, schularten, leitung, status } = group;
    return { titel, beschreibung, faecher: faecher.join(', '), schularten, leitung, status };
  }
  const self = role === 'veranstaltungsleiter' ? [{ uid: user.uid, name: `${user.vorname} ${user.name}`.trim() }] : [];
  return { titel: '', beschreibung: '', faecher: '', schularten: [], leitung: self, status: 'aktiv' };
}

/** The request the form sends: the subjects split at commas, without empty ones. */
export function groupInput(values: GroupFormValues): ArbeitsgruppeEingabe {
  return {
    titel: values.titel,
    beschreibung: values.beschreibung,
    faecher: values.faecher
      .split(',')
      .map((fach) => fach.trim())
      .filter((fach) => fach !== ''),
    schularten: [...values.schularten],
    leitung: values.leitung.map((lead) => lead.uid),
    status: values.status,
  };
}

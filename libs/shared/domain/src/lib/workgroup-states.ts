/*
 * Kept apart from the workgroups' rules (workgroups.ts), as the offers' states are (offer-states.ts):
 * the route params of the first visit read them.
 */

/** A group's life: it meets (aktiv), pauses (ruhend: no new meetings) or has ended (aufgeloest: read only). Wire and database names. */
export const WORKGROUP_STATES = ['aktiv', 'ruhend', 'aufgeloest'] as const;
export type WorkgroupState = (typeof WORKGROUP_STATES)[number];

export const WORKGROUP_STATE_LABELS: Readonly<Record<WorkgroupState, string>> = {
  aktiv: 'Aktiv',
  ruhend: 'Ruhend',
  aufgeloest: 'Aufgelöst',
};

import type { StateTone, WorkgroupState } from '@fobu/domain';

/** How a group's state badge is coloured (the label carries the meaning). */
export const WORKGROUP_STATE_TONES: Readonly<Record<WorkgroupState, StateTone>> = {
  aktiv: 'confirmed',
  ruhend: 'waiting',
  aufgeloest: 'ended',
};

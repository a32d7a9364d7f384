import type { ReferentEintrag } from '@fobu/api-contract';

/** What the directory says of a speaker's consent to be listed. */
export const listedText = (speaker: Pick<ReferentEintrag, 'gelistet'>) =>
  speaker.gelistet ? 'Im Verzeichnis für alle Veranstaltungsleitungen' : 'Nicht freigegeben: nur für Verwaltung und eigene Angebote';

/** The speaker's topics as one line, or a dash. */
export const topicsText = (speaker: Pick<ReferentEintrag, 'themen'>) => (speaker.themen.length > 0 ? speaker.themen.join(', ') : '–');

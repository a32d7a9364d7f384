import type { KreisKey, Treffen, TreffenEingabe } from '@fobu/api-contract';
import { instantInGermany, isoDayInGermany, timeInGermany } from '@fobu/domain';

/** One session as typed: its day and times, as people in Kiel mean them. */
export interface MeetingSession {
  readonly tag: string;
  readonly von: string;
  readonly bis: string;
}

/** A meeting's fields as typed: its sessions, where (a place or online), the hours it counts as, its topic. */
export interface MeetingFormValues {
  readonly thema: string;
  readonly sitzungen: readonly MeetingSession[];
  readonly online: boolean;
  readonly ortName: string;
  readonly adresse: string;
  readonly raum: string;
  readonly kreis: KreisKey | '';
  readonly onlineLink: string;
  readonly stunden: string;
}

/** A new meeting: one afternoon session, on site, three hours. */
export const NEW_MEETING: MeetingFormValues = {
  thema: '',
  sitzungen: [{ tag: '', von: '14:00', bis: '17:00' }],
  online: false,
  ortName: '',
  adresse: '',
  raum: '',
  kreis: '',
  onlineLink: '',
  stunden: '3',
};

/** The form of a planned meeting, its times in Kiel's. */
export function meetingFormValues(treffen: Treffen): MeetingFormValues {
  return {
    thema: treffen.thema,
    sitzungen: treffen.sitzungen.map(({ beginn, ende }) => ({
      tag: isoDayInGermany(new Date(beginn)),
      von: timeInGermany(new Date(beginn)),
      bis: timeInGermany(new Date(ende)),
    })),
    online: treffen.ort === null,
    ortName: treffen.ort?.name ?? '',
    adresse: treffen.ort?.adresse ?? '',
    raum: treffen.ort?.raum ?? '',
    kreis: treffen.ort?.kreis ?? '',
    onlineLink: treffen.onlineLink ?? '',
    stunden: String(treffen.stunden).replace('.', ','),
  };
}

/** An unfilled day or time is sent as it is, so that the contract's message names it. */
const instant = (tag: string, time: string) => (tag && time ? instantInGermany(tag, time) : '');

/** The request the form sends: on site a place and no link, online a link and no place; hours as a number („1,5“ too). */
export function meetingInput(values: MeetingFormValues): TreffenEingabe {
  const hours = values.stunden.trim().replace(',', '.');
  return {
    thema: values.thema,
    sitzungen: values.sitzungen.map((session) => ({ beginn: instant(session.tag, session.von), ende: instant(session.tag, session.bis) })),
    ort: values.online ? null : { name: values.ortName, adresse: values.adresse, raum: values.raum, kreis: values.kreis as KreisKey },
    onlineLink: values.online ? values.onlineLink.trim() : null,
    stunden: hours === '' ? Number.NaN : Number(hours),
  };
}

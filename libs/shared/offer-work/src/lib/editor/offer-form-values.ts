import type { AngebotInhalt, Format, Vtyp } from '@fobu/api-contract';
import { picksOf, speakerContentOf, type SpeakerPick } from '@fobu/speaker-work/picker';

/** An attachment as typed: its name and the link to the document. */
export interface AttachmentValues {
  readonly name: string;
  readonly url: string;
}

/** The editor's fields as typed: numbers and lists are text until they are checked. */
export interface OfferFormValues {
  readonly titel: string;
  readonly beschreibung: string;
  readonly ziele: string;
  readonly hinweise: string;
  readonly zielgruppen: readonly string[];
  readonly schularten: readonly string[];
  /** Comma-separated, as people list subjects. */
  readonly faecher: string;
  readonly kennzeichen: string;
  readonly format: Format | '';
  readonly umfangStunden: string;
  readonly gebuehr: string;
  /** The speakers picked from the directory (and names from before it), in order. */
  readonly referenten: readonly SpeakerPick[];
  readonly kontakt: string;
  readonly anhaenge: readonly AttachmentValues[];
  /** A self-learning course's: where it is taken, and whether participants finish it themselves. */
  readonly plattformLink: string;
  readonly selbstabschluss: boolean;
}

export const EMPTY_OFFER: OfferFormValues = {
  titel: '',
  beschreibung: '',
  ziele: '',
  hinweise: '',
  zielgruppen: [],
  schularten: [],
  faecher: '',
  kennzeichen: '',
  format: '',
  umfangStunden: '',
  gebuehr: '0',
  referenten: [],
  kontakt: '',
  anhaenge: [],
  plattformLink: '',
  selbstabschluss: false,
};

const listOf = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** "1,5" as people write it in German; an empty field stays missing, so the schema names it. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(/\./g, '').replace(',', '.')));

/**
 * What the schema checks: the typed values as the contract's content (which may still be wrong).
 * An attachment row left empty is no attachment; the platform fields belong to courses only.
 */
export function offerContentOf(values: OfferFormValues, vtyp: Vtyp): Record<keyof AngebotInhalt, unknown> {
  const course = vtyp === 'SLK';
  return {
    titel: values.titel,
    beschreibung: values.beschreibung,
    ziele: values.ziele,
    hinweise: values.hinweise,
    zielgruppen: values.zielgruppen,
    schularten: values.schularten,
    faecher: listOf(values.faecher, /[,;\n]/),
    kennzeichen: listOf(values.kennzeichen, /[,;\s]/),
    format: values.format === '' ? undefined : values.format,
    umfangStunden: numberOf(values.umfangStunden),
    gebuehr: numberOf(values.gebuehr),
    ...speakerContentOf(values.referenten),
    kontakt: values.kontakt,
    anhaenge: values.anhaenge
      .map((attachment) => ({ name: attachment.name.trim(), url: attachment.url.trim() }))
      .filter((attachment) => attachment.name !== '' || attachment.url !== ''),
    plattformLink: course ? values.plattformLink.trim() || null : null,
    selbstabschluss: course && values.selbstabschluss,
  };
}

/** The editor's fields for content read from the server. */
export function offerFormValuesOf(content: AngebotInhalt): OfferFormValues {
  const number = (value: number) => value.toLocaleString('de-DE', { maximumFractionDigits: 2, useGrouping: false });
  return {
    titel: content.titel,
    beschreibung: content.beschreibung,
    ziele: content.ziele,
    hinweise: content.hinweise,
    zielgruppen: content.zielgruppen,
    schularten: content.schularten,
    faecher: content.faecher.join(', '),
    kennzeichen: content.kennzeichen.join(', '),
    format: content.format,
    umfangStunden: number(content.umfangStunden),
    gebuehr: number(content.gebuehr),
    referenten: picksOf(content),
    kontakt: content.kontakt,
    anhaenge: content.anhaenge,
    plattformLink: content.plattformLink ?? '',
    selbstabschluss: content.selbstabschluss,
  };
}

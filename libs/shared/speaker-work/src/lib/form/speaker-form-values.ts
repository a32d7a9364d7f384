import type { ReferentAkte, ReferentEingabe } from '@fobu/api-contract';

/** The speaker form's fields as typed: the topics are one comma-separated text until they are sent. */
export interface SpeakerFormValues {
  readonly name: string;
  readonly titel: string;
  readonly organisation: string;
  readonly themen: string;
  readonly email: string;
  readonly telefon: string;
  readonly gelistet: boolean;
}

/** The form's fields for a saved speaker, or empty ones for a new one. */
export const speakerFormValues = (speaker?: ReferentAkte): SpeakerFormValues => ({
  name: speaker?.name ?? '',
  titel: speaker?.titel ?? '',
  organisation: speaker?.organisation ?? '',
  themen: speaker?.themen.join(', ') ?? '',
  email: speaker?.email ?? '',
  telefon: speaker?.telefon ?? '',
  gelistet: speaker?.gelistet ?? false,
});

/** What the form sends: the topics as a list, an empty address as none. */
export const speakerInputOf = (values: SpeakerFormValues): ReferentEingabe => ({
  name: values.name,
  titel: values.titel,
  organisation: values.organisation,
  themen: values.themen
    .split(/[,;\n]/)
    .map((topic) => topic.trim())
    .filter((topic) => topic !== ''),
  email: values.email.trim() === '' ? null : values.email,
  telefon: values.telefon,
  gelistet: values.gelistet,
});

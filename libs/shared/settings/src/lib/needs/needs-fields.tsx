import { chakra } from '@chakra-ui/react';
import { TEILNAHME_BEDARF_ARTEN, TEILNAHME_BEDARF_LABELS, type TeilnahmeBedarfArt, type TeilnahmeBedarfe } from '@fobu/api-contract';
import { controlStyle, FormField } from '@fobu/content';
import { useId } from 'react';

/** No needs: every kind empty. */
export const NO_NEEDS: TeilnahmeBedarfe = { barrierefreiheit: '', ernaehrung: '', kinderbetreuung: '', sonstiges: '' };

/** What each field is for, so that people know what the organiser can arrange. */
const HINTS: Readonly<Record<TeilnahmeBedarfArt, string>> = {
  barrierefreiheit: 'Zum Beispiel ein stufenloser Zugang, Gebärdensprachdolmetschung oder Unterlagen in großer Schrift.',
  ernaehrung: 'Zum Beispiel vegetarisch, vegan, glutenfrei oder eine Allergie.',
  kinderbetreuung: 'Zum Beispiel wie viele Kinder in welchem Alter betreut werden müssten.',
  sonstiges: 'Was die Veranstaltungsleitung sonst wissen sollte, damit Sie teilnehmen können.',
};

/**
 * The four needs as text fields (docs/people-and-settings.md, "Needs for taking part"): in the
 * settings for the person's own, and in the booking dialog for one booking.
 */
export function NeedsFields({ value, onChange }: { value: TeilnahmeBedarfe; onChange: (needs: TeilnahmeBedarfe) => void }) {
  const id = useId();
  return (
    <>
      {TEILNAHME_BEDARF_ARTEN.map((art) => (
        <FormField key={art} id={`${id}-${art}`} label={TEILNAHME_BEDARF_LABELS[art]} hint={HINTS[art]}>
          {(control) => (
            <chakra.textarea
              {...controlStyle}
              {...control}
              rows={2}
              maxLength={500}
              value={value[art]}
              onChange={(event) => onChange({ ...value, [art]: event.target.value })}
            />
          )}
        </FormField>
      ))}
    </>
  );
}

import { Button, chakra, Flex, Text } from '@chakra-ui/react';
import { referentenSeiteQueryOptions, useServiceClients } from '@fobu/api-clients';
import type { ReferentEintrag } from '@fobu/api-contract';
import { useRoleBranch } from '@fobu/routing';
import { SearchCombobox } from '@fobu/ui/search';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NewSpeakerDialog } from './new-speaker-dialog';
import { movedPick, type SpeakerPick } from './speaker-picks';

const MIN_QUERY = 2;

/** The directory's speakers the writer finds whose name, organisation or topic matches `q` (its first page). */
function useSpeakerMatches(q: string) {
  const { user } = useRoleBranch();
  const query = useQuery({
    ...referentenSeiteQueryOptions(useServiceClients(), user.uid, { q }),
    enabled: q.length >= MIN_QUERY,
  });
  return { items: query.data?.items ?? [], fetching: query.isFetching };
}

interface SpeakerPickerProps {
  /** The id and name that the editor's error summary and its focus on the first error find the field by. */
  readonly id: string;
  /** The field's name for the editor's focus on its first error (`referenten`, or `referentIds` when the numbers were refused). */
  readonly name: string;
  readonly label: string;
  readonly picks: readonly SpeakerPick[];
  readonly error?: string;
  readonly onChange: (picks: SpeakerPick[]) => void;
}

/**
 * An offer's speakers, picked from the directory (a combobox: arrow keys, Enter, Escape) or
 * entered there in place („Neu anlegen“, a dialog); each picked one can be moved up or down (the
 * order the offer's page shows) and removed again. Names from before the directory are kept and
 * marked, until someone replaces them.
 */
export function SpeakerPicker({ id, name, label, picks, error, onChange }: SpeakerPickerProps) {
  const [creating, setCreating] = useState(false);
  // Said by screen readers after a move: the buttons stay where the focus is, the list changes around them.
  const [moved, setMoved] = useState('');
  const move = (index: number, by: -1 | 1) => {
    const next = movedPick(picks, index, by);
    if (next[index] === picks[index]) return;
    onChange(next);
    setMoved(`${picks[index].name} steht jetzt an Stelle ${index + by + 1} von ${picks.length}.`);
  };
  const add = (speaker: Pick<ReferentEintrag, 'id' | 'anzeigename'>) =>
    picks.some((pick) => pick.id === speaker.id) ? undefined : onChange([...picks, { id: speaker.id, name: speaker.anzeigename }]);
  return (
    <chakra.fieldset
      id={id}
      name={name}
      tabIndex={-1}
      border="0"
      p="0"
      m="0"
      mb="5"
      minW="0"
      aria-describedby={error ? `${id}-fehler` : undefined}
    >
      <chakra.legend fontWeight="600" mb="1">
        {label} (freiwillig)
      </chakra.legend>
      {error && (
        <Text id={`${id}-fehler`} color="fg.error" fontWeight="600">
          Fehler: {error}
        </Text>
      )}
      {picks.length === 0 ? (
        <Text color="fg.muted" mb="3">
          Noch niemand ausgewählt.
        </Text>
      ) : (
        <chakra.ul listStyleType="none" m="0" p="0" mb="3" aria-label="Ausgewählt">
          {picks.map((pick, index) => (
            <Flex as="li" key={`${pick.id ?? 'frei'}-${pick.name}`} gap="3" align="center" wrap="wrap" py="1">
              <Text>
                {pick.name}
                {pick.id === null && (
                  <Text as="span" color="fg.muted">
                    {' '}
                    (nicht aus dem Verzeichnis)
                  </Text>
                )}
              </Text>
              {picks.length > 1 && (
                <Flex gap="2">
                  {/* aria-disabled, not disabled: a button that disables itself under the focus would drop it. */}
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    minH="44px"
                    aria-label={`${pick.name} nach oben`}
                    aria-disabled={index === 0 ? true : undefined}
                    onClick={() => move(index, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    minH="44px"
                    aria-label={`${pick.name} nach unten`}
                    aria-disabled={index === picks.length - 1 ? true : undefined}
                    onClick={() => move(index, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                </Flex>
              )}
              <Button
                type="button"
                variant="outline"
                size="sm"
                minH="44px"
                aria-label={`${pick.name} entfernen`}
                onClick={() => onChange(picks.filter((_, i) => i !== index))}
              >
                Entfernen
              </Button>
            </Flex>
          ))}
        </chakra.ul>
      )}
      <Text role="status" srOnly>
        {moved}
      </Text>
      <SearchCombobox
        label="Aus dem Verzeichnis hinzufügen"
        hint="Name, Organisation oder Thema, ab zwei Zeichen."
        useMatches={useSpeakerMatches}
        minLength={MIN_QUERY}
        noun={['Eintrag', 'Einträge']}
        empty="Niemand im Verzeichnis gefunden. Legen Sie die Person neu an."
        optionKey={(speaker) => speaker.id}
        renderOption={(speaker) => (
          <>
            {speaker.anzeigename}
            <Text as="span" display="block" fontSize="sm" color="fg.muted">
              {[speaker.organisation, speaker.themen.join(', ')].filter(Boolean).join(' · ') || 'Ohne weitere Angaben'}
            </Text>
          </>
        )}
        onPick={add}
      />
      <Button type="button" variant="outline" minH="44px" onClick={() => setCreating(true)}>
        Neu anlegen
      </Button>
      {creating && (
        <NewSpeakerDialog
          onCreated={(speaker) => {
            add(speaker);
            setCreating(false);
          }}
          onCancel={() => setCreating(false)}
        />
      )}
    </chakra.fieldset>
  );
}

import { Box, Stack, Text } from '@chakra-ui/react';
import { historieQueryOptions, useServiceClients } from '@fobu/api-clients';
import type { HistorieEintrag } from '@fobu/api-contract';
import { ROLE_LABELS, formatMoment } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DataSection } from './data-section';
import { historyChangeText, historyDateName } from './history-text';

/** Each step of the history in a few words. */
const ACTION_LABELS: Readonly<Record<HistorieEintrag['aktion'], string>> = {
  angelegt: 'Angelegt',
  geaendert: 'Geändert',
  einreichen: 'Zur Prüfung eingereicht',
  freigeben: 'Freigegeben',
  zurueckgeben: 'Zurückgegeben',
  absagen: 'Abgesagt',
  archivieren: 'Archiviert',
  termin_angelegt: 'Termin angelegt',
  termin_geaendert: 'Termin geändert',
  termin_abgesagt: 'Termin abgesagt',
  termin_geloescht: 'Termin gelöscht',
  uebernommen_aus: 'Als neuer Entwurf übernommen',
  uebernommen: 'Als neues Angebot übernommen',
};

/** Who took the step: a person in their role, or the portal itself (the archive sweep). */
const actorText = (item: HistorieEintrag) =>
  item.person ? `${item.person.name}${item.rolle ? ` (${ROLE_LABELS[item.rolle]})` : ''}` : 'vom Portal, ohne Person';

/** The offer's history, newest first: who did what when, which fields changed from what to what, and the notes. */
export function OfferHistory({ vnr }: { vnr: string }) {
  return (
    <DataSection id="verlauf" title="Verlauf" what="den Verlauf" rows={3}>
      <HistoryEntries vnr={vnr} />
    </DataSection>
  );
}

function HistoryEntries({ vnr }: { vnr: string }) {
  const { user } = useRoleBranch();
  const { data } = useSuspenseQuery(historieQueryOptions(useServiceClients(), user.uid, vnr));
  return data.items.length === 0 ? (
    <Text color="fg.muted">Noch keine Einträge: Das Angebot stammt aus der Zeit vor dem Verlauf.</Text>
  ) : (
    <Stack as="ol" listStyleType="none" p="0" m="0" gap="4">
      {[...data.items].reverse().map((item, index) => (
        <Box as="li" key={`${item.am}-${index}`} borderLeftWidth="3px" borderColor="border.emphasized" ps="4">
          <Text fontWeight="600">
            {item.person ? ACTION_LABELS[item.aktion] : `Automatisch ${ACTION_LABELS[item.aktion].toLowerCase()}`}
            {historyDateName(item) ? ` (${historyDateName(item)})` : ''}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatMoment(item.am)} · {actorText(item)}
          </Text>
          {item.notiz && (
            <Text mt="1" whiteSpace="pre-line">
              „{item.notiz}“
            </Text>
          )}
          {item.aenderungen.length > 0 && (
            <Box as="ul" mt="1" ps="5" fontSize="sm" listStyleType="disc">
              {item.aenderungen.map((change) => (
                <li key={change.feld}>{historyChangeText(item, change)}</li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}

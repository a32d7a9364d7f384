import { trainingRecordDownload, serviceErrorMessage, useServiceClients } from '@fobu/api-clients';
import type { FortbildungskontoZeitraum } from '@fobu/api-contract';
import { DownloadButton } from '@fobu/ui/download';
import { DateFilter } from '@fobu/ui/search';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

const FALLBACK = 'Der Fortbildungsnachweis konnte nicht geladen werden. Bitte versuchen Sie es erneut.';

/** The record of a chosen period (empty: all) as a Fortbildungsnachweis (PDF) or a spreadsheet. */
export function RecordDownloads() {
  const load = useServiceClients();
  const [period, setPeriod] = useState<FortbildungskontoZeitraum>({});
  const reversed = Boolean(period.von && period.bis && period.bis < period.von);
  const errorMessage = (error: unknown) => serviceErrorMessage(error, FALLBACK) ?? FALLBACK;
  return (
    <fieldset>
      <legend>Zeitraum des Nachweises</legend>
      <Text fontSize="sm" color="fg.muted" mb="2">
        Ohne Angabe enthält der Nachweis alle Fortbildungen.
      </Text>
      <Stack gap="4">
        <HStack gap="4" wrap="wrap" align="end">
          <DateFilter label="Von" value={period.von} onChange={(von) => setPeriod((now) => ({ ...now, von }))} />
          <DateFilter label="Bis" value={period.bis} min={period.von} onChange={(bis) => setPeriod((now) => ({ ...now, bis }))} />
        </HStack>
        {reversed ? (
          <Text role="alert" color="fg.error">
            Das Ende des Zeitraums liegt vor seinem Anfang. Bitte prüfen Sie die Daten.
          </Text>
        ) : (
          <HStack gap="4" wrap="wrap" align="start">
            <DownloadButton
              label="Fortbildungsnachweis (PDF)"
              download={trainingRecordDownload(load, 'pdf', period)}
              errorMessage={errorMessage}
            />
            <DownloadButton
              label="Als Tabelle (.xlsx)"
              download={trainingRecordDownload(load, 'xlsx', period)}
              errorMessage={errorMessage}
            />
          </HStack>
        )}
      </Stack>
    </fieldset>
  );
}

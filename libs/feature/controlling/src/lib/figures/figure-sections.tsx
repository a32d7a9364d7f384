import { formatGermanNumber } from '@fobu/domain';
import { Stack } from '@chakra-ui/react';
import { useServiceClients, kennzahlenQueryOptions } from '@fobu/api-clients';
import { KENNZAHL_LABELS, KENNZAHLEN_ANGEBOTE_LIMIT, type KennzahlenQuery } from '@fobu/api-contract';
import { useRoleBranch } from '@fobu/routing';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Figure, Section } from './figure-section';
import { EvaluationFigureSections } from './evaluation-figure-sections';
import { WorkgroupFigureSections } from './workgroup-figure-sections';
import {
  attendanceRows,
  bookingRows,
  cancellationRows,
  formatPercent,
  noShowSummary,
  requestRows,
  utilisationRows,
  utilisationSummary,
  waitingListRows,
} from './figure-rows';

const NO_DATES = 'Im gewählten Zeitraum beginnen keine Termine, die zu den Filtern passen.';
const UTILISATION = [{ key: 'auslastung', label: 'Auslastung' }] as const;
const UTILISATION_CATEGORY = (label: string) => ({ key: 'label', label }) as const;
const MONTH = { key: 'monat', label: KENNZAHL_LABELS.monat } as const;
const BOOKING_SERIES = [
  { key: 'anmeldungen', label: KENNZAHL_LABELS.anmeldungen },
  { key: 'storniert', label: KENNZAHL_LABELS.storniert },
  { key: 'abgesagt', label: KENNZAHL_LABELS.abgesagt },
] as const;

/** Every figure of the period as a chart with its table and download; read with suspense (the screen's DataBoundary waits). */
export function FigureSections({ query, stale }: { query: KennzahlenQuery; stale: boolean }) {
  const { user } = useRoleBranch();
  const { data } = useSuspenseQuery(kennzahlenQueryOptions(useServiceClients(), user.uid, query));
  const utilisation = utilisationRows(data.auslastung);
  const anyDates = data.auslastung.gesamt.termine > 0;
  const panel = { query } as const;
  return (
    <Stack gap="14" opacity={stale ? 0.6 : 1} transition="opacity 0.2s" aria-busy={stale}>
      <Section
        title="Anmeldungen"
        lead="Anmeldungen zu den Terminen des Zeitraums nach dem Monat des Termins, Einschreibungen in Selbstlernkurse nach dem Monat der Einschreibung."
      >
        <Figure
          {...panel}
          line
          file="anmeldungen"
          title="Anmeldungen je Monat"
          summary="Storniert: von der teilnehmenden Person zurückgezogen. Abgesagt: von der Veranstaltungsleitung oder Verwaltung."
          data={bookingRows(data)}
          category={MONTH}
          series={BOOKING_SERIES}
        />
      </Section>

      <Section title="Auslastung" lead={anyDates ? utilisationSummary(data.auslastung.gesamt) : NO_DATES}>
        {(
          [
            ['auslastung-kreise', 'Auslastung je Kreis', 'Kreis', utilisation.kreise],
            ['auslastung-faecher', 'Auslastung je Fach', 'Fach', utilisation.faecher],
            ['auslastung-schularten', 'Auslastung je Schulart', 'Schulart', utilisation.schularten],
            [
              'auslastung-angebote',
              `Auslastung der ${Math.min(KENNZAHLEN_ANGEBOTE_LIMIT, data.auslastung.jeAngebot.anzahl)} Angebote mit den meisten Plätzen`,
              'Angebot',
              utilisation.angebote,
            ],
          ] as const
        ).map(([file, title, category, rows]) => (
          <Figure
            key={file}
            {...panel}
            file={file}
            title={title}
            empty={rows.length === 0 ? NO_DATES : undefined}
            summary={
              file === 'auslastung-angebote' && data.auslastung.jeAngebot.anzahl > KENNZAHLEN_ANGEBOTE_LIMIT
                ? `Alle ${formatGermanNumber(data.auslastung.jeAngebot.anzahl)} Angebote des Zeitraums stehen in der Excel-Datei.`
                : undefined
            }
            data={rows}
            category={UTILISATION_CATEGORY(category)}
            series={UTILISATION}
            formatValue={formatPercent}
          />
        ))}
      </Section>

      <Section title="Teilnahme" lead="Termine des Zeitraums, die schon vorbei sind, nach dem Monat ihres Beginns.">
        <Figure
          {...panel}
          file="teilnahme"
          title="Teilnahme je Monat"
          empty={data.teilnahme.length === 0 ? 'Im gewählten Zeitraum ist noch kein Termin vorbei.' : undefined}
          summary={noShowSummary(data.teilnahme)}
          data={attendanceRows(data)}
          category={MONTH}
          series={[
            { key: 'teilgenommen', label: KENNZAHL_LABELS.teilgenommen },
            { key: 'entschuldigt', label: KENNZAHL_LABELS.entschuldigt },
            { key: 'nichtErschienen', label: KENNZAHL_LABELS.nichtErschienen },
            { key: 'offen', label: KENNZAHL_LABELS.offen },
          ]}
        />
      </Section>

      <Section
        title="Stornierungen und Absagen"
        lead="Dieselben Anmeldungen nach Angebotsart, und wie viele davon storniert oder abgesagt wurden."
      >
        <Figure
          {...panel}
          file="stornierungen"
          title="Stornierungen und Absagen je Angebotsart"
          empty={
            data.stornierungen.length === 0 ? 'Im gewählten Zeitraum gibt es keine Anmeldungen, die zu den Filtern passen.' : undefined
          }
          data={cancellationRows(data)}
          category={{ key: 'art', label: KENNZAHL_LABELS.vtyp }}
          series={BOOKING_SERIES}
        />
      </Section>

      <Section
        title="Wartelisten und Nachrücken"
        lead="Termine des Zeitraums nach dem Monat ihres Beginns: wer noch wartet, wer von der Warteliste einen Platz bekam und wer keinen."
      >
        <Figure
          {...panel}
          file="wartelisten"
          title="Wartelisten je Monat"
          empty={data.wartelisten.length === 0 ? NO_DATES : undefined}
          data={waitingListRows(data)}
          category={MONTH}
          series={[
            { key: 'warteliste', label: KENNZAHL_LABELS.warteliste },
            { key: 'nachgerueckt', label: KENNZAHL_LABELS.nachgerueckt },
            { key: 'nichtZugelassen', label: KENNZAHL_LABELS.nichtZugelassen },
          ]}
        />
      </Section>

      <Section
        title="Abrufanfragen"
        lead="Anfragen von Schulen nach Abrufveranstaltungen im Zeitraum, nach dem Kreis der anfragenden Schule."
      >
        <Figure
          {...panel}
          file="abrufanfragen"
          title="Abrufanfragen je Kreis"
          empty={data.abrufanfragen.length === 0 ? 'Im gewählten Zeitraum hat keine Schule ein Angebot angefragt.' : undefined}
          data={requestRows(data)}
          category={{ key: 'kreis', label: 'Kreis der Schule' }}
          series={[
            { key: 'angefragt', label: 'Offen' },
            { key: 'terminiert', label: KENNZAHL_LABELS.terminiert },
            { key: 'abgelehnt', label: KENNZAHL_LABELS.abgelehnt },
          ]}
        />
      </Section>

      {data.arbeitsgruppen && <WorkgroupFigureSections figures={data.arbeitsgruppen} query={query} />}
      <EvaluationFigureSections query={query} />
    </Stack>
  );
}

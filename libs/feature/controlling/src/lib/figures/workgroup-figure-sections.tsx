import { KENNZAHL_LABELS, type ArbeitsgruppenKennzahlen, type KennzahlenQuery } from '@fobu/api-contract';
import { Figure, Section } from './figure-section';
import { groupStateRows, groupSummary, meetingRows, memberHoursByDistrict, memberHoursBySubject } from './workgroup-figure-rows';

const NO_GROUPS = 'Im gewählten Zeitraum gab es in Ihrem Mandanten keine Arbeitsgruppe.';
const NO_ATTENDANCE = 'Im gewählten Zeitraum ist keine Teilnahme an einem Treffen erfasst, die zu den Filtern passt.';
const BY_DISTRICT = 'Stunden der gehaltenen Treffen, an denen Mitglieder teilgenommen haben, nach dem Kreis ihrer Schule.';
const BY_SUBJECT = 'Eine Arbeitsgruppe mit mehreren Fächern zählt ihre Stunden bei jedem ihrer Fächer.';
const MEMBER_HOURS = [
  { key: 'mitglieder', label: KENNZAHL_LABELS.mitglieder },
  { key: 'teilnahmen', label: KENNZAHL_LABELS.teilnahmen },
  { key: 'stunden', label: KENNZAHL_LABELS.stunden },
] as const;

/**
 * The workgroups' figures (docs/controlling.md, "Workgroups"): groups by state, meetings held, and
 * member-hours by district and subject. Counts and hours only: no member and no group is named.
 */
export function WorkgroupFigureSections({ figures, query }: { figures: ArbeitsgruppenKennzahlen; query: KennzahlenQuery }) {
  const summary = groupSummary(figures);
  return (
    <Section
      title="Arbeitsgruppen"
      lead={`${summary ?? NO_GROUPS} Die Angebotsart gilt hier nicht: Treffen von Arbeitsgruppen sind keine Angebote und zählen oben nicht mit.`}
    >
      <Figure
        query={query}
        file="arbeitsgruppen"
        title="Arbeitsgruppen je Status"
        empty={summary ? undefined : NO_GROUPS}
        data={groupStateRows(figures)}
        category={{ key: 'status', label: 'Status' }}
        series={[{ key: 'gruppen', label: KENNZAHL_LABELS.gruppen }]}
      />
      <Figure
        query={query}
        file="arbeitsgruppen-treffen"
        title="Treffen je Monat"
        summary="Gehalten: vorbei und nicht abgesagt. Geplante Treffen zählen erst, wenn sie vorbei sind."
        empty={figures.treffenJeMonat.length === 0 ? 'Im gewählten Zeitraum gibt es keine Treffen, die zu den Filtern passen.' : undefined}
        data={meetingRows(figures)}
        category={{ key: 'monat', label: KENNZAHL_LABELS.monat }}
        series={[
          { key: 'gehalten', label: KENNZAHL_LABELS.gehalten },
          { key: 'abgesagt', label: KENNZAHL_LABELS.abgesagt },
        ]}
      />
      {(
        [
          ['arbeitsgruppen-kreise', 'Mitgliederstunden je Kreis', 'Kreis der Schule', memberHoursByDistrict(figures), BY_DISTRICT],
          ['arbeitsgruppen-faecher', 'Mitgliederstunden je Fach', 'Fach', memberHoursBySubject(figures), BY_SUBJECT],
        ] as const
      ).map(([file, title, category, rows, summary]) => (
        <Figure
          key={file}
          query={query}
          file={file}
          title={title}
          summary={summary}
          empty={rows.length === 0 ? NO_ATTENDANCE : undefined}
          data={rows}
          category={{ key: 'name', label: category }}
          series={MEMBER_HOURS}
        />
      ))}
    </Section>
  );
}

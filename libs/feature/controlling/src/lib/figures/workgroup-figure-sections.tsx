import type { ComponentProps } from 'react';
import { KENNZAHL_LABELS, type ArbeitsgruppenKennzahlen, type KennzahlenQuery } from '@fobu/api-contract';
import { Figure, Section } from './figure-section';
import {
  groupStateRows,
  groupSummary,
  meetingRows,
  memberHoursByDistrict,
  memberHoursBySubject,
  type MemberHoursRow,
} from './workgroup-figure-rows';

const NO_GROUPS = 'Im gewählten Zeitraum gab es in Ihrem Mandanten keine Arbeitsgruppe.';
const NO_ATTENDANCE = 'Im gewählten Zeitraum ist keine Teilnahme an einem Treffen erfasst, die zu den Filtern passt.';
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
      <MemberHoursFigure
        query={query}
        file="arbeitsgruppen-kreise"
        title="Mitgliederstunden je Kreis"
        summary="Stunden der gehaltenen Treffen, an denen Mitglieder teilgenommen haben, nach dem Kreis ihrer Schule."
        data={memberHoursByDistrict(figures)}
        category="Kreis der Schule"
      />
      <MemberHoursFigure
        query={query}
        file="arbeitsgruppen-faecher"
        title="Mitgliederstunden je Fach"
        summary="Eine Arbeitsgruppe mit mehreren Fächern zählt ihre Stunden bei jedem ihrer Fächer."
        data={memberHoursBySubject(figures)}
        category="Fach"
      />
    </Section>
  );
}

type MemberHoursProps = Omit<ComponentProps<typeof Figure<MemberHoursRow>>, 'series' | 'empty' | 'category'> & {
  readonly category: string;
};

/** Members, attendances and hours of one breakdown; a sentence when nobody attended. */
function MemberHoursFigure({ category, ...figure }: MemberHoursProps) {
  return (
    <Figure
      {...figure}
      category={{ key: 'name', label: category }}
      empty={figure.data.length === 0 ? NO_ATTENDANCE : undefined}
      series={MEMBER_HOURS}
    />
  );
}

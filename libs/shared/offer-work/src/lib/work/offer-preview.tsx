import { Box, Heading, Text } from '@chakra-ui/react';
import { staffAngebotQueryOptions, useServiceClients } from '@fobu/api-clients';
import { VTYP_LABELS, type AngebotDetail, type AngebotInhalt, type Vtyp } from '@fobu/api-contract';
import { OfferContent } from '@fobu/catalogue';
import { useRoleBranch } from '@fobu/routing';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

const NO_ACTIONS = {};
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const listOf = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export interface OfferPreviewProps {
  /** The content as typed or saved; the preview shows it even while a field is still wrong. */
  readonly content: Readonly<Record<keyof AngebotInhalt, unknown>>;
  readonly vnr?: string;
  readonly vtyp: Vtyp;
  /** Who leads a new offer (the writer); a saved one's leader and dates come from the service. */
  readonly leitung?: { readonly uid: string; readonly vorname?: string; readonly name?: string };
}

/**
 * The offer exactly as participants will see it: the catalogue's own view of an offer, filled with
 * the content under work and, for a saved offer, its dates and leader as the service has them.
 */
export function OfferPreview({ content, vnr, vtyp, leitung }: OfferPreviewProps) {
  const { tenant, user } = useRoleBranch();
  const saved = useQuery({ ...staffAngebotQueryOptions(useServiceClients(), user.uid, vnr ?? ''), enabled: vnr !== undefined });
  const headingId = useId();
  const offer: AngebotDetail = {
    vnr: vnr ?? 'neu',
    mandant: tenant,
    vtyp,
    titel: textOf(content.titel) || 'Ohne Titel',
    format: (content.format as AngebotDetail['format'] | undefined) ?? 'praesenz',
    umfangStunden: numberOf(content.umfangStunden),
    gebuehr: numberOf(content.gebuehr),
    status: 'veroeffentlicht',
    schularten: listOf(content.schularten) as AngebotDetail['schularten'],
    faecher: listOf(content.faecher),
    kennzeichen: listOf(content.kennzeichen),
    naechsterTermin: null,
    veroeffentlichtAm: null,
    beschreibung: textOf(content.beschreibung),
    ziele: textOf(content.ziele),
    hinweise: textOf(content.hinweise),
    zielgruppen: listOf(content.zielgruppen),
    veranstaltungsleitung: saved.data?.veranstaltungsleitung ?? [
      { uid: leitung?.uid ?? '', name: [leitung?.vorname, leitung?.name].filter(Boolean).join(' ') },
    ],
    referenten: listOf(content.referenten),
    kontakt: textOf(content.kontakt),
    anhaenge: Array.isArray(content.anhaenge) ? (content.anhaenge as AngebotDetail['anhaenge']) : [],
    // Participants see the course's link only once enrolled, so the preview, like the catalogue, does not.
    plattformLink: null,
    selbstabschluss: content.selbstabschluss === true,
    termine: saved.data?.termine ?? [],
  };
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      borderRadius="md"
      p={{ base: '4', md: '6' }}
    >
      <Text id={headingId} fontSize="sm" fontWeight="600" color="fg.muted" textTransform="uppercase" letterSpacing="wide" mb="2">
        Vorschau – so sehen Teilnehmende das Angebot
      </Text>
      <Heading as="h2" size={{ base: 'xl', md: '2xl' }} mb="2">
        {offer.titel}
      </Heading>
      <Text color="fg.muted" mb="6">
        {VTYP_LABELS[vtyp]}
        {vnr ? ` · Veranstaltungsnummer ${vnr}` : ''}
      </Text>
      <OfferContent offer={offer} actions={NO_ACTIONS} />
    </Box>
  );
}

import { KREISE, KREIS_KEYS, type KreisKey } from '@fobu/api-contract';
import type { Tenant } from '@fobu/domain';
import { insertRows } from '../db/bulk';
import type { Sql } from '@fobu/server-sql';

/*
 * The offices with a duty post and the districts each covers (docs/domain-model.md, "Duty posts"):
 * the school authority (Schulamt) of every Kreis and kreisfreie Stadt and the ministry for the IQSH's
 * general schools; the SHIBB's school supervision of the vocational schools, by region and as a whole.
 */

export interface DienststelleRow {
  dstnr: string;
  name: string;
  mandant: Tenant;
  kreise: KreisKey[];
}

/** „Schulamt des Kreises Plön“, „Schulamt der Landeshauptstadt Kiel“: how the offices call themselves. */
const SCHULAMT_CITIES: Partial<Record<KreisKey, string>> = {
  flensburg: 'Schulamt der Stadt Flensburg',
  kiel: 'Schulamt der Landeshauptstadt Kiel',
  luebeck: 'Schulamt der Hansestadt Lübeck',
  neumuenster: 'Schulamt der Stadt Neumünster',
};

/** The Schulamt of a district: `03` and the district's number as the schools have it (`01KK…`). */
const schulamtNumber = (index: number) => `03${String(index + 1).padStart(2, '0')}000`;

const SHIBB_REGIONS: { name: string; kreise: KreisKey[] }[] = [
  { name: 'Nord', kreise: ['flensburg', 'nordfriesland', 'schleswig-flensburg'] },
  { name: 'Mitte', kreise: ['kiel', 'neumuenster', 'ploen', 'rendsburg-eckernfoerde'] },
  { name: 'West', kreise: ['dithmarschen', 'pinneberg', 'steinburg'] },
  { name: 'Südost', kreise: ['herzogtum-lauenburg', 'luebeck', 'ostholstein', 'segeberg', 'stormarn'] },
];

const SCHULAEMTER: DienststelleRow[] = KREISE.map((kreis, index) => ({
  dstnr: schulamtNumber(index),
  name: SCHULAMT_CITIES[kreis.key] ?? `Schulamt des Kreises ${kreis.name}`,
  mandant: 'iqsh',
  kreise: [kreis.key],
}));

const SHIBB_SUPERVISION: DienststelleRow[] = SHIBB_REGIONS.map((region, index) => ({
  dstnr: `04${String(index + 1).padStart(2, '0')}000`,
  name: `SHIBB – Schulaufsicht berufsbildende Schulen, Region ${region.name}`,
  mandant: 'shibb',
  kreise: region.kreise,
}));

export const DIENSTSTELLEN: readonly DienststelleRow[] = [
  ...SCHULAEMTER,
  {
    dstnr: '9100001',
    name: 'Ministerium für Allgemeine und Berufliche Bildung, Wissenschaft, Forschung und Kultur des Landes Schleswig-Holstein',
    mandant: 'iqsh',
    kreise: [...KREIS_KEYS],
  },
  ...SHIBB_SUPERVISION,
  {
    dstnr: '9100002',
    name: 'Schleswig-Holsteinisches Institut für Berufliche Bildung – Geschäftsstelle',
    mandant: 'shibb',
    kreise: [...KREIS_KEYS],
  },
];

/** The demo duty posts' offices: the Schulamt of Kiel, the SHIBB's region around Kiel (where the demo schools are). */
export const DEMO_DIENSTSTELLE: Record<Tenant, DienststelleRow> = {
  iqsh: SCHULAEMTER[KREIS_KEYS.indexOf('kiel')],
  shibb: SHIBB_SUPERVISION[SHIBB_REGIONS.findIndex((region) => region.kreise.includes('kiel'))],
};

export async function insertDienststellen(sql: Sql, offices: readonly DienststelleRow[]): Promise<void> {
  await insertRows(
    sql,
    'dienststellen',
    ['dstnr', 'name', 'mandant', 'kreise'],
    offices.map((office) => [office.dstnr, office.name, office.mandant, office.kreise]),
  );
}

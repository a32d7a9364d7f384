import type { Tenant } from '@fobu/domain';
import { KREISE, type Schulart } from '@fobu/api-contract';
import type { Sql } from '@fobu/server-sql';
import type { Random } from './seed-random';
import { insertSchools, type UserRow } from './seed-rows';
import * as words from './seed-data';

/** A school as drawn, before its address and head are known. */
export interface SeedSchool {
  dstnr: string;
  name: string;
  schulart: Schulart;
  kreis: string;
  ort: string;
  mandant: Tenant;
}

/** Draws the schools: general schools for the IQSH, vocational schools for the SHIBB, in every district. */
export function drawSchools(rnd: Random): SeedSchool[] {
  const schools: SeedSchool[] = [];
  KREISE.forEach((kreis, k) => {
    const orte = words.ORTE[kreis.key];
    const general: Schulart[] = ['Grundschule', 'Grundschule', 'Gemeinschaftsschule', 'Gemeinschaftsschule', 'Gymnasium', 'Förderzentrum'];
    general.concat(rnd.sample(general, rnd.int(2, 4))).forEach((schulart, i) => {
      const ort = orte[i % orte.length];
      const stem = rnd.pick(words.SCHULNAMEN);
      const name =
        schulart === 'Förderzentrum'
          ? `Förderzentrum ${ort}`
          : `${stem}-${schulart} ${ort}`.replace('Am Wald-', 'Schule am Wald, ').replace('Am See-', 'Schule am See, ');
      schools.push({
        dstnr: `01${String(k + 1).padStart(2, '0')}${String(i + 1).padStart(3, '0')}`,
        name,
        schulart,
        kreis: kreis.key,
        ort,
        mandant: 'iqsh',
      });
    });
    const vocational: Schulart = k % 2 === 0 ? 'Regionales Berufsbildungszentrum' : 'Berufsbildende Schule';
    schools.push({
      dstnr: `02${String(k + 1).padStart(2, '0')}001`,
      name: `${vocational} ${orte[0]}`,
      schulart: vocational,
      kreis: kreis.key,
      ort: orte[0],
      mandant: 'shibb',
    });
    if (orte.length > 2) {
      schools.push({
        dstnr: `02${String(k + 1).padStart(2, '0')}002`,
        name: `Berufsbildende Schule ${orte[1]}`,
        schulart: 'Berufsbildende Schule',
        kreis: kreis.key,
        ort: orte[1],
        mandant: 'shibb',
      });
    }
  });
  return schools;
}

/** The demo users of a tenant all belong to its first school in Kiel (iqsh) or Kiel's RBZ (shibb). */
export function demoSchools(schools: readonly SeedSchool[]): Record<Tenant, string> {
  return {
    iqsh: schools.find((s) => s.mandant === 'iqsh' && s.kreis === 'kiel')!.dstnr,
    shibb: schools.find((s) => s.mandant === 'shibb' && s.kreis === 'kiel')!.dstnr,
  };
}

/** Writes the schools with their heads (and the two institutes), once the users are drawn. */
export async function insertSeedSchools(sql: Sql, rnd: Random, schools: readonly SeedSchool[], users: readonly UserRow[]): Promise<void> {
  // Schools need their heads: the demo school head leads the demo school, generated heads the others.
  const heads = new Map<string, string>();
  for (const user of users) {
    if (user.roles.some((r) => r.role === 'schulleitung' && r.status === 1) && user.username.startsWith('schulleitung.'))
      heads.set(user.dstnr, user.uid);
  }
  await insertSchools(
    sql,
    schools.map((s) => ({
      ...s,
      adresse: `${rnd.pick(words.STRASSEN)} ${rnd.int(1, 80)}, ${s.ort}`,
      schulleitung_uid: heads.get(s.dstnr) ?? null,
      schultraeger: s.schulart.includes('Beruf') ? `Kreis ${KREISE.find((k) => k.key === s.kreis)!.name}` : `Stadt ${s.ort}`,
    })),
  );
  await insertSchools(sql, INSTITUTES);
}

/** The two institutes, in the register for their staff's number: institutes, no schools, so without a school type. */
const INSTITUTES = [
  ['9000001', 'Institut für Qualitätsentwicklung an Schulen Schleswig-Holstein', 'Schreberweg 5, 24119 Kronshagen', 'iqsh'],
  ['9000002', 'Schleswig-Holsteinisches Institut für Berufliche Bildung', 'Steenbeker Weg 25, 24106 Kiel', 'shibb'],
].map(([dstnr, name, adresse, mandant]) => ({
  dstnr,
  name,
  schulart: null,
  kreis: 'kiel',
  ort: 'Kiel',
  adresse,
  schulleitung_uid: null,
  schultraeger: 'Land Schleswig-Holstein',
  mandant: mandant as Tenant,
}));

import type { EinlassErgebnis, Teilnehmende } from '@fobu/api-contract';
import { holdsSeat } from '@fobu/domain';
import { readCheckInCode } from './check-in-code';

/** What the door was given: a code it read, or a person the organiser found by name. */
export type CheckInInput = { readonly code: string } | { readonly anmeldungId: number };

type Person = Pick<Teilnehmende, 'id' | 'vorname' | 'name' | 'status' | 'eingelassenAm'>;

const nobody = { anmeldungId: null, vorname: null, name: null, status: null, eingelassenAm: null, terminId: null } as const;

/**
 * What the door shows without the server (offline, or when it does not answer), from the
 * participant list it holds and the check-ins it made itself since (`admittedHere`: booking →
 * when). The server decides again when the check-in arrives; a forged code looks like a real one
 * here, since only the server knows the key.
 */
export function decideProvisionally(
  input: CheckInInput,
  terminId: number,
  people: readonly Person[],
  admittedHere: ReadonlyMap<number, string>,
): EinlassErgebnis {
  let anmeldungId: number;
  if ('code' in input) {
    const code = readCheckInCode(input.code);
    if (!code) return { ...nobody, ergebnis: 'ungueltig' };
    if (code.terminId !== terminId) return { ...nobody, ergebnis: 'anderer_termin', terminId: code.terminId };
    anmeldungId = code.anmeldungId;
  } else {
    anmeldungId = input.anmeldungId;
  }
  const person = people.find((candidate) => candidate.id === anmeldungId);
  if (!person) return { ...nobody, ergebnis: 'ungueltig' };
  const known = { anmeldungId, vorname: person.vorname, name: person.name, status: person.status, terminId };
  if (!holdsSeat(person.status)) return { ...known, ergebnis: 'nicht_zugelassen', eingelassenAm: null };
  const firstTime = person.eingelassenAm ?? admittedHere.get(anmeldungId) ?? null;
  return firstTime
    ? { ...known, ergebnis: 'schon_eingelassen', eingelassenAm: firstTime }
    : { ...known, ergebnis: 'eingelassen', eingelassenAm: null };
}

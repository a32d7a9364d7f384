import { type RuntimeConfigProblem, checkShape, problem } from './check-shape';
import { absolutePath, loginMode, text, type Shape } from './runtime-config.schema';

/** The BFF mode's file (docs/bff.md): loaded only in that mode, so that the spec mode's first page carries none of it. */
const bffConfigShape: Shape = {
  environment: text,
  idp: { loginMode },
  services: { qr: { optional: { url: absolutePath } } },
};

/** What the BFF keeps on the server: in a BFF-mode file it would be visible to every browser. */
const SERVER_ONLY_KEYS = [
  ['idp', 'url'],
  ['idp', 'web'],
  ['idp', 'mobile'],
  ['services', 'user'],
  ['services', 'forms'],
  ['services', 'institutions'],
  ['services', 'notification'],
] as const;

function serverOnlyKeys(json: unknown): RuntimeConfigProblem[] {
  return SERVER_ONLY_KEYS.filter(([part, key]) => {
    const parent = (json as Record<string, unknown>)[part];
    return parent !== null && typeof parent === 'object' && key in parent;
  }).map((path) => problem(path, 'gehört im BFF-Betrieb nicht in die Datei: ihn kennt nur der BFF'));
}

/** What is wrong with a BFF-mode file, a secret in it too. */
export function bffConfigProblems(json: unknown): RuntimeConfigProblem[] {
  return [...checkShape(bffConfigShape, json, []), ...serverOnlyKeys(json)];
}

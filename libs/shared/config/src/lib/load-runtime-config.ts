import { bffConfigShape, specConfigShape, type RuntimeConfig, type Shape } from './runtime-config.schema';

const RUNTIME_CONFIG_PATH = '/config.json';

/**
 * Where the last valid configuration is kept, so that the installed app starts offline: the
 * service worker never caches `/config.json` (a deployment's new file must win at once online).
 */
const LAST_RUNTIME_CONFIG_KEY = 'fobu-config';

/** Why the configuration cannot be used, in German, naming the key where there is one. */
export interface RuntimeConfigProblem {
  /** The dotted path of the first bad key, e.g. `services.forms.url`; absent when the file itself is bad. */
  readonly key?: string;
  readonly message: string;
}

export type RuntimeConfigResult =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly problems: readonly RuntimeConfigProblem[] };

/** Checks parsed JSON against the shape of its mode and says, key by key, what is wrong. */
export function parseRuntimeConfig(json: unknown): RuntimeConfigResult {
  const mode = json && typeof json === 'object' ? (json as { mode?: unknown }).mode : undefined;
  if (mode !== undefined && mode !== 'spec' && mode !== 'bff')
    return { ok: false, problems: [problem(['mode'], 'muss „spec“ oder „bff“ sein')] };
  const problems =
    mode === 'bff' ? [...checkShape(bffConfigShape, json, []), ...serverOnlyKeys(json)] : checkShape(specConfigShape, json, []);
  return problems.length === 0 ? { ok: true, config: json as RuntimeConfig } : { ok: false, problems };
}

function checkShape(shape: Shape, value: unknown, path: readonly string[]): RuntimeConfigProblem[] {
  if (value === undefined) return [problem(path, undefined)];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [problem(path, 'muss ein Objekt sein')];
  return Object.entries(shape).flatMap(([key, rule]) => {
    const child = (value as Record<string, unknown>)[key];
    const childPath = [...path, key];
    if (typeof rule === 'function') return child === undefined ? [problem(childPath, undefined)] : optionalProblem(childPath, rule(child));
    if ('optional' in rule && typeof rule.optional === 'object')
      return child === undefined ? [] : checkShape(rule.optional as Shape, child, childPath);
    return checkShape(rule as Shape, child, childPath);
  });
}

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

function optionalProblem(path: readonly string[], message: string | undefined): RuntimeConfigProblem[] {
  return message ? [problem(path, message)] : [];
}

/** A missing key (no message) or a bad one, worded as the operators read it. */
function problem(path: readonly string[], message: string | undefined): RuntimeConfigProblem {
  const key = path.join('.');
  return { key, message: message ? `Der Eintrag „${key}“ ${message}.` : `Der Eintrag „${key}“ fehlt.` };
}

/**
 * Fetches and validates `/config.json`; never throws, so the caller can show what went wrong.
 * Without a connection it falls back to the last valid file this browser loaded.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  storage: Storage | undefined = globalThis.localStorage,
): Promise<RuntimeConfigResult> {
  let response: Response;
  try {
    response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch {
    return (
      lastValidConfig(storage) ?? failure('Die Konfigurationsdatei /config.json konnte nicht geladen werden (keine Verbindung zum Server).')
    );
  }
  if (!response.ok) {
    return failure(`Die Konfigurationsdatei /config.json fehlt (Antwort des Servers: ${response.status}).`);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return failure('Die Konfigurationsdatei /config.json ist kein gültiges JSON.');
  }
  const result = parseRuntimeConfig(json);
  if (result.ok) storage?.setItem(LAST_RUNTIME_CONFIG_KEY, JSON.stringify(json));
  return result;
}

function lastValidConfig(storage: Storage | undefined): RuntimeConfigResult | undefined {
  const stored = storage?.getItem(LAST_RUNTIME_CONFIG_KEY);
  if (!stored) return undefined;
  try {
    const result = parseRuntimeConfig(JSON.parse(stored));
    return result.ok ? result : undefined;
  } catch {
    return undefined;
  }
}

function failure(message: string): RuntimeConfigResult {
  return { ok: false, problems: [{ message }] };
}

import { checkShape, problem, type RuntimeConfigProblem } from './check-shape';
import { specConfigShape, type RuntimeConfig } from './runtime-config.schema';

export type { RuntimeConfigProblem } from './check-shape';

const RUNTIME_CONFIG_PATH = '/config.json';

/**
 * Where the last valid configuration is kept, so that the installed app starts offline: the
 * service worker never caches `/config.json` (a deployment's new file must win at once online).
 */
const LAST_RUNTIME_CONFIG_KEY = 'fobu-config';

export type RuntimeConfigResult =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly problems: readonly RuntimeConfigProblem[] };

/** What is wrong with a spec-mode file, key by key: the portal's check, and the BFF's of the file it reads. */
export function specRuntimeConfigProblems(json: unknown): readonly RuntimeConfigProblem[] {
  return checkShape(specConfigShape, json, []);
}

/** Checks parsed JSON against the shape of its mode and says, key by key, what is wrong. */
export async function parseRuntimeConfig(json: unknown): Promise<RuntimeConfigResult> {
  const mode = json && typeof json === 'object' ? (json as { mode?: unknown }).mode : undefined;
  if (mode !== undefined && mode !== 'spec' && mode !== 'bff')
    return { ok: false, problems: [problem(['mode'], 'muss „spec“ oder „bff“ sein')] };
  const problems = mode === 'bff' ? (await import('./bff-config-check')).bffConfigProblems(json) : specRuntimeConfigProblems(json);
  return problems.length === 0 ? { ok: true, config: json as RuntimeConfig } : { ok: false, problems };
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
      (await lastValidConfig(storage)) ??
      failure('Die Konfigurationsdatei /config.json konnte nicht geladen werden (keine Verbindung zum Server).')
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
  const result = await parseRuntimeConfig(json);
  if (result.ok) storage?.setItem(LAST_RUNTIME_CONFIG_KEY, JSON.stringify(json));
  return result;
}

async function lastValidConfig(storage: Storage | undefined): Promise<RuntimeConfigResult | undefined> {
  const stored = storage?.getItem(LAST_RUNTIME_CONFIG_KEY);
  if (!stored) return undefined;
  try {
    const result = await parseRuntimeConfig(JSON.parse(stored));
    return result.ok ? result : undefined;
  } catch {
    return undefined;
  }
}

function failure(message: string): RuntimeConfigResult {
  return { ok: false, problems: [{ message }] };
}

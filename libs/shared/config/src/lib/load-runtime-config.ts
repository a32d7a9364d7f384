import type * as z from 'zod/mini';
import { runtimeConfigSchema, type RuntimeConfig } from './runtime-config.schema';

export const RUNTIME_CONFIG_PATH = '/config.json';

/** Why the configuration cannot be used, in German, naming the key where there is one. */
export interface RuntimeConfigProblem {
  /** The dotted path of the first bad key, e.g. `services.forms.url`; absent when the file itself is bad. */
  readonly key?: string;
  readonly message: string;
}

export type RuntimeConfigResult =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly problems: readonly RuntimeConfigProblem[] };

/** Checks parsed JSON against the schema and says, key by key, what is wrong. */
export function parseRuntimeConfig(json: unknown): RuntimeConfigResult {
  const result = runtimeConfigSchema.safeParse(json);
  if (result.success) return { ok: true, config: result.data };
  return { ok: false, problems: result.error.issues.map(describeIssue) };
}

function describeIssue(issue: z.core.$ZodIssue): RuntimeConfigProblem {
  const key = issue.path.join('.');
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  return { key, message: missing ? `Der Eintrag „${key}“ fehlt.` : `Der Eintrag „${key}“ ${issue.message}.` };
}

/** Fetches and validates `/config.json`; never throws, so the caller can show what went wrong. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfigResult> {
  let response: Response;
  try {
    response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch {
    return failure('Die Konfigurationsdatei /config.json konnte nicht geladen werden (keine Verbindung zum Server).');
  }
  if (!response.ok) {
    return failure(`Die Konfigurationsdatei /config.json fehlt (Antwort des Servers: ${response.status}).`);
  }
  try {
    return parseRuntimeConfig(await response.json());
  } catch {
    return failure('Die Konfigurationsdatei /config.json ist kein gültiges JSON.');
  }
}

function failure(message: string): RuntimeConfigResult {
  return { ok: false, problems: [{ message }] };
}

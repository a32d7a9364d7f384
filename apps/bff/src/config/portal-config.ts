import { readFileSync } from 'node:fs';
import { specRuntimeConfigProblems, type BffRuntimeConfig, type SpecRuntimeConfig } from '@fobu/config';

/** What the portal in BFF mode reads at `/config.json`: no URL of a service, no client id, no secret. */
export function bffModeConfig(config: SpecRuntimeConfig): BffRuntimeConfig {
  return {
    environment: config.environment,
    mode: 'bff',
    idp: { loginMode: config.idp.loginMode },
    services: config.services.qr ? { qr: { url: '/api/qr' } } : {},
  };
}

/**
 * Reads the spec-mode `/config.json` as the back end writes it (the identity provider, the services'
 * URLs and the clients' secrets), checked as the portal checks it: in BFF mode it is the server's
 * input and never leaves the server. A bad file stops the start with the German problems.
 */
export function readSpecRuntimeConfig(file: string): SpecRuntimeConfig {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const problems = specRuntimeConfigProblems(parsed);
  if (problems.length > 0) throw new Error(`Die Portal-Konfiguration ${file} ist fehlerhaft: ${problems.map((p) => p.message).join(' ')}`);
  return parsed as SpecRuntimeConfig;
}

import type { Tenant } from '@fobu/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { issueTokens } from './session';
import { backendConfig } from './sign-in';
import type { TestUser } from './test-data';

/**
 * Reads the forms service as the portal does (client credentials, `scope=serviceformix`), so that
 * a test can compare what a screen shows with what the back end answers.
 */
export async function formsGet<T>(request: APIRequestContext, path: string, params: Record<string, string | number> = {}): Promise<T> {
  const { forms } = backendConfig().services;
  const response = await request.get(`${forms.url}${path}`, {
    params: { ...params, scope: 'serviceformix' },
    headers: { Authorization: `Bearer ${await formsServiceToken(request)}` },
  });
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
  return (await response.json()) as T;
}

/** An offer number of each event type. */
export async function offerNumbers(request: APIRequestContext, mandant: string): Promise<Record<'TERMIN' | 'ABRUF' | 'SLK', string>> {
  const result = {} as Record<'TERMIN' | 'ABRUF' | 'SLK', string>;
  for (const vtyp of ['TERMIN', 'ABRUF', 'SLK'] as const) {
    result[vtyp] = (await formsGet<{ items: { vnr: string }[] }>(request, '/api/v1/angebote', { mandant, vtyp, pageSize: 1 })).items[0].vnr;
  }
  return result;
}

/** A fresh service token of the forms service, as the portal fetches it (client credentials, `scope=serviceformix`). */
export async function formsServiceToken(request: APIRequestContext): Promise<string> {
  const { forms } = backendConfig().services;
  const token = await request.post(`${forms.url}/oauth/token`, {
    form: {
      grant_type: 'client_credentials',
      client_id: forms.clientId,
      client_secret: forms.clientSecret,
      scope: 'serviceformix',
    },
  });
  if (!token.ok()) throw new Error(`Diensttoken des Formulardienstes: ${token.status()}`);
  return ((await token.json()) as { access_token: string }).access_token;
}

/** Calls the forms service as the portal does for `user` (service token and the user's own), or as a visitor without `user`. */
export async function formsAs(
  page: Page,
  request: APIRequestContext,
  user: TestUser | null,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  data?: object,
) {
  const { forms } = backendConfig().services;
  const headers: Record<string, string> = { authorization: `Bearer ${await formsServiceToken(request)}` };
  if (user) headers['x-user-authorization'] = `Bearer ${(await issueTokens(page, user, user.mandant as Tenant)).access_token}`;
  return request.fetch(`${forms.url}${path}`, { method, params: { scope: 'serviceformix' }, headers, data });
}

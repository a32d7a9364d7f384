import { isHTTPError } from 'ky';
import { createJsonClient } from './json-client';
import { ServiceError } from './service-error';

const answering = (response: () => Response) => createJsonClient('https://forms.test', async () => response());
const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** What a request to a service answering `response` throws. */
const failureOf = (response: () => Response) =>
  answering(response)
    .get('api/v1/anmeldungen/7/storno')
    .json()
    .then(
      () => expect.unreachable('the request should fail'),
      (error: unknown) => error,
    );

describe('createJsonClient', () => {
  it('throws a service’s error answer as a ServiceError with its status, code and German message', async () => {
    const error = await failureOf(() =>
      json(
        {
          error: 'stornofrist_abgelaufen',
          message: 'Die Stornofrist ist abgelaufen.',
        },
        409,
      ),
    );
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({
      status: 409,
      code: 'stornofrist_abgelaufen',
      serviceMessage: 'Die Stornofrist ist abgelaufen.',
      message: 'Die Stornofrist ist abgelaufen.',
    });
    // Still ky's HTTPError, and the body is still there for whoever wants more than the error said.
    expect(isHTTPError(error)).toBe(true);
    await expect((error as ServiceError).response.json()).resolves.toMatchObject({ error: 'stornofrist_abgelaufen' });
  });

  it('carries the fields a 400 refused', async () => {
    const details = [{ path: 'nachricht', message: 'Bitte schreiben Sie Ihr Anliegen.' }];
    const error = await failureOf(() =>
      json(
        {
          error: 'validation_failed',
          message: 'Die Eingabe ist ungültig',
          details,
        },
        400,
      ),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      details,
    });
  });

  it('keeps the parts of a body that is not the full contract shape (an OAuth error has no message)', async () => {
    const error = await failureOf(() => json({ error: 'invalid_client', error_description: 'Invalid client' }, 401));
    expect(error).toMatchObject({
      status: 401,
      code: 'invalid_client',
      serviceMessage: undefined,
    });
  });

  it('gives only the status for an answer without a JSON body', async () => {
    const error = await failureOf(
      () =>
        new Response('<html>Bad Gateway</html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    expect(error).toMatchObject({
      status: 502,
      code: undefined,
      serviceMessage: undefined,
      details: undefined,
    });
  });

  it('reads how long the service asked to wait', async () => {
    const error = await failureOf(() =>
      json({ error: 'too_many_requests', message: 'Bitte warten Sie kurz.' }, 429, { 'Retry-After': '2' }),
    );
    expect(error).toMatchObject({ status: 429, retryAfterMs: 2000 });
  });
});

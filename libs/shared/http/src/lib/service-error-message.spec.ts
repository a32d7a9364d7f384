import { createJsonClient } from './json-client';
import { isNotFoundError, serviceErrorMessage } from './service-error-message';

const FALLBACK = 'Die Stornierung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.';

const answer = (status: number, body: unknown) =>
  createJsonClient(
    'https://forms.test',
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  )
    .post('x')
    .then(
      () => expect.unreachable('the request should fail'),
      (error: unknown) => error,
    );

describe('serviceErrorMessage', () => {
  it('is the service’s German reason for a refusal', async () => {
    const refused = await answer(409, {
      error: 'stornofrist_abgelaufen',
      message: 'Die Stornofrist ist abgelaufen.',
    });
    expect(serviceErrorMessage(refused, FALLBACK)).toBe('Die Stornofrist ist abgelaufen.');
  });

  it('is the screen’s fallback for a server fault, a refusal without a reason, and no answer at all', async () => {
    expect(
      serviceErrorMessage(
        await answer(500, {
          error: 'internal_error',
          message: 'Ein interner Fehler ist aufgetreten.',
        }),
        FALLBACK,
      ),
    ).toBe(FALLBACK);
    expect(serviceErrorMessage(await answer(403, { error: 'forbidden' }), FALLBACK)).toBe(FALLBACK);
    expect(serviceErrorMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
  });

  it('is undefined without an error', () => {
    expect(serviceErrorMessage(null, FALLBACK)).toBeUndefined();
  });
});

describe('isNotFoundError', () => {
  it('holds for a 404 only', async () => {
    expect(isNotFoundError(await answer(404, { error: 'not_found', message: 'Nicht gefunden.' }))).toBe(true);
    expect(isNotFoundError(await answer(410, { error: 'gone', message: 'Weg.' }))).toBe(false);
    expect(isNotFoundError(new TypeError('Failed to fetch'))).toBe(false);
  });
});

import { endpointPath } from './endpoint-path';

describe('endpointPath', () => {
  it('fills in and encodes the path parameters of a listed call, relative to the service', () => {
    expect(endpointPath('forms', 'GET /api/v1/angebote/{vnr}', { vnr: 'IQ 1/2' })).toBe('api/v1/angebote/IQ%201%2F2');
    expect(endpointPath('forms', 'POST /api/v1/anmeldungen/{id}/abschliessen', { id: 17 })).toBe('api/v1/anmeldungen/17/abschliessen');
    expect(endpointPath('idp', 'GET /api/v1/user')).toBe('api/v1/user');
  });

  // The type check (npm test's typecheck) is what fails here when an unlisted call compiles; the calls never run.
  it('compiles only for calls the contract lists for that service', () => {
    const unlisted = () => [
      // @ts-expect-error: the forms service has no user endpoint
      endpointPath('forms', 'GET /api/v1/user'),
      // @ts-expect-error: cancelling is a POST
      endpointPath('forms', 'GET /api/v1/anmeldungen/{id}/stornieren', { id: 1 }),
      // @ts-expect-error: the parameter is missing
      endpointPath('forms', 'GET /api/v1/angebote/{vnr}'),
    ];
    expect(unlisted).toBeTypeOf('function');
  });
});

import { testConfig } from '../../testing/fake-identity-provider';
import { buildAuthorizeUrl } from './authorize-url';
import { clientProfile } from './client-profile';
import { pkceChallenge } from './pkce';

describe('authorize address (spec section 7)', () => {
  const request = { origin: 'https://portal.test', mandant: 'shibb' as const, state: 'S'.repeat(40), codeChallenge: 'c'.repeat(43) };

  it('carries exactly the parameters of section 7 plus the PKCE challenge', () => {
    const url = new URL(buildAuthorizeUrl(testConfig, clientProfile(testConfig, 'web'), request));
    expect(`${url.origin}${url.pathname}`).toBe('https://idp.test/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'fobu-web',
      redirect_uri: 'https://portal.test/shibb/callback',
      response_type: 'code',
      scope: 'user',
      state: request.state,
      prompt: 'consent',
      application: 'FOBU',
      mobile: '0',
      mandant: 'shibb',
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
    });
  });

  it('uses the installed app’s client, scope usermobile and mobile=1', () => {
    const params = new URL(buildAuthorizeUrl(testConfig, clientProfile(testConfig, 'mobile'), request)).searchParams;
    expect([params.get('client_id'), params.get('scope'), params.get('mobile')]).toEqual(['fobu-mobile', 'usermobile', '1']);
  });

  it('derives the S256 challenge of RFC 7636 (appendix B example)', async () => {
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });
});

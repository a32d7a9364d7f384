import type { BffRuntimeConfig, SpecRuntimeConfig } from './lib/runtime-config.schema';

/**
 * The runtime config of unit tests: every host is one that only a test's fake answers, and every
 * client id and secret says what it is, so that a test can check what was sent where.
 */
export const TEST_RUNTIME_CONFIG = {
  environment: 'test',
  idp: {
    url: 'https://idp.test',
    authorizePath: '/oauth/authorize',
    loginMode: 'redirect',
    web: { clientId: 'fobu-web', clientSecret: 'web-secret' },
    mobile: { clientId: 'fobu-mobile', clientSecret: 'mobile-secret' },
  },
  services: {
    user: { url: 'https://user.test' },
    forms: { url: 'https://forms.test', clientId: 'forms-client', clientSecret: 'forms-secret' },
    institutions: { url: 'https://inst.test', clientId: 'inst-client', clientSecret: 'inst-secret' },
    notification: { url: 'https://notif.test', clientId: 'notif-client', clientSecret: 'notif-secret' },
    qr: { url: 'https://qr.test' },
  },
} satisfies SpecRuntimeConfig;

/** The same tests' config in BFF mode (docs/bff.md): no host, no client, no secret. */
export const TEST_BFF_RUNTIME_CONFIG = {
  environment: 'test',
  mode: 'bff',
  idp: { loginMode: 'redirect' },
  services: { qr: { url: '/api/qr' } },
} satisfies BffRuntimeConfig;

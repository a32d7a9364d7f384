/** What the specs share: sign-in, the test's own data, the portal's pages and regions, service reads. */
export * from './axe';
export * from './booking';
export * from './catalogue';
export * from './dashboard';
export * from './days';
export * from './downloads';
export * from './fake-camera';
export * from './offer-work';
export * from './pdf';
export * from './emails';
export * from './forms-api';
export * from './portal-page';
export * from './session';
export * from './sign-in';
export * from './test-data';

/** The portal's origin in the tests: registered at the identity provider, told to the BFF as its own. */
export const TEST_ORIGIN = 'http://localhost:4399';

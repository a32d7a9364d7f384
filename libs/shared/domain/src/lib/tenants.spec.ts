import { isTenant, TENANT_PROFILES } from './tenants';

describe('tenants', () => {
  it('accepts iqsh and shibb only, case-sensitively', () => {
    expect(isTenant('iqsh')).toBe(true);
    expect(isTenant('shibb')).toBe(true);
    expect(isTenant('IQSH')).toBe(false);
    expect(isTenant('hamburg')).toBe(false);
    expect(isTenant(undefined)).toBe(false);
  });

  it('names each tenant as the header shows it', () => {
    expect(TENANT_PROFILES.iqsh.shortName).toBe('IQSH');
    expect(TENANT_PROFILES.shibb.name).toBe('Schleswig-Holsteinisches Institut für Berufliche Bildung');
  });
});

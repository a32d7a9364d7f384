/** The two tenants the portal serves (spec sections 2 and 9); the first path segment of every route. */
export const TENANTS = ['iqsh', 'shibb'] as const;

export type Tenant = (typeof TENANTS)[number];

/** The tenant a bare `/` leads to (spec section 2). */
export const DEFAULT_TENANT: Tenant = 'iqsh';

export function isTenant(value: unknown): value is Tenant {
  return typeof value === 'string' && (TENANTS as readonly string[]).includes(value);
}

export interface TenantProfile {
  /** Short name shown in the header, e.g. "IQSH". */
  readonly shortName: string;
  /** The institute's full name. */
  readonly name: string;
  /** One sentence on what the tenant's portal is for. */
  readonly purpose: string;
}

export const TENANT_PROFILES: Readonly<Record<Tenant, TenantProfile>> = {
  iqsh: {
    shortName: 'IQSH',
    name: 'Institut für Qualitätsentwicklung an Schulen Schleswig-Holstein',
    purpose: 'Fort- und Weiterbildung für Lehrkräfte und pädagogisches Personal an allgemeinbildenden Schulen',
  },
  shibb: {
    shortName: 'SHIBB',
    name: 'Schleswig-Holsteinisches Institut für Berufliche Bildung',
    purpose: 'Fort- und Weiterbildung für Lehrkräfte und pädagogisches Personal an berufsbildenden Schulen',
  },
};

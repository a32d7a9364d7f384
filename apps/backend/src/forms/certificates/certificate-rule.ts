import { DEFAULT_CERTIFICATE_RULE, type CertificateRule } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';

/** The tenant's rule for a confirmation of attendance (table `bestaetigungsregeln`); the default where it sets none. */
export async function tenantCertificateRule(sql: Sql, mandant: string): Promise<CertificateRule> {
  const [row] = await sql.query<{ basis: CertificateRule['basis']; min_anteil: string | number }>(
    'SELECT basis, min_anteil FROM bestaetigungsregeln WHERE mandant = $1',
    [mandant],
  );
  return row ? { basis: row.basis, minShare: Number(row.min_anteil) } : DEFAULT_CERTIFICATE_RULE;
}

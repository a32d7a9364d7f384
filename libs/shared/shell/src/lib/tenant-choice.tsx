import { TENANT_PROFILES, TENANTS, type Tenant } from '@fobu/domain';
import { rememberTenantChoice } from '@fobu/pwa';
import { useNavigate } from '@fobu/routing';
import { TenantSelectionDialog, type TenantOption } from '@fobu/ui/dialogs';
import { useState } from 'react';
import { withDesignSystem } from '@fobu/ui';

const OPTIONS: readonly TenantOption<Tenant>[] = TENANTS.map((tenant) => ({
  value: tenant,
  label: TENANT_PROFILES[tenant].shortName,
  description: TENANT_PROFILES[tenant].name,
}));

/**
 * Asks for the tenant at the installed app's first launch and goes to its start page (spec
 * section 2). Loaded only for that launch (see RootLayout).
 */
function TenantChoice() {
  const [open, setOpen] = useState(true);
  const navigate = useNavigate();
  if (!open) return null;
  return (
    <TenantSelectionDialog
      options={OPTIONS}
      onSelect={(tenant) => {
        rememberTenantChoice(tenant);
        setOpen(false);
        void navigate({ to: '/$mandant', params: { mandant: tenant } });
      }}
    />
  );
}

export default withDesignSystem(TenantChoice);

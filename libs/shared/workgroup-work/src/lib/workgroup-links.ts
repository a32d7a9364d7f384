import type { Role, Tenant } from '@fobu/domain';
import { useNavigate, useRoleBranch, useStaffOfferSearch, WORKGROUP_LIST_VIEW, type StaffOfferSearch } from '@fobu/routing';

/** What a group's page keeps in the URL besides the list's filters; leaving the group drops it. */
const GROUP_PARAMS = {
  gruppe: undefined,
  gruppenansicht: undefined,
  termin: undefined,
  terminansicht: undefined,
  person: undefined,
  stand: undefined,
  reihenfolge: undefined,
} as const;

/**
 * The workgroups' views inside the offer search (docs/workgroups.md, "Where each view lives"): each
 * a link of veranstaltungssuche with `ansicht=arbeitsgruppen`, so that Back and a shared URL work.
 */
export function useWorkgroupLinks() {
  const { tenant, role } = useRoleBranch();
  const navigate = useNavigate();
  const search = useStaffOfferSearch();
  const link = (next: StaffOfferSearch) => workgroupsLink(tenant, role, next);
  return {
    search,
    link,
    go: (next: StaffOfferSearch, replace = false) => navigate({ ...link(next), replace }),
    /** The list with its filters as they were. */
    list: link({ ...search, ...GROUP_PARAMS }),
    /** A group's page (its details and meetings), or one of its views, keeping the list's filters for the way back. */
    group: (gruppe: number | 'neu', more: Partial<StaffOfferSearch> = {}) => link({ ...search, ...GROUP_PARAMS, gruppe, ...more }),
  };
}

/** A link to the workgroups' views of the offer search (also from the organiser's dashboard, which is another screen). */
export function workgroupsLink(tenant: Tenant, role: Role, search: StaffOfferSearch) {
  const withView: StaffOfferSearch = { ...search, ansicht: WORKGROUP_LIST_VIEW };
  return { to: '/$mandant/$role/veranstaltungssuche' as const, params: { mandant: tenant, role }, search: withView };
}

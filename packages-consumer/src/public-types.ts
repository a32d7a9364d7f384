// The type-level test of the public types (npm test type-checks this app with tsc under `strict`,
// `exactOptionalPropertyTypes` and without skipLibCheck): each line compiles only while the packages'
// declarations say what other front ends rely on; each @ts-expect-error fails the check if the
// declarations stop refusing what they must refuse.
import { fetchMyBookings, myBookingsQueryOptions, type LoadServiceClients, type ServiceClients } from '@fobu/api-clients';
import { AnmeldungSchema, SERVICE_NAMES, type Anmeldung, type ServiceName } from '@fobu/api-contract';
import { createAuthSession, type AuthState, type LoggedInUser, type RuntimeConfig } from '@fobu/auth';
import { useAuthState } from '@fobu/auth-react';
import { isRole, isTenant, ROLE_LABELS, TENANTS, type Role, type Tenant } from '@fobu/domain';
import { isServiceError, ServiceError } from '@fobu/http';
import type { KyInstance } from 'ky';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assert = <T extends true>(): T => true as T;

// @fobu/domain: the tenants and roles are literal unions, and the guards narrow to them.
assert<Equal<Tenant, 'iqsh' | 'shibb'>>();
assert<Equal<(typeof TENANTS)[number], Tenant>>();
// @ts-expect-error: only the two tenants are tenants
const hamburg: Tenant = 'hamburg';
export const labelOf = (value: string): string | undefined => (isRole(value) ? ROLE_LABELS[value] : undefined);
export const tenantOf = (value: unknown): Tenant | undefined => (isTenant(value) ? value : undefined);
export const lehrkraft: Role = 'lehrkraft';

// @fobu/api-contract: the zod schemas and their inferred types agree, and the service names are a union.
assert<Equal<Anmeldung, ReturnType<typeof AnmeldungSchema.parse>>>();
assert<Equal<ServiceName, (typeof SERVICE_NAMES)[number]>>();
export const titleOf = (booking: Anmeldung): string => booking.titel;
// @ts-expect-error: a booking's id is a number
export const idText: string = ({} as Anmeldung).id;

// @fobu/auth: a runtime config as another front end writes it; the session hands out the typed user.
const config = {
  environment: 'consumer',
  idp: {
    url: 'http://localhost:7100',
    authorizePath: '/oauth/authorize',
    loginMode: 'redirect',
    web: { clientId: 'fobu-web', clientSecret: 'secret' },
    mobile: { clientId: 'fobu-mobile', clientSecret: 'secret' },
  },
  services: {
    user: { url: 'http://localhost:7100' },
    forms: { url: 'http://localhost:7101', clientId: 'forms', clientSecret: 'secret' },
    institutions: { url: 'http://localhost:7102', clientId: 'institutions', clientSecret: 'secret' },
    notification: { url: 'http://localhost:7103', clientId: 'notification', clientSecret: 'secret' },
  },
} satisfies RuntimeConfig;
// @ts-expect-error: the identity provider signs in by redirect or popup, nothing else
export const badMode: RuntimeConfig['idp']['loginMode'] = 'iframe';
export const session = () => createAuthSession(config, { clientKind: 'mobile' });
assert<Equal<ReturnType<ReturnType<typeof session>['currentUser']>, LoggedInUser | undefined>>();
export const userOf = (state: AuthState): LoggedInUser | undefined => (state.status === 'signed-in' ? state.user : undefined);
// @ts-expect-error: only a signed-in state has a user
export const anyUser = (state: AuthState) => state.user;

// @fobu/auth-react: the hook returns the session's state.
assert<Equal<ReturnType<typeof useAuthState>, AuthState>>();

// @fobu/http: a service's error is a typed ky error with the service's answer.
export const statusOf = (error: unknown): number | undefined => (isServiceError(error) ? error.status : undefined);
assert<Equal<InstanceType<typeof ServiceError>['code'], string | undefined>>();

// @fobu/api-clients: query options whose data is the contract's booking list, and ky clients per service.
declare const load: LoadServiceClients;
type BookingsData = Awaited<ReturnType<typeof fetchMyBookings>>;
assert<Equal<BookingsData['items'][number], Anmeldung>>();
assert<Equal<ServiceClients['forms'], KyInstance>>();
export const bookingsOptions = () => myBookingsQueryOptions(load, 'uid');
void hamburg;

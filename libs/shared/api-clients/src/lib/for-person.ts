/**
 * Marks a request that acts for the signed-in person (booking, their bookings, approvals, …):
 * it also carries the user's access token in `X-User-Authorization` (contract.md).
 */
export const FOR_PERSON = { context: { forPerson: true } } as const;

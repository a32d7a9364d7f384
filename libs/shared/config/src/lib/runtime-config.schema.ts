import * as z from 'zod/mini';

// zod/mini: the same checks as zod with a fraction of the bytes, since this runs on every first visit.
const url = z.url({ protocol: /^https?$/, error: 'muss eine http(s)-Adresse sein' });
const nonEmpty = z.string({ error: 'muss ein Text sein' }).check(z.minLength(1, { error: 'darf nicht leer sein' }));

const oauthClient = z.object({ clientId: nonEmpty, clientSecret: nonEmpty });
const tokenService = z.object({ url, clientId: nonEmpty, clientSecret: nonEmpty });

/** The shape of `/config.json`, the deployment interface (shared/design/runtime-config.md). */
export const runtimeConfigSchema = z.object({
  environment: nonEmpty,
  idp: z.object({
    url,
    authorizePath: z.string({ error: 'muss ein Text sein' }).check(z.startsWith('/', { error: 'muss mit „/“ beginnen' })),
    loginMode: z.enum(['redirect', 'popup'], { error: 'muss „redirect“ oder „popup“ sein' }),
    web: oauthClient,
    mobile: oauthClient,
  }),
  services: z.object({
    user: z.object({ url }),
    forms: tokenService,
    institutions: tokenService,
    notification: tokenService,
    /** Only the test host has a QR service; what needs it is hidden where it is absent. */
    qr: z.optional(z.object({ url })),
  }),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

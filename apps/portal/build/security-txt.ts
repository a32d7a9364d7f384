import type { Connect, Plugin } from 'vite';

export interface SecurityTxtOptions {
  /** Where vulnerabilities are reported, e.g. `mailto:…` or an https form. */
  readonly contact: string;
  /** The public origin the portal is served from; the file's canonical address is below it. */
  readonly origin: string;
  /** How long the file stays valid; RFC 9116 recommends less than a year. */
  readonly validDays: number;
  readonly now?: () => Date;
}

const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** The text of an RFC 9116 security.txt. */
export function securityTxt({ contact, origin, validDays, now = () => new Date() }: SecurityTxtOptions): string {
  const expires = new Date(now().getTime() + validDays * 24 * 60 * 60 * 1000);
  expires.setUTCMilliseconds(0);
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    'Preferred-Languages: de, en',
    `Canonical: ${new URL(SECURITY_TXT_PATH, origin).href}`,
    '',
  ].join('\n');
}

/** Serves security.txt in the dev server and writes it into the build, with a fresh Expires date. */
export function securityTxtPlugin(options: SecurityTxtOptions): Plugin {
  const serve = (middlewares: Connect.Server) =>
    middlewares.use(SECURITY_TXT_PATH, (_request, response) => {
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.end(securityTxt(options));
    });
  return {
    name: 'fobu-security-txt',
    configureServer: (server) => void serve(server.middlewares),
    configurePreviewServer: (server) => void serve(server.middlewares),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SECURITY_TXT_PATH.slice(1), source: securityTxt(options) });
    },
  };
}

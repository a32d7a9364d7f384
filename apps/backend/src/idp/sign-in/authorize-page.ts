import { ROLE_LABELS, TENANT_PROFILES, isRole, normaliseIdpRole, type Tenant } from '@fobu/domain';
import type { DemoUserListing } from './sign-in-queries';

const esc = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);

function label(role: string) {
  const normal = normaliseIdpRole(role);
  return isRole(normal) ? ROLE_LABELS[normal] + (normal !== role ? ` (${role})` : '') : role;
}

/** The German sign-in page of the reference identity provider. */
export function authorizePage(options: {
  params: Record<string, string>;
  mandant: Tenant;
  /** The demo accounts to sign in with one click; only in demo mode. */
  demo?: { users: DemoUserListing[]; password: string };
  error?: string;
  username?: string;
}): string {
  const hidden = Object.entries(options.params)
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('');
  const rows = (options.demo?.users ?? [])
    .map(
      (
        u,
      ) => `<tr><td>${esc(u.vorname)} ${esc(u.name)}</td><td><code>${esc(u.username)}</code></td><td>${esc(u.roles.map(label).join(', '))}</td>
      <td><form method="post" action="/oauth/authorize">${hidden}<input type="hidden" name="username" value="${esc(u.username)}"><input type="hidden" name="password" value="${esc(options.demo?.password ?? '')}">
      <button type="submit" aria-label="Als ${esc(u.username)} anmelden">Anmelden</button></form></td></tr>`,
    )
    .join('');
  const cancel = new URLSearchParams({
    error: 'access_denied',
    error_description: 'Die Anmeldung wurde abgebrochen.',
    state: options.params['state'] ?? '',
  });
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Anmeldung – ${esc(TENANT_PROFILES[options.mandant].shortName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.4rem;text-align:left}
code{overflow-wrap:anywhere}.demo{overflow-x:auto}
.fehler{background:#fde8e8;border:1px solid #c00;padding:.6rem;color:#900}label{display:block;margin-top:.6rem}
button{padding:.4rem .9rem;background:#001e49;color:#fff;border:0;border-radius:4px;cursor:pointer}</style></head><body>
<main><h1>Anmeldung beim ${esc(TENANT_PROFILES[options.mandant].name)}</h1>
<p>Das FOBU-Portal möchte Sie anmelden und Ihre Rollen lesen. Mit der Anmeldung stimmen Sie dem zu.</p>
${options.error ? `<p class="fehler" role="alert">${esc(options.error)}</p>` : ''}
<form method="post" action="/oauth/authorize">${hidden}
<label for="username">Benutzername</label><input id="username" name="username" autocomplete="username" required value="${esc(options.username ?? '')}">
<label for="password">Passwort</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<p><button type="submit">Anmelden</button> <a href="${esc(options.params['redirect_uri'] ?? '')}?${esc(cancel.toString())}">Abbrechen</a></p></form>
${
  options.demo
    ? `<h2>Demo-Zugänge (Passwort für alle: <code>${esc(options.demo.password)}</code>)</h2>
<div class="demo" role="region" aria-label="Demo-Zugänge" tabindex="0"><table><thead><tr><th>Name</th><th>Benutzername</th><th>Rollen</th><th></th></tr></thead><tbody>${rows}</tbody></table></div>`
    : ''
}</main></body></html>`;
}

export function errorPage(title: string, text: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><main><h1>${esc(title)}</h1><p>${esc(text)}</p></main></body></html>`;
}

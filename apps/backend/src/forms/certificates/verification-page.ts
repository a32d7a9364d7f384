import { createHash } from 'node:crypto';
import type { NachweisPruefung } from '@fobu/api-contract';
import { formatHours, formatShortDay, isTenant, TENANT_PROFILES } from '@fobu/domain';
import { escapeHtml as esc } from '../../mail/html';
import type { DocumentKind, DocumentStatus, RegisteredDocument } from './document-register';

/*
 * The public verification page (docs/proof-of-training.md): plain German HTML, no script, no image,
 * one inline style allowed by its hash. It says whether a document is genuine and still holds, for
 * whom, what and how many hours, and nothing more.
 */

const STYLE = `:root{color-scheme:light dark;--text:#1a1a1a;--bg:#fff;--muted:#4a4a4a;--line:#c8c8c8;--ok:#0b6b2f;--okbg:#e7f5ec;--warn:#8a3b00;--warnbg:#fdf0e6;--no:#9b1c1c;--nobg:#fdecec;--button:#001e49;--buttontext:#fff}
@media (prefers-color-scheme:dark){:root{--text:#f0f0f0;--bg:#121212;--muted:#c8c8c8;--line:#5a5a5a;--ok:#8fe0ac;--okbg:#0f2d1a;--warn:#ffc58f;--warnbg:#33200d;--no:#ffaaaa;--nobg:#3a1414;--button:#9cc3ff;--buttontext:#001e49}}
body{font-family:system-ui,sans-serif;line-height:1.5;max-width:40rem;margin:0 auto;padding:1.5rem 1rem;color:var(--text);background:var(--bg)}
h1{font-size:1.6rem;margin:0 0 1rem}h2{font-size:1.2rem;margin:2rem 0 .5rem}
.status{border:2px solid;border-radius:6px;padding:.75rem 1rem;margin:0 0 1.25rem}
.gueltig{color:var(--ok);background:var(--okbg)}.ersetzt,.widerrufen{color:var(--warn);background:var(--warnbg)}.unbekannt{color:var(--no);background:var(--nobg)}
.status strong{display:block;font-size:1.15rem}
dl{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.4rem 1rem;margin:0}dt{font-weight:600;color:var(--muted)}dd{margin:0;overflow-wrap:anywhere}dd code{white-space:nowrap}
label{display:block;font-weight:600;margin-bottom:.3rem}
input{font:inherit;font-family:ui-monospace,monospace;padding:.5rem;border:1px solid var(--muted);border-radius:4px;width:100%;max-width:22rem;box-sizing:border-box;color:var(--text);background:var(--bg)}
button{font:inherit;margin-top:.6rem;min-height:44px;padding:.4rem 1rem;background:var(--button);color:var(--buttontext);border:0;border-radius:4px;cursor:pointer}
p.hint{color:var(--muted);font-size:.9rem}footer{margin-top:2.5rem;border-top:1px solid var(--line);padding-top:.75rem;font-size:.9rem;color:var(--muted)}`;

/** What the page allows: its own style (by hash), forms back to itself, nothing else; no framing, no referrer. */
export const VERIFICATION_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const KIND_LABELS: Record<DocumentKind, string> = {
  teilnahmebestaetigung: 'Teilnahmebestätigung',
  fortbildungsnachweis: 'Fortbildungsnachweis',
};

/** Each state in a word and a sentence. */
const STATUS_TEXTS: Record<DocumentStatus | 'unbekannt', [string, string]> = {
  gueltig: ['Echt und gültig', 'Dieses Dokument hat das Portal so ausgestellt, und es gilt.'],
  ersetzt: [
    'Echt, aber ersetzt',
    'Dieses Dokument hat das Portal so ausgestellt; es gilt aber nicht mehr, weil die Teilnahme später berichtigt wurde. Es gibt ein neueres Dokument – bitten Sie die Person darum.',
  ],
  widerrufen: [
    'Echt, aber widerrufen',
    'Dieses Dokument hat das Portal so ausgestellt; es wurde aber widerrufen, weil die Teilnahme später berichtigt wurde. Es gilt nicht mehr.',
  ],
  unbekannt: [
    'Kein Nachweis gefunden',
    'Zu diesem Prüfcode gibt es keinen Nachweis. Bitte prüfen Sie, ob Sie den Code richtig abgeschrieben haben.',
  ],
};

/** What a code shows, as data: the same facts for the page and for `….json`. */
export function verificationJson(doc: RegisteredDocument): NachweisPruefung {
  return {
    echt: true as const,
    status: doc.status,
    art: doc.art,
    aussteller: isTenant(doc.mandant) ? TENANT_PROFILES[doc.mandant].name : doc.mandant,
    ausgestelltAm: doc.erstellt_am.toISOString(),
    ...doc.angaben,
  };
}

/** The answer to every code that names no document (unknown, forged, malformed): one and the same. */
export const UNKNOWN_JSON = { echt: false, status: 'unbekannt', meldung: STATUS_TEXTS.unbekannt[1] } as const;

const page = (title: string, body: string) => `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)} – FOBU-Portal</title><style>${STYLE}</style></head>
<body><main>${body}</main>
<footer>Prüfseite des FOBU-Portals (IQSH und SHIBB). Sie zeigt nur, ob ein Dokument echt ist und was es bescheinigt.</footer></body></html>`;

const codeForm = (heading: string) => `<h2>${esc(heading)}</h2>
<form method="get" action="/nachweis"><label for="code">Prüfcode</label>
<input id="code" name="code" autocomplete="off" spellcheck="false" autocapitalize="characters" maxlength="40" aria-describedby="code-hinweis">
<p class="hint" id="code-hinweis">Der Prüfcode steht unten auf dem Dokument neben dem QR-Code, zum Beispiel 7K2M-QX4P-0A1B-…</p>
<button type="submit">Prüfen</button></form>`;

/** `GET /nachweis`: the form to type a code. */
export const verificationFormPage = () =>
  page(
    'Nachweis prüfen',
    `<h1>Nachweis prüfen</h1>
<p>Hier prüfen Sie, ob eine Teilnahmebestätigung oder ein Fortbildungsnachweis aus dem FOBU-Portal echt ist. Eine Anmeldung ist nicht nötig.</p>
${codeForm('Prüfcode eingeben')}`,
  );

const row = (term: string, value: string) => `<dt>${esc(term)}</dt><dd>${esc(value)}</dd>`;

const statusLine = (state: DocumentStatus | 'unbekannt') => {
  const [word, sentence] = STATUS_TEXTS[state];
  return `<p class="status ${state}" role="status"><strong>${esc(word)}</strong>${esc(sentence)}</p>`;
};

/** The page for every code that names no document (unknown, forged, malformed): one and the same, not even echoing the code. */
export const unknownCodePage = () =>
  page(STATUS_TEXTS.unbekannt[0], `<h1>Nachweis prüfen</h1>${statusLine('unbekannt')}${codeForm('Einen anderen Code prüfen')}`);

/** Too many checks from one address: a plain page like the others, not the services' JSON. */
export const tooManyChecksPage = (retryAfterSeconds: number) =>
  page(
    'Zu viele Prüfungen',
    `<h1>Nachweis prüfen</h1>
<p class="status unbekannt" role="status"><strong>Zu viele Prüfungen</strong>Von Ihrem Anschluss kamen in kurzer Zeit sehr viele Prüfungen. Bitte versuchen Sie es in ${retryAfterSeconds === 60 ? 'einer Minute' : `${retryAfterSeconds} Sekunden`} erneut.</p>`,
  );

/** `GET /nachweis/{code}`: what the code of a registered document shows. */
export function verificationResultPage(code: string, doc: RegisteredDocument): string {
  const [word] = STATUS_TEXTS[doc.status];
  const status = statusLine(doc.status);
  const facts = verificationJson(doc);
  const hours = `${formatHours(facts.stunden)} Stunden${facts.teilweise ? ` (teilgenommen an ${facts.teilweise})` : ''}`;
  const details = [
    row('Dokument', KIND_LABELS[doc.art]),
    row('Für', facts.name),
    row(doc.art === 'teilnahmebestaetigung' ? 'Fortbildung' : 'Inhalt', facts.titel),
    facts.zeitraum ? row('Zeitraum', facts.zeitraum) : '',
    row('Umfang', hours),
    row('Ausgestellt von', facts.aussteller),
    row('Ausgestellt am', formatShortDay(facts.ausgestelltAm)),
    `<dt>Prüfcode</dt><dd><code>${esc(code)}</code></dd>`,
  ].join('');
  return page(
    `${KIND_LABELS[doc.art]}: ${word}`,
    `<h1>${esc(KIND_LABELS[doc.art])} prüfen</h1>${status}<dl>${details}</dl>${codeForm('Einen anderen Code prüfen')}`,
  );
}

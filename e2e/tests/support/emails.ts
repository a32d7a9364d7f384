import { expect, type APIRequestContext } from '@playwright/test';
import { backendConfig } from './sign-in';

/** An e-mail as the back end's development mailbox shows it (apps/backend/src/mail/mail-catcher.ts). */
export interface ReceivedEmail {
  id: number;
  /** e.g. „IQSH Fortbildungsportal <fortbildung@iqsh.example>“ */
  von: string;
  an: string[];
  betreff: string;
  text: string;
  html: string | null;
  /** e.g. „<http://localhost:4310/unsubscribe/1001?token=…>“ */
  listUnsubscribe: string | null;
  empfangenAm: string;
}

/** The mailbox listens six ports above the identity provider (BACKEND_BASE_PORT + 6). */
function mailboxUrl(): string {
  const idp = new URL(backendConfig().idp.url);
  return `${idp.protocol}//${idp.hostname}:${Number(idp.port) + 6}`;
}

/** The e-mails the back end has sent to `address` in this run, newest first. */
export async function emailsTo(request: APIRequestContext, address: string): Promise<ReceivedEmail[]> {
  const response = await request.get(`${mailboxUrl()}/api/emails`, { params: { an: address } });
  if (!response.ok()) throw new Error(`development mailbox: ${response.status()}`);
  return ((await response.json()) as { items: ReceivedEmail[] }).items;
}

/** Waits until an e-mail to `address` that satisfies `predicate` has arrived (the back end sends every second), and returns it. */
export async function waitForEmail(
  request: APIRequestContext,
  address: string,
  predicate: (email: ReceivedEmail) => boolean = () => true,
): Promise<ReceivedEmail> {
  let found: ReceivedEmail | undefined;
  await expect
    .poll(async () => (found = (await emailsTo(request, address)).find(predicate)), { message: `eine E-Mail an ${address}` })
    .toBeDefined();
  return found as ReceivedEmail;
}

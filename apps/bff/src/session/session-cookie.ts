import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { MOBILE_COOKIE_LIFETIME_DAYS } from '@fobu/domain';
import type { ClientKind } from '../oauth/identity-provider';

/** The session cookie's name: `__Host-` (Secure, Path=/, no Domain enforced by the browser) wherever it can be. */
const sessionCookieName = (secure: boolean) => (secure ? '__Host-fobu-sitzung' : 'fobu-sitzung');
const SIGN_IN_COOKIE = 'fobu-anmeldung';
/** A pending sign-in lasts this long, its cookie and its row alike. */
export const SIGN_IN_SECONDS = 600;

export function readSessionCookie(c: Context, secure: boolean): string | undefined {
  return getCookie(c, sessionCookieName(secure));
}

/** Web: a browser session's cookie. The installed app: 30 days (spec section 9). */
export function writeSessionCookie(c: Context, secure: boolean, value: string, client: ClientKind): void {
  setCookie(c, sessionCookieName(secure), value, {
    httpOnly: true,
    secure,
    sameSite: 'Strict',
    path: '/',
    ...(client === 'mobile' ? { maxAge: MOBILE_COOKIE_LIFETIME_DAYS * 86_400 } : {}),
  });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, sessionCookieName(secure), { httpOnly: true, secure, sameSite: 'Strict', path: '/' });
}

/** Lax, not Strict: the identity provider's redirect back is a cross-site navigation, which must carry it. */
export function writeSignInCookie(c: Context, secure: boolean, value: string): void {
  setCookie(c, SIGN_IN_COOKIE, value, { httpOnly: true, secure, sameSite: 'Lax', path: '/', maxAge: SIGN_IN_SECONDS });
}

export function readSignInCookie(c: Context): string | undefined {
  return getCookie(c, SIGN_IN_COOKIE);
}

export function clearSignInCookie(c: Context, secure: boolean): void {
  deleteCookie(c, SIGN_IN_COOKIE, { httpOnly: true, secure, sameSite: 'Lax', path: '/' });
}

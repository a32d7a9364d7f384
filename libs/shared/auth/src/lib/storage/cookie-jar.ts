/** A cookie as the portal writes it: always Path=/, Secure and SameSite=Strict (spec section 7). */
export interface PortalCookie {
  readonly name: string;
  readonly value: string;
  /** Absent: a session cookie; 0: delete it. */
  readonly maxAgeSeconds?: number;
}

/** Where cookies are read and written; the browser's unless a test passes its own. */
export interface CookieJar {
  /** The page's view of a cookie: synchronous and cheap, but it may lag a moment behind another tab's write. */
  peek(name: string): string | undefined;
  /** The cookie as the browser holds it now, including another tab's write that has completed. */
  get(name: string): Promise<string | undefined>;
  /** Resolves once the browser holds the cookie, so that every tab reads it from then on. */
  set(cookie: PortalCookie): Promise<void>;
}

/** The `document.cookie` form of a portal cookie. */
export function serializeCookie({ name, value, maxAgeSeconds }: PortalCookie): string {
  const attributes = ['Path=/', 'Secure', 'SameSite=Strict'];
  if (maxAgeSeconds !== undefined) attributes.push(`Max-Age=${maxAgeSeconds}`);
  return [`${name}=${value}`, ...attributes].join('; ');
}

/** Reads the raw value of a cookie from a `document.cookie` string, or undefined. */
function cookieValue(cookies: string, name: string): string | undefined {
  const prefix = `${name}=`;
  return cookies
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

function cookieStoreOrUndefined(): CookieStore | undefined {
  return typeof cookieStore === 'undefined' ? undefined : cookieStore;
}

/**
 * The browser's cookies. A `document.cookie` write reaches the browser's cookie store only some
 * time after it returns, and other tabs' `document.cookie` may lag behind it too: a tab that
 * renews the tokens and then releases the refresh lock could leave the next tab reading the spent
 * refresh token. The Cookie Store API answers from the store itself and resolves a write once it
 * is stored, so it is used where the browser has it (it always sets Secure).
 */
export const documentCookieJar: CookieJar = {
  peek: (name) => cookieValue(document.cookie, name),
  async get(name) {
    const store = cookieStoreOrUndefined();
    if (!store) return cookieValue(document.cookie, name);
    return (await store.get(name))?.value || undefined;
  },
  async set(cookie) {
    const store = cookieStoreOrUndefined();
    if (!store) {
      document.cookie = serializeCookie(cookie);
      return;
    }
    if (cookie.maxAgeSeconds === 0) return store.delete({ name: cookie.name, path: '/' });
    await store.set({
      name: cookie.name,
      value: cookie.value,
      path: '/',
      sameSite: 'strict',
      expires: cookie.maxAgeSeconds === undefined ? null : Date.now() + cookie.maxAgeSeconds * 1000,
    });
  },
};

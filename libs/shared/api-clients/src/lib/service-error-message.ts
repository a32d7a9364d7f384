import { useEffect, useState } from 'react';
import { isHTTPError } from 'ky';

/**
 * The German message a service gave for a refused request (`{ error, message }`, e.g. "Die
 * Stornofrist ist abgelaufen."), or the fallback when there is none: offline, a server fault,
 * or a body without a message. Reads the body from a copy, so it can be asked more than once.
 */
export async function serviceErrorMessage(
  error: unknown,
  fallback: string,
): Promise<string> {
  if (!isHTTPError(error)) return fallback;
  const body = (await error.response
    .clone()
    .json()
    .catch(() => undefined)) as { message?: unknown } | undefined;
  return typeof body?.message === 'string' &&
    body.message.length > 0 &&
    error.response.status < 500
    ? body.message
    : fallback;
}

/** `serviceErrorMessage` for a screen: undefined without an error, and until its message is read. */
export function useServiceErrorMessage(
  error: unknown,
  fallback: string,
): string | undefined {
  const [message, setMessage] = useState<{ for: unknown; text: string }>();
  useEffect(() => {
    if (!error) return undefined;
    let current = true;
    void serviceErrorMessage(error, fallback).then(
      (text) => current && setMessage({ for: error, text }),
    );
    return () => {
      current = false;
    };
  }, [error, fallback]);
  return error && message?.for === error ? message.text : undefined;
}

/** Whether a service said that what was asked for does not exist (404). */
export function isNotFoundError(error: unknown): boolean {
  return isHTTPError(error) && error.response.status === 404;
}

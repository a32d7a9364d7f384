import { LOGIN_POPUP_SIZE } from '@fobu/domain';

export const LOGIN_POPUP_NAME = 'fobu-login';
export const POPUP_MESSAGE_TYPE = 'fobu-login-callback';
/**
 * The popup leaves closing to its opener, which does so once it has the message: a popup that
 * closed itself right after posting could be seen closed before its message arrived, and the
 * sign-in would be taken for cancelled. Only when no opener closes it does it close itself.
 */
export const POPUP_SELF_CLOSE_MS = 5000;

/** The message the sign-in popup sends its opener: the callback's query, nothing else. */
export interface PopupMessage {
  readonly type: typeof POPUP_MESSAGE_TYPE;
  readonly search: string;
}

/**
 * Opens the 825 × 500 sign-in popup, centred over the portal. Called synchronously in the click
 * handler, because browsers block popups opened later; null where the popup is blocked.
 */
export function openLoginPopup(win: Window = window): Window | null {
  const { width, height } = LOGIN_POPUP_SIZE;
  const left = Math.round(win.screenX + (win.outerWidth - width) / 2);
  const top = Math.round(win.screenY + (win.outerHeight - height) / 2);
  return win.open('about:blank', LOGIN_POPUP_NAME, `popup,width=${width},height=${height},left=${left},top=${top}`);
}

/**
 * Waits for the popup's callback message, accepted only from this portal's own origin and from
 * that very popup; resolves undefined when the user closes the popup first.
 */
export function awaitPopupResult(
  popup: Window,
  messages: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  origin: string,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    const finish = (search: string | undefined) => {
      messages.removeEventListener('message', onMessage);
      clearInterval(closedWatch);
      resolve(search);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as Partial<PopupMessage> | undefined;
      if (event.origin !== origin || event.source !== popup || data?.type !== POPUP_MESSAGE_TYPE || typeof data.search !== 'string') return;
      finish(data.search);
    };
    messages.addEventListener('message', onMessage as EventListener);
    const closedWatch = setInterval(() => popup.closed && finish(undefined), 500);
  });
}

/** The options of vite-plugin-pwa's `registerSW` that the controller uses. */
export interface RegisterServiceWorkerOptions {
  readonly immediate?: boolean;
  readonly onNeedRefresh?: () => void;
  readonly onNeedReload?: () => void;
  readonly onRegisteredSW?: (scriptUrl: string, registration: ServiceWorkerRegistration | undefined) => void;
  readonly onRegisterError?: (error: unknown) => void;
}

/**
 * vite-plugin-pwa's `registerSW` (`virtual:pwa-register`): registers `/sw.js` and returns the
 * function that tells the waiting worker to take over. Injected, because only the app's build
 * can resolve that virtual module.
 */
export type RegisterServiceWorker = (options: RegisterServiceWorkerOptions) => (reloadPage?: boolean) => Promise<void>;

export interface UpdateState {
  /** A new version is there: the update banner shows until the user confirms it. */
  readonly updateAvailable: boolean;
}

export interface UpdateControllerOptions {
  /** Absent where no service worker is wanted (pre-rendering, tests, browsers without one). */
  readonly register?: RegisterServiceWorker;
  /**
   * The worker is registered once this has settled (at once without it): the page's first screen.
   * Installing fetches every file of the app, which on a phone's first visit took the main thread
   * and the network from the first screen (docs/performance.md).
   */
  readonly registerAfter?: Promise<unknown>;
  /** `navigator.serviceWorker`, whose `controllerchange` says that a new worker took over. */
  readonly serviceWorkers?: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;
  /** While true, no update reload happens: it would break a sign-in half way. */
  readonly isSignInInProgress: () => boolean;
  readonly reload: () => void;
  readonly logError?: (message: string, error: unknown) => void;
}

export interface UpdateController {
  getState(): UpdateState;
  subscribe(listener: () => void): () => void;
  /** Asks the server for a newer `/sw.js`; called on every navigation (spec section 4). */
  checkForUpdate(): void;
  /** The banner's Ok: the waiting worker takes over, and every open tab reloads once. */
  applyUpdate(): Promise<void>;
  /** A lazily loaded chunk is gone from the server: a new version has been deployed. */
  reportStaleVersion(): void;
}

/**
 * Registers the service worker and keeps the update state the banner shows. The reload after
 * an update happens once per tab, and never while a sign-in is in flight: it then waits for the
 * next navigation after the sign-in.
 */
export function createUpdateController(options: UpdateControllerOptions): UpdateController {
  const { isSignInInProgress, reload, logError = (message, error) => console.error(message, error) } = options;
  const listeners = new Set<() => void>();
  let state: UpdateState = { updateAvailable: false };
  let registration: ServiceWorkerRegistration | undefined;
  let reloadDeferred = false;
  let reloaded = false;

  const showBanner = () => {
    if (state.updateAvailable) return;
    state = { updateAvailable: true };
    listeners.forEach((listener) => listener());
  };
  const reloadOnce = () => {
    if (reloaded) return;
    if (isSignInInProgress()) {
      reloadDeferred = true;
      return;
    }
    reloaded = true;
    reload();
  };
  const askServer = () => {
    registration?.update().catch(() => {
      // Offline or the server is busy: the next navigation asks again.
    });
  };

  // A change of controller is an update only if a worker controlled the tab before: the very first
  // worker claims the tab of the first visit too, and that must not reload it. (workbox-window's
  // own "controlling" event says isUpdate only for tabs that were controlled when they started.)
  let controlled = Boolean(options.serviceWorkers?.controller);
  options.serviceWorkers?.addEventListener('controllerchange', () => {
    if (controlled) reloadOnce();
    controlled = true;
  });

  let activateWaitingWorker: ReturnType<RegisterServiceWorker> | undefined;
  const register = () => {
    activateWaitingWorker = options.register?.({
      immediate: true,
      onNeedRefresh: showBanner,
      // The reload follows the controller change above, in every open tab.
      onNeedReload: () => undefined,
      onRegisteredSW: (_scriptUrl, registered) => {
        registration = registered;
      },
      onRegisterError: (error) => logError('Der Service Worker konnte nicht registriert werden.', error),
    });
  };
  // Settled either way: a failed wait still registers, and leaves no unhandled rejection.
  if (options.registerAfter) void options.registerAfter.then(register, register);
  else register();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    checkForUpdate() {
      if (reloadDeferred && !isSignInInProgress()) {
        reloadDeferred = false;
        reloadOnce();
        return;
      }
      askServer();
    },
    async applyUpdate() {
      if (registration?.waiting && activateWaitingWorker) await activateWaitingWorker(true);
      else reloadOnce();
    },
    reportStaleVersion() {
      showBanner();
      askServer();
    },
  };
}

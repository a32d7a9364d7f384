import { createUpdateController, type RegisterServiceWorkerOptions } from './update-controller';

/** A stand-in for vite-plugin-pwa's registerSW that lets the test play the worker's events. */
function fakeServiceWorker({ controlledAtStart = true } = {}) {
  const controllerChange = new EventTarget();
  const worker = {
    container: {
      controller: controlledAtStart ? ({} as ServiceWorker) : null,
      addEventListener: (type: string, listener: () => void) => controllerChange.addEventListener(type, listener),
    } as Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>,
    options: {} as RegisterServiceWorkerOptions,
    registration: { waiting: null as object | null, update: vi.fn(() => Promise.resolve()) },
    activate: vi.fn(async () => undefined),
    register: vi.fn((options: RegisterServiceWorkerOptions) => {
      worker.options = options;
      return worker.activate;
    }),
    registered() {
      worker.options.onRegisteredSW?.('/sw.js', worker.registration as unknown as ServiceWorkerRegistration);
    },
    newVersionWaiting() {
      worker.registration.waiting = {};
      worker.options.onNeedRefresh?.();
    },
    takesControl() {
      worker.options.onNeedReload?.();
      controllerChange.dispatchEvent(new Event('controllerchange'));
    },
  };
  return worker;
}

function setup({ signingIn = false, controlledAtStart = true } = {}) {
  const worker = fakeServiceWorker({ controlledAtStart });
  const reload = vi.fn();
  const signIn = { inProgress: signingIn };
  const controller = createUpdateController({
    register: worker.register,
    serviceWorkers: worker.container,
    reload,
    isSignInInProgress: () => signIn.inProgress,
  });
  worker.registered();
  return { worker, reload, signIn, controller };
}

describe('update controller', () => {
  it('registers the worker at once and shows no banner while there is nothing new', () => {
    const { worker, controller } = setup();
    expect(worker.register).toHaveBeenCalledWith(expect.objectContaining({ immediate: true }));
    expect(controller.getState().updateAvailable).toBe(false);
  });

  it('asks the server for a new worker on every navigation', () => {
    const { worker, controller } = setup();
    controller.checkForUpdate();
    controller.checkForUpdate();
    expect(worker.registration.update).toHaveBeenCalledTimes(2);
  });

  it('shows the banner when a new version waits, and tells subscribers', () => {
    const { worker, controller } = setup();
    const listener = vi.fn();
    controller.subscribe(listener);
    worker.newVersionWaiting();
    expect(controller.getState().updateAvailable).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('Ok activates the waiting worker, and the tab reloads once when the worker takes control', async () => {
    const { worker, reload, controller } = setup();
    worker.newVersionWaiting();
    await controller.applyUpdate();
    expect(worker.activate).toHaveBeenCalledWith(true);
    expect(reload).not.toHaveBeenCalled();
    worker.takesControl();
    worker.takesControl();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('another tab whose worker was activated elsewhere reloads too, once', () => {
    const { worker, reload } = setup();
    worker.newVersionWaiting();
    worker.takesControl();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the first worker taking over the first visit is no update; the next one is', () => {
    const { worker, reload } = setup({ controlledAtStart: false });
    worker.takesControl();
    expect(reload).not.toHaveBeenCalled();
    worker.newVersionWaiting();
    worker.takesControl();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads during a sign-in, but at the first navigation after it', () => {
    const { worker, reload, signIn, controller } = setup({ signingIn: true });
    worker.newVersionWaiting();
    worker.takesControl();
    controller.checkForUpdate();
    expect(reload).not.toHaveBeenCalled();
    signIn.inProgress = false;
    controller.checkForUpdate();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a missing chunk shows the banner, and Ok reloads where no worker waits', async () => {
    const { worker, reload, controller } = setup();
    controller.reportStaleVersion();
    expect(controller.getState().updateAvailable).toBe(true);
    expect(worker.registration.update).toHaveBeenCalled();
    await controller.applyUpdate();
    expect(worker.activate).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('works without a service worker (pre-rendering, old browsers)', async () => {
    const reload = vi.fn();
    const controller = createUpdateController({ reload, isSignInInProgress: () => false });
    controller.checkForUpdate();
    await controller.applyUpdate();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('an offline update check is no error', async () => {
    const { worker, controller } = setup();
    worker.registration.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(() => controller.checkForUpdate()).not.toThrow();
    await Promise.resolve();
  });

  it('registers the worker only once the first screen is shown, when asked to wait for it', async () => {
    const worker = fakeServiceWorker();
    const reload = vi.fn();
    let firstScreenShown = () => undefined as void;
    const controller = createUpdateController({
      register: worker.register,
      registerAfter: new Promise<void>((shown) => (firstScreenShown = shown)),
      serviceWorkers: worker.container,
      reload,
      isSignInInProgress: () => false,
    });
    await Promise.resolve();
    expect(worker.register).not.toHaveBeenCalled();
    // Before the worker is there, Ok on a stale version reloads the page.
    controller.reportStaleVersion();
    await controller.applyUpdate();
    expect(reload).toHaveBeenCalledTimes(1);

    firstScreenShown();
    await vi.waitFor(() => expect(worker.register).toHaveBeenCalledWith(expect.objectContaining({ immediate: true })));
    worker.registered();
    worker.newVersionWaiting();
    await controller.applyUpdate();
    expect(worker.activate).toHaveBeenCalledWith(true);
  });

  it('registers the worker also when the wait for the first screen fails', async () => {
    const worker = fakeServiceWorker();
    createUpdateController({
      register: worker.register,
      registerAfter: Promise.reject(new Error('Erster Bildschirm nicht gezeigt')),
      serviceWorkers: worker.container,
      reload: vi.fn(),
      isSignInInProgress: () => false,
    });
    await vi.waitFor(() => expect(worker.register).toHaveBeenCalledTimes(1));
  });
});

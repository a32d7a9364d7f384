import { stopOnSignals } from './stop-on-signals';

describe('stopOnSignals', () => {
  it('closes the server once however often SIGTERM and SIGINT come, then ends the process', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const listeners = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
    let closes = 0;
    stopOnSignals({ close: async () => void (closes += 1) });
    process.emit('SIGTERM');
    process.emit('SIGINT');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(closes).toBe(1);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      for (const listener of process.listeners(signal)) if (!listeners[signal].includes(listener)) process.off(signal, listener);
    }
    exit.mockRestore();
  });
});

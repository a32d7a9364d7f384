/**
 * A server process's end: SIGTERM (a deployment's restart) or SIGINT (Ctrl-C) closes `server` once,
 * however often the signal comes (graceful: see `listen`), and then ends the process.
 */
export function stopOnSignals(server: { close(): Promise<void> }): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

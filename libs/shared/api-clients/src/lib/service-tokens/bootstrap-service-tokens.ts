import type { ServiceTokenSource } from './service-token-source';

/** Fetches the three service tokens one after another; a failure is only logged (spec section 8). */
export async function bootstrapServiceTokens(sources: readonly ServiceTokenSource[], log: Pick<Console, 'error'> = console): Promise<void> {
  for (const source of sources) {
    try {
      await source.renew();
    } catch (error) {
      log.error(`Das Diensttoken für „${source.service}“ konnte nicht geholt werden.`, error);
    }
  }
}

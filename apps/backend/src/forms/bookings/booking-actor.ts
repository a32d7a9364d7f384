import type { BookingStep } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';

/*
 * Who changes bookings in a transaction, for their history (migration 025_anmeldung_historie):
 * the triggers on anmeldungen write a step for every change and read the actor, the reason and a
 * step the change alone does not tell from these transaction-local settings. A trigger cannot be
 * forgotten by a new statement, and the seed, the fixtures and the one-statement booking are
 * recorded too; the settings end with the transaction, so no other request inherits them.
 */

/** Who acts: a person in their active role. */
export interface BookingActor {
  readonly uid: string;
  readonly role: string | null;
}

interface StepContext {
  /** The reason given, which the person is told as well. */
  readonly grund?: string;
  /** The step when the change of state alone does not say it (a meeting's acceptance). */
  readonly schritt?: BookingStep;
}

/**
 * The settings as a select list over four SQL expressions: a statement that runs without a
 * transaction around it (the one-statement booking) records its actor itself.
 */
export const actorSettingsSql = (uid: string, role: string, grund: string, schritt: string) =>
  `set_config('fobu.akteur_uid', ${uid}, true), set_config('fobu.akteur_rolle', ${role}, true),
  set_config('fobu.grund', ${grund}, true), set_config('fobu.schritt', ${schritt}, true)`;

const SET_CONTEXT = `SELECT ${actorSettingsSql('$1', '$2', '$3', '$4')}`;

/** The steps that follow in this transaction are the actor's, with the reason if one is given. */
export async function recordActor(sql: Sql, actor: BookingActor, context: StepContext = {}): Promise<void> {
  await sql.query(SET_CONTEXT, [actor.uid, actor.role ?? '', context.grund ?? '', context.schritt ?? '']);
}

/**
 * Runs `steps` as the back end's own (no actor, no reason): a move-up from the waiting list that
 * someone's cancelling set off is the seat allocation's step, not theirs. The actor is back afterwards.
 */
export async function asBackEndSteps<T>(sql: Sql, steps: () => Promise<T>): Promise<T> {
  const [saved] = await sql.query<{ uid: string; rolle: string; grund: string; schritt: string }>(
    `SELECT coalesce(current_setting('fobu.akteur_uid', true), '') AS uid, coalesce(current_setting('fobu.akteur_rolle', true), '') AS rolle,
            coalesce(current_setting('fobu.grund', true), '') AS grund, coalesce(current_setting('fobu.schritt', true), '') AS schritt`,
  );
  await sql.query(SET_CONTEXT, ['', '', '', '']);
  const result = await steps();
  await sql.query(SET_CONTEXT, [saved.uid, saved.rolle, saved.grund, saved.schritt]);
  return result;
}

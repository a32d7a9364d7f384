// Where the database's time goes during the burst: every 100 ms, what each session of the test's
// database is doing (pg_stat_activity): running on the CPU, waiting for a lock (which one), for the
// client (the back end's turn: its CPU or its connection pool), or for I/O.

/** Samples until `running()` turns false; answers the samples. */
export async function sampleWaits(sql, running) {
  const samples = [];
  while (running()) {
    const { rows } = await sql.query(
      `SELECT coalesce(wait_event_type || ': ' || wait_event, 'CPU (läuft)') AS event, count(*)::int AS n
         FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'
        GROUP BY 1`,
    );
    samples.push(rows);
    await new Promise((ok) => setTimeout(ok, 100));
  }
  return samples;
}

/** Each kind of wait's share of all busy session samples, largest first, as "42 %". */
export function summariseWaits(samples) {
  const totals = new Map();
  for (const rows of samples) for (const { event, n } of rows) totals.set(event, (totals.get(event) ?? 0) + n);
  const all = [...totals.values()].reduce((a, b) => a + b, 0) || 1;
  return [...totals].sort((a, b) => b[1] - a[1]).map(([event, n]) => [event, `${Math.round((100 * n) / all)} %`]);
}

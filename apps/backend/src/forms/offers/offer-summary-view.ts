import type { AngebotSummary } from '@fobu/api-contract';
import { iso } from '../timestamps';

/** The contract's offer summary from an `angebote` row (detail and search share it). */
export function angebotSummaryView(row: Record<string, unknown>): AngebotSummary {
  return {
    vnr: row['vnr'] as string,
    mandant: row['mandant'] as AngebotSummary['mandant'],
    vtyp: row['vtyp'] as AngebotSummary['vtyp'],
    titel: row['titel'] as string,
    format: row['format'] as AngebotSummary['format'],
    umfangStunden: row['umfang_stunden'] as number,
    gebuehr: row['gebuehr'] as number,
    status: row['status'] as AngebotSummary['status'],
    schularten: row['schularten'] as AngebotSummary['schularten'],
    faecher: row['faecher'] as string[],
    kennzeichen: row['kennzeichen'] as string[],
    naechsterTermin: iso(row['naechster_termin'] as Date | null),
    veroeffentlichtAm: iso(row['veroeffentlicht_am'] as Date | null),
  };
}

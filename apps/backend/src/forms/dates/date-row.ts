import type { Tenant } from '@fobu/domain';

/** A date (`termine`) as stored: the columns the seed writes and the views read. */
export interface DateRow {
  id: number;
  vnr: string;
  mandant: Tenant;
  beginn: Date;
  ende: Date;
  /** JSON text of `{beginn, ende}[]`. */
  sitzungen: string;
  ort_name: string | null;
  adresse: string | null;
  raum: string | null;
  kreis: string | null;
  online_link: string | null;
  min_plaetze: number;
  max_plaetze: number;
  warteliste_plaetze: number;
  anmeldebeginn: Date;
  anmeldeschluss: Date;
  stornofrist: Date;
  genehmigung_erforderlich: boolean;
  status: string;
  schule_dstnr: string | null;
}

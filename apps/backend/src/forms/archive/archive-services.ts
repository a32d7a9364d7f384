import type { Hono } from 'hono';
import type { Db } from '../../db/db';
import { addAdminOverview } from './admin-overview';
import { addTakeOver } from './take-over';

/** Adds the administrator's calls (docs/archive.md) to the forms service: the dashboard and taking an archived offer over. */
export function addArchiveServices(app: Hono, db: Db): void {
  addAdminOverview(app, db);
  addTakeOver(app, db);
}

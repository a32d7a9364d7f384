import base from './playwright.config';
// Local only (not committed): the shared machine is loaded, so the servers get longer to start.
export default { ...base, timeout: 180_000, webServer: (base.webServer as object[]).map((server) => ({ ...server, timeout: 900_000 })) };

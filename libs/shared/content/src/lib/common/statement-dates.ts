/** When the legal texts were last reviewed; shown as "Stand" on each page (`formatLongDay`). */
export const CONTENT_REVIEWED_ON = '2026-11-23';

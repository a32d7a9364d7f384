// The query cache's code (about 7 KB gzip), a chunk of its own: see lazy-query-client.ts.
export { QueryClient } from '@tanstack/react-query';

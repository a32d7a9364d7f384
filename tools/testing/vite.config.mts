import { libraryTestConfig } from './src/lib/test-config.mjs';

export default libraryTestConfig(import.meta.dirname, { environment: 'node' });

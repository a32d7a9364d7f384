import { libraryTestConfig } from '@fobu/testing';

export default libraryTestConfig(import.meta.dirname, { environment: 'node' });

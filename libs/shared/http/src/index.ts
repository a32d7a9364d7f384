// One HTTP layer for the sign-in (@fobu/auth) and the service clients (@fobu/api-clients).
export { createBffJsonClient } from './lib/bff-json-client';
export { createJsonClient } from './lib/json-client';
export { parseResponse, ResponseShapeError } from './lib/response-shape-error';
export { ServiceError, type ServiceAnswer } from './lib/service-error';
export { isServiceError } from './lib/error-kinds';
export { isNotFoundError, serviceErrorMessage } from './lib/service-error-message';
export { requestRetryDelay, shouldRetryRequest } from './lib/retry-policy';

export * from './lib/tenants';
export * from './lib/roles';
export * from './lib/screens';
export * from './lib/role-groups';
export * from './lib/session';
export * from './lib/constants';
export * from './lib/public-pages';
export * from './lib/german-dates';

export * from './auth';
export * from './companies';
export * from './customers';
export * from './demo-requests';
export * from './documents';
export * from './outbox';
export * from './settings';
export * from './users';

export * from './auth';
export * from './companies';
export * from './demo-requests';
export * from './outbox';
export * from './users';

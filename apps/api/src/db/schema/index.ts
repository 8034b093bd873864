export * from './auth';
export * from './companies';
export * from './outbox';
export * from './users';

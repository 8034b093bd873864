import { resourceKeys } from '../../../app/api/query-keys';

/** Query keys of the caller's scheduled reports (one answer: the subscriptions and their address). */
const reports = resourceKeys<never>('report-subscriptions');

export const reportSubscriptionKeys = {
  ...reports,
  mine: () => [...reports.all, 'mine'] as const,
};

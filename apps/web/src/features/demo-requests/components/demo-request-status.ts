import type { DemoRequestStatus } from '@tms/domain';

type Tone = 'info' | 'warning' | 'success' | 'default';

/** How each status is named and coloured on screen. */
export const DEMO_REQUEST_STATUS_INFO: Record<DemoRequestStatus, { label: string; tone: Tone; hint: string }> = {
  new: { label: 'New', tone: 'info', hint: 'Waiting for a first reply' },
  contacted: { label: 'Contacted', tone: 'warning', hint: 'Sales has replied' },
  qualified: { label: 'Qualified', tone: 'success', hint: 'A good fit, demo booked or held' },
  closed: { label: 'Closed', tone: 'default', hint: 'No further follow-up' },
};

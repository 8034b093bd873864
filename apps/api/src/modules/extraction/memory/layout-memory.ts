/**
 * A broker's layout, learned from a document whose values the user confirmed: where each value stood
 * relative to a label, so the next document from that broker is read at the same places first.
 */
export { applyLayoutMemory } from './apply-layout';
export { brokerKey, matchBrokerKey } from './broker-key';
export type { Shape } from './field-shapes';
export { type ConfirmedAnswer, type LayoutMemory, learnLayout } from './learn-layout';
export type { FieldAnchor } from './read-anchor';

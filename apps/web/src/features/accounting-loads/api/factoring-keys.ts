/** Factoring's queries; the settings key is the one Settings' factoring card reads and writes. */
export const factoringKeys = {
  all: ['factoring'] as const,
  settings: ['factoring', 'settings'] as const,
  submissions: ['factoring', 'submissions'] as const,
};

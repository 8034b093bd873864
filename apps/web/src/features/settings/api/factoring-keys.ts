export const factoringKeys = { settings: ['factoring', 'settings'] as const };

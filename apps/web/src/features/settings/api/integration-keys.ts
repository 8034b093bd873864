export const integrationKeys = { company: ['integrations', 'settings'] as const };

export const featureKeys = {
  all: ['company-permissions'] as const,
  company: (companyId: number) => [...featureKeys.all, companyId] as const,
};

export const companyInfoKeys = { all: ['company-info'] as const };

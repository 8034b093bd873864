import { z } from 'zod';

/** Every error answer: a sentence for people, or a list of field problems for 422. */
export const errorAnswer = z.object({
  detail: z.union([
    z.string(),
    z.array(z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() })),
  ]),
});

export const SUBSCRIPTION_EXPIRED = 'SUBSCRIPTION_EXPIRED';
export const SUBSCRIPTION_EXPIRED_DETAIL =
  "Your company's subscription has expired. Access is suspended until it is renewed.";

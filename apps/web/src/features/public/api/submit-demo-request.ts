import { type demoRequestForm, messageAnswer } from '@tms/domain';
import type { z } from 'zod';
import { http } from '../../../app/api/http';

/** The form's values once validated: trimmed, with the e-mail lower-cased. */
export type DemoRequestValues = z.output<typeof demoRequestForm>;

/** POST /api/demo-requests/ (public); answers the server's confirmation. Empty optional fields are left out. */
export async function submitDemoRequest(values: DemoRequestValues): Promise<string> {
  const body = {
    name: values.name,
    email: values.email,
    company: values.company,
    ...(values.phone ? { phone: values.phone } : {}),
    ...(values.fleet_size ? { fleet_size: values.fleet_size } : {}),
  };
  return messageAnswer.parse(await http('/api/demo-requests/', { method: 'POST', json: body })).message;
}

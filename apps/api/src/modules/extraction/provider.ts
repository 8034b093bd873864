import { z } from 'zod';

/**
 * The optional language-model provider: an OpenAI-compatible chat completions endpoint or Anthropic's
 * messages endpoint, configured on the server only. Without configuration there is no provider and
 * nothing leaves the machine.
 */

export type ProviderConfig = {
  kind: 'openai' | 'anthropic';
  /** Base URL, e.g. https://api.openai.com/v1 or https://api.anthropic.com. */
  url: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
};

export type Provider = { model: string; read(text: string): Promise<ProviderAnswer> };

const nullableText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)));
const nullableNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => {
    if (v === null || v === undefined || v === '') return null;
    const n = Number(String(v).replace(/[$,\s]/g, ''));
    return Number.isFinite(n) ? n : null;
  });

/** What the model is asked for; anything missing or malformed becomes null rather than an error. */
export const providerAnswer = z.object({
  basic_info: z
    .object({
      load_number: nullableText,
      broker_name: nullableText,
      broker_mc_number: nullableText,
      broker_email: nullableText,
      broker_phone: nullableText,
      other_reference_numbers: z.array(z.union([z.string(), z.number()]).transform(String)).nullish(),
      carrier_name: nullableText,
    })
    .partial()
    .default({}),
  events: z
    .array(
      z
        .object({
          event_type: z.enum(['pickup', 'delivery']).nullish().catch(null),
          event_date: nullableText,
          appointment_time_lower: nullableText,
          appointment_time_higher: nullableText,
          facility_name: nullableText,
          location_street: nullableText,
          location_city: nullableText,
          location_state: nullableText,
          location_postal_code: nullableText,
          reference_number: nullableText,
          contact_phone: nullableText,
        })
        .partial(),
    )
    .default([]),
  rate_cargo: z
    .object({
      rate_booked: nullableNumber,
      linehaul: nullableNumber,
      loaded_miles: nullableNumber,
      commodity: nullableText,
      weight_lbs: nullableNumber,
      pieces: nullableNumber,
      hazmat: z.boolean().nullish(),
      equipment: nullableText,
    })
    .partial()
    .default({}),
});
export type ProviderAnswer = z.infer<typeof providerAnswer>;

const INSTRUCTIONS = `You read trucking rate confirmations. Answer with one JSON object only, no prose:
{"basic_info":{"load_number","broker_name","broker_mc_number" (digits, the broker's, not the carrier's),"broker_email","broker_phone","other_reference_numbers":[],"carrier_name"},
"events":[{"event_type":"pickup"|"delivery","event_date":"YYYY-MM-DD","appointment_time_lower":"HH:MM","appointment_time_higher":"HH:MM","facility_name","location_street","location_city","location_state","location_postal_code","reference_number","contact_phone"}],
"rate_cargo":{"rate_booked" (total carrier pay, number),"linehaul","loaded_miles","commodity","weight_lbs","pieces","hazmat" (boolean),"equipment"}}
Events in stop order. Use null for anything the document does not state. Do not guess.`;

function firstJsonObject(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('The provider answered without JSON');
  return JSON.parse(text.slice(start, end + 1));
}

async function post(url: string, headers: Record<string, string>, body: unknown, timeoutMs: number) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`The provider answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

export function createProvider(config: ProviderConfig | undefined): Provider | null {
  if (!config) return null;
  const base = config.url.replace(/\/+$/, '');
  return {
    model: config.model,
    async read(text) {
      let content: string;
      if (config.kind === 'anthropic') {
        const answer = await post(
          `${base}/v1/messages`,
          { 'x-api-key': config.apiKey, 'anthropic-version': '2023-06-01' },
          { model: config.model, max_tokens: 2000, system: INSTRUCTIONS, messages: [{ role: 'user', content: text }] },
          config.timeoutMs,
        );
        const parts = (answer.content as { type: string; text?: string }[] | undefined) ?? [];
        content = parts.map((p) => p.text ?? '').join('');
      } else {
        const answer = await post(
          `${base}/chat/completions`,
          { authorization: `Bearer ${config.apiKey}` },
          {
            model: config.model,
            temperature: 0,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: INSTRUCTIONS },
              { role: 'user', content: text },
            ],
          },
          config.timeoutMs,
        );
        const choices = (answer.choices as { message?: { content?: string } }[] | undefined) ?? [];
        content = choices[0]?.message?.content ?? '';
      }
      return providerAnswer.parse(firstJsonObject(content));
    },
  };
}

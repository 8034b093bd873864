import { createLinkSeal } from '../../src/modules/mail/sealed-link';
import { TEST_JWT_SECRET } from './test-app';

const seal = createLinkSeal(TEST_JWT_SECRET);

/**
 * The token of the sign-in link an outbox message carries sealed (what the delivered e-mail
 * shows), opened with the test server's secret: the stored bodies hold only a placeholder.
 */
export function sealedToken(message: { sealed_link: string | null }): string {
  const link = message.sealed_link ? seal.open(message.sealed_link) : undefined;
  const token = link?.match(/[?&]token=([\w-]+)/)?.[1];
  if (!token) throw new Error('no sealed sign-in link in the message');
  return token;
}

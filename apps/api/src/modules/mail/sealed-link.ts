import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Links that sign someone in (password reset, invitation) never rest in the outbox in clear: the
 * stored message carries this placeholder, and the link itself is sealed (AES-256-GCM, key derived
 * from the server's secret) until delivery, then erased (decision 0051). Whoever reads the outbox,
 * the admin screen or a backup sees no usable link.
 */
export const LINK_PLACEHOLDER = '[link sent only in the delivered e-mail]';
const FORMAT = 'v1';

export function createLinkSeal(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'tms/outbox', 'sealed-link', 32));
  return {
    seal(link: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(link, 'utf8'), cipher.final()]);
      return [
        FORMAT,
        iv.toString('base64url'),
        body.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    /** The link, or undefined when the value was sealed with another key or altered. */
    open(sealed: string): string | undefined {
      const [format, iv, body, tag] = sealed.split('.');
      if (format !== FORMAT || !iv || !body || !tag) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

export type LinkSeal = ReturnType<typeof createLinkSeal>;

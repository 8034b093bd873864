import { randomInt } from 'node:crypto';

/** Lowercase letters and digits only: the address survives systems that fold the case of a local part. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const TOKEN_LENGTH = 20;

/** A new random token (about 103 bits): nobody guesses a company's address. */
export function newInboundToken(): string {
  return Array.from({ length: TOKEN_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export const inboundAddress = (token: string, domain: string) => `loads+${token}@${domain}`;

/**
 * The token of a recipient written as a company's address (`loads+<token>@<domain>`, any case),
 * or null for any other recipient.
 */
export function tokenOfRecipient(recipient: string, domain: string): string | null {
  const at = recipient.lastIndexOf('@');
  if (at < 0) return null;
  const local = recipient.slice(0, at).toLowerCase();
  if (recipient.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const match = /^loads\+([a-z0-9]{16,40})$/.exec(local);
  return match?.[1] ?? null;
}

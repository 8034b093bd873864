import { hash, verify } from '@node-rs/argon2';

// argon2id (algorithm 2) with OWASP's recommended memory and time costs.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of a random password, verified against when the account does not exist so that timing reveals nothing. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(hashed: string | null | undefined, password: string): Promise<boolean> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  const target = hashed ?? (await decoy);
  try {
    const ok = await verify(target, password);
    return ok && Boolean(hashed);
  } catch {
    return false;
  }
}

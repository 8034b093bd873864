// argon2id (algorithm 2) with OWASP's recommended memory and time costs.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * The argon2 binding, loaded on first use. Its allocator (mimalloc) keeps freed memory for reuse,
 * so the 19 MB of each hash stayed resident after the first sign-in; with no purge delay it goes
 * back to the system as soon as the hash is done (decision 0088). mimalloc reads its options when
 * the binding is loaded, hence the variable set just before; one set by the deployment wins.
 */
let argon2: Promise<typeof import('@node-rs/argon2')> | undefined;
function binding() {
  if (!argon2) {
    process.env.MIMALLOC_PURGE_DELAY ??= '0';
    argon2 = import('@node-rs/argon2');
  }
  return argon2;
}

export async function hashPassword(password: string): Promise<string> {
  return (await binding()).hash(password, OPTIONS);
}

/** A hash of a random password, verified against when the account does not exist so that timing reveals nothing. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(hashed: string | null | undefined, password: string): Promise<boolean> {
  // The decoy is made before the check, not beside it: one hash's memory at a time.
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  const made = await decoy;
  const target = hashed ?? made;
  try {
    const ok = await (await binding()).verify(target, password);
    return ok && Boolean(hashed);
  } catch {
    return false;
  }
}

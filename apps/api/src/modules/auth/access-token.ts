import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { LRUCache } from 'lru-cache';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type AccessClaims = { userId: number; companyId: number | null; sessionId: string };

/**
 * Short-lived HS256 access tokens; the session id is the refresh-token family, so logout can
 * revoke it. Verification is synchronous, and the claims of tokens already checked are kept until
 * they expire, keyed by the token itself (fast-jwt's own cache hashes every token it is asked
 * about, which cost more than the rest of the session check).
 */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verifyToken = createVerifier({ key: secret, algorithms: ['HS256'] });
  const checked = new LRUCache<string, { claims: AccessClaims; expiresAt: number }>({ max: 10_000 });
  return {
    ttlSeconds,
    async sign(claims: AccessClaims): Promise<string> {
      return sign({
        sub: String(claims.userId),
        cid: claims.companyId,
        sid: claims.sessionId,
        typ: 'access',
        jti: randomUUID(),
      });
    },
    /** Answers the claims, or undefined for anything expired, forged or malformed. */
    async verify(token: string): Promise<AccessClaims | undefined> {
      const hit = checked.get(token);
      if (hit) return hit.expiresAt > Date.now() ? hit.claims : undefined;
      try {
        const payload = verifyToken(token) as Record<string, unknown>;
        const userId = Number(payload.sub);
        if (payload.typ !== 'access' || !Number.isInteger(userId) || typeof payload.sid !== 'string') return undefined;
        if (!UUID.test(payload.sid) || typeof payload.exp !== 'number') return undefined;
        const claims = {
          userId,
          companyId: typeof payload.cid === 'number' ? payload.cid : null,
          sessionId: payload.sid,
        };
        checked.set(token, { claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

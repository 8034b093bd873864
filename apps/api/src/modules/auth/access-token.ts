import { jwtVerify, SignJWT } from 'jose';

export type AccessClaims = { userId: number; companyId: number | null; sessionId: string };

/** Short-lived HS256 access tokens; the session id is the refresh-token family, so logout can revoke it. */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ cid: claims.companyId, sid: claims.sessionId, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** Answers the claims, or undefined for anything expired, forged or malformed. */
    async verify(token: string): Promise<AccessClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (payload.typ !== 'access' || !Number.isInteger(userId) || typeof payload.sid !== 'string') return undefined;
        return { userId, companyId: typeof payload.cid === 'number' ? payload.cid : null, sessionId: payload.sid };
      } catch {
        return undefined;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

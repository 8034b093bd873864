import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../db/client';
import { readReplicaOf } from '../db/read-replica';
import { lsnText, parseLsn, type RequestPositions, withRequestPositions } from '../db/write-positions';

/** The cookie that carries the client's last answered write, whichever process answered it. */
export const WRITE_POSITION_COOKIE = 'tms_wal';
/** Far longer than any replica lag that reads should wait out; after it, reads trust the replica again. */
const KEPT_SECONDS = 3600;

/** One cookie's value from a request's `Cookie` header. */
function cookieValue(header: string | undefined, name: string) {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Read-your-writes across processes (decision 0234): an answer whose request wrote hands the
 * client the primary's WAL position after that write, in a cookie; the client's next requests
 * bring it to whichever process serves them, and their replica reads go to the primary until the
 * replica has replayed it. Only with a read replica: without one every read is on the primary.
 */
export function carryWritePositions(app: FastifyInstance, db: AppDb) {
  if (!readReplicaOf(db)) return;
  const ofRequest = new WeakMap<object, RequestPositions>();
  app.addHook('onRequest', (request, _reply, done) => {
    const positions: RequestPositions = { after: parseLsn(cookieValue(request.headers.cookie, WRITE_POSITION_COOKIE)) };
    ofRequest.set(request, positions);
    withRequestPositions(positions, done);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const { after, wrote } = ofRequest.get(request) ?? {};
    if (wrote !== undefined && (after === undefined || wrote > after)) {
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${WRITE_POSITION_COOKIE}=${lsnText(wrote)}; Path=/api; Max-Age=${KEPT_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
      );
    }
    done(null, payload);
  });
}

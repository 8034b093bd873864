import type { DocumentType } from '@tms/domain';
import { useCallback, useRef, useState } from 'react';
import { ApiError, serverDetail } from '../../../app/api/api-error';

export type UploadStatus = 'ready' | 'uploading' | 'done' | 'failed' | 'refused';

export interface QueuedFile {
  key: string;
  file: File;
  status: UploadStatus;
  /** Share of the bytes sent, 0 to 1. */
  progress: number;
  /** Why the file was refused or failed, in the spec's words. */
  error?: string;
  /** The type chosen for this file alone; without one it goes up as the widget's type. */
  documentType?: DocumentType;
}

/**
 * The server refused the file itself (its type, content, size, or where it was to go): sending
 * it again would be refused again, so it is not offered for another try. A lost connection or a
 * server failure may pass on a second try.
 */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);

export type SendFile = (item: QueuedFile, onProgress: (sent: number) => void, signal: AbortSignal) => Promise<unknown>;

/** How many files go up at once: enough to keep the line busy, few enough to show steady progress. */
const PARALLEL_UPLOADS = 2;
export const UPLOAD_FAILED = 'Upload failed';

let nextKey = 0;

/** The files of an upload widget and what became of each; uploads can be cancelled in flight. */
export function useUploadQueue() {
  const [items, setItems] = useState<QueuedFile[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  const patch = useCallback((key: string, change: Partial<QueuedFile>) => {
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));
  }, []);

  const add = useCallback((accepted: File[], refused: { file: File; reason: string }[]) => {
    const make = (file: File, status: UploadStatus, error?: string): QueuedFile => ({
      key: `upload-${++nextKey}`,
      file,
      status,
      progress: 0,
      error,
    });
    setItems((all) => [
      // Finished rows make way for the next batch.
      ...all.filter((i) => i.status !== 'done' && i.status !== 'refused'),
      ...accepted.map((f) => make(f, 'ready')),
      ...refused.map((r) => make(r.file, 'refused', r.reason)),
    ]);
  }, []);

  /** Removes a waiting row, or stops an upload in flight and removes it. */
  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setItems((all) => all.filter((i) => i.key !== key));
  }, []);

  /** Gives a waiting file a type of its own. */
  const setType = useCallback((key: string, documentType: DocumentType) => patch(key, { documentType }), [patch]);

  const clear = useCallback(() => {
    for (const c of controllers.current.values()) c.abort();
    setItems([]);
  }, []);

  /** Sends every ready file; answers how many were stored and why the others were refused or failed. */
  const start = useCallback(
    async (ready: QueuedFile[], send: SendFile) => {
      let stored = 0;
      const failures: string[] = [];
      const queue = [...ready];
      const worker = async () => {
        for (let item = queue.shift(); item; item = queue.shift()) {
          const { key } = item;
          const controller = new AbortController();
          controllers.current.set(key, controller);
          patch(key, { status: 'uploading', progress: 0, error: undefined });
          try {
            await send(item, (progress) => patch(key, { progress }), controller.signal);
            patch(key, { status: 'done', progress: 1 });
            stored += 1;
          } catch (error) {
            // A cancelled upload has already left the list.
            if (!controller.signal.aborted) {
              const reason = serverDetail(error) ?? UPLOAD_FAILED;
              patch(key, { status: isRefusal(error) ? 'refused' : 'failed', error: reason });
              failures.push(reason);
            }
          } finally {
            controllers.current.delete(key);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, queue.length) }, worker));
      return { stored, failures };
    },
    [patch],
  );

  return { items, add, remove, setType, clear, start };
}

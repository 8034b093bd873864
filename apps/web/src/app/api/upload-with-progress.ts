import { ApiError, apiErrorFrom } from './api-error';
import { NETWORK_ERROR } from './http';

export interface UploadOptions {
  token: string | null;
  /** The share of the body sent so far, 0 to 1, as the browser reports it. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * POSTs multipart form data with XMLHttpRequest, whose upload events report real progress (fetch
 * has none for request bodies). Answers the parsed JSON or throws an ApiError, like `http`.
 */
export function uploadWithProgress<T>(path: string, body: FormData, options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (options.token) xhr.setRequestHeader('Authorization', `Bearer ${options.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
        } catch {
          reject(new ApiError(xhr.status, 'The server sent an answer that could not be read', undefined, undefined));
        }
        return;
      }
      void apiErrorFrom(new Response(xhr.responseText, { status: xhr.status, headers: responseHeaders(xhr) })).then(
        reject,
      );
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR, undefined, undefined));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

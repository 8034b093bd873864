import { ApiError, apiErrorFrom } from './api-error';

export const NETWORK_ERROR = 'Network error occurred';

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (file uploads); the browser sets the boundary. */
  multipart?: FormData;
  token?: string | null;
  signal?: AbortSignal;
  /** Headers of the call's own, such as an Idempotency-Key. */
  headers?: Record<string, string>;
}

/**
 * One call to the product's own API, with no session logic: returns the parsed JSON body
 * (undefined for 204) or throws an ApiError.
 */
export async function http<T = unknown>(path: string, options: HttpOptions = {}): Promise<T> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.multipart) {
    body = options.multipart;
  } else if (options.form) {
    body = new URLSearchParams(options.form);
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // The browser's own words ("Failed to fetch") vary by engine; spec 1 names this failure.
    throw new ApiError(0, NETWORK_ERROR, undefined, undefined);
  }

  if (!response.ok) throw await apiErrorFrom(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

import { withSession } from './api-client';
import { apiErrorFrom } from './api-error';

/**
 * A call whose answer is a file (a PDF, a CSV), on behalf of the signed-in user: the response
 * with the file and its headers, the name the server gave it (Content-Disposition) or `fallback`.
 */
export async function fetchFile(
  path: string,
  options: { accept: string; json?: unknown; fallbackName: string },
): Promise<{ file: File; response: Response }> {
  const response = await withSession(async (token) => {
    const res = await fetch(path, {
      method: options.json === undefined ? 'GET' : 'POST',
      headers: {
        Accept: options.accept,
        ...(options.json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'include',
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
    });
    if (!res.ok) throw await apiErrorFrom(res);
    return res;
  });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = disposition.match(/filename="([^"]+)"/)?.[1] ?? options.fallbackName;
  const blob = await response.blob();
  return { file: new File([blob], name, { type: blob.type || options.accept }), response };
}

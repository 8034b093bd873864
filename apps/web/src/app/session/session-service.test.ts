import type { TokenAnswer } from '@tms/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../../../test/session-user';

// The network and the encrypted store are replaced at the module boundary; timers are fake, so
// token lifetimes of half an hour pass in no time.
const requests = vi.hoisted(() => ({
  loginRequest: vi.fn(),
  refreshRequest: vi.fn(),
  logoutRequest: vi.fn(),
  meRequest: vi.fn(),
}));
vi.mock('./auth-requests', () => requests);
vi.mock('./refresh-token-vault', () => {
  let stored: string | null = null;
  return {
    TokenDecryptError: class extends Error {},
    saveRefreshToken: async (token: string) => {
      stored = token;
    },
    hasRefreshToken: () => stored !== null,
    loadRefreshToken: async () => stored,
    clearRefreshToken: () => {
      stored = null;
    },
  };
});

const user = sessionUser();
const answer = (n: number, expiresIn = 1800): TokenAnswer => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  token_type: 'bearer',
  expires_in: expiresIn,
  user,
});

async function load() {
  const service = await import('./session-service');
  const store = await import('./session-store');
  const events = await import('./session-events');
  const client = await import('../api/api-client');
  // The fresh modules' own error class: `instanceof` checks compare against it.
  const { ApiError } = await import('../api/api-error');
  return { service, store, events, client, ApiError };
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  for (const fn of Object.values(requests)) fn.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('scheduled refresh', () => {
  it('renews two minutes before the access token expires, and again after each renewal', async () => {
    const { service, store } = await load();
    requests.refreshRequest.mockResolvedValueOnce(answer(2)).mockResolvedValueOnce(answer(3));
    await service.establishSession(answer(1));

    await vi.advanceTimersByTimeAsync(1679_000);
    expect(requests.refreshRequest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requests.refreshRequest).toHaveBeenCalledWith('refresh-1');
    expect(store.getAccessToken()).toBe('access-2');

    await vi.advanceTimersByTimeAsync(1680_000);
    expect(requests.refreshRequest).toHaveBeenLastCalledWith('refresh-2');
    expect(store.getAccessToken()).toBe('access-3');
  });

  it('waits at least a minute for short-lived tokens', async () => {
    const { service } = await load();
    requests.refreshRequest.mockResolvedValue(answer(2, 30));
    await service.establishSession(answer(1, 30));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(requests.refreshRequest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requests.refreshRequest).toHaveBeenCalledOnce();
  });

  it('tries again in 30 seconds when offline, and ends the session when the server refuses', async () => {
    const { service, store, events, ApiError } = await load();
    const seen: string[] = [];
    events.onSessionEvent((e) => seen.push(e.type));
    requests.refreshRequest
      .mockRejectedValueOnce(new ApiError(0, 'offline', undefined, undefined))
      .mockRejectedValueOnce(new ApiError(401, 'Invalid refresh token', 'Invalid refresh token', undefined));
    await service.establishSession(answer(1));

    await vi.advanceTimersByTimeAsync(1680_000);
    expect(requests.refreshRequest).toHaveBeenCalledTimes(1);
    expect(store.getSessionSnapshot().status).toBe('authenticated');

    await vi.advanceTimersByTimeAsync(30_000);
    expect(requests.refreshRequest).toHaveBeenCalledTimes(2);
    expect(store.getSessionSnapshot().status).toBe('anonymous');
    expect(seen).toEqual(['expired']);
  });

  it('stops renewing after sign-out', async () => {
    const { service } = await load();
    requests.logoutRequest.mockResolvedValue(undefined);
    await service.establishSession(answer(1));
    await service.signOut();
    await vi.advanceTimersByTimeAsync(3600_000);
    expect(requests.refreshRequest).not.toHaveBeenCalled();
  });
});

describe('sign-out', () => {
  it("removes the user's own stored values, such as a load draft, and leaves another user's", async () => {
    const { service } = await load();
    const { userStorageKey } = await import('./user-storage');
    requests.logoutRequest.mockResolvedValue(undefined);
    await service.establishSession(answer(1));
    const mine = userStorageKey(user, 'load-wizard.draft');
    const theirs = userStorageKey({ id: user.id + 1, company_id: user.company_id }, 'load-wizard.draft');
    window.localStorage.setItem(mine, '{}');
    window.localStorage.setItem(theirs, '{}');
    await service.signOut();
    expect(window.localStorage.getItem(mine)).toBeNull();
    expect(window.localStorage.getItem(theirs)).toBe('{}');
    window.localStorage.removeItem(theirs);
  });
});

describe('a call refused with 401', () => {
  it('refreshes once for concurrent calls and retries each with the new token', async () => {
    const { service, client, ApiError } = await load();
    await service.establishSession(answer(1));
    let release: (a: TokenAnswer) => void = () => undefined;
    requests.refreshRequest.mockImplementation(() => new Promise<TokenAnswer>((resolve) => (release = resolve)));
    const call = vi.fn(async (token: string | null) => {
      if (token === 'access-1') throw new ApiError(401, 'expired', 'Token expired', undefined);
      return token;
    });

    const first = client.withSession(call);
    const second = client.withSession(call);
    await vi.advanceTimersByTimeAsync(0);
    release(answer(2));
    await expect(Promise.all([first, second])).resolves.toEqual(['access-2', 'access-2']);
    expect(requests.refreshRequest).toHaveBeenCalledOnce();
  });

  it('ends the session when the refresh is refused too', async () => {
    const { service, client, store, ApiError } = await load();
    await service.establishSession(answer(1));
    requests.refreshRequest.mockRejectedValue(new ApiError(401, 'Invalid', 'Invalid refresh token', undefined));
    await expect(
      client.withSession(async () => {
        throw new ApiError(401, 'expired', 'Token expired', undefined);
      }),
    ).rejects.toThrow();
    expect(store.getSessionSnapshot().status).toBe('anonymous');
  });
});

describe('without signal', () => {
  it('opens signed in as the last user, and renews the token once the server answers', async () => {
    const { service, store, ApiError } = await load();
    await service.establishSession(answer(1));
    // The app was closed: the token in memory is gone; the refresh token and the user are kept.
    store.setAnonymous();
    requests.refreshRequest
      .mockRejectedValueOnce(new ApiError(0, 'offline', undefined, undefined))
      .mockResolvedValueOnce(answer(2));
    await service.startSession();
    expect(store.getSessionSnapshot()).toEqual({ status: 'authenticated', user });
    expect(store.getAccessToken()).toBeNull();

    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.getAccessToken()).toBe('access-2');
  });

  it('keeps the session when a call’s refresh cannot reach the server', async () => {
    const { service, client, store, ApiError } = await load();
    await service.establishSession(answer(1));
    requests.refreshRequest.mockRejectedValue(new ApiError(0, 'offline', undefined, undefined));
    await expect(
      client.withSession(async () => {
        throw new ApiError(401, 'expired', 'Token expired', undefined);
      }),
    ).rejects.toMatchObject({ status: 0 });
    expect(store.getSessionSnapshot().status).toBe('authenticated');
  });
});

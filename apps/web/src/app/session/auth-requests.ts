import { type TokenAnswer, tokenAnswer, type User, userSchema } from '@tms/domain';
import { http } from '../api/http';

/** POST /api/auth/login takes a form-encoded body, like an OAuth2 password grant. */
export async function loginRequest(email: string, password: string): Promise<TokenAnswer> {
  return tokenAnswer.parse(await http('/api/auth/login', { method: 'POST', form: { username: email, password } }));
}

export async function refreshRequest(refreshToken: string): Promise<TokenAnswer> {
  return tokenAnswer.parse(await http('/api/auth/refresh', { method: 'POST', json: { refresh_token: refreshToken } }));
}

export async function logoutRequest(accessToken: string | null, refreshToken: string | null): Promise<void> {
  await http('/api/auth/logout', {
    method: 'POST',
    token: accessToken,
    json: { refresh_token: refreshToken ?? '' },
    // Signing out must not hang on a slow server: the local session is cleared either way.
    signal: AbortSignal.timeout(5000),
  });
}

export async function meRequest(accessToken: string): Promise<User> {
  return userSchema.parse(await http('/api/auth/me', { token: accessToken }));
}

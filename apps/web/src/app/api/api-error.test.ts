import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom, errorText, fieldProblems, serverDetail, UNEXPECTED_ERROR } from './api-error';

const response = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers });

describe('apiErrorFrom', () => {
  it('prefers the detail', async () => {
    const error = await apiErrorFrom(response(401, JSON.stringify({ detail: 'Incorrect email or password' })));
    expect(error.message).toBe('Incorrect email or password');
    expect(error.detail).toBe('Incorrect email or password');
  });

  it('joins the messages of a 422 field list', async () => {
    const body = {
      detail: [
        { loc: ['body', 'email'], msg: 'Email is required', type: 'value_error' },
        { loc: ['body'], msg: 'Too long', type: 'x' },
      ],
    };
    const error = await apiErrorFrom(response(422, JSON.stringify(body)));
    expect(error.message).toBe('Email is required, Too long');
    // Where each problem is stays on the error, for screens that name the record it belongs to.
    expect(fieldProblems(error)).toEqual([
      { loc: ['body', 'email'], msg: 'Email is required' },
      { loc: ['body'], msg: 'Too long' },
    ]);
    expect(fieldProblems(new Error('x'))).toEqual([]);
  });

  it('falls back to message, then raw text, then the client message', async () => {
    expect((await apiErrorFrom(response(500, JSON.stringify({ message: 'Boom' })))).message).toBe('Boom');
    expect((await apiErrorFrom(response(502, 'Bad gateway'))).message).toBe('Bad gateway');
    expect((await apiErrorFrom(response(500, ''))).message).toBe('Request failed with status code 500');
  });

  it('recognises an expired subscription by its header', async () => {
    const error = await apiErrorFrom(response(403, '{}', { 'X-Error-Type': 'SUBSCRIPTION_EXPIRED' }));
    expect(error.isSubscriptionExpired).toBe(true);
    expect((await apiErrorFrom(response(403, '{}'))).isSubscriptionExpired).toBe(false);
  });
});

describe('errorText and serverDetail', () => {
  it('uses the generic sentence when nothing better exists', () => {
    expect(errorText(undefined)).toBe(UNEXPECTED_ERROR);
    expect(errorText(new Error(''))).toBe(UNEXPECTED_ERROR);
    expect(errorText(new Error('No refresh token available'))).toBe('No refresh token available');
  });

  it('gives the server detail only for server errors', () => {
    expect(serverDetail(new ApiError(400, 'x', 'Current password is incorrect', undefined))).toBe(
      'Current password is incorrect',
    );
    expect(serverDetail(new ApiError(0, 'Failed to fetch', undefined, undefined))).toBeUndefined();
    expect(serverDetail(new Error('x'))).toBeUndefined();
  });
});

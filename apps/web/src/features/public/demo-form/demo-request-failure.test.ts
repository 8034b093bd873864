import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../app/api/api-error';
import {
  CONNECTION_ERROR,
  DEFAULT_FAILURE_DETAIL,
  demoRequestFailure,
  GENERAL_FAILURE,
  UNABLE_TO_SUBMIT,
} from './demo-request-failure';

const apiError = (status: number, detail?: string) => new ApiError(status, detail ?? 'x', detail, undefined);

describe('demoRequestFailure', () => {
  it('shows the server detail for the rate limit and the honeypot', () => {
    expect(demoRequestFailure(apiError(429, 'Too many demo requests'))).toEqual({
      message: 'Too many demo requests',
      suggestEmail: false,
    });
    expect(demoRequestFailure(apiError(400)).message).toBe(DEFAULT_FAILURE_DETAIL);
  });

  it('lists the field messages of a 422', () => {
    expect(demoRequestFailure(apiError(422, 'Name is required, Email is required')).message).toBe(
      'Please check your information: Name is required, Email is required',
    );
  });

  it('reports a connection error when the server was not reached', () => {
    expect(demoRequestFailure(apiError(0)).message).toBe(CONNECTION_ERROR);
  });

  it('falls back to a sentence with the sales e-mail for other failures', () => {
    expect(demoRequestFailure(apiError(500))).toEqual({ message: UNABLE_TO_SUBMIT, suggestEmail: true });
    expect(demoRequestFailure(apiError(503, 'Down for maintenance')).message).toBe('Down for maintenance');
    expect(demoRequestFailure(new TypeError('boom'))).toEqual({ message: GENERAL_FAILURE, suggestEmail: true });
  });
});

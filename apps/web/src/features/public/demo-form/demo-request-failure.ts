import { ApiError } from '../../../app/api/api-error';

// Spec 1 section 8, demo request.
export const CONNECTION_ERROR = 'Connection error. Please check your internet connection and try again.';
export const CHECK_INFORMATION = 'Please check your information: ';
export const UNABLE_TO_SUBMIT = 'Unable to submit your request at this time';
export const DEFAULT_FAILURE_DETAIL = 'Failed to submit demo request';
export const GENERAL_FAILURE = 'Something went wrong while sending your request. Please try again.';
export const MISSING_FIELDS = 'Please fill in all required fields.';

export interface DemoRequestFailure {
  message: string;
  /** Adds the note that the sales team can be reached by e-mail. */
  suggestEmail: boolean;
}

/** What the form says when sending fails, by status. */
export function demoRequestFailure(error: unknown): DemoRequestFailure {
  if (!(error instanceof ApiError)) return { message: GENERAL_FAILURE, suggestEmail: true };
  if (error.status === 0) return { message: CONNECTION_ERROR, suggestEmail: false };
  // The rate limit and the honeypot answer with a sentence meant for the visitor.
  if (error.status === 429 || error.status === 400) {
    return { message: error.detail ?? DEFAULT_FAILURE_DETAIL, suggestEmail: false };
  }
  // The detail of a 422 is already the field messages joined with commas.
  if (error.status === 422) {
    return { message: `${CHECK_INFORMATION}${error.detail ?? DEFAULT_FAILURE_DETAIL}`, suggestEmail: false };
  }
  return { message: error.detail ?? UNABLE_TO_SUBMIT, suggestEmail: true };
}

import { fireEvent, screen } from '@testing-library/react';
import { EMAIL_CHANGE_DONE, EMAIL_CHANGE_LINK_INVALID } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { renderWithApp } from '../../../test/render';
import { ConfirmEmailPage } from './confirm-email-page';

const fetchMock = stubFetch((url, init) => {
  if (!url.endsWith('/api/auth/email-change-confirm')) return undefined;
  const body = JSON.parse(String(init?.body)) as { token: string };
  return body.token === 'good'
    ? json({ message: EMAIL_CHANGE_DONE })
    : json({ detail: EMAIL_CHANGE_LINK_INVALID }, 400);
});

describe('the page the new address’s link opens', () => {
  it('changes nothing until the person confirms, then says the address changed', async () => {
    renderWithApp(<ConfirmEmailPage />, { url: '/confirm-email?token=good&email=new%40example.test' });
    const button = await screen.findByRole('button', { name: 'Confirm new@example.test' });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(await screen.findByText(EMAIL_CHANGE_DONE)).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'good', email: 'new@example.test' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows why a spent link does not work', async () => {
    renderWithApp(<ConfirmEmailPage />, { url: '/confirm-email?token=spent&email=new%40example.test' });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm new@example.test' }));
    expect(await screen.findByText(EMAIL_CHANGE_LINK_INVALID)).toBeTruthy();
  });

  it('refuses a link without its token or address', async () => {
    renderWithApp(<ConfirmEmailPage />, { url: '/confirm-email?token=good' });
    expect(await screen.findByText(EMAIL_CHANGE_LINK_INVALID)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();
  });
});

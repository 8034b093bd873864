import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ELD_CREDENTIAL_LABELS, ELD_SYNC_MESSAGES } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { integrationRow, syncState } from '../../../../test/eld';
import { json, stubFetch } from '../../../../test/fetch';
import { renderWithApp } from '../../../../test/render';
import { sessionUser } from '../../../../test/session-user';

vi.mock('../../../app/session/use-session', async () => {
  const { capabilitiesOf } = await import('@tms/domain');
  return { useSession: () => ({ user: sessionUser(), capabilities: capabilitiesOf(['MANAGER']) }) };
});

const { EldCredentialsDialog } = await import('./eld-credentials-dialog');

const motive = integrationRow(syncState({ status: 'not_configured', credentials_hint: null }), {
  integration_id: 4,
  integration: { id: 4, code: 'motive_eld', name: 'Motive', kind: 'eld', description: null, is_active: true },
});

const fetchMock = stubFetch((url, init) => {
  if (url !== '/api/integrations/company/4/credentials' || init?.method !== 'PUT') return undefined;
  const { api_token } = JSON.parse(String(init.body));
  if (api_token === 'revokedkey123') return json({ detail: ELD_SYNC_MESSAGES.rejected }, 422);
  return json({ ...motive, sync: syncState({ status: 'pending', credentials_hint: `…${api_token.slice(-4)}` }) });
});

describe('EldCredentialsDialog', { timeout: 30_000 }, () => {
  it("asks for the key by the provider's own name, hidden, with where to find it", () => {
    renderWithApp(<EldCredentialsDialog open row={motive} code="motive_eld" onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Connect Motive' });
    const field = within(dialog).getByLabelText(/API key/) as HTMLInputElement;
    expect(field.type).toBe('password');
    expect(within(dialog).getByText(ELD_CREDENTIAL_LABELS.motive_eld.help)).toBeTruthy();
  });

  it('refuses a key with spaces before sending it', async () => {
    fetchMock.mockClear();
    renderWithApp(<EldCredentialsDialog open row={motive} code="motive_eld" onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/API key/), { target: { value: 'two words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(ELD_SYNC_MESSAGES.tokenShape)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the key and closes', async () => {
    fetchMock.mockClear();
    const onClose = vi.fn();
    renderWithApp(<EldCredentialsDialog open row={motive} code="motive_eld" onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/API key/), { target: { value: ' mk_live_9f8e7d6c ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ api_token: 'mk_live_9f8e7d6c' });
    expect(await screen.findByText('Motive API key saved')).toBeTruthy();
  });

  it("keeps the server's refusal in the dialog", async () => {
    const onClose = vi.fn();
    renderWithApp(<EldCredentialsDialog open row={motive} code="motive_eld" onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/API key/), { target: { value: 'revokedkey123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(ELD_SYNC_MESSAGES.rejected)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names the key it replaces', () => {
    const connected = { ...motive, sync: syncState({ credentials_hint: '…c3d4' }) };
    renderWithApp(<EldCredentialsDialog open row={connected} code="motive_eld" onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Replace Motive API key' });
    expect(within(dialog).getByText(/…c3d4/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Replace' })).toBeTruthy();
  });
});

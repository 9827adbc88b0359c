import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/lib/routes';
import { stxEntry } from '@/mocks/fixtures/wallet-addresses';
import {
  FIXTURE_STX_MESSAGE,
  FIXTURE_STX_MESSAGE_SIGNATURE,
} from '@/mocks/fixtures/wallet-responses';
import type { AnalyticsClient } from '@/analytics/analytics-client';
import { renderWithAppState } from '@/test/render-with-app-state';
import { toolUsed } from '@/test/tool-used';
import { VerifyMessageForm } from './verify-message-form';

const track = vi.fn<AnalyticsClient['track']>();
afterEach(() => track.mockClear());

const renderAt = (url: string) => renderWithAppState(<VerifyMessageForm />, { url, track });

describe('VerifyMessageForm', () => {
  it('verifies a link’s values at once; an edit clears the verdict until verified again', async () => {
    renderAt(
      routes.verifyMessage({
        type: 'plain',
        message: FIXTURE_STX_MESSAGE,
        signature: FIXTURE_STX_MESSAGE_SIGNATURE,
        publicKey: stxEntry.publicKey,
      }),
    );
    const status = screen.getByRole('status', { name: 'Verification' });
    expect(status).toHaveTextContent('Valid signature');
    expect(track).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), '!');
    expect(status).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Verify signature' }));
    expect(status).toHaveTextContent('Invalid signature');
    expect(track).toHaveBeenCalledExactlyOnceWith(...toolUsed('verify-message', 'success'));
  });

  it('shows field problems on submit, with no verdict and nothing tracked', async () => {
    renderAt('/tools/verify-message');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify signature' }));
    expect(screen.getByLabelText('Signature')).toHaveAccessibleDescription('Enter the signature');
    expect(screen.getByRole('status', { name: 'Verification' })).toHaveTextContent('');
    expect(track).not.toHaveBeenCalled();
  });
});

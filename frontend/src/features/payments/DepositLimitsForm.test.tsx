import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../i18n';
import { useSessionStore } from '../../stores/useSessionStore';
import { fetchRoutes } from '../../../test/fetchRoutes';
import { buildUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { DepositLimitsForm } from './DepositLimitsForm';
import { buildResponsiblePlay } from './fixtures';

beforeAll(() => initI18n('en'));
beforeEach(() => useSessionStore.setState({ token: 't', user: buildUser(), loading: false }));

describe('deposit limits form', () => {
  it('sends only the limits the player changed (an untouched one keeps its waiting raise), empty meaning no limit', async () => {
    const state = buildResponsiblePlay({
      limits: {
        daily: { limit: 100, pending: { limit: 300, effectiveAt: '2026-01-16T12:00:00.000Z' }, used: '10.00' },
        weekly: { limit: 500, pending: null, used: '10.00' },
        monthly: { limit: null, pending: null, used: '10.00' },
      },
    });
    const { calls } = fetchRoutes({ 'PUT /api/payments/limits': { body: state } });
    renderWithProviders(<DepositLimitsForm state={state} />);
    expect(screen.getByText(/Rises to \$300\.00/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Weekly'));
    await user.type(screen.getByLabelText('Monthly'), '900');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    await screen.findByRole('button', { name: 'Save limits' });
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ weekly: null, monthly: 900 });
  });

  it('refuses what the protocol schema refuses (not whole dollars, zero, too large) without sending', async () => {
    const { calls } = fetchRoutes({});
    renderWithProviders(<DepositLimitsForm state={buildResponsiblePlay()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Daily'), '12.5');
    await user.type(screen.getByLabelText('Weekly'), '0');
    await user.type(screen.getByLabelText('Monthly'), '5000000');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findAllByText(/Enter whole dollars from 1 to 1,000,000/)).toHaveLength(3);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});

import { render, screen } from '@testing-library/react';
import { BATTLE_TIE_NONCE, battleNonce } from '@nova/protocol';
import { initI18n } from '../../i18n';
import { BattleRules } from './BattleRules';

beforeAll(() => initI18n('en'));

describe('the battle rules on the fairness page', () => {
  it('states the nonce and tie-break the server draws battles with', async () => {
    render(<BattleRules />);
    expect(await screen.findByRole('heading', { name: 'Box battles' })).toBeTruthy();
    const formula = screen.getByText(/nonce\(round, seat\)/).textContent ?? '';
    const seatsPerRound = battleNonce(1, 0) - battleNonce(0, 0);
    expect(formula).toContain(`round × ${seatsPerRound} + seat`);
    expect(formula).toContain(`nonce = ${BATTLE_TIE_NONCE.toLocaleString('en-US')}`);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText(/nonce r × 4 \+ s/)).toBeTruthy();
  });
});

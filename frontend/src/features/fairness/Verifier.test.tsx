import { webcrypto } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fairRoll, pickFromTable, sha256Hex, type OpeningProofDto } from '@nova/protocol';
import { initI18n } from '../../i18n';
import { useSessionStore } from '../../stores/useSessionStore';
import { buildPublicConfig, buildUser } from '../../../test/fixtures';
import { fetchRoutes } from '../../../test/fetchRoutes';
import { renderApp } from '../../../test/render';

// jsdom has no WebCrypto; the verifier runs on the platform's, as it does in a browser.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

beforeAll(() => initI18n('en'));
beforeEach(() => useSessionStore.setState({ user: null, token: null, loading: false }));

const OPENING = '65f0c2a1b4e7d9f3a2c1b0e9';
const SERVER_SEED = '7f3c1e5a9b2d4f6081a3c5e7092b4d6f8a1c3e5079b2d4f6a8c1e3507a9b2d4f';

/** A real proof, computed with the protocol's own functions (the server's draw). */
async function realProof(): Promise<OpeningProofDto> {
  const table = [
    { prizeId: 'p-legend', name: 'Mythic Card', rarity: 'legendary' as const, oddsPpm: 0 },
    { prizeId: 'p-epic', name: 'Holo Card', rarity: 'epic' as const, oddsPpm: 100_000 },
    { prizeId: 'p-common', name: 'Card', rarity: 'common' as const, oddsPpm: 400_000 },
    { prizeId: 'p-none', name: 'Nothing', rarity: 'none' as const, oddsPpm: 500_000 },
  ];
  const clientSeed = 'my lucky seed';
  const nonce = 7;
  const roll = await fairRoll(SERVER_SEED, clientSeed, nonce);
  const won = table[pickFromTable(roll, table)]!;
  return {
    openingId: OPENING,
    box: { id: 'b1', name: 'Card Vault', category: 'Collectibles' },
    table,
    clientSeed,
    nonce,
    serverSeedHash: await sha256Hex(SERVER_SEED),
    serverSeed: SERVER_SEED,
    oddsVersion: 3,
    roll,
    prizeId: won.prizeId,
    prizeName: won.name,
    eligibleForLegendary: false,
    createdAt: '2026-01-15T12:00:00.000Z',
  };
}

function serve(proof: OpeningProofDto) {
  return fetchRoutes({
    'GET /api/config': { body: buildPublicConfig() },
    [`GET /api/openings/${OPENING}/proof`]: { body: proof },
  });
}

const verdict = async () => (await screen.findByTestId('proof-result')).querySelector('[data-verdict]');

describe('the fairness verifier', () => {
  it('verifies a correct proof in the browser: hash, roll, ticket and the landed row of the odds table', async () => {
    const proof = await realProof();
    serve(proof);
    renderApp(`/fairness?opening=${OPENING}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Provable Fairness' })).toBeInTheDocument();
    expect(screen.getByLabelText('Opening id')).toHaveValue(OPENING);
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect((await verdict())?.getAttribute('data-verdict')).toBe('verified');
    expect(screen.getByText('SHA-256 of the server seed matches the committed hash')).toBeInTheDocument();
    expect(screen.getByText('Same as the roll the server recorded')).toBeInTheDocument();
    expect(screen.getByText('The ticket lands on the prize that was awarded')).toBeInTheDocument();
    expect(screen.getByTestId('computed-roll').textContent).toBe(
      proof.roll.toLocaleString('en-US', { maximumFractionDigits: 10, minimumFractionDigits: 1 }),
    );

    const table = screen.getByRole('table');
    const landed = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(landed).toHaveLength(1);
    expect(landed[0]).toHaveTextContent(proof.prizeName);
    expect(landed[0]).toHaveTextContent('Landed');
    // Cumulative ranges in published order; a 0-odds row has none.
    expect(within(table).getByRole('row', { name: /Holo Card/ })).toHaveTextContent('0– 99,999');
    expect(within(table).getByRole('row', { name: /^Card/ })).toHaveTextContent('100,000– 499,999');
    expect(within(table).getByRole('row', { name: /Nothing/ })).toHaveTextContent('500,000– 999,999');
    expect(within(table).getByRole('row', { name: /Mythic Card/ })).toHaveTextContent('—');
  });

  it.each([
    [
      'another prize was awarded',
      (p: OpeningProofDto) => ({ ...p, prizeId: p.prizeId === 'p-none' ? 'p-epic' : 'p-none' }),
      'The ticket lands on a different prize than the one awarded',
    ],
    [
      'the revealed seed is not the committed one',
      (p: OpeningProofDto) => ({ ...p, serverSeed: `${SERVER_SEED.slice(0, -1)}0` }),
      'SHA-256 of the server seed does not match the committed hash',
    ],
    ['the recorded roll was changed', (p: OpeningProofDto) => ({ ...p, roll: (p.roll + 0.5) % 1 }), `Differs from the recorded roll`],
  ])('does not verify a tampered proof: %s', async (_name, tamper, failure) => {
    serve(tamper(await realProof()));
    renderApp(`/fairness?opening=${OPENING}`);
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    expect((await verdict())?.getAttribute('data-verdict')).toBe('failed');
    expect(screen.getByText(new RegExp(failure))).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('says the server seed is not revealed yet, and offers rotation to the owner of the seed', async () => {
    const proof = { ...(await realProof()), serverSeed: null };
    fetchRoutes({
      'GET /api/config': { body: buildPublicConfig() },
      [`GET /api/openings/${OPENING}/proof`]: { body: proof },
      'GET /api/fairness': { body: { serverSeedHash: proof.serverSeedHash, clientSeed: proof.clientSeed, nonce: 8, previous: null } },
    });
    useSessionStore.setState({ user: buildUser(), token: 't' });
    renderApp(`/fairness?opening=${OPENING}`);
    expect(await screen.findByText('Server seed not revealed yet — rotate your seed to verify')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Rotate my seed' })).toBeInTheDocument();
    expect(screen.getByText('Secret until the player rotates their seed')).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('refuses a malformed id and reports an unknown opening', async () => {
    const user = userEvent.setup();
    serve(await realProof());
    renderApp('/fairness');
    await user.type(await screen.findByLabelText('Opening id'), 'not-an-id');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter an opening id: 24 characters, digits 0-9 and letters a-f.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Opening id'));
    await user.type(screen.getByLabelText('Opening id'), 'aaaaaaaaaaaaaaaaaaaaaaaa');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('No opening has this id.')).toBeInTheDocument();
  });

  it('computes a roll from pasted seeds without the proof API', async () => {
    const user = userEvent.setup();
    const { calls } = serve(await realProof());
    renderApp('/fairness');
    const form = (await screen.findByRole('heading', { name: 'Compute a roll yourself' })).closest('section')!;
    await user.click(within(form).getByRole('button', { name: 'Compute roll' }));
    expect(within(form).getByText('Enter the server seed.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Server seed'), SERVER_SEED);
    await user.type(within(form).getByLabelText('Client seed'), 'my lucky seed');
    await user.clear(within(form).getByLabelText('Nonce'));
    await user.type(within(form).getByLabelText('Nonce'), '7');
    await user.click(within(form).getByRole('button', { name: 'Compute roll' }));
    const roll = await fairRoll(SERVER_SEED, 'my lucky seed', 7);
    expect(await within(form).findByTestId('manual-roll')).toHaveTextContent(
      roll.toLocaleString('en-US', { maximumFractionDigits: 10, minimumFractionDigits: 1 }),
    );
    expect(within(form).getByTestId('manual-ticket')).toHaveTextContent(Math.floor(roll * 1_000_000).toLocaleString('en-US'));
    expect(within(form).getByText(await sha256Hex(SERVER_SEED))).toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('/proof'))).toEqual([]);
  });
});

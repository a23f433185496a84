import { SIMULATOR_DRAFT_PATH, SIMULATOR_DRAFT_STORAGE_KEY, type SimulatorDraft } from '@nova/protocol';
import { handDraftToSimulator, readSimulatorDraft } from './draft';

const draft: SimulatorDraft = {
  name: 'Draft Vault',
  priceCoins: 2_500,
  prizes: [
    { name: 'Camera', rarity: 'epic', oddsPpm: 20_000, valueInUSDCents: 89_900 },
    { name: 'Nothing', rarity: 'none', oddsPpm: 980_000, valueInUSDCents: 0 },
  ],
};

beforeEach(() => sessionStorage.clear());

describe('the editor-to-simulator draft hand-over', () => {
  it('round-trips a valid draft through sessionStorage and returns the address to open', () => {
    expect(handDraftToSimulator(draft)).toBe(SIMULATOR_DRAFT_PATH);
    expect(JSON.parse(sessionStorage.getItem(SIMULATOR_DRAFT_STORAGE_KEY)!)).toEqual(draft);
    expect(readSimulatorDraft()).toEqual({ status: 'ok', draft });
  });

  it('reports no draft, and ignores broken JSON or a draft the schema refuses', () => {
    expect(readSimulatorDraft()).toEqual({ status: 'none' });
    sessionStorage.setItem(SIMULATOR_DRAFT_STORAGE_KEY, '{not json');
    expect(readSimulatorDraft()).toEqual({ status: 'invalid' });
    sessionStorage.setItem(SIMULATOR_DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, prizes: [draft.prizes[0]] }));
    expect(readSimulatorDraft()).toEqual({ status: 'invalid' });
    expect(readSimulatorDraft(null)).toEqual({ status: 'none' });
  });

  it('refuses to hand over a draft whose odds do not total 100%', () => {
    expect(() => handDraftToSimulator({ ...draft, prizes: [draft.prizes[0]!] })).toThrow();
    expect(sessionStorage.getItem(SIMULATOR_DRAFT_STORAGE_KEY)).toBeNull();
  });
});

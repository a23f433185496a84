import { SIMULATOR_DRAFT_PATH, SIMULATOR_DRAFT_STORAGE_KEY, simulatorDraftSchema, type SimulatorDraft } from '@nova/protocol';

export type DraftReading = { status: 'none' } | { status: 'invalid' } | { status: 'ok'; draft: SimulatorDraft };

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/**
 * The editor's hand-over (docs/simulator.md): the draft JSON in sessionStorage under SIMULATOR_DRAFT_STORAGE_KEY,
 * checked with the protocol's schema. Missing, unreadable or invalid drafts are reported, never used.
 */
export function readSimulatorDraft(storage: Storage | null = sessionStore()): DraftReading {
  const raw = storage?.getItem(SIMULATOR_DRAFT_STORAGE_KEY);
  if (!raw) return { status: 'none' };
  try {
    const parsed = simulatorDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { status: 'ok', draft: parsed.data } : { status: 'invalid' };
  } catch {
    return { status: 'invalid' };
  }
}

/**
 * For the box editor: stores its unsaved draft for the simulator and returns the address to open in the same
 * tab (sessionStorage belongs to the tab). Throws when the draft does not pass the schema.
 */
export function handDraftToSimulator(draft: SimulatorDraft, storage: Storage | null = sessionStore()): string {
  const valid = simulatorDraftSchema.parse(draft);
  storage?.setItem(SIMULATOR_DRAFT_STORAGE_KEY, JSON.stringify(valid));
  return SIMULATOR_DRAFT_PATH;
}

import { z } from 'zod';
import { RARITIES } from '../constants';
import { ODDS_TOTAL_PPM } from '../fairness';

/** Bounds of the admin simulator and of a draft it accepts (docs/simulator.md). */
export const SIMULATOR_LIMITS = {
  openingsMax: 1_000_000,
  sessionLengthMax: 100_000,
  draftNameMax: 100,
  draftPrizesMax: 100,
  prizeNameMax: 100,
  /** $1,000,000 in coins. */
  priceCoinsMax: 100_000_000,
  /** $10,000,000: keeps Σ odds x value an exact integer (below 2^53). */
  valueInUSDCentsMax: 1_000_000_000,
} as const;

/**
 * The hand-over of an unsaved box from the editor: the editor writes the draft as JSON into `sessionStorage`
 * under SIMULATOR_DRAFT_STORAGE_KEY and navigates, in the same tab, to SIMULATOR_DRAFT_PATH. The simulator
 * parses it with `simulatorDraftSchema` and ignores it when absent or invalid.
 */
export const SIMULATOR_DRAFT_STORAGE_KEY = 'nova:simulator-draft';
export const SIMULATOR_DRAFT_PATH = '/simulator?draft=1';

/** Field messages of the simulator's form; the page shows them through `simulator:validation.<key>`. */
export const SIMULATOR_MESSAGES = {
  openingsRange: `Openings must be a whole number from 1 to ${SIMULATOR_LIMITS.openingsMax}`,
  sessionLengthRange: `Session length must be a whole number from 1 to ${SIMULATOR_LIMITS.sessionLengthMax}`,
  sessionLongerThanRun: 'Session length cannot exceed the number of openings',
  oddsTotal: `Odds must total ${ODDS_TOTAL_PPM} ppm (100%)`,
} as const;
export type SimulatorMessageKey = keyof typeof SIMULATOR_MESSAGES;

/** The key of a message from SIMULATOR_MESSAGES, or undefined for any other text. */
export function simulatorMessageKey(message: string | undefined): SimulatorMessageKey | undefined {
  if (!message) return undefined;
  return (Object.keys(SIMULATOR_MESSAGES) as SimulatorMessageKey[]).find((key) => SIMULATOR_MESSAGES[key] === message);
}

const wholeNumber = (max: number, message: string) => z.number(message).int(message).min(1, message).max(max, message);

/** What to simulate: how many openings, the session length K, and which of the box's two odds tables. */
export const simulationSettingsSchema = z
  .object({
    openings: wholeNumber(SIMULATOR_LIMITS.openingsMax, SIMULATOR_MESSAGES.openingsRange),
    sessionLength: wholeNumber(SIMULATOR_LIMITS.sessionLengthMax, SIMULATOR_MESSAGES.sessionLengthRange),
    eligibleForLegendary: z.boolean(),
  })
  .refine((s) => s.sessionLength <= s.openings, { message: SIMULATOR_MESSAGES.sessionLongerThanRun, path: ['sessionLength'] });
export type SimulationSettings = z.infer<typeof simulationSettingsSchema>;

/** One prize of a draft, in published (draw) order. */
export const simulatorDraftPrizeSchema = z.object({
  name: z.string().trim().min(1).max(SIMULATOR_LIMITS.prizeNameMax),
  rarity: z.enum(RARITIES),
  oddsPpm: z.number().int().min(0).max(ODDS_TOTAL_PPM),
  valueInUSDCents: z.number().int().min(0).max(SIMULATOR_LIMITS.valueInUSDCentsMax),
});
export type SimulatorDraftPrize = z.infer<typeof simulatorDraftPrizeSchema>;

/** An unsaved box the simulator can run: its odds must already total exactly 100%. Unknown keys are dropped. */
export const simulatorDraftSchema = z.object({
  name: z.string().trim().min(1).max(SIMULATOR_LIMITS.draftNameMax),
  priceCoins: z.number().int().min(1).max(SIMULATOR_LIMITS.priceCoinsMax),
  prizes: z
    .array(simulatorDraftPrizeSchema)
    .min(1)
    .max(SIMULATOR_LIMITS.draftPrizesMax)
    .refine((prizes) => prizes.reduce((sum, p) => sum + p.oddsPpm, 0) === ODDS_TOTAL_PPM, SIMULATOR_MESSAGES.oddsTotal),
});
export type SimulatorDraft = z.infer<typeof simulatorDraftSchema>;

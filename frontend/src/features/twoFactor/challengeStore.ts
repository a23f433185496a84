import { create } from 'zustand';
import type { TwoFactorChallengeDto } from '@nova/protocol';

/**
 * A sign-in waiting for its code: set when `POST /api/login` or a Google sign-in's link exchange answers a challenge.
 * The sign-in dialog shows the code step while one is held.
 */
export interface TwoFactorChallengeState {
  challenge: TwoFactorChallengeDto | null;
  hold(challenge: TwoFactorChallengeDto): void;
  clear(): void;
}

export const useTwoFactorChallengeStore = create<TwoFactorChallengeState>()((set) => ({
  challenge: null,
  hold: (challenge) => set({ challenge }),
  clear: () => set({ challenge: null }),
}));

import type { OpenBoxResultDto } from '@nova/protocol';

/**
 * The opening dialog's phases: the request, 3 s of spinning, 1 s of revealing, the result.
 * 'failed' is a request that may not have reached the server: Retry resends the same requestId. 'oddsChanged' is a
 * request the server refused because the box's odds moved on since the player saw them (nothing was charged).
 */
export type OpeningPhase = 'requesting' | 'spinning' | 'revealing' | 'result' | 'failed' | 'oddsChanged';

export interface OpeningState {
  phase: OpeningPhase;
  /** The idempotency key of this opening; kept across retries so it is charged at most once. */
  requestId: string;
  /** Increases with every send of the same request (first send and retries). */
  attempt: number;
  result: OpenBoxResultDto | null;
}

export type OpeningEvent =
  | { type: 'opened'; result: OpenBoxResultDto }
  | { type: 'failed' }
  | { type: 'oddsChanged' }
  | { type: 'retry' }
  | { type: 'spun' }
  | { type: 'revealed' }
  | { type: 'skip' };

export const initialOpening = (requestId: string): OpeningState => ({ phase: 'requesting', requestId, attempt: 1, result: null });

/** Pure transitions; events that do not apply to the current phase are ignored. */
export function openingReducer(state: OpeningState, event: OpeningEvent): OpeningState {
  switch (event.type) {
    case 'opened':
      return state.phase === 'requesting' ? { ...state, phase: 'spinning', result: event.result } : state;
    case 'failed':
      return state.phase === 'requesting' ? { ...state, phase: 'failed' } : state;
    case 'oddsChanged':
      return state.phase === 'requesting' ? { ...state, phase: 'oddsChanged' } : state;
    case 'retry':
      return state.phase === 'failed' ? { ...state, phase: 'requesting', attempt: state.attempt + 1 } : state;
    case 'spun':
      return state.phase === 'spinning' ? { ...state, phase: 'revealing' } : state;
    case 'revealed':
      return state.phase === 'revealing' ? { ...state, phase: 'result' } : state;
    case 'skip':
      return state.phase === 'spinning' || state.phase === 'revealing' ? { ...state, phase: 'result' } : state;
  }
}

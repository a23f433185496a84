import { useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCode, LIMITS, TIMINGS, type BoxDto, type OpenBoxResultDto } from '@nova/protocol';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errorMessage';
import { useSessionStore } from '../../stores/useSessionStore';
import { toast } from '../../stores/useToastStore';
import { toastInsufficientBalance } from '../boxes/insufficientToast';
import { invalidateBox, invalidateBoxDetails } from '../boxes/queries';
import { celebrate } from './confetti';
import { initialOpening, openingReducer } from './machine';
import { isRetryable, newRequestId, openBox } from './openBox';

export interface OpeningTimings {
  spinMs: number;
  revealMs: number;
}

/** Full timings, or short ones under `prefers-reduced-motion` (no reel travel, a brief pause instead). */
export const timingsFor = (reduced: boolean): OpeningTimings =>
  reduced ? { spinMs: 400, revealMs: 250 } : { spinMs: TIMINGS.spinMs, revealMs: TIMINGS.revealMs };

/**
 * Runs one opening of `box`: sends the request (new requestId per opening, the same one on Retry), applies the
 * new balance at once, spins for `spinMs`, reveals for `revealMs`, then shows the result with confetti for a win
 * and the legendary toasts. Failures that surely did not charge (insufficient balance, unknown box...) toast and
 * call `onAbort`; failures that may not have reached the server go to 'failed' for a Retry; a refusal because the
 * box's odds changed since the player saw them goes to 'oddsChanged' (and the box is read again).
 */
export function useOpening(box: BoxDto, timings: OpeningTimings, onAbort: () => void) {
  const { t } = useTranslation('opening');
  const client = useQueryClient();
  const [state, dispatch] = useReducer(openingReducer, undefined, () => initialOpening(newRequestId()));
  const sent = useRef(0);
  const abortRef = useRef(onAbort);
  abortRef.current = onAbort;

  // Send (once per attempt; StrictMode's second effect run does not send again).
  useEffect(() => {
    if (state.phase !== 'requesting' || sent.current === state.attempt) return;
    sent.current = state.attempt;
    openBox({ boxId: box.id, requestId: state.requestId, oddsVersion: box.oddsVersion }).then(
      (result) => {
        useSessionStore.getState().applyBalance(result.userBalance, result.balanceVersion);
        void invalidateBoxDetails(client);
        dispatch({ type: 'opened', result });
      },
      (err: unknown) => {
        if (err instanceof ApiError && err.code === ErrorCode.INSUFFICIENT_BALANCE) {
          toastInsufficientBalance(t);
          abortRef.current();
          return;
        }
        if (err instanceof ApiError && err.code === ErrorCode.ODDS_CHANGED) {
          // Nothing was charged: show the new odds rather than draw from ones the player did not see.
          void invalidateBox(client, box.id);
          dispatch({ type: 'oddsChanged' });
          return;
        }
        const description = err instanceof ApiError && err.code ? errorMessage(err) : t('toasts.openFailed');
        toast({ title: t('toasts.errorTitle'), description, variant: 'destructive' });
        if (isRetryable(err)) dispatch({ type: 'failed' });
        else abortRef.current();
      },
    );
  }, [state.phase, state.attempt, state.requestId, box.id, box.oddsVersion, client, t]);

  // Spin, then reveal.
  useEffect(() => {
    if (state.phase !== 'spinning' && state.phase !== 'revealing') return;
    const spinning = state.phase === 'spinning';
    const timer = setTimeout(() => dispatch({ type: spinning ? 'spun' : 'revealed' }), spinning ? timings.spinMs : timings.revealMs);
    return () => clearTimeout(timer);
  }, [state.phase, timings.spinMs, timings.revealMs]);

  // The result: confetti for a win, and the legendary toasts.
  const result = state.phase === 'result' ? state.result : null;
  useEffect(() => {
    if (!result) return;
    announce(result, t);
    return result.isWin ? celebrate() : undefined;
  }, [result, t]);

  return {
    state,
    retry: () => dispatch({ type: 'retry' }),
    skip: () => dispatch({ type: 'skip' }),
  };
}

function announce(result: OpenBoxResultDto, t: ReturnType<typeof useTranslation<'opening'>>['t']): void {
  if (result.wonLegendary) {
    toast({
      title: t('toasts.legendaryResetTitle'),
      description: t('toasts.legendaryReset', { count: LIMITS.legendaryPlays }),
      variant: 'success',
    });
    return;
  }
  if (result.consecutivePlays === LIMITS.legendaryPlays && result.isEligibleForLegendary) {
    toast({ title: t('toasts.legendaryUnlockedTitle'), description: t('toasts.legendaryUnlocked'), variant: 'success' });
  }
}

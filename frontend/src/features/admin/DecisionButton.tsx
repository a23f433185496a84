import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from '../../stores/useToastStore';

/** A review decision: approving needs nothing more, rejecting needs a reason. */
type Decision = { action: string; reason?: string };

interface DecisionButtonProps<D extends Decision> {
  decision: D;
  /** The decision's mutation (one per review list: refunds, payouts). */
  decide: UseMutationResult<unknown, Error, D>;
  label: string;
  /** The success toast's title, and the failure toast's (the server's message by code is its description). */
  doneTitle: string;
  failedTitle: string;
  onDone?: () => void;
  variant?: 'primary' | 'secondary';
}

/** Sends one review decision; a rejection stays disabled until it has a reason. */
export function DecisionButton<D extends Decision>({
  decision,
  decide,
  label,
  doneTitle,
  failedTitle,
  onDone,
  variant = 'secondary',
}: DecisionButtonProps<D>) {
  return (
    <Button
      size="sm"
      variant={variant}
      disabled={decide.isPending || (decision.action === 'reject' && !decision.reason?.trim())}
      onClick={() =>
        decide.mutate(decision, {
          onSuccess: () => {
            toast({ title: doneTitle, variant: 'success' });
            onDone?.();
          },
          onError: (err) => toast({ title: failedTitle, description: errorMessage(err), variant: 'destructive' }),
        })
      }
    >
      {label}
    </Button>
  );
}

import { useState } from 'react';
import type { TwoFactorSetupDto } from '@nova/protocol';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from '../../stores/useToastStore';
import { useStartSetup } from './api';

/**
 * The steps of turning two-factor on, kept by the component that shows them (the account card, the console's gate):
 * `start()` asks for a secret, `enabled(codes)` keeps the recovery codes on screen (the status already says "on" by
 * then) until `finish()`.
 */
export function useSetupFlow(errorTitle: string) {
  const start = useStartSetup();
  const [setup, setSetup] = useState<TwoFactorSetupDto | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  return {
    setup,
    codes,
    starting: start.isPending,
    start: async () => {
      try {
        setSetup(await start.mutateAsync());
      } catch (err) {
        toast({ title: errorTitle, description: errorMessage(err), variant: 'destructive' });
      }
    },
    cancel: () => setSetup(null),
    enabled: (recoveryCodes: string[]) => {
      setSetup(null);
      setCodes(recoveryCodes);
    },
    showCodes: (recoveryCodes: string[]) => setCodes(recoveryCodes),
    finish: () => setCodes(null),
  };
}

import { useTranslation } from 'react-i18next';
import type { AuthResponseDto } from '@nova/protocol';
import { DialogContent } from '../../components/ui/dialog';
import { CodeStep } from './CodeStep';

/** The sign-in dialog while a sign-in waits for its code (after the password, or back from Google). */
export function TwoFactorDialogContent({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn(answer: AuthResponseDto): void;
  onRestart(): void;
}) {
  const { t } = useTranslation('twoFactor');
  return (
    <DialogContent title={t('signIn.title')} closeLabel={t('signIn.close')} className="max-w-md">
      <CodeStep challenge={challenge} onSignedIn={onSignedIn} onRestart={onRestart} />
    </DialogContent>
  );
}

import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthDialogStore } from '../../stores/useAuthDialogStore';
import { useForgotEmailStore } from './store';

export interface ForgotPasswordLinkProps {
  /** The address typed so far (carried over to the reset form). */
  email(): string;
  className?: string;
}

/**
 * "Forgot password?": opens the sign-in dialog's reset form, carrying over the address typed so far. Its words load
 * on their own, so the form around it never waits for them.
 */
export function ForgotPasswordLink(props: ForgotPasswordLinkProps) {
  return (
    <Suspense fallback={null}>
      <LinkButton {...props} />
    </Suspense>
  );
}

function LinkButton({ email, className = '-mt-2 justify-self-end text-sm font-semibold text-accent-soft hover:underline' }: ForgotPasswordLinkProps) {
  const { t } = useTranslation('passwordReset');
  const openAuthDialog = useAuthDialogStore((s) => s.openAuthDialog);
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        useForgotEmailStore.setState({ email: email().trim() });
        openAuthDialog('forgot');
      }}
    >
      {t('forgot.link')}
    </button>
  );
}

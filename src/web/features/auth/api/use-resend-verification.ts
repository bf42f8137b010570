import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendVerificationEmail } from '@/web/features/auth/api/auth-actions';
import { authErrorMessage } from '@/web/features/auth/lib/auth-error-message';

/** Sends the verification mail again and says how it went (one toast, top-right). */
export function useResendVerification(returnTo: string) {
  const { t } = useTranslation('auth');
  const [sending, setSending] = useState(false);

  async function resend(email: string) {
    notifications.clean();
    setSending(true);
    const { error } = await resendVerificationEmail(email, returnTo);
    setSending(false);
    if (error) {
      notifications.show({ color: 'red', title: t('toasts.verificationFailed'), message: authErrorMessage(error, t('errors.generic')) });
    } else {
      notifications.show({ color: 'teal', message: t('toasts.verificationSent') });
    }
  }

  return { resend, sending };
}

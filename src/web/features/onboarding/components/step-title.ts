import { useTranslation } from 'react-i18next';
import type { CopyKey, StepKey } from '@/web/features/onboarding/lib/wizard';

/** A step's title; the goals step is named after the role (hiring goals, coaching focus, ...). */
export function useStepTitle(copy: CopyKey): (step: StepKey) => string {
  const { t } = useTranslation('onboarding');
  return (step) => (step === 'goals' ? t(`copy.${copy}.goalsTitle`) : t(`steps.${step}.title`));
}

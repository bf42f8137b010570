import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingComplete, OnboardingProgress, OnboardingState, Profile } from '@/contract/profile';
import { onboardingKeys, profileKey } from '@/web/features/onboarding/api/get-onboarding';
import { apiFetch } from '@/web/lib/api-client';

export function saveProgress(progress: OnboardingProgress): Promise<OnboardingState> {
  return apiFetch<OnboardingState>('/api/onboarding/progress', { method: 'PUT', json: progress });
}

export function completeOnboarding(body: OnboardingComplete): Promise<Profile> {
  return apiFetch<Profile>('/api/onboarding/complete', { method: 'POST', json: body });
}

/** Saves the wizard's progress on the server (each forward step). */
export function useSaveProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgress,
    onSuccess: (state) => queryClient.setQueryData(onboardingKeys.state(), state),
  });
}

/** Writes the profile and marks onboarding done; screens showing either refresh. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile);
      // not awaited: the page moves on to the dashboard first, which refetches what it shows
      void queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
    },
  });
}

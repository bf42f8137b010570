import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingState, Profile } from '@/contract/profile';
import { apiFetch } from '@/web/lib/api-client';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  state: () => ['onboarding', 'state'] as const,
  cv: (id: string) => ['onboarding', 'cv', id] as const,
};

/** Shared with every screen that shows the profile: completing onboarding refreshes them all. */
export const profileKey = ['profile'] as const;

export function getOnboarding(): Promise<OnboardingState> {
  return apiFetch<OnboardingState>('/api/onboarding');
}

export function onboardingQueryOptions() {
  return queryOptions({ queryKey: onboardingKeys.state(), queryFn: getOnboarding });
}

/** Whether onboarding is done, and the progress saved on the server to resume. */
export function useOnboarding() {
  return useQuery(onboardingQueryOptions());
}

export function getProfile(): Promise<Profile> {
  return apiFetch<Profile>('/api/profile');
}

/** The profile, for the greeting (e-mail) and the prefilled name (the account's name until one is saved). */
export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: getProfile });
}

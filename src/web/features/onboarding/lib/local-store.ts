// The spec's local-storage keys. Storage can be disabled (private mode, strict settings): every access
// is guarded and the wizard then simply works from the server.
import { parseLocalProgress } from '@/web/features/onboarding/lib/wizard';
import type { LocalProgress } from '@/web/features/onboarding/lib/wizard';

export const storageKeys = {
  progress: 'onboarding_progress',
  complete: 'onboardingComplete',
  welcome: 'hasSeenWelcome',
} as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage disabled or full: the server keeps the progress
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to remove
  }
}

export const localOnboarding = {
  progress: (): LocalProgress | null => parseLocalProgress(read(storageKeys.progress)),
  saveProgress: (progress: LocalProgress) => write(storageKeys.progress, JSON.stringify(progress)),
  clearProgress: () => remove(storageKeys.progress),
  isComplete: () => read(storageKeys.complete) !== null,
  markComplete: () => write(storageKeys.complete, 'true'),
  clearComplete: () => remove(storageKeys.complete),
  hasSeenWelcome: () => read(storageKeys.welcome) !== null,
  markWelcomeSeen: () => write(storageKeys.welcome, 'true'),
};

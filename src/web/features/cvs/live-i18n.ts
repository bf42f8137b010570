// The few CV texts every signed-in page needs, for the live-analysis toasts (namespace 'cvsLive',
// bundled). Everything else of the CV screens is in ./i18n.ts, loaded with those pages.
export const cvsLiveEn = {
  analysed_one: 'Discovered {{count}} hidden talent with {{percent}}% confidence!',
  analysed_other: 'Discovered {{count}} hidden talents with {{percent}}% confidence!',
  analysedNone: 'Analysis complete. No hidden talents were found in this CV.',
  failed: 'Analysis failed: {{error}}',
  unknownError: 'an unexpected error occurred',
} as const;

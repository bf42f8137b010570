import { createTheme } from '@mantine/core';
import type { CSSVariablesResolver } from '@mantine/core';
import { culturalThemeOf } from '@/web/lib/theme-tokens';

// Indigo at shade 7 (light) / 8 (dark) keeps white button text above 4.5:1 contrast.
export function createAppTheme(labels: { closeNotification: string }) {
  return createTheme({
    primaryColor: 'indigo',
    primaryShade: { light: 7, dark: 8 },
    defaultRadius: 'md',
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: {
      fontFamily:
        'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      fontWeight: '700',
    },
    cursorType: 'pointer',
    focusRing: 'auto',
    components: {
      Container: { defaultProps: { size: 'lg' } },
      Card: { defaultProps: { withBorder: true, padding: 'lg' } },
      // toasts come from `notifications.show`, so their close button is labelled here, once
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': labels.closeNotification } } },
    },
  });
}

// Mantine's defaults for "dimmed" text, red and error text and the light variants of teal, green, yellow
// and orange fall below WCAG AA (4.5:1) in the light scheme; these keep badges, alerts and menu
// items readable. The dark scheme only needs a lighter "dimmed".
const aaLight: Record<string, string> = {
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  '--mantine-color-red-text': 'var(--mantine-color-red-9)',
  // form field errors use --mantine-color-error: the default red fails AA on white
  '--mantine-color-error': 'var(--mantine-color-red-9)',
  '--mantine-color-teal-text': '#066b4d',
  '--mantine-color-teal-light-color': '#066b4d',
  '--mantine-color-green-light-color': '#1f6b30',
  '--mantine-color-yellow-light-color': '#7a4a00',
  '--mantine-color-orange-light-color': '#9c3a0a',
};

const aaDark: Record<string, string> = {
  '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
};

// A cultural theme moves the primary shade (light 6, dark 4) so the theme's own primary is exact; every
// other named colour keeps the shades the app was checked with (light 7, dark 8): filled badges and
// buttons keep white text above 4.5:1 and outline text stays readable.
const namedColors = ['gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange'] as const;
function pinnedShades(filled: number, outline: number): Record<string, string> {
  return Object.fromEntries(
    namedColors.flatMap((name) => [
      [`--mantine-color-${name}-filled`, `var(--mantine-color-${name}-${filled})`],
      [`--mantine-color-${name}-filled-hover`, `var(--mantine-color-${name}-${Math.min(9, filled + 1)})`],
      [`--mantine-color-${name}-outline`, `var(--mantine-color-${name}-${outline})`],
    ]),
  );
}
const pinnedLight = pinnedShades(7, 7);
const pinnedDark = pinnedShades(8, 4);

// The active cultural theme's variables (see cultural-theme.tsx) come last: its colours are checked
// for AA on the server, so its text, dimmed and error colours replace the fixes above where it sets them.
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const cultural = culturalThemeOf(theme.other);
  return {
    variables: {},
    light: { ...pinnedLight, ...aaLight, ...cultural?.variables.light },
    dark: { ...pinnedDark, ...aaDark, ...cultural?.variables.dark },
  };
};

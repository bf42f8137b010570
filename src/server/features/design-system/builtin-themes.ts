import type { CulturalThemeInput } from '@/contract/design-system';

/**
 * The two built-in cultural themes (spec 02 §3, §9), as data. They are upserted into
 * `cultural_themes` on every start, so a change here reaches every database.
 * In dark mode the primary colour is light, so the text on it (onPrimary) is dark: white text
 * cannot reach 4.5:1 on a primary that itself reaches 4.5:1 against a dark background.
 */

const applications = ['web', 'email', 'pdf-reports', 'presentations'];
const monoFamily = 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace';

export const japanTheme: CulturalThemeInput = {
  country: 'japan',
  foundation: 'traditional-nihon',
  metadata: {
    name: 'Traditional Nihon',
    culture: 'Japanese',
    philosophy:
      'Ma (meaningful space), wabi-sabi restraint and natural materials: sumi ink on washi paper, with ai indigo and beni red used sparingly.',
    version: '1.0.0',
    standalone: true,
    premium: false,
  },
  tokens: {
    colors: {
      foundation: {
        sumi: '#1c1c1c',
        washi: '#f7f3e8',
        ai: '#264478',
        beni: '#b7282e',
        matcha: '#7b8d42',
        sakura: '#f4c7d0',
        kincha: '#c6a15b',
        nezumi: '#6e6a64',
      },
      semantic: {
        light: {
          background: '#f7f3e8',
          surface: '#fffdf7',
          text: '#1f1d1a',
          textMuted: '#5c574f',
          border: '#d9d1bf',
          primary: '#264478',
          onPrimary: '#ffffff',
          accent: '#a8312f',
          success: '#3d6b2e',
          warning: '#8a5300',
          danger: '#a8282e',
        },
        dark: {
          background: '#15171c',
          surface: '#1f2229',
          text: '#ece6d8',
          textMuted: '#b4ab9a',
          border: '#3a3d45',
          primary: '#9db5e3',
          onPrimary: '#15171c',
          accent: '#e8898a',
          success: '#93c58a',
          warning: '#e3b463',
          danger: '#f3908f',
        },
      },
    },
    typography: {
      families: {
        heading: '"Noto Serif JP", "Hiragino Mincho ProN", "Yu Mincho", Georgia, serif',
        body: '"Noto Sans JP", "Hiragino Sans", "Yu Gothic", system-ui, sans-serif',
        mono: monoFamily,
      },
      baseSize: 16,
      scaleRatio: 1.25,
    },
    spacing: { unit: 8, scale: [0.5, 1, 2, 3, 5] },
    motion: {
      duration: { fast: 200, normal: 400, slow: 800 },
      easing: { standard: 'cubic-bezier(0.4, 0, 0.2, 1)', enter: 'cubic-bezier(0, 0, 0.2, 1)', exit: 'cubic-bezier(0.4, 0, 1, 1)' },
    },
  },
  applications,
};

export const nordicTheme: CulturalThemeInput = {
  country: 'scandinavian',
  foundation: 'nordic-minimalism',
  metadata: {
    name: 'Nordic Minimalism',
    culture: 'Scandinavian',
    philosophy: 'Lagom and hygge: functional, calm and light; birch and snow surfaces, fjord blue and moss green, nothing more than needed.',
    version: '1.0.0',
    standalone: true,
    premium: false,
  },
  tokens: {
    colors: {
      foundation: {
        snow: '#f8fafb',
        birch: '#ece6d9',
        fjord: '#2b5f8a',
        moss: '#5d7a4f',
        granite: '#4b555c',
        lingon: '#b03a48',
        aurora: '#5fb3a1',
        polarNight: '#12181d',
      },
      semantic: {
        light: {
          background: '#f8fafb',
          surface: '#ffffff',
          text: '#1b2329',
          textMuted: '#55616b',
          border: '#d5dde3',
          primary: '#2b5f8a',
          onPrimary: '#ffffff',
          accent: '#b03a48',
          success: '#3e6b45',
          warning: '#875900',
          danger: '#b3261e',
        },
        dark: {
          background: '#12181d',
          surface: '#1b232a',
          text: '#e8eef2',
          textMuted: '#a9b6c0',
          border: '#33404a',
          primary: '#8cbce0',
          onPrimary: '#0f1a22',
          accent: '#e58a95',
          success: '#8fc49a',
          warning: '#e6b866',
          danger: '#f28b82',
        },
      },
    },
    typography: {
      families: {
        heading: '"Inter", "Helvetica Neue", Arial, system-ui, sans-serif',
        body: '"Inter", "Helvetica Neue", Arial, system-ui, sans-serif',
        mono: monoFamily,
      },
      baseSize: 16,
      scaleRatio: 1.2,
    },
    spacing: { unit: 8, scale: [0.5, 1, 2, 3, 4] },
    motion: {
      duration: { fast: 150, normal: 300, slow: 600 },
      easing: { standard: 'ease-in-out', enter: 'ease-out', exit: 'ease-in' },
    },
  },
  applications,
};

export const builtInThemes: readonly CulturalThemeInput[] = [japanTheme, nordicTheme];

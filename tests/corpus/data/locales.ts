/** Every locale the generator writes CVs in: 21 CV languages plus US English. */
import type { LocaleId, Locale } from '../types';
import { cs } from './locales/cs';
import { da } from './locales/da';
import { de } from './locales/de';
import { en } from './locales/en';
import { enUS } from './locales/en-us';
import { es } from './locales/es';
import { et } from './locales/et';
import { fi } from './locales/fi';
import { fr } from './locales/fr';
import { hr } from './locales/hr';
import { hu } from './locales/hu';
import { it } from './locales/it';
import { lt } from './locales/lt';
import { lv } from './locales/lv';
import { nb } from './locales/nb';
import { nl } from './locales/nl';
import { pl } from './locales/pl';
import { pt } from './locales/pt';
import { ro } from './locales/ro';
import { sk } from './locales/sk';
import { sl } from './locales/sl';
import { sv } from './locales/sv';

export const LOCALES: Record<LocaleId, Locale> = {
  en,
  'en-US': enUS,
  de,
  fr,
  es,
  it,
  nl,
  pt,
  pl,
  sv,
  da,
  nb,
  fi,
  cs,
  sk,
  ro,
  hu,
  hr,
  sl,
  lt,
  lv,
  et,
};

/** English names of spoken languages, as the truth files give them. */
export const ENGLISH_LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  nl: 'Dutch',
  pt: 'Portuguese',
  pl: 'Polish',
  sv: 'Swedish',
  da: 'Danish',
  nb: 'Norwegian',
  fi: 'Finnish',
  cs: 'Czech',
  sk: 'Slovak',
  ro: 'Romanian',
  hu: 'Hungarian',
  hr: 'Croatian',
  sl: 'Slovenian',
  lt: 'Lithuanian',
  lv: 'Latvian',
  et: 'Estonian',
  ru: 'Russian',
  uk: 'Ukrainian',
  ca: 'Catalan',
};

import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import type { TalentLanguage, TalentMessages } from './types';

/** All six tables, for the engine and its tests; the web loads one language's file at a time. */
export const TALENT_MESSAGES: Record<TalentLanguage, TalentMessages> = { en, de, fr, es, it, nl };

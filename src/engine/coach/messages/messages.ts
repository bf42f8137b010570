/** The phrase table: one complete `CoachMessages` per language the coach writes. */
import type { CoachLanguage } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import type { CoachMessages } from './types';

export const COACH_MESSAGES: Readonly<Record<CoachLanguage, CoachMessages>> = { en, de, fr, es, it, nl };

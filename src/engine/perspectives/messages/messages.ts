/** The phrase table: one complete `PerspectiveMessages` per language a perspective is rendered in. */
import type { PerspectiveLanguage } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import type { PerspectiveMessages } from './types';

export const PERSPECTIVE_MESSAGES: Readonly<Record<PerspectiveLanguage, PerspectiveMessages>> = { en, de, fr, es, it, nl };

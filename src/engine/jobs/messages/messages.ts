import type { CvLanguage } from '../../cv/types';
import type { MessageLanguage } from '../types';
import { MESSAGE_LANGUAGES } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import type { JobMessages } from './types';

export const JOB_MESSAGES: Readonly<Record<MessageLanguage, JobMessages>> = { en, de, fr, es, it, nl };

/** The language to write in: the asked one when the engine has it, else English. */
export function messageLanguage(language: CvLanguage | string | null | undefined): MessageLanguage {
  return (MESSAGE_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as MessageLanguage) : 'en';
}

/** Every language's catalogue, for the server (e-mails) and tests; the web loads one language at a time. */
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { renderMessage } from './render';
import type { GeneratedCatalogue, GeneratedLanguage } from './types';

export const GENERATED_MESSAGES: Readonly<Record<GeneratedLanguage, GeneratedCatalogue>> = { en, de, fr, es, it, nl };

/** A stored message in `language`, or the stored text when the message is missing or unknown. */
export function renderGenerated(language: GeneratedLanguage, message: { key: string; params?: unknown } | null | undefined, text: string): string {
  return renderMessage(GENERATED_MESSAGES[language], language, message) ?? text;
}

/** The English sentence of a message (the stored text field beside the key). */
export function englishText(message: { key: string; params?: unknown }): string {
  return renderMessage(en, 'en', message) ?? message.key;
}

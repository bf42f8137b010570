/**
 * Generated text in the interface language (ADR 018). The engine stores message keys with values;
 * this hook loads the engine's catalogue for the current language as its own bundle (one lazy
 * import per language, kept for the session) and renders each sentence on the device, so a
 * language switch re-renders every generated sentence with no request beyond that bundle. Stored
 * analyses without keys, and the moment before the bundle arrives, show the stored text.
 */
import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { GeneratedText } from '@/contract/cvs';
import { languageChipMessage } from '@/engine/messages/language-chip';
import { renderMessage } from '@/engine/messages/render';
import type { GeneratedCatalogue, GeneratedLanguage } from '@/engine/messages/types';
import { GENERATED_LANGUAGES } from '@/engine/messages/types';
import { useLocale } from '@/web/lib/use-locale';

const loaders: Record<GeneratedLanguage, () => Promise<GeneratedCatalogue>> = {
  en: () => import('@/engine/messages/en').then((m) => m.en),
  de: () => import('@/engine/messages/de').then((m) => m.de),
  fr: () => import('@/engine/messages/fr').then((m) => m.fr),
  es: () => import('@/engine/messages/es').then((m) => m.es),
  it: () => import('@/engine/messages/it').then((m) => m.it),
  nl: () => import('@/engine/messages/nl').then((m) => m.nl),
};

export function generatedLanguageOf(locale: string): GeneratedLanguage {
  const base = locale.slice(0, 2).toLowerCase();
  return (GENERATED_LANGUAGES as readonly string[]).includes(base) ? (base as GeneratedLanguage) : 'en';
}

export function generatedMessagesQueryOptions(language: GeneratedLanguage) {
  return { queryKey: ['generated-messages', language] as const, queryFn: loaders[language], staleTime: Infinity, gcTime: Infinity };
}

export interface GeneratedTextRenderer {
  /** the message in the interface language, else `fallback` (the stored text) */
  text: (message: GeneratedText | null | undefined, fallback: string) => string;
  /** "Italienisch · Muttersprache" for a spoken language of the analysis */
  language: (entry: { name: string; level: string | null }) => string;
}

export function useGeneratedText(): GeneratedTextRenderer {
  const language = generatedLanguageOf(useLocale());
  const { data: catalogue } = useQuery(generatedMessagesQueryOptions(language));
  const text = useCallback(
    (message: GeneratedText | null | undefined, fallback: string) => (catalogue ? renderMessage(catalogue, language, message) : null) ?? fallback,
    [catalogue, language],
  );
  const languageChip = useCallback(
    (entry: { name: string; level: string | null }) =>
      (catalogue ? renderMessage(catalogue, language, languageChipMessage(entry)) : null) ?? (entry.level ? `${entry.name} · ${entry.level}` : entry.name),
    [catalogue, language],
  );
  return { text, language: languageChip };
}

/** Outside React (toasts): the message in `locale` when its bundle is already loaded, else the stored text. */
export function renderCachedGenerated(queryClient: QueryClient, locale: string, message: GeneratedText | null | undefined, fallback: string): string {
  const language = generatedLanguageOf(locale);
  const catalogue = queryClient.getQueryData<GeneratedCatalogue>(generatedMessagesQueryOptions(language).queryKey);
  return (catalogue ? renderMessage(catalogue, language, message) : null) ?? fallback;
}

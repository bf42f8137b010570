/**
 * A hidden talent's texts in the interface's language (ADR 019). The engine stores a message key and
 * its parameters beside the English text; the web loads the one language's talent catalogue it
 * needs (a lazily imported bundle, cached for the session) and renders from it, so switching the
 * language changes every talent text without a new analysis. Talents stored before the keys existed,
 * or whose key this build does not know, show their stored text.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Talent } from '@/contract/talents';
import type { TalentId } from '@/engine/talents/catalogue';
import type { TalentLanguage, TalentMessages } from '@/engine/talents/messages/types';

const bundles = import.meta.glob<Record<string, TalentMessages>>('../../../../engine/talents/messages/{en,de,fr,es,it,nl}.ts');
const LANGUAGES: readonly TalentLanguage[] = ['en', 'de', 'fr', 'es', 'it', 'nl'];

function bundleLanguage(language: string | undefined): TalentLanguage {
  const short = (language ?? 'en').slice(0, 2) as TalentLanguage;
  return LANGUAGES.includes(short) ? short : 'en';
}

async function loadMessages(language: TalentLanguage): Promise<TalentMessages> {
  const load = bundles[`../../../../engine/talents/messages/${language}.ts`];
  if (!load) throw new Error(`No talent messages for ${language}`);
  const module = await load();
  return module[language]!;
}

/** The talent catalogue of the interface's language; undefined while it loads. */
export function useTalentMessages(): TalentMessages | undefined {
  const { i18n } = useTranslation();
  const language = bundleLanguage(i18n.resolvedLanguage ?? i18n.language);
  const query = useQuery({ queryKey: ['talent-messages', language], queryFn: () => loadMessages(language), staleTime: Infinity, gcTime: Infinity });
  return query.data;
}

export interface TalentTexts {
  name: string;
  description: string;
  recommendations: readonly string[];
  /** why Kairos sees the talent; null for talents stored without the evidence's parameters */
  explanation: string | null;
  /** an industry's name, or null when the catalogue does not name it */
  industry: (key: string) => string | null;
}

export function talentTexts(talent: Talent, messages: TalentMessages | undefined): TalentTexts {
  const text = messages && talent.talent_key ? messages.talents[talent.talent_key as TalentId] : undefined;
  return {
    name: text?.name ?? talent.talent_name,
    description: text?.description ?? talent.description,
    recommendations: text?.path ?? talent.development_recommendations,
    explanation: messages && text && talent.message_params ? messages.explanation(talent.message_params) : null,
    industry: (key) => (messages && key in messages.industries ? messages.industries[key as keyof TalentMessages['industries']] : null),
  };
}

/** The talent's texts in the interface's language, falling back to the stored text. */
export function useTalentTexts(talent: Talent): TalentTexts {
  return talentTexts(talent, useTalentMessages());
}

/**
 * A plan step in the interface's language: the plan was made from the talent's stored (English)
 * recommendations in order, so a step that is still the stored recommendation shows the same step
 * of the talent's path in the catalogue's language; any other step shows as stored.
 */
export function planStepTitle(talent: Pick<Talent, 'development_recommendations'>, texts: Pick<TalentTexts, 'recommendations'>, title: string, index: number): string {
  return talent.development_recommendations[index] === title ? (texts.recommendations[index] ?? title) : title;
}

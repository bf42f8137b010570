/** Pieces the language files share: the language chip's shape is the same in every language. */
import type { GeneratedParams, LevelWord, MessageFormat } from './types';

/** "Italienisch · Muttersprache": the language's name in `f`'s language, then its level. */
export function languageChip(p: GeneratedParams['language.chip'], f: MessageFormat, levels: Record<LevelWord, string>): string {
  const name = (p.code ? f.languageName(p.code) : null) ?? p.name;
  const shown = capitalise(name, f.language);
  if (!p.level) return shown;
  const level =
    p.level.kind === 'word' ? levels[p.level.word] : p.level.kind === 'cefr' ? p.level.level : p.level.kind === 'rating' ? `${p.level.value}/${p.level.of}` : p.level.text;
  return `${shown} · ${level}`;
}

/** Language names start with a capital in the interface's lists ("Italiano", not "italiano"). */
function capitalise(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

import { createInstance } from 'i18next';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { marketEn } from '@/web/features/market/i18n';
import de from '@/web/features/market/locales/de';
import it_ from '@/web/features/market/locales/it';
import type { FitMessage } from '@/engine/market/cross-border';
import { explain, languageName } from './explain';

async function tFor(language: string): Promise<TFunction<'market'>> {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: 'en',
    ns: ['market'],
    defaultNS: 'market',
    interpolation: { escapeValue: false },
    resources: { en: { market: marketEn }, de: { market: de.market }, it: { market: it_.market } },
  });
  return i18n.getFixedT(language, 'market') as TFunction<'market'>;
}

// as the engine sends it for Italy to a person with English C1 and no Italian
const trigger: FitMessage = {
  key: 'advice.triggerTwo',
  values: {
    first: { key: 'language.notListed', values: { languages: [{ language: 'Italian' }] } },
    second: { key: 'englishWhere', values: { level: 'C1', band: { key: 'band.moderate' }, period: '2024' } },
  },
};
const vacancy: FitMessage = { key: 'vacancy.scored', values: { rate: 2.5, period: '2024Q4', highest: 4.1, country: { country: 'NL' } } };

describe('the fit explanations in the interface language', () => {
  it('says nested messages, lists, numbers and country names in English', async () => {
    const t = await tFor('en');
    expect(explain(trigger, t, 'en')).toBe('your CV: Italian not listed; English C1 where English proficiency is moderate (2024)');
    expect(explain(vacancy, t, 'en')).toBe('Job vacancy rate 2.5% (2024Q4); the highest in the data is 4.1% (Netherlands).');
  });

  it('says them in German and Italian, numbers and country names included', async () => {
    const t = await tFor('de');
    expect(explain(trigger, t, 'de')).toBe('Ihr Lebenslauf: Italienisch nicht angegeben; Englisch C1, wo die Englischkenntnisse mittel sind (2024)');
    expect(explain(vacancy, t, 'de')).toBe('Quote offener Stellen 2,5 % (2024Q4); die höchste in den Daten ist 4,1 % (Niederlande).');
    const ti = await tFor('it');
    expect(explain({ key: 'advice.learn', values: { language: { language: 'Italian' }, level: 'B2' } }, ti, 'it')).toBe('Impara italiano: la maggior parte dei ruoli qualificati chiede il livello B2.');
  });

  it('names a language the data name in English in the interface language, and keeps an unknown one', () => {
    expect(languageName('French', 'de')).toBe('Französisch');
    expect(languageName('Dutch', 'it')).toBe('olandese');
    expect(languageName('Klingon', 'de')).toBe('Klingon');
  });

  it('shows nothing for a key the interface does not know, never the key itself', async () => {
    expect(explain({ key: 'vacancy.fromTheFuture' }, await tFor('en'), 'en')).toBe('');
  });
});

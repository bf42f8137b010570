import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it.each([
    ['en', 'Experience: Led the team and built the reporting product with the data team for five years.'],
    ['de', 'Berufserfahrung: Verantwortung für das Budget und ein Team von drei Personen, seit 2020 bei der Firma.'],
    ['fr', 'Expérience professionnelle : modèles de tarification et de détection de fraude pour les clients, depuis mars 2020.'],
    ['es', 'Experiencia laboral: gestión de una cartera de proyectos con los equipos del cliente, para la empresa.'],
    ['it', 'Esperienza professionale: coordinamento della contabilità e dei bilanci per le aziende del gruppo, in corso.'],
    ['nl', 'Werkervaring: sparringpartner voor het management van een bank, met een team bij de afdeling HR.'],
    ['pt', 'Experiência profissional: gestão de projetos sociais com as famílias do município, desde março de 2019 até o momento.'],
    ['pl', 'Doświadczenie zawodowe: obsługa klientów kluczowych oraz przygotowanie ofert dla firm w regionie, od stycznia 2020 do teraz.'],
    ['sv', 'Arbetslivserfarenhet: ansvarig för redaktionen och planering av nyheter till webben, sedan augusti 2018.'],
    ['da', 'Erhvervserfaring: ansvarlig for regnskab og løn i en virksomhed med 40 ansatte, efter uddannelse som revisor.'],
    ['nb', 'Arbeidserfaring: ansvarlig for drift av flyene og opplæring av nye teknikere, etter utdanning ved fagskolen.'],
    ['fi', 'Työkokemus: vastuu kirjanpidosta ja palkanlaskennasta sekä raportointi johdolle, tammikuu 2019 alkaen.'],
    ['cs', 'Pracovní zkušenosti: vedoucí stavby pro bytové domy, řízení subdodavatelů a kontrola kvality, dosud.'],
    ['sk', 'Pracovné skúsenosti: vedúci predajne pre regióny, riadenie tímu a zodpovednosť za rozpočet, doteraz.'],
    ['ro', 'Experiență profesională: cercetător în domeniul materialelor și coordonator de proiecte pentru universitate, prezent.'],
    ['hu', 'Szakmai tapasztalat: pénzügyi vezető egy kft-nél, ahol a könyvelés és a beszámolók felelőse voltam, jelenleg is.'],
    ['hr', 'Radno iskustvo: voditelj računovodstva u tvrtki, izrada izvještaja za upravu i porezne prijave, trenutno.'],
    ['sl', 'Delovne izkušnje: vodja projektov v podjetju, ki se ukvarja z gradnjo in izobraževanje zaposlenih, danes.'],
    ['lt', 'Darbo patirtis: projektų vadovas įmonėje UAB, atsakingas už biudžetą ir komandos darbą, iki dabar.'],
    ['lv', 'Darba pieredze: projektu vadītājs uzņēmumā SIA, atbildīgs par budžetu un komandas darbu līdz šim brīdim.'],
    ['et', 'Töökogemus: projektijuht ettevõttes, vastutav eelarve ja meeskonna töö eest, alates jaanuar 2020 kuni praegu.'],
  ])('%s', (lang, text) => {
    expect(detectLanguage(text)).toBe(lang);
  });
  it('tells the Scandinavian languages apart by their own words', () => {
    expect(detectLanguage('Utbildning och kunskaper: svenska och engelska, flytande. Arbetslivserfarenhet inom vården.')).toBe('sv');
    expect(detectLanguage('Uddannelse og sprog: dansk og engelsk, flydende. Erhvervserfaring af ledelse.')).toBe('da');
    expect(detectLanguage('Utdanning og språk: norsk og engelsk, flytende. Arbeidserfaring av ledelse.')).toBe('nb');
  });
  it('says unknown for too little text', () => {
    expect(detectLanguage('Jane Doe')).toBe('unknown');
  });
});

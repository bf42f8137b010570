/**
 * The CV's language among the 21 EU/EEA languages in Latin script, from the words the text uses:
 * each language has its frequent function words, CV headings, month names and "present" words,
 * folded as `words` folds them (lower case, no accents), so a reading that lost its accents (OCR
 * with English data) still tells the language. Each word counts for every language that has it, at
 * most 8 times; the highest score wins, from 3 up.
 *
 * Why not a trigram identifier from npm (franc, ~190 languages): measured on the generated corpus it
 * took 0.94 ms a CV (half of a whole analysis) and read Swedish CVs as Norwegian 4 times in 74, where
 * the words that tell the Scandinavian languages apart ("och", "af", "utdanning") are known here.
 */
import type { CvLanguage } from './types';
import { words } from './text';

type Code = Exclude<CvLanguage, 'unknown'>;

// words shared by many languages ("in", "on", "a", "i") are left out: they tell nothing apart
const VOCAB: Record<Code, string> = {
  en: 'the and with for of to from experience education skills languages present summary profile university built led team january february march june july october december native responsible managed including years work',
  de: 'und der die das mit fur von im bei auf ein eine zur zum sowie berufserfahrung ausbildung kenntnisse sprachen heute seit muttersprache kompetenzen verantwortung marz dezember oktober januar februar juni juli',
  fr: 'et les des du pour avec une au aux dans sur formation competences langues depuis maternelle professionnelle janvier fevrier avril juin juillet aout decembre actuellement aujourd',
  es: 'y los las del con para una el por experiencia formacion habilidades idiomas actualidad nativo gestion enero abril mayo junio julio agosto septiembre diciembre actualmente',
  it: 'e il della dei per con gli delle di nel presso esperienza istruzione competenze lingue corso madrelingua gennaio febbraio marzo aprile maggio giugno luglio settembre dicembre attuale oggi',
  nl: 'het van een voor met bij naar en zijn ook als werkervaring opleiding vaardigheden talen heden moedertaal maart mei augustus oktober mrt ervaring huidig',
  pt: 'do da dos das com para em uma um no na ao nao pela pelo experiencia formacao competencias linguas atual atualmente presente janeiro fevereiro marco maio junho julho setembro outubro novembro dezembro profissional academica',
  pl: 'w z na do oraz dla od jest sie jezyk jezyki doswiadczenie zawodowe wyksztalcenie umiejetnosci obecnie styczen luty marzec kwiecien czerwiec lipiec sierpien wrzesien pazdziernik listopad grudzien ojczysty znajomosc praca pracy przez',
  sv: 'och att for med som av pa till inom ett erfarenhet arbetslivserfarenhet utbildning kunskaper sprak nuvarande ansvar ansvarig modersmal svenska engelska flytande januari februari mars maj juni juli augusti kompetenser pagaende idag samt inte jag',
  nb: 'og for med som av pa til innen et erfaring arbeidserfaring utdanning kunnskaper sprak navaerende ansvar ansvarlig morsmal norsk engelsk flytende januar februar mars mai juni juli august desember kompetanse ikke jeg hos etter ogsa',
  da: 'og for med som af pa til inden et erfaring erhvervserfaring uddannelse kompetencer kvalifikationer sprog nuvaerende ansvar ansvarlig modersmal dansk engelsk flydende januar februar marts maj juni juli august december ikke jeg hos efter ogsa ved',
  fi: 'ja tai seka kanssa tyokokemus koulutus kielitaito kielet taidot osaaminen nykyinen alkaen aidinkieli tammikuu helmikuu maaliskuu huhtikuu toukokuu kesakuu heinakuu elokuu syyskuu lokakuu marraskuu joulukuu vastuu vuotta oy',
  cs: 've se pro jako pracovni zkusenosti vzdelani dovednosti jazyky jazykove znalosti soucasnost dosud leden unor brezen duben kveten cerven cervenec srpen zari rijen prosinec rodily mluvci rizeni vedouci ktery',
  sk: 'vo so pre ako pracovne skusenosti vzdelanie zrucnosti jazyky jazykove znalosti sucasnost doteraz januar februar marec april maj jun jul august september oktober november december materinsky riadenie veduci ktory',
  ro: 'si cu la pentru din pe al ale experienta profesionala educatie formare competente limbi straine limba materna prezent ianuarie februarie martie aprilie iunie iulie septembrie octombrie noiembrie decembrie responsabil este sau care',
  hu: 'es az egy ahol valamint szakmai tapasztalat tanulmanyok vegzettseg kepzettseg nyelvtudas nyelvek keszsegek jelenleg januar februar marcius aprilis majus junius julius augusztus szeptember oktober anyanyelv felelos kft zrt vezeto munkatapasztalat ota',
  hr: 'u sa za kao iskustvo radno obrazovanje vjestine jezici strani materinski danas trenutno sijecanj veljaca ozujak travanj svibanj lipanj srpanj kolovoz rujan listopad studeni prosinac odgovoran voditelj ili koji',
  sl: 'kot izkusnje delovne izobrazba izobrazevanje znanja jeziki tuji materni jezik danes trenutno januar februar marec april maj junij julij avgust september oktober november december odgovoren vodja ali ki sem',
  lt: 'ir su is iki nuo kaip darbo patirtis issilavinimas igudziai kalbos gimtoji kalba dabar siuo metu sausis vasaris kovas balandis geguze birzelis liepa rugpjutis rugsejis spalis lapkritis gruodis atsakingas vadovas yra uab',
  lv: 'un ar no uz lidz par ka darba pieredze izglitiba prasmes valodas dzimta valoda sobrid tagad janvaris februaris marts aprilis maijs junijs julijs augusts septembris oktobris novembris decembris atbildigs vaditajs ir sia',
  et: 'ja ning voi kus alates kuni tookogemus haridus oskused keeled keeleoskus emakeel praegu tanaseni jaanuar veebruar marts aprill mai juuni juuli august september oktoober november detsember vastutav juht ka',
};

const LANGS = Object.keys(VOCAB) as Code[];
/** word → the languages that have it (indexes into LANGS) */
const BY_WORD = new Map<string, number[]>();
LANGS.forEach((lang, i) => {
  for (const w of new Set(VOCAB[lang].split(' '))) {
    const list = BY_WORD.get(w) ?? [];
    list.push(i);
    BY_WORD.set(w, list);
  }
});

export function detectLanguage(text: string): CvLanguage {
  const counts = new Map<string, number>();
  for (const w of words(text)) if (BY_WORD.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const scores = new Array<number>(LANGS.length).fill(0);
  for (const [w, n] of counts) for (const i of BY_WORD.get(w)!) scores[i] += Math.min(n, 8);
  let best = -1;
  for (let i = 0; i < LANGS.length; i++) if (scores[i] > (best < 0 ? 0 : scores[best])) best = i;
  return best >= 0 && scores[best] >= 3 ? LANGS[best] : 'unknown';
}

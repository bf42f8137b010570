import { nl as talents } from '../talents/messages/nl';
import { talentName } from './talent-name';
import { languageChip } from './compose';
import type { ClaimedKind, ContactField, GeneratedCatalogue, PoisonEnd } from './types';

const field: Record<ContactField, string> = { name: 'naam', email: 'e-mail', phone: 'telefoon', location: 'woonplaats' };
const contactNoun: Record<Exclude<ContactField, 'name'>, string> = { email: 'e-mailadres', phone: 'telefoonnummer', location: 'woonplaats' };
const kind: Record<ClaimedKind, string> = {
  pdf: 'geen pdf',
  word: 'geen Word-document',
  odt: 'geen OpenDocument-tekst',
  png: 'geen PNG-afbeelding',
  jpeg: 'geen JPEG-afbeelding',
  rtf: 'geen RTF-document',
  txt: 'geen tekstbestand',
};
const accepted = 'Upload een pdf-, Word- (DOC of DOCX), OpenDocument- (ODT), RTF- of tekstbestand (TXT), of een foto van je cv (PNG of JPEG).';
const instead = 'Je kunt het opnieuw proberen, of een eenvoudigere versie uploaden (bijvoorbeeld DOCX of platte tekst).';
const poison: Record<PoisonEnd, string> = {
  timeout: 'de analyse te lang duurde',
  out_of_memory: 'de analyse te veel geheugen nodig had',
  crashed: 'de analyse onverwacht stopte',
  interrupted: 'een eerdere poging om het te analyseren niet afkwam (de server stopte tijdens de analyse)',
};
const plural = (n: number, one: string, other: string): string => (n === 1 ? one : other);

export const nl: GeneratedCatalogue = {
  'quality.contact': () => 'Contactgegevens',
  'quality.summary': () => 'Profiel',
  'quality.experienceDetail': () => 'Detail van de werkervaring',
  'quality.dates': () => 'Volledige data',
  'quality.education': () => 'Opleiding',
  'quality.skills': () => 'Vaardigheden',
  'quality.languages': () => 'Talen',
  'quality.recency': () => 'Actualiteit',
  'quality.contact.complete': () => 'Naam, e-mail, telefoon en woonplaats zijn allemaal aanwezig.',
  'quality.contact.missing': (p, f) => `Ontbreekt: ${f.list(p.fields.map((x) => field[x]))}.`,
  'quality.summary.present': () => 'Er is een profieltekst.',
  'quality.summary.missing': () => 'Geen profieltekst.',
  'quality.experienceDetail.none': () => 'Er is geen werkervaring gevonden.',
  'quality.experienceDetail.detail': (p) =>
    `${p.described} van de ${p.roles} functies ${plural(p.described, 'is', 'zijn')} beschreven; ${p.quantified} ${plural(p.quantified, 'toont', 'tonen')} meetbare resultaten.`,
  'quality.dates.none': () => 'Geen functies om te dateren.',
  'quality.dates.detail': (p) => `${p.dated} van de ${p.roles} functies ${plural(p.dated, 'heeft', 'hebben')} een begin en een einde (of lopen nog).`,
  'quality.education.detail': (p) => `${p.count} ${plural(p.count, 'opleiding', 'opleidingen')}.`,
  'quality.skills.detail': (p) => `${p.count} vaardigheden genoemd; ${p.backed} ${plural(p.backed, 'wordt', 'worden')} door werkervaring onderbouwd.`,
  'quality.languages.detail': (p) => `${p.count} ${plural(p.count, 'taal', 'talen')} vermeld.`,
  'quality.recency.none': () => 'Geen gedateerde werkervaring.',
  'quality.recency.current': () => 'De meest recente functie loopt nog.',
  'quality.recency.ended': (p) => `De meest recente functie eindigde ${p.months} ${plural(p.months, 'maand', 'maanden')} geleden.`,

  'insight.missingContact.title': (p) => `Voeg je ${contactNoun[p.field]} toe`,
  'insight.missingContact.text': (p) =>
    `Je cv vermeldt geen ${contactNoun[p.field]}; recruiters hebben dat nodig om contact op te nemen of je aan functies in de buurt te koppelen.`,
  'insight.gap.title': (p) => `Licht de onderbreking van ${p.months} maanden toe`,
  'insight.gap.text': (p, f) =>
    `Tussen ${f.month(p.from)} en ${f.month(p.to)} staat geen functie. Een regel over wat je deed (opleiding, zorg, reizen, een loopbaanonderbreking) voorkomt vragen.`,
  'insight.datedSkills.title': () => 'Sommige vaardigheden zijn meer dan vijf jaar geleden voor het laatst gebruikt',
  'insight.datedSkills.text': (p, f) => `${f.list(p.skills)}${p.more ? '…' : ''}: laat recent gebruik zien (een cursus, een project) of zet ze lager.`,
  'insight.progression.title': () => 'Een duidelijke groei in je loopbaan',
  'insight.progression.text': (p) => `Je functies groeiden in senioriteit van ‘${p.from}’ naar ‘${p.to}’. Begin je profieltekst met dit traject.`,
  'insight.inDemand.title': () => 'Je hebt vaardigheden waar de markt om vraagt',
  'insight.inDemand.text': (p, f) => `Gevraagd en op je cv: ${f.list(p.skills)}. Zet ze op de voorgrond.`,
  'insight.inDemandMissing.title': () => 'Gevraagde vaardigheden om te ontwikkelen',
  'insight.inDemandMissing.text': (p, f) => `Gevraagd in jouw markt maar niet op je cv: ${f.list(p.skills)}.`,
  'insight.talent.title': (p) => `Maak je talent zichtbaar: ${talentName(talents, p)}`,
  'insight.talent.text': (p) => `Je werkervaring laat ${talentName(talents, p)} zien, wat je vaardighedenoverzicht niet noemt.`,

  'failure.emptyFile': () => 'Dit bestand is leeg (0 bytes). Controleer of je het juiste bestand hebt gekozen en upload het opnieuw.',
  'failure.unsupported': (p) =>
    p.ext && p.kind ? `Dit bestand heet .${p.ext} maar is ${kind[p.kind]}. ${accepted}` : `Dit bestandstype wordt niet ondersteund. ${accepted}`,
  'failure.passwordProtected': (p) => `${p.pdf ? 'Deze pdf' : 'Dit document'} is met een wachtwoord beveiligd. Verwijder het wachtwoord en upload het opnieuw.`,
  'failure.noTextImage': () =>
    'Uit deze afbeelding kon geen tekst worden gelezen. Upload een scherpe, rechte foto of scan van je cv (300 dpi of meer), of een pdf-, DOCX- of TXT-bestand.',
  'failure.noTextPdf': () =>
    'In deze pdf is geen tekst gevonden: het lijkt een scan of afbeelding. Upload een pdf met tekst (geëxporteerd uit je editor), een DOCX- of een TXT-bestand.',
  'failure.corrupt': (p) =>
    p.pdf
      ? 'Deze pdf is beschadigd of onvolledig en kan niet worden geopend. Exporteer hem opnieuw uit je editor en upload de nieuwe kopie.'
      : p.ext === null
        ? 'Dit bestand is beschadigd of onvolledig en kan niet worden geopend. Exporteer of download het opnieuw en upload de nieuwe kopie.'
        : `Dit .${p.ext}-bestand is beschadigd of onvolledig en kan niet worden geopend. Sla het opnieuw op vanuit je editor en upload de nieuwe kopie.`,
  'failure.tooLittleText': () => 'Dit bestand bevat te weinig tekst voor een cv. Controleer of je het juiste bestand hebt gekozen en upload het opnieuw.',
  'failure.tooLarge': (p, f) =>
    p.limit === 'zip-entries'
      ? `Dit bestand bestaat uit meer dan ${f.number(p.amount)} delen, wat geen Word-document nodig heeft. Sla het opnieuw op vanuit je editor en upload de nieuwe kopie.`
      : p.limit === 'zip-inflated'
        ? `Dit bestand wordt bij het openen groter dan ${p.amount} MB, wat geen cv nodig heeft. Upload een kleiner bestand.`
        : `Dit document bevat meer dan ${p.amount} MB tekst en opmaak, wat geen cv nodig heeft. Upload een korter document.`,
  'failure.timedOut': () => 'De analyse was niet op tijd klaar. Probeer het opnieuw.',
  'failure.gaveUp': () => 'De analyse kon door een serverprobleem niet worden afgerond. Probeer het opnieuw.',
  'failure.notStarted': () => 'De analyse kon niet worden gestart. Probeer het opnieuw.',
  'failure.engineDefect': () => 'Het cv kon worden gelezen maar niet geanalyseerd. Probeer het opnieuw of upload het in een ander formaat (DOCX of TXT).',
  'failure.import': (p) => {
    const s = { linkedin: 'LinkedIn-gegevensexport', json_resume: 'JSON Resume-bestand', europass: 'Europass-bestand' }[p.source];
    return { DAMAGED_FILE: `Het bestand is beschadigd en kon niet als ${s} worden gelezen.`, WRONG_FORMAT: `Dit bestand is geen ${s}. Kies een bestand van het gekozen soort.`, EMPTY_RECORD: `De ${s} bevat geen cv-gegevens (geen naam, ervaring, opleiding of vaardigheden).`, TOO_LARGE: `De ${s} is groter dan wat Kairos voor één cv leest.` }[p.code];
  },
  'failure.poison': (p) => `Kairos is gestopt met het lezen van dit bestand omdat ${poison[p.end]}. ${instead}`,

  'language.chip': (p, f) =>
    languageChip(p, f, { native: 'moedertaal', bilingual: 'tweetalig', fluent: 'vloeiend', advanced: 'gevorderd', intermediate: 'gemiddeld', basic: 'basiskennis' }),
};

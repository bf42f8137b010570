import { de as talents } from '../talents/messages/de';
import { talentName } from './talent-name';
import { languageChip } from './compose';
import type { ClaimedKind, ContactField, GeneratedCatalogue, PoisonEnd } from './types';

const field: Record<ContactField, string> = { name: 'Name', email: 'E-Mail', phone: 'Telefon', location: 'Ort' };
const contactNoun: Record<Exclude<ContactField, 'name'>, [string, string]> = {
  email: ['deine E-Mail-Adresse', 'keine E-Mail-Adresse'],
  phone: ['deine Telefonnummer', 'keine Telefonnummer'],
  location: ['deinen Wohnort', 'keinen Wohnort'],
};
const kind: Record<ClaimedKind, string> = {
  pdf: 'kein PDF',
  word: 'kein Word-Dokument',
  odt: 'kein OpenDocument-Text',
  png: 'kein PNG-Bild',
  jpeg: 'kein JPEG-Bild',
  rtf: 'kein RTF-Dokument',
  txt: 'keine Textdatei',
};
const accepted = 'Bitte lade eine PDF-, Word- (DOC oder DOCX), OpenDocument- (ODT), RTF- oder Textdatei (TXT) hoch oder ein Foto deines Lebenslaufs (PNG oder JPEG).';
const instead = 'Du kannst es erneut versuchen oder eine einfachere Fassung hochladen (zum Beispiel DOCX oder reinen Text).';
const poison: Record<PoisonEnd, string> = {
  timeout: 'die Analyse zu lange gedauert hat',
  out_of_memory: 'die Analyse zu viel Speicher gebraucht hat',
  crashed: 'die Analyse unerwartet abgebrochen ist',
  interrupted: 'ein früherer Analyseversuch nicht zu Ende kam (der Server wurde dabei angehalten)',
};
const plural = (n: number, one: string, other: string): string => (n === 1 ? one : other);

export const de: GeneratedCatalogue = {
  'quality.contact': () => 'Kontaktdaten',
  'quality.summary': () => 'Profil',
  'quality.experienceDetail': () => 'Berufserfahrung im Detail',
  'quality.dates': () => 'Vollständige Daten',
  'quality.education': () => 'Ausbildung',
  'quality.skills': () => 'Kompetenzen',
  'quality.languages': () => 'Sprachen',
  'quality.recency': () => 'Aktualität',
  'quality.contact.complete': () => 'Name, E-Mail, Telefon und Ort sind vorhanden.',
  'quality.contact.missing': (p, f) => `Es fehlt: ${f.list(p.fields.map((x) => field[x]))}.`,
  'quality.summary.present': () => 'Ein Profiltext ist vorhanden.',
  'quality.summary.missing': () => 'Kein Profiltext.',
  'quality.experienceDetail.none': () => 'Es wurde keine Berufserfahrung gefunden.',
  'quality.experienceDetail.detail': (p) =>
    `${p.described} von ${p.roles} ${plural(p.roles, 'Stelle ist', 'Stellen sind')} beschrieben; ${p.quantified} ${plural(p.quantified, 'zeigt', 'zeigen')} messbare Ergebnisse.`,
  'quality.dates.none': () => 'Keine Stellen, die sich datieren lassen.',
  'quality.dates.detail': (p) => `${p.dated} von ${p.roles} ${plural(p.roles, 'Stelle hat', 'Stellen haben')} einen Beginn und ein Ende (oder laufen noch).`,
  'quality.education.detail': (p) => `${p.count} ${plural(p.count, 'Ausbildungseintrag', 'Ausbildungseinträge')}.`,
  'quality.skills.detail': (p) => `${p.count} Kompetenzen aufgeführt; ${p.backed} ${plural(p.backed, 'ist', 'sind')} durch Berufserfahrung belegt.`,
  'quality.languages.detail': (p) => `${p.count} ${plural(p.count, 'Sprache', 'Sprachen')} angegeben.`,
  'quality.recency.none': () => 'Keine datierte Berufserfahrung.',
  'quality.recency.current': () => 'Die jüngste Stelle ist aktuell.',
  'quality.recency.ended': (p) => `Die jüngste Stelle endete vor ${p.months} ${plural(p.months, 'Monat', 'Monaten')}.`,

  'insight.missingContact.title': (p) => `Ergänze ${contactNoun[p.field][0]}`,
  'insight.missingContact.text': (p) =>
    `Dein Lebenslauf nennt ${contactNoun[p.field][1]}; Personalverantwortliche brauchen diese Angabe, um dich zu erreichen oder dir Stellen in deiner Nähe zuzuordnen.`,
  'insight.gap.title': (p) => `Erkläre die Lücke von ${p.months} Monaten`,
  'insight.gap.text': (p, f) =>
    `Zwischen ${f.month(p.from)} und ${f.month(p.to)} steht keine Stelle. Eine Zeile dazu, was du in dieser Zeit gemacht hast (Weiterbildung, Pflege, Reisen, eine Auszeit), erspart Rückfragen.`,
  'insight.datedSkills.title': () => 'Einige Kompetenzen wurden zuletzt vor mehr als fünf Jahren eingesetzt',
  'insight.datedSkills.text': (p, f) => `${f.list(p.skills)}${p.more ? ' …' : ''}: Zeige, dass du sie kürzlich genutzt hast (ein Kurs, ein Projekt), oder stelle sie weiter nach hinten.`,
  'insight.progression.title': () => 'Klarer beruflicher Aufstieg',
  'insight.progression.text': (p) => `Deine Positionen sind von „${p.from}“ bis „${p.to}“ gewachsen. Stelle diesen Werdegang in deinem Profil an den Anfang.`,
  'insight.inDemand.title': () => 'Du hast Kompetenzen, die der Markt sucht',
  'insight.inDemand.text': (p, f) => `Gefragt und in deinem Lebenslauf: ${f.list(p.skills)}. Hebe sie hervor.`,
  'insight.inDemandMissing.title': () => 'Gefragte Kompetenzen zum Ausbauen',
  'insight.inDemandMissing.text': (p, f) => `In deinem Markt gefragt, aber nicht in deinem Lebenslauf: ${f.list(p.skills)}.`,
  'insight.talent.title': (p) => `Mach dein Talent sichtbar: ${talentName(talents, p)}`,
  'insight.talent.text': (p) => `Deine Berufserfahrung zeigt ${talentName(talents, p)}, ohne dass dein Kompetenzbereich es nennt.`,

  'failure.emptyFile': () => 'Diese Datei ist leer (0 Byte). Prüfe, ob du die richtige Datei gewählt hast, und lade sie erneut hoch.',
  'failure.unsupported': (p) => (p.ext && p.kind ? `Diese Datei heißt .${p.ext}, ist aber ${kind[p.kind]}. ${accepted}` : `Dieser Dateityp wird nicht unterstützt. ${accepted}`),
  'failure.passwordProtected': (p) => `${p.pdf ? 'Dieses PDF' : 'Dieses Dokument'} ist passwortgeschützt. Entferne das Passwort und lade es erneut hoch.`,
  'failure.noTextImage': () =>
    'Aus diesem Bild ließ sich kein Text lesen. Lade ein scharfes, gerades Foto oder einen Scan deines Lebenslaufs hoch (300 dpi oder mehr) oder eine PDF-, DOCX- oder TXT-Datei.',
  'failure.noTextPdf': () =>
    'In diesem PDF wurde kein Text gefunden: Es sieht nach einem Scan oder Bild aus. Lade ein textbasiertes PDF (aus deinem Editor exportiert), eine DOCX- oder eine TXT-Datei hoch.',
  'failure.corrupt': (p) =>
    p.pdf
      ? 'Dieses PDF ist beschädigt oder unvollständig und lässt sich nicht öffnen. Exportiere es erneut aus deinem Editor und lade die neue Kopie hoch.'
      : p.ext === null
        ? 'Diese Datei ist beschädigt oder unvollständig und lässt sich nicht öffnen. Exportiere oder lade sie erneut herunter und lade die neue Kopie hoch.'
        : `Diese .${p.ext}-Datei ist beschädigt oder unvollständig und lässt sich nicht öffnen. Speichere sie erneut aus deinem Editor und lade die neue Kopie hoch.`,
  'failure.tooLittleText': () => 'Diese Datei enthält zu wenig Text für einen Lebenslauf. Prüfe, ob du die richtige Datei gewählt hast, und lade sie erneut hoch.',
  'failure.tooLarge': (p, f) =>
    p.limit === 'zip-entries'
      ? `Diese Datei besteht aus mehr als ${f.number(p.amount)} Teilen, die kein Word-Dokument braucht. Speichere sie erneut aus deinem Editor und lade die neue Kopie hoch.`
      : p.limit === 'zip-inflated'
        ? `Diese Datei wird beim Öffnen größer als ${p.amount} MB, was kein Lebenslauf braucht. Bitte lade eine kleinere Datei hoch.`
        : `Dieses Dokument enthält mehr als ${p.amount} MB Text und Formatierung, was kein Lebenslauf braucht. Bitte lade ein kürzeres Dokument hoch.`,
  'failure.timedOut': () => 'Die Analyse wurde nicht rechtzeitig fertig. Bitte versuche es erneut.',
  'failure.gaveUp': () => 'Die Analyse konnte wegen eines Serverproblems nicht abgeschlossen werden. Bitte versuche es erneut.',
  'failure.notStarted': () => 'Die Analyse konnte nicht gestartet werden. Bitte versuche es erneut.',
  'failure.engineDefect': () => 'Der Lebenslauf ließ sich lesen, aber nicht analysieren. Bitte versuche es erneut oder lade ihn in einem anderen Format hoch (DOCX oder TXT).',
  'failure.import': (p) => {
    const s = { linkedin: 'LinkedIn-Datenexport', json_resume: 'JSON-Resume-Datei', europass: 'Europass-Datei' }[p.source];
    return { DAMAGED_FILE: `Die Datei ist beschädigt und konnte nicht als ${s} gelesen werden.`, WRONG_FORMAT: `Diese Datei ist kein ${s}. Bitte wählen Sie eine Datei der gewählten Art.`, EMPTY_RECORD: `Der ${s} enthält keine Lebenslaufdaten (keinen Namen, keine Erfahrung, Ausbildung oder Kompetenzen).`, TOO_LARGE: `Der ${s} ist größer, als Kairos für einen Lebenslauf liest.` }[p.code];
  },
  'failure.poison': (p) => `Kairos hat das Lesen dieser Datei abgebrochen, weil ${poison[p.end]}. ${instead}`,

  'language.chip': (p, f) =>
    languageChip(p, f, { native: 'Muttersprache', bilingual: 'zweisprachig', fluent: 'fließend', advanced: 'fortgeschritten', intermediate: 'mittlere Kenntnisse', basic: 'Grundkenntnisse' }),
};

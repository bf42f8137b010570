import { it as talents } from '../talents/messages/it';
import { talentName } from './talent-name';
import { languageChip } from './compose';
import type { ClaimedKind, ContactField, GeneratedCatalogue, PoisonEnd } from './types';

const field: Record<ContactField, string> = { name: 'nome', email: 'e-mail', phone: 'telefono', location: 'località' };
const contactNoun: Record<Exclude<ContactField, 'name'>, [string, string]> = {
  email: ['il tuo indirizzo e-mail', 'un indirizzo e-mail'],
  phone: ['il tuo numero di telefono', 'un numero di telefono'],
  location: ['la tua località', 'una località'],
};
const kind: Record<ClaimedKind, string> = {
  pdf: 'un PDF',
  word: 'un documento Word',
  odt: 'un testo OpenDocument',
  png: 'un’immagine PNG',
  jpeg: 'un’immagine JPEG',
  rtf: 'un documento RTF',
  txt: 'un file di testo',
};
const accepted = 'Carica un file PDF, Word (DOC o DOCX), OpenDocument (ODT), RTF o di testo (TXT), oppure una foto del tuo CV (PNG o JPEG).';
const instead = 'Puoi riprovare oppure caricarne una versione più semplice (per esempio DOCX o testo semplice).';
const poison: Record<PoisonEnd, string> = {
  timeout: 'l’analisi richiedeva troppo tempo',
  out_of_memory: 'l’analisi richiedeva troppa memoria',
  crashed: 'l’analisi si è interrotta in modo imprevisto',
  interrupted: 'un tentativo di analisi precedente non si è concluso (il server si è fermato durante l’analisi)',
};
const plural = (n: number, one: string, other: string): string => (n === 1 ? one : other);

export const it: GeneratedCatalogue = {
  'quality.contact': () => 'Dati di contatto',
  'quality.summary': () => 'Profilo',
  'quality.experienceDetail': () => 'Dettaglio delle esperienze',
  'quality.dates': () => 'Date complete',
  'quality.education': () => 'Formazione',
  'quality.skills': () => 'Competenze',
  'quality.languages': () => 'Lingue',
  'quality.recency': () => 'Attualità',
  'quality.contact.complete': () => 'Nome, e-mail, telefono e località sono tutti presenti.',
  'quality.contact.missing': (p, f) => `Manca: ${f.list(p.fields.map((x) => field[x]))}.`,
  'quality.summary.present': () => 'È presente un profilo personale.',
  'quality.summary.missing': () => 'Nessun profilo personale.',
  'quality.experienceDetail.none': () => 'Non è stata trovata alcuna esperienza lavorativa.',
  'quality.experienceDetail.detail': (p) =>
    `${p.described} ruoli su ${p.roles} sono descritti; ${p.quantified} ${plural(p.quantified, 'mostra', 'mostrano')} risultati quantificati.`,
  'quality.dates.none': () => 'Nessun ruolo da datare.',
  'quality.dates.detail': (p) => `${p.dated} ruoli su ${p.roles} hanno un inizio e una fine (o sono in corso).`,
  'quality.education.detail': (p) => `${p.count} ${plural(p.count, 'voce di formazione', 'voci di formazione')}.`,
  'quality.skills.detail': (p) => `${p.count} competenze elencate; ${p.backed} ${plural(p.backed, 'è supportata', 'sono supportate')} dall’esperienza.`,
  'quality.languages.detail': (p) => `${p.count} ${plural(p.count, 'lingua indicata', 'lingue indicate')}.`,
  'quality.recency.none': () => 'Nessuna esperienza datata.',
  'quality.recency.current': () => 'Il ruolo più recente è in corso.',
  'quality.recency.ended': (p) => `Il ruolo più recente è terminato ${p.months} ${plural(p.months, 'mese', 'mesi')} fa.`,

  'insight.missingContact.title': (p) => `Aggiungi ${contactNoun[p.field][0]}`,
  'insight.missingContact.text': (p) =>
    `Il tuo CV non contiene ${contactNoun[p.field][1]}; i selezionatori ne hanno bisogno per contattarti o proporti ruoli nella tua zona.`,
  'insight.gap.title': (p) => `Spiega l’interruzione di ${p.months} mesi`,
  'insight.gap.text': (p, f) =>
    `Non c’è alcun ruolo tra ${f.month(p.from)} e ${f.month(p.to)}. Una riga su cosa hai fatto (formazione, assistenza familiare, viaggi, una pausa di carriera) evita domande.`,
  'insight.datedSkills.title': () => 'Alcune competenze sono state usate l’ultima volta più di cinque anni fa',
  'insight.datedSkills.text': (p, f) => `${f.list(p.skills)}${p.more ? '…' : ''}: mostra un uso recente (un corso, un progetto) o spostale più in basso.`,
  'insight.progression.title': () => 'Una chiara crescita professionale',
  'insight.progression.text': (p) => `I tuoi ruoli sono cresciuti di livello da «${p.from}» a «${p.to}». Metti in evidenza questo percorso nel tuo profilo.`,
  'insight.inDemand.title': () => 'Hai competenze richieste dal mercato',
  'insight.inDemand.text': (p, f) => `Richieste e presenti nel tuo CV: ${f.list(p.skills)}. Mettile in evidenza.`,
  'insight.inDemandMissing.title': () => 'Competenze richieste da sviluppare',
  'insight.inDemandMissing.text': (p, f) => `Richieste nel tuo mercato ma assenti dal tuo CV: ${f.list(p.skills)}.`,
  'insight.talent.title': (p) => `Rendi visibile il tuo talento: ${talentName(talents, p)}`,
  'insight.talent.text': (p) => `La tua esperienza mostra ${talentName(talents, p)}, che la sezione competenze non nomina.`,

  'failure.emptyFile': () => 'Questo file è vuoto (0 byte). Controlla di aver scelto il file giusto e caricalo di nuovo.',
  'failure.unsupported': (p) =>
    p.ext && p.kind ? `Questo file si chiama .${p.ext} ma non è ${kind[p.kind]}. ${accepted}` : `Questo tipo di file non è supportato. ${accepted}`,
  'failure.passwordProtected': (p) => `${p.pdf ? 'Questo PDF' : 'Questo documento'} è protetto da password. Rimuovi la password e caricalo di nuovo.`,
  'failure.noTextImage': () =>
    'Non è stato possibile leggere alcun testo da questa immagine. Carica una foto o una scansione nitida e dritta del tuo CV (300 dpi o più), oppure un file PDF, DOCX o TXT.',
  'failure.noTextPdf': () =>
    'In questo PDF non è stato trovato alcun testo: sembra una scansione o un’immagine. Carica un PDF con testo (esportato dal tuo editor), un DOCX o un TXT.',
  'failure.corrupt': (p) =>
    p.pdf
      ? 'Questo PDF è danneggiato o incompleto e non può essere aperto. Esportalo di nuovo dal tuo editor e carica la nuova copia.'
      : p.ext === null
        ? 'Questo file è danneggiato o incompleto e non può essere aperto. Esportalo o scaricalo di nuovo e carica la nuova copia.'
        : `Questo file .${p.ext} è danneggiato o incompleto e non può essere aperto. Salvalo di nuovo dal tuo editor e carica la nuova copia.`,
  'failure.tooLittleText': () => 'Questo file contiene troppo poco testo per essere un CV. Controlla di aver scelto il file giusto e caricalo di nuovo.',
  'failure.tooLarge': (p, f) =>
    p.limit === 'zip-entries'
      ? `Questo file è composto da più di ${f.number(p.amount)} parti, di cui nessun documento Word ha bisogno. Salvalo di nuovo dal tuo editor e carica la nuova copia.`
      : p.limit === 'zip-inflated'
        ? `Una volta aperto, questo file supera ${p.amount} MB, di cui nessun CV ha bisogno. Carica un file più piccolo.`
        : `Questo documento contiene più di ${p.amount} MB di testo e formattazione, di cui nessun CV ha bisogno. Carica un documento più breve.`,
  'failure.timedOut': () => 'L’analisi non è terminata in tempo. Riprova.',
  'failure.gaveUp': () => 'L’analisi non è stata completata a causa di un problema del server. Riprova.',
  'failure.notStarted': () => 'Non è stato possibile avviare l’analisi. Riprova.',
  'failure.engineDefect': () => 'Il CV è stato letto ma non analizzato. Riprova oppure caricalo in un altro formato (DOCX o TXT).',
  'failure.import': (p) => {
    const s = { linkedin: 'export dei dati LinkedIn', json_resume: 'file JSON Resume', europass: 'file Europass' }[p.source];
    return { DAMAGED_FILE: `Il file è danneggiato e non è stato possibile leggerlo come ${s}.`, WRONG_FORMAT: `Questo file non è un ${s}. Scegli un file del tipo selezionato.`, EMPTY_RECORD: `Il ${s} non contiene dati di CV (né nome, né esperienze, né formazione, né competenze).`, TOO_LARGE: `Il ${s} è più grande di quanto Kairos legge per un CV.` }[p.code];
  },
  'failure.poison': (p) => `Kairos ha smesso di leggere questo file perché ${poison[p.end]}. ${instead}`,

  'language.chip': (p, f) =>
    languageChip(p, f, { native: 'madrelingua', bilingual: 'bilingue', fluent: 'fluente', advanced: 'avanzato', intermediate: 'intermedio', basic: 'base' }),
};

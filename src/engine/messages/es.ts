import { es as talents } from '../talents/messages/es';
import { talentName } from './talent-name';
import { languageChip } from './compose';
import type { ClaimedKind, ContactField, GeneratedCatalogue, PoisonEnd } from './types';

const field: Record<ContactField, string> = { name: 'nombre', email: 'correo electrónico', phone: 'teléfono', location: 'ubicación' };
const contactNoun: Record<Exclude<ContactField, 'name'>, [string, string]> = {
  email: ['tu correo electrónico', 'correo electrónico'],
  phone: ['tu número de teléfono', 'número de teléfono'],
  location: ['tu ubicación', 'ubicación'],
};
const kind: Record<ClaimedKind, string> = {
  pdf: 'un PDF',
  word: 'un documento de Word',
  odt: 'un texto OpenDocument',
  png: 'una imagen PNG',
  jpeg: 'una imagen JPEG',
  rtf: 'un documento RTF',
  txt: 'un archivo de texto',
};
const accepted = 'Sube un archivo PDF, Word (DOC o DOCX), OpenDocument (ODT), RTF o de texto (TXT), o una foto de tu CV (PNG o JPEG).';
const instead = 'Puedes volver a intentarlo o subir una versión más sencilla (por ejemplo DOCX o texto sin formato).';
const poison: Record<PoisonEnd, string> = {
  timeout: 'su análisis tardaba demasiado',
  out_of_memory: 'su análisis necesitaba demasiada memoria',
  crashed: 'su análisis terminó de forma inesperada',
  interrupted: 'un intento anterior de analizarlo no terminó (el servidor se detuvo durante el proceso)',
};
const plural = (n: number, one: string, other: string): string => (n === 1 ? one : other);

export const es: GeneratedCatalogue = {
  'quality.contact': () => 'Datos de contacto',
  'quality.summary': () => 'Resumen',
  'quality.experienceDetail': () => 'Detalle de la experiencia',
  'quality.dates': () => 'Fechas completas',
  'quality.education': () => 'Formación',
  'quality.skills': () => 'Competencias',
  'quality.languages': () => 'Idiomas',
  'quality.recency': () => 'Actualidad',
  'quality.contact.complete': () => 'Nombre, correo electrónico, teléfono y ubicación están presentes.',
  'quality.contact.missing': (p, f) => `Falta: ${f.list(p.fields.map((x) => field[x]))}.`,
  'quality.summary.present': () => 'Hay un resumen de perfil.',
  'quality.summary.missing': () => 'No hay resumen de perfil.',
  'quality.experienceDetail.none': () => 'No se encontró experiencia laboral.',
  'quality.experienceDetail.detail': (p) =>
    `${p.described} de ${p.roles} puestos están descritos; ${p.quantified} ${plural(p.quantified, 'muestra', 'muestran')} resultados cuantificados.`,
  'quality.dates.none': () => 'No hay puestos que fechar.',
  'quality.dates.detail': (p) => `${p.dated} de ${p.roles} puestos tienen inicio y fin (o siguen en curso).`,
  'quality.education.detail': (p) => `${p.count} ${plural(p.count, 'entrada de formación', 'entradas de formación')}.`,
  'quality.skills.detail': (p) => `${p.count} competencias indicadas; ${p.backed} ${plural(p.backed, 'está respaldada', 'están respaldadas')} por la experiencia.`,
  'quality.languages.detail': (p) => `${p.count} ${plural(p.count, 'idioma indicado', 'idiomas indicados')}.`,
  'quality.recency.none': () => 'No hay experiencia con fechas.',
  'quality.recency.current': () => 'El puesto más reciente sigue en curso.',
  'quality.recency.ended': (p) => `El puesto más reciente terminó hace ${p.months} ${plural(p.months, 'mes', 'meses')}.`,

  'insight.missingContact.title': (p) => `Añade ${contactNoun[p.field][0]}`,
  'insight.missingContact.text': (p) =>
    `Tu CV no incluye ${contactNoun[p.field][1]}; los reclutadores lo necesitan para contactarte o asignarte puestos cercanos.`,
  'insight.gap.title': (p) => `Explica el periodo de ${p.months} meses sin empleo`,
  'insight.gap.text': (p, f) =>
    `No hay ningún puesto entre ${f.month(p.from)} y ${f.month(p.to)}. Una línea sobre lo que hiciste (formación, cuidados, viajes, una pausa profesional) evita preguntas.`,
  'insight.datedSkills.title': () => 'Algunas competencias se usaron por última vez hace más de cinco años',
  'insight.datedSkills.text': (p, f) => `${f.list(p.skills)}${p.more ? '…' : ''}: muestra un uso reciente (un curso, un proyecto) o colócalas más abajo.`,
  'insight.progression.title': () => 'Una clara progresión profesional',
  'insight.progression.text': (p) => `Tus puestos han crecido en responsabilidad de «${p.from}» a «${p.to}». Destaca esta trayectoria en tu resumen.`,
  'insight.inDemand.title': () => 'Tienes competencias que el mercado demanda',
  'insight.inDemand.text': (p, f) => `Demandadas y presentes en tu CV: ${f.list(p.skills)}. Dales protagonismo.`,
  'insight.inDemandMissing.title': () => 'Competencias demandadas que desarrollar',
  'insight.inDemandMissing.text': (p, f) => `Se piden en tu mercado pero no aparecen en tu CV: ${f.list(p.skills)}.`,
  'insight.talent.title': (p) => `Haz visible tu talento: ${talentName(talents, p)}`,
  'insight.talent.text': (p) => `Tu experiencia muestra ${talentName(talents, p)}, que tu apartado de competencias no menciona.`,

  'failure.emptyFile': () => 'Este archivo está vacío (0 bytes). Comprueba que elegiste el archivo correcto y vuelve a subirlo.',
  'failure.unsupported': (p) =>
    p.ext && p.kind ? `Este archivo se llama .${p.ext} pero no es ${kind[p.kind]}. ${accepted}` : `Este tipo de archivo no es compatible. ${accepted}`,
  'failure.passwordProtected': (p) => `${p.pdf ? 'Este PDF' : 'Este documento'} está protegido con contraseña. Quita la contraseña y vuelve a subirlo.`,
  'failure.noTextImage': () =>
    'No se pudo leer ningún texto de esta imagen. Sube una foto o un escaneo nítido y recto de tu CV (300 ppp o más), o un archivo PDF, DOCX o TXT.',
  'failure.noTextPdf': () =>
    'No se encontró texto en este PDF: parece un escaneo o una imagen. Sube un PDF con texto (exportado desde tu editor), un DOCX o un TXT.',
  'failure.corrupt': (p) =>
    p.pdf
      ? 'Este PDF está dañado o incompleto y no se puede abrir. Vuelve a exportarlo desde tu editor y sube la nueva copia.'
      : p.ext === null
        ? 'Este archivo está dañado o incompleto y no se puede abrir. Vuelve a exportarlo o descargarlo y sube la nueva copia.'
        : `Este archivo .${p.ext} está dañado o incompleto y no se puede abrir. Vuelve a guardarlo desde tu editor y sube la nueva copia.`,
  'failure.tooLittleText': () => 'Este archivo contiene demasiado poco texto para ser un CV. Comprueba que elegiste el archivo correcto y vuelve a subirlo.',
  'failure.tooLarge': (p, f) =>
    p.limit === 'zip-entries'
      ? `Este archivo consta de más de ${f.number(p.amount)} partes, algo que ningún documento de Word necesita. Vuelve a guardarlo desde tu editor y sube la nueva copia.`
      : p.limit === 'zip-inflated'
        ? `Este archivo ocupa más de ${p.amount} MB al abrirse, algo que ningún CV necesita. Sube un archivo más pequeño.`
        : `Este documento contiene más de ${p.amount} MB de texto y formato, algo que ningún CV necesita. Sube un documento más corto.`,
  'failure.timedOut': () => 'El análisis no terminó a tiempo. Vuelve a intentarlo.',
  'failure.gaveUp': () => 'El análisis no pudo completarse por un problema del servidor. Vuelve a intentarlo.',
  'failure.notStarted': () => 'No se pudo iniciar el análisis. Vuelve a intentarlo.',
  'failure.engineDefect': () => 'El CV se pudo leer pero no analizar. Vuelve a intentarlo o súbelo en otro formato (DOCX o TXT).',
  'failure.import': (p) => {
    const s = { linkedin: 'exportación de datos de LinkedIn', json_resume: 'archivo JSON Resume', europass: 'archivo Europass' }[p.source];
    return { DAMAGED_FILE: `El archivo está dañado y no se pudo leer como ${s}.`, WRONG_FORMAT: `Este archivo no es un ${s}. Elige un archivo del tipo seleccionado.`, EMPTY_RECORD: `El ${s} no contiene datos de CV (ni nombre, ni experiencia, ni formación, ni competencias).`, TOO_LARGE: `El ${s} es más grande de lo que Kairos lee para un CV.` }[p.code];
  },
  'failure.poison': (p) => `Kairos dejó de leer este archivo porque ${poison[p.end]}. ${instead}`,

  'language.chip': (p, f) =>
    languageChip(p, f, { native: 'nativo', bilingual: 'bilingüe', fluent: 'fluido', advanced: 'avanzado', intermediate: 'intermedio', basic: 'básico' }),
};

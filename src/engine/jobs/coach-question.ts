/**
 * Is a coach question about the person's saved job ad? "Am I ready for this one?", "what should I
 * learn first for it?" in the six languages. Both need a word that points at an ad ("this one",
 * "for it", "diese Stelle", "ce poste"…): a general "what should I learn first?" stays with the
 * coach's own skill-gap answer. Matched on folded text (lower case, no accents, ß → ss).
 */
import { fold } from '../cv/text';

export type JobAdQuestion = 'ready' | 'learn_first';

const READY = [
  /\b(am i|i am|i'm) (ready|prepared|qualified|a (good )?(fit|match))\b|\bdo i (fit|match|qualify)\b|\bhow (well )?do i (fit|match)\b|\bshould i apply\b|\bmy chances\b/,
  /\bbin ich (bereit|geeignet|qualifiziert|fit)\b|\bpasse ich\b|\bsoll(te)? ich mich (da|dort)?(rauf|auf|darauf)? ?bewerben\b|\bmeine chancen\b/,
  /\b(suis-je|je suis|est-ce que je suis) (pret|prete|qualifie|qualifiee|a la hauteur)\b|\best-ce que je corresponds\b|\bje corresponds\b|\bdois-je postuler\b|\bmes chances\b/,
  /\b(estoy|estoi) (preparad[oa]|list[oa]|cualificad[oa])\b|\bencajo\b|\bdeberia (postularme|aplicar|presentarme)\b|\bmis (posibilidades|opciones)\b/,
  /\b(sono) (pront[oa]|preparat[oa]|qualificat[oa])\b|\bsono adatt[oa]\b|\bdovrei candidarmi\b|\ble mie (possibilita|chance)\b/,
  /\bben ik (klaar|geschikt|gekwalificeerd|er klaar voor)\b|\bpas ik\b|\bmoet ik (solliciteren|reageren)\b|\bmijn kansen\b/,
];

const LEARN_FIRST = [
  /\bwhat (should|do|must) i (learn|study|improve|work on)( first)?\b|\bwhat('s| is) missing\b|\bwhat do i (lack|need)\b/,
  /\bwas (sollte|muss|soll) ich (zuerst |als erstes )?(lernen|verbessern|nachholen)\b|\bwas fehlt (mir)?\b/,
  /\bque (dois|devrais)-je (apprendre|ameliorer|travailler)\b|\bqu'est-ce que je dois apprendre\b|\bqu'est-ce qui me manque\b|\bque me manque-t-il\b/,
  /\bque (deberia|debo|tengo que) (aprender|mejorar|estudiar)\b|\bque me falta\b/,
  /\bcosa (dovrei|devo) (imparare|migliorare|studiare)\b|\bcosa mi manca\b/,
  /\bwat (moet|zou) ik (eerst )?(leren|verbeteren)\b|\bwat mis ik\b|\bwat ontbreekt (er )?(mij|me)?\b/,
];

/** Words that point at one ad: "this one", "for it", "this job", "diese Stelle", "questo annuncio"… */
const POINTS_AT_AD =
  /\b(this|that) (one|job|role|position|ad|advert|vacancy|posting|offer)\b|\bfor (it|them)\b|\bthe (job|ad|role|position|vacancy) i saved\b|\b(diese[rnms]?|die|der) (stelle|anzeige|stellenanzeige|position|job)\b|\bdafur\b|\bdarauf\b|\b(ce|cet|cette) (poste|offre|annonce|emploi|job)\b|\bpour (celui-ci|celle-ci|ce poste|cette offre)\b|\b(este|esta|ese|esa) (puesto|oferta|anuncio|trabajo|empleo)\b|\bpara (este|esta|ello|ella|el)\b|\b(questo|questa|quest') ?(annuncio|offerta|lavoro|posto|ruolo|posizione)\b|\bper (questo|questa|esso)\b|\b(deze|die) (vacature|baan|functie|job|advertentie)\b|\b(hiervoor|ervoor|daarvoor)\b/;

export function jobAdQuestion(query: string): JobAdQuestion | null {
  const q = fold(query);
  if (!POINTS_AT_AD.test(q)) return null;
  if (LEARN_FIRST.some((r) => r.test(q))) return 'learn_first';
  if (READY.some((r) => r.test(q))) return 'ready';
  return null;
}

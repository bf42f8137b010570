/**
 * Which kind of question is this? Keyword and phrase rules in English, German, French and Spanish,
 * matched on the folded text (lower case, no accents, ß → ss). Each rule that matches adds its weight
 * to its kind; the highest score wins and ties go to the kind listed first in QUESTION_KINDS. A
 * question scoring below MIN_SCORE, or whose out-of-scope score (medical, legal, investment) beats
 * every career kind, is 'unknown': the coach says so rather than guessing.
 */
import { fold } from '../cv/text';
import { detectCountries, detectDestinations } from './countries';
import { QUESTION_KINDS } from './types';
import type { QuestionKind } from './types';

/** A clear phrase ("salary negotiation") weighs 3, a telling word 2, a hint 1. */
type Rule = readonly [RegExp, number];

export const MIN_SCORE = 2;
/** A named European country counts this much towards relocation. */
const COUNTRY_WEIGHT = 1;

// `\b` is ASCII-only in JavaScript, so every pattern runs on folded (accent-free) text.
export const KIND_RULES: Readonly<Record<QuestionKind, readonly Rule[]>> = {
  // both recognised mostly in understand.ts (a target occupation, two options); these are the phrasings
  career_goal: [
    [/\b(i want to|i'd like to|i would like to|how (can|do) i|my goal is to|aim to|plan to) become\b|\bhow (can|do) i (move|get) into\b/, 1],
    [/\b(mochte|moechte|will|werde) (ich )?.{0,60}\bwerden\b|\bwie werde ich\b/, 1],
    [/\b(je veux|je voudrais|j'aimerais|comment) devenir\b/, 1],
    [/\b(quiero|quisiera|me gustaria) (ser|llegar a ser|convertirme en)\b|\bcomo (puedo )?(llegar a ser|convertirme en)\b/, 1],
    [/\b(voglio|vorrei|come posso|come) diventare\b/, 1],
    [/\b(ik wil|ik zou graag|hoe (kan ik|word ik)) .{0,60}\bworden\b/, 1],
    [/\b(plan|roadmap|fahrplan|feuille de route|hoja de ruta|piano|stappenplan)\b/, 1],
  ],
  comparison: [
    [/\b(vs\.?|versus)\b/, 2],
  ],
  career_change: [
    [
      /\bcareer (change|switch|shift|pivot|transition)|\bchang(e|ing) (my |of )?(career|field|industry|profession|sector)|\bswitch(ing)? (careers?|fields?|industr(y|ies)|professions?)\b|\bnew (career|profession)\b/,
      3,
    ],
    [/\b(pivot(ing)?|retrain(ing)?)\b|\btransition (in)?to\b|\bswitch(ing)? (in)?to\b|\bmove into\b/, 2],
    [
      /\b(berufswechsel|karrierewechsel|branchenwechsel|quereinstieg|quereinsteiger(in)?|neuorientierung|umschulung)|\b(beruf|branche|karriere|berufsfeld) wechseln\b|\bberuflich (neu|umorientier)/,
      3,
    ],
    [/\bwechsel in (die|den|eine|einen)\b|\bumorientier|\bumschulen\b|\bandere(n)? (beruf|branche)\b/, 2],
    [/\breconver(sion|tir)|\bchanger de (carriere|metier|secteur|domaine|voie|profession)\b|\bnouvelle (carriere|voie)\b/, 3],
    [/\breorient(er|ation)\b|\bbifurqu/, 2],
    [
      /\bcambi(o|ar|arme) de (carrera|profesion|sector|rumbo|area|campo)\b|\breconversion\b|\bnueva (carrera|profesion)\b|\breinventarme\b/,
      3,
    ],
    [/\breorientar(me)?\b|\bpasar(me)? (a|al) (sector|campo|area)\b|\b(pasarme|cambiarme|reconvertirme) a\b/, 2],
    [/\bcambi(o|are) (di )?(carriera|settore|lavoro|professione|mestiere)\b|\bnuova (carriera|professione)\b|\briconversione\b/, 3],
    [/\bpassare (a|al|allo|alla|nel|nella)\b|\breinventarmi\b/, 2],
    [/\b(carriereswitch|omscholing|omscholen|zij-instromer|zij-instroom)\b|\bvan (loopbaan|carriere|beroep|vak|sector|baan) (veranderen|wisselen)\b|\bander (vak|beroep)\b/, 3],
    [/\boverstappen naar\b|\bswitchen naar\b/, 2],
  ],
  promotion: [
    [/\bpromot(ion|ed)\b|\bget promoted\b|\bcareer (progression|advancement|ladder)\b/, 3],
    [/\b(next level|move up|step up|climb|advance(ment)?|become (a )?senior)\b/, 2],
    [/\b(beforderung|befordert|karrieresprung|aufstieg|aufsteigen)\b|\bnachste (karriere)?stufe\b|\bsenior werden\b/, 3],
    [/\bkarriere machen\b|\bweiterkommen\b/, 2],
    [/\b(promotion|promu|promue|avancement)\b|\bmonter en grade\b|\bgravir les echelons\b/, 3],
    [/\bentretien (annuel|individuel|d'evaluation|professionnel)\b/, 1],
    [/\bevoluer (dans|au sein)|\bevolution (professionnelle|de carriere|interne)\b|\bpasser (senior|manager|au niveau)\b/, 2],
    [/\b(ascenso|ascender|promocion|promocionar)\b|\bsubir de (nivel|puesto|categoria)\b/, 3],
    [/\bcrecer (profesionalmente|en mi empresa|dentro)\b|\bsiguiente nivel\b/, 2],
    [/\b(promozione|avanzamento di carriera|fare carriera|crescere di livello)\b/, 3],
    [/\b(promotie|carrierestap|hogere functie)\b/, 3],
    // "am I ready for …": a step up the person weighs (a named role makes it a career goal)
    [/\bam i ready\b|\b(ready|prepared) (for|to become) (a|an|the|my)\b|\bbin ich bereit\b|\bbereit fur (eine|einen|die|den)\b|\b(suis[- ]je|je suis|est-ce que je suis) (pret|prete)\b|\b(pret|prete) pour\b|\bestoy (preparad[oa]|list[oa])\b|\bsono (pront[oa]|preparat[oa])\b|\bben ik (klaar|toe aan)\b/, 2],
    [/\bdoor te groeien\b|\bfare carriera\b|\bevoluer\b|\bcrecer\b/, 2],
    [/\bdoorgroeien\b/, 2],
  ],
  salary_negotiation: [
    [
      /\b(salary|pay|wage) (negotiation|increase|rise|raise|talks?|expectations?)\b|\bnegotiat\w* (my |a |the )?(salary|pay|wage|offer|raise|compensation)\b|\bask(ing)? for a (raise|pay rise)\b/,
      3,
    ],
    [/\b(salary|salaries|wage|wages|compensation|raise|pay rise|remuneration|earn)\b/, 2],
    [/\bnegotiat/, 1],
    [/\b(gehaltsverhandlung|gehaltserhohung|lohnerhohung|gehaltsvorstellung|gehalt verhandeln|mehr gehalt)/, 3],
    [/\b(gehalt|gehalts\w*|lohn|mindestlohn|vergutung|verdien\w*)\b/, 2],
    [/\bverhandl/, 1],
    [/\bnegoci\w* (mon |un |le |une )?(salaire|augmentation|remuneration)\b|\bdemander une augmentation\b|\bpretentions salariales\b/, 3],
    [/\b(salaire|remuneration|augmentation|smic|gagner\w*|gagne)\b/, 2],
    [/\bnegoci/, 1],
    [
      /\bnegoci\w* (mi |el |un )?(salario|sueldo|aumento)\b|\bpedir (un )?aumento\b|\bsubida (salarial|de sueldo)\b|\bpretensiones salariales\b/,
      3,
    ],
    [/\b(salario|sueldo|remuneracion|aumento|cobrar\w*|ganar\w*)\b/, 2],
    [/\bnegozia\w* (lo |il |un |mio )?(stipendio|aumento|compenso|salario)\b|\bchiedere (un )?aumento\b|\bretribuzione\b/, 3],
    [/\b(stipendio|stipendi|salario|ral|guadagn\w*|compenso|aumento)\b/, 2],
    [/\b(salarisonderhandeling|loonsverhoging|opslag vragen|over (mijn )?salaris onderhandelen)\b/, 3],
    [/\b(salaris|loon|verdienen|verdien|brutoloon|inkomen)\b/, 2],
  ],
  interview_preparation: [
    [/\b(job )?interviews?\b|\bstar (method|stories|story)\b|\bassessment cent(er|re)\b/, 3],
    [/\b(vorstellungsgesprach|bewerbungsgesprach|jobinterview|interview|assessment[ -]?center)/, 3],
    [/\bentretiens?(?! (annuel|individuel|d'evaluation|professionnel))( d'embauche| de recrutement| d embauche)?\b|\bentrevue\b/, 3],
    [/\bentrevistas?( de trabajo)?\b/, 3],
    [/\b(recruiter|hiring manager) (will )?ask\b|\bquestions? (they|recruiters) (ask|might ask)\b/, 2],
    [/\bcolloqui?o?( di lavoro)?\b|\bcolloqui\b/, 3],
    [/\b(sollicitatiegesprek\w*|sollicitatie ?gesprek|assessment|interview)\b/, 3],
  ],
  skill_gaps: [
    [
      /\bskills? gaps?\b|\bmissing skills\b|\b(which|what) skills\b|\bskills (do|should) i (need|learn|develop)\b|\b(learn|study) next\b|\bupskill|\breskill/,
      3,
    ],
    [/\b(skills?|learn|course|certificat\w*|training)\b/, 1],
    [
      /\b(kompetenzlucke|qualifikationslucke|skill-?lucke)|\bwelche (fahigkeiten|kenntnisse|skills|kompetenzen|qualifikationen)\b|\bfehlende (fahigkeiten|kenntnisse|skills|kompetenzen)\b|\bwas (sollte|muss) ich (als nachstes )?lernen\b/,
      3,
    ],
    [/\b(fahigkeiten|kenntnisse|kompetenzen|skills|weiterbildung|lernen|kurs|zertifikat)\b/, 1],
    [
      /\bcompetences? (manquantes?|a (acquerir|developper))\b|\bquelles competences\b|\blacunes\b|\bmonter en competences?\b|\bque (dois|devrais)[- ]je apprendre\b/,
      3,
    ],
    [/\b(competences?|apprendre|formation|me former|certification)\b/, 1],
    [
      /\b(que|cuales|cuales son las) (habilidades|competencias)\b|\b(habilidades|competencias) (que me faltan|faltantes|debo|necesito)\b|\bbrecha de (habilidades|competencias)\b|\bcarencias\b|\bque (debo|deberia) aprender\b/,
      3,
    ],
    [/\b(habilidades|competencias|aprender|formacion|formarme|curso|certificacion)\b/, 1],
    [/\bquali competenze\b|\bcompetenze (mancanti|che mi mancano)\b|\bcosa (dovrei|devo) imparare\b|\blacune\b/, 3],
    [/\b(competenze|imparare|corso|formazione|certificazione)\b/, 1],
    [/\bwelke vaardigheden\b|\bontbrekende vaardigheden\b|\bwat (moet|zou) ik (moeten )?leren\b|\bvaardigheden die ik mis\b/, 3],
    [/\b(vaardigheden|leren|cursus|opleiding|certificaat|certificering)\b/, 1],
    // "what am I missing", "which certification", "is a course worth it", in six languages
    [/\bwhat (am i|i'm) missing\b|\bwhat do i lack\b|\bwas fehlt mir\b|\bqu'est-ce qui me manque\b|\bque me manque\b|\bque me falta\b|\bcosa mi manca\b|\bwat mis ik\b|\bwat ontbreekt (er )?(mij|me)\b/, 3],
    [/\b(which|what|welche|welches|quelle|quel|que|cual|quale|welke) (cert|certs|certification|certificate|zertifizierung|zertifikat|certificat|certificacion|certificado|certificazione|certificering|certificaat)\b/, 3],
    [/\b(worth|lohnt sich|vaut (le coup|la peine)|merece la pena|vale la pena|loont het|de moeite waard)\b/, 1],
    [/\bcerts?\b/, 1],
    // "what should I learn first", in six languages
    [/\blearn (first|next)\b|\b(zuerst|als erstes|erstmal) lernen\b|\bwas soll(te)? ich .{0,30}lernen\b|\b(apprendre|formation) .{0,30}(en premier|d'abord)\b|\bquelle formation\b|\baprender (primero|antes)\b|\bque (debo|deberia) aprender\b|\bimparare (prima|per primo)\b|\b(eerst|als eerste) leren\b|\bwat (moet|zou) ik (\w+ ){0,2}leren\b/, 3],
  ],
  relocation: [
    [/\b(relocat\w*|emigrat\w*|mov(e|ing) (abroad|to another country|countries))\b|\bwork(ing)? abroad\b/, 3],
    [/\b(move|moving) (to|from)\b|\blive and work in\b|\babroad\b|\bwork permit\b|\bvisa\b/, 2],
    [/\bwork(ing)? in\b|\b(move|moving)\b/, 1],
    [/\b(auswander\w*|auszuwandern|umzug ins ausland|ins ausland|im ausland|ubersiedeln|relocation)\b/, 3],
    [/\b(umziehen|umzug|ziehen|wechseln) nach\b|\bnach \w+ (ziehen|gehen|umziehen|wechseln)\b/, 2],
    [/\b(umziehen|umzug|umsiedeln|ziehe)\b/, 2],
    [/\barbeiten in\b|\bin \w+ arbeiten\b/, 1],
    [/\b(expatri\w*|demenager a l'etranger|a l'etranger|partir vivre|emigrer)\b/, 3],
    [/\b(demenager|m'installer|s'installer|m installer|partir) (en|au|aux|a)\b/, 2],
    [/\btravailler (en|au|aux|a)\b/, 1],
    [/\b(emigrar|al extranjero|en el extranjero|mudarme a otro pais)\b/, 3],
    [/\b(mudarme|mudarse|trasladarme|trasladarse|irme a vivir|irme) al?\b|\bmudanza\b/, 2],
    [/\btrabajar en\b/, 1],
    [/\b(trasferirmi all'estero|all'estero|emigrare|trasferimento all'estero)\b/, 3],
    [/\b(trasferir\w*|andare a vivere|andare a lavorare) (in|a|nel|nei|negli|all')\b/, 2],
    [/\blavorare (in|a)\b/, 1],
    [/\b(emigreren|naar het buitenland|in het buitenland)\b/, 3],
    [/\b(verhuizen|verhuis|verhuizing)\b/, 2],
    [/\bwerken in\b/, 1],
  ],
  cv_improvement: [
    [
      /\b(improve|better|stronger|optimi[sz]e|rewrite|polish|update|fix|review) (my |the )?(cv|resume|curriculum)\b|\b(cv|resume) (tips|review|feedback)\b/,
      3,
    ],
    [/\b(cv|resume|curriculum( vitae)?|cover letter)\b/, 2],
    [/\b(lebenslauf|cv|bewerbungsunterlagen|anschreiben)\b/, 2],
    [
      /\b(lebenslauf|cv)\b.*\b(verbessern|optimieren|uberarbeiten|aufpeppen)\b|\b(verbessere|optimiere|uberarbeite) ich (meinen )?(lebenslauf|cv)\b/,
      3,
    ],
    [/\b(ameliorer|optimiser|retravailler|refaire) (mon |le )?(cv|curriculum)\b/, 3],
    [/\b(cv|curriculum|lettre de motivation)\b/, 2],
    [/\b(mejorar|optimizar|actualizar|rehacer) (mi |el )?(cv|curriculum|hoja de vida)\b/, 3],
    [/\b(cv|curriculum|hoja de vida|carta de presentacion)\b/, 2],
    [/\b(migliorare|ottimizzare|rifare|aggiornare) (il )?(mio )?(cv|curriculum)\b/, 3],
    [/\b(cv|curriculum|lettera di presentazione)\b/, 2],
    [/\b(mijn )?(cv|curriculum) (verbeteren|beter maken|herschrijven|bijwerken)\b/, 3],
    [/\b(cv|curriculum|motivatiebrief|sollicitatiebrief)\b/, 2],
  ],
  job_search: [
    [
      /\bjob (search|hunt|hunting)\b|\bfind(ing)? (a |another |my next )?(new )?(job|position|role|work)\b|\blooking for (a |another )?(new )?(job|work|position)\b|\bget hired\b/,
      3,
    ],
    [/\b(apply|applying|applications?|job (offers|ads|boards|openings|market)|vacanc(y|ies)|recruiters?)\b/, 1],
    [
      /\b(jobsuche|stellensuche|arbeitssuche)\b|\b(neuen? )?(job|stelle|arbeit|arbeitsplatz) finden\b|\b(finde|finden|suche|suchen) (ich )?(\w+ )?(einen |eine |ein )?(neuen? |neue )?(job|stelle|arbeit|arbeitsstelle|anstellung)\b/,
      3,
    ],
    [/\b(bewerbung(en)?|bewerben|stellenanzeigen|jobborsen?|stellenangebote)\b/, 1],
    [/\brecherche d'emploi\b|\b(cherch\w*|trouv\w*|decroch\w*) (un |une )?(nouvel |nouveau )?(emploi|travail|poste|job)\b/, 3],
    [/\b(candidatures?|postuler|offres d'emploi)\b/, 1],
    [/\bbusqueda de (empleo|trabajo)\b|\b(buscar|busco|buscando|encontrar|encuentro|conseguir|consigo) (un )?(nuevo )?(empleo|trabajo|puesto)\b/, 3],
    [/\b(candidaturas?|postular|ofertas de (empleo|trabajo))\b/, 1],
    [/\bricerca di lavoro\b|\b(trovare|cercare|cerco|cercando|trovo) (un )?(nuovo )?(lavoro|impiego|posto)\b|\bcerco lavoro\b/, 3],
    [/\b(candidature?|candidarmi|annunci di lavoro|offerte di lavoro)\b/, 1],
    [/\b(baan|werk) (zoeken|vinden)\b|\b(zoek|vind)\w* (\w+ ){0,3}(een |nieuwe |ander )?(baan|werk)\b|\bzoektocht naar werk\b|\bnieuwe baan\b|\bsolliciteren\b/, 3],
    [/\b(sollicitaties?|vacatures?)\b/, 1],
  ],
  leadership: [
    [
      /\bleadership\b|\b(manage|managing|lead|leading) (a |my |the )?(team|people)\b|\bteam lead\b|\b(first[- ]time|new) manager\b|\bbecome a (manager|team lead|leader)\b/,
      3,
    ],
    [/\b(leader|manager|management|delegat\w*|people management)\b/, 2],
    [/\b(fuhrung\w*|teamleit\w*|mitarbeiterfuhrung|personalverantwortung)/, 3],
    [/\b(leitung|vorgesetzte[rn]?|delegieren|team leiten)\b/, 2],
    [
      /\b(leadership|management d'equipe|manager une equipe|chef d'equipe|encadrement)\b|\b(diriger|encadrer|manager) (une |mon |l')?equipe\b/,
      3,
    ],
    [/\b(manager|management|encadrer|diriger|deleguer)\b/, 2],
    [/\b(liderazgo|liderar|gestion de equipos|jefe de equipo|dirigir (un |mi )?equipo)\b/, 3],
    [/\b(lider|jefe|dirigir|delegar)\b/, 2],
    [/\b(leadership|guidare (un |il |una )?team|gestire (un |il )?team|capo team|team leader|responsabile di team)\b/, 3],
    [/\b(manager|gestione|delegare|responsabile|capo)\b/, 2],
    [/\b(il mio team|la mia squadra|mio gruppo)\b/, 1],
    [/\b(leiderschap|leidinggeven|leiding geven|leidinggevende|teamleider|teamleiding)\b/, 3],
    [/\b(manager|delegeren)\b/, 2],
  ],
  networking: [
    [/\bnetwork(ing)?\b|\bprofessional (contacts|network)\b|\blinkedin\b/, 3],
    [/\b(contacts|connections|meetups?|conferences?|referrals?|mentors?)\b/, 1],
    [/\b(netzwerk\w*|networking|kontakte knupfen|xing|linkedin)\b/, 3],
    [/\b(kontakte|empfehlung|mentor(in)?|konferenz)\b/, 1],
    [/\b(reseau|reseauter|reseautage|networking|linkedin)\b/, 3],
    [/\b(contacts|cooptation|mentor|conference|salon)\b/, 1],
    [/\b(red de contactos|networking|linkedin|hacer contactos|redes profesionales)\b/, 3],
    [/\b(contactos|mentor|conferencia|recomendacion)\b/, 1],
    [/\b(networking|rete (di contatti|professionale)|linkedin)\b/, 3],
    [/\b(contatti|mentore|conferenza)\b/, 1],
    [/\b(netwerk\w*|linkedin)\b/, 3],
    [/\b(contacten|mentor|congres)\b/, 1],
  ],
  freelancing: [
    [
      /\bfreelanc\w*|\bself[- ]employ\w*|\b(become|work as|going) (a |an )?(independent )?(contractor|consultant)\b|\bstart(ing)? my own (business|company)\b|\bmy own boss\b/,
      3,
    ],
    [/\b(independent|contractor|consultant|clients|day rate)\b/, 1],
    [/\b(freiberuf\w*|freelanc\w*|selbststandig\w*|selbstandig\w*|selbststaendig\w*|existenzgrundung|eigene firma|eigenes unternehmen)/, 3],
    [/\b(grunden|grundung|auftraggeber|tagessatz)\b/, 1],
    [
      /\b(freelance|independant|auto[- ]entrepreneur|(en |infirmiere |infirmier )?liberale?|micro[- ]entreprise|a mon compte|me mettre a mon compte|creer (mon|ma) (entreprise|societe))\b/,
      3,
    ],
    [/\b(consultant|clients|taux journalier)\b/, 1],
    [/\b(autonomo|freelance|por cuenta propia|trabajador independiente|mi propio negocio|emprender)\b/, 3],
    [/\b(independiente|clientes|consultor)\b/, 1],
    [/\b(freelance|liber[oa] professionista|partita iva|mettermi in proprio|lavorare in proprio|aprire (una )?(mia )?(attivita|impresa))\b/, 3],
    [/\b(consulente|clienti)\b/, 1],
    [/\b(freelancer|freelance|zzp\w*|zelfstandige|voor mezelf beginnen|eigen bedrijf)\b/, 3],
    [/\b(opdrachtgevers|klanten|uurtarief)\b/, 1],
  ],
  returning_after_break: [
    [
      /\bcareer break\b|\b(after|from) (a |my |the )?(long )?(break|gap|pause|leave|sabbatical|time off)\b|\b(return(ing)?|get(ting)? back|go(ing)? back) to work\b|\bback (in)?to (work|the workforce)\b|\bre-?enter(ing)? the (workforce|job market)\b|\b(gap|gaps) (in|on) my (cv|resume)\b|\b(parental|maternity|paternity) leave\b|\breturnship\b/,
      3,
    ],
    [/\b(sabbatical|time off|out of work|unemployed for)\b/, 2],
    [
      /\b(wiedereinstieg|wiedereinsteigen|wieder einsteigen|ruckkehr in den beruf|berufliche pause|karrierepause|auszeit|elternzeit|lucke im lebenslauf|lucken im lebenslauf)\b|\bnach (einer|der|meiner) (langen )?(pause|auszeit|elternzeit)\b/,
      3,
    ],
    [/\b(sabbatical|lange arbeitslos|pause)\b/, 2],
    [
      /\b(retour (a l'emploi|au travail|a la vie active)|reprendre (le travail|une activite)|pause (de carriere|professionnelle)|conge (parental|maternite)|trou dans (mon )?cv|annee sabbatique)\b|\bapres (une|ma) (longue )?(pause|interruption|absence)\b/,
      3,
    ],
    [/\b(interruption|sabbatique|pause)\b/, 2],
    [
      /\b(volver a trabajar|reincorpora\w*|pausa (profesional|laboral)|baja (maternal|por maternidad|de maternidad)|excedencia|hueco en (mi )?(cv|curriculum)|vacio en (mi )?(cv|curriculum)|regresar al (trabajo|mercado laboral)|ano sabatico)\b|\bdespues de (una|mi) (larga )?(pausa|ausencia)\b/,
      3,
    ],
    [/\b(pausa|ausencia|sabatico)\b/, 2],
    [/\b(rientr\w* (nel mondo del |al )?lavoro|tornare a lavorare|dopo (una|la) (lunga )?pausa|pausa di carriera|maternita|congedo parentale|buco nel cv)\b/, 3],
    [/\b(pausa|sabbatico)\b/, 2],
    [/\b(herintreden|herintreder|terugkeren naar (het )?werk|weer aan het werk|na (een|mijn) (lange )?(pauze|onderbreking)|loopbaanonderbreking|ouderschapsverlof|gat in (mijn )?cv)\b/, 3],
    [/\b(pauze|sabbatical|onderbreking)\b/, 2],
  ],
};

export const OUT_OF_SCOPE = ['medical', 'legal', 'investment'] as const;
export type OutOfScope = (typeof OUT_OF_SCOPE)[number];

export const OUT_OF_SCOPE_RULES: Readonly<Record<OutOfScope, readonly Rule[]>> = {
  medical: [
    [/\b(doctor|medication|medicine|symptoms?|diagnos\w*|illness|disease|therapy|antidepressants?|prescription)\b/, 3],
    [/\b(arzt|arztin|medikament\w*|symptom\w*|diagnose|krankheit|therapie|rezept)\b/, 3],
    [/\b(medecin|medicament\w*|symptomes?|diagnostic|maladie|therapie|ordonnance)\b/, 3],
    [/\b(medico|medicamentos?|sintomas?|diagnostico|enfermedad|terapia|receta medica)\b/, 3],
  ],
  legal: [
    [/\b(lawyer|lawsuit|sue|suing|legal advice|court|tribunal|attorney)\b/, 3],
    [/\b(anwalt|anwaltin|rechtsanwalt|klage|klagen|gericht|arbeitsgericht|rechtsberatung)\b|\b\w+klage\b/, 3], // \b: tried from a word's start only, not from each of its letters
    [/\b(avocat|proces|tribunal|prud'?hommes|conseil juridique|porter plainte)\b/, 3],
    [/\b(abogado|demanda(r)?|juicio|tribunal|asesoria (legal|juridica)|denunciar)\b/, 3],
  ],
  investment: [
    [/\b(stock market|stocks|shares|crypto\w*|bitcoin|etfs?|index funds?|invest(ing)? my (money|savings|salary))\b/, 3],
    [/\b(aktien|geldanlage|krypto\w*|bitcoin|etfs?|borse|fonds|geld anlegen)\b/, 3],
    [/\b(bourse|crypto\w*|bitcoin|etfs?|placer mon argent|investir (mon argent|mes economies))\b/, 3],
    [/\b(bolsa de valores|acciones de|criptomonedas?|bitcoin|etfs?|invertir (mi dinero|mis ahorros|mi sueldo))\b/, 3],
  ],
};

export interface Classification {
  kind: QuestionKind | 'unknown';
  /** why a question is unknown; null for a recognised kind */
  reason: 'vague' | OutOfScope | null;
  /** every kind's score, for explanations and tests */
  scores: Record<QuestionKind, number>;
  /** covered countries the question names, in order */
  countries: string[];
  /** of those, the ones not introduced as an origin ("from Spain") */
  destinations: string[];
}

/**
 * The sum of the weights of the rules that match. The same words matched by the rules of two
 * languages ("cv", "interview", "linkedin") count once, so shared words do not outweigh phrases.
 */
function score(rules: readonly Rule[], text: string): number {
  const seen = new Set<string>();
  let sum = 0;
  for (const [re, weight] of rules) {
    const m = re.exec(text);
    if (!m || seen.has(m[0].trim())) continue;
    seen.add(m[0].trim());
    sum += weight;
  }
  return sum;
}

/** Folded text with typographic apostrophes and dashes made plain, and spaces collapsed. */
export function normaliseQuery(query: string): string {
  return fold(query)
    .replace(/[’‘`´]/g, "'")
    .replace(/[‐-―]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

export function classifyQuestion(query: string): Classification {
  const text = normaliseQuery(query);
  const countries = detectCountries(query);
  const destinations = detectDestinations(query);
  const scores = Object.fromEntries(QUESTION_KINDS.map((k) => [k, score(KIND_RULES[k], text)])) as Record<QuestionKind, number>;
  if (countries.length > 0) scores.relocation += COUNTRY_WEIGHT;

  let best: QuestionKind | null = null;
  for (const kind of QUESTION_KINDS) if (best === null || scores[kind] > scores[best]) best = kind;
  const top = best === null ? 0 : scores[best];

  let outOfScope: OutOfScope | null = null;
  let outScore = 0;
  for (const topic of OUT_OF_SCOPE) {
    const s = score(OUT_OF_SCOPE_RULES[topic], text);
    if (s > outScore) [outOfScope, outScore] = [topic, s];
  }
  // A career question that mentions, say, an illness stays a career question; only a question that
  // is more about medicine, law or investing than about work is declined.
  if (outOfScope && outScore > top) return { kind: 'unknown', reason: outOfScope, scores, countries, destinations };
  if (best === null || top < MIN_SCORE) return { kind: 'unknown', reason: 'vague', scores, countries, destinations };
  return { kind: best, reason: null, scores, countries, destinations };
}

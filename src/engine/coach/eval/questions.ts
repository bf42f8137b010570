/**
 * The coach's evaluation set: career questions as people type them (typos, lower case, role + country +
 * time frame in one breath), in the six interface languages, many as conversations whose later turns
 * only make sense with the earlier ones. Each conversation is asked by one of the eval personas.
 */
import type { CoachLanguage } from '../types';

export interface EvalConversation {
  persona: 'it-supply-chain-planner' | 'de-software-developer' | 'fr-nurse' | 'es-teacher-turned-analyst' | 'nl-project-manager';
  language: CoachLanguage;
  /** the questions of one conversation, in order */
  turns: readonly string[];
}

const P = {
  it: 'it-supply-chain-planner',
  de: 'de-software-developer',
  fr: 'fr-nurse',
  es: 'es-teacher-turned-analyst',
  nl: 'nl-project-manager',
} as const;

export const EVAL_CONVERSATIONS: readonly EvalConversation[] = [
  // ---------- English ----------
  { persona: P.it, language: 'en', turns: ['I want to become Head of Supply Chain Planning within two years', 'and how long would that take?', 'what about Sweden?'] },
  { persona: P.it, language: 'en', turns: ['CPIM or Six Sigma Black Belt?'] },
  { persona: P.de, language: 'en', turns: ['What salary if I move to Munich?'] },
  { persona: P.es, language: 'en', turns: ['How can I move into a data analyst role in Germany within a year?', 'what should I learn first?'] },
  { persona: P.fr, language: 'en', turns: ['am i ready for a head nurse position?'] },
  { persona: P.nl, language: 'en', turns: ['how do i prepare for an interview for a programme manager job', 'what questions will they ask about my budget?'] },
  { persona: P.de, language: 'en', turns: ['can you help me improve my cv'] },
  { persona: P.es, language: 'en', turns: ['thinking about a career change to data science, is it realistic?', 'and in the Netherlands?'] },
  { persona: P.it, language: 'en', turns: ['how do I negotiate a raise with my manager'] },
  { persona: P.nl, language: 'en', turns: ['Would it make sense to relocate to Germany for work?', 'what about Spain?'] },
  { persona: P.de, language: 'en', turns: ['which skills am i missing to be a software architect'] },
  { persona: P.fr, language: 'en', turns: ['how to find a job faster, applying for months'] },
  { persona: P.es, language: 'en', turns: ['should i do freelance data analysis on the side?'] },
  { persona: P.nl, language: 'en', turns: ['how can i get better at leading my team'] },
  { persona: P.de, language: 'en', turns: ['tips for networking on linkedin as a developer?'] },

  { persona: P.it, language: 'en', turns: ['is it worth getting an APICS cert if i already do S&OP every month?'] },
  { persona: P.fr, language: 'en', turns: ['i have been a nurse for 10 yrs, how do i get promoted to nurse manager in 18 months?', 'and if I moved to Ireland?'] },

  // ---------- German ----------
  { persona: P.de, language: 'de', turns: ['Ich möchte in zwei Jahren Softwarearchitekt werden', 'Und wie lange würde das dauern?'] },
  { persona: P.de, language: 'de', turns: ['Was verdiene ich, wenn ich nach Zürich gehe?'] },
  { persona: P.it, language: 'de', turns: ['wie kann ich in deutschland als supply chain manager arbeiten', 'und in Österreich?'] },
  { persona: P.de, language: 'de', turns: ['Bin ich bereit für eine Stelle als Teamleiter?'] },
  { persona: P.nl, language: 'de', turns: ['PRINCE2 oder PMP, was lohnt sich mehr?'] },
  { persona: P.de, language: 'de', turns: ['wie bereite ich mich auf ein vorstellungsgespräch vor'] },
  { persona: P.de, language: 'de', turns: ['Wie kann ich meinen Lebenslauf verbessern?', 'was sollte ich zuerst ändern?'] },
  { persona: P.es, language: 'de', turns: ['Lohnt sich ein Umzug nach Deutschland für mich?', 'und was ist mit Schweden?'] },
  { persona: P.de, language: 'de', turns: ['Welche Fähigkeiten fehlen mir noch?'] },
  { persona: P.de, language: 'de', turns: ['wie verhandle ich mein gehalt beim nächsten jobwechsel'] },
  { persona: P.fr, language: 'de', turns: ['Ich will den Beruf wechseln, raus aus der Pflege. Was passt zu mir?'] },
  { persona: P.de, language: 'de', turns: ['Wie finde ich schneller einen neuen Job?'] },
  { persona: P.de, language: 'de', turns: ['Soll ich mich als Freelancer selbständig machen?'] },
  { persona: P.nl, language: 'de', turns: ['wie werde ich eine bessere führungskraft'] },
  { persona: P.de, language: 'de', turns: ['Was soll ich als erstes lernen um Cloud-Architekt zu werden?'] },

  { persona: P.it, language: 'de', turns: ['Ich will in drei Jahren Leiterin Supply Chain in München sein, was fehlt mir?', 'und wie lange dauert das realistisch?'] },

  // ---------- French ----------
  { persona: P.fr, language: 'fr', turns: ['Je veux devenir cadre de santé dans les deux ans', 'et combien de temps ça prendrait ?'] },
  { persona: P.fr, language: 'fr', turns: ['quel salaire si je pars travailler en Suisse ?'] },
  { persona: P.fr, language: 'fr', turns: ['est-ce que je suis prête pour un poste d’infirmière coordinatrice ?'] },
  { persona: P.fr, language: 'fr', turns: ['Comment préparer un entretien d’embauche dans un hôpital ?'] },
  { persona: P.fr, language: 'fr', turns: ['comment ameliorer mon cv', 'quoi mettre en avant en premier ?'] },
  { persona: P.es, language: 'fr', turns: ['Je pense à une reconversion vers l’analyse de données, c’est réaliste ?'] },
  { persona: P.fr, language: 'fr', turns: ['Est-ce que je devrais partir travailler en Belgique ?', 'et au Luxembourg ?'] },
  { persona: P.fr, language: 'fr', turns: ['Quelles compétences me manquent pour évoluer ?'] },
  { persona: P.fr, language: 'fr', turns: ['comment négocier mon salaire lors de mon entretien annuel'] },
  { persona: P.fr, language: 'fr', turns: ['je cherche un emploi depuis 3 mois, que faire ?'] },
  { persona: P.nl, language: 'fr', turns: ['Comment devenir un meilleur manager pour mon équipe ?'] },
  { persona: P.fr, language: 'fr', turns: ['Infirmière libérale ou rester salariée, qu’est-ce qui est mieux pour moi ?'] },
  { persona: P.fr, language: 'fr', turns: ['comment développer mon réseau professionnel ?'] },
  { persona: P.fr, language: 'fr', turns: ['Quelle formation faire en premier pour devenir cadre ?'] },
  { persona: P.it, language: 'fr', turns: ['Je voudrais travailler en France comme responsable supply chain d’ici un an', 'et en Allemagne ?'] },

  { persona: P.de, language: 'fr', turns: ['je suis développeur, combien je peux gagner à Paris ?'] },

  // ---------- Spanish ----------
  { persona: P.es, language: 'es', turns: ['Quiero ser analista de datos senior en dos años', '¿y cuánto tiempo me llevaría?'] },
  { persona: P.es, language: 'es', turns: ['¿Qué sueldo tendría si me mudo a Barcelona?'] },
  { persona: P.es, language: 'es', turns: ['¿estoy preparada para un puesto de analista de datos en Alemania?'] },
  { persona: P.es, language: 'es', turns: ['como preparo una entrevista de trabajo tecnica', '¿y qué preguntas me harán sobre SQL?'] },
  { persona: P.es, language: 'es', turns: ['¿Cómo puedo mejorar mi currículum?'] },
  { persona: P.es, language: 'es', turns: ['Me gustaría mudarme a los Países Bajos, ¿es buena idea?', '¿y a Suecia?'] },
  { persona: P.es, language: 'es', turns: ['¿Qué habilidades me faltan para ser científica de datos?'] },
  { persona: P.es, language: 'es', turns: ['como negociar el salario en una oferta nueva'] },
  { persona: P.es, language: 'es', turns: ['Llevo meses buscando trabajo, ¿qué hago mal?'] },
  { persona: P.es, language: 'es', turns: ['¿Me conviene trabajar como freelance?'] },
  { persona: P.de, language: 'es', turns: ['¿Cómo puedo ascender a jefe de equipo?'] },
  { persona: P.es, language: 'es', turns: ['¿Qué debería aprender primero, Python o estadística?'] },
  { persona: P.es, language: 'es', turns: ['¿Cómo hago networking si vengo de la docencia?'] },
  { persona: P.nl, language: 'es', turns: ['quiero cambiar de sector, ¿qué opciones tengo con mi experiencia?'] },

  { persona: P.es, language: 'es', turns: ['soy profe de mates y quiero pasarme a analista de datos en holanda en un año', '¿y en Alemania?', '¿cuánto tiempo necesitaría de verdad?'] },
  { persona: P.es, language: 'es', turns: ['¿Me ayudas a preparar mis respuestas para una entrevista en inglés?'] },
  { persona: P.es, language: 'es', turns: ['que certificacion me conviene mas, Google Data Analytics o Microsoft PL-300?'] },

  // ---------- Italian ----------
  { persona: P.it, language: 'it', turns: ['Vorrei diventare Head of Supply Chain Planning entro due anni', 'e quanto tempo ci vorrebbe?', 'e in Svezia?'] },
  { persona: P.it, language: 'it', turns: ['CPIM o Six Sigma Black Belt, cosa mi conviene?'] },
  { persona: P.it, language: 'it', turns: ['quanto guadagnerei se mi trasferisco a Monaco di Baviera?'] },
  { persona: P.it, language: 'it', turns: ['sono pronta per un ruolo da supply chain manager?'] },
  { persona: P.it, language: 'it', turns: ['Come mi preparo a un colloquio per una multinazionale?'] },
  { persona: P.it, language: 'it', turns: ['come posso migliorare il mio cv?', 'cosa dovrei cambiare per primo?'] },
  { persona: P.it, language: 'it', turns: ['Mi conviene trasferirmi in Germania?', 'e nei Paesi Bassi?'] },
  { persona: P.it, language: 'it', turns: ['Quali competenze mi mancano per crescere?'] },
  { persona: P.it, language: 'it', turns: ['come chiedo un aumento di stipendio al mio capo'] },
  { persona: P.it, language: 'it', turns: ['cerco lavoro da sei mesi, cosa sbaglio?'] },
  { persona: P.it, language: 'it', turns: ['Vorrei cambiare settore e passare alla consulenza, ha senso?'] },
  { persona: P.it, language: 'it', turns: ['Come posso diventare un capo migliore per il mio team?'] },
  { persona: P.it, language: 'it', turns: ['mi conviene lavorare come libera professionista?'] },
  { persona: P.fr, language: 'it', turns: ['come faccio networking nel settore sanitario?'] },
  { persona: P.it, language: 'it', turns: ['cosa dovrei imparare prima per fare carriera?'] },

  { persona: P.it, language: 'it', turns: ['Ho 8 anni di esperienza in pianificazione, posso puntare a un ruolo di direttore della logistica entro tre anni?', 'e quanto ci vorrebbe?'] },

  // ---------- Dutch ----------
  { persona: P.nl, language: 'nl', turns: ['Ik wil binnen twee jaar programmamanager worden', 'en hoe lang zou dat duren?', 'en in Duitsland?'] },
  { persona: P.nl, language: 'nl', turns: ['Wat verdien ik als ik naar München verhuis?'] },
  { persona: P.nl, language: 'nl', turns: ['ben ik klaar voor een functie als directeur projecten?'] },
  { persona: P.nl, language: 'nl', turns: ['PMP of PRINCE2 Practitioner, wat is beter voor mij?'] },
  { persona: P.nl, language: 'nl', turns: ['hoe bereid ik me voor op een sollicitatiegesprek'] },
  { persona: P.nl, language: 'nl', turns: ['Hoe kan ik mijn cv verbeteren?', 'wat moet ik als eerste aanpassen?'] },
  { persona: P.nl, language: 'nl', turns: ['Is het slim om naar Zweden te verhuizen voor werk?', 'en Spanje?'] },
  { persona: P.nl, language: 'nl', turns: ['Welke vaardigheden mis ik nog?'] },
  { persona: P.nl, language: 'nl', turns: ['hoe onderhandel ik over mijn salaris'] },
  { persona: P.nl, language: 'nl', turns: ['Ik zoek al maanden een baan, wat doe ik verkeerd?'] },
  { persona: P.nl, language: 'nl', turns: ['Moet ik als zzp’er beginnen?'] },
  { persona: P.nl, language: 'nl', turns: ['hoe word ik een betere leidinggevende'] },
  { persona: P.de, language: 'nl', turns: ['Ik wil van carrière veranderen, wat past bij mij?'] },
  { persona: P.nl, language: 'nl', turns: ['hoe bouw ik een netwerk op in de bouw?'] },
  { persona: P.nl, language: 'nl', turns: ['wat moet ik eerst leren om door te groeien?'] },
  { persona: P.nl, language: 'nl', turns: ['ik ben projectleider in de bouw, kan ik over 2 jaar programmamanager zijn in Duitsland?', 'hoeveel tijd kost dat echt?'] },
];

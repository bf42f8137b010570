import { describe, expect, it } from 'vitest';
import { classifyQuestion, normaliseQuery } from './classify';
import type { CoachLanguage, QuestionKind } from './types';
import { QUESTION_KINDS } from './types';

/** Three phrasings per kind and language, as people type them (with and without accents). */
const PHRASINGS: Record<QuestionKind, Partial<Record<CoachLanguage, readonly string[]>>> = {
  // recognised with the target role and the options in understand.ts (understand.test.ts)
  career_goal: {},
  comparison: {},
  career_change: {
    en: [
      'I want to change careers, where do I start?',
      'How can I switch into data analysis from teaching?',
      'Is a career change into UX design realistic for me?',
    ],
    de: ['Wie gelingt mir ein Berufswechsel?', 'Ich möchte als Quereinsteiger in die IT', 'Soll ich die Branche wechseln?'],
    fr: [
      'Comment réussir ma reconversion professionnelle ?',
      'Je veux changer de métier, par où commencer ?',
      'Est-ce le bon moment pour changer de carriere ?',
    ],
    es: [
      '¿Cómo puedo cambiar de carrera?',
      'Quiero hacer una reconversión profesional hacia el diseño',
      'Estoy pensando en un cambio de sector, ¿qué me recomiendas?',
    ],
  },
  promotion: {
    en: [
      'How do I get promoted to the next level?',
      'What do I need for a promotion to senior engineer?',
      'How can I advance my career progression at my company?',
    ],
    de: [
      'Wie schaffe ich die nächste Beförderung?',
      'Was brauche ich für den Aufstieg zur Senior-Entwicklerin?',
      'Wie werde ich befördert?',
    ],
    fr: [
      'Comment obtenir une promotion ?',
      'Que faire pour évoluer dans mon entreprise et monter en grade ?',
      'Je voudrais être promu cette année',
    ],
    es: ['¿Cómo consigo un ascenso?', '¿Qué necesito para una promoción a jefe de proyecto?', 'Quiero subir de puesto en mi empresa'],
  },
  salary_negotiation: {
    en: ['How do I negotiate my salary?', 'Should I ask for a raise this year?', 'What salary should I ask for in my next job offer?'],
    de: ['Wie verhandle ich mein Gehalt?', 'Wie bekomme ich eine Gehaltserhöhung?', 'Was sollte ich bei der Gehaltsverhandlung beachten?'],
    fr: ['Comment négocier mon salaire ?', 'Comment demander une augmentation ?', 'Quelles prétentions salariales donner ?'],
    es: ['¿Cómo negocio mi salario?', '¿Cómo pido un aumento de sueldo?', '¿Qué pretensiones salariales debo indicar?'],
  },
  interview_preparation: {
    en: [
      'How do I prepare for my next job interview?',
      'Which questions will they ask in the interview?',
      'Help me with STAR stories for an assessment centre',
    ],
    de: [
      'Wie bereite ich mich auf ein Vorstellungsgespräch vor?',
      'Tipps für das Bewerbungsgespräch morgen?',
      'Welche Fragen kommen im Interview?',
    ],
    fr: [
      "Comment préparer mon entretien d'embauche ?",
      "J'ai un entretien vendredi, des conseils ?",
      'Quelles questions en entretien de recrutement ?',
    ],
    es: [
      '¿Cómo preparo mi próxima entrevista de trabajo?',
      'Tengo una entrevista mañana, ¿qué hago?',
      '¿Qué preguntas hacen en una entrevista?',
    ],
  },
  skill_gaps: {
    en: ['Which skills should I learn next?', 'What skills am I missing for a data engineer role?', 'Where are my skill gaps?'],
    de: ['Welche Fähigkeiten sollte ich als Nächstes lernen?', 'Welche Kenntnisse fehlen mir?', 'Wo habe ich Kompetenzlücken?'],
    fr: [
      'Quelles compétences devrais-je acquérir en priorité ?',
      'Quelles sont mes lacunes ?',
      'Quelles compétences manquantes pour devenir data analyst ?',
    ],
    es: ['¿Qué habilidades debería aprender ahora?', '¿Qué competencias me faltan?', '¿Cuál es mi brecha de habilidades?'],
  },
  relocation: {
    en: ['How would I move to the Netherlands?', 'Should I relocate to Germany for work?', 'Is it a good idea to work abroad in Sweden?'],
    de: ['Wie könnte ich nach Spanien umziehen?', 'Lohnt es sich, in die Niederlande auszuwandern?', 'Soll ich ins Ausland gehen?'],
    fr: ["Comment m'installer aux Pays-Bas ?", "Je veux partir travailler à l'étranger", 'Devrais-je déménager en Allemagne ?'],
    es: [
      '¿Cómo podría mudarme a los Países Bajos?',
      '¿Debería emigrar a Alemania?',
      'Quiero trabajar en el extranjero, ¿por dónde empiezo?',
    ],
  },
  cv_improvement: {
    en: ['How can I improve my CV?', 'Can you review my resume?', 'What is wrong with my CV?'],
    de: ['Wie kann ich meinen Lebenslauf verbessern?', 'Ist mein Lebenslauf gut genug?', 'Wie optimiere ich meinen CV?'],
    fr: ['Comment améliorer mon CV ?', 'Mon CV est-il assez bon ?', 'Comment optimiser mon curriculum ?'],
    es: ['¿Cómo puedo mejorar mi CV?', '¿Está bien mi currículum?', '¿Qué le falta a mi hoja de vida?'],
  },
  job_search: {
    en: ['How should I organise my job search?', 'How do I find a new job quickly?', "I've been looking for a job for months"],
    de: ['Wie gehe ich meine Jobsuche am besten an?', 'Wie finde ich einen neuen Job?', 'Tipps für die Stellensuche?'],
    fr: ["Comment organiser ma recherche d'emploi ?", 'Comment trouver un emploi rapidement ?', 'Où chercher un nouveau poste ?'],
    es: ['¿Cómo organizo mi búsqueda de empleo?', '¿Cómo encuentro trabajo rápido?', '¿Dónde buscar un nuevo empleo?'],
  },
  leadership: {
    en: ['How can I grow into a leadership role?', 'I am a first-time manager, any advice?', 'How do I lead a team well?'],
    de: [
      'Wie entwickle ich mich zur Führungskraft?',
      'Ich übernehme bald die Teamleitung, was tun?',
      'Wie kann ich besser führen und delegieren?',
    ],
    fr: ['Comment développer mon leadership ?', 'Je vais diriger une équipe pour la première fois', "Comment devenir chef d'équipe ?"],
    es: ['¿Cómo puedo desarrollar mi liderazgo?', 'Voy a dirigir un equipo por primera vez', '¿Cómo ser mejor líder?'],
  },
  networking: {
    en: ['How can I build my professional network?', 'How should I use LinkedIn?', 'Is networking worth it for me?'],
    de: [
      'Wie baue ich mein berufliches Netzwerk aus?',
      'Wie nutze ich XING und LinkedIn besser?',
      'Wie knüpfe ich Kontakte in der Branche? Stichwort Networking',
    ],
    fr: ['Comment développer mon réseau professionnel ?', 'Comment utiliser LinkedIn ?', 'Le réseautage, par où commencer ?'],
    es: ['¿Cómo amplío mi red de contactos?', '¿Cómo uso LinkedIn para mi carrera?', '¿Cómo hago networking?'],
  },
  freelancing: {
    en: ['Could I work as a freelancer?', 'Should I become self-employed?', 'How do I start my own business as a consultant?'],
    de: ['Könnte ich mich als Freiberufler selbstständig machen?', 'Soll ich mich selbständig machen?', 'Wie werde ich Freelancer?'],
    fr: ['Pourrais-je me lancer en freelance ?', 'Comment devenir auto-entrepreneur ?', 'Je veux me mettre à mon compte'],
    es: ['¿Podría trabajar como autónomo?', '¿Cómo empiezo como freelance?', 'Quiero trabajar por cuenta propia'],
  },
  returning_after_break: {
    en: [
      'How do I return to work after my career break?',
      'I took two years of parental leave, how do I get back to work?',
      'How do I explain a gap in my CV?',
    ],
    de: [
      'Wie gelingt mir der Wiedereinstieg nach der Elternzeit?',
      'Wie erkläre ich eine Lücke im Lebenslauf?',
      'Nach einer langen Auszeit zurück in den Job',
    ],
    fr: [
      'Comment reprendre le travail après une pause de carrière ?',
      'Comment expliquer un trou dans mon CV ?',
      'Retour à l’emploi après un congé parental',
    ],
    es: [
      '¿Cómo puedo volver a trabajar después de una pausa profesional?',
      '¿Cómo explico un hueco en mi CV?',
      'Me reincorporo tras una excedencia',
    ],
    it: ['Come rientro nel mondo del lavoro dopo la maternità?', 'Dopo una lunga pausa voglio tornare a lavorare'],
    nl: ['Hoe keer ik terug naar werk na mijn ouderschapsverlof?', 'Hoe leg ik een gat in mijn cv uit?'],
  },
};

describe('classifyQuestion', () => {
  for (const kind of QUESTION_KINDS) {
    for (const [language, phrasings] of Object.entries(PHRASINGS[kind]) as [string, readonly string[]][]) {
      it.each(phrasings)(`${kind} in ${language}: %s`, (query) => {
        expect(classifyQuestion(query).kind).toBe(kind);
      });
    }
  }

  it.each([
    ['vague', ''],
    ['vague', 'hello'],
    ['vague', 'What is the weather in Paris tomorrow?'],
    ['vague', 'Erzähl mir einen Witz'],
    ['vague', '¿Qué receta de paella me recomiendas?'],
    ['vague', 'skills'],
    ['medical', 'Which medication helps against stress at work?'],
    ['medical', 'Welches Medikament hilft gegen meine Symptome?'],
    ['legal', 'Should I sue my employer?'],
    ['legal', 'Dois-je aller aux prud’hommes contre mon employeur ?'],
    ['legal', '¿Necesito un abogado para demandar a mi empresa?'],
    ['investment', 'Should I invest my salary in ETFs or crypto?'],
    ['investment', 'Soll ich mein Gehalt in Aktien anlegen?'],
    ['investment', 'Dois-je placer mon argent en bourse ?'],
  ])('says %s for "%s"', (reason, query) => {
    const c = classifyQuestion(query);
    expect(c.kind).toBe('unknown');
    expect(c.reason).toBe(reason);
  });

  it('keeps a career question that mentions an illness a career question', () => {
    expect(classifyQuestion('How do I explain a career break for an illness in an interview?').kind).not.toBe('unknown');
  });

  it('prefers the more specific kind when a country is only mentioned in passing', () => {
    expect(classifyQuestion('How do I negotiate my salary in Germany?').kind).toBe('salary_negotiation');
    expect(classifyQuestion('Wie bereite ich mich auf ein Vorstellungsgespräch in der Schweiz vor?').kind).toBe('interview_preparation');
  });

  it('breaks ties by the fixed order of QUESTION_KINDS', () => {
    // one strong word each: freelancing is listed before networking
    const c = classifyQuestion('networking or freelancing?');
    expect(c.scores.freelancing).toBe(c.scores.networking);
    expect(c.kind).toBe('freelancing');
  });

  it('finds the countries a question names, in order and in all four languages', () => {
    expect(classifyQuestion('Move from Spain to the Netherlands?').countries).toEqual(['ES', 'NL']);
    expect(classifyQuestion('Move from Spain to the Netherlands?').destinations).toEqual(['NL']);
    expect(classifyQuestion('Von Spanien aus? Nein: aus der Schweiz nach Österreich').destinations).toEqual(['ES', 'AT']);
    expect(classifyQuestion('¿Mudarme desde España a Suecia?').destinations).toEqual(['SE']);
    expect(classifyQuestion('Umzug in die Schweiz oder nach Österreich?').countries).toEqual(['CH', 'AT']);
    expect(classifyQuestion("S'installer au Royaume-Uni ou en Irlande ?").countries).toEqual(['GB', 'IE']);
    expect(classifyQuestion('¿Mudarme a los Países Bajos o a Suecia?').countries).toEqual(['NL', 'SE']);
    // "island" is an English word; only the capitalised German name is Iceland
    expect(classifyQuestion('Should I move to an island?').countries).toEqual([]);
    expect(classifyQuestion('Soll ich nach Island auswandern?').countries).toEqual(['IS']);
  });

  it('folds case, accents and typographic apostrophes', () => {
    expect(normaliseQuery('  Ich möchte  mein GEHALT verhandeln’ ')).toBe("ich mochte mein gehalt verhandeln'");
  });
});

describe('phrasings read since the coach evaluation (issue 18)', () => {
  it.each([
    // "am I ready for …" is a step up
    ['Am I ready to become a senior buyer?', 'promotion'],
    ['Bin ich schon bereit für den nächsten Schritt?', 'promotion'],
    ['Sono pronto per il salto?', 'promotion'],
    ['Ben ik toe aan een volgende stap?', 'promotion'],
    // "what should I learn first", "what am I missing", "which certification"
    ['Was sollte ich zuerst lernen, SQL oder Tableau-Grundlagen?', 'skill_gaps'],
    ["Qu'est-ce qui me manque pour un poste de cadre ?", 'skill_gaps'],
    ['¿Qué certificación me sirve más para logística?', 'skill_gaps'],
    ['Is it worth doing a cert in agile?', 'skill_gaps'],
    // inflected verbs and words in between
    ['Wie viel verdiene ich als Entwickler?', 'salary_negotiation'],
    ['Quanto guadagnano i planner?', 'salary_negotiation'],
    ['Wie finde ich endlich eine Stelle?', 'job_search'],
    ['Je cherche un travail depuis un an', 'job_search'],
    ['Ik zoek sinds januari ander werk', 'job_search'],
    ['Devo aprire la partita iva o diventare libera professionista?', 'freelancing'],
    ['Vale la pena ejercer como autónomo?', 'freelancing'],
  ] as const)('"%s" is %s', (q, kind) => {
    expect(classifyQuestion(q).kind).toBe(kind);
  });
});

import type { CoachMessages } from './types';

const anos = (n: number) => (n === 1 ? '1 año' : `${n} años`);
const meses = (n: number) => (n === 1 ? '1 mes' : `${n} meses`);
const lineas = (n: number) => (n === 1 ? '1 línea' : `${n} líneas`);
const duracion = (n: number) => {
  const y = Math.floor(n / 12);
  const m = n % 12;
  if (y === 0) return meses(m);
  return m === 0 ? anos(y) : `${anos(y)} y ${meses(m)}`;
};
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const es: CoachMessages = {
  kinds: {
    career_goal: 'un objetivo profesional con un plan',
    comparison: 'comparar certificaciones o caminos',
    career_change: 'cambio de carrera',
    promotion: 'ascensos',
    salary_negotiation: 'negociación salarial',
    interview_preparation: 'preparación de entrevistas',
    skill_gaps: 'carencias de competencias',
    relocation: 'mudanza a otro país europeo',
    cv_improvement: 'mejora del CV',
    job_search: 'búsqueda de empleo',
    leadership: 'liderazgo',
    networking: 'red de contactos',
    freelancing: 'trabajo como autónomo',
    returning_after_break: 'volver al trabajo tras una pausa',
  },
  quote: (text) => `«${text}»`,
  talentStatus: { discovered: 'descubierto', validated: 'validado', developing: 'en desarrollo', mastered: 'dominado' },
  careerRoles: {
    job_seeker: 'en búsqueda de empleo',
    professional: 'en activo',
    recruiter: 'reclutador/a',
    career_coach: 'coach de carrera',
  },
  englishBands: { 'very high': 'muy alto', high: 'alto', moderate: 'moderado', low: 'bajo', 'very low': 'muy bajo' },
  noData: {
    'no-data': 'sin datos (no hay cifra para este país)',
    'dataset-disabled': 'sin datos (el conjunto de datos está desactivado)',
    'no-person-data': 'sin datos (nada comparable en tu CV)',
    'unknown-country': 'sin datos (país no cubierto)',
  },
  contactFields: { email: 'correo electrónico', phone: 'teléfono', location: 'lugar de residencia' },
  qualityComponents: {
    contact: 'Datos de contacto',
    summary: 'Perfil',
    'experience-detail': 'Detalle de la experiencia',
    dates: 'Fechas',
    education: 'Formación',
    skills: 'Competencias',
    languages: 'Idiomas',
    recency: 'Actualidad',
  },
  scope: { global: 'mundial', eu: 'UE' },
  nativeLevel: 'nativo',

  common: {
    hello: (name) => `Hola, ${name}.`,
    noCv: 'Todavía no has subido tu CV, así que esta respuesta es general; si lo subes, podré basarla en tu propia experiencia.',
    noCvInsight: 'Sin CV, esta respuesta no puede tener en cuenta tu experiencia, tus competencias ni tus talentos.',
    uploadCv: 'Subir tu CV para que el coach pueda usar tu experiencia.',
    engineInsight: 'Esta respuesta se basa solo en tus datos en Kairos y en las cifras publicadas que cita; cuando faltan datos, lo dice.',
    littleData: 'Tu CV aporta poca información para esta pregunta; más detalle en tu CV hará la respuesta más precisa.',
    noMarketData: 'No hay cifras del mercado disponibles para esta pregunta.',
    talentInsight: (talent, evidence) => (evidence ? `Fortaleza: ${talent}, como muestra ${evidence}.` : `Fortaleza: ${talent}.`),
    trendInsight: (skill, growing, scope, source, period) =>
      `${skill} figura como competencia ${growing ? 'en auge' : 'en retroceso'} (${scope}; ${source}, ${period}).`,
    recGrowingSkill: (skill, scope) => `Plantéate aprender ${skill}: figura como competencia en auge (${scope}).`,
    padRecs: [
      'Anota qué quieres conseguir en los próximos doce meses; así te será más fácil elegir cada paso.',
      'Repasa tus avances una vez al mes con alguien de confianza.',
      'Mantén tu CV y tu perfil al día después de cada cambio.',
    ],
    padActions: ['Anotar tu objetivo para los próximos doce meses.', 'Revisar tus avances en estos pasos.'],
  },

  grounding: {
    yearsCv: (n) => `CV: ${anos(n)} de experiencia (según las fechas de los puestos)`,
    yearsProfile: (n) => `Perfil: ${anos(n)} de experiencia`,
    roleCv: (title, since) => `CV: puesto actual ${title}${since ? ` desde ${since}` : ''}`,
    roleProfile: (title) => `Perfil: puesto actual ${title}`,
    lastRole: (title, until) => `CV: último puesto ${title}${until ? ` hasta ${until}` : ''}`,
    careerRole: (role) => `Perfil: ${role}`,
    skills: (list) => `Competencias del CV: ${list}`,
    languages: (list) => `Idiomas del CV: ${list}`,
    talent: (name, confidence, status) => `Talento: ${name} (confianza del ${confidence} %, ${status})`,
    goal: (goal) => `Objetivo: ${goal}`,
    gap: (n, from, to) => `CV: hueco de ${meses(n)} (${from} – ${to})`,
    ongoingBreak: (since, n) => `CV: sin puesto desde ${since} (${meses(n)})`,
    progression: (first, last) => `CV: de ${first} a ${last}`,
    quality: (score) => `Puntuación de calidad del CV: ${score}/100`,
    qualityComponent: (label, points, max) => `Calidad del CV, ${label}: ${points}/${max}`,
    resultLines: (n, total) => `CV: ${n} de ${lineas(total)} ${n === 1 ? 'indica' : 'indican'} un resultado medible`,
    missingContact: (fields) => `CV sin ${fields}`,
    noSummary: 'CV: sin perfil al principio',
    datedSkills: (list) => `CV: usado por última vez hace más de cinco años: ${list}`,
    occupation: (title, score) => `Profesión afín: ${title} (${score})`,
    skillGap: (occupation, share) => `Brecha de competencias para ${occupation}: ${share} de las competencias esenciales`,
    trend: (skill, growing, scope, source, period) => `${source}, ${period}: ${skill} ${growing ? 'en auge' : 'en retroceso'} (${scope})`,
    fit: (country, fit, coverage) => `Comparación de países ${country}: encaje ${fit} (datos para el ${coverage} de la ponderación)`,
    componentMissing: (country, component, reason) => `Comparación de países ${country}, ${component}: ${reason}`,
    vacancy: (country, period, value, source) => `${source} tasa de vacantes ${country} ${period}: ${value}`,
    shortage: (occupation, country, publisher, period) =>
      `${publisher} ${period}: ${occupation} en la lista de profesiones con escasez (${country})`,
    euShortage: (occupation, publisher, period) => `${publisher} ${period}: ${occupation} con escasez en toda la UE`,
    language: (country, detail) => `Idiomas para ${country}: ${detail}`,
    culture: (country, share, period) => `Similitud Hofstede con ${country} (${period}): ${share}`,
    minimumWage: (country, amount, period, source) => `${source} salario mínimo legal ${country} ${period}: ${amount} al mes`,
    noMinimumWage: (country, note) => `${country}: sin cifra de salario mínimo legal${note ? `; nota de los datos: ${note}` : ''}`,
    cultureNote: (country, topic, text) => `Nota sobre cultura laboral ${country} (${topic}): ${text}`,
  },
  componentNames: { vacancy: 'Vacantes', shortage: 'Profesiones con escasez', language: 'Idioma', culture: 'Cultura laboral' },

  careerChange: {
    intro: 'Un cambio de carrera funciona mejor si partes de lo que ya aportas en lugar de empezar de cero.',
    experience: (y, role) => {
      if (y !== null && role) return `Con ${anos(y)} de experiencia, la más reciente como ${role}, aportas más de lo que quizá crees.`;
      if (y !== null) return `Con ${anos(y)} de experiencia, aportas más de lo que quizá crees.`;
      return `Tu experiencia como ${role} es un punto de partida, no algo que dejar atrás.`;
    },
    closest: (list) => `Las profesiones más cercanas a tu CV son: ${list}.`,
    gap: (occupation, share, missing) =>
      `Para la profesión ${occupation} ya tienes el ${share} de las competencias esenciales; aún faltan: ${missing}.`,
    gapComplete: (occupation) => `Para la profesión ${occupation} ya tienes todas las competencias esenciales.`,
    goal: (goal) => `Tu objetivo: ${goal}.`,
    insightClosest: (list) => `Profesiones cercanas a tu CV: ${list}.`,
    insightMissing: (occupation, list) => `Competencias esenciales que faltan para ${occupation}: ${list}.`,
    recTest: 'Elige uno o dos puestos objetivo y contrástalos hablando con personas que hacen ese trabajo antes de invertir en formación.',
    recCloseGap: (skill, occupation) => `Cubre la primera carencia esencial para ${occupation}: ${skill}.`,
    recSummary: (strengths) =>
      strengths
        ? `Reescribe el perfil de tu CV pensando en el puesto objetivo y destaca lo que es transferible: ${strengths}.`
        : 'Reescribe el perfil de tu CV pensando en el puesto objetivo y destaca lo que es transferible.',
    recBridge: (occupation) =>
      `Plantéate un puesto puente cercano a tu perfil actual, por ejemplo ${occupation}, para cambiar de campo paso a paso.`,
    recProject: 'Reúne pruebas en el nuevo campo con un pequeño proyecto, un curso con un caso práctico o un voluntariado.',
    actTargets: 'Anotar tres puestos objetivo y qué te atrae de cada uno.',
    actTalk: 'Hablar con dos personas que trabajen en tu puesto objetivo.',
    actLearn: (skill) =>
      skill
        ? `Empezar un curso o un proyecto sobre ${skill}.`
        : 'Empezar un curso o un proyecto sobre la primera competencia que exige tu puesto objetivo.',
  },

  promotion: {
    intro: 'Una petición de ascenso convence más cuando demuestra que ya trabajas en el siguiente nivel.',
    progression: (first, last) => `Tu CV ya muestra una progresión de ${first} a ${last}.`,
    current: (role, n) => (n !== null && n > 0 ? `Llevas ${duracion(n)} como ${role}.` : `Actualmente eres ${role}.`),
    results: (n) =>
      `${n === 1 ? 'Una línea de tu CV indica' : `${n} líneas de tu CV indican`} un resultado medible; ese es el material de tus argumentos.`,
    noResults: 'Ninguna línea de tu CV indica todavía un resultado medible; corregir eso es el primer paso.',
    talent: (talent) => `Tu CV también muestra ${talent}, algo que cuenta en el siguiente nivel.`,
    insightProgression: (first, last) => `Progresión ascendente en tu CV: de ${first} a ${last}.`,
    insightResults: (n) => `${n === 1 ? 'Una línea de tu CV indica' : `${n} líneas de tu CV indican`} un resultado medible.`,
    insightNoResults: 'Tu CV todavía no indica resultados medibles.',
    insightTenure: (role, n) => `${cap(duracion(n))} como ${role}.`,
    recResults: (example) =>
      example
        ? `Anota tus resultados con cifras (tiempo ahorrado, ingresos, calidad, tamaño del equipo); ${example} marca el camino.`
        : 'Anota tus resultados con cifras: tiempo ahorrado, ingresos, calidad, tamaño del equipo.',
    recCriteria: 'Pregunta a tu responsable qué exige el siguiente nivel y acuerda con esa persona dos o tres criterios concretos.',
    recScope: (talent) =>
      talent
        ? `Asume responsabilidades visibles del siguiente nivel apoyándote en tu talento ${talent}: dirigir un proyecto, acompañar a un compañero o hacerte cargo de un proceso.`
        : 'Asume responsabilidades visibles del siguiente nivel: dirigir un proyecto, acompañar a un compañero o hacerte cargo de un proceso.',
    recVisibility: 'Haz visibles tus resultados más allá de tu equipo, por ejemplo con un breve resumen mensual.',
    recSkill: (skill) => `Haz más visible ${skill}, una competencia en auge que ya tienes, en tu trabajo y en tu CV.`,
    actAchievements: 'Anotar cinco logros de los últimos doce meses, cada uno con una cifra.',
    actConversation: 'Concertar una conversación de carrera con tu responsable sobre el siguiente nivel.',
    actStretch: 'Acordar un reto ambicioso y cómo se medirá su éxito.',
  },

  salary: {
    intro: 'Solo trabajo con cifras publicadas y no estimo salarios.',
    noSalaryData: 'Kairos no tiene datos salariales para tu puesto, así que no daré ninguna cifra.',
    minimumWage: (c, amount, period, source) =>
      `${cap(c.in)}, el salario mínimo legal es de ${amount} al mes (${period}, ${source}); es un mínimo legal, no una referencia para tu puesto.`,
    noMinimumWage: (c) => `Para ${c.inText}, los datos no incluyen ninguna cifra de salario mínimo legal.`,
    strengths: (y, results) => {
      const parts = [
        ...(y !== null && y > 0 ? [`${anos(y)} de experiencia`] : []),
        ...(results > 0 ? [`${lineas(results)} con resultados medibles`] : []),
      ];
      return parts.length > 0
        ? `Tu posición se apoya en lo que muestra tu CV: ${parts.join(' y ')}.`
        : 'Tu CV aún no muestra resultados medibles; reúnelos antes de la conversación.';
    },
    shortage: (occupation, c, publisher, period) =>
      `La lista de profesiones con escasez para ${c.inText} incluye ${occupation} (${publisher}, ${period}), lo que refuerza tu posición.`,
    insightNoData: 'No hay datos salariales para tu puesto: cualquier cifra que uses debe proceder de una fuente publicada.',
    insightWage: (c, amount, period, source) => `Salario mínimo legal ${c.in}: ${amount} al mes (${period}, ${source}).`,
    insightShortage: (occupation, c, publisher, period) =>
      `La lista de profesiones con escasez para ${c.inText} incluye ${occupation} (${publisher}, ${period}).`,
    insightResult: (line) => `Un resultado que puedes citar: ${line}.`,
    insightYears: (y) => `${cap(anos(y))} de experiencia que puedes hacer valer.`,
    recResearch:
      'Reúne bandas salariales de fuentes publicadas: la oferta de empleo, los convenios colectivos y los estudios salariales de tu puesto y tu región.',
    recCase: (example) =>
      example
        ? `Basa tu petición en resultados, como ${example}, no en lo que necesitas.`
        : 'Basa tu petición en resultados, no en lo que necesitas.',
    recRange: 'Da una banda en lugar de una cifra única, respaldada por tu investigación.',
    recPackage:
      'Negocia el paquete completo, no solo el salario: presupuesto de formación, días de teletrabajo, categoría y fecha de incorporación.',
    recPractise: 'Ensaya la conversación en voz alta una vez con alguien de confianza.',
    actReferences: 'Reunir tres referencias salariales publicadas para tu puesto y tu región.',
    actResults: 'Anotar tres resultados que puedas citar en la negociación.',
    actRehearse: 'Ensayar la conversación, incluida tu respuesta a un primer «no».',
  },

  interview: {
    intro: 'Una buena entrevista se apoya en tres a cinco historias preparadas a partir de tu propia experiencia.',
    material: (n) =>
      `Tu CV ya contiene material para ${n === 1 ? 'una de ellas' : `${n} de ellas`}; lo verás en las observaciones de abajo.`,
    noMaterial:
      'Tu CV aún no tiene líneas con resultados claros, así que empieza por anotar tres situaciones en las que tu trabajo marcó la diferencia.',
    gap: (n, from, to) => `Prepara una frase tranquila sobre el hueco de ${meses(n)} entre ${from} y ${to}.`,
    breakNow: (since) => `Prepara una frase breve y positiva sobre el tiempo transcurrido desde ${since}.`,
    resultLabel: 'resultado medible',
    insightStory: (label, line) => `Material para una historia (${label}): ${line}.`,
    insightGap: (n, from, to) => `Cuenta con una pregunta sobre el hueco de ${meses(n)} (${from} – ${to}).`,
    recStory: (line, talent) =>
      talent
        ? `Prepara una historia STAR (situación, tarea, acción, resultado) a partir de ${line} para mostrar tu talento ${talent}.`
        : `Prepara una historia STAR (situación, tarea, acción, resultado) a partir de ${line}.`,
    recResearch:
      'Infórmate sobre la empresa: sus productos, sus noticias recientes y el equipo al que te unirías, y relaciónalos con tu experiencia.',
    recGap: (n, from, to) => `Prepara una explicación breve y positiva del hueco de ${meses(n)} (${from} – ${to}).`,
    recBreak: (since) => `Prepara una explicación breve y positiva de lo que has hecho desde ${since}.`,
    recQuestions: 'Prepara dos o tres preguntas para quienes te entrevisten, por ejemplo sobre los primeros 90 días en el puesto.',
    recMock: 'Haz una entrevista de práctica, a ser posible grabada, y analízala.',
    actStories: 'Escribir tres historias STAR a partir de tu propia experiencia.',
    actMock: 'Hacer una entrevista de práctica con un amigo, una amiga o un mentor.',
    actResearch: 'Investigar la empresa y anotar tres puntos que conecten con tu experiencia.',
  },

  skillGaps: {
    intro: 'Esto es lo que dicen tus datos sobre tus competencias.',
    gap: (occupation, share, missing) =>
      `Para la profesión ${occupation} tienes el ${share} de las competencias esenciales; faltan: ${missing}.`,
    complete: (occupation) =>
      `Para la profesión ${occupation} tienes todas las competencias esenciales; las opcionales te ayudarán a destacar.`,
    noTarget:
      'Aún no has elegido una profesión objetivo; elige una en el análisis de brecha de competencias para ver exactamente qué competencias esenciales te faltan.',
    closest: (list) => `Las profesiones más cercanas a tu CV son: ${list}.`,
    dated: (list) => `Algunas competencias solo aparecen en puestos que terminaron hace más de cinco años: ${list}.`,
    declining: (list) => `En retroceso según las fuentes: ${list}.`,
    insightMissing: (occupation, list) => `Competencias esenciales que faltan para ${occupation}: ${list}.`,
    insightDated: (list) => `Usado por última vez hace más de cinco años: ${list}.`,
    insightTopSkills: (list) => `Tus competencias más sólidas en el CV: ${list}.`,
    recFirst: (skill, occupation) => `Aprende primero ${skill}: es una competencia esencial para ${occupation}.`,
    recNext: (list, occupation) => `Después cubre las demás carencias esenciales para ${occupation}: ${list}.`,
    recDated: (list, n) =>
      `Demuestra un uso reciente de ${list} con un curso o un proyecto, o coloca ${n === 1 ? 'esa competencia' : 'esas competencias'} más abajo en tu CV.`,
    recChooseTarget: 'Elige una profesión objetivo para que la brecha se pueda medir.',
    recProve: 'Demuestra cada nueva competencia con un pequeño proyecto que puedas enseñar y añádelo a tu CV.',
    actChoose: (skill) =>
      skill ? `Elegir un curso o un proyecto para ${skill}.` : 'Elegir un curso o un proyecto para la competencia que más necesitas.',
    actChooseTarget: 'Elegir una profesión objetivo en el análisis de brecha de competencias.',
    actProject: (skill) =>
      skill
        ? `Terminar un primer proyecto con ${skill} y añadirlo a tu CV.`
        : 'Terminar un primer proyecto con la nueva competencia y añadirlo a tu CV.',
    actDated: (skill) => `Mostrar en tu CV un uso reciente de ${skill}, o bajarlo de posición.`,
  },

  relocation: {
    noCountry: 'Tu pregunta no menciona ningún país europeo cubierto por los datos del mercado.',
    bestMatch: (c, fit) => `Mejor país en tu comparación: ${c.name} (${fit}).`,
    noComparison: 'Todavía no hay una comparación de países para ti, así que no puedo decir hasta qué punto encajaría una mudanza.',
    notCompared: (c) => `Tu comparación no incluye datos para ${c.inText}, así que no tengo cifras.`,
    fit: (c, fit, coverage) => `Encaje global para ${c.inText}: ${fit}, calculado sobre el ${coverage} de la ponderación que tiene datos.`,
    noFit: (c) => `No hay datos para calcular un encaje para ${c.inText}.`,
    vacancy: (value, period, source) => `Vacantes: tasa de vacantes del ${value} (${period}, ${source}).`,
    shortage: (list) => `Profesiones con escasez: ${list}.`,
    shortageNone: (o) => `Profesiones con escasez: ninguna de tus profesiones${o ? ` (${o})` : ''} figura en la lista nacional.`,
    language: (detail) => `Idioma: ${detail}.`,
    languageOfficial: (language, level) => `indicas ${language}${level ? ` (${level})` : ' (sin nivel)'}`,
    languageEnglish: (level, band) => `inglés${level ? ` ${level}` : ''}; nivel de inglés en el país: ${band}`,
    languageMissing: 'no indicas ninguno de los idiomas oficiales',
    culture: (share, period) => `Cultura laboral: ${share} de similitud entre los perfiles de Hofstede (${period}).`,
    missing: (component, reason) => `${component}: ${reason}.`,
    minimumWage: (amount, period, source) => `Salario mínimo legal: ${amount} al mes (${period}, ${source}).`,
    euShortage: (occupation, publisher, period) => `En la lista de escasez de toda la UE: ${occupation} (${publisher}, ${period}).`,
    insightVacancy: (c, value, period, source) => `Tasa de vacantes ${c.in}: ${value} (${period}, ${source}).`,
    insightShortage: (occupation, publisher, period) =>
      `La lista nacional de profesiones con escasez incluye ${occupation} (${publisher}, ${period}).`,
    insightLanguage: (detail) => `Idioma: ${detail}.`,
    insightNoData: (components) => `Sin datos para: ${components}; el encaje se basa en el resto.`,
    recLanguage: (c) => `Empieza a aprender el idioma del país: tu CV no indica ninguno de los idiomas oficiales ${c.in}.`,
    recLanguageLevel: (language, level) =>
      `Sube tu ${language} ${level ? `de ${level} ` : ''}al menos a B2, el nivel que piden la mayoría de los puestos cualificados.`,
    recShortage: (term, occupation, publisher, period) =>
      `Destaca tu experiencia como ${term}: la lista de profesiones con escasez incluye ${occupation} (${publisher}, ${period}).`,
    recRecognition: (c) => `Antes de postularte, comprueba si tus títulos necesitan un reconocimiento oficial ${c.in}.`,
    recSearch: (c) => `Busca ofertas de tu campo en el servicio público de empleo ${c.in} y en el portal EURES.`,
    recCulture: (c) => `Infórmate sobre la cultura laboral ${c.in}: reuniones, jerarquía y cómo se da feedback.`,
    recChooseCountry: 'Indica el país que estás considerando, o compara primero países en el resumen del mercado.',
    actEmployers: (c) => `Seleccionar diez empresas ${c.in} que contraten para tu puesto.`,
    actCv: (c) => `Adaptar tu CV para candidaturas ${c.in}.`,
    actLanguage: (language) => (language ? `Reservar un curso de ${language}.` : 'Reservar un curso de idiomas.'),
    actApply: (c) => `Postularte a cinco ofertas ${c.in}.`,
    actCompare: 'Comparar dos o tres países en el resumen del mercado.',
    bring: (o, l) => `Lo que aportas: ${[o ? `tus profesiones más cercanas son ${o}` : null, l ? `tu CV indica ${l}` : null].filter(Boolean).join('; ')}.`,
  },

  cv: {
    intro: (score) => `Tu CV obtiene ${score}/100 en el control de calidad de Kairos.`,
    weakest: (list) => `Donde más puntos puedes ganar: ${list}.`,
    missingContact: (fields) => `En el encabezado de tu CV falta: ${fields}.`,
    noSummary: 'No hay un perfil al principio del CV.',
    unquantified: (n, total) => `${n} de ${lineas(total)} ${n === 1 ? 'describe' : 'describen'} tareas sin un resultado medible.`,
    allQuantified: 'Todas las líneas de tus puestos ya indican un resultado medible.',
    example: (line) => `Por ejemplo: ${line}.`,
    noCvIntro: 'No puedo revisar tu CV hasta que lo subas; esto es lo que mira el control de calidad de Kairos.',
    insightMissingContact: (fields) => `Falta en tu CV: ${fields}.`,
    insightNoSummary: 'Sin perfil al principio del CV.',
    insightUnquantified: (n) => `${n === 1 ? 'Una línea describe' : `${n} líneas describen`} tareas sin resultado.`,
    insightQuantified: (n) => `${n === 1 ? 'Una línea indica' : `${n} líneas indican`} un resultado medible.`,
    insightGap: (n, from, to) => `Hueco sin explicar de ${meses(n)} (${from} – ${to}).`,
    insightDated: (list) => `Usado por última vez hace más de cinco años: ${list}.`,
    recEmail: 'Añade tu correo electrónico al encabezado: sin él nadie puede responderte.',
    recPhone: 'Añade un teléfono al encabezado.',
    recLocation: 'Añade tu lugar de residencia (ciudad y país) para que te asocien con puestos cercanos.',
    recSummary: (role, skills) => {
      const who = role ? `quién eres (${role})` : 'quién eres';
      return `Escribe un perfil de tres líneas al principio: ${who}, tus competencias más sólidas${skills ? ` (${skills})` : ''} y qué buscas.`;
    },
    recQuantify: (line) =>
      line
        ? `Reformula las tareas como resultados con una cifra (cuántos, cuánto, en cuánto tiempo), empezando por ${line}.`
        : 'Reformula las tareas como resultados con una cifra: cuántos, cuánto, en cuánto tiempo.',
    recDates: 'Indica en cada puesto el mes de inicio y el de fin.',
    recGap: (n, from, to) => `Añade una línea que explique el hueco de ${meses(n)} (${from} – ${to}).`,
    recDated: (list) => `Baja ${list} de posición o demuestra un uso reciente.`,
    recSkills: 'Indica al menos diez competencias y muestra cada una en un puesto en el que la usaste.',
    recLanguages: 'Añade tus idiomas con su nivel, por ejemplo MCER B2.',
    recEducation: 'Añade tu formación, aunque sea breve.',
    recNoCv: [
      'Pon al principio tu nombre, tu correo electrónico, tu teléfono y tu lugar de residencia.',
      'Empieza con un perfil de tres líneas: quién eres y qué buscas.',
      'Describe cada puesto con resultados y cifras, no solo con tareas.',
      'Indica en cada puesto el mes de inicio y el de fin.',
    ],
    actContact: (fields) => `Añadir al encabezado del CV: ${fields}.`,
    actQuantify: 'Reformular tres líneas del CV como resultados con cifras.',
    actSummary: 'Escribir un perfil de tres líneas para el principio del CV.',
    actReupload: 'Subir la nueva versión y comparar la puntuación.',
  },

  jobSearch: {
    intro: {
      job_seeker: 'Si buscas activamente, un ritmo semanal constante importa más que el volumen.',
      professional: 'Mientras sigas en tu puesto, una búsqueda enfocada y discreta es lo que mejor funciona.',
      recruiter: 'Conoces bien el lado de la selección; aprovéchalo en tu propia búsqueda.',
      career_coach: 'Da a tu propia búsqueda la estructura que darías a la de un cliente.',
      none: 'Una búsqueda centrada en pocos puestos objetivo funciona mejor que postularse a todo.',
    },
    titles: (list) => `Las profesiones que mejor encajan con tu CV son: ${list}; búscalas también por su nombre en el idioma local.`,
    best: (c, fit) => `Si estás dispuesto a mudarte, el mejor país de tu comparación es ${c.name} (${fit}).`,
    shortage: (occupation, c, publisher, period) =>
      `La lista de profesiones con escasez para ${c.inText} incluye ${occupation} (${publisher}, ${period}).`,
    insightTitles: (list) => `Profesiones que mejor encajan: ${list}.`,
    insightBest: (c, fit) => `Mejor país de la comparación: ${c.name} (${fit}).`,
    insightQuality: (score) => `Tu CV obtiene ${score}/100; corrige lo básico antes de enviar muchas candidaturas.`,
    recTargets: (list) => (list ? `Céntrate en dos o tres profesiones objetivo: ${list}.` : 'Céntrate en dos o tres profesiones objetivo.'),
    recTailor: 'Adapta tu CV a cada oferta: recoge sus requisitos principales con tus propias pruebas.',
    recRole: {
      job_seeker: 'Fíjate un objetivo semanal, por ejemplo cinco candidaturas bien preparadas, y lleva un registro de las respuestas.',
      professional:
        'Mantén la búsqueda en confidencialidad: decide conscientemente la visibilidad de tu perfil y recurre a tu red y a reclutadores.',
      recruiter: 'Pide recomendaciones a colegas de confianza: sabes cuánto pesa una recomendación.',
      career_coach: 'Cuenta a tu red profesional lo que buscas; clientes y colegas quizá conozcan puestos.',
      none: 'Fíjate un objetivo semanal y lleva un registro de las respuestas para ver qué funciona.',
    },
    recReferrals: 'Di a cinco contactos qué puesto buscas y pídeles que te presenten a alguien.',
    recCvFirst: (score) => `Mejora tu CV (ahora ${score}/100) antes de enviar muchas candidaturas.`,
    recTalent: (talent) => `Menciona tu talento ${talent} en las candidaturas, con un ejemplo.`,
    actTargets: 'Definir tus profesiones objetivo y una lista de veinte empresas.',
    actApply: 'Enviar cinco candidaturas adaptadas.',
    actReview: 'Revisar las respuestas y ajustar objetivos, CV o canales.',
  },

  leadership: {
    introLeading: (role) => `Como ${role}, ya lideras; el siguiente paso es ejercer tu liderazgo de forma deliberada y hacerlo visible.`,
    introAspiring: 'El liderazgo se puede demostrar antes de tener el cargo.',
    talents: (list) => `Tu CV muestra talentos relacionados con el liderazgo: ${list}.`,
    noTalents:
      'El análisis de tu CV aún no ha encontrado talentos de liderazgo, así que reúne ejemplos en los que hayas liderado sin tener el cargo.',
    role: {
      recruiter: 'Como reclutador o reclutadora, puedes aplicar los mismos criterios al evaluar candidatos a puestos de liderazgo.',
      career_coach: 'Como coach de carrera, puedes recorrer estos pasos con clientes que asumen un puesto de liderazgo.',
    },
    insightRole: (role) => `Puesto actual: ${role}.`,
    insightYears: (y) => `${cap(anos(y))} de experiencia.`,
    recFirstTask:
      'Pide una primera tarea de liderazgo sin el cargo: dirigir un proyecto, incorporar a un compañero nuevo o moderar una reunión de equipo.',
    recVisible: 'Describe tu liderazgo con resultados: tamaño del equipo, entregas, permanencia y desarrollo de tu gente.',
    recTalent: (talent, line) => (line ? `Apóyate en tu talento ${talent}, como en ${line}.` : `Apóyate en tu talento ${talent}.`),
    recFeedback: 'Pide a tu equipo o a tus colegas que te den feedback sobre cómo lideras, por ejemplo cada trimestre.',
    recBasics:
      'Aprende lo básico de la delegación, las conversaciones de feedback y la fijación de objetivos, en un curso breve o con un mentor.',
    recMentor: 'Busca un mentor que lidere un nivel por encima del tuyo.',
    actSituations: 'Anotar dos situaciones en las que lideraste sin tener el cargo.',
    actAsk: 'Pedir a tu responsable una tarea de liderazgo.',
    actCourse: 'Completar un curso breve sobre feedback y delegación.',
  },

  networking: {
    intro: 'La red de contactos funciona mejor como hábito: contactos pequeños y regulares en lugar de pedir trabajo.',
    companies: (list) => `Tu red ya existe en ${list}; empieza por ahí.`,
    role: {
      job_seeker: 'Di con precisión qué puesto buscas; con una petición vaga es difícil ayudarte.',
      professional: 'Construye tu red antes de necesitarla; bastan unas pocas conversaciones al mes.',
      recruiter: 'Tu red es tu capital: mantén el contacto con candidatos y responsables de contratación entre un proceso y otro.',
      career_coach: 'Colabora con otros coaches y profesionales de RR. HH.; las recomendaciones pueden traerte clientes.',
      none: 'Unas pocas conversaciones reales al mes valen más que muchos contactos nuevos.',
    },
    culture: (c) =>
      `Kairos tiene notas sobre la cultura de la red profesional ${c.in}; las encontrarás entre los datos en los que se basa esta respuesta.`,
    insightCompanies: (list) => `Personas que conocen tu trabajo: tus compañeros en ${list}.`,
    insightSkills: (list) => `Temas sobre los que puedes hablar con autoridad: ${list}.`,
    insightCulture: (c, n) => `${n === 1 ? 'Una nota' : `${n} notas`} sobre la cultura de la red profesional ${c.in}.`,
    recReconnect: (companies) =>
      companies
        ? `Retoma el contacto con cinco antiguos compañeros de ${companies}.`
        : 'Retoma el contacto con cinco antiguos compañeros de trabajo o de estudios.',
    recProfile: (role, skills) =>
      role && skills
        ? `Actualiza tu titular de LinkedIn, por ejemplo: «${role} | ${skills}».`
        : 'Actualiza tu perfil de LinkedIn con un titular claro y tus competencias más sólidas.',
    recGroup: (skill) =>
      skill
        ? `Únete a una asociación profesional o a un meetup sobre ${skill}.`
        : 'Únete a una asociación profesional o a un meetup de tu campo.',
    recGive: 'Ofrece antes de pedir: un artículo útil, una presentación o tu experiencia.',
    recInfo: 'Pide conversaciones de veinte minutos para aprender, no para conseguir trabajo.',
    actWrite: 'Escribir a tres antiguos compañeros.',
    actEvent: 'Asistir a un evento profesional o a un meetup.',
    actConversations: 'Mantener dos conversaciones informativas.',
  },

  freelancing: {
    intro: 'Trabajar como autónomo se apoya en tres cosas: una oferta clara, los primeros clientes y unas finanzas sanas.',
    experience: (y, skills) => {
      if (y !== null && skills) return `Con ${anos(y)} de experiencia y competencias como ${skills}, tienes una base para una oferta.`;
      if (skills) return `Competencias como ${skills} son la base de una oferta.`;
      return `Con ${anos(y ?? 0)} de experiencia, tienes una base para una oferta.`;
    },
    early: (y) => `Con ${anos(y)} de experiencia, plantéate reunir primero referencias o empezar a tiempo parcial.`,
    noRates: 'Kairos no tiene datos sobre tarifas de autónomos, así que no citaré ninguna.',
    insightSkills: (list) => `Competencias sobre las que construir tu oferta: ${list}.`,
    insightEarly: (y) => `${cap(anos(y))} de experiencia: las referencias facilitan conseguir clientes.`,
    insightNoRates: 'Kairos no tiene datos de tarifas; usa encuestas de tarifas publicadas para tu campo.',
    recOffer: (skills) =>
      skills
        ? `Define una oferta clara en torno a ${skills} para un tipo de cliente concreto.`
        : 'Define una oferta clara para un tipo de cliente concreto.',
    recClients: 'Consigue tus primeros clientes antes de dejar tu empleo: antiguas empresas y compañeros pueden convertirse en clientes.',
    recRates:
      'Fija tu tarifa a partir de encuestas de tarifas publicadas para tu campo y de tus costes reales: impuestos, seguros y tiempo no facturable.',
    recRules: (c) =>
      c
        ? `Consulta las obligaciones de alta, impuestos y seguridad social ${c.in} con la administración competente o con una asesoría.`
        : 'Consulta las obligaciones de alta, impuestos y seguridad social con la administración competente o con una asesoría.',
    recPortfolio: (line) =>
      line ? `Prepara un portafolio breve con tres casos, por ejemplo a partir de ${line}.` : 'Prepara un portafolio breve con tres casos.',
    recRole: {
      job_seeker:
        'Los proyectos como autónomo también pueden servir de puente durante la búsqueda de empleo; dilo abiertamente en las candidaturas.',
      professional: 'Prueba primero tu oferta con un proyecto paralelo, si tu contrato de trabajo lo permite.',
      recruiter: 'Como reclutador independiente, acuerda por escrito honorarios y garantías con cada cliente.',
      career_coach: 'Como coach independiente, describe tu método y lo que los clientes pueden esperar de él.',
      none: 'Prueba tu oferta con un pequeño proyecto remunerado antes de comprometerte del todo.',
    },
    actOffer: 'Describir tu oferta en una página.',
    actClients: 'Contactar con cinco posibles clientes de tu red.',
    actRules: 'Aclarar el alta y los impuestos con la administración o una asesoría.',
  },

  returning: {
    intro: 'Una pausa no es algo que esconder: lo que cuenta es una explicación breve y segura y pruebas recientes de tus competencias.',
    ongoing: (since, n, role) => `Tu último puesto en el CV${role ? `, ${role},` : ''} terminó en ${since}, hace ${duracion(n)}.`,
    gap: (n, from, to) => `Tu CV muestra un hueco de ${meses(n)} (${from} – ${to}).`,
    noGap: 'No veo ningún hueco en las fechas de tu CV.',
    dated: (list) => `Algunas competencias proceden de puestos que terminaron hace más de cinco años: ${list}.`,
    insightBreak: (since, n) => `Sin puesto desde ${since} (${duracion(n)}).`,
    insightGap: (n, from, to) => `Hueco de ${meses(n)} (${from} – ${to}).`,
    insightDated: (list) => `Para actualizar: ${list}.`,
    recExplain: (since) =>
      `Añade a tu CV una línea neutral sobre la pausa${since ? ` (desde ${since})` : ''}: qué hiciste, por ejemplo cuidados, estudios, viajes o salud.`,
    recRefresh: (list) =>
      list
        ? `Actualiza ${list} con un curso breve o un proyecto para demostrar un uso reciente.`
        : 'Actualiza tus competencias clave con un curso breve o un proyecto para demostrar un uso reciente.',
    recReconnect: (company) =>
      company
        ? `Contacta con antiguos compañeros de ${company}: conocen tu trabajo.`
        : 'Contacta con antiguos compañeros: conocen tu trabajo.',
    recBridge: 'Busca programas de reincorporación, puestos a tiempo parcial o interinos como puente de vuelta.',
    recAnswer: 'Prepara para las entrevistas una respuesta de dos frases sobre tu pausa.',
    actLine: 'Redactar la línea que explica tu pausa.',
    actContacts: 'Contactar con tres antiguos compañeros.',
    actCourse: (skill) =>
      skill ? `Completar un curso de actualización de ${skill}.` : 'Completar un curso de actualización de tu competencia clave.',
  },

  unknown: {
    vague: 'No estoy seguro de qué quieres saber y prefiero no adivinar.',
    outOfScope: {
      medical: 'No puedo asesorar sobre cuestiones médicas; consulta a un médico o a otro profesional cualificado.',
      legal: 'No puedo dar asesoramiento jurídico; consulta a un abogado o a un servicio de orientación jurídica.',
      investment: 'No puedo asesorar sobre inversiones; consulta a un asesor financiero cualificado.',
    },
    topics: (topics) => `Puedo ayudarte con estos temas: ${topics}.`,
    insightScope: 'El coach responde preguntas de carrera a partir de tu CV, tus talentos y los datos del mercado en Kairos.',
    insightOutOfScope: 'Esta pregunta queda fuera de lo que cubre el coach de carrera.',
    recAsk: (question) => `Pregunta, por ejemplo: ${question}`,
    actRephrase: 'Hacer una pregunta concreta sobre uno de estos temas.',
    actReview: 'Revisar el análisis de tu CV y tus talentos en Kairos.',
  },

  goal: {
    intro: (role, n, c) =>
      `Quieres llegar a ser ${role}${n ? ` en ${duracion(n)}` : ''}${c ? ` ${c.in}` : ''}; esto es lo que dicen tus datos.`,
    introNoRole: (n, c) => `Tu objetivo${n ? ` para los próximos ${duracion(n)}` : ''}${c ? ` ${c.in}` : ''}, medido con tus datos:`,
    occupation: (occupation) => `En los datos de ocupaciones, ese objetivo se acerca más a ${occupation}.`,
    noOccupation: (role) => `No he podido asociar ${role} a una ocupación de los datos, así que no puedo medir la brecha de competencias.`,
    current: (role) => `Ahora eres ${role}.`,
    held: (share, list) => `Ya tienes el ${share} de sus competencias esenciales${list ? `, entre ellas ${list}` : ''}.`,
    missing: (list) => `Te faltan aún estas competencias esenciales: ${list}.`,
    complete: 'Ya tienes todas sus competencias esenciales; ahora se trata de demostrarlo y hacerlo visible.',
    countryIntro: (c) => `Para mudarte ${c.to}:`,
    countryNotCompared: (c) => `${c.name} no está en tu comparación de países, así que no tengo cifras de mercado.`,
    planIntro: (n) => `Un plan de ${duracion(n)}, con fechas, está en las tareas.`,
    estimate: (n, missing) =>
      `Según la regla práctica de Kairos (unos dos meses por competencia esencial que falta, tres meses como mínimo), para ti son unos ${duracion(n)}: ${missing === 1 ? 'una competencia esencial' : `${missing} competencias esenciales`} por cubrir.`,
    fits: (n) => `Eso cabe en tu plazo de ${duracion(n)}.`,
    tight: (n) => `Es más que tu plazo de ${duracion(n)}: empieza ya con la primera competencia y mantén el plan ajustado.`,
    achievement: (line) => `Un resultado tuyo en el que apoyarte: ${line}.`,
    insightGap: (occupation, list) => `Competencias esenciales que faltan para ${occupation}: ${list}.`,
    insightHeld: (occupation, share) => `Tienes el ${share} de las competencias esenciales de ${occupation}.`,
    recFirst: (skill, occupation) => `Empieza por ${skill}: es una competencia esencial para ${occupation}.`,
    recEvidence: (line) =>
      line ? `Abre tus candidaturas con resultados como ${line}.` : 'Añade resultados con cifras a tu CV antes de postular.',
    recTalk: (occupation) => `Habla con dos personas que trabajen como ${occupation} sobre lo que el puesto exige de verdad.`,
    recLanguage: (language, c) => `Planifica formación en ${language}: es lengua oficial ${c.in}.`,
    recChooseRole: 'Indica el puesto al que aspiras para que pueda medir la brecha con los datos de ocupaciones.',
    stepLearn: (skill) => `Aprender ${skill} y usarlo en una tarea real.`,
    stepEvidence: 'Añadir las nuevas pruebas al CV, con cifras.',
    stepApply: (occupation, c) => `Postular a puestos de ${occupation}${c ? ` ${c.in}` : ''}.`,
    stepReview: 'Revisar el plan según las respuestas y ajustarlo.',
  },

  compare: {
    intro: (a, b) => `${a} y ${b}, comparados con tus datos:`,
    covers: (option, skills) => `${option} cubre ${skills}.`,
    unknown: (option) => `Kairos no tiene ninguna entrada para ${option} en sus datos de competencias, así que no puedo valorarlo.`,
    inOccupation: (skill, occupation, essential) => `${skill} es una competencia ${essential ? 'esencial' : 'opcional'} para ${occupation}.`,
    notInOccupation: (option, occupation) => `Nada de lo que cubre ${option} figura para ${occupation}.`,
    held: (option, list) => `Tu CV ya muestra ${list}, así que ${option} certificaría lo que ya haces.`,
    adds: (option, list) => `${option} añadiría ${list}, que tu CV aún no muestra.`,
    verdict: (option, occupation) => `Según tus datos, ${option} encaja mejor: cubre lo que exige ${occupation}.`,
    verdictNew: (option) => `Según tus datos, ${option} aporta más terreno nuevo.`,
    close: 'Según tus datos, los dos están parejos; elige según los puestos a los que aspiras.',
    noPrices: 'Kairos no tiene datos de precios, reglas de examen ni tasas de aprobados; consúltalos con los organismos certificadores.',
    insightFit: (option, occupation) => `${option} coincide con las competencias esenciales de ${occupation}.`,
    recAds: (occupation) =>
      occupation
        ? `Comprueba cuál de los dos piden las ofertas de ${occupation}.`
        : 'Comprueba cuál de los dos piden las ofertas de tu puesto objetivo.',
    recBodies: 'Compara coste, requisitos y renovación en las páginas de los organismos certificadores.',
    recBuild: (option) => `Elijas lo que elijas, demuéstralo en el trabajo: un proyecto que use lo que enseña ${option}.`,
    actAds: 'Cuenta qué certificación aparece en veinte ofertas de tu puesto objetivo.',
    actDecide: 'Decide y reserva el primer módulo o la fecha del examen.',
  },

  followUp: {
    context: (items) => `(Siguiendo tu pregunta anterior: ${items}.)`,
    role: (role) => role,
    country: (c) => c.name,
    months: (n) => duracion(n),
  },

  pay: {
    noEarnings: (occupation, c) =>
      `Kairos no tiene datos de salarios${occupation ? ` para ${occupation}` : ' para tu puesto'}${c ? ` ${c.in}` : ''} mientras un operador no los importe, así que no daré ninguna cifra de sueldo.`,
    earnings: (occupation, c, amount, period, source) =>
      `Los datos salariales importados dan una mediana de ${amount} brutos al mes para ${occupation} ${c.in} (${period}, ${source}).`,
    insightEarnings: (occupation, amount, period, source) => `Salario mediano de ${occupation}: ${amount} al mes (${period}, ${source}).`,
  },

  suggested: {
    career_goal: 'Quiero ser jefe de proyecto en dos años: ¿cuál es mi plan?',
    comparison: '¿Me conviene más PRINCE2 o Scrum?',
    returning_after_break: '¿Cómo puedo volver a trabajar después de una pausa profesional?',
    relocation: '¿Debería irme a trabajar al extranjero?',
    freelancing: '¿Podría trabajar como autónomo?',
    salary_negotiation: '¿Cómo negocio mi salario?',
    interview_preparation: '¿Cómo preparo mi próxima entrevista de trabajo?',
    career_change: '¿Cómo puedo cambiar de carrera?',
    promotion: '¿Cómo consigo un ascenso?',
    leadership: '¿Cómo puedo desarrollar mi liderazgo?',
    networking: '¿Cómo amplío mi red de contactos?',
    skill_gaps: '¿Qué habilidades debería aprender ahora?',
    cv_improvement: '¿Cómo puedo mejorar mi CV?',
    job_search: '¿Cómo organizo mi búsqueda de empleo?',
    relocationTo: (c) => `¿Cómo podría mudarme ${c.to}?`,
    skillGapFor: (occupation) => `¿Qué habilidades me faltan para la profesión ${occupation}?`,
  },
};

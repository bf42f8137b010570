import type { TalentMessages } from './types';

export const es: TalentMessages = {
  talents: {
    'team-leadership': {
      name: 'Liderazgo de equipos',
      description: 'Dirige personas en el día a día: marca el rumbo, organiza el trabajo y responde de un equipo.',
      path: ['Haga un programa de liderazgo para mandos intermedios.', 'Pida una evaluación de 360 grados y conviértala en un plan de desarrollo.'],
    },
    'budget-ownership': {
      name: 'Responsabilidad presupuestaria',
      description: 'Se le confía dinero: planifica, controla y responde de un presupuesto o de una cuenta de resultados.',
      path: ['Haga un curso de «finanzas para no financieros».', 'Indique en su CV el importe del presupuesto y lo que logró con él.'],
    },
    negotiation: {
      name: 'Negociación',
      description: 'Logra acuerdos que se cumplen: contratos, precios, proveedores, socios y representación sindical.',
      path: ['Haga un curso estructurado de negociación (método Harvard, MAAN).', 'Cuantifique los resultados de sus negociaciones: ahorros, valor de los contratos, condiciones obtenidas.'],
    },
    'people-development': {
      name: 'Desarrollo de personas',
      description: 'Hace crecer a otros: acompaña, orienta e integra a compañeros para que sean eficaces antes.',
      path: ['Obtenga una certificación de coaching o mentoría.', 'Pida un papel formal de mentor y registre el progreso de sus mentorizados.'],
    },
    'training-facilitation': {
      name: 'Formación y dinamización',
      description: 'Enseña a grupos y dirige bien las sesiones: clases, formaciones y talleres.',
      path: ['Obtenga un certificado de formador de formadores o de dinamización.', 'Ofrezca un taller interno y recoja la opinión de los participantes como prueba.'],
    },
    'analytical-thinking': {
      name: 'Pensamiento analítico',
      description: 'Descompone las preguntas y las responde con datos, modelos y un razonamiento cuidadoso.',
      path: ['Profundice en una herramienta de análisis que ya use (SQL, Python o Excel avanzado).', 'Describa un análisis en su CV: pregunta, método y decisión que apoyó.'],
    },
    'data-storytelling': {
      name: 'Narrativa con datos',
      description: 'Convierte los datos en informes, cuadros de mando y relatos que ayudan a otros a decidir.',
      path: ['Aprenda a fondo una herramienta de BI (Power BI o Tableau) y rehaga en ella uno de sus informes.', 'Publique una pequeña pieza que cuente con claridad un conjunto de datos abiertos.'],
    },
    'building-from-scratch': {
      name: 'Creación desde cero',
      description: 'Crea lo que aún no existía: nuevos equipos, servicios, plataformas o funciones.',
      path: ['Escriba en una página algo que haya creado: punto de partida, pasos, resultado.', 'Preséntese como voluntario para la próxima función o servicio nuevo de su organización.'],
    },
    'quantified-improvement': {
      name: 'Mejora con cifras',
      description: 'Mueve resultados medibles: mide el punto de partida, cambia el trabajo y demuestra la diferencia.',
      path: ['Añada una cifra de antes y después a cada uno de sus logros principales.', 'Aprenda métodos sencillos de mejora (PDCA, A3) para repetir el efecto a propósito.'],
    },
    'customer-orientation': {
      name: 'Orientación al cliente',
      description: 'Entiende lo que necesitan clientes, pacientes o huéspedes, y actúa en consecuencia.',
      path: ['Aprenda un método de investigación de usuarios (entrevistas, mapas de experiencia).', 'Indique en su CV un indicador de cliente que haya mejorado (satisfacción, quejas, NPS).'],
    },
    'cross-team-coordination': {
      name: 'Coordinación entre equipos',
      description: 'Hace que el trabajo fluya entre equipos y departamentos sin relación jerárquica.',
      path: ['Dibuje los traspasos de un proceso que coordina y mejore el más débil.', 'Nombre en su CV los equipos y sedes que coordina.'],
    },
    'stakeholder-management': {
      name: 'Gestión de partes interesadas',
      description: 'Pone de acuerdo a personas con intereses distintos: dirección, órganos de gobierno, clientes, comité de empresa y administración.',
      path: ['Haga un mapa de las partes interesadas de su trabajo actual (matriz poder/interés).', 'Ofrézcase a presentar ante un comité de dirección o un consejo.'],
    },
    'crisis-handling': {
      name: 'Gestión de crisis',
      description: 'Sigue siendo eficaz cuando algo sale realmente mal: incidentes, emergencias y retiradas de producto.',
      path: ['Escriba un breve análisis de una crisis que gestionó: qué pasó, qué decidió y qué cambió.', 'Haga un curso de gestión de incidentes o de continuidad de negocio (bases de ITIL o ISO 22301).'],
    },
    'project-leadership': {
      name: 'Dirección de proyectos',
      description: 'Lleva las iniciativas de la idea a la entrega: alcance, plan, equipo, presupuesto y plazo.',
      path: ['Obtenga una certificación en gestión de proyectos (PRINCE2 Foundation, PMI CAPM o Scrum Master).', 'Describa en su CV un proyecto con alcance, equipo, presupuesto y resultado.'],
    },
    'change-management': {
      name: 'Gestión del cambio',
      description: 'Acompaña a las personas en reorganizaciones, fusiones y nuevas formas de trabajar.',
      path: ['Estudie un modelo de cambio (Kotter, ADKAR) y sitúe en él un cambio que haya dirigido.', 'Ofrézcase como responsable del cambio en la próxima reorganización o implantación de un sistema.'],
    },
    'entrepreneurial-initiative': {
      name: 'Iniciativa emprendedora',
      description: 'Pone en marcha y dirige algo por cuenta propia: una empresa, una consulta o una actividad autónoma.',
      path: ['Presente una nueva iniciativa con un caso de negocio de una página.', 'Participe en un programa de intraemprendimiento o de emprendimiento para poner a prueba el talento.'],
    },
    'cross-cultural-communication': {
      name: 'Comunicación intercultural',
      description: 'Trabaja bien entre países y culturas: equipos, clientes y compañeros internacionales.',
      path: ['Nombre en su CV los países y culturas con los que ha trabajado.', 'Haga una formación en competencia intercultural.'],
    },
    'conflict-resolution': {
      name: 'Resolución de conflictos',
      description: 'Calma las situaciones tensas y encuentra soluciones que ambas partes aceptan.',
      path: ['Haga un curso de mediación.', 'Describa un conflicto que resolvió y lo que cambió.'],
    },
    'public-speaking': {
      name: 'Hablar en público',
      description: 'Habla de forma convincente ante otros: tribunales, congresos, órganos de dirección y público.',
      path: ['Dé una charla en un encuentro o asociación profesional.', 'Grábese presentando y trabaje un aspecto cada vez.'],
    },
    'persuasion-sales': {
      name: 'Venta y persuasión',
      description: 'Convence a otros de una oferta: nuevos clientes, pedidos mayores, ideas aceptadas.',
      path: ['Haga un curso de venta consultiva.', 'Indique en su CV objetivos y resultados (clientes captados, objetivo cumplido).'],
    },
    'hiring-team-building': {
      name: 'Selección y creación de equipos',
      description: 'Encuentra, elige e incorpora a las personas adecuadas para formar un equipo.',
      path: ['Aprenda la entrevista estructurada (preguntas por competencias, fichas de evaluación).', 'Indique cuántas personas contrató y cuánto tiempo se quedaron.'],
    },
    'planning-scheduling': {
      name: 'Planificación y programación',
      description: 'Planifica personas, vehículos y capacidad para que el trabajo se haga a tiempo.',
      path: ['Aprenda a fondo una herramienta de planificación (MS Project, un APS o un sistema de turnos).', 'Cuantifique lo que logró su planificación: ocupación, horas extra, puntualidad.'],
    },
    'quality-compliance': {
      name: 'Calidad y cumplimiento',
      description: 'Mantiene el trabajo dentro de normas y reglas: auditorías, sistemas de calidad y normativa.',
      path: ['Haga un curso de auditor interno (ISO 9001 o la norma de su sector).', 'Enumere en su CV las auditorías que preparó o superó.'],
    },
    'numerical-accuracy': {
      name: 'Rigor con las cifras',
      description: 'Maneja las cifras con fiabilidad: cierres, conciliaciones, nóminas y cálculos.',
      path: ['Automatice un cálculo o una conciliación recurrente.', 'Indique en su CV el volumen que gestiona (asientos, clientes, cierres).'],
    },
    forecasting: {
      name: 'Previsión',
      description: 'Mira hacia delante con cifras: demanda, capacidad, precios y riesgos.',
      path: ['Aprenda un método de previsión más allá de la hoja de cálculo (suavizado exponencial, ARIMA).', 'Informe de la precisión de sus previsiones y de lo que cambiaron.'],
    },
    'problem-solving': {
      name: 'Resolución de problemas',
      description: 'Encuentra las causas de fondo y las corrige con pruebas, no con conjeturas.',
      path: ['Aprenda un método estructurado (5 porqués, Ishikawa, A3) y aplíquelo de forma visible.', 'Añada a su CV una historia de problema, causa, solución y resultado.'],
    },
    troubleshooting: {
      name: 'Diagnóstico de averías',
      description: 'Diagnostica fallos con rapidez y vuelve a poner en marcha sistemas, instalaciones o software.',
      path: ['Documente una avería recurrente y su solución como guía para sus compañeros.', 'Obtenga una certificación en los sistemas que más repara.'],
    },
    innovation: {
      name: 'Innovación',
      description: 'Lleva ideas nuevas a la práctica: productos, conceptos, cartas o servicios nuevos.',
      path: ['Lleve un cuaderno de ideas y pruebe una por trimestre.', 'Describa una innovación que introdujo y su efecto.'],
    },
    'motivating-others': {
      name: 'Motivar a otros',
      description: 'Mantiene a las personas implicadas y en el equipo: ánimo, permanencia y energía.',
      path: ['Mida el compromiso de su equipo y actúe sobre un resultado.', 'Infórmese sobre la motivación en el trabajo (teoría de la autodeterminación).'],
    },
    'care-empathy': {
      name: 'Cuidado y empatía',
      description: 'Apoya a personas en situaciones difíciles con paciencia y comprensión.',
      path: ['Haga un curso de entrevista motivacional o de atención informada sobre el trauma.', 'Describa a quién apoyó y qué diferencia supuso.'],
    },
    advisory: {
      name: 'Asesoramiento',
      description: 'Da consejos que otros siguen: clientes, directivos y compañeros.',
      path: ['Escriba un consejo que dio y su resultado como un caso breve.', 'Haga un curso de habilidades de consultoría (estructurar, recomendar).'],
    },
    'organising-resources': {
      name: 'Organización de recursos',
      description: 'Mantiene en orden mercancías, existencias, eventos y logística.',
      path: ['Aprenda a fondo una herramienta de inventario o de gestión de eventos.', 'Cuantifique lo que organiza: valor de las existencias, eventos, comensales.'],
    },
    'ownership-accountability': {
      name: 'Responsabilidad y compromiso',
      description: 'Asume la plena responsabilidad de un resultado, un centro, una cartera o un negocio.',
      path: ['Haga explícito en su CV el alcance de su responsabilidad (valor, personas, centros).', 'Pida un ámbito más del que responda de principio a fin.'],
    },
    'independent-work': {
      name: 'Trabajo autónomo',
      description: 'Lleva su propia cartera o sus propios casos sin supervisión.',
      path: ['Indique el tamaño de su cartera o de su carga de casos.', 'Pida un proyecto que lleve usted solo de principio a fin.'],
    },
    'health-safety': {
      name: 'Seguridad y salud',
      description: 'Protege a las personas en el trabajo: evaluación de riesgos, prevención y funciones de seguridad.',
      path: ['Obtenga una cualificación reconocida en prevención en su país.', 'Indique en su CV un resultado de seguridad (accidentes, auditorías).'],
    },
    'digital-adoption': {
      name: 'Adopción digital',
      description: 'Introduce nuevos sistemas y programas en una organización y consigue que se usen.',
      path: ['Obtenga una certificación en el sistema que implantó.', 'Describa una implantación: sistema, usuarios, resultado.'],
    },
    'clear-writing': {
      name: 'Redacción clara',
      description: 'Escribe textos en los que otros confían: contratos, normas, guías y publicaciones.',
      path: ['Haga un curso de lenguaje claro o de redacción profesional.', 'Añada a su perfil una muestra de redacción o una publicación.'],
    },
    'relationship-building': {
      name: 'Creación de relaciones',
      description: 'Construye y mantiene relaciones duraderas con clientes, cuentas clave y socios.',
      path: ['Aprenda planificación de cuentas clave.', 'Indique cuántos clientes atiende y desde cuándo.'],
    },
    sustainability: {
      name: 'Mentalidad sostenible',
      description: 'Hace el trabajo más ecológico: energía, residuos, emisiones y compras locales.',
      path: ['Haga un curso de sostenibilidad o de huella de carbono.', 'Cuantifique un resultado ambiental que haya logrado.'],
    },
    'civic-engagement': {
      name: 'Compromiso cívico',
      description: 'Dedica tiempo a los demás y a la comunidad: voluntariado y representación.',
      path: ['Describa su voluntariado con sus responsabilidades y resultados.', 'Asuma un cargo en la junta o en un comité de una asociación.'],
    },
    'diversity-inclusion': {
      name: 'Diversidad e inclusión',
      description: 'Hace sitio a personas y necesidades distintas: inclusión, accesibilidad e igualdad de oportunidades.',
      path: ['Haga una formación en diversidad e inclusión.', 'Describa una práctica inclusiva que haya introducido.'],
    },
    'revenue-growth': {
      name: 'Crecimiento de ingresos',
      description: 'Hace crecer ventas, facturación o cuota de mercado y puede demostrarlo con cifras.',
      path: ['Aprenda las bases de la estrategia comercial y de precios.', 'Ponga sus cifras de crecimiento en primer plano en su CV.'],
    },
    'research-inquiry': {
      name: 'Investigación y encuesta',
      description: 'Averigua las cosas con método: encuestas, entrevistas, estudios y auditorías.',
      path: ['Aprenda un método de investigación más (diseño de cuestionarios, entrevistas o estadística).', 'Comparta un resumen de investigación como pieza de portafolio.'],
    },
    'learning-agility': {
      name: 'Agilidad de aprendizaje',
      description: 'Aprende rápido campos nuevos: estudios terminados mientras trabajaba, cambios de carrera.',
      path: ['Planifique su próxima titulación y póngala en su CV como en curso.', 'Cuente su cambio de carrera como la historia de lo que aprendió.'],
    },
    'cost-optimisation': {
      name: 'Optimización de costes',
      description: 'Encuentra ahorros que perduran: menos costes, menos desperdicio, menos viajes en vacío.',
      path: ['Aprenda las bases del lean para encontrar el próximo ahorro.', 'Exprese cada ahorro en dinero o porcentaje en su CV.'],
    },
  },
  industries: {
    technology: 'Tecnología',
    finance: 'Finanzas',
    healthcare: 'Sanidad',
    education: 'Educación',
    consulting: 'Consultoría',
    retail: 'Comercio',
    manufacturing: 'Industria',
    public_sector: 'Sector público',
    hospitality: 'Hostelería',
    logistics: 'Logística',
    construction: 'Construcción',
    social_care: 'Servicios sociales',
    legal: 'Derecho',
    media: 'Medios',
  },
  explanation: ({ lines, roles, latest_year, strong }) => {
    const where = roles > 1 ? `${lines} líneas de su CV, de ${roles} puestos` : lines > 1 ? `${lines} líneas de su CV` : 'una línea de su CV';
    const when = latest_year ? `, la más reciente de ${latest_year}` : '';
    const how = strong > 0 ? (strong === 1 ? '; una menciona una responsabilidad o una cifra' : `; ${strong} mencionan responsabilidades o cifras`) : '';
    return `Encontrado en ${where}${when}${how}.`;
  },
};

import type { Tone } from '../types';
import { capitalise, present, series } from './compose';
import type { HeadlineParts, PerspectiveMessages } from './types';

const anos = (n: number) => (n === 1 ? '1 año' : `${n} años`);
const meses = (n: number) => (n === 1 ? '1 mes' : `${n} meses`);
const roleAt = (role: string | null, company: string | null) => (role && company ? `${role} en ${company}` : (role ?? company ?? ''));

function headline({ name, role, company, location, years: y }: HeadlineParts, tone: Tone): string {
  const at = roleAt(role, company);
  if (tone === 'formal') {
    const does = present(
      role ? `trabaja como ${at}` : company && `trabaja en ${company}`,
      location && `reside en ${location}`,
      y !== null && `cuenta con ${anos(y)} de experiencia profesional`,
    );
    if (does.length === 0) return `${name ?? ''}.`;
    return `${name ?? 'Esta persona'} ${series(does, 'y')}.`;
  }
  if (tone === 'friendly') {
    const rest = present(at, location && `en ${location}`, y !== null && `${anos(y)} de experiencia`).join(', ');
    if (!name) return `¡Hola! ${capitalise(rest)}.`;
    return rest ? `Hola, soy ${name}: ${rest}.` : `Hola, soy ${name}.`;
  }
  const concise = tone === 'concise' ? present(name, at) : [];
  if (concise.length > 0) return concise.join(' – ');
  return present(name, at, location, y !== null && `${anos(y)} de experiencia`).join(' · ');
}

export const es: PerspectiveMessages = {
  names: {
    technical: 'Técnica',
    executive: 'Dirección',
    hr: 'RR. HH./Selección',
    public: 'Portfolio público',
    custom: 'Perspectiva personalizada',
  },
  audiences: {
    technical: 'Responsables técnicos y jefes de ingeniería',
    executive: 'Directivos y alta dirección',
    hr: 'Reclutadores y departamentos de RR. HH.',
    public: 'Cualquier persona con el enlace',
  },
  generalAudience: 'Público general',
  headings: {
    headline: 'Perfil',
    summary: 'Resumen',
    skills: 'Competencias',
    experience: 'Experiencia',
    achievements: 'Logros',
    education: 'Formación',
    languages: 'Idiomas',
    talents: 'Talentos',
    leadership: 'Liderazgo',
    contact: 'Contacto',
  },
  lensHeadings: {
    technicalSkills: 'Competencias técnicas',
    technicalAchievements: 'Logros técnicos',
    technicalExperience: 'Puestos y proyectos',
    executiveAchievements: 'Impacto en el negocio',
    executiveExperience: 'Trayectoria profesional',
    hrExperience: 'Trayectoria completa',
    publicSkills: 'Competencias principales',
    publicAchievements: 'Logros destacados',
  },
  tones: { formal: 'formal', neutral: 'neutro', friendly: 'cercano', concise: 'conciso' },
  categories: {
    software: 'Software',
    data: 'Datos',
    'cloud-devops': 'Nube y DevOps',
    security: 'Seguridad',
    'design-creative': 'Diseño y creatividad',
    business: 'Negocio',
    'marketing-sales': 'Marketing y ventas',
    'finance-accounting': 'Finanzas y contabilidad',
    'legal-compliance': 'Legal y cumplimiento normativo',
    healthcare: 'Sanidad',
    education: 'Educación',
    engineering: 'Ingeniería',
    'logistics-supply-chain': 'Logística y cadena de suministro',
    'hospitality-retail': 'Hostelería y comercio',
    'hr-people': 'Recursos humanos',
    'management-leadership': 'Gestión y liderazgo',
    'soft-skills': 'Habilidades interpersonales',
    methodologies: 'Metodologías',
    'tools-office': 'Herramientas y ofimática',
    'research-science': 'Investigación y ciencia',
    other: 'Otras',
  },
  proficiency: { beginner: 'principiante', intermediate: 'intermedio', advanced: 'avanzado', expert: 'experto' },
  talentStatus: { discovered: 'descubierto, aún sin confirmar', validated: 'validado', developing: 'en desarrollo', mastered: 'dominado' },
  contactLabels: { email: 'Correo electrónico', phone: 'Teléfono', location: 'Ubicación', link: 'Enlace' },
  reasons: {
    'no-name-or-role': 'Ni el perfil ni el CV indican todavía un nombre, un puesto o un lugar.',
    'no-summary': 'Ni el CV ni el perfil tienen todavía un resumen.',
    'no-public-summary': 'El CV no tiene resumen; el portfolio público no muestra la descripción del perfil, que sigue siendo privada.',
    'no-skills': 'El análisis del CV no encontró competencias.',
    'no-experience': 'El análisis del CV no encontró experiencia laboral.',
    'no-achievements': 'Ninguna línea de la experiencia indica un resultado medible (un número, un porcentaje o un importe).',
    'no-technical-achievements': 'Ninguna línea de la experiencia indica un resultado medible de trabajo técnico.',
    'no-education': 'El análisis del CV no encontró formación.',
    'no-languages': 'El CV no menciona idiomas.',
    'no-talents': 'Todavía no se ha descubierto ningún talento.',
    'no-confirmed-talents': 'Todavía no hay talentos validados; aquí solo aparecen talentos validados, en desarrollo o dominados.',
    'no-leadership': 'Ninguna línea de la experiencia muestra dirigir, gestionar o acompañar a personas.',
    'no-contact': 'Ni el perfil ni el CV contienen datos de contacto.',
  },
  present: 'actualidad',
  nativeLevel: 'lengua materna',
  levelNotStated: 'nivel no indicado',

  headline,
  goals: (goals, tone) =>
    tone === 'formal'
      ? `Los objetivos profesionales indicados son: ${goals}.`
      : tone === 'friendly'
        ? `Hacia dónde voy: ${goals}.`
        : tone === 'concise'
          ? `Objetivos: ${goals}`
          : `Objetivos profesionales: ${goals}`,
  currentRole: (role, company, tone) => {
    const at = roleAt(role, company);
    if (tone === 'formal') return role ? `Actualmente trabaja como ${at}.` : `Actualmente trabaja en ${company}.`;
    if (tone === 'friendly') return role ? `Ahora mismo trabajo como ${at}.` : `Ahora mismo trabajo en ${company}.`;
    return tone === 'concise' ? `Ahora: ${at}` : `Puesto actual: ${at}`;
  },
  noCurrentRole: (since, tone) =>
    tone === 'formal'
      ? `No figura ningún puesto actual; el más reciente terminó en ${since}.`
      : tone === 'friendly'
        ? `Mi último puesto terminó en ${since}.`
        : tone === 'concise'
          ? `Último puesto hasta ${since}`
          : `Sin puesto actual; el último terminó en ${since}`,
  gap: (from, to, n, tone) =>
    tone === 'formal'
      ? `No figura ningún puesto de ${from} a ${to} (${meses(n)}).`
      : tone === 'friendly'
        ? `Una pausa de ${from} a ${to} (${meses(n)}).`
        : tone === 'concise'
          ? `Interrupción ${from} – ${to}`
          : `Interrupción: ${from} – ${to} (${meses(n)})`,
  ongoingBreak: (since, n, tone) =>
    tone === 'formal'
      ? `No figura ningún puesto desde ${since} (${meses(n)}).`
      : tone === 'friendly'
        ? `Una pausa desde ${since} (${meses(n)}).`
        : tone === 'concise'
          ? `Interrupción desde ${since}`
          : `Interrupción: desde ${since} (${meses(n)})`,
  confidence: (filled, total, percent, missing) =>
    `${filled} de las ${total} secciones elegidas tienen contenido; ponderados por importancia, los datos cubren el ${percent} de esta vista.` +
    (missing ? ` Nada todavía para: ${missing}.` : ''),
  text: {
    audience: (audience) => `Público: ${audience}`,
    tone: (tone) => `Tono: ${tone}`,
    coverage: (percent) => `Cobertura de datos: ${percent}`,
  },
};

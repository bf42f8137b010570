import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const es: Locale = {
  id: 'es',
  lang: 'es',
  country: 'España',
  firstNames: {
    f: ['Lucía', 'María José', 'Nuria', 'Begoña', 'Ainhoa', 'Irene', 'Mónica', 'Alba'],
    m: ['Javier', 'Sergio', 'Álvaro', 'Iñaki', 'Rubén', 'Adrián', 'Jesús', 'Óscar'],
  },
  lastNames: [
    'García López',
    'Fernández Prieto',
    'Martínez Ruiz',
    'Sánchez Gil',
    'Muñoz',
    'Iglesias',
    'Domínguez',
    'Núñez',
    'Castaño Vidal',
    'Ibáñez',
  ],
  cities: [
    { city: 'Madrid', postcode: '28015' },
    { city: 'Barcelona', postcode: '08013' },
    { city: 'Valencia', postcode: '46004' },
    { city: 'Sevilla', postcode: '41003' },
    { city: 'Bilbao', postcode: '48001' },
    { city: 'Zaragoza', postcode: '50001' },
  ],
  streets: ['Calle de Alcalá', 'Carrer de Mallorca', 'Avenida del Puerto', 'Calle Feria', 'Gran Vía', 'Paseo de la Independencia'],
  address: '{street}, {no}, {postcode} {city}',
  phones: ['+34 612 555 ###', '612 555 ###', '+34 91 555 ## ##'],
  legalForms: ['S.L.', 'S.A.', 'S.L.U.'],
  employers: {
    health: ['Hospital Universitario de {city}', 'Clínica {last}', 'Farmacia {last}'],
    build: ['Instalaciones Eléctricas {last} {legal}', 'Construcciones {last} {legal}', 'Carpintería {last} {legal}'],
    hospitality: ['Hotel {last} {city}', 'Restaurante Casa {last}', 'Paradores de Turismo {legal}'],
    logistics: ['Transportes {last} {legal}', 'Logística Ibérica {legal}'],
    retail: ['Distribuciones {last} {legal}', 'Supermercados {last} {legal}'],
    office: ['{last} Abogados {legal}', 'Asesoría {last} {legal}', '{last} Consultores {legal}'],
    industry: ['Talleres {last} {legal}', 'Industrias {last} {legal}'],
    public: ['Ayuntamiento de {city}', 'Policía Local de {city}', 'Agencia Tributaria – Aduanas', 'Servicios Sociales de {city}'],
    education: ['CEIP Miguel de Cervantes', 'Colegio {last}', 'Universidad de {city}'],
    agri: ['Explotación Agrícola {last}', 'Cooperativa Agraria de {city}'],
    aviation: ['Iberavia Líneas Aéreas {legal}', 'Escuela de Pilotos de {city}'],
    tech: ['{last} Software {legal}', 'Datalia Analítica {legal}'],
    media: ['Diario de {city}', 'Estudio {last} {legal}', 'Traducciones {last}'],
  },
  headings: {
    profile: 'Perfil',
    experience: 'Experiencia profesional',
    education: 'Formación académica',
    skills: 'Habilidades',
    languages: 'Idiomas',
    certificates: 'Certificaciones',
    interests: 'Intereses',
    contact: 'Contacto',
    personal: 'Datos personales',
  },
  labels: { phone: 'Teléfono', email: 'Correo electrónico', address: 'Dirección', born: 'Fecha de nacimiento' },
  cvTitle: 'Curriculum Vitae',
  birthDate: true,
  months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  monthsShort: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'],
  dateStyles: ['MMM YYYY', 'MMMM YYYY', 'MM/YYYY'],
  present: ['actualidad', 'presente', 'la actualidad'],
  since: ['desde {d}'],
  levels: {
    native: ['nativo', 'lengua materna'],
    fluent: ['avanzado', 'bilingüe'],
    good: ['intermedio', 'buen nivel'],
    basic: ['básico', 'nociones'],
  },
  languageNames: { es: 'Español', en: 'Inglés', fr: 'Francés', de: 'Alemán', it: 'Italiano', pt: 'Portugués', ca: 'Catalán' },
  institutions: {
    university: [
      'Universidad Complutense de Madrid',
      'Universitat de Barcelona',
      'Universitat de València',
      'Universidad de Sevilla',
      'Universidad de Deusto',
      'Universidad de Zaragoza',
    ],
    vocational: ['IES Virgen de la Paloma', 'Institut Escola del Treball', 'CIFP Txurdinaga', 'IES Politécnico de Sevilla'],
    school: ['IES Cervantes', 'Colegio San José'],
  },
  occ: occ(`
    nurse = Enfermera | Supervisora de enfermería | Grado en Enfermería
    electrician = Electricista | Encargado de instalaciones | Técnico en Instalaciones Eléctricas y Automáticas
    accountant = Contable | Responsable de contabilidad | Grado en Administración y Dirección de Empresas
    chef = Cocinero | Jefe de cocina | Técnico Superior en Dirección de Cocina
    teacher = Maestra de Educación Primaria | Jefa de estudios | Grado en Maestro en Educación Primaria
    logistics-planner = Planificador de transporte | Jefe de tráfico | Grado en Logística y Transporte
    lawyer = Abogada | Socia | Máster de Acceso a la Abogacía
    hr-manager = Técnica de RR. HH. | Directora de Recursos Humanos | Máster en Dirección de Recursos Humanos
    pilot = Primer oficial | Comandante | Curso ATPL integrado
    sales-rep = Comercial | Key Account Manager | Grado en Marketing
    civil-engineer = Ingeniero de caminos | Jefe de obra | Máster en Ingeniería de Caminos, Canales y Puertos
    pharmacist = Farmacéutica adjunta | Farmacéutica titular | Grado en Farmacia
    social-worker = Trabajadora social | Coordinadora de servicios sociales | Grado en Trabajo Social
    architect = Arquitecto | Arquitecto jefe de proyecto | Máster Habilitante en Arquitectura
    journalist = Redactora | Jefa de sección | Grado en Periodismo
    mechanic = Mecánico de automoción | Jefe de taller | Técnico en Electromecánica de Vehículos
    hotel-manager = Jefe de recepción | Director de hotel | Grado en Turismo
    police-officer = Agente de policía local | Oficial de policía | Curso de formación básica de policía
    translator = Traductora | Traductora jurada | Grado en Traducción e Interpretación
    data-analyst = Analista de datos | Analista de datos sénior | Grado en Matemáticas
    marketing-manager = Técnica de marketing | Responsable de marketing | Máster en Marketing Digital
    researcher = Investigadora predoctoral | Investigadora posdoctoral | Doctorado en Biomedicina
    software-engineer = Desarrollador de software | Desarrollador sénior | Grado en Ingeniería Informática
    physiotherapist = Fisioterapeuta | Coordinadora de fisioterapia | Grado en Fisioterapia
    farmer = Agricultor | Gerente de explotación | Técnico Superior en Gestión Forestal y del Medio Natural
    buyer = Comprador | Jefe de compras | Grado en Administración y Dirección de Empresas
    carpenter = Carpintero | Encargado de carpintería | Técnico en Carpintería y Mueble
    retail-manager = Subdirectora de tienda | Directora de tienda | Técnico en Actividades Comerciales
    customs-officer = Agente de aduanas | Inspector de aduanas | Grado en Comercio Internacional
    dental-assistant = Auxiliar de clínica dental | Coordinadora de clínica | Técnico en Cuidados Auxiliares de Enfermería
    graphic-designer = Diseñadora gráfica | Directora de arte | Grado en Diseño
    bank-advisor = Gestor comercial | Gestor de banca personal | Grado en Finanzas y Contabilidad
  `),
  bullets: [
    'Coordinación de un equipo de {n} personas',
    'Reducción de costes del {p} % en {m} meses',
    'Gestión de un presupuesto de {k}',
    'Formación de {n} nuevos compañeros',
    'Implantación de un nuevo procedimiento que redujo los plazos un {p} %',
  ],
  interests: ['Senderismo', 'Voluntariado en un banco de alimentos', 'Fotografía', 'Pádel'],
  summaries: [
    '{title} con {years} años de experiencia, organizada y orientada a resultados.',
    '{title} con {years} años de trayectoria y gran capacidad de trabajo en equipo.',
  ],
};

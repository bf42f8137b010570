import type { Locale } from '../../types';
import { occ } from '../locale-helpers';

export const pt: Locale = {
  id: 'pt',
  lang: 'pt',
  country: 'Portugal',
  firstNames: {
    f: ['Inês', 'Beatriz', 'Joana', 'Mariana', 'Sofia', 'Leonor', 'Catarina', 'Conceição'],
    m: ['João', 'Tiago', 'Gonçalo', 'Rui', 'André', 'Duarte', 'Luís', 'Simão'],
  },
  lastNames: ['Silva', 'Gonçalves', 'Ferreira', 'Magalhães', 'Conceição', 'Antunes', 'Brandão', 'Sousa Pinto', 'Araújo', 'Loureiro'],
  cities: [
    { city: 'Lisboa', postcode: '1000-001' },
    { city: 'Porto', postcode: '4000-322' },
    { city: 'Braga', postcode: '4700-035' },
    { city: 'Coimbra', postcode: '3000-143' },
    { city: 'Faro', postcode: '8000-138' },
  ],
  streets: ['Rua Augusta', 'Rua de Santa Catarina', 'Avenida da Liberdade', 'Rua do Souto', 'Rua Ferreira Borges'],
  address: '{street}, {no}, {postcode} {city}',
  phones: ['+351 912 555 ###', '912 555 ###', '+351 21 555 ####'],
  legalForms: ['Lda.', 'S.A.', 'Unipessoal Lda.'],
  employers: {
    health: ['Hospital de Santa Maria', 'Centro Hospitalar de {city}', 'Farmácia {last}'],
    build: ['{last} Eletricidade {legal}', 'Construções {last} {legal}', 'Carpintaria {last} {legal}'],
    hospitality: ['Hotel {last}', 'Restaurante {last}', 'Pestana {city} {legal}'],
    logistics: ['Transportes {last} {legal}', 'Logística Atlântico {legal}'],
    retail: ['Supermercados {last} {legal}', 'Distribuição {last} {legal}'],
    office: ['{last} & Associados – Sociedade de Advogados', 'Contabilidade {last} {legal}'],
    industry: ['Oficina {last} {legal}', 'Metalúrgica {last} {legal}'],
    public: [
      'Câmara Municipal de {city}',
      'Polícia de Segurança Pública',
      'Autoridade Tributária e Aduaneira',
      'Santa Casa da Misericórdia de {city}',
    ],
    education: ['Escola Básica de {city}', 'Agrupamento de Escolas {last}', 'Universidade de {city}'],
    agri: ['Quinta do {last}', 'Herdade {last} {legal}'],
    aviation: ['Atlantis Airways {legal}', 'Aeroclube de {city}'],
    tech: ['{last} Software {legal}', 'Dataluso {legal}'],
    media: ['Jornal de {city}', 'Estúdio {last}', 'Traduções {last} {legal}'],
  },
  headings: {
    profile: 'Perfil',
    experience: 'Experiência profissional',
    education: 'Formação académica',
    skills: 'Competências',
    languages: 'Idiomas',
    certificates: 'Certificações',
    interests: 'Interesses',
    contact: 'Contacto',
    personal: 'Dados pessoais',
  },
  labels: { phone: 'Telefone', email: 'E-mail', address: 'Morada', born: 'Data de nascimento' },
  birthDate: true,
  months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  monthsShort: ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'],
  dateStyles: ['MM/YYYY', 'MMM YYYY', 'MMMM YYYY'],
  present: ['presente', 'atual', 'o momento'],
  since: ['desde {d}'],
  levels: {
    native: ['língua materna', 'nativo'],
    fluent: ['fluente', 'avançado'],
    good: ['intermédio', 'bom'],
    basic: ['básico', 'elementar'],
  },
  languageNames: { pt: 'Português', en: 'Inglês', es: 'Espanhol', fr: 'Francês', de: 'Alemão', it: 'Italiano' },
  institutions: {
    university: [
      'Universidade de Lisboa',
      'Universidade do Porto',
      'Universidade do Minho',
      'Universidade de Coimbra',
      'Universidade do Algarve',
      'Instituto Politécnico do Porto',
    ],
    vocational: ['Escola Profissional de Hotelaria de Lisboa', 'Centro de Formação Profissional do Porto', 'Escola Profissional de Braga'],
    school: ['Escola Secundária Camões', 'Escola Secundária Alexandre Herculano'],
  },
  occ: occ(`
    nurse = Enfermeira | Enfermeira-chefe | Licenciatura em Enfermagem
    electrician = Eletricista | Encarregado de eletricidade | Curso Profissional de Técnico de Instalações Elétricas
    accountant = Técnica de contabilidade | Contabilista certificada | Licenciatura em Contabilidade e Administração
    chef = Cozinheiro | Chefe de cozinha | Curso de Técnicas de Cozinha/Pastelaria
    teacher = Professora do 1.º ciclo | Coordenadora de estabelecimento | Mestrado em Ensino do 1.º Ciclo
    logistics-planner = Planeador de transportes | Responsável de logística | Licenciatura em Gestão Logística
    lawyer = Advogada | Advogada sénior | Mestrado em Direito
    hr-manager = Técnica de recursos humanos | Diretora de recursos humanos | Mestrado em Gestão de Recursos Humanos
    pilot = Primeiro oficial | Comandante | Curso ATPL integrado
    sales-rep = Delegado comercial | Key Account Manager | Licenciatura em Gestão
    civil-engineer = Engenheiro civil | Diretor de obra | Mestrado em Engenharia Civil
    pharmacist = Farmacêutica | Diretora técnica | Mestrado Integrado em Ciências Farmacêuticas
    social-worker = Assistente social | Coordenadora técnica | Licenciatura em Serviço Social
    architect = Arquiteto | Arquiteto coordenador | Mestrado Integrado em Arquitetura
    journalist = Jornalista | Editora | Licenciatura em Ciências da Comunicação
    mechanic = Mecânico automóvel | Chefe de oficina | Curso de Técnico de Mecatrónica Automóvel
    hotel-manager = Rececionista-chefe | Diretor de hotel | Licenciatura em Gestão Hoteleira
    police-officer = Agente da PSP | Chefe da PSP | Curso de Formação de Agentes
    translator = Tradutora | Tradutora sénior | Mestrado em Tradução
    data-analyst = Analista de dados | Analista de dados sénior | Licenciatura em Estatística
    marketing-manager = Técnica de marketing | Diretora de marketing | Mestrado em Marketing
    researcher = Bolseira de investigação | Investigadora | Doutoramento em Biologia
    software-engineer = Programador | Engenheiro de software sénior | Licenciatura em Engenharia Informática
    physiotherapist = Fisioterapeuta | Coordenadora de fisioterapia | Licenciatura em Fisioterapia
    farmer = Trabalhador agrícola | Empresário agrícola | Curso de Técnico de Produção Agrária
    buyer = Comprador | Diretor de compras | Licenciatura em Gestão
    carpenter = Carpinteiro | Encarregado de carpintaria | Curso de Carpintaria
    retail-manager = Subgerente de loja | Gerente de loja | Curso de Técnico Comercial
    customs-officer = Verificador aduaneiro | Inspetor aduaneiro | Licenciatura em Comércio Internacional
    dental-assistant = Assistente dentária | Coordenadora de clínica | Curso de Assistente Dentário
    graphic-designer = Designer gráfica | Diretora de arte | Licenciatura em Design de Comunicação
    bank-advisor = Gestor de clientes | Gestor de patrimónios | Licenciatura em Finanças
  `),
  bullets: [
    'Coordenação de uma equipa de {n} pessoas',
    'Redução de custos de {p} % em {m} meses',
    'Gestão de um orçamento de {k}',
    'Formação de {n} novos colegas',
  ],
  interests: ['Surf', 'Voluntariado', 'Fotografia', 'Leitura'],
  summaries: ['{title} com {years} anos de experiência, organizada e focada em resultados.'],
};

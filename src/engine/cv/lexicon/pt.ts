import type { Lexicon } from './types';

export const pt: Lexicon = {
  code: 'pt',
  headings: {
    experience: ['experiência profissional', 'experiência', 'experiências profissionais', 'histórico profissional', 'experiência de trabalho', 'atuação profissional', 'percurso profissional', 'percurso', 'experiência clínica'],
    education: ['formação acadêmica', 'formação académica', 'formação', 'educação', 'escolaridade', 'habilitações literárias', 'formação escolar'],
    skills: ['competências', 'habilidades', 'conhecimentos', 'competências técnicas', 'competências digitais', 'conhecimentos em informática', 'qualificações', 'aptidões', 'ferramentas'],
    languages: ['idiomas', 'línguas', 'competências linguísticas', 'conhecimentos linguísticos'],
    summary: ['áreas de investigação', 'síntese', 'perfil', 'resumo', 'resumo profissional', 'perfil profissional', 'sobre mim', 'objetivo', 'objectivo'],
    contact: ['dados pessoais', 'contato', 'contacto', 'contactos', 'informações pessoais', 'informação pessoal'],
    certifications: ['certificações', 'certificados', 'cursos', 'cursos complementares', 'formação complementar'],
    interests: ['interesses', 'passatempos'],
    projects: ['projetos', 'projectos', 'projetos de investigação', 'projetos de investigação financiados', 'atividade docente', 'docência', 'orientações'],
    publications: ['publicações', 'publicações selecionadas', 'comunicações em congressos', 'comunicações', 'conferências'],
    awards: ['prêmios', 'prémios'],
    references: ['referências', 'outros', 'outras informações', 'informação adicional'],
    volunteering: ['voluntariado', 'trabalho voluntário'],
  },
  documentTitles: ['currículo', 'curriculum vitae', 'currículo vitae', 'cv'],
  months: [
    ['janeiro'], ['fevereiro'], ['março'], ['abril'], ['maio'], ['junho'],
    ['julho'], ['agosto'], ['setembro'], ['outubro', 'out'], ['novembro'], ['dezembro'],
  ],
  seasons: ['verão', 'inverno', 'primavera', 'outono'],
  present: ['atual', 'atualmente', 'o momento', 'hoje', 'em curso', 'até o momento', 'até hoje', 'até à data', 'presente'],
  since: ['desde'],
  rangeWords: ['até', 'a'],
  degrees: ['licenciatura', 'bacharelado', 'bacharel', 'mestrado', 'doutorado', 'doutoramento', 'pós-graduação', 'especialização', 'graduação', 'tecnólogo', 'técnico', 'ensino médio', 'ensino secundário'],
  languageNames: {
    English: ['inglês'], German: ['alemão'], French: ['francês'], Spanish: ['espanhol'], Italian: ['italiano'], Portuguese: ['português'],
    Russian: ['russo'], Dutch: ['holandês', 'neerlandês'], Polish: ['polonês', 'polaco'], Chinese: ['chinês'], Japanese: ['japonês'],
  },
  native: ['nativo', 'nativa', 'língua materna', 'materna'],
  levels: ['fluente', 'avançado', 'intermediário', 'intermédio', 'básico'],
  nameLabels: { full: ['nome', 'nome completo'], given: ['primeiro nome'], family: ['apelido', 'sobrenome'] },
};

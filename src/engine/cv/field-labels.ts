/**
 * Experience entries written as labelled fields, one a line ("Empresa: Mercadona S.A." / "Puesto:
 * Jefa de sección" / "Fechas: marzo 2017 – actualidad" / "Funciones: …"), as forms and the older
 * Europass CV print them. The labels are read in the 21 CV languages and each entry is rewritten in
 * the shape the entry rules read everywhere: "Title ⇥ dates", then the employer, then the duties as
 * bullets. A section without such fields is returned as it is.
 */
import { findDateRange, removeRange } from './dates';
import { lexKey } from './lexicon/all';
import { trimSeparators } from './text';
import type { Line } from './read/types';

type FieldKind = 'employer' | 'position' | 'dates' | 'duties' | 'sector' | 'location' | 'degree' | 'institution';

// folded (lexKey) labels per field; "name and address of employer" and the like are Europass's own
const LABELS: Record<FieldKind, readonly string[]> = {
  employer: [
    // the 2004 European CV format ('Formato europeo per il curriculum vitae') in its languages
    'nom et adresse de l employeur', 'nombre y direccion del empleador', 'nome e endereco do empregador', 'name and address of the employer',
    'employer', 'company', 'organisation', 'organization', 'name and address of employer', 'name of employer', 'arbeitgeber', 'firma',
    'unternehmen', 'name und adresse des arbeitgebers', 'employeur', 'entreprise', 'societe', 'nom et adresse de l employeur', 'empresa',
    'empleador', 'nombre y direccion del empleador', 'azienda', 'datore di lavoro', 'societa', 'nome e indirizzo del datore di lavoro',
    'werkgever', 'bedrijf', 'organisatie', 'naam en adres van de werkgever', 'entidade', 'empregador', 'entidade empregadora',
    'nome e morada do empregador', 'pracodawca', 'nazwa pracodawcy', 'nazwa i adres pracodawcy', 'arbetsgivare', 'foretag', 'arbejdsgiver',
    'virksomhed', 'arbeidsgiver', 'tyonantaja', 'yritys', 'zamestnavatel', 'jmeno a adresa zamestnavatele', 'zamestnavatel', 'angajator',
    'numele si adresa angajatorului', 'munkaltato', 'ceg', 'poslodavac', 'tvrtka', 'ime i adresa poslodavca', 'delodajalec', 'podjetje',
    'darbdavys', 'imone', 'darba devejs', 'uznemums', 'tooandja', 'ettevote',
    // the older Europass table in Slovak, Czech, Polish and Hungarian
    'nazov a adresa zamestnavatela', 'meno a adresa zamestnavatela', 'a munkaltato neve es cime',
    // Cyrillic: Serbian, Bulgarian, Macedonian, Ukrainian (lexKey folds them as printed)
    'послодавац', 'име и адреса послодавца', 'работодател', 'работодавач', 'роботодавець', 'компанія', 'компания', 'фирма', 'организација',
  ],
  position: [
    'tipo di impiego', 'fonction ou poste occupe', 'puesto o cargo ocupados', 'puesto o cargo ocupado', 'funcao ou cargo ocupado', 'beruf oder funktion',
    'position', 'job title', 'title', 'role', 'occupation or position held', 'position held', 'function', 'beruf', 'funktion', 'stelle',
    'berufsbezeichnung', 'ausgeubte tatigkeit oder position', 'poste', 'fonction', 'intitule du poste', 'profession ou poste occupe', 'puesto',
    'cargo', 'ocupacion o puesto desempenado', 'puesto desempenado', 'posizione', 'ruolo', 'mansione', 'qualifica',
    'lavoro o posizione ricoperti', 'functie', 'rol', 'beroep of functie', 'funcao', 'posicao', 'funcao ou cargo ocupado', 'stanowisko',
    'zajmowane stanowisko', 'befattning', 'tjanst', 'roll', 'stilling', 'titel', 'tehtava', 'nimike', 'pozice', 'funkce', 'pracovni pozice',
    'povolani nebo pozice', 'pozicia', 'funkcia', 'pracovna pozicia', 'functie ocupata', 'functia sau postul ocupat', 'post', 'pozicio',
    'munkakor', 'beosztas', 'radno mjesto', 'pozicija', 'delovno mesto', 'pareigos', 'amats', 'ametikoht',
    'zamestnanie alebo pracovne zaradenie', 'zamestnani nebo pracovni pozice', 'zawod lub zajmowane stanowisko', 'foglalkozas beosztas',
    'радно место', 'позиција', 'длъжност', 'позиция', 'посада', 'работна позиција', 'работно место',
  ],
  dates: [
    'date da a', 'dates from to', 'dates de a', 'fechas de a', 'datas de ate', 'daten von bis', 'zeitraum von bis', 'data da a',
    'dates', 'date', 'period', 'from to', 'periode', 'zeitraum', 'dauer', 'fechas', 'periodo', 'data', 'date', 'okres', 'daty', 'tidsperiod',
    'ajanjakso', 'aika', 'obdobi', 'obdobie', 'perioada', 'idoszak', 'idotartam', 'razdoblje', 'obdobje', 'laikotarpis', 'periods', 'periood',
    'aeg',
    'период', 'період', 'период на работа', 'датум', 'дата', 'от до', 'од до',
  ],
  duties: [
    'principali mansioni e responsabilita', 'principales actividades y responsabilidades', 'principais actividades e responsabilidades', 'principales activites et responsabilites', 'wichtigste tatigkeiten und zustandigkeiten',
    'principali materie abilita professionali oggetto dello studio', 'principal subjects occupational skills covered', 'principales matieres competences professionnelles couvertes',
    'principales materias o capacidades ocupacionales tratadas', 'principais disciplinas competencias profissionais', 'hauptfacher berufliche fahigkeiten',
    'main activities and responsibilities', 'responsibilities', 'duties', 'tasks', 'achievements', 'hauptaufgaben', 'aufgaben', 'tatigkeiten',
    'wichtigste tatigkeiten und zustandigkeiten', 'verantwortlichkeiten', 'missions', 'activites', 'principales activites et responsabilites',
    'taches', 'funciones', 'tareas', 'responsabilidades', 'principales actividades y responsabilidades', 'mansioni', 'attivita', 'compiti',
    'principali attivita e responsabilita', 'taken', 'verantwoordelijkheden', 'werkzaamheden', 'belangrijkste taken en verantwoordelijkheden',
    'funcoes', 'atividades', 'tarefas', 'principais atividades e responsabilidades', 'obowiazki', 'zakres obowiazkow', 'arbetsuppgifter',
    'ansvar', 'arbejdsopgaver', 'opgaver', 'arbeidsoppgaver', 'tehtavat', 'vastuut', 'napln prace', 'pracovni napln', 'napln', 'atributii',
    'responsabilitati', 'activitati si responsabilitati principale', 'feladatok', 'feladatkor', 'zadaci', 'odgovornosti', 'naloge', 'atsakomybes', 'pienakumi', 'ulesanded', 'tooulesanded',
    'hlavne cinnosti a zodpovednosti', 'hlavni pracovni cinnosti a oblasti odpovednosti', 'glowne zadania i obowiazki', 'fo tevekenysegek es feladatkorok',
    'опис посла', 'задужења', 'одговорности', 'основни дейности и отговорности', 'отговорности', 'обов’язки', "обов'язки", 'обовʼязки', 'задачи',
  ],
  sector: [
    'tipo di attivita o settore', 'tipo de empresa o sector', 'type ou secteur d activite', 'tatigkeitsbereich oder branche',
    'type of business or sector', 'business or sector', 'sector', 'industry', 'branche', 'art oder branche des unternehmens',
    'secteur d activite', 'type ou secteur d activite', 'tipo de empresa o sector', 'settore', 'tipo di azienda o settore', 'setor',
    'tipo de empresa ou setor', 'branza', 'bransch', 'toimiala', 'obor', 'odvetvie', 'sector de activitate', 'agazat', 'djelatnost',
    'dejavnost', 'sektorius', 'nozare', 'valdkond', 'tipul activitatii sau sectorul de activitate',
    'druh prace alebo odvetvie', 'typ podnikani nebo odvetvi', 'typ dzialalnosci lub sektor', 'tevekenyseg tipusa agazat',
    // the Europass editor's (2013–2020) label, printed before its value with no colon
    'attivita o settore', 'activite ou secteur', 'actividad o sector', 'atividade ou setor', 'bedrijfstak of sector',
    'rodzaj dzialalnosci lub sektor', 'verksamhet eller bransch', 'obor cinnosti', 'oblast podnikania alebo odvetvie',
    'tipul sau sectorul de activitate', 'tevekenyseg tipusa vagy agazat', 'vrsta djelatnosti ili sektor', 'dejavnost ali sektor',
    'veiklos sritis', 'uznemejdarbibas veids vai nozare', 'tegevusala', 'virksomhed eller branche', 'bransje', 'bransje eller sektor',
    'делатност', 'дейност', 'галузь', 'сфера діяльності',
  ],
  // education written as fields (Europass: "Title of qualification awarded", "Name and type of organisation …")
  degree: [
    'titulo de la cualificacion obtenida', 'designacao da qualificacao atribuida', 'livello nella classificazione nazionale',
    'title of qualification awarded', 'qualification', 'degree', 'bezeichnung der erworbenen qualifikation', 'abschluss',
    'intitule du certificat ou diplome delivre', 'diplome', 'titulacion obtenida', 'titulacion', 'titolo della qualifica rilasciata',
    'qualifica conseguita', 'titolo di studio', 'naam van het behaalde diploma', 'designacao da qualificacao atribuida',
    'nazwa uzyskanego dyplomu', 'uzyskany tytul', 'examen', 'tutkinto', 'nazev dosazene kvalifikace', 'nazov ziskanej kvalifikacie',
    'calificarea diploma obtinuta', 'megszerzett kepesites', 'naziv dodijeljene kvalifikacije', 'naziv pridobljene kvalifikacije',
    'suteikta kvalifikacija', 'pieskirta kvalifikacija', 'omandatud kvalifikatsioon',
    'звање', 'стечено звање', 'квалификация', 'кваліфікація', 'спеціальність', 'специалност', 'смер',
    // a table's column over the degrees
    'opleiding', 'studie', 'ausbildung', 'formation', 'formacion', 'studio', 'kierunek', 'utbildning', 'uddannelse', 'koulutus',
    'nazov udelenej kvalifikacie ziskaneho diplomu', 'nazev dosazene kvalifikace ziskaneho osvedceni', 'nazwa uzyskanego dyplomu kwalifikacji',
  ],
  institution: [
    'nome e tipo di istituto di istruzione o formazione', 'nombre y tipo de organizacion que ha impartido la educacion o la formacion',
    'nom et type de l etablissement d enseignement ou de formation', 'nome e tipo da organizacao de ensino ou formacao', 'name und art der bildungs oder ausbildungseinrichtung',
    'name and type of organisation providing education and training', 'institution', 'school', 'university',
    'name und art der bildungs oder ausbildungseinrichtung', 'bildungseinrichtung', 'nom et type de l etablissement d enseignement ou de formation',
    'etablissement', 'nombre y tipo del centro de estudios', 'centro de estudios', 'nome e tipo d organizzazione erogatrice dell istruzione e formazione',
    'istituto', 'naam en type onderwijsinstelling', 'onderwijsinstelling', 'nome e tipo da organizacao de ensino ou formacao', 'instituicao',
    'nazwa i rodzaj organizacji prowadzacej ksztalcenie', 'uczelnia', 'larosate', 'uddannelsessted', 'oppilaitos', 'nazev a typ organizace',
    'numele si tipul institutiei de invatamant', 'numele si tipul institutiei de invatamant furnizorului de formare', 'numele si tipul institutiei de invatamant si al furnizorului de formare', 'az oktatasi intezmeny neve es tipusa', 'naziv i vrsta ustanove', 'ime in vrsta organizacije',
    'mokymo istaigos pavadinimas', 'izglitibas iestades nosaukums', 'oppeasutuse nimi', 'instituut', 'schule', 'hochschule', 'ecole', 'escuela', 'scuola', 'uczelnia',
    'nazov a typ organizacie poskytujucej vzdelanie', 'nazov a typ organizacie poskytujucej vzdelanie a odbornu pripravu',
    'nazev a typ organizace ktera poskytla vzdelani ci odbornou pripravu', 'az oktatast kepzest nyujto intezmeny neve es tipusa',
    'установа', 'образовна установа', 'учебно заведение', 'навчальний заклад', 'школа', 'факултет', 'университет', 'університет',
  ],
  location: ['location', 'place', 'ort', 'arbeitsort', 'lieu', 'lugar', 'localidad', 'luogo', 'sede', 'plaats', 'locatie', 'local', 'miejsce', 'sted', 'paikka', 'misto', 'miesto', 'helyszin', 'mjesto', 'kraj', 'vieta', 'asukoht'],
};

const LABEL_INDEX = new Map<string, FieldKind>();
for (const [kind, labels] of Object.entries(LABELS) as [FieldKind, readonly string[]][]) for (const l of labels) if (!LABEL_INDEX.has(lexKey(l))) LABEL_INDEX.set(lexKey(l), kind);
const SECTOR_FIRST_WORDS = new Set(LABELS.sector.map((l) => l.split(' ')[0]));

/** "Puesto: Jefa de sección" → the field and its value, or null. */
export function fieldOf(text: string): { kind: FieldKind; value: string } | null {
  const m = /^([^:\t]{2,90})[:\t]\s*(\S.*)$/u.exec(text.replace(/^[•·▪-]\s*/u, '').trim());
  if (!m) return null;
  const kind = labelKind(lexKey(m[1]));
  return kind ? { kind, value: m[2].trim() } : null;
}

// the long Europass labels wrap in their narrow column ("Nome e tipo di istituto di istruzione o" / "formazione")
const LONG_LABELS = [...LABEL_INDEX.keys()].filter((k) => k.length >= 30);

function labelKind(key: string): FieldKind | undefined {
  const exact = LABEL_INDEX.get(key);
  if (exact !== undefined || key.length < 24) return exact;
  const longer = LONG_LABELS.find((k) => k.startsWith(key));
  return longer === undefined ? undefined : LABEL_INDEX.get(longer);
}

/**
 * "Comune di Borgo Reno, Piazza della Repubblica 1, 40060 Borgo Reno (BO)": the Europass "name and address
 * of employer" — the name is the part before the first comma whose rest holds a house number or post code.
 */
function withoutAddress(employer: string): string {
  const comma = employer.indexOf(', ');
  return comma > 0 && /\d/.test(employer.slice(comma)) && !/\d/.test(employer.slice(0, comma)) ? employer.slice(0, comma) : employer;
}

interface Fields {
  first: Line;
  values: Partial<Record<FieldKind, string>>;
  more: string[];
  /** "Marzo 2018 - Actualidad ⇥ Instalaciones Eléctricas S.L." above "Puesto: …": the date line's own text */
  rest?: string;
}

/**
 * A table row [label | value] as one line "label ⇥ value" where the label is a field's or a
 * section's (the older Europass CV is such a table); the others as they are.
 */
export function mergeLabelRows(lines: readonly Line[], isLabel: (merged: string) => boolean): readonly Line[] {
  if (!lines.some((l) => l.table?.cell === 0)) return lines;
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const [l, next] = [lines[i], lines[i + 1]];
    const sameRow = l.table?.cell === 0 && next?.table && next.table.index === l.table.index && next.table.row === l.table.row && next.table.cell === 1;
    const after = lines[i + 2];
    // a value of one line only: a cell of several lines is content, not a field (but an employer's cell holds
    // its name over its address: "Farmacia San Gaudenzio s.n.c." / "Corso Cavour 41, 28100 Novara")
    const oneLine = !(after?.table && after.table.index === next?.table?.index && after.table.row === next?.table?.row && after.table.cell === 1);
    const employerCell = sameRow && fieldOf(`${l.text}\t${next.text}`)?.kind === 'employer';
    if (sameRow && (oneLine || employerCell) && isLabel(`${l.text}\t${next.text}`)) {
      out.push({ ...l, text: `${l.text}\t${next.text}`, bold: false, heading: false });
      i += 1;
    } else out.push(l);
  }
  return out;
}

const isField = (text: string): boolean => fieldOf(text) !== null;

/**
 * "Attività o settore Farmacia territoriale", "TOIMIALA Metsätalous": the Europass editor's sector line,
 * its label before the value with no colon (in capitals, or of two words or more).
 */
export function isSectorLine(text: string): boolean {
  const words = text.trim().split(/\s+/);
  // (a line whose first word opens no sector label is none: one look-up, not six)
  if (!SECTOR_FIRST_WORDS.has(lexKey(words[0] ?? ''))) return false;
  for (let n = Math.min(6, words.length - 1); n >= 1; n--) {
    const label = words.slice(0, n).join(' ');
    if (LABEL_INDEX.get(lexKey(label)) !== 'sector') continue;
    if (n >= 2 || (label.length > 3 && label === label.toUpperCase())) return true;
  }
  return false;
}

/** "Periode ⇥ Functie ⇥ Werkgever": a table's header row naming its columns' fields (the dates and a title or a name). */
function columnFields(text: string): (FieldKind | undefined)[] | null {
  const cells = text.split('\t').map((c) => c.trim());
  if (cells.length < 2 || cells.length > 5 || cells.some((c) => c.length > 40)) return null;
  const kinds = cells.map((c) => labelKind(lexKey(c)));
  const known = kinds.filter((k) => k !== undefined);
  const named = kinds.some((k) => k === 'position' || k === 'employer' || k === 'degree' || k === 'institution');
  return named && known.length >= cells.length - 1 && kinds.includes('dates') ? kinds : null;
}

/**
 * A Word or OpenDocument table whose first row names its columns ("Ajanjakso | Tehtävä | Työnantaja"),
 * read as one line per cell: each of its rows as one line, its cells joined by tabs as a PDF gives
 * them. A cell's further paragraphs follow its row. Any other section is returned as it is.
 */
function joinedTableRows(section: readonly Line[]): readonly Line[] {
  const header = section.findIndex((l, i) => {
    if (l.table?.row !== 0 || l.table.cell !== 0) return false;
    const row = section.slice(i).filter((c) => c.table?.index === l.table!.index && c.table.row === 0);
    return columnFields(row.map((c) => c.text).join('\t')) !== null;
  });
  if (header < 0) return section;
  const index = section[header].table!.index;
  const out: Line[] = section.slice(0, header);
  let i = header;
  while (i < section.length) {
    const first = section[i];
    if (first.table?.index !== index) {
      out.push(first);
      i++;
      continue;
    }
    const cells: string[] = [];
    const more: Line[] = [];
    let cell = -1;
    for (; i < section.length && section[i].table?.index === index && section[i].table!.row === first.table.row; i++) {
      const l = section[i];
      if (l.table!.cell !== cell) {
        cell = l.table!.cell;
        cells[cell] = l.text;
      } else more.push(l);
    }
    out.push({ ...first, text: Array.from(cells, (c) => c ?? '').join('\t') }, ...more);
  }
  return out;
}

/**
 * Rows below a header row of field names ("05-2020 — heden ⇥ Teamleider Inbound ⇥ Brabant Fulfilment B.V.") in the shape
 * the entry rules read: "title ⇥ dates", then the employer (the degree and the institution in education).
 */
function resolveColumns(rawSection: readonly Line[], education: boolean): readonly Line[] {
  const section = joinedTableRows(rawSection);
  const at = section.findIndex((l) => columnFields(l.text) !== null);
  if (at < 0) return section;
  const kinds = columnFields(section[at].text)!;
  const out: Line[] = section.slice(0, at);
  for (const l of section.slice(at + 1)) {
    const cells = l.text.split('\t').map((c) => c.trim());
    const value = (kind: FieldKind): string | undefined => {
      const i = kinds.indexOf(kind);
      return i >= 0 && cells[i] !== undefined && cells[i] !== '' ? cells[i] : undefined;
    };
    const dates = value('dates');
    if (cells.length < 2 || dates === undefined || findDateRange(dates, true) === null) {
      out.push(l);
      continue;
    }
    const [first, second] = education ? [value('degree'), value('institution')] : [value('position'), value('employer')];
    out.push({ ...l, text: [first ?? second, dates].filter((v) => v !== undefined).join('\t') });
    if (first !== undefined && second !== undefined) out.push({ ...l, text: second });
  }
  return out;
}

/** The section's lines, with entries written as labelled fields rewritten; others unchanged. */
export function resolveFieldLabels(rawSection: readonly Line[], education = false): readonly Line[] {
  const section = resolveColumns(rawSection, education);
  // a sector line is a note on its entry, never a title or an employer: it goes (a bullet made of it
  // would repeat the glyph right above each entry's dates, as a role marker does)
  const kept = education ? section : section.filter((l) => !isSectorLine(l.text) || fieldOf(l.text) !== null);
  const noted = kept.length === section.length ? section : kept;
  const lines = mergeLabelRows(noted, isField);
  const fields = lines.map((l) => fieldOf(l.text));
  const kinds = new Set(fields.flatMap((f) => (f ? [f.kind] : [])));
  // at least an employer or a position field (a degree or an institution in education), beside one other
  const anchors = education ? kinds.has('degree') || kinds.has('institution') : kinds.has('employer') || kinds.has('position');
  if (!anchors || fields.filter((f) => f !== null).length < 2) return noted;
  const out: Line[] = [];
  let entry: Fields | null = null;
  const flush = (): void => {
    if (!entry) return;
    const { first, values, more, rest } = entry;
    // the date line named what no label did: the employer beside a "Puesto:", or the title beside an "Empresa:"
    if (rest) {
      if (education) values.institution ??= rest;
      else if (values.position !== undefined) values.employer ??= rest;
      else values.position ??= rest;
    }
    const line = (text: string): Line => ({ ...first, text, heading: false, bold: false });
    const [first1, second] = education ? [values.degree, values.institution] : [values.position, values.employer];
    const head = [first1 ?? second, values.dates].filter((v) => v !== undefined).join('\t');
    if (head !== '') out.push({ ...line(head), fromFields: first1 !== undefined && second !== undefined });
    if (first1 !== undefined && second !== undefined) {
      const named = education ? second : withoutAddress(second);
      out.push(line(values.location ? `${named}, ${values.location}` : named));
    }
    for (const text of [values.duties, ...more]) if (text) out.push(line(/^[•·▪-]\s/u.test(text) ? text : `• ${text}`));
    entry = null;
  };
  lines.forEach((l, i) => {
    const f = fields[i];
    const range = f ? null : findDateRange(l.text, true);
    // a line opening with its dates, with a field right below it, opens the next entry
    const opensWithDates = range !== null && l.text.slice(0, range.index).trim() === '' && !l.text.includes(':');
    if (opensWithDates && fields[i + 1] && fields[i + 1]?.kind !== 'dates') {
      flush();
      const rest = trimSeparators(removeRange(l.text, range).replace(/\t+/g, ' '));
      entry = { first: l, values: { dates: l.text.slice(range.index, range.index + range.length) }, more: [], rest: rest === '' ? undefined : rest };
      return;
    }
    if (!f) {
      if (entry) entry.more.push(l.text);
      else out.push(l);
      return;
    }
    // a field already given starts the next entry ("Empresa:" again)
    if (entry && entry.values[f.kind] !== undefined) flush();
    entry ??= { first: l, values: {}, more: [] };
    entry.values[f.kind] = f.value;
  });
  flush();
  return out;
}

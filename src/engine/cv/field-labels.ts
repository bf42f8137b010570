/**
 * Experience entries written as labelled fields, one a line ("Empresa: Mercadona S.A." / "Puesto:
 * Jefa de sección" / "Fechas: marzo 2017 – actualidad" / "Funciones: …"), as forms and the older
 * Europass CV print them. The labels are read in the 21 CV languages and each entry is rewritten in
 * the shape the entry rules read everywhere: "Title ⇥ dates", then the employer, then the duties as
 * bullets. A section without such fields is returned as it is.
 */
import { lexKey } from './lexicon/all';
import type { Line } from './read/types';

type FieldKind = 'employer' | 'position' | 'dates' | 'duties' | 'sector' | 'location';

// folded (lexKey) labels per field; "name and address of employer" and the like are Europass's own
const LABELS: Record<FieldKind, readonly string[]> = {
  employer: [
    'employer', 'company', 'organisation', 'organization', 'name and address of employer', 'name of employer', 'arbeitgeber', 'firma',
    'unternehmen', 'name und adresse des arbeitgebers', 'employeur', 'entreprise', 'societe', 'nom et adresse de l employeur', 'empresa',
    'empleador', 'nombre y direccion del empleador', 'azienda', 'datore di lavoro', 'societa', 'nome e indirizzo del datore di lavoro',
    'werkgever', 'bedrijf', 'organisatie', 'naam en adres van de werkgever', 'entidade', 'empregador', 'entidade empregadora',
    'nome e morada do empregador', 'pracodawca', 'nazwa pracodawcy', 'nazwa i adres pracodawcy', 'arbetsgivare', 'foretag', 'arbejdsgiver',
    'virksomhed', 'arbeidsgiver', 'tyonantaja', 'yritys', 'zamestnavatel', 'jmeno a adresa zamestnavatele', 'zamestnavatel', 'angajator',
    'numele si adresa angajatorului', 'munkaltato', 'ceg', 'poslodavac', 'tvrtka', 'ime i adresa poslodavca', 'delodajalec', 'podjetje',
    'darbdavys', 'imone', 'darba devejs', 'uznemums', 'tooandja', 'ettevote',
  ],
  position: [
    'position', 'job title', 'title', 'role', 'occupation or position held', 'position held', 'function', 'beruf', 'funktion', 'stelle',
    'berufsbezeichnung', 'ausgeubte tatigkeit oder position', 'poste', 'fonction', 'intitule du poste', 'profession ou poste occupe', 'puesto',
    'cargo', 'ocupacion o puesto desempenado', 'puesto desempenado', 'posizione', 'ruolo', 'mansione', 'qualifica',
    'lavoro o posizione ricoperti', 'functie', 'rol', 'beroep of functie', 'funcao', 'posicao', 'funcao ou cargo ocupado', 'stanowisko',
    'zajmowane stanowisko', 'befattning', 'tjanst', 'roll', 'stilling', 'titel', 'tehtava', 'nimike', 'pozice', 'funkce', 'pracovni pozice',
    'povolani nebo pozice', 'pozicia', 'funkcia', 'pracovna pozicia', 'functie ocupata', 'functia sau postul ocupat', 'post', 'pozicio',
    'munkakor', 'beosztas', 'radno mjesto', 'pozicija', 'delovno mesto', 'pareigos', 'amats', 'ametikoht',
  ],
  dates: [
    'dates', 'date', 'period', 'from to', 'periode', 'zeitraum', 'dauer', 'fechas', 'periodo', 'data', 'date', 'okres', 'daty', 'tidsperiod',
    'ajanjakso', 'aika', 'obdobi', 'obdobie', 'perioada', 'idoszak', 'idotartam', 'razdoblje', 'obdobje', 'laikotarpis', 'periods', 'periood',
    'aeg',
  ],
  duties: [
    'main activities and responsibilities', 'responsibilities', 'duties', 'tasks', 'achievements', 'hauptaufgaben', 'aufgaben', 'tatigkeiten',
    'wichtigste tatigkeiten und zustandigkeiten', 'verantwortlichkeiten', 'missions', 'activites', 'principales activites et responsabilites',
    'taches', 'funciones', 'tareas', 'responsabilidades', 'principales actividades y responsabilidades', 'mansioni', 'attivita', 'compiti',
    'principali attivita e responsabilita', 'taken', 'verantwoordelijkheden', 'werkzaamheden', 'belangrijkste taken en verantwoordelijkheden',
    'funcoes', 'atividades', 'tarefas', 'principais atividades e responsabilidades', 'obowiazki', 'zakres obowiazkow', 'arbetsuppgifter',
    'ansvar', 'arbejdsopgaver', 'opgaver', 'arbeidsoppgaver', 'tehtavat', 'vastuut', 'napln prace', 'pracovni napln', 'napln', 'atributii',
    'responsabilitati', 'feladatok', 'feladatkor', 'zadaci', 'odgovornosti', 'naloge', 'atsakomybes', 'pienakumi', 'ulesanded', 'tooulesanded',
  ],
  sector: [
    'type of business or sector', 'business or sector', 'sector', 'industry', 'branche', 'art oder branche des unternehmens',
    'secteur d activite', 'type ou secteur d activite', 'tipo de empresa o sector', 'settore', 'tipo di azienda o settore', 'setor',
    'tipo de empresa ou setor', 'branza', 'bransch', 'toimiala', 'obor', 'odvetvie', 'sector de activitate', 'agazat', 'djelatnost',
    'dejavnost', 'sektorius', 'nozare', 'valdkond',
  ],
  location: ['location', 'place', 'ort', 'arbeitsort', 'lieu', 'lugar', 'localidad', 'luogo', 'sede', 'plaats', 'locatie', 'local', 'miejsce', 'sted', 'paikka', 'misto', 'miesto', 'helyszin', 'mjesto', 'kraj', 'vieta', 'asukoht'],
};

const LABEL_INDEX = new Map<string, FieldKind>();
for (const [kind, labels] of Object.entries(LABELS) as [FieldKind, readonly string[]][]) for (const l of labels) if (!LABEL_INDEX.has(l)) LABEL_INDEX.set(l, kind);

/** "Puesto: Jefa de sección" → the field and its value, or null. */
export function fieldOf(text: string): { kind: FieldKind; value: string } | null {
  const m = /^([^:\t]{2,60})[:\t]\s*(\S.*)$/u.exec(text.replace(/^[•·▪-]\s*/u, '').trim());
  if (!m) return null;
  const kind = LABEL_INDEX.get(lexKey(m[1]));
  return kind ? { kind, value: m[2].trim() } : null;
}

interface Fields {
  first: Line;
  values: Partial<Record<FieldKind, string>>;
  more: string[];
}

/** The section's lines, with entries written as labelled fields rewritten; others unchanged. */
export function resolveFieldLabels(lines: readonly Line[]): readonly Line[] {
  const fields = lines.map((l) => fieldOf(l.text));
  const kinds = new Set(fields.flatMap((f) => (f ? [f.kind] : [])));
  // at least an employer or a position field, beside one other, before anything is rewritten
  if (!(kinds.has('employer') || kinds.has('position')) || fields.filter((f) => f !== null).length < 2) return lines;
  const out: Line[] = [];
  let entry: Fields | null = null;
  const flush = (): void => {
    if (!entry) return;
    const { first, values, more } = entry;
    const line = (text: string): Line => ({ ...first, text, heading: false, bold: false });
    const head = [values.position ?? values.employer, values.dates].filter((v) => v !== undefined).join('\t');
    if (head !== '') out.push(line(head));
    if (values.position !== undefined && values.employer !== undefined) out.push(line(values.location ? `${values.employer}, ${values.location}` : values.employer));
    for (const text of [values.duties, ...more]) if (text) out.push(line(/^[•·▪-]\s/u.test(text) ? text : `• ${text}`));
    entry = null;
  };
  lines.forEach((l, i) => {
    const f = fields[i];
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

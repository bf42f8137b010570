// ../../tmp/prof/an.mts
import fs from "node:fs";
import path from "node:path";

// src/engine/cv/text.ts
var NOT_ASCII = /[^\x00-\x7f]/;
var memos = [];
var MEMO_LIMIT = 2e4;
function memoize(fn) {
  const cache = /* @__PURE__ */ new Map();
  memos.push(cache);
  return (text) => {
    const hit = cache.get(text);
    if (hit !== void 0 || cache.has(text)) return hit;
    if (cache.size >= MEMO_LIMIT) cache.clear();
    const value = fn(text);
    cache.set(text, value);
    return value;
  };
}
function forgetMemos() {
  for (const cache of memos) cache.clear();
}
function fold(text) {
  if (!NOT_ASCII.test(text)) return text.toLowerCase();
  return text.normalize("NFKD").replace(/\p{M}/gu, "").replace(/ß/g, "ss").replace(/[øØ]/g, "o").replace(/æ/g, "ae").replace(/œ/g, "oe").replace(/[łŁ]/g, "l").toLowerCase();
}
var words = memoize(
  (text) => fold(text).split(/[^\p{L}\p{N}]+/u).filter((w) => w !== "")
);
var BULLET_RE = /^[\s]*(?:[-–—•·*▪●■◦►▶➢✓✔○□◆◇]|\d{1,2}[.)])\s+/u;
function isBullet(text) {
  return BULLET_RE.test(text);
}
function stripBullet(text) {
  return text.replace(BULLET_RE, "").trim();
}
function stripLeadingSymbols(text) {
  return text.replace(/^[^\p{L}\p{N}+(@"'«]+/u, "").trim();
}
function collapseLetterSpacing(text) {
  const t = text.trim();
  if (!/^(?:\p{L}[ \u00a0]{1,2}){2,}\p{L}(?:[ \u00a0]{2,}(?:\p{L}[ \u00a0]{1,2})*\p{L})*$/u.test(t)) return t;
  return t.split(/[ \u00a0]{2,}/u).map((w) => w.replace(/[ \u00a0]/g, "")).join(" ");
}
function trimTrailing(text, chars) {
  let end = text.length;
  while (end > 0 && chars.test(text[end - 1])) end--;
  return text.slice(0, end);
}
function replaceParenthesized(text, replacement, absorbSpace = false) {
  let out = "";
  let i = 0;
  for (; ; ) {
    const open = text.indexOf("(", i);
    if (open < 0) break;
    const close = text.indexOf(")", open);
    if (close < 0) break;
    const before = text.slice(i, open);
    out += (absorbSpace ? before.trimEnd() : before) + replacement;
    i = close + 1;
    if (absorbSpace) while (i < text.length && /\s/.test(text[i])) i++;
  }
  return out + text.slice(i);
}
function trimSeparators(text) {
  return trimTrailing(text.replace(/^[\s\t,;:|·•–—\-/()]+/u, ""), /[\s,;:|·•–—\-/(]/u).replace(/\(\s*\)/g, "").replace(/\s{2,}/g, " ").trim();
}
function splitTopLevel(text, separators) {
  const out = [];
  let depth = 0;
  let current = "";
  for (const ch of text) {
    if (ch === "(" || ch === "[") depth++;
    else if ((ch === ")" || ch === "]") && depth > 0) depth--;
    if (depth === 0 && separators.test(ch)) {
      out.push(current);
      current = "";
    } else current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter((s) => s !== "");
}

// src/engine/cv/roles.ts
var ROLE_WORDS = /* @__PURE__ */ new Set([
  // English
  "engineer",
  "developer",
  "manager",
  "designer",
  "researcher",
  "consultant",
  "analyst",
  "scientist",
  "director",
  "officer",
  "specialist",
  "assistant",
  "intern",
  "lead",
  "leader",
  "head",
  "architect",
  "accountant",
  "advisor",
  "adviser",
  "coordinator",
  "administrator",
  "technician",
  "teacher",
  "nurse",
  "doctor",
  "lawyer",
  "recruiter",
  "associate",
  "representative",
  "agent",
  "clerk",
  "driver",
  "cook",
  "waiter",
  "waitress",
  "cashier",
  "supervisor",
  "executive",
  "controller",
  "auditor",
  "editor",
  "writer",
  "planner",
  "buyer",
  "trainer",
  "tutor",
  "lecturer",
  "professor",
  "pharmacist",
  "electrician",
  "mechanic",
  "welder",
  "plumber",
  "carpenter",
  "midwife",
  "paramedic",
  "secretary",
  "receptionist",
  "steward",
  "stewardess",
  "attendant",
  "worker",
  "apprentice",
  "trainee",
  "volunteer",
  "operator",
  "owner",
  "founder",
  "cofounder",
  "president",
  "strategist",
  "programmer",
  "tester",
  "physiotherapist",
  "therapist",
  "psychologist",
  "surgeon",
  "dentist",
  "caregiver",
  "educator",
  "instructor",
  "coach",
  "bartender",
  "barista",
  "housekeeper",
  "porter",
  "concierge",
  "salesperson",
  "storekeeper",
  "warehouse",
  "dispatcher",
  "pilot",
  "ceo",
  "cto",
  "cfo",
  "coo",
  "cio",
  "vp",
  "freelancer",
  "freelance",
  "student",
  "graduate",
  // German
  "geschaftsfuhrer",
  "geschaftsfuhrerin",
  "leiter",
  "leiterin",
  "managerin",
  "entwickler",
  "entwicklerin",
  "berater",
  "beraterin",
  "ingenieur",
  "ingenieurin",
  "referent",
  "referentin",
  "kaufmann",
  "kauffrau",
  "sachbearbeiter",
  "sachbearbeiterin",
  "mitarbeiter",
  "mitarbeiterin",
  "teamleiter",
  "teamleiterin",
  "disponent",
  "disponentin",
  "lehrer",
  "lehrerin",
  "pfleger",
  "pflegerin",
  "krankenschwester",
  "arzt",
  "arztin",
  "verkaufer",
  "verkauferin",
  "buchhalter",
  "buchhalterin",
  "techniker",
  "technikerin",
  "praktikant",
  "praktikantin",
  "werkstudent",
  "werkstudentin",
  "auszubildender",
  "auszubildende",
  "koch",
  "kochin",
  "fahrer",
  "fahrerin",
  "elektriker",
  "mechaniker",
  "vertriebsleiter",
  "assistentin",
  "sekretarin",
  "inhaber",
  "inhaberin",
  "grunder",
  "grunderin",
  // French
  "directeur",
  "directrice",
  "ingenieur",
  "charge",
  "chargee",
  "assistante",
  "conseiller",
  "conseillere",
  "vendeur",
  "vendeuse",
  "serveur",
  "serveuse",
  "cuisinier",
  "cuisiniere",
  "comptable",
  "infirmier",
  "infirmiere",
  "enseignant",
  "enseignante",
  "professeur",
  "responsable",
  "chef",
  "stagiaire",
  "technicien",
  "technicienne",
  "kinesitherapeute",
  "masseur",
  "developpeur",
  "developpeuse",
  "consultante",
  "gestionnaire",
  "animateur",
  "animatrice",
  "redacteur",
  // Spanish
  "gerente",
  "director",
  "directora",
  "analista",
  "tecnico",
  "tecnica",
  "asistente",
  "administrativo",
  "administrativa",
  "enfermero",
  "enfermera",
  "profesor",
  "profesora",
  "camarero",
  "camarera",
  "cocinero",
  "cocinera",
  "contable",
  "consultor",
  "consultora",
  "vendedor",
  "vendedora",
  "ingeniero",
  "ingeniera",
  "desarrollador",
  "desarrolladora",
  "jefe",
  "jefa",
  "coordinador",
  "coordinadora",
  "becario",
  "becaria",
  "responsable",
  // Italian
  "direttore",
  "direttrice",
  "responsabile",
  "impiegato",
  "impiegata",
  "insegnante",
  "infermiere",
  "infermiera",
  "cuoco",
  "cuoca",
  "cameriere",
  "cameriera",
  "consulente",
  "commesso",
  "commessa",
  "contabile",
  "sviluppatore",
  "sviluppatrice",
  "tirocinante",
  "addetto",
  "addetta",
  "ragioniere",
  "ragioniera",
  "progettista",
  // Dutch
  "medewerker",
  "medewerkster",
  "leidinggevende",
  "verpleegkundige",
  "docent",
  "adviseur",
  "monteur",
  "chauffeur",
  "verkoper",
  "teamleider",
  "projectmanager",
  "projectleider",
  "ontwikkelaar",
  "beleidsmedewerker",
  "stagiair",
  "boekhouder",
  "directeur",
  "eigenaar",
  "oprichter"
]);
var LONG_ROLE_WORDS = new Set([...ROLE_WORDS].filter((r) => r.length >= 6));
var LONGEST_ROLE_WORD = [...ROLE_WORDS].reduce((max, r) => Math.max(max, r.length), 0);
function endsWithOneOf(word, endings, longest) {
  for (let n = 6; n <= Math.min(word.length, longest); n++) if (endings.has(word.slice(-n))) return true;
  return false;
}
var ORG_RE = /\b(?:gmbh|ag|kg|se|ev|ug|ltd|limited|llc|llp|plc|inc|corp|corporation|sa|sas|sarl|srl|spa|sl|bv|nv|aps|ab|oy|group|gruppe|gruppo|grupo|groep|bank|banks|banca|banco|sparkasse|university|universitat|universite|universidad|universita|universiteit|hochschule|hospital|klinik|klinikum|clinic|clinique|ziekenhuis|ospedale|school|schule|ecole|escuela|scuola|college|company|agency|agentur|agence|agencia|ministry|ministerium|ministere|ministerio|council|institute|institut|instituto|istituto|foundation|stiftung|fondation|fundacion|fondazione|stichting|association|verein|hotel|hotels|restaurant|airlines|insurance|versicherung|assurances|stores|retail|solutions|technologies|systems|labs|consulting|services|holding|gemeente|stadt|ville|ayuntamiento|comune)\b/u;
function hasRoleWord(text) {
  return words(text).some((w) => ROLE_WORDS.has(w) || endsWithOneOf(w, LONG_ROLE_WORDS, LONGEST_ROLE_WORD));
}
var LEGAL_FORM_RE = /(?:^|[\s,])(?:AS|ASA|A\/S|ApS|AB|Oy|Oyj|a\.\s?s\.|s\.\s?r\.\s?o\.|spol\.|Kft\.?|Zrt\.?|Nyrt\.?|Bt\.|d\.\s?o\.\s?o\.|d\.\s?d\.|UAB|AB|SIA|OÜ|AS|Lda\.?|Ltda\.?|S\.A\.|SRL|S\.R\.L\.|Sp\.\s?z\s?o\.\s?o\.|sp\.\s?z\s?o\.\s?o\.|S\.C\.|s\.c\.|sp\.\s?j\.|k\.s\.|v\.o\.s\.|S\.p\.A\.|SpA|S\.L\.|SL|NV|BV|N\.V\.|B\.V\.|EIRL|SARL|SAS|SASU|GmbH|AG|KG|e\.V\.|Ky|Tmi|Ay|s\.\s?p\.|j\.\s?d\.\s?o\.\s?o\.|d\.\s?n\.\s?o\.|k\.\s?d\.|I\/S|IVS|ANS|DA|ENK|HB|KB|VšĮ|IĮ|TÜ|FIE|e\.U\.|OG|GbR|PartG|eG|VOF)(?=$|[\s,.;)])/u;
function looksLikeOrganisation(text) {
  return ORG_RE.test(fold(text).replace(/[.&]/g, "")) || LEGAL_FORM_RE.test(text);
}

// src/engine/cv/lexicon/cs.ts
var cs = {
  code: "cs",
  headings: {
    experience: ["pracovn\xED zku\u0161enosti", "praxe", "profesn\xED zku\u0161enosti", "pracovn\xED praxe", "zam\u011Bstn\xE1n\xED", "odborn\xE1 praxe", "pracovn\xED historie", "profesn\xED praxe"],
    education: ["vzd\u011Bl\xE1n\xED", "studium", "vzd\u011Bl\xE1n\xED a kurzy"],
    skills: ["dovednosti", "znalosti", "odborn\xE9 znalosti", "po\u010D\xEDta\u010Dov\xE9 znalosti", "schopnosti", "kompetence", "dal\u0161\xED dovednosti", "schopnosti a dovednosti"],
    languages: ["jazyky", "jazykov\xE9 znalosti", "jazykov\xE9 dovednosti", "ciz\xED jazyky"],
    summary: ["profil", "shrnut\xED", "o mn\u011B", "osobn\xED profil", "profesn\xED profil", "c\xEDl"],
    contact: ["osobn\xED \xFAdaje", "kontakt", "kontaktn\xED \xFAdaje"],
    certifications: ["certifik\xE1ty", "certifik\xE1ty a osv\u011Bd\u010Den\xED", "kurzy", "\u0161kolen\xED", "osv\u011Bd\u010Den\xED", "kurzy a \u0161kolen\xED"],
    interests: ["z\xE1jmy", "kon\xED\u010Dky", "z\xE1liby"],
    projects: ["projekty"],
    publications: ["publikace"],
    awards: ["ocen\u011Bn\xED"],
    references: ["reference"],
    volunteering: ["dobrovolnictv\xED"]
  },
  documentTitles: ["\u017Eivotopis", "strukturovan\xFD \u017Eivotopis", "profesn\xED \u017Eivotopis"],
  months: [
    ["leden", "ledna"],
    ["\xFAnor", "\xFAnora"],
    ["b\u0159ezen", "b\u0159ezna"],
    ["duben", "dubna"],
    ["kv\u011Bten", "kv\u011Btna"],
    ["\u010Derven", "\u010Dervna"],
    ["\u010Dervenec", "\u010Dervence"],
    ["srpen", "srpna"],
    ["z\xE1\u0159\xED"],
    ["\u0159\xEDjen", "\u0159\xEDjna"],
    ["listopadu"],
    ["prosinec", "prosince"]
  ],
  seasons: ["l\xE9to", "zima", "jaro", "podzim"],
  present: ["sou\u010Dasnost", "dosud", "doposud", "nyn\xED", "trv\xE1", "dodnes", "sou\u010Dasnosti"],
  since: ["od", "od roku"],
  rangeWords: ["do"],
  degrees: ["ing", "mgr", "bc", "phdr", "judr", "mudr", "rndr", "titul", "maturita", "bakal\xE1\u0159", "magistr", "in\u017Een\xFDr", "v\xFDu\u010Dn\xED list"],
  languageNames: {
    English: ["angli\u010Dtina", "anglick\xFD", "anglicky"],
    German: ["n\u011Bm\u010Dina", "n\u011Bmeck\xFD", "n\u011Bmecky"],
    French: ["francouz\u0161tina"],
    Spanish: ["\u0161pan\u011Bl\u0161tina"],
    Italian: ["ital\u0161tina"],
    Russian: ["ru\u0161tina"],
    Polish: ["pol\u0161tina"],
    Czech: ["\u010De\u0161tina", "\u010Desk\xFD"],
    Slovak: ["sloven\u0161tina"],
    Portuguese: ["portugal\u0161tina"],
    Hungarian: ["ma\u010Far\u0161tina"],
    Ukrainian: ["ukrajin\u0161tina"],
    Chinese: ["\u010D\xEDn\u0161tina"],
    Dutch: ["nizozem\u0161tina"]
  },
  native: ["rodil\xFD mluv\u010D\xED", "mate\u0159sk\xFD jazyk", "mate\u0159\u0161tina", "rodn\xFD jazyk"],
  levels: ["pokro\u010Dil\xFD", "z\xE1klady", "z\xE1kladn\xED", "plynn\u011B", "plynul\xFD", "pasivn\u011B", "aktivn\u011B", "st\u0159edn\u011B pokro\u010Dil\xFD", "za\u010D\xE1te\u010Dn\xEDk"],
  nameLabels: { full: ["jm\xE9no a p\u0159\xEDjmen\xED"], given: ["jm\xE9no"], family: ["p\u0159\xEDjmen\xED"] }
};

// src/engine/cv/lexicon/da.ts
var da = {
  code: "da",
  headings: {
    experience: ["erhvervserfaring", "arbejdserfaring", "erfaring", "besk\xE6ftigelse", "ans\xE6ttelser"],
    education: ["uddannelse", "uddannelser"],
    skills: ["kompetencer", "f\xE6rdigheder", "kvalifikationer", "it-kompetencer", "faglige kompetencer", "it-kundskaber"],
    languages: ["sprog", "sprogkundskaber"],
    summary: ["profil", "resum\xE9", "om mig"],
    contact: ["kontakt", "kontaktoplysninger", "personlige oplysninger", "personlige data"],
    certifications: ["certifikater", "kurser", "efteruddannelse", "certificeringer"],
    interests: ["interesser", "fritidsinteresser", "fritid"],
    projects: ["projekter"],
    publications: ["publikationer"],
    awards: ["priser"],
    references: ["referencer"],
    volunteering: ["frivilligt arbejde", "tillidshverv"]
  },
  documentTitles: ["curriculum vitae", "cv"],
  months: [["januar"], ["februar"], ["marts"], ["april"], ["maj"], ["juni"], ["juli"], ["august"], ["september"], ["oktober"], ["november"], ["december"]],
  seasons: ["sommer", "vinter", "for\xE5r", "efter\xE5r"],
  present: ["d.d.", "i dag", "nuv\xE6rende", "igangv\xE6rende", "nu", "til nu", "dags dato"],
  since: ["siden", "fra"],
  rangeWords: ["til"],
  degrees: ["kandidat", "cand", "bachelor", "ingeni\xF8r", "studentereksamen", "hhx", "htx", "stx", "erhvervsuddannelse", "akademiuddannelse", "professionsbachelor"],
  languageNames: {
    English: ["engelsk"],
    German: ["tysk"],
    French: ["fransk"],
    Spanish: ["spansk"],
    Italian: ["italiensk"],
    Russian: ["russisk"],
    Danish: ["dansk"],
    Swedish: ["svensk"],
    Norwegian: ["norsk"],
    Finnish: ["finsk"],
    Polish: ["polsk"],
    Arabic: ["arabisk"]
  },
  native: ["modersm\xE5l"],
  levels: ["flydende", "godt", "grundl\xE6ggende", "forhandlingsniveau", "begynder"],
  nameLabels: { full: ["navn"], given: ["fornavn"], family: ["efternavn"] }
};

// src/engine/cv/lexicon/et.ts
var et = {
  code: "et",
  headings: {
    experience: ["t\xF6\xF6kogemus", "t\xF6\xF6kogemused", "erialane kogemus", "kogemus"],
    education: ["haridus", "haridusk\xE4ik", "\xF5pingud"],
    skills: ["oskused", "p\xE4devused", "arvutioskus", "arvutioskused", "teadmised"],
    languages: ["keeled", "keeleoskus", "keelteoskus", "v\xF5\xF5rkeeled"],
    summary: ["profiil", "minust", "kokkuv\xF5te"],
    contact: ["isikuandmed", "kontakt", "kontaktandmed"],
    certifications: ["sertifikaadid", "koolitused", "kursused", "t\xE4iendkoolitus"],
    interests: ["huvid", "hobid", "huvialad"],
    projects: ["projektid"],
    awards: ["tunnustused"]
  },
  documentTitles: ["elulookirjeldus", "cv"],
  months: [["jaanuar"], ["veebruar"], ["m\xE4rts"], ["aprill"], ["mai"], ["juuni"], ["juuli"], ["august"], ["september"], ["oktoober"], ["november"], ["detsember"]],
  seasons: ["suvi", "talv", "kevad", "s\xFCgis"],
  present: ["praegu", "t\xE4naseni", "kuni praeguseni", "hetkel", "praeguseni", "kestab"],
  since: ["alates"],
  rangeWords: ["kuni"],
  degrees: ["bakalaureus", "bakalaureusekraad", "magister", "magistrikraad", "doktor", "keskharidus", "k\xF5rgharidus", "rakendusk\xF5rgharidus", "kutse\xF5pe", "kutseharidus", "kutsetunnistus", "l\xF5putunnistus", "keskeriharidus", "p\xF5hiharidus", "\xFCldkeskharidus", "diplom"],
  languageNames: {
    English: ["inglise"],
    German: ["saksa"],
    French: ["prantsuse"],
    Spanish: ["hispaania"],
    Italian: ["itaalia"],
    Russian: ["vene"],
    Estonian: ["eesti"],
    Finnish: ["soome"],
    Latvian: ["l\xE4ti"],
    Lithuanian: ["leedu"],
    Swedish: ["rootsi"]
  },
  native: ["emakeel"],
  levels: ["k\xF5rgtase", "kesktase", "algtase", "vabalt", "hea"],
  nameLabels: { full: ["ees- ja perekonnanimi", "nimi"], given: ["eesnimi"], family: ["perekonnanimi"] }
};

// src/engine/cv/lexicon/fi.ts
var kuu = (stem) => [`${stem}kuu`, `${stem}kuuta`, `${stem}kuussa`, stem];
var fi = {
  code: "fi",
  headings: {
    experience: ["ty\xF6kokemus", "ty\xF6historia", "ty\xF6ura", "kokemus"],
    education: ["koulutus", "opinnot", "tutkinnot", "koulutus ja tutkinnot"],
    skills: ["osaaminen", "taidot", "ammattitaito", "tietotekniset taidot", "atk-taidot", "erityisosaaminen", "vahvuudet", "tietotekniikka"],
    languages: ["kielitaito", "kielet"],
    summary: ["profiili", "tiivistelm\xE4", "esittely", "minusta"],
    contact: ["yhteystiedot", "henkil\xF6tiedot"],
    certifications: ["sertifikaatit", "kurssit", "lis\xE4koulutus", "t\xE4ydennyskoulutus", "p\xE4tevyydet"],
    interests: ["harrastukset", "kiinnostuksen kohteet"],
    projects: ["projektit"],
    publications: ["julkaisut"],
    awards: ["palkinnot"],
    references: ["suosittelijat"],
    volunteering: ["luottamusteht\xE4v\xE4t", "vapaaehtoisty\xF6"]
  },
  documentTitles: ["ansioluettelo", "cv"],
  months: [
    kuu("tammi"),
    kuu("helmi"),
    kuu("maalis"),
    kuu("huhti"),
    kuu("touko"),
    ["kes\xE4kuu", "kes\xE4kuuta", "kes\xE4kuussa"],
    kuu("hein\xE4"),
    kuu("elo"),
    kuu("syys"),
    kuu("loka"),
    kuu("marras"),
    kuu("joulu")
  ],
  seasons: ["kes\xE4", "talvi", "kev\xE4t", "syksy", "kes\xE4ll\xE4"],
  present: ["nyky\xE4\xE4n", "nyt", "jatkuu", "t\xE4h\xE4n asti", "toistaiseksi", "nykyhetki", "nykyinen", "t\xE4h\xE4n p\xE4iv\xE4\xE4n"],
  since: [],
  sinceAfter: ["alkaen", "l\xE4htien"],
  degrees: ["tradenomi", "insin\xF6\xF6ri", "amk", "yamk", "kandidaatti", "maisteri", "ylioppilastutkinto", "ylioppilas", "tohtori", "diplomi-insin\xF6\xF6ri", "ammattitutkinto", "perustutkinto", "lisensiaatti"],
  languageNames: {
    English: ["englanti"],
    German: ["saksa"],
    French: ["ranska"],
    Spanish: ["espanja"],
    Italian: ["italia"],
    Russian: ["ven\xE4j\xE4"],
    Finnish: ["suomi"],
    Swedish: ["ruotsi"],
    Norwegian: ["norja"],
    Danish: ["tanska"],
    Estonian: ["viro"],
    Portuguese: ["portugali"],
    Polish: ["puola"],
    Chinese: ["kiina"],
    Japanese: ["japani"],
    Dutch: ["hollanti"]
  },
  native: ["\xE4idinkieli"],
  levels: ["erinomainen", "hyv\xE4", "tyydytt\xE4v\xE4", "alkeet", "sujuva", "kohtalainen", "v\xE4ltt\xE4v\xE4"],
  nameLabels: { full: ["nimi"], given: ["etunimi", "etunimet"], family: ["sukunimi"] }
};

// src/engine/cv/lexicon/hr.ts
var hr = {
  code: "hr",
  headings: {
    experience: ["radno iskustvo", "iskustvo", "profesionalno iskustvo", "radna iskustva"],
    education: ["obrazovanje", "obrazovanje i osposobljavanje", "\u0161kolovanje"],
    skills: ["vje\u0161tine", "kompetencije", "znanja", "ra\u010Dunalne vje\u0161tine", "osobne vje\u0161tine", "digitalne vje\u0161tine", "vje\u0161tine i kompetencije"],
    languages: ["jezici", "strani jezici", "poznavanje jezika", "jezi\u010Dne vje\u0161tine", "znanje jezika", "znanje stranih jezika"],
    summary: ["profil", "sa\u017Eetak", "o meni"],
    contact: ["osobni podaci", "kontakt", "kontakt podaci"],
    certifications: ["certifikati", "te\u010Dajevi", "edukacije"],
    interests: ["interesi", "hobiji"],
    projects: ["projekti"],
    publications: ["publikacije"],
    awards: ["nagrade"],
    volunteering: ["volontiranje"]
  },
  documentTitles: ["\u017Eivotopis"],
  months: [
    ["sije\u010Danj", "sije\u010Dnja"],
    ["velja\u010Da", "velja\u010De"],
    ["o\u017Eujak", "o\u017Eujka"],
    ["travanj", "travnja"],
    ["svibanj", "svibnja"],
    ["lipanj", "lipnja"],
    ["srpanj", "srpnja"],
    ["kolovoz", "kolovoza"],
    ["rujan", "rujna"],
    [],
    ["studeni", "studenog", "studenoga"],
    ["prosinac", "prosinca"]
  ],
  seasons: ["ljeto", "zima", "prolje\u0107e", "jesen"],
  present: ["danas", "sada", "trenutno", "do danas", "i dalje", "sada\u0161njost", "jo\u0161 traje"],
  since: ["od"],
  rangeWords: ["do"],
  degrees: ["magistar", "magistra", "prvostupnik", "prvostupnica", "diploma", "mag", "bacc", "doktor", "srednja \u0161kola"],
  languageNames: {
    English: ["engleski"],
    German: ["njema\u010Dki"],
    French: ["francuski"],
    Spanish: ["\u0161panjolski"],
    Italian: ["talijanski"],
    Russian: ["ruski"],
    Croatian: ["hrvatski"],
    Serbian: ["srpski"],
    Slovenian: ["slovenski"],
    Hungarian: ["ma\u0111arski"]
  },
  native: ["materinski jezik", "materinski"],
  levels: ["te\u010Dno", "napredno", "osnovno", "aktivno", "pasivno", "srednje"],
  nameLabels: { full: ["ime i prezime"], given: ["ime"], family: ["prezime"] }
};

// src/engine/cv/lexicon/hu.ts
var hu = {
  code: "hu",
  headings: {
    experience: ["szakmai tapasztalat", "munkatapasztalat", "munkahelyek", "tapasztalat", "kor\xE1bbi munkahelyek", "szakmai tapasztalatok"],
    education: ["tanulm\xE1nyok", "v\xE9gzetts\xE9g", "iskolai v\xE9gzetts\xE9g", "oktat\xE1s", "k\xE9pzetts\xE9g"],
    skills: ["k\xE9szs\xE9gek", "kompetenci\xE1k", "ismeretek", "sz\xE1m\xEDt\xF3g\xE9pes ismeretek", "szakmai ismeretek", "k\xE9pess\xE9gek", "informatikai ismeretek"],
    languages: ["nyelvtud\xE1s", "nyelvek", "nyelvismeret", "idegen nyelvek", "idegennyelv-tud\xE1s"],
    summary: ["profil", "\xF6sszefoglal\xF3", "bemutatkoz\xE1s", "szakmai profil", "r\xF3lam", "c\xE9lkit\u0171z\xE9s"],
    contact: ["szem\xE9lyes adatok", "el\xE9rhet\u0151s\xE9g", "el\xE9rhet\u0151s\xE9gek", "kapcsolat"],
    certifications: ["tan\xFAs\xEDtv\xE1nyok", "k\xE9pes\xEDt\xE9sek", "tanfolyamok", "k\xE9pz\xE9sek"],
    interests: ["\xE9rdekl\u0151d\xE9si k\xF6r", "hobbi", "hobbik", "szabadid\u0151"],
    projects: ["projektek"],
    publications: ["publik\xE1ci\xF3k"],
    awards: ["d\xEDjak"],
    references: ["referenci\xE1k"],
    volunteering: ["\xF6nk\xE9ntes munka"]
  },
  documentTitles: ["\xF6n\xE9letrajz", "szakmai \xF6n\xE9letrajz"],
  months: [
    ["janu\xE1r"],
    ["febru\xE1r", "febr"],
    ["m\xE1rcius", "m\xE1rc"],
    ["\xE1prilis", "\xE1pr"],
    ["m\xE1jus", "m\xE1j"],
    ["j\xFAnius", "j\xFAn"],
    ["j\xFAlius", "j\xFAl"],
    ["augusztus"],
    ["szeptember", "szept"],
    ["okt\xF3ber"],
    ["november"],
    ["december"]
  ],
  seasons: ["ny\xE1r", "t\xE9l", "tavasz", "\u0151sz", "ny\xE1ron"],
  present: ["jelenleg", "jelen", "napjainkig", "folyamatban", "mostan\xE1ig", "jelenlegi", "m\xE1ig"],
  since: [],
  sinceAfter: ["\xF3ta", "t\xF3l", "t\u0151l", "kezdve"],
  degrees: ["diploma", "alapk\xE9pz\xE9s", "mesterk\xE9pz\xE9s", "\xE9retts\xE9gi", "oklev\xE9l", "szakk\xF6z\xE9piskola", "doktori"],
  languageNames: {
    English: ["angol"],
    German: ["n\xE9met"],
    French: ["francia"],
    Spanish: ["spanyol"],
    Italian: ["olasz"],
    Russian: ["orosz"],
    Hungarian: ["magyar"],
    Romanian: ["rom\xE1n"],
    Polish: ["lengyel"],
    Slovak: ["szlov\xE1k"],
    Czech: ["cseh"],
    Croatian: ["horv\xE1t"],
    Portuguese: ["portug\xE1l"]
  },
  native: ["anyanyelv", "anyanyelvi", "anyanyelv\u0171"],
  levels: ["fels\u0151fok", "fels\u0151fok\xFA", "k\xF6z\xE9pfok", "k\xF6z\xE9pfok\xFA", "alapfok", "alapfok\xFA", "foly\xE9kony", "t\xE1rsalg\xE1si"],
  nameLabels: { full: ["n\xE9v", "teljes n\xE9v"], given: ["keresztn\xE9v", "ut\xF3n\xE9v"], family: ["vezet\xE9kn\xE9v"] }
};

// src/engine/cv/lexicon/lt.ts
var lt = {
  code: "lt",
  headings: {
    experience: ["darbo patirtis", "profesin\u0117 patirtis", "patirtis"],
    education: ["i\u0161silavinimas", "mokslai", "studijos"],
    skills: ["\u012Fg\u016Bd\u017Eiai", "geb\u0117jimai", "kompetencijos", "kompiuteriniai \u012Fg\u016Bd\u017Eiai", "\u017Einios"],
    languages: ["kalbos", "kalb\u0173 \u017Einios", "u\u017Esienio kalbos", "kalb\u0173 mok\u0117jimas"],
    summary: ["profilis", "apie mane", "santrauka"],
    contact: ["asmenin\u0117 informacija", "kontaktai", "asmens duomenys"],
    certifications: ["sertifikatai", "kursai", "mokymai"],
    interests: ["pom\u0117giai", "interesai"],
    projects: ["projektai"],
    awards: ["apdovanojimai"]
  },
  documentTitles: ["gyvenimo apra\u0161ymas"],
  months: [
    ["sausis", "sausio"],
    ["vasaris", "vasario"],
    ["kovas", "kovo"],
    ["balandis", "baland\u017Eio"],
    ["gegu\u017E\u0117", "gegu\u017E\u0117s"],
    ["bir\u017Eelis", "bir\u017Eelio"],
    ["liepa", "liepos"],
    ["rugpj\u016Btis", "rugpj\u016B\u010Dio"],
    ["rugs\u0117jis", "rugs\u0117jo"],
    ["spalis", "spalio"],
    ["lapkritis", "lapkri\u010Dio"],
    ["gruodis", "gruod\u017Eio"]
  ],
  seasons: ["vasara", "\u017Eiema", "pavasaris", "ruduo"],
  present: ["dabar", "iki dabar", "\u0161iuo metu", "dabartis", "dabartinis", "tebesit\u0119sia"],
  since: ["nuo"],
  rangeWords: ["iki"],
  degrees: ["bakalauras", "bakalauro", "magistras", "magistro", "daktaras", "vidurinis"],
  languageNames: {
    English: ["angl\u0173"],
    German: ["vokie\u010Di\u0173"],
    French: ["pranc\u016Bz\u0173"],
    Spanish: ["ispan\u0173"],
    Italian: ["ital\u0173"],
    Russian: ["rus\u0173"],
    Lithuanian: ["lietuvi\u0173"],
    Polish: ["lenk\u0173"],
    Latvian: ["latvi\u0173"]
  },
  native: ["gimtoji", "gimtoji kalba"],
  levels: ["puikiai", "gerai", "pa\u017Eeng\u0119s", "pradedantysis", "vidutini\u0161kai"],
  nameLabels: { full: ["vardas pavard\u0117", "vardas, pavard\u0117"], given: ["vardas"], family: ["pavard\u0117"] }
};

// src/engine/cv/lexicon/lv.ts
var lv = {
  code: "lv",
  headings: {
    experience: ["darba pieredze", "profesion\u0101l\u0101 pieredze", "pieredze"],
    education: ["izgl\u012Bt\u012Bba"],
    skills: ["prasmes", "iema\u0146as", "kompetences", "datorprasmes", "zin\u0101\u0161anas"],
    languages: ["valodas", "valodu zin\u0101\u0161anas", "valodu prasmes", "sve\u0161valodas"],
    summary: ["profils", "par mani", "kopsavilkums"],
    contact: ["personas dati", "kontaktinform\u0101cija", "person\u012Bg\u0101 inform\u0101cija"],
    certifications: ["sertifik\u0101ti", "kursi", "apm\u0101c\u012Bbas"],
    interests: ["intereses", "hobiji", "va\u013Casprieki"],
    projects: ["projekti"],
    awards: ["apbalvojumi"]
  },
  documentTitles: ["dz\u012Bves g\u0101jums", "cv"],
  months: [
    ["janv\u0101ris", "janv\u0101r\u012B"],
    ["febru\u0101ris", "febru\u0101r\u012B"],
    ["marts", "mart\u0101"],
    ["apr\u012Blis", "apr\u012Bl\u012B"],
    ["maijs", "maij\u0101"],
    ["j\u016Bnijs", "j\u016Bnij\u0101"],
    ["j\u016Blijs", "j\u016Blij\u0101"],
    ["augusts", "august\u0101"],
    ["septembris", "septembr\u012B"],
    ["oktobris", "oktobr\u012B"],
    ["novembris", "novembr\u012B"],
    ["decembris", "decembr\u012B"]
  ],
  seasons: ["vasara", "ziema", "pavasaris", "rudens"],
  present: ["\u0161obr\u012Bd", "tagad", "pa\u0161laik", "patlaban", "l\u012Bdz \u0161im", "m\u016Bsdienas", "\u0161im br\u012Bdim", "joproj\u0101m"],
  since: ["kop\u0161"],
  rangeWords: ["l\u012Bdz"],
  degrees: ["bakalaurs", "bakalaura", "ma\u0123istrs", "ma\u0123istra", "doktors", "vid\u0113j\u0101 izgl\u012Bt\u012Bba"],
  languageNames: {
    English: ["ang\u013Cu"],
    German: ["v\u0101cu"],
    French: ["fran\u010Du"],
    Spanish: ["sp\u0101\u0146u"],
    Italian: ["it\u0101\u013Cu"],
    Russian: ["krievu"],
    Latvian: ["latvie\u0161u"],
    Lithuanian: ["lietuvie\u0161u"],
    Estonian: ["igau\u0146u"]
  },
  native: ["dzimt\u0101 valoda", "dzimt\u0101"],
  levels: ["br\u012Bvi", "labi", "pamata", "vid\u0113ji", "teicami"],
  nameLabels: { full: ["v\u0101rds uzv\u0101rds", "v\u0101rds, uzv\u0101rds"], given: ["v\u0101rds"], family: ["uzv\u0101rds"] }
};

// src/engine/cv/lexicon/nb.ts
var nb = {
  code: "nb",
  headings: {
    experience: ["arbeidserfaring", "yrkeserfaring", "erfaring", "praksis"],
    education: ["utdanning", "utdannelse"],
    skills: ["ferdigheter", "kompetanse", "kvalifikasjoner", "it-kompetanse", "n\xF8kkelkvalifikasjoner", "kunnskaper"],
    languages: ["spr\xE5k", "spr\xE5kkunnskaper"],
    summary: ["profil", "sammendrag", "om meg"],
    contact: ["kontakt", "kontaktinformasjon", "personalia", "personlig informasjon"],
    certifications: ["sertifikater", "sertifikater og rettigheter", "kurs", "sertifiseringer", "kurs og sertifiseringer"],
    interests: ["interesser", "fritidsinteresser", "hobbyer"],
    projects: ["prosjekter"],
    publications: ["publikasjoner"],
    awards: ["priser"],
    references: ["referanser"],
    volunteering: ["frivillig arbeid", "verv", "tillitsverv"]
  },
  documentTitles: ["curriculum vitae", "cv"],
  months: [["januar"], ["februar"], ["mars"], ["april"], ["mai"], ["juni"], ["juli"], ["august"], ["september"], ["oktober"], ["november"], ["desember", "des"]],
  seasons: ["sommer", "vinter", "v\xE5r", "h\xF8st", "sommeren"],
  present: ["d.d.", "dags dato", "n\xE5", "i dag", "n\xE5v\xE6rende", "p\xE5g\xE5ende", "til n\xE5", "n\xE5tid"],
  since: ["siden", "fra"],
  rangeWords: ["til"],
  degrees: ["bachelorgrad", "mastergrad", "cand", "ingeni\xF8r", "fagbrev", "vitnem\xE5l", "studiespesialisering"],
  languageNames: {
    English: ["engelsk"],
    German: ["tysk"],
    French: ["fransk"],
    Spanish: ["spansk"],
    Italian: ["italiensk"],
    Russian: ["russisk"],
    Norwegian: ["norsk", "bokm\xE5l", "nynorsk"],
    Swedish: ["svensk"],
    Danish: ["dansk"],
    Finnish: ["finsk"],
    Polish: ["polsk"]
  },
  native: ["morsm\xE5l"],
  levels: ["flytende", "god", "grunnleggende", "meget god"],
  nameLabels: { full: ["navn"], given: ["fornavn"], family: ["etternavn"] }
};

// src/engine/cv/lexicon/pl.ts
var pl = {
  code: "pl",
  headings: {
    experience: ["do\u015Bwiadczenie zawodowe", "do\u015Bwiadczenie", "przebieg pracy zawodowej", "historia zatrudnienia", "przebieg kariery", "praca zawodowa", "zatrudnienie"],
    education: ["wykszta\u0142cenie", "edukacja", "wykszta\u0142cenie i kursy", "przebieg edukacji"],
    skills: ["umiej\u0119tno\u015Bci", "kompetencje", "umiej\u0119tno\u015Bci techniczne", "umiej\u0119tno\u015Bci komputerowe", "znajomo\u015B\u0107 program\xF3w", "umiej\u0119tno\u015Bci twarde", "umiej\u0119tno\u015Bci zawodowe", "kwalifikacje"],
    languages: ["j\u0119zyki", "j\u0119zyki obce", "znajomo\u015B\u0107 j\u0119zyk\xF3w", "znajomo\u015B\u0107 j\u0119zyk\xF3w obcych"],
    summary: ["podsumowanie zawodowe", "podsumowanie", "profil", "profil zawodowy", "o mnie", "cel zawodowy"],
    contact: ["dane osobowe", "dane kontaktowe", "kontakt"],
    certifications: ["kursy i certyfikaty", "certyfikaty", "kursy", "szkolenia", "uprawnienia", "kursy i szkolenia"],
    interests: ["zainteresowania", "hobby", "pasje"],
    projects: ["projekty"],
    publications: ["publikacje"],
    awards: ["nagrody", "wyr\xF3\u017Cnienia", "nagrody i wyr\xF3\u017Cnienia"],
    references: ["referencje"],
    volunteering: ["wolontariat", "dzia\u0142alno\u015B\u0107 spo\u0142eczna"]
  },
  documentTitles: ["\u017Cyciorys", "curriculum vitae", "cv"],
  months: [
    ["stycze\u0144", "stycznia", "sty"],
    ["luty", "lutego", "lut"],
    ["marzec", "marca"],
    ["kwiecie\u0144", "kwietnia", "kwi"],
    ["maj", "maja"],
    ["czerwiec", "czerwca", "cze"],
    ["lipiec", "lipca"],
    ["sierpie\u0144", "sierpnia", "sie"],
    ["wrzesie\u0144", "wrze\u015Bnia", "wrz"],
    ["pa\u017Adziernik", "pa\u017Adziernika", "pa\u017A"],
    ["listopad", "listopada"],
    ["grudzie\u0144", "grudnia", "gru"]
  ],
  seasons: ["lato", "zima", "wiosna", "jesie\u0144", "latem"],
  present: ["obecnie", "nadal", "teraz", "do dzi\u015B", "do teraz", "do chwili obecnej", "aktualnie", "chwili obecnej"],
  since: ["od", "od roku"],
  rangeWords: ["do"],
  degrees: ["magister", "mgr", "licencjat", "lic", "in\u017Cynier", "in\u017C", "doktor", "studia", "magisterskie", "licencjackie", "podyplomowe", "technik", "matura"],
  languageNames: {
    English: ["angielski"],
    German: ["niemiecki"],
    French: ["francuski"],
    Spanish: ["hiszpa\u0144ski"],
    Italian: ["w\u0142oski"],
    Russian: ["rosyjski"],
    Polish: ["polski"],
    Ukrainian: ["ukrai\u0144ski"],
    Czech: ["czeski"],
    Portuguese: ["portugalski"],
    Dutch: ["niderlandzki", "holenderski"],
    Swedish: ["szwedzki"],
    Norwegian: ["norweski"],
    Danish: ["du\u0144ski"],
    Finnish: ["fi\u0144ski"],
    Slovak: ["s\u0142owacki"],
    Hungarian: ["w\u0119gierski"],
    Romanian: ["rumu\u0144ski"],
    Lithuanian: ["litewski"],
    Chinese: ["chi\u0144ski"],
    Japanese: ["japo\u0144ski"],
    Croatian: ["chorwacki"],
    Greek: ["grecki"]
  },
  native: ["ojczysty", "j\u0119zyk ojczysty"],
  levels: ["bieg\u0142y", "biegle", "dobry", "bardzo dobry", "podstawowy", "komunikatywny", "zaawansowany", "\u015Brednio zaawansowany"],
  nameLabels: { full: ["imi\u0119 i nazwisko"], given: ["imi\u0119", "imiona"], family: ["nazwisko"] }
};

// src/engine/cv/lexicon/pt.ts
var pt = {
  code: "pt",
  headings: {
    experience: ["experi\xEAncia profissional", "experi\xEAncia", "experi\xEAncias profissionais", "hist\xF3rico profissional", "experi\xEAncia de trabalho", "atua\xE7\xE3o profissional"],
    education: ["forma\xE7\xE3o acad\xEAmica", "forma\xE7\xE3o acad\xE9mica", "forma\xE7\xE3o", "educa\xE7\xE3o", "escolaridade", "habilita\xE7\xF5es liter\xE1rias", "forma\xE7\xE3o escolar"],
    skills: ["compet\xEAncias", "habilidades", "conhecimentos", "compet\xEAncias t\xE9cnicas", "compet\xEAncias digitais", "conhecimentos em inform\xE1tica", "qualifica\xE7\xF5es", "aptid\xF5es", "ferramentas"],
    languages: ["idiomas", "l\xEDnguas", "compet\xEAncias lingu\xEDsticas", "conhecimentos lingu\xEDsticos"],
    summary: ["perfil", "resumo", "resumo profissional", "perfil profissional", "sobre mim", "objetivo", "objectivo"],
    contact: ["dados pessoais", "contato", "contacto", "contactos", "informa\xE7\xF5es pessoais"],
    certifications: ["certifica\xE7\xF5es", "certificados", "cursos", "cursos complementares", "forma\xE7\xE3o complementar"],
    interests: ["interesses", "passatempos"],
    projects: ["projetos", "projectos"],
    publications: ["publica\xE7\xF5es"],
    awards: ["pr\xEAmios", "pr\xE9mios"],
    references: ["refer\xEAncias"],
    volunteering: ["voluntariado", "trabalho volunt\xE1rio"]
  },
  documentTitles: ["curr\xEDculo", "curriculum vitae", "curr\xEDculo vitae", "cv"],
  months: [
    ["janeiro"],
    ["fevereiro"],
    ["mar\xE7o"],
    ["abril"],
    ["maio"],
    ["junho"],
    ["julho"],
    ["agosto"],
    ["setembro"],
    ["outubro", "out"],
    ["novembro"],
    ["dezembro"]
  ],
  seasons: ["ver\xE3o", "inverno", "primavera", "outono"],
  present: ["atual", "atualmente", "o momento", "hoje", "em curso", "at\xE9 o momento", "at\xE9 hoje", "at\xE9 \xE0 data", "presente"],
  since: ["desde"],
  rangeWords: ["at\xE9", "a"],
  degrees: ["licenciatura", "bacharelado", "bacharel", "mestrado", "doutorado", "doutoramento", "p\xF3s-gradua\xE7\xE3o", "especializa\xE7\xE3o", "gradua\xE7\xE3o", "tecn\xF3logo", "t\xE9cnico", "ensino m\xE9dio", "ensino secund\xE1rio"],
  languageNames: {
    English: ["ingl\xEAs"],
    German: ["alem\xE3o"],
    French: ["franc\xEAs"],
    Spanish: ["espanhol"],
    Italian: ["italiano"],
    Portuguese: ["portugu\xEAs"],
    Russian: ["russo"],
    Dutch: ["holand\xEAs", "neerland\xEAs"],
    Polish: ["polon\xEAs", "polaco"],
    Chinese: ["chin\xEAs"],
    Japanese: ["japon\xEAs"]
  },
  native: ["nativo", "nativa", "l\xEDngua materna", "materna"],
  levels: ["fluente", "avan\xE7ado", "intermedi\xE1rio", "interm\xE9dio", "b\xE1sico"],
  nameLabels: { full: ["nome", "nome completo"], given: ["primeiro nome"], family: ["apelido", "sobrenome"] }
};

// src/engine/cv/lexicon/ro.ts
var ro = {
  code: "ro",
  headings: {
    experience: ["experien\u021B\u0103 profesional\u0103", "experien\u021Ba profesional\u0103", "experien\u021B\u0103", "experien\u021B\u0103 de munc\u0103", "istoric profesional", "activitate profesional\u0103"],
    education: ["educa\u021Bie", "studii", "educa\u021Bie \u0219i formare", "formare", "studii \u0219i formare", "preg\u0103tire profesional\u0103", "educa\u021Bie \u0219i formare profesional\u0103"],
    skills: ["competen\u021Be", "aptitudini", "abilit\u0103\u021Bi", "competen\u021Be tehnice", "competen\u021Be digitale", "competen\u021Be profesionale", "aptitudini \u0219i competen\u021Be", "cuno\u0219tin\u021Be", "competen\u021Be informatice", "competen\u021Be \u0219i aptitudini de utilizare a calculatorului", "competen\u021Be \u0219i aptitudini tehnice"],
    languages: ["limbi str\u0103ine", "limbi str\u0103ine cunoscute", "limbi", "competen\u021Be lingvistice", "cuno\u0219tin\u021Be lingvistice", "limbi cunoscute"],
    summary: ["profil", "rezumat", "profil profesional", "despre mine", "obiectiv"],
    contact: ["date personale", "informa\u021Bii personale", "contact", "date de contact"],
    certifications: ["certific\u0103ri", "certificate", "cursuri"],
    interests: ["interese", "hobby-uri", "pasiuni"],
    projects: ["proiecte", "proiecte de cercetare"],
    publications: ["publica\u021Bii", "lucr\u0103ri publicate", "publica\u021Bii selectate"],
    awards: ["premii", "distinc\u021Bii", "premii \u0219i distinc\u021Bii"],
    references: ["referin\u021Be"],
    volunteering: ["voluntariat"]
  },
  documentTitles: ["curriculum vitae", "cv"],
  months: [
    ["ianuarie", "ian"],
    ["februarie"],
    ["martie"],
    ["aprilie"],
    [],
    ["iunie", "iun"],
    ["iulie", "iul"],
    [],
    ["septembrie"],
    ["octombrie"],
    ["noiembrie", "noi"],
    ["decembrie"]
  ],
  seasons: ["vara", "iarna", "prim\u0103vara", "toamna"],
  present: ["prezent", "\xEEn prezent", "prezentul", "curent", "p\xE2n\u0103 \xEEn prezent", "p\xE2n\u0103 azi", "azi"],
  since: ["din", "\xEEncep\xE2nd cu"],
  rangeWords: ["p\xE2n\u0103 la", "p\xE2n\u0103 \xEEn"],
  degrees: ["licen\u021B\u0103", "licen\u021Biat", "master", "masterat", "doctorat", "diplom\u0103", "bacalaureat", "doctor"],
  languageNames: {
    English: ["englez\u0103", "engleza"],
    German: ["german\u0103"],
    French: ["francez\u0103"],
    Spanish: ["spaniol\u0103"],
    Italian: ["italian\u0103"],
    Russian: ["rus\u0103"],
    Romanian: ["rom\xE2n\u0103", "romana"],
    Hungarian: ["maghiar\u0103"],
    Portuguese: ["portughez\u0103"],
    Polish: ["polon\u0103"],
    Ukrainian: ["ucrainean\u0103"]
  },
  native: ["nativ", "nativ\u0103", "limba matern\u0103", "matern\u0103"],
  levels: ["avansat", "mediu", "\xEEncep\u0103tor", "fluent", "intermediar"],
  nameLabels: { full: ["nume \u0219i prenume", "nume complet"], given: ["prenume"], family: ["nume"] }
};

// src/engine/cv/lexicon/sk.ts
var sk = {
  code: "sk",
  headings: {
    experience: ["pracovn\xE9 sk\xFAsenosti", "prax", "odborn\xE1 prax", "pracovn\xE1 prax", "zamestnanie"],
    education: ["vzdelanie", "\u0161t\xFAdium"],
    skills: ["zru\u010Dnosti", "zru\u010Dnosti a kompetencie", "schopnosti", "po\u010D\xEDta\u010Dov\xE9 zru\u010Dnosti", "kompetencie", "odborn\xE9 znalosti"],
    languages: ["jazyky", "jazykov\xE9 znalosti", "jazykov\xE9 zru\u010Dnosti", "cudzie jazyky"],
    summary: ["profil", "o mne", "zhrnutie", "osobn\xFD profil"],
    contact: ["osobn\xE9 \xFAdaje", "kontakt", "kontaktn\xE9 \xFAdaje"],
    certifications: ["certifik\xE1ty", "kurzy", "\u0161kolenia", "osved\u010Denia"],
    interests: ["z\xE1ujmy", "kon\xED\u010Dky"],
    projects: ["projekty"],
    awards: ["ocenenia"],
    volunteering: ["dobrovo\u013En\xEDctvo"]
  },
  documentTitles: ["\u017Eivotopis"],
  months: [
    ["janu\xE1r", "janu\xE1ra"],
    ["febru\xE1r", "febru\xE1ra"],
    ["marec", "marca"],
    ["apr\xEDl", "apr\xEDla"],
    ["m\xE1j", "m\xE1ja"],
    ["j\xFAn", "j\xFAna"],
    ["j\xFAl", "j\xFAla"],
    ["augusta"],
    ["septembra"],
    ["okt\xF3ber", "okt\xF3bra"],
    ["novembra"],
    ["decembra"]
  ],
  seasons: ["leto", "zima", "jar", "jese\u0148"],
  present: ["s\xFA\u010Dasnos\u0165", "s\xFA\u010Dasnosti", "doteraz", "dodnes", "trv\xE1", "teraz"],
  since: ["od"],
  rangeWords: ["do"],
  degrees: ["bakal\xE1r", "magister", "in\u017Einier", "maturita", "ing", "mgr", "bc"],
  languageNames: {
    English: ["angli\u010Dtina"],
    German: ["nem\u010Dina"],
    French: ["franc\xFAz\u0161tina"],
    Spanish: ["\u0161paniel\u010Dina"],
    Italian: ["talian\u010Dina"],
    Russian: ["ru\u0161tina"],
    Polish: ["po\u013E\u0161tina"],
    Czech: ["\u010De\u0161tina"],
    Slovak: ["sloven\u010Dina"],
    Hungarian: ["ma\u010Far\u010Dina"],
    Ukrainian: ["ukrajin\u010Dina"]
  },
  native: ["materinsk\xFD jazyk", "materinsk\xFD", "rodn\xFD jazyk"],
  levels: ["pokro\u010Dil\xFD", "z\xE1klady", "plynulo", "akt\xEDvne", "pas\xEDvne", "mierne pokro\u010Dil\xFD", "za\u010Diato\u010Dn\xEDk"],
  nameLabels: { full: ["meno a priezvisko"], given: ["meno"], family: ["priezvisko"] }
};

// src/engine/cv/lexicon/sl.ts
var sl = {
  code: "sl",
  headings: {
    experience: ["delovne izku\u0161nje", "izku\u0161nje", "poklicne izku\u0161nje", "zaposlitve"],
    education: ["izobrazba", "izobra\u017Eevanje", "izobra\u017Eevanje in usposabljanje"],
    skills: ["ve\u0161\u010Dine", "znanja", "kompetence", "spretnosti", "ra\u010Dunalni\u0161ka znanja", "osebne ve\u0161\u010Dine", "digitalne kompetence"],
    languages: ["jeziki", "znanje jezikov", "tuji jeziki", "jezikovne kompetence"],
    summary: ["profil", "povzetek", "o meni"],
    contact: ["osebni podatki", "kontakt"],
    certifications: ["certifikati", "te\u010Daji", "usposabljanja"],
    interests: ["interesi", "hobiji", "prosti \u010Das"],
    projects: ["projekti"],
    awards: ["nagrade"]
  },
  documentTitles: ["\u017Eivljenjepis"],
  months: [["januar"], ["februar"], ["marec"], ["april"], ["maj"], ["junij"], ["julij"], ["avgust"], ["september"], ["oktober"], ["november"], ["december"]],
  seasons: ["poletje", "zima", "pomlad", "jesen"],
  present: ["danes", "sedaj", "zdaj", "trenutno", "do danes", "sedanjost", "\u0161e traja"],
  since: ["od"],
  rangeWords: ["do"],
  degrees: ["univerzitetni", "diplomirani", "diplomirana", "magister", "magistrica", "doktor", "matura", "srednja \u0161ola"],
  languageNames: {
    English: ["angle\u0161\u010Dina"],
    German: ["nem\u0161\u010Dina"],
    French: ["franco\u0161\u010Dina"],
    Spanish: ["\u0161pan\u0161\u010Dina"],
    Italian: ["italijan\u0161\u010Dina"],
    Russian: ["ru\u0161\u010Dina"],
    Slovenian: ["sloven\u0161\u010Dina"],
    Croatian: ["hrva\u0161\u010Dina"],
    Serbian: ["srb\u0161\u010Dina"]
  },
  native: ["materni jezik", "materin\u0161\u010Dina", "materni"],
  levels: ["teko\u010De", "napredno", "osnovno", "dobro"],
  nameLabels: { full: ["ime in priimek"], given: ["ime"], family: ["priimek"] }
};

// src/engine/cv/lexicon/sv.ts
var sv = {
  code: "sv",
  headings: {
    experience: ["arbetslivserfarenhet", "erfarenhet", "yrkeserfarenhet", "anst\xE4llningar", "arbetserfarenhet", "tidigare anst\xE4llningar"],
    education: ["utbildning", "utbildningar", "studier"],
    skills: ["kompetenser", "f\xE4rdigheter", "kunskaper", "kompetens", "it-kunskaper", "datorkunskaper", "tekniska f\xE4rdigheter", "nyckelkompetenser"],
    languages: ["spr\xE5k", "spr\xE5kkunskaper"],
    summary: ["profil", "sammanfattning", "om mig"],
    contact: ["kontakt", "kontaktuppgifter", "personuppgifter", "personlig information"],
    certifications: ["certifikat", "certifieringar", "kurser", "beh\xF6righeter", "vidareutbildning"],
    interests: ["intressen", "fritidsintressen"],
    projects: ["projekt"],
    publications: ["publikationer"],
    awards: ["utm\xE4rkelser", "priser"],
    references: ["referenser"],
    volunteering: ["ideellt arbete", "f\xF6rtroendeuppdrag", "ideella uppdrag"]
  },
  documentTitles: ["levnadsbeskrivning", "meritf\xF6rteckning", "cv"],
  months: [["januari"], ["februari"], ["mars"], ["april"], ["maj"], ["juni"], ["juli"], ["augusti"], ["september"], ["oktober"], ["november"], ["december"]],
  seasons: ["sommar", "vinter", "v\xE5r", "h\xF6st", "sommaren"],
  present: ["p\xE5g\xE5ende", "idag", "i dag", "tills vidare", "nuvarande", "nu", "p\xE5g\xE5r", "\xE4n idag"],
  since: ["sedan", "fr\xE5n och med", "fr.o.m.", "fr\xE5n"],
  rangeWords: ["till", "t.o.m."],
  degrees: ["kandidatexamen", "masterexamen", "magisterexamen", "civilingenj\xF6r", "h\xF6gskoleingenj\xF6r", "gymnasieexamen", "yrkesh\xF6gskoleexamen", "doktorsexamen", "examen", "fil. kand"],
  languageNames: {
    English: ["engelska"],
    German: ["tyska"],
    French: ["franska"],
    Spanish: ["spanska"],
    Italian: ["italienska"],
    Russian: ["ryska"],
    Swedish: ["svenska"],
    Finnish: ["finska"],
    Norwegian: ["norska"],
    Danish: ["danska"],
    Polish: ["polska"],
    Arabic: ["arabiska"],
    Portuguese: ["portugisiska"],
    Dutch: ["nederl\xE4ndska"]
  },
  native: ["modersm\xE5l"],
  levels: ["flytande", "god", "goda kunskaper", "grundl\xE4ggande", "mycket god", "professionell"],
  nameLabels: { full: ["namn"], given: ["f\xF6rnamn"], family: ["efternamn"] }
};

// src/engine/cv/lexicon/western.ts
var noMonths = [[], [], [], [], [], [], [], [], [], [], [], []];
function additions(code, fields) {
  return {
    code,
    headings: {},
    documentTitles: [],
    months: noMonths,
    present: [],
    since: [],
    degrees: [],
    languageNames: {},
    native: [],
    levels: [],
    nameLabels: { full: [], given: [], family: [] },
    ...fields
  };
}
var en = additions("en", {
  headings: {
    projects: ["grants", "research grants", "funding", "research projects", "selected projects"],
    publications: ["selected publications", "conference papers", "talks", "presentations", "patents"]
  },
  seasons: ["summer", "winter", "spring", "autumn", "fall"],
  // 'europass': the Europass template prints its logo's word at the top of the label column
  documentTitles: ["curriculum vitae", "resume", "r\xE9sum\xE9", "cv", "curriculum", "europass"],
  levels: ["fluent", "conversational", "basic", "intermediate", "advanced", "elementary", "proficient", "working knowledge", "professional working proficiency", "limited working proficiency", "full professional proficiency", "good", "very good", "beginner"],
  nameLabels: { full: ["name", "full name"], given: ["first name", "given name", "forename"], family: ["surname", "last name", "family name"] }
});
var de = additions("de", {
  headings: { education: ["aus- und weiterbildung", "schule und ausbildung"], projects: ["drittmittel", "forschungsprojekte"], publications: ["vortr\xE4ge", "patente"] },
  seasons: ["sommer", "winter", "fr\xFChjahr", "fr\xFChling", "herbst"],
  documentTitles: ["lebenslauf", "tabellarischer lebenslauf", "curriculum vitae"],
  levels: ["flie\xDFend", "verhandlungssicher", "sehr gut", "gut", "grundkenntnisse", "gute kenntnisse", "sehr gute kenntnisse", "konversationssicher", "fortgeschritten", "anf\xE4nger"],
  nameLabels: { full: ["name", "vollst\xE4ndiger name"], given: ["vorname", "vornamen"], family: ["nachname", "familienname"] }
});
var fr = additions("fr", {
  headings: { projects: ["projets de recherche", "financements"], publications: ["communications", "brevets"] },
  seasons: ["\xE9t\xE9", "hiver", "printemps", "automne"],
  documentTitles: ["curriculum vitae", "cv"],
  levels: ["courant", "bilingue", "interm\xE9diaire", "notions", "scolaire", "bon niveau", "avanc\xE9", "d\xE9butant", "professionnel"],
  nameLabels: { full: ["nom complet", "nom et pr\xE9nom", "nom pr\xE9nom"], given: ["pr\xE9nom", "pr\xE9noms"], family: ["nom", "nom de famille"] }
});
var es = additions("es", {
  seasons: ["verano", "invierno", "primavera", "oto\xF1o"],
  documentTitles: ["curriculum vitae", "curr\xEDculum vitae", "curr\xEDculum", "hoja de vida", "cv"],
  levels: ["fluido", "avanzado", "intermedio", "b\xE1sico", "alto", "medio", "bajo", "biling\xFCe"],
  nameLabels: { full: ["nombre y apellidos", "nombre completo"], given: ["nombre"], family: ["apellidos", "apellido"] }
});
var it = additions("it", {
  seasons: ["estate", "inverno", "primavera", "autunno"],
  documentTitles: ["curriculum vitae", "curriculum", "cv"],
  levels: ["fluente", "ottimo", "buono", "discreto", "scolastico", "base", "avanzato", "intermedio", "elementare"],
  nameLabels: { full: ["nome e cognome", "nome completo"], given: ["nome"], family: ["cognome"] }
});
var nl = additions("nl", {
  seasons: ["zomer", "winter", "lente", "voorjaar", "najaar", "herfst"],
  documentTitles: ["curriculum vitae", "cv"],
  levels: ["vloeiend", "goed", "zeer goed", "redelijk", "basis", "basiskennis", "uitstekend", "gevorderd"],
  nameLabels: { full: ["naam", "volledige naam"], given: ["voornaam", "voornamen"], family: ["achternaam"] }
});

// src/engine/cv/lexicon/all.ts
var LEXICONS = [en, de, fr, es, it, nl, pt, pl, sv, da, nb, fi, cs, sk, ro, hu, hr, sl, lt, lv, et];
function lexKey(text) {
  return fold(text).replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}
function collect(pick) {
  return [...new Set(LEXICONS.flatMap((l) => pick(l).map(lexKey)).filter((k) => k !== ""))];
}
function lexiconHeadings() {
  const out = [];
  for (const l of LEXICONS) for (const [kind, phrases] of Object.entries(l.headings)) for (const p of phrases) out.push([kind, lexKey(p)]);
  return out;
}
var DOCUMENT_TITLES = new Set(collect((l) => l.documentTitles));
var NATIVE_WORDS = collect((l) => l.native);
var LEVEL_WORDS = collect((l) => l.levels);
var DEGREE_WORDS = collect((l) => l.degrees);
var FULL_NAME_LABELS = new Set(collect((l) => l.nameLabels.full));
var GIVEN_NAME_LABELS = new Set(collect((l) => l.nameLabels.given));
var FAMILY_NAME_LABELS = new Set(collect((l) => l.nameLabels.family));
function lexiconMonths() {
  return Array.from({ length: 12 }, (_, i) => collect((l) => l.months[i] ?? []).map((m) => m.replace(/ /g, "")));
}
function collectRaw(pick) {
  return [...new Set(LEXICONS.flatMap((l) => pick(l).map((w) => fold(w))))];
}
var SEASON_WORDS = new Set(collectRaw((l) => l.seasons ?? []));
var PRESENT_WORDS_EXTRA = collectRaw((l) => l.present);
var SINCE_WORDS_EXTRA = collectRaw((l) => l.since);
var SINCE_AFTER_WORDS = collectRaw((l) => l.sinceAfter ?? []);
var RANGE_WORDS_EXTRA = [...new Set(LEXICONS.flatMap((l) => l.rangeWords ?? []))];
function lexiconLanguageNames() {
  const out = [];
  for (const l of LEXICONS) for (const [english, names] of Object.entries(l.languageNames)) for (const n of names) out.push([lexKey(n), english]);
  return out;
}
var LANGUAGE_REGIONS = {
  en: ["GB", "US", "IE"],
  de: ["DE", "AT", "CH"],
  fr: ["FR", "BE", "CH"],
  es: ["ES"],
  it: ["IT"],
  nl: ["NL", "BE"],
  pt: ["BR", "PT"],
  pl: ["PL"],
  sv: ["SE"],
  da: ["DK"],
  nb: ["NO"],
  fi: ["FI"],
  cs: ["CZ"],
  sk: ["SK"],
  ro: ["RO"],
  hu: ["HU"],
  hr: ["HR"],
  sl: ["SI"],
  lt: ["LT"],
  lv: ["LV"],
  et: ["EE"]
};
function regionsOfLanguage(code) {
  return LANGUAGE_REGIONS[code] ?? [];
}
var headingLanguages;
var lexiconOrder;
function languagesOfHeadings(titles) {
  if (!headingLanguages || !lexiconOrder) {
    headingLanguages = /* @__PURE__ */ new Map();
    lexiconOrder = new Map(LEXICONS.map((l, i) => [l.code, i]));
    for (const l of LEXICONS) {
      for (const phrases of Object.values(l.headings)) {
        for (const p of phrases ?? []) {
          const key2 = lexKey(p);
          const list = headingLanguages.get(key2) ?? [];
          list.push(l.code);
          headingLanguages.set(key2, list);
        }
      }
    }
  }
  const hits = /* @__PURE__ */ new Map();
  for (const key2 of new Set(titles.map(lexKey))) for (const code of headingLanguages.get(key2) ?? []) hits.set(code, (hits.get(code) ?? 0) + 1);
  const order = lexiconOrder;
  return [...hits.entries()].sort((a, b) => b[1] - a[1] || order.get(a[0]) - order.get(b[0])).map(([code]) => code);
}

// src/engine/cv/field-labels.ts
var LABELS = {
  employer: [
    "employer",
    "company",
    "organisation",
    "organization",
    "name and address of employer",
    "name of employer",
    "arbeitgeber",
    "firma",
    "unternehmen",
    "name und adresse des arbeitgebers",
    "employeur",
    "entreprise",
    "societe",
    "nom et adresse de l employeur",
    "empresa",
    "empleador",
    "nombre y direccion del empleador",
    "azienda",
    "datore di lavoro",
    "societa",
    "nome e indirizzo del datore di lavoro",
    "werkgever",
    "bedrijf",
    "organisatie",
    "naam en adres van de werkgever",
    "entidade",
    "empregador",
    "entidade empregadora",
    "nome e morada do empregador",
    "pracodawca",
    "nazwa pracodawcy",
    "nazwa i adres pracodawcy",
    "arbetsgivare",
    "foretag",
    "arbejdsgiver",
    "virksomhed",
    "arbeidsgiver",
    "tyonantaja",
    "yritys",
    "zamestnavatel",
    "jmeno a adresa zamestnavatele",
    "zamestnavatel",
    "angajator",
    "numele si adresa angajatorului",
    "munkaltato",
    "ceg",
    "poslodavac",
    "tvrtka",
    "ime i adresa poslodavca",
    "delodajalec",
    "podjetje",
    "darbdavys",
    "imone",
    "darba devejs",
    "uznemums",
    "tooandja",
    "ettevote"
  ],
  position: [
    "position",
    "job title",
    "title",
    "role",
    "occupation or position held",
    "position held",
    "function",
    "beruf",
    "funktion",
    "stelle",
    "berufsbezeichnung",
    "ausgeubte tatigkeit oder position",
    "poste",
    "fonction",
    "intitule du poste",
    "profession ou poste occupe",
    "puesto",
    "cargo",
    "ocupacion o puesto desempenado",
    "puesto desempenado",
    "posizione",
    "ruolo",
    "mansione",
    "qualifica",
    "lavoro o posizione ricoperti",
    "functie",
    "rol",
    "beroep of functie",
    "funcao",
    "posicao",
    "funcao ou cargo ocupado",
    "stanowisko",
    "zajmowane stanowisko",
    "befattning",
    "tjanst",
    "roll",
    "stilling",
    "titel",
    "tehtava",
    "nimike",
    "pozice",
    "funkce",
    "pracovni pozice",
    "povolani nebo pozice",
    "pozicia",
    "funkcia",
    "pracovna pozicia",
    "functie ocupata",
    "functia sau postul ocupat",
    "post",
    "pozicio",
    "munkakor",
    "beosztas",
    "radno mjesto",
    "pozicija",
    "delovno mesto",
    "pareigos",
    "amats",
    "ametikoht"
  ],
  dates: [
    "dates",
    "date",
    "period",
    "from to",
    "periode",
    "zeitraum",
    "dauer",
    "fechas",
    "periodo",
    "data",
    "date",
    "okres",
    "daty",
    "tidsperiod",
    "ajanjakso",
    "aika",
    "obdobi",
    "obdobie",
    "perioada",
    "idoszak",
    "idotartam",
    "razdoblje",
    "obdobje",
    "laikotarpis",
    "periods",
    "periood",
    "aeg"
  ],
  duties: [
    "main activities and responsibilities",
    "responsibilities",
    "duties",
    "tasks",
    "achievements",
    "hauptaufgaben",
    "aufgaben",
    "tatigkeiten",
    "wichtigste tatigkeiten und zustandigkeiten",
    "verantwortlichkeiten",
    "missions",
    "activites",
    "principales activites et responsabilites",
    "taches",
    "funciones",
    "tareas",
    "responsabilidades",
    "principales actividades y responsabilidades",
    "mansioni",
    "attivita",
    "compiti",
    "principali attivita e responsabilita",
    "taken",
    "verantwoordelijkheden",
    "werkzaamheden",
    "belangrijkste taken en verantwoordelijkheden",
    "funcoes",
    "atividades",
    "tarefas",
    "principais atividades e responsabilidades",
    "obowiazki",
    "zakres obowiazkow",
    "arbetsuppgifter",
    "ansvar",
    "arbejdsopgaver",
    "opgaver",
    "arbeidsoppgaver",
    "tehtavat",
    "vastuut",
    "napln prace",
    "pracovni napln",
    "napln",
    "atributii",
    "responsabilitati",
    "activitati si responsabilitati principale",
    "feladatok",
    "feladatkor",
    "zadaci",
    "odgovornosti",
    "naloge",
    "atsakomybes",
    "pienakumi",
    "ulesanded",
    "tooulesanded"
  ],
  sector: [
    "type of business or sector",
    "business or sector",
    "sector",
    "industry",
    "branche",
    "art oder branche des unternehmens",
    "secteur d activite",
    "type ou secteur d activite",
    "tipo de empresa o sector",
    "settore",
    "tipo di azienda o settore",
    "setor",
    "tipo de empresa ou setor",
    "branza",
    "bransch",
    "toimiala",
    "obor",
    "odvetvie",
    "sector de activitate",
    "agazat",
    "djelatnost",
    "dejavnost",
    "sektorius",
    "nozare",
    "valdkond",
    "tipul activitatii sau sectorul de activitate"
  ],
  // education written as fields (Europass: "Title of qualification awarded", "Name and type of organisation …")
  degree: [
    "title of qualification awarded",
    "qualification",
    "degree",
    "bezeichnung der erworbenen qualifikation",
    "abschluss",
    "intitule du certificat ou diplome delivre",
    "diplome",
    "titulacion obtenida",
    "titulacion",
    "titolo della qualifica rilasciata",
    "qualifica conseguita",
    "titolo di studio",
    "naam van het behaalde diploma",
    "designacao da qualificacao atribuida",
    "nazwa uzyskanego dyplomu",
    "uzyskany tytul",
    "examen",
    "tutkinto",
    "nazev dosazene kvalifikace",
    "nazov ziskanej kvalifikacie",
    "calificarea diploma obtinuta",
    "megszerzett kepesites",
    "naziv dodijeljene kvalifikacije",
    "naziv pridobljene kvalifikacije",
    "suteikta kvalifikacija",
    "pieskirta kvalifikacija",
    "omandatud kvalifikatsioon"
  ],
  institution: [
    "name and type of organisation providing education and training",
    "institution",
    "school",
    "university",
    "name und art der bildungs oder ausbildungseinrichtung",
    "bildungseinrichtung",
    "nom et type de l etablissement d enseignement ou de formation",
    "etablissement",
    "nombre y tipo del centro de estudios",
    "centro de estudios",
    "nome e tipo d organizzazione erogatrice dell istruzione e formazione",
    "istituto",
    "naam en type onderwijsinstelling",
    "onderwijsinstelling",
    "nome e tipo da organizacao de ensino ou formacao",
    "instituicao",
    "nazwa i rodzaj organizacji prowadzacej ksztalcenie",
    "uczelnia",
    "larosate",
    "uddannelsessted",
    "oppilaitos",
    "nazev a typ organizace",
    "numele si tipul institutiei de invatamant",
    "az oktatasi intezmeny neve es tipusa",
    "naziv i vrsta ustanove",
    "ime in vrsta organizacije",
    "mokymo istaigos pavadinimas",
    "izglitibas iestades nosaukums",
    "oppeasutuse nimi"
  ],
  location: ["location", "place", "ort", "arbeitsort", "lieu", "lugar", "localidad", "luogo", "sede", "plaats", "locatie", "local", "miejsce", "sted", "paikka", "misto", "miesto", "helyszin", "mjesto", "kraj", "vieta", "asukoht"]
};
var LABEL_INDEX = /* @__PURE__ */ new Map();
for (const [kind, labels2] of Object.entries(LABELS)) for (const l of labels2) if (!LABEL_INDEX.has(l)) LABEL_INDEX.set(l, kind);
function fieldOf(text) {
  const m = /^([^:\t]{2,60})[:\t]\s*(\S.*)$/u.exec(text.replace(/^[•·▪-]\s*/u, "").trim());
  if (!m) return null;
  const kind = LABEL_INDEX.get(lexKey(m[1]));
  return kind ? { kind, value: m[2].trim() } : null;
}
function mergeLabelRows(lines, isLabel) {
  if (!lines.some((l) => l.table?.cell === 0)) return lines;
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const [l, next] = [lines[i], lines[i + 1]];
    const sameRow = l.table?.cell === 0 && next?.table && next.table.index === l.table.index && next.table.row === l.table.row && next.table.cell === 1;
    const after = lines[i + 2];
    const oneLine = !(after?.table && after.table.index === next?.table?.index && after.table.row === next?.table?.row && after.table.cell === 1);
    if (sameRow && oneLine && isLabel(`${l.text}	${next.text}`)) {
      out.push({ ...l, text: `${l.text}	${next.text}`, bold: false, heading: false });
      i += 1;
    } else out.push(l);
  }
  return out;
}
var isField = (text) => fieldOf(text) !== null;
function resolveFieldLabels(section, education = false) {
  const lines = mergeLabelRows(section, isField);
  const fields = lines.map((l) => fieldOf(l.text));
  const kinds = new Set(fields.flatMap((f) => f ? [f.kind] : []));
  const anchors = education ? kinds.has("degree") || kinds.has("institution") : kinds.has("employer") || kinds.has("position");
  if (!anchors || fields.filter((f) => f !== null).length < 2) return section;
  const out = [];
  let entry = null;
  const flush = () => {
    if (!entry) return;
    const { first, values, more } = entry;
    const line = (text) => ({ ...first, text, heading: false, bold: false });
    const [first1, second] = education ? [values.degree, values.institution] : [values.position, values.employer];
    const head = [first1 ?? second, values.dates].filter((v) => v !== void 0).join("	");
    if (head !== "") out.push(line(head));
    if (first1 !== void 0 && second !== void 0) out.push(line(values.location ? `${second}, ${values.location}` : second));
    for (const text of [values.duties, ...more]) if (text) out.push(line(/^[•·▪-]\s/u.test(text) ? text : `\u2022 ${text}`));
    entry = null;
  };
  lines.forEach((l, i) => {
    const f = fields[i];
    if (!f) {
      if (entry) entry.more.push(l.text);
      else out.push(l);
      return;
    }
    if (entry && entry.values[f.kind] !== void 0) flush();
    entry ??= { first: l, values: {}, more: [] };
    entry.values[f.kind] = f.value;
  });
  flush();
  return out;
}

// src/engine/taxonomy/esco/collections.json
var collections_default = {
  version: "ESCO v1.1.1",
  notice: "This service uses the ESCO classification of the European Commission",
  fields: ["skill row", "label"],
  transversal: [
    "8	taking a proactive approach",
    "65	applying environmental skills and competences",
    "196	supporting others",
    "262	demonstrating willingness to learn",
    "605	applying general knowledge",
    "721	applying environmental skills and competences",
    "917	working efficiently",
    "1039	responding to physical circumstances",
    "1368	taking a proactive approach",
    "1369	taking a proactive approach",
    "1374	working with numbers and measures",
    "1567	maintaining a positive attitude",
    "1599	working with numbers and measures",
    "1607	applying entrepreneurial and financial skills and competences",
    "1706	taking a proactive approach",
    "1724	processing information, ideas and concepts",
    "2343	applying environmental skills and competences",
    "2980	working efficiently",
    "3535	demonstrating willingness to learn",
    "3628	demonstrating willingness to learn",
    "3837	taking a proactive approach",
    "3841	maintaining a positive attitude",
    "3869	processing information, ideas and concepts",
    "4017	demonstrating willingness to learn",
    "4139	applying environmental skills and competences",
    "4157	applying health-related skills and competences",
    "4185	applying health-related skills and competences",
    "4978	supporting others",
    "4994	communicating",
    "5059	applying general knowledge",
    "5061	working with numbers and measures",
    "5079	applying civic skills and competences",
    "5084	maintaining a positive attitude",
    "5309	communicating",
    "5321	collaborating in teams and networks",
    "5632	maintaining a positive attitude",
    "5799	supporting others",
    "5878	working with digital devices and applications",
    "5879	planning and organising",
    "6146	working with numbers and measures",
    "6317	following ethical code of conduct",
    "6478	leading others",
    "6577	supporting others",
    "6663	communicating",
    "6701	maintaining a positive attitude",
    "6720	working efficiently",
    "6888	applying civic skills and competences",
    "6901	processing information, ideas and concepts",
    "6985	applying environmental skills and competences",
    "7239	working efficiently",
    "7498	applying health-related skills and competences",
    "7533	applying civic skills and competences",
    "8074	applying cultural skills and competences",
    "8276	communicating",
    "8370	applying cultural skills and competences",
    "8557	demonstrating willingness to learn",
    "8564	manipulating and controlling objects and equipment",
    "8611	working efficiently",
    "9074	dealing with problems",
    "9089	applying health-related skills and competences",
    "9466	dealing with problems",
    "9578	leading others",
    "9612	working with digital devices and applications",
    "9658	leading others",
    "9782	thinking creatively and innovatively",
    "9890	following ethical code of conduct",
    "9926	manipulating and controlling objects and equipment",
    "10107	working with digital devices and applications",
    "10181	working with digital devices and applications digital communication and collaboration",
    "10231	following ethical code of conduct",
    "10271	applying entrepreneurial and financial skills and competences",
    "10305	communicating",
    "10361	working with digital devices and applications",
    "10378	collaborating in teams and networks",
    "10462	collaborating in teams and networks",
    "10541	working efficiently",
    "10543	thinking creatively and innovatively",
    "10632	applying health-related skills and competences",
    "10754	thinking creatively and innovatively",
    "11569	processing information, ideas and concepts",
    "11618	taking a proactive approach",
    "11716	working with digital devices and applications",
    "11767	working efficiently",
    "11784	applying health-related skills and competences",
    "11875	applying civic skills and competences",
    "11966	applying health-related skills and competences",
    "12062	applying general knowledge",
    "12093	communicating",
    "12273	leading others",
    "12303	following ethical code of conduct",
    "12351	planning and organising",
    "12951	responding to physical circumstances",
    "13247	working with digital devices and applications",
    "13272	applying civic skills and competences",
    "13570	processing information, ideas and concepts",
    "13752	demonstrating willingness to learn"
  ],
  languages: [
    "10193	Urdu	3063 9898 10587 12991	bc546a09-1103-4184-b757-3508ef5f8490",
    "10367	Vietnamese	1913 3576 11519 11654	bf60009d-8afb-4306-9b0d-cfe2f66ab08f",
    "10736	Serbian	3334 7797 8032 12310	c5cb0cc1-c40b-4544-a21c-8472f0b5c14a",
    "11005	Dutch	2903 8266 10646 12298	cad4f44b-28a8-4448-86e5-7389e5ebf3eb",
    "11032	Maltese	2590 6383 7484 7890	cb50f9cd-3638-409b-8f93-befaf17d313e",
    "1121	Spanish	423 826 8793 11217	14ee9f76-3524-43d5-8a1a-5ba8283f8bd7",
    "11248	Limburgish	8601 12257 12312 13397	cf5b3ca0-a844-42b9-b9cd-bd15465b9cac",
    "11562	Walloon	4247 6798 7957 13649	d54d7c00-87c4-4f78-af8d-e84577372974",
    "11580	Yiddish	9156 10995 11325 11780	d59ef10f-ad20-4791-957d-b315196ecdc2",
    "11605	Bulgarian	3764 3857 6425 8127	d5fd4958-4ca6-4d06-845f-713e2c459612",
    "1175	Bihari	4423 6958 9835 12291	15ea7b6b-1b93-4ed8-b58a-5c54777e0832",
    "11782	Hindi	2061 7283 9720 12218	d93a7370-bf56-43f5-be54-e108f8ec3107",
    "11819	Czech	370 1230 3610 12793	da0795a7-6866-4afc-81ed-5e3aa398f058",
    "1190	Sardinian	736 9820 12309 12665	1627c1b9-31e1-4742-bf5c-cfec2ce33cfc",
    "12017	Hungarian	85 158 4500 9190	ddd3596a-43f3-402e-960a-5f79362a8609",
    "12143	Punjabi	219 989 1839 6652	e05b9e06-d298-4646-b762-acbd485a20e9",
    "12500	French	2487 4368 5157 10387	e747e77e-0ea1-4001-8b07-1d11946b5f1b",
    "12645	Tamil	893 1330 12095 12816	e9e9b625-f59f-4bda-952d-1f9831e6dfda",
    "12666	Greek	6493 8456 10182 12409	ea4ebfa1-e17a-4416-ac54-955f33e6ade7",
    "12859	Bengali	7030 8709 12427 12710	ede98e07-f07d-41bc-99b0-f88bf0dad438",
    "13084	Albanian	4844 8332 8884 9095	f1a08ec9-32d2-4e52-ba4a-66e049019be8",
    "13200	Kazakh	2352 7786 10084 13069	f37dbb3c-dafc-4835-86d1-de9615626f9b",
    "13224	Polish	6924 11928 13325 13583	f3e9b964-0c2d-46c4-a895-8b3583054d69",
    "13539	Korean	126 2629 7080 10300	f9bc2890-d1f2-4a83-bd7b-b150a7679c79",
    "13695	Armenian	457 1362 5352 12858	fcbcdf4c-d079-4010-ab4b-8356fbfa5096",
    "1478	Estonian	1067 9368 10444 10787	1b7e6f56-bc73-4bcc-81ae-09252175d418",
    "1694	Malay	2358 2575 6015 13613	1f90c205-f869-4dcf-a374-c4fdeded9cbc",
    "1907	Montenegrin	1101 1167 4054 6970	2358a146-6e8f-43cb-872f-a12ac9c57d60",
    "1967	Slovak	3153 3323 6662 12545	246980fe-6222-4852-ade8-b372f7e0fd20",
    "2138	Danish	3638 4734 9218 10933	273a28d6-1bd3-4d13-a906-3d75c1cfdfc1",
    "2215	Kurdish	4020 11637 11890 12958	2874065e-6ca3-430c-912a-467da3c23704",
    "2848	Arabic	1864 9615 9696 11257	33859d93-987c-4caa-a0a9-6159ea7bbc2a",
    "2956	Ukrainian	379 780 11167 11803	354b948c-7eef-4ebc-bfd6-f60d7d5acb62",
    "3161	Japanese	1225 4098 6183 11993	39c675c4-af13-49db-bbed-cf762102f85e",
    "3769	Sanskrit		45289df8-d02d-4f08-9802-2c7deae944ad",
    "3924	German	1582 2345 3943 4531	4812a4ea-dc55-4dc6-b9b0-4a59bba2c647",
    "4105	Romanian	1574 4252 9505 10893	4b9f1ae5-0ee6-4738-8999-9b8191fba808",
    "4814	Occitan	367 11049 12202 13862	57cc6587-7efe-4ba5-982f-ac15ce1617ac",
    "4835	Portuguese	3621 5901 8689 10337	584c13e8-fd06-4ca3-a45b-cca5b2f147a7",
    "4865	Persian	833 2404 4837 12770	58cabf75-2520-4358-a210-2cbc628f4aa2",
    "5046	Azerbaijani	3198 5318 7845 9442	5bfce8e7-6f22-4e67-9018-0e4161620f3a",
    "5153	Latvian	209 5376 5921 10198	5de39924-769c-4301-82a5-525358dffe50",
    "5550	Telugu	2412 5253 6515 10709	64fe09ac-f419-4c04-8997-d1dde2e31bfc",
    "5616	Galician	5190 8953 9072 13432	66212ff2-34b9-4812-be58-f53a0b751863",
    "5742	Russian	1127 7528 10981 11296	6891bbce-20bf-4afc-bd5e-75bdf54c0165",
    "5917	Croatian	1258 6802 12169 13702	6bc58e91-1827-4dc7-a9cf-2311edcba0ec",
    "6012	English	797 3151 5551 6962	6d3edede-8951-4621-a835-e04323300fa0",
    "6113	Berber	3562 6591 10552 10644	6f34bd05-1297-4913-92ff-85a604242b2f",
    "6123	Belarusian	6837 6891 10742 13158	6f55e44d-4494-4079-9b8d-01ac6912529e",
    "6718	Javanese	531 1129 10014 10943	7a86907d-1fd5-4e8f-b0f1-f366a14f6f6d",
    "6964	Swedish	5815 8549 10278 11149	7ee51257-8947-4b69-9bdf-322baf0a6398",
    "7171	Norwegian	5702 6501 9918 13853	829f6eb5-0b26-4152-8eb3-82dd32b2b6f2",
    "7391	Italian	5213 9802 10148 10985	87219dfe-a21c-4160-8cc8-1eabf9b16b44",
    "7589	Hebrew	3530 8044 8862 13302	8a45f04a-cd28-4ac1-8e8b-ecfd21be0b18",
    "762	Finnish	212 2682 3177 6789	0e3493f4-0cad-4fbc-8e02-025f169b8114",
    "7758	Welsh	163 1299 4944 13341	8dbd15c6-ecf0-468c-8ae1-f6eb360743dd",
    "7830	Catalan	2872 5457 9311 10168	8ee2b6f2-7017-4b9a-9de2-4dedf0711394",
    "7836	Romani	1850 5614 5908 7526	8ef3eccc-a847-430e-b828-cf178803b8c1",
    "8484	Slovenian	5387 6512 8378 11834	9ace3aae-aeae-4ed6-b625-26bc58345554",
    "8496	Gujarati	4911 5236 7732 9950	9b0baaa7-fed3-41b7-b74e-9d459f11acfe",
    "8827	Icelandic	874 1202 4148 10900	a18e3090-6afb-4afb-a055-1f83bbe498e3",
    "8888	Basque	1057 3331 8429 11387	a28fa5f1-be5b-4608-8376-acea8c2f8cb1",
    "9270	Bosnian	199 536 801 11745	a9fdd2c9-4295-4407-ba3c-1547cbce40a2",
    "9282	Turkish	1768 2120 2296 11796	aa66a033-8522-40e9-a5c0-ff2593e2669c",
    "9719	Georgian	2618 3318 3798 4534	b2c1f90a-72ce-4499-ab9a-a9a5c9355d5b",
    "9755	Lithuanian	1373 4155 8420 9494	b3950b87-a980-4cd4-a795-be8a9b63661d"
  ]
};

// src/engine/taxonomy/esco/kairos-map.json
var kairos_map_default = {
  version: "ESCO v1.1.1",
  notice: "This service uses the ESCO classification of the European Commission",
  fields: ['kairos id \u2192 "=uuid" (the ESCO skill itself), ">uuid" (an extension under that broader ESCO skill) or "-" (standalone)'],
  skills: {
    "1password": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "360-degree-feedback": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "3d-cad-modelling": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "3d-modelling": "=97965983-0da4-4902-9daf-d5cd2693ef73",
    "3d-rendering": "=97965983-0da4-4902-9daf-d5cd2693ef73",
    "3ds-max": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "5-whys": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "5s": "=a276b1ad-c0b7-4b33-899c-0fbfcdbe0eee",
    "8d-problem-solving": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "a-b-testing": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "a3-software": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    abap: "=eb0e5615-1575-4a86-a1a2-7d39595033c5",
    abaqus: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "abas-erp": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "ableton-live": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "absence-management": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "academic-advising": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "academic-research": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "academic-writing": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    access: "=3d03c40c-1b83-4793-8902-2523f40af59e",
    "access-control": ">8088750d-8388-4170-a76f-48354c469c44",
    "accessibility-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "account-based-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "account-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    accountability: "-",
    accounting: "=ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "accounts-payable": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "accounts-receivable": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    accreditation: ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "accruals-and-deferrals": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    acoustics: "=26879b10-1df9-4071-a4c5-cb8e32eddb99",
    "active-directory": "=d1e954cd-d290-4d80-97c0-7969960d2928",
    "active-listening": "=a17286c5-238d-4f0b-bc24-29e9121345de",
    "actuarial-modelling": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "actuarial-science": "=c9f4efcd-e16a-4515-a0cb-60c6c479853d",
    acupuncture: "-",
    adaptability: "-",
    "addiction-counselling": "-",
    "additive-manufacturing": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "administrative-law": "-",
    "administrative-support": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "adobe-acrobat": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "adobe-acrobat-sign": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "adobe-after-effects": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "adobe-analytics": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "adobe-animate": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "adobe-audition": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "adobe-captivate": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "adobe-creative-suite": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "adobe-dreamweaver": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "adobe-illustrator": "=27b913f0-3c52-448b-ad27-fc6ef08fb326",
    "adobe-indesign": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "adobe-lightroom": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "adobe-photoshop": "=14ced458-5f4b-495f-bd3d-9c240614bda0",
    "adobe-premiere-pro": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "adobe-xd": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    adp: ">e437eba1-3e22-41f2-8703-741e94785cba",
    "adult-education": "=60856bbb-e5db-4398-babb-300a24a7fe97",
    "advanced-life-support": "-",
    advertising: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    adyen: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "aerospace-engineering": "=5dd96c59-5955-474b-8cf5-e986a5b50f1a",
    afas: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "affiliate-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "affinity-designer": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "affinity-photo": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "after-sales-service": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    agile: "=bec4359e-cb92-468f-a997-8fb28e32fba9",
    "agile-coaching": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "agile-leadership": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "agile-transformation": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    agronomy: "=afdcb380-ef9f-4785-b877-cc551f035034",
    ahrefs: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "ai-regulation": "-",
    "air-freight": ">f929c89e-c363-4132-a918-e021d57b307c",
    "airline-customer-service": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    airtable: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    algorithms: "=54924a2c-daca-40d3-9716-4b38ceb04f38",
    "alibaba-cloud": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "allergen-management": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "alliance-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    alteryx: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "altium-designer": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    amadeus: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "amazon-advertising": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "amazon-cloudfront": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "amazon-ec2": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "amazon-ecs": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "amazon-eks": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "amazon-rds": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "amazon-redshift": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "amazon-s3": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "amazon-sqs": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "amazon-web-services": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    anaesthesia: "-",
    "analytical-chemistry": "=1b61166d-0495-4f16-aff0-f564d3a8afb3",
    "analytical-thinking": "=4707da90-9cfc-46ca-8de0-38a0b7bfb137",
    "analytics-engineering": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    anaplan: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "android-development": "=d8829a1d-dbde-435b-b921-29d6462f35c9",
    angular: "=1ffac4ac-fda7-407d-8ed1-ca8f4a8dc146",
    "animal-research": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    animation: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "anomaly-detection": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    ansible: "=6f8a40d6-f9ce-43ec-a72f-d4213a53f3ed",
    ansys: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    anthropology: "=c2aacac0-5a16-4493-b769-e7c052916d39",
    "anti-bribery-and-corruption": "-",
    "anti-discrimination-law": "-",
    "anti-money-laundering": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "anti-money-laundering-analytics": ">8088750d-8388-4170-a76f-48354c469c44",
    anydesk: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "apache-airflow": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "apache-flink": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "apache-http-server": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "apache-spark": "=af7ae54f-4649-4c16-87c7-59ba41d4d57f",
    "api-design": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    appium: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "applicant-tracking-systems": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "application-security": ">8088750d-8388-4170-a76f-48354c469c44",
    "applied-mathematics": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "appreciative-inquiry": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "apprentice-training": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "apprenticeship-management": ">e437eba1-3e22-41f2-8703-741e94785cba",
    aranzadi: "-",
    arbitration: "-",
    archaeology: "=5333761a-9a0e-4150-ac1d-6ff8111e37a8",
    archicad: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    archimate: ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "architectural-design": "=80c042de-bc1a-4d78-b266-35bc80ba3093",
    architecture: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "archival-research": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "argo-cd": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "art-direction": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "articulate-storyline": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "artificial-intelligence": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    asana: "=580660a6-5d3a-421d-a54f-d85b706c2b2f",
    aspdotnet: "=56a7f561-1d55-43c9-9cd7-36a0a9bc6c50",
    "assay-development": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    assembly: "=47b9bbcf-356c-4782-83a4-7f5a1b2b51a3",
    assertiveness: "=a0cad388-3c4c-4786-b238-fc39f8c495af",
    "assessment-centres": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "assessment-design": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "asset-integrity": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "asset-management": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "assortment-planning": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    astronomy: "=ff27618d-43d0-4480-83ee-8b1a672da078",
    "atlas-customs-software": ">f929c89e-c363-4132-a918-e021d57b307c",
    "atlas-ti": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "atomic-design": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "attention-to-detail": "-",
    "attribution-modelling": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    audacity: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "audio-production": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    audiology: "=1a4490c8-e98b-49f0-bdc8-78484a978dc0",
    "audit-preparation": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    auditing: ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    autocad: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "autocad-civil-3d": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "autodesk-inventor": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "autodesk-maya": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "automation-engineering": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "automotive-engineering": "=0e44ceb3-9dd4-4ec4-b1d7-a0e83ddba7d4",
    "aviation-operations": ">f929c89e-c363-4132-a918-e021d57b307c",
    "avid-media-composer": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "aws-cloudformation": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "aws-iam": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "aws-lambda": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    axure: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "azure-active-directory": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "azure-data-factory": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "azure-devops": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "azure-functions": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "azure-kubernetes-service": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "azure-synapse": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "b2b-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "b2b-sales": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "b2c-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "b2c-sales": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    babel: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "backend-development": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "backup-and-recovery": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    baking: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "balance-sheet-reconciliation": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "balanced-scorecard": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    balsamiq: "=a71577b2-7550-4222-88ee-dcbd2d881516",
    bamboo: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    bamboohr: ">e437eba1-3e22-41f2-8703-741e94785cba",
    "bank-reconciliation": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "banking-law": "-",
    "banking-operations": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "banquet-management": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "barcode-scanning": ">f929c89e-c363-4132-a918-e021d57b307c",
    barista: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    bartending: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    basecamp: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "basel-iii": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    bash: "=21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "basic-life-support": "=8bd49d04-ab2f-4333-b5d9-12d716e4e2f6",
    "battery-technology": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "bayesian-statistics": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "beauty-services": "=6db3ac8e-8636-4ced-965b-75e35c3193c3",
    "beck-online": "-",
    "behavior-driven-development": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "behaviour-management": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    benchmarking: ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "benefits-administration": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "benefits-realisation-management": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "big-data": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    bigquery: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    biochemistry: "=1d4b74b0-1a48-48ec-a3cd-26cca0c212a3",
    "biodiversity-assessment": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    bioinformatics: ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    biostatistics: "=a261c61a-29b8-4b6a-a283-e5a7d5077352",
    biotechnology: "=61bef658-d7f9-4759-b1b0-0f9cb3bc581a",
    bitbucket: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    bitwarden: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    blackboard: ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    blackline: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "blended-learning": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    blender: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    blockchain: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "bloomberg-terminal": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "blue-team": ">8088750d-8388-4170-a76f-48354c469c44",
    "blue-yonder": ">f929c89e-c363-4132-a918-e021d57b307c",
    "board-membership": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "board-reporting": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "bobath-concept": "=1492f016-379c-4dbe-a3f6-6b486c103b8f",
    "bologna-process": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "booking-com-extranet": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    bookkeeping: "=ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    bootstrap: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    bpmn: "=98301d4a-2cc3-439d-8d7f-0b6ac76302bb",
    braille: ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "brand-activation": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "brand-guidelines": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "brand-identity": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "brand-management": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "brand-strategy": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    branding: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    brandwatch: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    brevo: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "bridge-engineering": "=3eb03076-6fb4-48a1-8b36-36b5a5031ead",
    "bsi-it-grundschutz": ">8088750d-8388-4170-a76f-48354c469c44",
    "budget-control": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    budgeting: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "bug-bounty": ">8088750d-8388-4170-a76f-48354c469c44",
    "building-information-modelling": "=fae7e545-5114-43cc-8e83-178e2549ecb9",
    "building-permits": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "building-physics": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "building-renovation": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "building-services-engineering": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    bun: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "burp-suite": "=de586dcf-d7e5-4340-bf5b-d59026f1b436",
    "business-acumen": "-",
    "business-analysis": "=633a3637-2c6b-40ae-ac38-289eb2a62aa6",
    "business-case-development": "=a4bbd0d9-a6be-4472-b05d-291e60cf6b4b",
    "business-continuity-management": ">8088750d-8388-4170-a76f-48354c469c44",
    "business-continuity-planning": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "business-development": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "business-intelligence": "=143769cb-b61e-47d8-a61e-eedfbec1016c",
    "business-model-innovation": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "business-planning": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "business-process-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "business-process-reengineering": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "business-strategy": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "business-transformation": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "business-unit-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "business-writing": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    butchery: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    c: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "c-sharp": "=4c016b68-4116-468c-9dc6-42710c239e4a",
    cadence: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    calendly: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    calligraphy: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "campaign-management": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "campus-recruiting": ">e437eba1-3e22-41f2-8703-741e94785cba",
    camtasia: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "candidate-experience": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "candidate-sourcing": ">e437eba1-3e22-41f2-8703-741e94785cba",
    canva: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "canvas-lms": "=cfb8d64c-f8d7-4894-a02e-2551ab33f1d0",
    "capacity-management": ">f929c89e-c363-4132-a918-e021d57b307c",
    "capacity-planning": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "capital-iq": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "capital-markets": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "capital-markets-law": "-",
    "capital-raising": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "carbon-accounting": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "card-sorting": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "cardiac-rehabilitation": "-",
    cardiology: "=d37c3b99-7e6c-44b6-81ea-f5d6e0b71a8d",
    "care-coordination": "-",
    "care-planning": "-",
    "career-coaching": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "career-development": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "career-guidance": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    carpentry: "=19858dd3-a5fe-4855-b644-6ecfefd1c384",
    cartography: "=2dfa5bd5-c87c-461c-bce9-69b2c58732bd",
    "case-management": "-",
    "cash-flow-management": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "cash-handling": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "cash-register-operation": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    cassandra: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "category-management": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "category-sourcing": ">f929c89e-c363-4132-a918-e021d57b307c",
    catering: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    catia: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "causal-inference": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    cctv: "=b0288eea-74b3-460a-8ac5-edc4ba70b75c",
    cegid: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "cell-culture": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    cerner: "-",
    "certificate-management": ">8088750d-8388-4170-a76f-48354c469c44",
    "change-leadership": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "change-management": "=06fa9997-1720-45e8-a0cf-ee3060049f8b",
    "channel-managers": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "channel-sales": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "chaos-engineering": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "character-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    chatgpt: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "check-in-and-check-out": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "check-point": ">8088750d-8388-4170-a76f-48354c469c44",
    chef: "=49f85a99-086c-45b6-a6fa-eb90305af7b1",
    "chemical-engineering": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    chemistry: "=cde9911c-f92e-4de1-811f-336e177ac4ce",
    "child-development": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "child-protection": "=f2d63656-169c-4110-99fe-33914f902466",
    chiropractic: "-",
    chromatography: ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "ci-cd": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "cinema-4d": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    cinematography: "=eb3aa3a8-6ece-441d-9041-15dcb0880e47",
    circleci: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "circular-economy": "=22c45bf7-e52b-475f-847b-c32a87f65a5d",
    cisco: "=709ef32a-7435-48e2-8fa2-16e389ecab8a",
    cision: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "citation-management": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    citrix: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "citrix-workspace": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "civil-engineering": "=82887396-e5bf-4306-af51-3fe8d82790b2",
    "civil-law": "=c33dd5ae-ae72-49d7-8dcf-8bc72e59fe78",
    "claims-handling": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    classification: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "classroom-management": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "clean-code": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    cleaning: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    clickup: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "client-relationship-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "climate-science": "=cfccea88-0558-40d4-b896-56a1e7993e24",
    "clinical-assessment": "-",
    "clinical-data-management": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "clinical-governance": "-",
    "clinical-leadership": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "clinical-research": "=ad05c2bf-3905-4e4c-bd56-6fcfdebc994c",
    "clinical-trials": "=34396520-b785-42dc-afe0-f74d7aa9f793",
    clojure: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "cloud-architecture": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "cloud-computing": "=bd14968e-e409-45af-b362-3495ed7b10e0",
    "cloud-migration": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "cloud-security": "=1c2978b8-bb0d-4249-9c23-877571a4dffa",
    cloudflare: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    clustering: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "co-creation": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    coaching: ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    cobit: "=9bb7a97a-1a16-431e-8ea6-ad0f9f59aa0a",
    cobol: "=def007fa-5fed-4a5f-91a2-b0d7e3db1be1",
    "code-of-conduct": "-",
    "code-review": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "coffee-roasting": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "cognitive-behavioural-therapy": "=561d0714-aebc-4275-8061-6924a4fb4e7e",
    "cold-calling": "=16132f2b-cf61-4c53-ae8d-9023a8bab90b",
    "cold-chain-logistics": "=3c20b802-06c0-42e8-8a39-a1ab0ba1832b",
    "collective-bargaining": "-",
    "colour-theory": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "commercial-driving": ">f929c89e-c363-4132-a918-e021d57b307c",
    "commercial-law": "=d63c2bad-817d-4116-b4d8-b927cb01212d",
    commissioning: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    commitment: "-",
    "common-sense": "-",
    communication: "=15d76317-c71a-4fa2-aadc-2ecc34e627b7",
    "company-formation": "-",
    "company-valuation": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "compensation-and-benefits": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "competency-based-education": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "competency-frameworks": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "competition-law": "=ce5598ec-5ca4-4f3e-92a2-c55c90ce6038",
    "competitive-analysis": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    compilers: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "complaint-handling": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    compliance: "-",
    "compliance-auditing": ">8088750d-8388-4170-a76f-48354c469c44",
    "computational-biology": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "computational-fluid-dynamics": "=77592603-505b-4096-97dd-d0def6bd7601",
    "computer-aided-design": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "computer-aided-manufacturing": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "computer-graphics": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "computer-networking": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "computer-vision": "=7b0d5000-00da-4864-b776-6de49a87a669",
    comsol: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "concierge-services": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    concur: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    concurrency: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "conference-presentations": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    confidentiality: "-",
    "configuration-management": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "conflict-mediation": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "conflict-resolution": "=afd49651-9119-4327-91fc-844a6dda1254",
    confluence: "=580660a6-5d3a-421d-a54f-d85b706c2b2f",
    consolidation: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "constitutional-law": "=cb885129-ec40-4b9c-8064-5900dbceeb4f",
    "construction-law": "=204713d1-a658-435b-b495-765866715755",
    "construction-management": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "construction-planning": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    consul: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    consulting: ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "consumer-protection-law": "=947e6a15-5539-43e2-b62f-6a52fd57e0a0",
    "container-security": ">8088750d-8388-4170-a76f-48354c469c44",
    containerization: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    contaplus: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "content-creation": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "content-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "content-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "content-strategy": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "contextual-inquiry": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "contract-drafting": "-",
    "contract-law": "=5c606d18-6404-4047-b235-350f18e11827",
    "contract-lifecycle-management": "-",
    "contract-logistics": ">f929c89e-c363-4132-a918-e021d57b307c",
    "contract-management": "=92721092-fe7c-4689-96bd-4f02385bc0e7",
    "contract-negotiation": "-",
    "control-engineering": "=bf1f763e-c505-46e7-8af3-e48f13ec5f44",
    controlling: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "conversion-rate-optimization": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "cookie-compliance": "-",
    cooking: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    cooperation: "-",
    "cooperative-learning": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "copy-editing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "copyright-law": "-",
    copywriting: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    coreldraw: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    cornerstone: ">e437eba1-3e22-41f2-8703-741e94785cba",
    "corporate-communications": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "corporate-compliance": "-",
    "corporate-development": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "corporate-finance": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "corporate-governance": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "corporate-law": "=d77d7685-04fb-43a4-a1ac-09a10811f646",
    "corporate-secretarial": "-",
    "corporate-social-responsibility": "=66db424f-2abe-420d-8e5b-186607266b61",
    "corporate-tax": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "corporate-training": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    correspondence: "=15d76317-c71a-4fa2-aadc-2ecc34e627b7",
    "cost-analysis": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "cost-awareness": "-",
    "cost-benefit-analysis": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "cost-centre-accounting": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "cost-control": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "cost-of-goods-control": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "cost-reduction": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    counselling: "=045f71e6-0699-4169-8a54-9c6b96f3174d",
    "country-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    coupa: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "court-representation": "-",
    cpp: "=b633eb55-8f1f-4ae6-ab4c-2022ffe2cb7f",
    "creative-concept-development": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "creative-direction": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "creative-writing": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    creativity: "-",
    "credit-analysis": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "credit-control": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "credit-risk-management": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "credit-scoring": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "criminal-law": "=8836a5a5-e2ff-4baf-aae3-bfb78a4cca7f",
    "crisis-communication": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "crisis-intervention": "=8e261d1c-12c0-498e-bfc2-ec0c16496c68",
    "crisis-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    crispr: ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "critical-care": "=e862fb43-5acd-4d37-a4a2-63684c164932",
    "critical-path-method": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "critical-thinking": "-",
    "cross-functional-team-leadership": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    crossdocking: ">f929c89e-c363-4132-a918-e021d57b307c",
    crowdin: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    crowdstrike: ">8088750d-8388-4170-a76f-48354c469c44",
    cryptocurrency: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    cryptography: ">8088750d-8388-4170-a76f-48354c469c44",
    css: "=e5d1f825-60ed-4bdd-872a-e748c387f777",
    cucumber: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "culinary-arts": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "cultural-awareness": "-",
    "culture-development": ">e437eba1-3e22-41f2-8703-741e94785cba",
    curiosity: "=429062f1-a958-43ea-83dd-4e1af078c156",
    "curriculum-design": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "customer-acquisition": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "customer-advice": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "customer-development": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "customer-experience": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "customer-focus": "-",
    "customer-insights": "=05fc6f8d-639c-4329-a6de-dfdd800ed091",
    "customer-journey-management": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "customer-needs-analysis": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "customer-relationship-management": "=dc9a236c-c640-43c3-812f-269403591edb",
    "customer-retention": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "customer-segmentation": "=136e0cab-0b19-48f7-9086-745d615f416b",
    "customer-service": "=15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "customer-success": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "customs-clearance": ">f929c89e-c363-4132-a918-e021d57b307c",
    "cyber-risk-management": ">8088750d-8388-4170-a76f-48354c469c44",
    "cyber-threat-hunting": ">8088750d-8388-4170-a76f-48354c469c44",
    cyberark: ">8088750d-8388-4170-a76f-48354c469c44",
    cybersecurity: "=8088750d-8388-4170-a76f-48354c469c44",
    "cycle-counting": ">f929c89e-c363-4132-a918-e021d57b307c",
    "cynefin-framework": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    cypress: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "d3-js": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "dall-e": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    dalloz: "-",
    "dangerous-goods-handling": "=5b0d14b1-0bf6-4f6b-b922-4becc213f0aa",
    dart: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    dashboards: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "data-analysis": "=7ee4c2ea-b349-4bd2-81a3-ec31475d4833",
    "data-annotation": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "data-architecture": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "data-cleaning": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "data-engineering": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "data-entry": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "data-governance": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "data-lake": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "data-loss-prevention": ">8088750d-8388-4170-a76f-48354c469c44",
    "data-management": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "data-migration": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "data-mining": "=25f0ea33-b4a2-4f31-b7b4-7d20e827b180",
    "data-pipelines": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "data-privacy-engineering": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "data-protection": "=a4346013-a967-4a58-a533-6b32ad1364c5",
    "data-protection-impact-assessment": ">8088750d-8388-4170-a76f-48354c469c44",
    "data-quality": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "data-retention": "-",
    "data-science": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "data-storytelling": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "data-visualization": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "data-warehousing": "=3ec2e4d6-7000-4905-bf1a-c5b1679416de",
    "database-design": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    databases: "=43ae58b9-5e56-4524-b45a-b422777a0576",
    databricks: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    datadog: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    datev: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "datev-unternehmen-online": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "davinci-resolve": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    dax: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    dbt: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "ddos-protection": ">8088750d-8388-4170-a76f-48354c469c44",
    "deal-closing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "dealing-with-ambiguity": "-",
    debugging: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "decision-making": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "deep-learning": "=ecc4552a-92c5-4222-b18d-faf5ac841080",
    deepl: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    dejure: "-",
    delegation: ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "delivery-planning": ">f929c89e-c363-4132-a918-e021d57b307c",
    "demand-planning": ">f929c89e-c363-4132-a918-e021d57b307c",
    "dementia-care": "-",
    demography: "=c94dd931-f568-48e2-9a1c-922f1ce21f67",
    deno: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "dental-hygiene": "-",
    dentistry: "=b8990fac-b9d6-4c9a-980c-fd6753757106",
    "department-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    derivatives: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    dermatology: "=11190c86-bf63-4d98-be9a-fbee97c9f93a",
    "design-for-six-sigma": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "design-patterns": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "design-research": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "design-sprint": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "design-systems": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "design-thinking": "=df64a7cc-2e96-4304-95d3-56fe0ac2dd39",
    "desktop-support": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "destination-management": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    devops: "=f0de4973-0a70-4644-8fd4-3a97080476f4",
    devsecops: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "diabetes-management": "-",
    diagnosis: "-",
    dialux: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "dictation-transcription": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    dietetics: "=f190355a-cea5-4cd0-b6cd-a5c3d9a14985",
    "differential-diagnosis": "-",
    "differentiated-instruction": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "digital-forensics": "=118a9b27-1c5a-4214-b685-1a4d9e6365ea",
    "digital-identity": ">8088750d-8388-4170-a76f-48354c469c44",
    "digital-illustration": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "digital-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "digital-transformation": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "digital-twin": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    digitalocean: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    diplomacy: "-",
    "direct-marketing": "=4e8ad2b8-d80c-4701-91aa-cd874142ef2d",
    "direct-sales": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "disability-support": "=54411e8e-d62f-46d8-b87b-fce23f8e3bc8",
    "discharge-planning": "-",
    "disciplinary-procedures": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "disciplined-agile": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "discounted-cash-flow": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    discretion: "-",
    dispatching: ">f929c89e-c363-4132-a918-e021d57b307c",
    dispensing: "-",
    "dispute-resolution": "-",
    "distributed-systems": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    distribution: ">f929c89e-c363-4132-a918-e021d57b307c",
    "diversity-and-inclusion": ">e437eba1-3e22-41f2-8703-741e94785cba",
    django: ">ccd0a1d9-afda-43d9-b901-96344886e14d",
    dns: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    docker: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "document-management": "=ea1bf5e5-e7f0-4d2c-a415-1c39c00512b1",
    "domain-driven-design": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    doodle: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "dora-compliance": ">8088750d-8388-4170-a76f-48354c469c44",
    dotnet: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "double-diamond": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    dovetail: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "draw-io": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    dropbox: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "drug-development": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "drug-discovery": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    drupal: "=1de3942b-99d8-41e8-9ef0-fbc9e9f6307b",
    "dry-needling": "-",
    dsdm: ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "dual-track-agile": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "due-diligence": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "dutch-as-a-second-language": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    dynamodb: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    dynatrace: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "e-commerce-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "e-discovery": "-",
    "e-learning": "=5f5e9350-1d13-4391-b9e1-07f6b2047fc5",
    "e-learning-development": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "e-procurement": "=378caeec-10a0-4162-b75c-ab374a42e93d",
    "early-childhood-education": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "earned-value-management": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    ecology: "=a8429098-ddac-481b-91e7-688d021c092e",
    "ecommerce-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    econometrics: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "economic-analysis": "=99571e68-801f-49af-a897-5f75996642e1",
    "economic-forecasting": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "economics-research": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "edge-computing": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "editorial-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "education-management": "=efa7a6e9-3018-4125-8ac5-5b5d513bcba7",
    "educational-assessment-tools": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "educational-content-development": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "educational-counselling": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "educational-leadership": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "educational-psychology": "=621391ab-1187-4705-a0cb-a7b1a6d2b664",
    "educational-technology": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    efqm: ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "eisenhower-matrix": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    elasticsearch: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "electrical-engineering": "=3e40c7d0-0e36-4b33-bc33-0aa87eda0561",
    "electrical-installation": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    electromobility: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    electron: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "electron-microscopy": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "electronic-circuit-design": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "electronic-health-records": "-",
    "electronic-lab-notebooks": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    electronics: "=95c35c3a-035f-47c2-90cf-7e934d20fc08",
    electrotherapy: "=aef7eab0-ae14-4a8d-8f7b-01a97f0581e7",
    elisa: ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    elixir: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "elk-stack": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "email-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "email-security": ">8088750d-8388-4170-a76f-48354c469c44",
    "embedded-hardware-design": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "embedded-systems": "=2180bd8c-86de-4889-8165-adac902eee9d",
    "emergency-care": "=f7464f30-662b-4177-85a0-3df9693e9e58",
    "emotional-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "emotional-intelligence": "-",
    empathy: "-",
    "employee-development": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "employee-engagement": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "employee-experience": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "employee-relations": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "employee-surveys": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "employee-wellbeing": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "employer-branding": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "employment-contracts": "-",
    "employment-law": "=97b713f0-b9e8-4903-8dee-7e0b4019a1c0",
    "end-to-end-testing": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "endpoint-security": ">8088750d-8388-4170-a76f-48354c469c44",
    "energy-auditing": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "energy-efficiency": "=83fc0b2b-6cd2-46af-b1ff-d3fc83604c26",
    "energy-law": "-",
    "engineering-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "enterprise-risk-management": "=00920055-eb50-4cb8-a23d-3deedbf3753e",
    enthusiasm: "-",
    "entity-framework": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "entrepreneurial-leadership": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "entrepreneurial-thinking": "-",
    entrepreneurship: "=658605f2-1c95-49f0-bd98-0af7b15ad0b0",
    "environmental-compliance": "-",
    "environmental-engineering": "=b1b118c4-3291-484e-b64d-6d51fd5da8b3",
    "environmental-impact-assessment": "=e541c69c-ea80-4b17-87cb-4001d0b9d303",
    "environmental-law": "=6f5850ea-5785-4e2c-b062-743066fd5bdb",
    "environmental-science": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    epic: "-",
    epidemiology: "=9fa6b84e-d625-4d1d-a5d0-e7f6b357deb8",
    eplan: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "equity-research": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    ergonomics: "=fbdbed1c-442a-47b3-a26f-0e867d82bbea",
    erlang: "=034c29fa-c3ba-45ea-b8f3-bf8e3705e386",
    "erp-systems": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "esg-reporting": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "estimation-techniques": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    etabs: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "ethical-hacking": ">8088750d-8388-4170-a76f-48354c469c44",
    "ethical-leadership": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "ethics-and-integrity": "-",
    ethnography: ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    etl: "=9d0d89be-bffa-4393-b6f6-8d05bea49051",
    eurocodes: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "european-union-law": "-",
    "event-catering": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "event-driven-architecture": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "event-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "event-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    evernote: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "evidence-based-practice": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "exact-globe": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "exact-online": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "exam-preparation": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    excel: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "excel-macros": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "excel-modelling": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "executive-assistance": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "executive-coaching": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "executive-communication": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "executive-leadership": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "exhibition-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "exit-interviews": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "expense-management": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "experimental-design": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "export-management": "=11cbcf7f-8dc3-4c9a-9ec1-37f51b5cbc19",
    "export-sales": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    express: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "external-audit": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "extreme-programming": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "f-sharp": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "facility-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    factorial: ">e437eba1-3e22-41f2-8703-741e94785cba",
    factset: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "failure-mode-and-effects-analysis": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "family-law": "=3cb348a4-e49e-4fe2-a403-d558dce1b38d",
    "fashion-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "fashion-retail": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    fastapi: ">ccd0a1d9-afda-43d9-b901-96344886e14d",
    "feasibility-studies": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "feature-driven-development": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "feature-engineering": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "feedback-culture": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    fidic: "-",
    "field-research": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "field-sales": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    figma: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "final-cut-pro": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "finance-business-partnering": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "financial-accounting": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "financial-acumen": "=811bdb9d-5bf7-4b5a-a3f5-4fc2002f6d57",
    "financial-advisory": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "financial-analysis": "=99571e68-801f-49af-a897-5f75996642e1",
    "financial-compliance": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "financial-due-diligence": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "financial-literacy": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "financial-modelling": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "financial-planning-and-analysis": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "financial-regulation": "-",
    "financial-reporting": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "financial-risk-management": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "financial-statements": "=4a460161-eaea-4fe2-bd0e-164ccc635be1",
    "finite-element-analysis": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    finops: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "fire-safety-engineering": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    firebase: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    firewalls: ">8088750d-8388-4170-a76f-48354c469c44",
    "firmware-development": "=4f7fa632-15a6-4739-930b-abbac8055a80",
    "first-aid": "=f7464f30-662b-4177-85a0-3df9693e9e58",
    fishmongering: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "fitness-instruction": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "fixed-asset-accounting": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "fixed-income": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    flask: ">ccd0a1d9-afda-43d9-b901-96344886e14d",
    "fleet-management": ">f929c89e-c363-4132-a918-e021d57b307c",
    "flipped-classroom": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "flow-cytometry": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "fluid-mechanics": "=87b1c959-236d-4761-b3be-b1c729497f75",
    flutter: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "flux-cd": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "focus-groups": "=670c79e9-aa33-41ae-9858-573ade0adb89",
    "food-and-beverage-management": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "food-law": "-",
    "food-preparation": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "food-safety": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "food-science": "=78521a78-d0b6-41ca-ae11-d1af9da8a3cb",
    forecasting: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "forensic-accounting": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "forklift-operation": ">f929c89e-c363-4132-a918-e021d57b307c",
    "formative-assessment": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    fortinet: ">8088750d-8388-4170-a76f-48354c469c44",
    fortran: "=21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "fpga-design": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    framer: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "franchise-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "franchise-operations": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "fraud-detection": "=541cdc23-1eec-4520-81fc-3392eaf538ed",
    "freight-cost-management": ">f929c89e-c363-4132-a918-e021d57b307c",
    "freight-forwarding": ">f929c89e-c363-4132-a918-e021d57b307c",
    "french-as-a-foreign-language": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    freshdesk: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    friendliness: "-",
    "front-office-operations": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "frontend-development": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "full-stack-development": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "functional-programming": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "functional-safety": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "fusion-360": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "gait-analysis": "-",
    "game-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "game-development": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    gamification: ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "gantt-charts": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    gdpr: "=d3e9b00a-0891-4fa8-836d-8240ec3d2758",
    "gemba-walks": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "general-ledger-accounting": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "general-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "general-practice": "-",
    "generative-ai": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    genetics: "=54b2c5ea-4475-4bf5-a433-b0dc5442e691",
    genomics: ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    geodesy: "=7d4e4636-f136-46f6-ae23-2a7639d6b861",
    geology: "=8bdd25f8-4b6e-40fe-a2cf-c1badc594114",
    "geometric-dimensioning-and-tolerancing": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "geospatial-analysis": "=377861af-f966-4c87-a2db-7e99904312b9",
    "geotechnical-engineering": "=5548401e-dbe9-4603-9917-1c8b3e0ad4ad",
    "geriatric-care": "=52c19dc8-651f-4095-98fe-dcb2799d702e",
    "german-as-a-foreign-language": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "getting-things-done": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    ggplot2: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    gimp: "=4a466c62-db7d-4905-9a41-f23214810acb",
    git: "=9d2e926f-53d9-41f5-98f3-19dfaa687f3f",
    github: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "github-actions": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "github-copilot": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    gitlab: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "gitlab-ci": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    gitops: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "giving-feedback": "-",
    "global-mobility": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "global-sourcing": ">f929c89e-c363-4132-a918-e021d57b307c",
    gmail: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    go: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "go-to-market-strategy": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "goal-orientation": "-",
    "goal-setting": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "good-clinical-practice": "-",
    "good-judgement": "-",
    "good-laboratory-practice": "=1618ee1c-6753-456e-a171-3d7e5f75404a",
    "goods-receipt": "=2cae39d6-78c2-4ce3-bee8-628504371463",
    "google-ads": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "google-analytics": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "google-classroom": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "google-cloud-functions": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "google-cloud-platform": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "google-docs": "=81633a44-f1db-4a01-a940-804c6905e330",
    "google-drive": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "google-forms": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "google-kubernetes-engine": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "google-meet": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "google-merchant-center": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "google-my-business": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "google-search-console": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "google-sheets": "=1973c966-f236-40c9-b2d4-5d71a89019be",
    "google-slides": "=234aeb8d-56c3-4531-9193-1c5e6a8d16cb",
    "google-tag-manager": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "google-translate": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "google-workspace": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    governance: ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "governance-risk-and-compliance": "=9a0d0abc-010d-440b-8242-7e31510471ba",
    gradle: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    grafana: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    grammarly: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "grant-accounting": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "grant-proposals": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "grant-writing": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "graphic-design": "=7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    graphql: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    greenhouse: ">e437eba1-3e22-41f2-8703-741e94785cba",
    "grievance-handling": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "grocery-retail": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    groovy: "=52cf3037-ab53-4806-85ed-7fd21ea7f6a1",
    "growth-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "growth-strategy": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    grpc: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "guerrilla-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "guest-relations": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    gxp: "=13f22eb5-e3a8-405a-9d89-c8124d4a239a",
    gynaecology: "-",
    hackathons: ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    hadoop: "=e46291c7-52b9-4174-bd59-178884861038",
    hairdressing: "=d2c5d356-43d9-4118-827c-6801e32a452a",
    "hands-on-mentality": "-",
    haproxy: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    hardening: ">8088750d-8388-4170-a76f-48354c469c44",
    "hardware-prototyping": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    haskell: "=000f1d3d-220f-4789-9c0a-cc742521fb02",
    "headcount-planning": ">e437eba1-3e22-41f2-8703-741e94785cba",
    headhunting: ">e437eba1-3e22-41f2-8703-741e94785cba",
    "health-and-safety-compliance": "-",
    "health-coaching": "-",
    "health-informatics": "=fb82ae25-b59f-43fd-aacf-a8308afbe85e",
    "health-law": "-",
    "health-promotion": "-",
    "healthcare-management": "-",
    helm: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    helpfulness: "-",
    heroku: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "heuristic-evaluation": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    hgb: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    hibernate: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "high-availability": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "high-performance-computing": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "high-voltage-engineering": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "higher-education-teaching": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    histology: "=b5207591-6db2-4ace-af66-c79ad5176fe0",
    "history-research": "=2b22f3b1-5de4-43f9-b6d1-b20f65871268",
    hive: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    hix: "-",
    holded: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "home-care": "-",
    "homework-support": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    homologation: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    hootsuite: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "horizon-europe": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "hoshin-kanri": "=906e5de0-f86d-4a10-a89b-30cee6a09adf",
    "hospitality-management": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "hotel-sales": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    hotjar: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    houdini: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    housekeeping: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    hplc: "=56d88178-99d4-400d-9415-d700ce6a29f3",
    "hr-administration": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "hr-analytics": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "hr-business-partnering": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "hr-consulting": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "hr-information-systems": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "hr-operations": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "hr-policies": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "hr-reporting": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "hr-strategy": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "hr-transformation": ">e437eba1-3e22-41f2-8703-741e94785cba",
    html: "=69bbd53f-fbb0-4476-b4b2-ef7844464e28",
    hubspot: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "hubspot-service-hub": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "hugging-face": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "human-resources-management": "=e437eba1-3e22-41f2-8703-741e94785cba",
    "humanitarian-logistics": ">f929c89e-c363-4132-a918-e021d57b307c",
    hvac: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "hybrid-project-management": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "hybrid-work-policies": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "hydraulic-engineering": "=68e66ed6-a171-4350-8ec1-2cfc4cae50e4",
    hydraulics: "=68e66ed6-a171-4350-8ec1-2cfc4cae50e4",
    "hydrogen-technology": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    hydrology: ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    hydrotherapy: "=8ceaad7f-1d37-41e6-a1fe-4ab9707a959b",
    "hyper-v": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    hyperion: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "hypothesis-testing": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "ibm-cloud": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    iconography: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "identity-and-access-management": ">8088750d-8388-4170-a76f-48354c469c44",
    ifrs: "=4a855abe-ac5b-4e95-ac10-3c1adceeee28",
    ifttt: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    illustration: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "immigration-and-visas": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "immigration-law": "=7da0b396-34d7-4714-ada4-78d222e515a0",
    immunology: "=8ba9a58f-a491-4a23-9325-85f3b171aa53",
    "impact-mapping": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "import-export": ">f929c89e-c363-4132-a918-e021d57b307c",
    "incident-management": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "incident-response": ">8088750d-8388-4170-a76f-48354c469c44",
    "inclusive-education": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    incoterms: ">f929c89e-c363-4132-a918-e021d57b307c",
    "independent-working": "-",
    "industrial-design": "=efacdaad-ab73-4056-bee3-4eb34b458bf6",
    "industrial-engineering": "=a1816dfd-dbdc-4499-bef3-ff81dd895b33",
    "industrial-relations": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "industry-4-0": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "industry-analysis": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "infection-control": "=6d13053b-ee35-492c-8976-8178420df398",
    "influencer-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "influencing-without-authority": "-",
    infographics: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    infor: ">f929c89e-c363-4132-a918-e021d57b307c",
    informatica: "=7b5cce4d-c7fe-4119-b48f-70aa05391787",
    "information-architecture": "=1bba98a7-92b9-450b-9235-e0c905f8f3c4",
    "infrastructure-as-code": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "infrastructure-projects": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "injection-moulding": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "innovation-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "innovation-mindset": "-",
    "inquiry-based-learning": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "inside-sales": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "insolvency-law": "=91003b4a-f2aa-4472-a9c1-4597abb518f2",
    "instructional-design": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    insurance: ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "insurance-accounting": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "insurance-brokerage": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "insurance-law": "=15d6d4e9-9b4b-4a93-aea5-a29a67b6d9e7",
    "insurance-pricing": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "integrated-project-delivery": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "integration-testing": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    integrity: "=7cf2762d-32e1-4b21-8ef8-574e40310c18",
    integromat: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "intellectual-property": "=2ad081e6-0a3f-4612-ac15-7ace75d39e26",
    "intensive-care-nursing": "=e862fb43-5acd-4d37-a4a2-63684c164932",
    "interaction-design": "=de0be6e8-644c-4cc9-9c8d-925dd98dda56",
    intercom: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "intercompany-accounting": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "intercultural-competence": "-",
    "interim-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "interior-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "intermodal-transport": "=15952b07-e74b-4618-baf2-51f40a5edbc4",
    "internal-audit": "=8804d963-5a31-4609-b5df-f741b7199fb7",
    "internal-communications": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "internal-controls": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "internal-investigations": "-",
    "internal-medicine": "=4f7b14d8-f09c-49f7-abae-231e8c210e07",
    "internal-mobility": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "international-business": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "international-law": "=a3aa300b-6636-40fc-abe7-4ab3808dd742",
    "international-sales": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    internationalisation: ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "internet-of-things": "=f049d050-12da-4e40-813a-2b5eb6df6b51",
    "interpersonal-skills": "-",
    interpreting: ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "interview-research": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    interviewing: ">e437eba1-3e22-41f2-8703-741e94785cba",
    intralogistics: ">f929c89e-c363-4132-a918-e021d57b307c",
    "intrusion-detection": ">8088750d-8388-4170-a76f-48354c469c44",
    intune: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "inventory-control": ">f929c89e-c363-4132-a918-e021d57b307c",
    "inventory-management": ">f929c89e-c363-4132-a918-e021d57b307c",
    "investment-analysis": "=bf12b461-1c53-4d81-a395-8ba77f7483c4",
    "investment-banking": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "investment-controlling": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "investor-relations": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    invision: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    invoicing: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    ionic: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "ios-development": "=ce26e71f-2d47-474e-89b6-7920931ac4fc",
    "iot-security": ">8088750d-8388-4170-a76f-48354c469c44",
    ipma: ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "ishikawa-diagram": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "iso-27001": ">8088750d-8388-4170-a76f-48354c469c44",
    "iso-9001": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    istio: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "it-infrastructure": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "it-law": "-",
    "it-service-management": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "italian-as-a-foreign-language": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    itil: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "itil-processes": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    jamf: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    java: "=19a8293b-8e95-4de3-983f-77484079c389",
    javafx: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    javascript: "=3cd569a2-4f88-4c1e-9995-8dce8c5e51a7",
    "jd-edwards": ">f929c89e-c363-4132-a918-e021d57b307c",
    jedox: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    jenkins: "=f47a1998-0beb-43be-9f46-380aa4d183da",
    jest: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    jira: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "jira-service-management": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    jmeter: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "job-advertising": "=38a5c459-c591-4f76-a358-37de342bb11d",
    "job-descriptions": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "job-evaluation": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "jobs-to-be-done": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "joint-ventures": "=816cb632-848e-43ee-9be0-d13b685498f8",
    journalism: "=3391d6dd-d584-4c8c-9af9-d2f0c45e2b4b",
    "journey-mapping": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    jquery: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    julia: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    junit: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    jupyter: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    juris: "-",
    "just-in-time": ">f929c89e-c363-4132-a918-e021d57b307c",
    kafka: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    kahoot: ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    kaizen: "=8af372fa-7b85-4bab-ab20-3f2eb980c400",
    "kali-linux": "=625b57ee-29d4-425b-bf99-9fd54dd021fe",
    kanban: "=bec4359e-cb92-468f-a997-8fb28e32fba9",
    "kanban-production-control": ">f929c89e-c363-4132-a918-e021d57b307c",
    keras: "=7b0d5000-00da-4864-b776-6de49a87a669",
    "key-management": "=e5beeff8-7c98-490a-ae2c-16fbb6a87305",
    keycloak: ">8088750d-8388-4170-a76f-48354c469c44",
    keynote: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    keyshot: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "keyword-research": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    kicad: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    kinaxis: ">f929c89e-c363-4132-a918-e021d57b307c",
    "kinesio-taping": "-",
    "kitchen-management": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    klarna: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    klaviyo: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    knime: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "know-your-customer": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    kotlin: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "kpi-tracking": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    kubernetes: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "kubernetes-security": ">8088750d-8388-4170-a76f-48354c469c44",
    kyriba: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "laboratory-diagnostics": "=50d38d64-9ad7-42b9-be8f-d329c1422558",
    "laboratory-information-management": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "laboratory-management": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "laboratory-skills": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "labour-relations-with-unions": ">e437eba1-3e22-41f2-8703-741e94785cba",
    labview: "=21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "landscape-architecture": "=4c598891-db23-4b7c-9b39-233ba8eaf848",
    langchain: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "language-teaching": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    laravel: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "large-language-models": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "last-mile-delivery": ">f929c89e-c363-4132-a918-e021d57b307c",
    latex: "=81633a44-f1db-4a01-a940-804c6905e330",
    "laundry-operations": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    layout: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "lead-generation": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    leadership: ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "leadership-coaching": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "leadership-development": ">e437eba1-3e22-41f2-8703-741e94785cba",
    lean: ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "lean-canvas": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "lean-construction": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "lean-logistics": ">f929c89e-c363-4132-a918-e021d57b307c",
    "lean-manufacturing": "=82fea746-853f-4f1b-8ab7-55de8619cccd",
    "lean-startup": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "lean-ux": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "learning-agility": "-",
    "learning-and-development": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "learning-management": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "learning-management-systems": "=6c80d53c-d8c9-41fe-998f-091fca208834",
    "lease-accounting": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "lecture-delivery": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    lefebvre: "-",
    "legal-advice": "-",
    "legal-analysis": "=a8585efe-4011-47b2-9aed-cd01bd3652c0",
    "legal-compliance-audits": "-",
    "legal-drafting": "-",
    "legal-due-diligence": "-",
    "legal-operations": "-",
    "legal-project-management": "-",
    "legal-research": "=a8585efe-4011-47b2-9aed-cd01bd3652c0",
    "legal-tech": "-",
    "legal-translation": "-",
    "legal-writing": "-",
    "leisure-management": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    less: "=26fa7a33-a426-4cd5-9792-33bf668612e1",
    "less-css": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "lesson-planning": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "level-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    lever: ">e437eba1-3e22-41f2-8703-741e94785cba",
    lexis: "-",
    lexoffice: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    lexware: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    libreoffice: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    licensing: "-",
    lightgbm: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "lighting-design": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    limesurvey: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "linear-programming": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    linguistics: "=810df100-e85a-4c13-b619-34030a75ecc2",
    "link-building": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "linkedin-ads": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "linkedin-recruiter": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "linkedin-sales-navigator": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    linux: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "linux-administration": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "liquidity-risk": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "literacy-instruction": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "literature-review": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    litigation: "-",
    "load-balancing": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "loading-and-unloading": ">f929c89e-c363-4132-a918-e021d57b307c",
    "loan-processing": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "local-gaap": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "local-seo": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "logic-pro": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    logistics: "=e843973c-23dd-416a-8a9c-9e89512542fb",
    "logistics-controlling": ">f929c89e-c363-4132-a918-e021d57b307c",
    "logistics-management": "=953c0b65-537a-42fe-a90b-26cd36c64361",
    "logistics-network-design": ">f929c89e-c363-4132-a918-e021d57b307c",
    "logo-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "loket-nl": ">e437eba1-3e22-41f2-8703-741e94785cba",
    lookback: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    looker: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    loom: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "loss-prevention": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "lotus-notes": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "low-code": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "loyalty-programmes": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    lua: "=21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    lucanet: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    lucidchart: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "luxury-retail": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "lymphatic-drainage": "-",
    "machine-learning": "=3a2d5b45-56e4-4f5a-a55a-4a4a65afdc43",
    machining: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    macos: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    magento: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "mail-merge": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    mailchimp: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    mailjet: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "maintenance-engineering": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "maitland-concept": "-",
    "malware-analysis": "=8fdf4273-d8ce-47a2-b461-45cb1282ef36",
    "management-accounting": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "management-by-objectives": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "management-consulting": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "management-of-risk": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "managing-managers": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "managing-successful-programmes": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "manhattan-associates": ">f929c89e-c363-4132-a918-e021d57b307c",
    "manual-testing": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "manual-therapy": "=c416bcc9-df5a-42fd-abc9-9949ec072ef3",
    "manufacturing-engineering": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    mariadb: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "market-analysis": "=b011c8b4-76e1-4bbc-8bb9-1d205e7b618a",
    "market-entry-strategy": "=62bf2e21-2613-47f1-a624-fe0fc925e671",
    "market-research": "=8770350e-746f-4adb-9556-18ca68104be6",
    "market-risk": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "market-segmentation": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    marketing: "=5bbaa0e6-0fd7-4df2-9db7-34f78b40dc34",
    "marketing-analytics": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "marketing-automation": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "marketing-budget-management": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "marketing-communications": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "marketing-plan": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "marketing-strategy": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    marketo: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "marketplace-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    masonry: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "mass-spectrometry": "=f591979a-dc42-4000-810f-5852056982c6",
    "massage-therapy": "=95992467-644f-4178-97ad-b0e50a8ab084",
    "master-data-management": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "material-requirements-planning": ">f929c89e-c363-4132-a918-e021d57b307c",
    "materials-characterisation": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "materials-management": ">f929c89e-c363-4132-a918-e021d57b307c",
    "materials-science": "=142f3f7f-f15f-412e-a5fe-f75755b5dbe0",
    "mathematical-modelling": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    mathematics: "=4339176e-3acd-4f7f-a5d9-445bee3d23f2",
    "mathematics-teaching": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    matlab: "=c3a03c5a-c260-4c26-9b9a-873abb396f4d",
    matomo: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    matplotlib: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "matrix-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    maven: "=0d168770-4d9c-4096-b048-a6577818d306",
    maxqda: ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    maze: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "mckenzie-method": "-",
    "mechanical-design": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "mechanical-engineering": "=9c071f1d-eac3-449d-b004-c14775b5a3b9",
    mechatronics: "=d88cb3f1-8e02-4618-bf32-4b0488066934",
    "media-buying": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "media-planning": "=e8f602f8-b98b-4071-b088-c65e016cdf98",
    mediation: "-",
    "medical-coding": "=cf0b92de-4bd0-46ee-b383-7765b4cbcac9",
    "medical-device-regulation": "-",
    "medical-devices": "=df958b10-9e1c-4a80-9170-5572a5366e84",
    "medical-documentation": "-",
    "medical-imaging": "-",
    "medication-administration": "-",
    meltwater: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    memoq: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    memsource: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    mendix: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "mental-health": "-",
    mentoring: ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "mentoring-students": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "menu-engineering": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "menu-planning": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    merchandising: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "mergers-and-acquisitions": "=075c68d7-efe4-4466-be4a-9acc726504df",
    "mergers-and-acquisitions-finance": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "meta-ads": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "meta-analysis": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    metabase: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    metallurgy: "=5b0a8b4d-7c71-43b1-8e52-4c0cfacd7bbd",
    metasploit: "=50597e96-9b6a-4736-ac79-dd80f36c0269",
    metrology: "=a181e89d-44ae-40e7-8d37-177071237c74",
    mews: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    mice: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    microbiology: "=0bc42cda-a6f0-4cac-9b34-7911faba0bd4",
    microscopy: "=deed7f6d-328d-4f67-b74e-9b83180c1c5c",
    microservices: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "microsoft-365-administration": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "microsoft-advertising": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "microsoft-azure": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "microsoft-copilot": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "microsoft-defender": ">8088750d-8388-4170-a76f-48354c469c44",
    "microsoft-dynamics-365": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "microsoft-dynamics-365-finance": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "microsoft-dynamics-ax": ">f929c89e-c363-4132-a918-e021d57b307c",
    "microsoft-dynamics-nav": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "microsoft-fabric": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "microsoft-loop": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "microsoft-office": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "microsoft-planner": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "microsoft-project": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "microsoft-project-server": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "microsoft-sentinel": ">8088750d-8388-4170-a76f-48354c469c44",
    "microsoft-sql-server": "=ab1e97ed-2319-4293-a8b7-072d2648822f",
    "microsoft-teams": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "microsoft-teams-for-education": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "microsoft-visio": "=86f7126d-97fd-4da5-be96-d1cf6ecd54e6",
    microstation: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    midjourney: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    midwifery: "-",
    mindfulness: "=58f3a15f-8ab9-4123-a3a0-5cca75358ae7",
    "mining-engineering": "=5eeac647-dc4b-496d-b109-c90b58006021",
    "minute-taking": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    miro: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "mitre-att-and-ck": ">8088750d-8388-4170-a76f-48354c469c44",
    "mixed-methods": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    mlops: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "mobile-development": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "mobile-marketing": "=ef069fe6-305b-4452-8f7d-0c572e98effc",
    "mobile-security": ">8088750d-8388-4170-a76f-48354c469c44",
    "mobile-ui-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    mocha: "=3cd569a2-4f88-4c1e-9995-8dce8c5e51a7",
    "molecular-biology": "=8f2a4d74-b16f-4023-8fc1-b8dc8b21ffb9",
    mollie: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "monday-com": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    mongodb: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    monitoring: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "monte-carlo-simulation": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    montessori: "=2c093216-a54d-4106-99d8-aefb68efcc30",
    "month-end-close": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "mood-boards": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    moodle: "=bedd8fa7-5a64-4134-9095-58f5709e25e4",
    "mortgage-advice": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "moscow-prioritisation": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "motion-graphics": "=8afe68ff-b261-4fa8-ab25-bb30b0e5c292",
    "motivating-teams": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "motivational-interviewing": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    mqtt: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "ms-dos": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "multi-cloud": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "multi-factor-authentication": ">8088750d-8388-4170-a76f-48354c469c44",
    "multi-site-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    multitasking: "-",
    "multivariate-analysis": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    mural: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "museum-education": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "music-education": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "music-production": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "myofascial-release": "-",
    mysql: "=4da171e5-779c-4983-a76f-91c16751e99f",
    "mystery-shopping": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    nagios: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    nanotechnology: "=a8da58c7-42fc-4fd6-b25a-b06b74c00179",
    "natural-language-processing": "=fff0e2cd-d0bd-4b02-9daf-158b79d9688a",
    "naval-architecture": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    navisworks: ">fae7e545-5114-43cc-8e83-178e2549ecb9",
    "nec-contracts": "-",
    negotiation: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    neo4j: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    nessus: "=2891f0dc-4426-4a9a-8fbb-db4fb0a66f91",
    nestjs: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "net-promoter-system": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    netlify: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "network-administration": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "network-security": ">8088750d-8388-4170-a76f-48354c469c44",
    "network-segmentation": ">8088750d-8388-4170-a76f-48354c469c44",
    networking: "-",
    "neurological-rehabilitation": "-",
    neurology: "=5dfcc46a-4fb1-453c-961b-5d41bf077433",
    neuroscience: ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "new-relic": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "next-generation-sequencing": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "next-js": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    nginx: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "night-audit": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    nis2: ">8088750d-8388-4170-a76f-48354c469c44",
    "nist-cybersecurity-framework": ">8088750d-8388-4170-a76f-48354c469c44",
    nltk: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    nmap: "=de586dcf-d7e5-4340-bf5b-d59026f1b436",
    nmbrs: ">e437eba1-3e22-41f2-8703-741e94785cba",
    "nmr-spectroscopy": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "node-js": ">3cd569a2-4f88-4c1e-9995-8dce8c5e51a7",
    nomad: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "non-destructive-testing": "=75697ed4-c1a3-47dc-93e3-bb50f21aa2f6",
    "non-profit-accounting": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "non-violent-communication": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "nonprofit-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    nosql: "=76ef6ed3-1658-4a1a-9593-204d799c6d0c",
    "notarial-practice": "-",
    notion: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    npm: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "nuclear-engineering": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    numbers: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    numeracy: "=4339176e-3acd-4f7f-a5d9-445bee3d23f2",
    "numerical-methods": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    numpy: ">ccd0a1d9-afda-43d9-b901-96344886e14d",
    nursing: "-",
    "nursing-documentation": "-",
    nuxt: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    nvivo: ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    oauth: ">8088750d-8388-4170-a76f-48354c469c44",
    obeya: ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "object-oriented-programming": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "objective-c": "=9973a5a2-7822-4161-99e9-95c781eb63f8",
    "obs-studio": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "occupational-health": "=0f69d0b1-b2a4-4e38-8281-cba49b718303",
    "occupational-therapy": "-",
    "ocean-freight": ">f929c89e-c363-4132-a918-e021d57b307c",
    oceanography: "=6e19c179-3b5f-4c43-b6f5-16ce05b5e548",
    odoo: ">f929c89e-c363-4132-a918-e021d57b307c",
    offboarding: ">e437eba1-3e22-41f2-8703-741e94785cba",
    "office-management": "=6a609f8f-1451-4102-ad2d-62c5270e1237",
    okrs: ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    okta: ">8088750d-8388-4170-a76f-48354c469c44",
    "omnichannel-retail": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    onboarding: ">e437eba1-3e22-41f2-8703-741e94785cba",
    oncology: "-",
    onedrive: "=b769f524-0f25-44d7-8538-5c46710a040e",
    onenote: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "online-reputation-management": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "online-teaching": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "online-travel-agencies": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "open-mindedness": "-",
    "open-science": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "open-source": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "openai-api": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    openapi: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    opencv: "=21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "openid-connect": ">8088750d-8388-4170-a76f-48354c469c44",
    "openness-to-change": "=49de9958-2aa4-4eef-a89d-fe5d5bcd28c4",
    openshift: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    opentelemetry: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "opera-pms": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "operational-excellence": "=82fea746-853f-4f1b-8ab7-55de8619cccd",
    "operational-risk": "-",
    "operations-leadership": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "operations-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "operations-planning": ">f929c89e-c363-4132-a918-e021d57b307c",
    optics: "=38dbdfc4-427e-4fc8-b394-b00ec29dbe3a",
    "optimal-workshop": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    optimization: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    optometry: "-",
    "oracle-apex": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "oracle-cloud": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "oracle-database": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "oracle-erp": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "oracle-financials": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "oracle-hcm": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "oracle-scm": ">f929c89e-c363-4132-a918-e021d57b307c",
    orbis: "-",
    orcad: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "order-management": ">f929c89e-c363-4132-a918-e021d57b307c",
    "order-to-cash": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "organic-chemistry": "=37f621a7-8346-472a-b6fd-a226751a27d8",
    "organisational-design": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "organisational-development": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "organisational-skills": "-",
    "orthopaedic-rehabilitation": "-",
    orthopaedics: "=2ed78f04-8282-40ab-89a6-9392fde00826",
    osteopathy: "=f40c7c6f-92c6-4c60-a21b-a837904d14c2",
    "ot-security": ">8088750d-8388-4170-a76f-48354c469c44",
    "out-of-home-advertising": "=a1bbc0e9-58d1-4bbc-bf68-de5679bef07f",
    "outdoor-education": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    outlook: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    outplacement: "=57c3021c-defc-4a39-b60b-95db8af25c3a",
    outsourcing: ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    outsystems: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    owasp: "=902fb91c-3113-4004-9b4f-79aa86b638b7",
    p3o: ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "packaging-design": "=fcc64184-33d5-4e4a-8d28-0993d5685c39",
    "packaging-logistics": ">f929c89e-c363-4132-a918-e021d57b307c",
    packer: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "paediatric-care": "=8671290a-ab17-42c2-9114-adcb741e7257",
    "paediatric-physiotherapy": "-",
    pagerduty: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    pages: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "pain-management": "-",
    "pair-programming": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "pallet-management": ">f929c89e-c363-4132-a918-e021d57b307c",
    "palliative-care": "=c5a80bb0-31e6-4de0-868c-00a0f9b88b47",
    "palo-alto-networks": ">8088750d-8388-4170-a76f-48354c469c44",
    pandas: ">ccd0a1d9-afda-43d9-b901-96344886e14d",
    "paralegal-support": "-",
    "paramedic-care": "-",
    pardot: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "parent-communication": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "pareto-analysis": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "participatory-design": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "partnership-development": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    pastry: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "patch-management": ">8088750d-8388-4170-a76f-48354c469c44",
    "patent-analysis": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "patent-law": "=1349751e-dfb5-492e-89af-e7d9bd2546ac",
    pathology: "=db8a9ba7-96ad-4c53-b552-d4f1570dfefb",
    patience: "-",
    "patient-care": "-",
    "patient-communication": "-",
    "patient-safety": "=79fc83a3-9c76-4e21-b766-2e9c0f8d31eb",
    "pay-per-click-advertising": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    payments: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    paypal: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    payroll: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "pcb-design": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "pci-dss": ">8088750d-8388-4170-a76f-48354c469c44",
    pcr: ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    pedagogy: "=a117f32c-662b-4dd9-b739-1230dd04cb60",
    "peer-review": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "pelvic-floor-rehabilitation": "-",
    "penetration-testing": ">8088750d-8388-4170-a76f-48354c469c44",
    pennylane: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "pension-accounting": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "pension-schemes": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "people-development": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "people-management": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "performance-appraisals": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "performance-coaching": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "performance-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "performance-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "performance-testing": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "performance-tuning": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    perl: "=401eb8d8-6daa-4f8b-90ad-60afc71eb4f8",
    persistence: "-",
    "personal-care": "-",
    "personal-shopping": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    personas: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    personio: ">e437eba1-3e22-41f2-8703-741e94785cba",
    "personnel-cost-planning": ">e437eba1-3e22-41f2-8703-741e94785cba",
    persuasion: "-",
    "petroleum-engineering": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "pharmaceutical-care": "-",
    pharmacology: "=60c544c9-0815-479c-bcec-93c7891815ea",
    pharmacovigilance: "-",
    pharmacy: "-",
    philosophy: "=967b60c2-4657-4ffc-bcaf-aab565793f97",
    "phishing-simulation": ">8088750d-8388-4170-a76f-48354c469c44",
    phlebotomy: "=0646be77-a425-40da-8577-f77d1198c67f",
    "photo-editing": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    photography: "=38509fa4-7c06-4a4b-9622-f521f03c37b8",
    photonics: "=1f56f042-27cd-4ef0-8a57-28860af950e7",
    php: "=4350c38d-0fe9-4ca7-bab9-40ed7f72b04f",
    "physical-education": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "physical-security": ">8088750d-8388-4170-a76f-48354c469c44",
    physics: "=692ace70-7f97-4214-92bd-88f7637d8a44",
    physiotherapy: "=f4d1fce0-6d7f-4a5e-b317-2040b64758f2",
    "picking-and-packing": ">f929c89e-c363-4132-a918-e021d57b307c",
    pipedrive: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "piping-design": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "pitch-presentations": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    pitching: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "pivot-tables": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "plan-do-check-act": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "planning-and-organising": "-",
    planogram: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "plant-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    planview: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "platform-engineering": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    plaxis: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    playwright: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "plc-programming": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    plotly: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    plumbing: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    pmbok: ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    pmo: ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    pneumatics: "=bf419e00-8548-491a-a06f-d72ab439df2f",
    "podcast-production": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    podiatry: "=3cc36ca3-61fd-48e4-87ee-cbe384bdf617",
    podman: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "point-of-sale-systems": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "poka-yoke": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "policy-analysis": "=c5449667-9b40-4114-8d74-f51177669984",
    "policy-development": "-",
    "political-science": "=309bc48b-2899-4396-9242-efc26c0e1aee",
    "pomodoro-technique": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "port-operations": "=367165b1-fb00-4e55-a8ba-99b2510718b6",
    "portfolio-analysis": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "portfolio-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "positive-attitude": "-",
    "post-acquisition-integration": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "post-merger-integration": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "post-operative-care": "-",
    "postal-logistics": ">f929c89e-c363-4132-a918-e021d57b307c",
    postfix: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    postgresql: "=a8d07b5a-c1a1-42c6-9d53-db9c7a2ca996",
    postman: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "postural-assessment": "-",
    "power-apps": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "power-automate": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "power-bi": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "power-electronics": "=86ff9a65-66eb-4c8f-93d8-22e0a467fc08",
    "power-query": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "power-systems": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    powerpoint: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    powershell: "=21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "predictive-maintenance": "=7d913551-e17a-40ba-baf7-48d0c3b12e50",
    "predictive-modelling": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "presentation-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "presentation-skills": "-",
    "press-relations": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    prestashop: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "preventive-care": "=08f85a8c-c50c-4c97-b456-2fdda7f6a973",
    "pricing-analysis": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "pricing-strategy": "=1c460d2d-90c6-4fc9-ad49-febb6e15605a",
    "primary-education": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "primavera-p6": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    prince2: "=7106b5df-e017-4c28-8c40-98814db5b775",
    "print-advertising": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "print-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "privacy-by-design": ">8088750d-8388-4170-a76f-48354c469c44",
    "privacy-management": "-",
    "private-equity": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "private-international-law": "-",
    "privileged-access-management": ">8088750d-8388-4170-a76f-48354c469c44",
    "pro-tools": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    proactivity: "-",
    proalpha: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "problem-solving": "-",
    "process-engineering": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "process-mapping": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "process-optimization": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    procreate: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "procure-to-pay": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    procurement: ">f929c89e-c363-4132-a918-e021d57b307c",
    "procurement-law": "-",
    "product-backlog-management": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "product-demonstrations": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "product-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "product-discovery": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "product-knowledge": "=d6d3fee7-47e2-47f4-a0ec-6c75f28c6abd",
    "product-lifecycle-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "product-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "product-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "product-ownership": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "product-photography": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "product-roadmapping": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "product-strategy": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "production-planning": "=2a778aeb-f246-4f03-9a96-c60183001037",
    "production-scheduling": "=2a778aeb-f246-4f03-9a96-c60183001037",
    "profit-and-loss-responsibility": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "profitability-analysis": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "programmatic-advertising": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "programme-management": "=7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "progressive-web-apps": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "project-based-learning": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "project-controlling": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "project-coordination": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "project-finance": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "project-management": "=7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "project-planning": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    prometheus: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "prompt-engineering": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "property-management-systems": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "proposal-writing": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "proprioceptive-neuromuscular-facilitation": "-",
    prospecting: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "protein-purification": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    protel: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    protopie: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    prototyping: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    proxmox: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    pspice: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    psychiatry: "=f9f258e3-4728-4107-9e08-293d5d2ef65e",
    "psychological-assessment": "-",
    psychology: "=bfe4f330-d595-48c7-ab3c-f309471d6953",
    "psychometric-testing": ">e437eba1-3e22-41f2-8703-741e94785cba",
    psychometrics: ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    psychotherapy: "-",
    "ptc-creo": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "public-administration": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "public-affairs": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "public-health": "=9570e84e-6699-4c9f-9a12-7bc82d53a231",
    "public-key-infrastructure": ">8088750d-8388-4170-a76f-48354c469c44",
    "public-law": "=efb523d0-c998-440d-8639-cd14ba841c4c",
    "public-procurement": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "public-relations": "=5330b70e-16f5-43a7-a6de-18fd6a4bd063",
    "public-sector-leadership": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "public-speaking": "-",
    pulumi: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    punctuality: "-",
    puppet: "=6417a4cc-6f61-4459-a114-761a7fa0279d",
    "purchase-order-management": ">f929c89e-c363-4132-a918-e021d57b307c",
    "purchasing-negotiations": ">f929c89e-c363-4132-a918-e021d57b307c",
    "purple-teaming": ">8088750d-8388-4170-a76f-48354c469c44",
    pytest: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    python: "=ccd0a1d9-afda-43d9-b901-96344886e14d",
    pytorch: ">ecc4552a-92c5-4222-b18d-faf5ac841080",
    qlik: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    qt: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "qualitative-analysis": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "quality-assurance": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "quality-assurance-in-education": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "quality-awareness": "-",
    "quality-control": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "quality-engineering": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "quality-management": "=1177c6f5-09c5-4c35-873c-afd22d170ad3",
    qualtrics: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    qualys: ">8088750d-8388-4170-a76f-48354c469c44",
    "quantitative-analysis": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "quantity-surveying": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "quantum-computing": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    quarkxpress: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "questionnaire-design": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    quickbooks: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    r: "=51586df8-1c46-4b47-8583-773cb63bf00b",
    raci: ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    radiology: "=30281a0e-a82a-4d13-bd74-4b0fd9964e02",
    "railway-engineering": "=1fdbb8ac-0f77-4261-b28c-6ff6a46ad096",
    "rapid-application-development": "=96eb286a-58b7-45ff-a916-5578d0b79b8c",
    rapidminer: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    react: ">3cd569a2-4f88-4c1e-9995-8dce8c5e51a7",
    "react-native": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "real-estate-finance": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "real-estate-law": "=b3a4924a-f793-485c-8dc1-54e12198d95d",
    "real-estate-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "receiving-feedback": "-",
    "recommender-systems": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "record-to-report": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "records-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    recruitee: ">e437eba1-3e22-41f2-8703-741e94785cba",
    "recruitment-marketing": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "red-teaming": ">8088750d-8388-4170-a76f-48354c469c44",
    redis: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "redundancy-management": ">e437eba1-3e22-41f2-8703-741e94785cba",
    redux: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    refactoring: "=38716afc-a93b-44ab-96cc-2ecf67edcf32",
    "refinitiv-eikon": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "regression-analysis": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "regression-testing": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "regular-expressions": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "regulatory-affairs": "-",
    "regulatory-reporting": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    rehabilitation: "=87669743-a291-4ea0-9a50-cac60d45649c",
    "reinforced-concrete-design": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "reinforcement-learning": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    reintegration: ">e437eba1-3e22-41f2-8703-741e94785cba",
    relatics: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "relationship-building": "-",
    relativity: "-",
    "release-management": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    reliability: "-",
    "reliability-engineering": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "remote-desktop-tools": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "remote-sensing": "=377861af-f966-4c87-a2db-7e99904312b9",
    "remote-team-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "remuneration-surveys": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "renewable-energy": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    reorganisation: ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    reporting: "=3391d6dd-d584-4c8c-9af9-d2f0c45e2b4b",
    "reproducible-research": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "requirements-engineering": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "requirements-specification": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "research-design": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "research-ethics": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "research-methodology": "=ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "research-project-management": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "research-supervision": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "reservations-management": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    resilience: "-",
    "resource-allocation": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "resource-planning": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    resourcefulness: "-",
    "respiratory-physiotherapy": "-",
    "responsive-web-design": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "rest-apis": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "restaurant-management": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    restructuring: ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "results-orientation": "-",
    "retail-analytics": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "retail-banking": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "retail-buying": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "retail-management": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "retail-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "retail-sales": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "retrieval-augmented-generation": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    retrospectives: ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "returns-management": ">f929c89e-c363-4132-a918-e021d57b307c",
    "revenue-management": "=c1eb6a1a-e830-482a-8f13-f5c2f5b11b5d",
    "revenue-operations": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "revenue-recognition": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "reverse-logistics": ">f929c89e-c363-4132-a918-e021d57b307c",
    revit: ">fae7e545-5114-43cc-8e83-178e2549ecb9",
    "reward-management": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "rf-engineering": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    rfem: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    rhino: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "risk-assessment": "=6eff134b-e34f-4d6e-a6e8-5e47cf2228d0",
    "risk-management": "=6eff134b-e34f-4d6e-a6e8-5e47cf2228d0",
    "risk-management-in-projects": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "risk-modelling": "=5d5f0963-a8b7-4a4f-a8f5-05b3142752b9",
    "road-design": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "road-freight": ">f929c89e-c363-4132-a918-e021d57b307c",
    "robot-structural-analysis": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "robotic-process-automation": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    robotics: "=e87ec79a-c9ff-46f5-84fa-7a0f394cdf40",
    "room-division-management": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "root-cause-analysis": "=55514865-3066-4abd-86a9-dbe45a440882",
    "route-planning": ">f929c89e-c363-4132-a918-e021d57b307c",
    "routing-and-switching": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    ruby: "=0ccdfe98-f845-4598-84a1-3dca66e9d9a3",
    "ruby-on-rails": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    rust: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    rxjs: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    sabre: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    safe: ">bec4359e-cb92-468f-a997-8fb28e32fba9",
    sage: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "sage-x3": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    sales: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "sales-and-operations-planning": ">f929c89e-c363-4132-a918-e021d57b307c",
    "sales-controlling": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "sales-enablement": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "sales-floor-management": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "sales-forecasting": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "sales-leadership": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "sales-management": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "sales-operations": "=450de541-797a-4da0-9fe4-a81471c8047d",
    "sales-pipeline-management": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "sales-presentations": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "sales-strategy": "=e7219848-a27a-4bf4-8775-d367707be7c9",
    "sales-training": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    salesforce: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "salesforce-development": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "salesforce-marketing-cloud": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "salesforce-service-cloud": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    saml: ">8088750d-8388-4170-a76f-48354c469c44",
    sampling: "=17fa2e6a-ca80-4d60-afb0-03f170e9d5f3",
    "sanctions-compliance": "-",
    sap: "=bb99af26-71ff-4dca-bde7-1eb1f6194426",
    "sap-analytics-cloud": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "sap-ariba": ">f929c89e-c363-4132-a918-e021d57b307c",
    "sap-business-one": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "sap-bw": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "sap-co": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "sap-crm": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "sap-fi": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "sap-fi-co": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "sap-fiori": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "sap-gui": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "sap-hcm": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "sap-ibp": ">f929c89e-c363-4132-a918-e021d57b307c",
    "sap-mm": ">f929c89e-c363-4132-a918-e021d57b307c",
    "sap-pp": ">f929c89e-c363-4132-a918-e021d57b307c",
    "sap-s-4hana-finance": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "sap-sd": ">f929c89e-c363-4132-a918-e021d57b307c",
    "sap-solution-manager": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "sap-srm": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "sap-successfactors": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "sap-wm": ">f929c89e-c363-4132-a918-e021d57b307c",
    sap2000: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    sas: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    sass: "=1110c92f-3059-445a-9436-0f4200d365f5",
    scada: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    scala: "=ffddfc7c-a9dd-449f-9e96-882dc447c8b6",
    scalability: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "scaling-organisations": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    sccm: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "scenario-planning": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    scheduling: ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "scia-engineer": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "science-communication": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "science-teaching": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "scientific-computing": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "scientific-research": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "scientific-writing": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "scikit-learn": ">3a2d5b45-56e4-4f5a-a55a-4a4a65afdc43",
    scipy: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "screaming-frog": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    scripting: "=b105ec9b-0857-41d6-8d07-a83e58b73d90",
    scrum: "=bec4359e-cb92-468f-a997-8fb28e32fba9",
    scrumban: ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "sd-wan": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    seaborn: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "search-engine-marketing": "=eda4d727-4374-49af-ace4-118c7c906835",
    "secondary-education": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "secrets-management": ">8088750d-8388-4170-a76f-48354c469c44",
    "secure-coding": ">8088750d-8388-4170-a76f-48354c469c44",
    "security-architecture": ">8088750d-8388-4170-a76f-48354c469c44",
    "security-audits": ">8088750d-8388-4170-a76f-48354c469c44",
    "security-awareness": ">8088750d-8388-4170-a76f-48354c469c44",
    "security-champions": ">8088750d-8388-4170-a76f-48354c469c44",
    "security-governance": ">8088750d-8388-4170-a76f-48354c469c44",
    "security-guarding": ">8088750d-8388-4170-a76f-48354c469c44",
    "security-information-management": ">8088750d-8388-4170-a76f-48354c469c44",
    "security-operations": ">8088750d-8388-4170-a76f-48354c469c44",
    "security-policies": ">8088750d-8388-4170-a76f-48354c469c44",
    "security-testing": ">8088750d-8388-4170-a76f-48354c469c44",
    selenium: "=7557f0f4-b8bc-4ac0-b91e-222ab1ba744f",
    "self-confidence": "-",
    "self-management": "-",
    "self-motivation": "-",
    "semantic-seo": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    semrush: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "sentiment-analysis": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    seo: "=eda4d727-4374-49af-ace4-118c7c906835",
    sepa: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "servant-leadership": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "server-side-rendering": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    serverless: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "service-delivery-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "service-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "service-orientation": "-",
    servicenow: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "set-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "setting-priorities": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    sevdesk: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "shareholder-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    sharepoint: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "sheet-metal-design": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "shelf-management": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "shift-planning": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "shift-supervision": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    shiny: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "shipment-planning": ">f929c89e-c363-4132-a918-e021d57b307c",
    shipping: ">f929c89e-c363-4132-a918-e021d57b307c",
    "shipping-documentation": ">f929c89e-c363-4132-a918-e021d57b307c",
    shopify: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "shopify-development": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "shopper-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    shopware: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    shorthand: "=e17f4cea-7e52-4228-93b2-84df2a733cde",
    siem: ">8088750d-8388-4170-a76f-48354c469c44",
    "siemens-nx": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "siemens-tia-portal": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "sigma-rules": ">8088750d-8388-4170-a76f-48354c469c44",
    "signage-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "signal-processing": "=cfa2be0d-96d5-4017-a866-962efb9c5070",
    "simulation-modelling": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    simulink: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "single-page-applications": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "single-sign-on": ">8088750d-8388-4170-a76f-48354c469c44",
    sipoc: ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    sistrix: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "site-reliability-engineering": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "site-supervision": "=4ca91852-c534-4b98-ab1c-59a126534c88",
    "situational-awareness": "-",
    "situational-leadership": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "six-sigma": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    sketch: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    sketching: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    sketchup: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "skills-mapping": ">e437eba1-3e22-41f2-8703-741e94785cba",
    slack: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "smart-contracts": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    smartcat: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    smartrecruiters: ">e437eba1-3e22-41f2-8703-741e94785cba",
    smartsheet: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    smed: "=7af76a2b-6bba-4350-9bfa-980e50c98481",
    snagit: "=234aeb8d-56c3-4531-9193-1c5e6a8d16cb",
    snowflake: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    snyk: ">8088750d-8388-4170-a76f-48354c469c44",
    soap: "=8696aff0-18c0-4ba6-a4d0-9a21861b3e5e",
    soapui: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "soc-2": ">8088750d-8388-4170-a76f-48354c469c44",
    sociability: "-",
    "social-media-management": "=5303169c-75d6-4751-9136-a4b88343388c",
    "social-media-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "social-pedagogy": "=58bae6b3-baf1-4ce2-9daf-197ede8c510a",
    "social-research": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "social-security-law": "=ba9260ba-1c8d-495e-94f1-f7cab7e73cea",
    "social-work": "-",
    sociology: "=8881a9c2-bd07-4954-bf27-c1f8acca9af0",
    "socratic-method": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "software-architecture": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "software-development": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "software-engineering": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "software-internationalization": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "software-testing": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "soil-science": "=91a6da8d-24dc-4453-9821-de305864677c",
    "solar-energy": "=05e5e14f-ffa6-4106-b311-c6335ccc2bd2",
    "solid-edge": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "solid-principles": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    solidity: "=605399ce-4736-4b41-b41e-92ecf2139454",
    solidworks: ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "solution-focused-approach": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "solution-orientation": "-",
    "solution-selling": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "solvency-ii": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    sommelier: "=343dd8e6-225f-460b-99e4-2e24ecbfd7ed",
    sonarqube: ">8088750d-8388-4170-a76f-48354c469c44",
    "sound-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "sox-compliance": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "spa-management": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    spacy: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "spanish-as-a-foreign-language": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "special-educational-needs": "=ef1e63c9-f8c1-46ad-8c74-3cea311c9377",
    "special-needs-assessment": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    spectroscopy: ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "speech-and-language-support": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "speech-recognition": "=2af29864-c941-40a5-ae7b-2b6c4b92c0d7",
    "speech-therapy": "=6a04e6da-93e2-40cb-b4ee-d42864cce6fa",
    "spend-analysis": ">f929c89e-c363-4132-a918-e021d57b307c",
    splunk: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "splunk-enterprise-security": ">8088750d-8388-4170-a76f-48354c469c44",
    sponsorship: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "sports-medicine": "=00506f28-e884-4496-800c-3477c67eb355",
    "sports-physiotherapy": "-",
    "spotify-model": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    spreadsheets: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    spring: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "spring-boot": ">19a8293b-8e95-4de3-983f-77484079c389",
    "sprint-planning": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "sprout-social": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    spss: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    sql: "=598de5b0-5b58-4ea7-8058-a4bc4d18c742",
    sqlite: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    squarespace: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    ssas: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    ssis: "=6f7512ab-d46d-402a-8c30-a8878d7c1f88",
    ssrs: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "stage-gate-process": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "stakeholder-engagement": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "stakeholder-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    stata: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "static-application-security-testing": ">8088750d-8388-4170-a76f-48354c469c44",
    "statistical-modelling": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "statistical-process-control": "=0c77bcd5-b94a-475d-98e9-5a4327e4d726",
    statistics: "=7ee4c2ea-b349-4bd2-81a3-ec31475d4833",
    "statutory-reporting": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "steel-structures": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "sterile-technique": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    sterilisation: "-",
    "stock-replenishment": ">f929c89e-c363-4132-a918-e021d57b307c",
    "stock-rotation": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    stocktaking: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    storage: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "store-layout-design": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "store-opening": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "store-operations": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "story-mapping": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    storyboarding: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    storybook: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    storytelling: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "strategic-leadership": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "strategic-planning": "=949ced5f-7536-4614-ac60-563ffc91a2f2",
    "strategic-sourcing": ">f929c89e-c363-4132-a918-e021d57b307c",
    "strategic-thinking": "=7a8fb784-67fa-41e9-a75c-6b491d91f800",
    "strategy-execution": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "stream-processing": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "stress-management": "-",
    stripe: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "structural-analysis": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "structural-engineering": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "structured-working": "-",
    "student-assessment": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "student-engagement": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "student-recruitment": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "student-support": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "substance-painter": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "succession-planning": ">e437eba1-3e22-41f2-8703-741e94785cba",
    supabase: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "supplier-audits": ">f929c89e-c363-4132-a918-e021d57b307c",
    "supplier-development": ">f929c89e-c363-4132-a918-e021d57b307c",
    "supplier-evaluation": ">f929c89e-c363-4132-a918-e021d57b307c",
    "supply-chain-analytics": ">f929c89e-c363-4132-a918-e021d57b307c",
    "supply-chain-management": "=f929c89e-c363-4132-a918-e021d57b307c",
    "supply-chain-optimisation": ">f929c89e-c363-4132-a918-e021d57b307c",
    "supply-chain-planning": ">f929c89e-c363-4132-a918-e021d57b307c",
    "supply-chain-risk-management": ">f929c89e-c363-4132-a918-e021d57b307c",
    "supply-planning": ">f929c89e-c363-4132-a918-e021d57b307c",
    surgery: "=508f3b4c-799a-4742-b3ae-75f2ff11153d",
    "surgical-assistance": "-",
    "survey-analysis": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "survey-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    surveying: "=1cca610d-2afc-44a7-97fc-f2262fb5fc75",
    surveymonkey: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "survival-analysis": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "sustainability-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    svelte: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    svn: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    swift: "=be80acfc-b6f2-4411-9b8d-b19d9cd2556a",
    "swift-payments": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    swiftui: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    swing: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "swot-analysis": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "syllabus-design": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    symfony: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "synthetic-biology": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    sysml: ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "system-administration": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "system-design": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "systemic-coaching": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "systems-biology": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "systems-engineering": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "systems-integration": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "systems-requirements-management": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "systems-thinking": "=0f9958d2-f700-4f62-b90b-a5873cb5ae4c",
    "table-service": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    tableau: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "tableau-prep": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "tactical-purchasing": ">f929c89e-c363-4132-a918-e021d57b307c",
    tagetik: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "tailwind-css": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    talend: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "talent-acquisition": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "talent-management": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "talent-retention": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    taleo: "=d87fe0be-9055-4a76-a444-e98b5bfad9d8",
    tax: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "tax-advisory": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "tax-compliance": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "tax-law": "-",
    "tcp-ip": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    teaching: ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "teaching-assistance": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "teaching-english-as-a-foreign-language": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "team-building": "=eab3bafa-eebb-47bf-85ce-e336c5019108",
    "team-development": "=eab3bafa-eebb-47bf-85ce-e336c5019108",
    "team-leadership": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    teamcity: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    teamleader: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    teamsystem: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    teamviewer: "=580660a6-5d3a-421d-a54f-d85b706c2b2f",
    teamwork: "-",
    "technical-documentation": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "technical-drawing": "=59ea80e1-463a-4dba-82c6-d0b6d577d532",
    "technical-leadership": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "technical-seo": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "technical-specifications": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "technical-support": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "technical-writing": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "technology-transfer": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    "tekla-structures": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    telecommunications: "=f1a56786-e6d7-4b2e-a39c-23e09024d473",
    telemarketing: "=16132f2b-cf61-4c53-ae8d-9023a8bab90b",
    telemedicine: "-",
    "temporary-staffing": ">e437eba1-3e22-41f2-8703-741e94785cba",
    tenable: ">8088750d-8388-4170-a76f-48354c469c44",
    "tender-documents": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "tender-management": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    tendering: ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    tensorflow: "=7b0d5000-00da-4864-b776-6de49a87a669",
    terraform: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "territory-management": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "test-automation": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "test-driven-development": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "test-engineering": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    testng: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "text-mining": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "textile-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "theory-of-constraints": "=2abb7341-11a9-4799-9aef-7f2a83de0358",
    "therapeutic-exercise": "-",
    "therapeutic-patient-education": "-",
    "therapeutic-pilates": "-",
    thermodynamics: "=857e8624-4db0-4725-a758-5914bd8cc350",
    thinkific: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "third-party-logistics": ">f929c89e-c363-4132-a918-e021d57b307c",
    "threat-intelligence": ">8088750d-8388-4170-a76f-48354c469c44",
    "threat-modelling": ">8088750d-8388-4170-a76f-48354c469c44",
    "three-js": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    tidyverse: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "tiktok-ads": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "timber-construction": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "time-and-attendance": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "time-management": "-",
    "time-series-analysis": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    timeboxing: ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    togaf: ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    topdesk: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "total-productive-maintenance": "=82fea746-853f-4f1b-8ab7-55de8619cccd",
    "total-quality-management": "=8af372fa-7b85-4bab-ab20-3f2eb980c400",
    "tour-guiding": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    tourism: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    toxicology: "=b70ab677-5781-40b5-9198-d98f4a34310f",
    "track-and-trace": ">f929c89e-c363-4132-a918-e021d57b307c",
    "trade-compliance": "-",
    "trade-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "trademark-law": "=66da3162-6c8d-44cb-9dd5-6f9efe1fcf67",
    trading: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    trados: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "train-the-trainer": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "trainee-programmes": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "training-delivery": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "training-needs-analysis": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "transfer-pricing": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "transformational-leadership": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    translation: ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "transport-law": ">f929c89e-c363-4132-a918-e021d57b307c",
    "transport-management": ">f929c89e-c363-4132-a918-e021d57b307c",
    "transport-management-systems": ">f929c89e-c363-4132-a918-e021d57b307c",
    "travel-agency-operations": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "travel-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "travis-ci": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "treasury-management": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    trello: "=fdf15b35-9028-4acb-bfd2-43f00a015cd9",
    triage: "-",
    trustpilot: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    tutoring: "=699e7c26-6502-4e78-a823-3656ff5a5b8b",
    twinfield: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    typeform: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    typescript: "=867137fb-ff1b-4ca3-99f3-cb6969aa2c68",
    typing: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    typography: "=080a3bf6-c8e8-481e-b97e-8fbc964ebab7",
    "uav-gc": "-",
    "ui-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    uipath: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    ultimo: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    ultrasound: "-",
    uml: "=7193cb6d-8334-494f-86e5-21e6d03a47c3",
    "underperformance-management": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    underwriting: ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    "unit-testing": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    unit4: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    unity: "=d1a86399-24d8-415f-98b9-e8cbb6b04a26",
    unix: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "unreal-engine": "=b04c4965-4fd7-4dfa-a8d4-0cec5c5f5d0c",
    upselling: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "urban-planning": "=7f18039d-dfae-471b-9daa-507f6b2d2842",
    "us-gaap": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    usability: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "usability-testing": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "user-centred-design": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "user-flows": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "user-interviews": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "user-stories": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "ux-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "ux-research": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "ux-ui-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "ux-writing": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    vagrant: "=6b3afb82-c4ea-4f14-be54-a757fb762663",
    "value-proposition-design": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "value-stream-mapping": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "variance-analysis": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    vat: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    vault: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    vba: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "vector-databases": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    "vendor-management": "=fe1ec582-d63b-466c-9149-e7fc4fe93e22",
    "vendor-negotiation": ">f929c89e-c363-4132-a918-e021d57b307c",
    "venture-capital": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "verbal-communication": "-",
    vercel: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "version-control": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "vestibular-rehabilitation": "-",
    "veterinary-medicine": "-",
    "vibration-analysis": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    "video-editing": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "video-marketing": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "video-production": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    virology: "=641bc86f-42ca-44e9-af8b-4f9e1f284e41",
    virtualization: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "vision-development": ">0a48d064-dd04-47fb-a00d-85e9b4874033",
    visma: ">e437eba1-3e22-41f2-8703-741e94785cba",
    "visual-basic": "=13bdd41a-2a18-441f-96db-41252c519413",
    "visual-design": "=7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "visual-merchandising": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "visual-merchandising-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "visual-storytelling": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "vital-signs-monitoring": "-",
    vite: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    vitest: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    vlookup: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    vmware: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    vob: "-",
    "vocational-training": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "volunteer-management": ">e437eba1-3e22-41f2-8703-741e94785cba",
    vpn: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "vue-js": ">3cd569a2-4f88-4c1e-9995-8dce8c5e51a7",
    "vulnerability-management": ">8088750d-8388-4170-a76f-48354c469c44",
    "waldorf-education": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "wardley-mapping": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "warehouse-management": ">f929c89e-c363-4132-a918-e021d57b307c",
    "warehouse-management-systems": ">f929c89e-c363-4132-a918-e021d57b307c",
    "water-management": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    waterfall: ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "wealth-management": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "web-accessibility": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "web-analytics": "=1605025e-a179-421f-8f35-5b07d182a6b2",
    "web-application-firewall": ">8088750d-8388-4170-a76f-48354c469c44",
    "web-design": ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "web-development": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "web-scraping": ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    webassembly: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    webex: "=580660a6-5d3a-421d-a54f-d85b706c2b2f",
    webflow: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    webgl: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    webpack: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    websockets: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "wedding-planning": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    welding: "=29d762da-1711-4a3c-b424-f0a404f4bf2d",
    wellness: ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    "western-blot": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    westlaw: "-",
    whistleblowing: "-",
    wholesale: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    "wind-energy": ">209a5498-3449-4689-8ed9-bd08cab4fd78",
    windows: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "windows-administration": ">bd14968e-e409-45af-b362-3495ed7b10e0",
    "windows-server": ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    "wine-service": ">15a33d76-4640-438d-ae64-fdc0c1d3eebc",
    wireframing: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    wireshark: "=8fa510d0-a8a6-4932-a361-00f8442cfe23",
    wix: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    woocommerce: ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    word: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "word-processing": ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    wordpress: "=6d289e8b-2cc1-4eda-ab1f-ad1090ef98f0",
    "work-breakdown-structure": ">7111b95d-0ce3-441a-9d92-4c75d05c4388",
    "work-ethic": "-",
    workday: ">e437eba1-3e22-41f2-8703-741e94785cba",
    "workforce-management": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "workforce-planning": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "working-capital-management": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    "working-under-pressure": "-",
    "works-agreements": ">e437eba1-3e22-41f2-8703-741e94785cba",
    "works-council-relations": "-",
    "workshop-facilitation": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    "wound-care": "-",
    wrike: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "written-communication": "-",
    "x-ray-diffraction": ">ed3f3dba-3a35-4ed5-b113-67f4d10ef4c8",
    xamarin: ">21d2f96d-35f7-4e3f-9745-c533d2dd6e97",
    xero: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    xgboost: ">97bd1c21-66b2-4b7e-ad0f-e3cda590e378",
    yara: ">8088750d-8388-4170-a76f-48354c469c44",
    "yard-management": ">f929c89e-c363-4132-a918-e021d57b307c",
    yardi: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    "year-end-close": ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    youforce: ">e437eba1-3e22-41f2-8703-741e94785cba",
    "youth-work": ">a117f32c-662b-4dd9-b739-1230dd04cb60",
    zabbix: ">bd14968e-e409-45af-b362-3495ed7b10e0",
    zapier: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    zbrush: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    zendesk: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    zeplin: ">7fb699d9-182a-430e-b7a0-6d8ed05c284b",
    "zero-trust": ">8088750d-8388-4170-a76f-48354c469c44",
    "zoho-crm": ">de03f4fd-c147-4477-a048-7109e5ba2d6f",
    zoom: ">cf310cff-0d28-4dbc-9dbb-cc500a3196c2",
    zucchetti: ">ecc18804-a466-40d9-98b4-fba5cd67dd4b",
    zvoove: ">e437eba1-3e22-41f2-8703-741e94785cba"
  },
  occupations: {
    "account-manager": "2eac08c2-a81a-46fc-8d75-eb0e0f3e0f6d",
    accountant: "eda0d957-3c3c-4139-b89a-a18bc9e18897",
    actuary: "068c2787-58ff-468e-bbb6-c4e5dd6ee482",
    "agricultural-worker": "1a9d99ba-4c08-4864-8f6a-1b0f2b4cf883",
    agronomist: "c40ef517-d4ab-4932-b184-9c2ea5b24fe2",
    animator: "48c8eccb-4bd0-487e-a187-4953cbbe956e",
    architect: "8c3f536e-ba66-4321-ba40-363dc39f129b",
    auditor: "1ad59946-d13e-441e-9b36-56e1df055e21",
    "backend-developer": "",
    baker: "1aadb308-432a-4d01-b54b-b4f7f76dd419",
    "bank-teller": "2ff9e53c-6e7f-42af-8d71-b5dd7f283089",
    bartender: "2f5e38a0-6578-4665-bdbd-e2ab505be140",
    beautician: "a1e1a788-2352-4172-8fcf-1f985a6968b0",
    "bi-developer": "",
    biologist: "eee68e13-8248-43bb-a9fb-959832a6c217",
    bookkeeper: "c3aae59e-1441-4b3e-bdd1-6da50dc7cf42",
    bricklayer: "05f321f8-055b-407d-bf19-e0ddabda56b7",
    "bus-driver": "00cee175-1376-43fb-9f02-ba3d7a910a58",
    "business-analyst": "60082a99-d8ef-4e84-9290-78902681b6ed",
    butcher: "37c7880e-cfee-4c41-a41b-061682fefde3",
    buyer: "29fa406d-de89-4515-be8d-0fe7bda993f1",
    "car-body-repairer": "572c9810-e1ee-4f7a-a71f-820f17c0c25b",
    "care-worker": "1391bdf9-bd61-4fb5-91ca-c29036ab2b60",
    "career-counsellor": "5d0cc30d-068a-424c-8463-f42872a7149e",
    carpenter: "2a22ff9e-de3b-408d-b312-5034896cc4f4",
    cashier: "2b871272-bd61-4206-bd1a-0b96d7023098",
    chef: "1009be17-7efd-45f1-a033-566bf179c588",
    "chemical-engineer": "ec21ce88-ce14-49b6-be0a-cc53cf5a3a67",
    chemist: "0d93706d-32fd-4de3-aa08-be1003e325da",
    "childcare-manager": "fa6bd9e9-9631-4abe-b2f8-fad7bf8a819d",
    "childcare-worker": "3413f234-6230-47a8-8cc7-2691fd54ce3a",
    "civil-engineer": "d7d986e1-7333-431b-9719-0c5c6939e360",
    cleaner: "731ecac4-06e8-4ec2-a559-101fecbd9183",
    "cloud-architect": "349ee6f6-c295-4c38-9b98-48765b55280e",
    "cnc-machinist": "5c082067-ea18-4ccb-8c43-e70b18ad8120",
    "compliance-officer": "7a3996d8-b90d-4b81-bd5e-e37f005b2683",
    "construction-labourer": "fb7e2f4f-1545-42f1-972e-94082e49c6dc",
    "construction-manager": "faed05c0-c1d1-4e34-b575-0dea96459e56",
    cook: "90f75f67-495d-49fa-ab57-2f320e251d7e",
    copywriter: "e55e1a62-eab4-4829-a71e-e0d294cacf6b",
    "corporate-legal-counsel": "fdfce14e-992d-4ff4-9f9d-7a353c75654e",
    "creative-director": "d2db926b-8b14-4686-9c98-fb0dc3a38cbb",
    "credit-analyst": "075e4d25-74b3-46fb-9b6e-6b53cdb196e7",
    "customer-service-representative": "13d1b2b4-99dd-44da-9734-c9f74bae18f7",
    "customs-officer": "5f16819d-50b9-475b-a2d8-607ee6d99a9d",
    "data-analyst": "d3edb8f8-3a06-47a0-8fb9-9b212c006aa2",
    "data-engineer": "258e46f9-0075-4a2e-adae-1ff0477e0f30",
    "data-protection-officer": "1619d7f3-7d95-407c-a20e-47745bfcde73",
    "data-scientist": "258e46f9-0075-4a2e-adae-1ff0477e0f30",
    "database-administrator": "8c57af09-719c-42b3-be40-6ed4946236cc",
    "delivery-driver": "0c408028-c48f-4df8-ba5d-c3d3be15f5a2",
    "dental-assistant": "bdc74965-1d1a-4f8e-a490-9cf71f494e02",
    "dental-technician": "76bded28-876a-40b2-9efb-3123c8f14cf6",
    dentist: "e52b5707-7097-4dbc-ac61-054e917da241",
    "devops-engineer": "3b1ea27c-781c-41eb-821f-214285260dd2",
    dietitian: "8a53f8d3-d995-4c7b-a70d-d79f76bdcb3f",
    "digital-marketing-specialist": "356227b9-2263-4dbd-81e9-7dfc6d3f3af7",
    draughtsperson: "a4869ae9-2dfe-48cc-bd97-f803880f3407",
    "e-commerce-manager": "586fe133-1987-41f4-b89a-f39d4bc58e1e",
    "early-childhood-educator": "fa4a3b52-990c-44eb-a912-490f5d689400",
    "earthmoving-operator": "eedbf8b1-9432-4f42-ab7f-db5cd3eb2a05",
    economist: "99492920-e5a5-4dba-9e5a-93193147198c",
    "education-manager": "53db8c0d-7aed-47aa-a339-eb9d485d25dc",
    "electrical-engineer": "86ca306c-ab99-420a-9e2a-aa73c5c4de22",
    "electrical-technician": "9aa2a36f-296e-45fe-9798-b7839e0ed389",
    electrician: "4910419f-b4af-4f59-b544-9dbebc8a74f0",
    electromechanic: "5d009d45-3bb9-4e33-8760-294f59adec8c",
    "electronics-engineer": "4d34a9ee-2653-4da0-bef7-f59294577224",
    "electronics-technician": "0d7ae791-653e-4297-9f61-8bad87f61d57",
    "embedded-software-engineer": "10469d70-78a3-4650-9e29-d04de13c62c1",
    "environmental-engineer": "ac1fc6a9-70d2-475c-8fa0-82ef83830968",
    "environmental-scientist": "11d72bd6-779a-4643-9962-313833740094",
    "erp-consultant": "",
    "event-planner": "6662e56e-bc3d-4d9b-bed2-79d510d7c4ff",
    "executive-assistant": "2a04a1df-a3b9-403e-a245-e7f93fdddd44",
    "facility-manager": "b42c5ed4-c6e4-4694-934f-96127719cc43",
    farmer: "4552095e-3396-4831-86ad-4fc34ec39a19",
    "fashion-designer": "77bfd6e7-5598-4818-84cb-31e2651eb046",
    "finance-manager": "30f3ea93-882a-4525-841c-1d5b4b64076f",
    "financial-advisor": "38d9c76b-1a7b-4d65-879b-733ae7e9364e",
    "financial-analyst": "8d586ee9-0ab1-4155-a3b0-2ca786c8e48c",
    "financial-controller": "5e5b1b61-1351-4d3b-a293-deb3661715dd",
    firefighter: "88721b6c-d2ce-41c6-8878-73c0d3aacf39",
    "fitness-instructor": "c784c2db-e636-429f-8492-3191790a58d7",
    "flight-attendant": "f20d3ae6-baeb-482c-b68d-c2fb115e5dde",
    "floor-layer": "02447817-ea01-4d8b-b09c-8bc128e447e6",
    "freight-forwarder": "39803100-c338-4f01-ad2c-085d488920ca",
    "frontend-developer": "866c7813-2c03-47d7-9bdc-192cfbace57c",
    "full-stack-developer": "",
    gardener: "a48b9a5a-5ded-482d-8cda-7fd097a32c16",
    "general-practitioner": "71f09c8b-a172-408c-b9e7-32e580e39ff6",
    geologist: "c6196b21-20f9-4608-83fb-6f143afc740d",
    "graphic-designer": "69bcbb0a-8d80-4ecd-b0a4-9adea2a40de2",
    hairdresser: "099c6bb0-22d3-4c5d-8bf5-70910af381ef",
    "healthcare-manager": "4a29eab1-5f02-4723-a863-e2d5a0614dfa",
    "hotel-manager": "53cdd34e-22f2-41bd-b3c7-de22bf9bbcae",
    "hotel-receptionist": "82025c02-9082-416c-998b-f51eb0359ee6",
    "hr-generalist": "d3e32e5e-7f24-48e3-b939-e4f800eb62fb",
    "hr-manager": "f605bcd2-90b6-45a0-a558-d05016d68a77",
    "hvac-technician": "79f435d0-9bc6-4d25-a26a-acbe16569ebb",
    "industrial-designer": "ab7bccb2-6f81-4a3d-a0c0-fca5d47d2775",
    "industrial-engineer": "53d2052f-edc0-4f44-8be1-164526412bfe",
    "insulation-worker": "b2dab4fb-b7f7-4f57-94b2-9c0f0848564a",
    "insurance-agent": "a198de8c-24b1-4002-982f-a57ae6d6c19c",
    "interior-designer": "73e776fb-4d99-4031-bad4-7716f121155d",
    "it-manager": "82f90e87-de92-4678-adae-61d3e5f7e1e4",
    "it-security-specialist": "0464b062-cea6-4164-b10d-956c61956ae7",
    "it-support-technician": "aaeec9a7-dc57-4485-890c-86b3eef735f9",
    journalist: "a47f82d3-4cf7-4abf-bb36-2c8cbad28234",
    judge: "07bd65d7-c13f-443a-bdf6-88903f3822be",
    "kitchen-assistant": "e1cf6897-158d-4b48-a39e-2a3a8cac216c",
    "laboratory-technician": "f3b99acc-b212-45cf-bb4f-7b83cc6f0d71",
    "landscape-architect": "52207284-2681-40d3-a317-ec81ca1b3e41",
    "language-teacher": "9711dcfc-d9a8-4fba-9c5e-8428d8bcb53e",
    lawyer: "974d4eab-fbee-4c52-b16e-73bdd8c25b53",
    "learning-and-development-specialist": "0ba06640-e0ac-4911-9e43-289a8e41651e",
    librarian: "60f7eb23-a7ea-4cbe-98a5-1248291f62d5",
    "logistics-manager": "823db06f-25e1-4658-b063-d6ef956b41f5",
    "machine-learning-engineer": "",
    "maintenance-technician": "269c47e7-9017-4aa6-bce8-49e89a696a64",
    "management-consultant": "60082a99-d8ef-4e84-9290-78902681b6ed",
    "managing-director": "6c3fd65e-2d24-47d8-bc22-9e93512bdcc2",
    "marketing-manager": "6fcf4638-e7c7-4978-9302-9a7b63a3d57c",
    "marketing-specialist": "4791e217-d607-40d5-9f84-df1d0a071cbc",
    mathematician: "72628f3a-fd49-499a-9741-870b0a1fcef2",
    "mechanical-engineer": "579254cf-6d69-4889-9000-9c79dc568644",
    "medical-assistant": "0c041d1e-1841-4acb-b0a1-2c387a61bf65",
    "medical-laboratory-technician": "0044c991-c26f-4261-a213-4bd1c0564a4c",
    "metal-fabricator": "691ec040-f5ad-47ef-8698-03212d66dbbf",
    midwife: "95cda6a9-a70a-4a93-9442-11d573cb4a02",
    "mobile-developer": "2ed56c3f-61d6-4f7e-9ef8-8849eb102e4c",
    "motor-vehicle-mechanic": "4ad4024e-d1d3-4dea-b6d1-2c7948111dce",
    "network-engineer": "e0b544dd-b621-4126-a55e-054af25c6ea0",
    notary: "d21890a3-cbe9-49df-9a19-a4120d866548",
    nurse: "5ee264b2-9bc5-40f6-9db3-c87143af6b2d",
    "nursing-assistant": "87d0795a-d41f-47ee-979f-0ab7d73836e7",
    "occupational-therapist": "33da5532-8c4e-4d1b-b52e-c201ee1bc7ab",
    "office-clerk": "6c999fc7-c6b7-4ef3-a4b9-af124a1783a2",
    "office-manager": "6e6839b6-099c-4802-906e-7f2c8203ee69",
    "operations-manager": "c6bd511a-d966-4df9-a48e-4f800354f268",
    optician: "6e0e068b-cd5c-4400-8899-54056087fa14",
    "painter-decorator": "15620506-fb5d-49cd-87a2-1c9047fb406a",
    paralegal: "929ef41d-afd0-4d5a-b85b-69eab68fa368",
    paramedic: "0b5dfc02-b825-4445-811d-d39ed442657e",
    "payroll-specialist": "ade351da-7bda-424e-8682-bbdcab2a25be",
    pharmacist: "7c132147-428b-4ea3-87e1-70f7abb691ce",
    "pharmacy-technician": "7b74626d-b487-48a1-9e80-47faf9928210",
    photographer: "66542dd6-05a6-4d9e-97ff-3f4858c31ff9",
    physicist: "7f2761eb-4edc-48ad-9fbf-eed0a0db9a21",
    physiotherapist: "006cc1f9-2841-41c3-991a-dc3f2f3bd533",
    plumber: "ed3cf43d-c2c1-4c46-82fc-1375e27e0290",
    "police-officer": "5793c124-c037-47b2-85b6-dd4a705968dc",
    "policy-officer": "caf7b8fb-b2d6-46b7-bffa-bea7f8e4aed8",
    "postal-worker": "7ed2e153-8da8-4c0d-b4c5-3402c623f34b",
    "primary-teacher": "03d79393-7b30-4159-945b-01963eddd302",
    "product-manager": "9f508305-80ce-4111-8722-f2c9b4a44890",
    "production-manager": "6426ada1-4d8c-4612-99e3-91bc569805ee",
    "production-operator": "245be6d1-fe9a-4ac8-9f81-122a687e4724",
    "production-supervisor": "40517ed4-2769-4283-a15b-4b0d939bd2d3",
    "project-manager": "bea99fea-0383-4c63-b944-70d4799de2c5",
    psychologist: "52ded7d7-11df-42e3-b90a-d7f4b70fb4b9",
    "public-administration-officer": "ffade2f4-2528-4dfd-b36a-6e4092be08ed",
    "public-relations-specialist": "9e285322-2cfa-430f-9b66-41be57d698e2",
    "quality-engineer": "30c0943c-caa1-411d-b273-26f475971273",
    "quantity-surveyor": "0cca32c2-9308-4927-adb2-14771ab787f0",
    radiographer: "7639a601-6db0-41ed-9fb0-813d9b8beb05",
    receptionist: "f7b04542-d8c7-42db-8475-e63b507cce82",
    recruiter: "068370e0-9c27-4814-87d0-44fbb3140815",
    "restaurant-manager": "d5eb6150-bbff-4a9c-9d0c-21eab4dbe2b6",
    "retail-store-manager": "9e81adde-9983-44fa-b74b-c548d0dbfbdd",
    roofer: "b4c6d1b0-929e-48be-9f67-47bd8c30658b",
    "sales-engineer": "8529edc5-96ad-4cde-b34a-f86ad3753e4d",
    "sales-manager": "a7594892-ff23-4e2a-aedf-2f967ebca15c",
    "sales-representative": "14031d4a-6e99-442f-b4fe-18262b6432b2",
    "secondary-teacher": "5efb2c08-ba3a-4659-a2e4-1883f54e77b6",
    secretary: "5ac377d2-e1d0-4911-a299-b4ef2782a0ba",
    "security-guard": "31808988-fc0a-4bc3-9e47-27216d6759f5",
    "shop-sales-assistant": "9ba74e8a-c40c-4228-9998-eb3c7a5c11df",
    "social-media-manager": "137b1d11-c4bc-4016-89ba-45345d4c71f0",
    "social-worker": "4b05bef2-ded4-4b09-ab94-f4c6a555a775",
    "software-architect": "d0aa0792-4345-474b-9365-686cf4869d2e",
    "software-developer": "f2b15a0e-e65a-438a-affb-29b9d50b77d1",
    "software-tester": "106f79e4-6264-45f1-9e7a-297435cd684b",
    soldier: "bd5a2f44-fc06-45fd-909b-3a4001c8b8a3",
    "special-needs-teacher": "976cbfcc-8958-4800-a435-71d15405a42a",
    "specialist-nurse": "18e14e61-495b-44cc-a7c6-df4c625934ba",
    "specialist-physician": "9b889f07-c39c-464d-b9d9-b2daa650f9ac",
    "speech-therapist": "8021f3a2-e3de-43c0-b366-075da74dc5b7",
    statistician: "ac8b3cd1-a127-4e6a-8208-5cfcf7111955",
    "supply-chain-planner": "51cd3a7a-eae6-4dc6-9f24-179d7ec6d230",
    surveyor: "d8e502b4-1be6-4d10-a224-151688f8f0c8",
    "sustainability-manager": "2cf2b905-3308-4b5d-8e8d-633fc7a3f3ce",
    "systems-administrator": "9e2e6e1e-363b-4e1b-a673-7bc0f7343300",
    "systems-analyst": "a6a0b60f-08da-4faa-bf54-942987efb471",
    "tax-advisor": "59c22779-4d89-4bc9-ba8b-d64bea236723",
    "teaching-assistant": "1f137f0b-7097-4583-9d1b-b69e57369319",
    "telecommunications-engineer": "02eb0ae6-ecdd-4602-9c8e-60ffe6dbe1e2",
    "tour-guide": "b476f45f-2c79-44d5-a4d7-fa357aa83074",
    translator: "1a07bd7d-2e1d-4930-a84a-1a442b8f2a44",
    "transport-planner": "93e4e70b-aae4-4fdc-8037-e48e7077564e",
    "travel-agent": "79f8f68c-5509-4119-9373-8bef1c364d31",
    "truck-driver": "45037d43-a8f5-4f46-b332-b2935bc305f4",
    "university-lecturer": "684fd8d5-9b40-4b02-a680-438f0082d923",
    "urban-planner": "e14548c8-c2b9-4ef8-8670-d5967d7ad804",
    "ux-designer": "faed411a-f920-4100-86a8-b877928b429c",
    veterinarian: "eb6efbb9-9216-4e86-bc3b-de2223cd4667",
    "video-editor": "ac734172-ae9a-41ab-80a0-a7b33694e027",
    "vocational-teacher": "81f8d141-3f67-4fb0-a349-db0147ef7b3a",
    waiter: "d5db9d5c-2ebf-4a54-a79a-1b7e7ff70471",
    "warehouse-worker": "bea705fe-06ac-4147-b8e0-6e8ac1208d8f",
    "web-developer": "c40a2919-48a9-40ea-b506-1f34f693496d",
    welder: "7aedaa07-3884-4c5b-88f9-80997b2aa54b"
  }
};

// src/engine/taxonomy/esco/meta.json
var meta_default = {
  version: "ESCO v1.1.1",
  notice: "This service uses the ESCO classification of the European Commission",
  uriPrefixes: { skill: "http://data.europa.eu/esco/skill/", occupation: "http://data.europa.eu/esco/occupation/" },
  licence: "European Commission, reuse under Commission Decision 2011/833/EU",
  sources: ["esco-v1.1.1-classification-en-csv.zip", "esco-v1.1.1-relations-csv.zip", "esco-v1.0.8-occupations-isco-26-languages-csv.zip", "esco-v1.0.x-skills-fr-es-csv.zip"],
  counts: { skills: 13896, knowledge: 3059, skillCompetence: 10831, occupations: 3007, relations: 123788, relationsInCsv: 123855, relationsOfUnlistedOccupations: { "http://data.europa.eu/esco/occupation/a9e54177-a185-404d-b6e6-15663d31137e": 67 }, essentialRelations: 64891, optionalRelations: 58897, transversal: 96, languages: 66, iscoGroups: 619, skillsWithFrench: 13379, skillsWithSpanish: 13379, kairosSkillsExact: 418, kairosSkillsBroader: 1706, kairosSkillsStandalone: 219, kairosOccupationsMapped: 207 }
};

// src/engine/taxonomy/esco/skill-groups.json
var skill_groups_default = {
  version: "ESCO v1.1.1",
  notice: "This service uses the ESCO classification of the European Commission",
  fields: ["uri", "code", "en"],
  rows: [
    "~aab9f44d-fe0e-46d8-a470-11ce82a64846	S4.8.1	supervising a team or group",
    "~87dff904-fb74-4d59-972e-1c2387579d94	S4.2.1	directing operational activities",
    "~fe317a4c-e4e0-45ee-8b0d-204a68014f9e	S3.3.0	protecting and enforcing",
    "~35dc2a23-cdc3-4291-930f-927ba2911949	S3.3.7	ensuring compliance with legislation",
    "~29fbde52-e525-4653-96d0-acd59ccb28d8	S3.1.3	assisting people to access services",
    "~c5ff50d7-97d3-401e-90ac-e5ae756a52de	S2.8.6	monitoring health conditions of humans and animals",
    "~51ffd92f-7ff4-4c38-83d4-7350fcfd6968	S6.7.3	smoothing surfaces of objects or equipment",
    "http://data.europa.eu/esco/isced-f/0613		software and applications development and analysis",
    "~91860993-1a8b-4473-91f3-600aa1924bd0	T3.2	taking a proactive approach",
    "~6c4fa8c8-e9e1-49b5-897f-6b61fe649488	S1.3.3	training on operational procedures",
    "~9c17f73f-345c-4c55-8b59-47b445941b7b	S1.1.2	mediating and resolving disputes",
    "~c4376e35-add7-43a0-8b2e-f5741f0df8fe	S2.1.4	carrying out forensic and police investigations",
    "~61d1dab2-6007-4b7c-9380-cd88207fa30f	S6.13.2	disposing of non-hazardous waste or debris",
    "~c23e0a2f-f04b-45bc-b0dd-20571f6b502c	S4.1.3	developing operational policies and procedures",
    "~f9db77be-eb63-4937-a0d0-b581733e7d2a	S3.1.2	providing support to resolve problems",
    "~e4da156d-a6c4-4b29-935b-eff9c9553cf1	S1.8.1	working in teams",
    "http://data.europa.eu/esco/isced-f/0912		medicine",
    "~ba1f6201-b206-4459-b178-706db34a851d	S2.7.2	analysing scientific and medical data",
    "~b85caa4a-f04b-4331-80df-11404fd71225	S7.2.1	installing heating, ventilation and air conditioning equipment",
    "~39fa260c-4f85-48e3-83ce-e292e696c233	S1.11.2	designing electrical or electronic systems or equipment",
    "~ccb6db6a-8538-431c-b740-5f241bdb71cf	T5.1	manipulating and controlling objects and equipment",
    "~e2bdf081-333a-414f-b8ac-93c76290f167	S1.3.5	coaching and mentoring",
    "~47aa582a-3edb-45b5-9ef4-e87813ea327c	S2.8.11	testing vehicles",
    "~efbb3d3b-a41c-4e0a-90a8-8e611eb1db9f	S1.5.1	advising on legal, regulatory or procedural matters",
    "http://data.europa.eu/esco/isced-f/0413		management and administration",
    "~ceca8bbe-cd58-49b4-8ef4-9a34a5ac0f75	S8.5.4	operating food processing machinery",
    "~e52cd6e7-f8dc-4f6f-b988-5554423f53fb	S6.9.2	tending and breeding aquatic animals",
    "~802deca0-b880-4d1a-b366-e13b27621baf	S3.3.3	complying with operational procedures",
    "~d6c8dacb-b0c0-4544-b0b7-69b24df41ba1	S4.2.4	managing transport and logistics activities",
    "~6e62e776-fbfa-486c-a6df-58cd239c86fe	S1.13.3	technical or academic writing",
    "http://data.europa.eu/esco/isced-f/0915		therapy and rehabilitation",
    "http://data.europa.eu/esco/isced-f/0722		materials (glass, paper, plastic and wood)",
    "~2ad2ee1c-afc9-402f-91ab-c9c0911b209d	S6.5.1	fabricating precision instruments or jewellery",
    "~64acded2-d944-4f85-a703-cfe9375f706a	S8.1.2	operating agricultural or forestry equipment",
    "~485b2e3b-f883-46d8-901f-ab521d4f8e58	S6.1.1	sorting materials or products",
    "~119a2f5c-3c3e-4b0d-9813-06a553c8860c	S3.4.4	providing general assistance to people",
    "~528c2f16-139f-4a5b-8880-a6f02ed33f2a	S6.5.6	fabricating garments and textile products",
    "~3eacdaa9-fe4a-49ba-a085-c798097cf8d4	S6.5.8	fabricating tobacco products",
    "~4bbdc5eb-b710-4b76-816d-04926f7ac4a1	S3.2.4	providing psychological and occupational therapies",
    "~06fdd94c-292d-49e3-9c78-bbcbc2088232	S2.2.5	maintaining operational records",
    "http://data.europa.eu/esco/isced-f/0711		chemical engineering and processes",
    "~5bcec244-3efe-45ac-8891-0ab4a91e9c48	S3.3.1	complying with health and safety procedures",
    "~cfd5ab8f-ef8a-4877-8243-ddf17ac74604	S4.2.2	planning events and programmes",
    "~62afcfdd-a2a6-4143-bafb-59c77e15a01c	S1.5.3	advising on products and services",
    "~190f64e1-b7b6-4c53-b20b-80f9215ef6ca	S4.2.3	directing, supervising and coordinating projects",
    "~32c017fd-28ab-4051-bf68-74de952c2f77	S2.3.0	managing information",
    "~89f8435a-ebc1-42b6-bf5c-496999e99776	S3.5.1	preparing food and drinks",
    "~a7065828-10aa-4aba-b7d4-f23a30df5060	S8.8.1	installing and repairing electrical, electronic and precision equipment",
    "~6d0cad66-82dd-4854-a03a-68232942c68d	S7.1.2	installing wooden and metal components",
    "~d54970ba-d9f2-41ec-a852-bbd1e5796823	S3.4.1	providing information to the public and clients",
    "http://data.europa.eu/esco/isced-f/0721		food processing",
    "http://data.europa.eu/esco/isced-f/0612		database and network design and administration",
    "~663e753c-2fc4-4bf6-9a06-a6ab2d705238	S1.6.3	purchasing goods or services",
    "~8826b057-0e80-4e3d-9efc-1e179d597f40	S3.6.1	assisting people with mobility",
    "~a7956044-f468-4bc1-a83c-a8821b903a09	S8.5.8	operating cutting, grinding and smoothing machinery",
    "~bf4822d3-1f66-499d-afc9-151a9ba33e58	S6.3.1	preparing mixtures or solutions",
    "~32c854c1-6f1f-4f1c-8e4c-368a68a10db3	S1.11.3	developing recipes or menus",
    "~3d54fec5-d9cb-45a0-bf8d-ffaf3790a5bb	T6.1	applying health-related skills and competences",
    "~af84405b-896d-4ed3-9462-077ea9a2a188	S1.2.5	collaborating and liaising",
    "~7eafec38-621a-4b6e-9298-bfe70ec0b253	S2.1.1	conducting academic or market research",
    "~f4346da3-f6b2-4389-8a67-7c443b7e1609	S1.14.1	practising sports",
    "~80cf002a-6586-4db7-9c9a-88325a9a5e1b	T6.2	applying environmental skills and competences",
    "~969845ce-6895-44a8-a3d2-b8c2d8b5de21	S3.6.3	caring for children",
    "~0779d482-4154-4fbb-9a22-d9fd89c39d67	S4.2.0	organising, planning and scheduling work and activities",
    "~19990cb0-e9d5-41c7-9638-88700b47271e	S8.1.1	operating earthmoving equipment",
    "~0b3930a2-8a13-4932-8a09-4c72ec8af464	S2.8.10	monitoring quality of products",
    "~c20ac175-3aab-4aaa-9b9e-784c2dfb59cd	S4.4.2	executing financial transactions",
    "~ec528c47-65f4-4187-9dc1-5a8889f84a06	S2.7.4	analysing business operations",
    "~b309d4f5-56f5-41c6-b712-92d1ed85b965	S4.4.0	performing administrative activities",
    "http://data.europa.eu/esco/isced-f/1012		hair and beauty services",
    "http://data.europa.eu/esco/isced-f/1032		protection of persons and property",
    "~e963cf1f-dc3c-48b2-a0fa-274f5e7f50f6	S6.2.3	storing goods and materials",
    "http://data.europa.eu/esco/isced-f/0911		dental studies",
    "~14c41899-0224-4cbc-bd8c-e946ada2da87	T3.1	working efficiently",
    "http://data.europa.eu/esco/isced-f/0512		biochemistry",
    "~e2a5e046-3357-493e-bbdc-8d0ef82005cc	S2.9.0	monitoring developments in area of expertise",
    "~43f425aa-f45d-4bb4-a200-6f82fa211b66	L1	languages",
    "~e6eeb84c-ad99-42e2-b883-e6ce338aef59	S4.2.5	planning production processes",
    "~7ec00c15-c9bb-4b74-9b8b-681424e9ea2c	S8.5.2	operating packaging machinery",
    "~b7c82b1b-cff9-4641-a62f-e4e28395eade	S6.4.1	cultivating land and crops",
    "~1f2950c0-ef1e-44b4-9a55-125ccd7b78af	S2.7.0	analysing and evaluating information and data",
    "~6a7fc30d-af16-4cc5-a957-29d174bdb61c	S5.5.2	managing, gathering and storing digital data",
    "~f73c2c9e-b097-4fcb-95d1-659ea0bd54a3	S4.3.3	allocating and controlling physical resources",
    "http://data.europa.eu/esco/isced-f/1022		occupational health and safety",
    "~5d1d2d04-5510-4918-a437-7f57d570483a	S7.1.5	installing roofing",
    "http://data.europa.eu/esco/isced-f/0531		chemistry",
    "~97ff8a90-ec21-4f13-9b58-22cc9fc47221	S7.1.1	installing structural masonry materials",
    "~8eb65708-6a1c-4a11-8b51-ed9331962142	S7.1.8	installing and assembling rigging equipment",
    "~1034004c-0347-4765-8794-b65d2c92b379	S2.2.0	documenting and recording information",
    "~d700aa7a-0ed8-4967-a32c-4cb6075ab3b9	S2.1.2	diagnosing health conditions",
    "http://data.europa.eu/esco/isced-f/0532		earth sciences",
    "http://data.europa.eu/esco/isced-f/1021		community sanitation",
    "~29dcc31e-a8d6-4a62-b3c1-2de81e966e39	S2.4.1	gathering information from physical or electronic sources",
    "~1072f444-8a7d-41c1-aa6f-d536f20d94bf	S1.13.2	artistic and creative writing",
    "~0a88a13f-693a-4dde-b44c-22e6f98fabc6	S8.6.4	operating communications equipment",
    "~8bde58aa-9d5b-422b-801c-ff9186dd648e	S6.13.1	handling and disposing of hazardous materials",
    "~15fa3879-ac0e-46e6-ae36-609bae9c19c3	S2.8.2	monitoring operational activities",
    "~7ca69606-5ffc-4668-ae53-713c1f1612e6	S8.6.3	operating scientific and laboratory equipment",
    "~f5f15f9c-6334-4728-8dc5-3a20a00dfc37	S2.6.1	performing calculations",
    "http://data.europa.eu/esco/isced-f/0841		veterinary",
    "~c206d301-14b0-4bea-8028-a3749303a512	S4.8.3	monitoring and evaluating the performance of individuals",
    "~cdb2aecd-9dca-48fd-8d56-f0aace3ab5a9	S1.4.1	presenting general information",
    "~95bf4552-6d5b-41dc-b990-53ace372f705	S2.2.6	documenting technical designs, procedures, problems or activities",
    "~74052f13-4cae-4600-a4d3-8103004683f3	S6.7.0	using hand tools",
    "~b975836b-d9b9-4724-88da-9a82b856e74b	S2.2.2	recording legal information",
    "~74b7938e-f667-48ff-a26d-faed294ac6c9	S6.6.3	making models",
    "~1bb32451-7ca4-4fa2-a2c0-2083c426d76c	S3.5.2	serving food and drinks",
    "~23d7bd85-d8d5-4455-b64d-3b0998f2425d	S2.5.1	measuring dimensions and related properties",
    "~18f2a44e-28ef-4ae3-8ea2-347e33bd9a4b	S8.5.0	operating machinery for the manufacture of products",
    "~395e42b8-f637-4e7e-96d8-9c1976c05d92	S1.14.2	performing artistic or cultural activities",
    "~39d83364-c86f-4942-96d1-e5df582face9	S8.5.7	operating metal, plastic or rubber forming equipment",
    "~b2c688b0-9106-466d-8b88-eafdfe608e7d	S1.11.4	designing structures or facilities",
    "~dbbbe31a-9b8c-4459-a830-84363648f52c	S8.2.2	driving light vehicles",
    "~b88bddd4-210e-405f-bbdf-729bb66605a0	S3.2.5	prescribing and ordering medical tests, treatments or devices",
    "~872c0ddb-f056-4f51-afac-fc3d6fae0f5b	S8.6.1	operating medical equipment",
    "~57216e88-a0d3-4b8c-af6c-b8232b4f48c2	S6.7.4	using precision hand tools",
    "~54f7432d-a8b6-4ed4-a50e-9ec882320595	S2.8.0	monitoring, inspecting and testing",
    "~24a39c1b-b8cc-4210-8b74-b388a90e8f59	S7.1.6	joining parts using soldering, welding or brazing techniques",
    "~73e602a0-f80f-4f56-8e21-3db4fd08709d	S3.2.1	providing medical, dental and nursing care",
    "http://data.europa.eu/esco/isced-f/0222		history and archaeology",
    "~c34b06c4-d164-4e49-a784-89d47de42ec2	S1.11.5	designing industrial materials, systems or products",
    "~aca5081a-ceb0-4028-9cc5-1daafd4f86f9	S1.9.1	developing solutions",
    "~d2e8f452-ac19-4eed-b984-8f55d2a5b763	S2.8.8	testing and analysing substances",
    "~ab99d9a7-62eb-407b-92f2-bf7992a82004	S1.12.3	creating artistic designs or performances",
    "~8066edda-60e7-4e41-966b-4be09b049ab3	S6.3.3	preparing industrial materials for processing or use",
    "~e9eb9c23-c1f4-4ce9-83c9-2f6a211cc536	S3.3.5	maintaining and enforcing physical security",
    "~36c9717b-e53a-4d16-b7df-b6555eff43f8	S8.3.0	operating watercraft",
    "http://data.europa.eu/esco/isced-f/0314		sociology and cultural studies",
    "http://data.europa.eu/esco/isced-f/0811		crop and livestock production",
    "~1d4be2e3-ac64-426f-838d-1e7cb8600927	S4.0.0	management skills",
    "~682bb7ca-dbe9-4c33-9c7a-1ae56e28516e	S6.2.1	loading and unloading goods and, materials",
    "http://data.europa.eu/esco/isced-f/0731		architecture and town planning",
    "~37f2f637-1f54-4ea1-b677-5ca6cac24993	S6.5.2	fabricating medical and prosthetic devices",
    "~f839b1da-78b6-4466-86f4-a5798821ea20	S5.2.1	setting up computer systems",
    "http://data.europa.eu/esco/isced-f/0913		nursing and midwifery",
    "~82463bb1-85d1-4e99-a4ce-08508fc3b2a3	T4.2	supporting others",
    "~30b280e7-2468-440b-a78f-f1e7f515d60a	S6.2.4	positioning materials, tools or equipment",
    "~22d15a65-7262-4a6d-b981-53671b95ad29	S6.12.0	washing and maintaining textiles and clothing",
    "~c1bd0ed6-053c-4703-981e-eaec5e57de18	S2.2.4	maintaining or preparing medical documentation",
    "~f2cf57fe-d4cb-4b4a-831d-73171cc73909	S2.7.6	evaluating systems, programmes, equipment and products",
    "http://data.europa.eu/esco/isced-f/0221		religion and theology",
    "~72fe5d9f-4ec8-4fc4-b1d3-0dd83be0aa1a	S6.7.1	cutting materials and drilling holes",
    "~f5c9eef3-0495-4747-9519-d71a58d252bd	T3.4	demonstrating willingness to learn",
    "~bdf2aa76-360d-429d-a967-bdb691f241fa	S8.4.7	operating kilns, furnaces and drying equipment",
    "http://data.europa.eu/esco/isced-f/1041		transport services",
    "http://data.europa.eu/esco/isced-f/0421		law",
    "~906211b3-afed-4a2b-b5e1-33f2885fee85	S4.4.3	performing general clerical and administrative tasks",
    "~e06f2d35-a160-46c2-89f1-9cae9c93c8b8	S1.6.1	selling products or services",
    "~3afcf547-cefc-493a-8abb-aaa8b7088e4f	S6.9.4	hunting, trapping and slaughtering animals",
    "~8ed41305-4abf-4b54-9f8f-0e043d26feba	S4.1.4	developing policies and legislation",
    "~335be43a-3267-400e-b5cb-c9e234dc7544	S1.3.1	teaching academic or vocational subjects",
    "~39499028-35bf-4d69-9275-fb98902ed88b	S5.0.0	working with computers",
    "~5dbb69d2-9e1b-4e0f-b8c0-0bac709729cf	S2.5.2	weighing",
    "~efb60300-0d55-4b2c-8038-8409587a4727	S1.6.2	promoting products, services, or programs",
    "~d94e1143-3a3a-4f6a-a881-df93bf56cf23	S2.7.3	analysing financial and economic data",
    "http://data.europa.eu/esco/isced-f/0831		fisheries",
    "~185c56ee-098f-46a1-af87-56337085da6f	S5.2.2	protecting ict devices",
    "~7194cdea-bca7-4c4a-8d49-3cb54b89d5a0	S6.9.7	providing therapy or veterinary treatment for animals",
    "~a96b31dd-d72a-4c89-8947-524f14a16f82	S8.4.1	operating mining, drilling and mineral processing machinery",
    "~62023d5b-22ea-442e-ac46-39eb83c986fb	S6.5.5	assembling furniture",
    "~58bd927f-e4cc-4b61-a679-cb91b3f8075a	S1.8.5	following instructions and procedures",
    "~b82b2bad-41dd-40af-8242-e7d59a2ce786	S6.7.5	hammering, nailing and riveting",
    "http://data.europa.eu/esco/isced-f/1015		travel, tourism and leisure",
    "http://data.europa.eu/esco/isced-f/0723		textiles (clothes, footwear and leather)",
    "~0a400212-8693-4b1f-b0ca-d1f82c321916	S3.2.0	providing health care or medical treatments",
    "http://data.europa.eu/esco/isced-f/0211		audio-visual techniques and media production",
    "~b32ef8a5-e3f7-40ef-8b40-913c003e1f4e	S2.2.1	preparing financial documents, records, reports, or budgets",
    "~0e0a44a8-654c-4e85-986a-fb4386114838	S2.8.4	monitoring safety or security",
    "http://data.europa.eu/esco/isced-f/0715		mechanics and metal trades",
    "~827de17d-3fc1-4ba5-b4e0-850c51e750c8	S6.5.0	assembling and fabricating products",
    "~0b8d15c9-7b4f-4163-b863-fe5b756d3e7f	S8.7.1	repairing and installing mechanical equipment",
    "~7a8c9402-0550-4966-9ff6-0d65b0f6b1fb	S6.11.1	cleaning tools, equipment, workpieces and vehicles",
    "~e001ce62-78e7-4821-a7df-a08457c295ab	S3.2.2	performing surgical procedures",
    "~062a9fde-cd91-44f9-9a2f-9e2bc3b281fd	S1.5.5	advising on environmental issues",
    "~8984a92c-416e-498f-abd3-a9dd819e5c03	S7.3.4	installing floor and wall coverings",
    "http://data.europa.eu/esco/isced-f/0713		electricity and energy",
    "http://data.europa.eu/esco/isced-f/0313		psychology",
    "~e6e784d0-38a2-4f0c-9fe9-d985a3269fd9	S7.3.2	appyling textured or masonry coatings",
    "http://data.europa.eu/esco/isced-f/0414		marketing and advertising",
    "~3f1f77a5-9c2d-4b71-afb3-0328d8cbb05e	S8.4.0	operating machinery for the extraction and processing of raw materials",
    "~23cfb269-eec1-4011-8e57-c86203ce9fd7	S1.8.3	giving feedback",
    "~b1115b14-fa16-4c1e-be6c-91fd49a1808b	S5.6.3	using computer aided design and drawing tools",
    "~0f8f9438-8529-41b8-bb7a-4d91121e3192	S6.6.2	making patterns and templates",
    "~1bc1cf2a-a7f6-4769-a13b-cc26a2214498	S2.2.3	preparing documentation for contracts, applications, or permits",
    "~0d80a782-99ff-4f49-abbe-c72524c6f390	S1.1.1	negotiating and managing contracts and agreements",
    "~dcb9c446-bb08-44de-89b6-851ac2903eaf	S8.5.6	operating print and photographic production equipment",
    "http://data.europa.eu/esco/isced-f/0724		mining and extraction",
    "~f0f8ceea-304e-42e8-80cf-ff1535eb7068	S6.9.3	moving and herding animals",
    "~79f3d574-fcf2-445e-a087-cc774f19b861	S8.4.3	operating pumping systems or equipment",
    "~edcfd6ef-1a42-4e0a-97e2-2a2d61cac181	S6.9.1	tending and breeding animals",
    "http://data.europa.eu/esco/isced-f/0511		biology",
    "~888f286e-272f-4e54-8a3b-9fa391870618	S6.4.2	planting, pruning and harvesting trees, crops and other plants",
    "~e67fd42d-25f1-4124-b0be-3b1e3bfdd70c	S3.3.4	verifying identities and documentation",
    "~3b86c15f-3f66-4e50-abf5-544f2a942a0b	S6.11.3	cleaning outdoor spaces",
    "~9bdf8a77-8524-43da-bac6-d15d22e1b7ed	S2.4.2	entering and transforming information",
    "http://data.europa.eu/esco/isced-f/0611		computer use",
    "http://data.europa.eu/esco/isced-f/0232		literature and linguistics",
    "~8da6cd59-61e1-43c4-8dfc-bc69d283ccc7	S6.1.3	packaging objects",
    "~35045957-e9e4-44b1-801a-9a49f6efaece	S6.1.2	marking materials or objects for identification",
    "~193af349-b20e-4277-94bf-b184e92b8d6a	S4.3.1	managing budgets or finances",
    "http://data.europa.eu/esco/isced-f/0522		natural environments and wildlife",
    "~d69e45d3-1f3f-4e6a-8933-82e949277811	S6.11.2	cleaning interior and exterior of buildings",
    "~ab877a24-335d-4676-b366-c5c06651481a	S1.0.0	communication, collaboration and creativity",
    "~8a3b45dc-8299-4b67-99db-6542daf79ac3	S1.2.3	developing professional relationships or networks",
    "~a60b664f-bb07-4dd1-8dfa-134a0827f8da	S8.1.3	operating lifting or moving equipment",
    "~81f29457-6d0d-4f46-9e0a-7295c7c6f090	S1.1.3	responding to complaints",
    "http://data.europa.eu/esco/isced-f/0533		physics",
    "~8064ae65-5d1b-44e1-9aaf-246a4285a9a6	S3.3.2	complying with environmental protection laws and standards",
    "~afe3d82e-4a40-4aa4-a4e9-a6097c4a391e	S1.13.0	writing and composing",
    "~b590d4e5-7c62-4b4a-abc2-c270b482e0ce	S1.11.1	designing ict systems or applications",
    "~b917784a-d7c9-437c-be6e-0de41067fa62	S2.6.3	estimating resource needs",
    "~480a0b1b-aae9-4b39-9a4f-1c2b8ddcbc46	S6.6.1	making production moulds and casts",
    "~a0ad9ea8-9620-4aba-a836-cbdd16e12880	S8.5.3	operating machinery for the manufacture and treatment of textiles, fur and leather products",
    "~8ddcb295-707e-459c-ba6a-66ffb37835c5	S8.6.2	operating audio-visual equipment",
    "http://data.europa.eu/esco/isced-f/0521		environmental sciences",
    "http://data.europa.eu/esco/isced-f/0411		accounting and taxation",
    "~151bd6ca-74be-47bb-9dab-9c7387114006	S8.4.2	operating metal processing and finishing machinery",
    "~a19c5139-1250-4a60-9c31-a3243cca06cc	S1.2.1	communicating with colleagues and clients",
    "~c8f4aad2-ea23-49a2-9708-a6049c2d28ce	S8.6.6	using precision measuring equipment",
    "~0ac31705-79ff-4409-a818-c9d0a6388e84	S3.1.0	counselling",
    "~d6a8a2a4-4e21-4ea6-b267-b5c63e687cfd	S3.1.1	counselling on personal, family or social issues",
    "http://data.europa.eu/esco/isced-f/0416		wholesale and retail sales",
    "~b7e752ec-7b2e-46e6-ac24-8b1233609c31	S4.5.0	leading and motivating",
    "~37272760-957a-4c34-b4f3-780ee285334d	S4.1.2	developing financial, business or marketing plans",
    "~bffa732b-12ab-4214-a4b3-498598820b1c	S4.8.2	assigning work to others",
    "http://data.europa.eu/esco/isced-f/0732		building and civil engineering",
    "~59c46f34-bffd-4859-adf4-3839c2a73821	S7.0.0	constructing",
    "~2258cde2-a95b-4b2c-b105-59e84b0a364b	S4.3.2	managing and administering human resources",
    "~00d5d1d2-c521-4c58-9df5-2939c0ce9adb	S3.4.2	accompanying and welcoming people",
    "~3eef7ff2-3ade-41d4-b084-2bd2a3949e1c	S2.7.1	assessing land or real estate",
    "http://data.europa.eu/esco/isced-f/0714		electronics and automation",
    "~ee2576c0-1af5-44b5-8c0c-2002541d1ccc	S1.3.4	training on health or medical topics",
    "~2b6e15f5-dfa0-4e7c-9687-5665b07e56a4	S3.3.6	protecting privacy and personal data",
    "~d3b2c894-33fb-47c4-aff0-27935a082bf6	S8.4.5	operating petroleum, chemical or water processing systems or equipment",
    "http://data.europa.eu/esco/isced-f/1031		military and defence",
    "~c75655c3-ed29-441e-b403-4dd65bc891a5	S1.5.4	providing medical advice",
    "~8bf9699c-f964-4e4b-ac3d-55aface09cbc	S8.4.4	operating energy production or distribution equipment",
    "http://data.europa.eu/esco/isced-f/0914		medical diagnostic and treatment technology",
    "~5f92ff3e-288b-44aa-864d-5ebb1adb7925	S3.6.4	styling hair and providing beauty treatments",
    "~bf4196e4-839c-4f5f-b13b-eeed07ede160	S8.6.5	operating precision industrial equipment",
    "~44c81158-f789-41ad-a988-e8af0884a443	S8.9.0	operating aircraft",
    "~a8c3186b-c791-4d57-8f4f-4d12c7a5c6a7	S5.1.0	programming computer systems",
    "~98fb499f-9155-412d-a8a0-95ba97126fec	S5.6.1	using digital tools for collaboration and productivity",
    "~583b1fb5-be8d-41f0-aa81-0b6bef4793c2	S7.2.2	installing plumbing or piping equipment or systems",
    "http://data.europa.eu/esco/isced-f/0311		economics",
    "~418e58f5-c50c-4147-baa0-83aeb43b796a	S8.5.1	operating painting or coating machinery",
    "~3374fb57-056f-49e0-9fc5-000465e13794	S1.3.2	teaching safety procedures",
    "~cbe1b24e-00f3-4b17-94e9-1fcd34a11c3e	S4.1.1	identifying opportunities",
    "~883eab8c-d8a6-4e8b-9b11-7d9001e172ab	S1.11.0	designing systems and products",
    "~f7fc7bf8-f41d-44af-81e3-09b88e9779e6	S2.8.1	testing electrical and mechanical systems or equipment",
    "http://data.europa.eu/esco/isced-f/0716		motor vehicles, ships and aircraft",
    "~50e42de7-4a5c-4f94-b160-765f547d840c	S3.2.6	fitting assistive devices",
    "~44ff6716-7d71-4a16-821b-61d10e9e290d	T6.6	applying general knowledge",
    "~e434e71a-f068-44ed-8059-d1af9eb592d7	L2	classical languages",
    "~06769591-b8cf-46b2-b1d3-6602b1cf440e	S8.4.6	operating wood processing and papermaking machinery",
    "http://data.europa.eu/esco/isced-f/0412		finance, banking and insurance",
    "~da230865-9d2a-42d9-a42e-37d89753109e	S7.3.1	applying material to fill gaps in surfaces",
    "~f289347f-a76d-4d03-a648-74b53ed1e636	S6.5.7	fabricating food and related products",
    "http://data.europa.eu/esco/isced-f/0214		handicrafts",
    "~a556a3db-cd48-42a5-825c-f95f6f5ccbfe	S1.12.1	creating visual displays and decorations",
    "~d6e97b91-b75d-45f5-8566-667798957b0f	T6.3	applying civic skills and competences",
    "http://data.europa.eu/esco/isced-f/0542		statistics",
    "~5c2d5780-23ed-4372-bb8d-c1846ee404ae	S2.8.3	monitoring financial and economic resources and activity",
    "~91b0b918-942e-4661-b88c-70b9396529e5	S1.8.0	working with others",
    "~c7f96545-46c4-451a-b284-014f4baed5ed	S4.9.0	making decisions",
    "~5ea47148-5289-49f2-80f8-bb1f54b37de0	S7.3.3	applying protective or decorative solutions or coatings",
    "~6f142deb-03a9-4cd7-94ce-e0f023ae2169	T4.1	communicating",
    "~3926ec7d-64cd-4410-8283-493a1afdd57b	S3.2.3	providing physical therapies",
    "~0a4c5823-8b09-4e6b-95b4-8036ef3b9c4c	S1.2.4	advocating for individual or community needs",
    "~d519fadd-85bf-475f-bf14-c53a0290687d	S2.8.5	monitoring environmental conditions",
    "~08104c27-d4b2-4d40-ae97-dde65e71712f	S1.5.9	advising on workplace health and safety issues",
    "~d46193e0-be7d-4a90-91cc-4caba78e19d0	S1.7.2	engaging with others to identify needs",
    "~d7d2a468-587b-4a03-a305-e0a399ba69e6	S1.7.3	listening and asking questions",
    "~77a2918f-5969-4545-a632-d3e6a853b2c5	S6.9.6	training animals",
    "~caede8f1-6658-4d78-9eb4-2ad2c7ebf09b	S1.3.0	teaching and training",
    "~e852a2ed-c32e-4a39-bc4c-65a78ffe6bf2	S6.2.2	moving or lifting materials, equipment, or supplies",
    "http://data.europa.eu/esco/isced-f/0923		social work and counselling",
    "~8fde007e-ea4c-48c2-84c5-752834acd31d	S2.1.0	conducting studies, investigations and examinations",
    "~77ee8fad-188f-44cf-88ba-4e495a52d604	S3.6.2	assisting with personal needs",
    "http://data.europa.eu/esco/isced-f/0188		inter-disciplinary programmes and qualifications involving education",
    "http://data.europa.eu/esco/isced-f/0712		environmental protection technology",
    "~58edb789-d085-4e7d-8b6e-b70913bebfca	S7.1.7	installing and assembling building fixtures",
    "~9a540c0f-81c0-4687-a14b-e9196d9af6c0	S1.8.2	giving instructions",
    "http://data.europa.eu/esco/isced-f/0213		fine arts",
    "~a6c3bda0-c759-495e-b2c5-062b3abe2097	S1.9.2	implementing new procedures or processes",
    "~7e153e1d-2b12-43ad-89f3-0cf82ebc4a30	S2.7.5	performing risk analysis and management",
    "~34691a8a-ec8e-4eaa-b6e7-f4dbf144c644	S1.5.2	providing financial advice",
    "~db54693e-bcb0-4dae-8885-a43d510fb71f	S4.1.5	developing health programmes",
    "~103af23e-d56c-47ab-b991-55c94dcdef50	S1.5.0	advising and consulting",
    "~4781b6b1-07bc-44be-8c2d-de0fa5db4250	S1.14.3	conducting gaming activities",
    "~c53a55a1-8b2b-4d2c-b12d-626742a3833a	S5.6.4	using digital tools for processing sound and images",
    "~dfae80db-cf29-41e1-a48c-2bee901afff1	S4.6.0	building and developing teams",
    "~d12a1be6-d916-436d-8274-ad97b5f24415	S1.13.1	composing music",
    "http://data.europa.eu/esco/isced-f/0917		traditional and complementary medicine and therapy",
    "~a4cf0e8a-54f6-4fd5-8650-1c82ea86cfd2	S8.0.0	working with machinery and specialised equipment",
    "~d1815c8a-7755-4fe3-bacf-68bb0b6a0b55	S1.12.2	developing instructive or promotional materials",
    "~164510d1-1216-4dc0-b9d1-a7f6af19e469	S4.1.7	developing contingency and emergency response plans",
    "~7e0b93e0-0de7-4607-b07f-27a6828d3ff0	S4.1.6	developing educational programmes",
    "~4d6a48ae-352e-4823-bc3a-3f3e9e2cae86	S5.5.0	accessing and analysing digital data",
    "http://data.europa.eu/esco/isced-f/0417		work skills",
    "~8369011d-de43-4800-bcce-be12e19828a5	S1.8.4	accepting feedback",
    "http://data.europa.eu/esco/isced-f/0312		political sciences and civics",
    "~07f47dea-587c-40c0-990a-6c092cc3e6a4	S1.7.1	interviewing",
    "~8e77453d-3665-4d00-b887-2e9adb29cd15	S8.2.3	operating rail vehicles",
    "~b036eb5c-6a48-45b9-b2c6-f42f9e336204	S1.5.7	advising on business or operational matters",
    "~6ee936b0-4e0c-4e04-97c7-1f4ee9230d67	S4.1.0	developing objectives and strategies",
    "http://data.europa.eu/esco/isced-f/079		engineering, manufacturing and construction not elsewhere classified",
    "~424cce4d-71c9-47d9-93d6-4068403139f0	S6.7.2	shaping materials to create products",
    "http://data.europa.eu/esco/isced-f/0231		language acquisition",
    "~2b2c3254-7f6c-47e2-84f1-aece946fbfae	T3.3	maintaining a positive attitude",
    "~fb01d224-882a-4346-99e2-bfd56f52d09c	S1.6.0	promoting, selling and purchasing",
    "~8f9f8b20-ff26-4392-b04f-695dcde5b90a	S1.4.2	presenting research or technical information",
    "http://data.europa.eu/esco/isced-f/0113		teacher training without subject specialisation",
    "~e52389a2-1a05-45b0-8db3-4bda0f0c0b48	T5.2	responding to physical circumstances",
    "~c54a0a94-9d45-4697-b7cb-f7eaef839031	S8.2.1	driving heavy vehicles",
    "http://data.europa.eu/esco/isced-f/0729		manufacturing and processing not elsewhere classified",
    "~8c298a9b-e9ea-4396-897d-9aba982df6a0	S1.5.8	advising on educational or vocational matters",
    "~f7c70392-a261-42e9-86a6-fccf3709ac81	S8.2.0	driving vehicles",
    "~2bf2c727-ee42-4fc5-a4d7-2cd62b880433	S6.11.0	cleaning",
    "~47b0d855-ea3c-45e9-8dcf-0e12e62261c4	S2.6.0	calculating and estimating",
    "~0b9968af-72de-470a-98e1-2d19577443fb	S5.2.3	resolving computer problems",
    "~92fc9726-5b5e-439e-a33c-06a8c63fbb9a	S4.3.0	allocating and controlling resources",
    "http://data.europa.eu/esco/isced-f/0031		personal skills and development",
    "~f55fac09-92a2-4a88-9a96-ee9fb5b18519	S2.6.2	determining values of goods or services",
    "http://data.europa.eu/esco/isced-f/0916		pharmacy",
    "~2c7252b7-59b8-40eb-ac7c-17f78a94f7e7	S7.2.0	installing interior or exterior infrastructure",
    "~8d80f33a-ab38-429b-a4ed-3b1a6f8f3b4a	S8.5.5	operating mixing and separating machinery",
    "~b84813aa-6c44-4d58-a240-556c2060fb4e	S3.0.0	assisting and caring",
    "~f1612d7a-0338-4b0f-a2a4-86b5168e2596	S6.3.6	collecting and preparing specimens or materials for testing",
    "http://data.europa.eu/esco/isced-f/0215		music and performing arts",
    "~58beed15-8cf0-4bea-a24a-ad595768bba6	S7.1.0	building and repairing structures",
    "~316df5b7-31c4-4f4e-ae69-aad1b873b995	S2.1.3	interpreting technical documentation and diagrams",
    "~64aeee4d-3791-4448-8ed8-9b49ad04f2fb	S1.15.2	translating and interpreting",
    "~494b8057-daf5-46a0-b33b-416e0115c30a	S5.7.0	using digital tools to control machinery",
    "~42f18b92-1c20-46ed-bde0-9bc64ff1e475	S6.9.5	feeding and grooming animals",
    "http://data.europa.eu/esco/isced-f/0111		education science",
    "~edc72cfe-78a8-4531-b00f-92992a0bb8cb	T1.2	working with numbers and measures",
    "http://data.europa.eu/esco/isced-f/1011		domestic services",
    "~fe5eabaa-63f6-4c44-b405-fc3ded8d56cb	T4.4	leading others",
    "http://data.europa.eu/esco/isced-f/0212		fashion, interior and industrial design",
    "http://data.europa.eu/esco/isced-f/0541		mathematics",
    "http://data.europa.eu/esco/isced-f/1014		sports",
    "~6c6957bf-cf1f-4483-9c7e-1655f251b01a	T6.5	applying entrepreneurial and financial skills and competences",
    "~eb6cc4ba-4bb8-4348-9a3b-dc419558f66a	S1.5.6	advising on design or use of technologies",
    "~de884168-32e7-4500-a227-3f0966f962b6	S1.4.0	presenting information",
    "~775be776-b6ce-4322-a96f-11b2df84ce07	S1.12.0	creating artistic, visual or instructive materials",
    "~fff1d675-c36a-4c12-9cd4-407f21ccd06a	T2.1	processing information, ideas and concepts",
    "http://data.europa.eu/esco/isced-f/0710		engineering and engineering trades not further defined",
    "~70ac2c90-656a-4fa3-886c-5b9305db2087	S2.4.0	processing information",
    "~1893b4bc-0eb2-41de-96e3-9c8f1f1eac41	S2.8.9	inspecting food safety and quality",
    "~77e41477-4ecf-425b-8163-b18a5a54e593	S4.7.0	recruiting and hiring",
    "~446a36a5-2376-439f-b46b-4a214ba0acdf	S5.6.2	using word processing, publishing and presentation software",
    "http://data.europa.eu/esco/isced-f/0922		child care and youth services",
    "~20136935-e6a1-417b-81df-9b94d4c2c371	S2.2.7	reporting incidents and defects",
    "http://data.europa.eu/esco/isced-f/0114		teacher training with subject specialisation",
    "~347aa7ee-b640-41cc-ae7c-3c5eafda9fda	S2.5.0	measuring physical properties",
    "~925af2b5-2f4d-4cce-92cc-79e1ff887c7d	T4.5	following ethical code of conduct",
    "~0c92c33c-2859-4705-87ae-4fdd71d0f8f6	S1.15.0	using more than one language",
    "~ec0401f1-f690-46be-934b-f6f5611085f5	S8.8.2	maintaining electrical, electronic and precision equipment",
    "http://data.europa.eu/esco/isced-f/0321		journalism and reporting",
    "~a9703c5e-7fef-40d8-8fed-e5b31cc76818	S8.7.3	maintaining mechanical machinery",
    "~f8c676de-c871-424f-9a65-77059d07910a	S6.13.0	handling and disposing of waste and hazardous materials",
    "http://data.europa.eu/esco/isced-f/0223		philosophy and ethics",
    "http://data.europa.eu/esco/isced-f/0812		horticulture",
    "~173fbafb-d2e0-4b89-be1c-548b1cc47160	S1.8.6	assisting and supporting co-workers",
    "http://data.europa.eu/esco/isced-f/0821		forestry",
    "~fbb861f7-2386-4d17-84f7-6e340a8e6cd9	S3.6.0	providing personal care",
    "~592525ab-b517-4c55-8c65-17e0f5d99205	S6.5.3	assembling electrical and electronic products",
    "~03961960-e729-4768-ab0a-49886132f17a	S1.15.1	using foreign languages",
    "http://data.europa.eu/esco/isced-f/0388		inter-disciplinary programmes and qualifications involving social sciences, journalism and information",
    "http://data.europa.eu/esco/isced-f/104		transport services",
    "~ad326fa7-f2e9-4421-8426-bc0c2e167143	S1.4.3	presenting information in legal proceedings",
    "http://data.europa.eu/esco/isced-f/0322		library, information and archival studies",
    "~c098d6c1-dfee-4b02-8ce5-c6d80c98e18b	S6.3.0	transforming and blending materials",
    "~7de7e3f6-d222-4f08-b3f0-e2deff7ef798	S3.4.0	providing information and support to the public and clients",
    "~0edd863d-b02d-4714-a1a2-835d6dd23c55	S7.2.3	installing insulation materials",
    "http://data.europa.eu/esco/isced-f/0619		information and communication technologies not elsewhere classified",
    "~03efa398-a1cc-4589-9c10-84bf10f8d42d	S8.7.0	installing, maintaining and repairing mechanical equipment",
    "~d9be4ab0-f7d9-4b27-bd01-6cf1d43d1865	S7.1.4	installing concrete components",
    "~57e6af87-8a6b-4ecb-88e5-7c80b582ddd7	S8.6.0	using precision instrumentation and equipment",
    "~848c0306-8cbe-4693-a275-d99807c0173c	S1.2.0	liaising and networking",
    "http://data.europa.eu/esco/isced-f/0719		engineering and engineering trades not elsewhere classified",
    "~bd1242ec-6dd5-4c7d-bf79-8de6be3b3815	S6.5.4	assembling mechanical products",
    "~3bf93195-5239-4f73-94a6-349be598d462	S1.14.0	performing and entertaining",
    "http://data.europa.eu/esco/isced-f/0415		secretarial and office work",
    "~762f3830-baa8-4a7e-a5de-b49037d80885	S6.4.0	tending plants and crops",
    "http://data.europa.eu/esco/isced-f/049		business, administration and law not elsewhere classified",
    "http://data.europa.eu/esco/isced-f/0921		care of the elderly and of disabled adults",
    "http://data.europa.eu/esco/isced-f/051		biological and related sciences",
    "~036afa6e-cdde-4b38-a53a-8e7910a840e1	T4.3	collaborating in teams and networks",
    "~3399045f-8078-4066-8b46-475b49b260ab	T1.3	working with digital devices and applications",
    "~66fdc34c-2326-4baa-b8ff-7a1d1015fe3a	T2.2	planning and organising",
    "~577ce84f-0d21-4f25-8307-99c53f6f8437	S6.2.0	moving and lifting",
    "http://data.europa.eu/esco/isced-f/1013		hotel, restaurants and catering",
    "~0f804e14-001d-4ec0-b3f7-eb6a23ad43cb	S1.1.0	negotiating",
    "~b593afe4-4179-4a83-9f05-21c8d32d8113	S3.5.0	preparing and serving food and drinks",
    "~f774131e-8f2d-43b6-8c20-7fe35fa0f0bd	S5.6.0	using digital tools for collaboration, content creation and problem solving",
    "http://data.europa.eu/esco/isced-f/0319		social and behavioural sciences not elsewhere classified",
    "~4feed491-dc09-4218-814a-0146e13ef4fe	S1.9.0	solving problems",
    "~45ce91d6-574f-445e-a3d5-741f89bddb56	S8.7.2	maintaining mechanical equipment and tools",
    "~6115ff80-3d84-4e87-8e2b-6ede7ee004b4	T6.4	applying cultural skills and competences",
    "~9d0d6866-cd91-490b-9e3a-d0914ad95a2e	S6.9.0	handling animals",
    "~258fea29-09db-4918-8235-0d7d529cd31c	S5.5.1	browsing, searching and filtering digital data",
    "~e5e3b8d7-a96d-41f4-acb6-563b0f7f2994	S6.1.0	sorting and packaging goods and materials",
    "~cd9c487e-09ad-4b82-854b-118feb01f2ed	S2.0.0	information skills",
    "~13d301d0-98cb-414f-a8f9-a3f059228133	T2.3	dealing with problems",
    "~ca5b2cf4-0f3e-4c47-b496-12d812a7e5d9	S6.0.0	handling and moving",
    "~e84d080a-ff6d-41a7-b7b9-133e97c7bf00	T2.4	thinking creatively and innovatively",
    "~a6b0802f-4c20-4123-8a84-d6c8631fedb1	S8.8.0	installing, maintaining and repairing electrical, electronic and precision equipment",
    "http://data.europa.eu/esco/isced-f/0419		business and administration not elsewhere classified",
    "http://data.europa.eu/esco/isced-f/0112		training for pre-school teachers"
  ]
};

// src/engine/taxonomy/esco-files.ts
var ESCO_SUBDIR = ["src", "engine", "taxonomy", "esco"];
var MARKER = "meta.json";
var runtime;
var dataDir;
function node() {
  if (runtime) return runtime;
  const proc = globalThis.process;
  const get = proc?.getBuiltinModule;
  if (!get) throw new Error("ESCO data are read from disk: this needs Node.js 20.16 or later");
  const path2 = get("node:path");
  runtime = {
    fs: get("node:fs"),
    zlib: get("node:zlib"),
    join: path2.join,
    dirname: path2.dirname,
    fileURLToPath: get("node:url").fileURLToPath
  };
  return runtime;
}
function escoDataDir() {
  if (dataDir) return dataDir;
  const { fs: fs2, join, dirname, fileURLToPath } = node();
  const env = globalThis.process;
  const fromEnv = env?.env?.KAIROS_ESCO_DIR;
  if (fromEnv) return dataDir = fromEnv;
  const starts = [];
  if (import.meta.url?.startsWith("file:")) starts.push(dirname(fileURLToPath(import.meta.url)));
  if (env?.cwd) starts.push(env.cwd());
  for (const start of starts) {
    if (fs2.existsSync(join(start, "esco", MARKER))) return dataDir = join(start, "esco");
    for (let dir2 = start; ; dir2 = dirname(dir2)) {
      const candidate = join(dir2, ...ESCO_SUBDIR);
      if (fs2.existsSync(join(candidate, MARKER))) return dataDir = candidate;
      if (dirname(dir2) === dir2) break;
    }
  }
  throw new Error(`ESCO data folder not found (looked from ${starts.join(", ")}); set KAIROS_ESCO_DIR`);
}
var decode = (name, bytes) => new TextDecoder().decode(name.endsWith(".br") ? node().zlib.brotliDecompressSync(bytes) : bytes);
function readEscoBytes(name) {
  const bytes = node().fs.readFileSync(node().join(escoDataDir(), name));
  return name.endsWith(".br") ? node().zlib.brotliDecompressSync(bytes) : bytes;
}
function readEscoFile(name) {
  const bytes = node().fs.readFileSync(node().join(escoDataDir(), name));
  return JSON.parse(decode(name, bytes));
}

// src/engine/taxonomy/normalise.ts
var TOKEN_RE = /[\p{L}\p{N}\p{M}]+(?:\+\+|\+|#)?|&/gu;
var LIGATURES = {
  \u00DF: "ss",
  "\u1E9E": "SS",
  \u00E6: "ae",
  \u00C6: "AE",
  \u0153: "oe",
  \u0152: "OE",
  \u00F8: "o",
  \u00D8: "O",
  \u0142: "l",
  \u0141: "L",
  \u0111: "d",
  \u0110: "D"
};
var LIGATURE_RE = /[ßẞæÆœŒøØłŁđĐ]/g;
function stripAccents(text) {
  return text.replace(LIGATURE_RE, (c) => LIGATURES[c] ?? c).normalize("NFKD").replace(/\p{M}/gu, "");
}
var PLAIN_TOKEN_RE = /^[A-Za-z0-9]+(?:\+\+|\+|#)?$|^&$/;
function tokenCaseKey(raw) {
  if (PLAIN_TOKEN_RE.test(raw)) return raw;
  return stripAccents(raw).replace(/[^\p{L}\p{N}+#&]/gu, "");
}
function tokenize(text) {
  const tokens = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const caseKey = tokenCaseKey(m[0]);
    if (caseKey === "") continue;
    tokens.push({ key: caseKey.toLowerCase(), caseKey, start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}
function termKey(term) {
  return tokenize(term).map((t) => t.key).join("");
}
function termCaseKey(term) {
  return tokenize(term).map((t) => t.caseKey).join("");
}
function tokenCount(term) {
  return tokenize(term).length;
}
var ASCII_TERM_RE = /^[\x20-\x7e]*$/;
var ASCII_TOKEN_RE = /[A-Za-z0-9]+(?:\+\+|\+|#)?|&/g;
function termKeyAndCount(term) {
  const keys = tokenKeys(term);
  return { key: keys.join(""), tokens: keys.length };
}
function tokenKeys(term) {
  if (ASCII_TERM_RE.test(term)) return (term.match(ASCII_TOKEN_RE) ?? []).map((t) => t.toLowerCase());
  const folded = stripAccents(term);
  if (ASCII_TERM_RE.test(folded)) return (folded.match(ASCII_TOKEN_RE) ?? []).map((t) => t.toLowerCase());
  return tokenize(term).map((t) => t.key);
}

// src/engine/taxonomy/esco-label-index.ts
var MAX_TOKENS = 6;
function keyHash(key2) {
  let h1 = 3735928559;
  let h2 = 1103547991;
  for (let i = 0; i < key2.length; i++) {
    const ch = key2.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ h1 >>> 16, 2246822507);
  h1 ^= Math.imul(h2 ^ h2 >>> 13, 3266489909);
  h2 = Math.imul(h2 ^ h2 >>> 16, 2246822507);
  h2 ^= Math.imul(h1 ^ h1 >>> 13, 3266489909);
  return [h2 >>> 0, h1 >>> 0];
}
var HEADER_WORDS = 4;
var MAGIC = 1163084593;
var SkillUriIndex = class {
  hi;
  lo;
  rows;
  uuids;
  constructor(bytes) {
    const copy = new Uint8Array(bytes);
    const words3 = new Uint32Array(copy.buffer, 0, HEADER_WORDS);
    if (words3[0] !== MAGIC) throw new Error("not an ESCO skill URI index");
    const n = words3[1];
    const m = words3[2];
    this.hi = new Uint32Array(copy.buffer, HEADER_WORDS * 4, n);
    this.lo = new Uint32Array(copy.buffer, (HEADER_WORDS + n) * 4, n);
    this.rows = new Uint16Array(copy.buffer, (HEADER_WORDS + 2 * n) * 4, n);
    this.uuids = new Uint8Array(copy.buffer, (HEADER_WORDS + 2 * n + Math.ceil(n / 2)) * 4, m * 16);
  }
  get size() {
    return this.hi.length;
  }
  /** The skill row of a normalised key, if a label has it. */
  row(key2) {
    const [h, l] = keyHash(key2);
    let a = 0;
    let b = this.hi.length - 1;
    while (a <= b) {
      const mid = a + b >> 1;
      const mh = this.hi[mid];
      const ml = this.lo[mid];
      if (mh === h && ml === l) return this.rows[mid];
      if (mh < h || mh === h && ml < l) a = mid + 1;
      else b = mid - 1;
    }
    return void 0;
  }
  uuid(row) {
    let hex = "";
    for (let i = row * 16; i < row * 16 + 16; i++) hex += this.uuids[i].toString(16).padStart(2, "0");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
};
var SortedLabelIndex = class {
  constructor(keys, rows) {
    this.keys = keys;
    this.rows = rows === "" ? [] : rows.split(" ");
  }
  keys;
  rows;
  get size() {
    return this.keys.length;
  }
  /** As a Map (for a hot path: hashing beats bisection when most lookups miss). */
  toMap() {
    const map = /* @__PURE__ */ new Map();
    for (let i = 0; i < this.keys.length; i++) map.set(this.keys[i], parseInt(this.rows[i], 36));
    return map;
  }
  get(key2) {
    let lo = 0;
    let hi = this.keys.length - 1;
    while (lo <= hi) {
      const mid = lo + hi >> 1;
      const k = this.keys[mid];
      if (k === key2) return parseInt(this.rows[mid], 36);
      if (k < key2) lo = mid + 1;
      else hi = mid - 1;
    }
    return void 0;
  }
};

// src/engine/taxonomy/esco-data.ts
var ESCO_VERSION = meta_default.version;
var ESCO_NOTICE = meta_default.notice;
var ESCO_COUNTS = meta_default.counts;
var ESCO_SKILL_PREFIX = meta_default.uriPrefixes.skill;
var ESCO_OCCUPATION_PREFIX = meta_default.uriPrefixes.occupation;
var ESCO_FILES = {
  skills: "skills.json.br",
  skillLabels: "skill-labels.json.br",
  skillUris: "skill-uris.bin.br",
  occupations: "occupations.json.br",
  titleKeys: "occupation-title-keys.json.br",
  moreTitles: "occupation-titles-more.json.br",
  isco: "isco-groups.json.br"
};
var files = /* @__PURE__ */ new Map();
function file(name) {
  if (!files.has(name)) files.set(name, readEscoFile(name));
  return files.get(name);
}
var ESCO_CORE_TITLE_LANGUAGES = ["en", "de", "fr", "es", "it", "nl"];
var TYPES = { s: "skill/competence", k: "knowledge" };
var REUSE = { t: "transversal", c: "cross-sector", s: "sector-specific", o: "occupation-specific" };
var labels = (field) => field ? field.split("|") : [];
var skillsCache;
function escoSkills() {
  if (!skillsCache) {
    const skillsFile = file(ESCO_FILES.skills);
    const groups = skill_groups_default.rows.map((row) => {
      const [, code, label] = row.split("	");
      return { code: code || null, label: label || null };
    });
    skillsCache = skillsFile.rows.map((row, index) => {
      const [uuid, type, reuse, group, en4, fr4, es4] = row.split("	");
      const g = group === "" ? void 0 : groups[Number(group)];
      let split;
      return {
        index,
        uri: ESCO_SKILL_PREFIX + uuid,
        uuid,
        type: TYPES[type] ?? null,
        reuse: REUSE[reuse] ?? null,
        groupCode: g?.code ?? null,
        groupLabel: g?.label ?? null,
        // split on first use: most skills' labels are never read
        get labels() {
          return split ??= { en: labels(en4), fr: labels(fr4), es: labels(es4) };
        }
      };
    });
  }
  return skillsCache;
}
var ESCO_MORE_TITLE_LANGUAGES = [
  "bg",
  "cs",
  "da",
  "el",
  "et",
  "fi",
  "ga",
  "hr",
  "hu",
  "is",
  "lt",
  "lv",
  "mt",
  "no",
  "pl",
  "pt",
  "ro",
  "sk",
  "sl",
  "sv"
];
var ISCO_LANGUAGES = [...ESCO_CORE_TITLE_LANGUAGES, ...ESCO_MORE_TITLE_LANGUAGES];
var languageUris;
function escoLanguageUri(name) {
  languageUris ??= new Map(
    collections_default.languages.map((row) => {
      const [, language, , uuid] = row.split("	");
      return [language.toLowerCase(), ESCO_SKILL_PREFIX + uuid];
    })
  );
  return languageUris.get(name.toLowerCase());
}
var skillLabels;
function escoSkillLabels() {
  if (!skillLabels) {
    const f = file(ESCO_FILES.skillLabels);
    skillLabels = { text: new SortedLabelIndex(f.textKeys, f.textRows).toMap() };
  }
  return skillLabels;
}
var skillUris;
function escoSkillUris() {
  skillUris ??= new SkillUriIndex(readEscoBytes(ESCO_FILES.skillUris));
  return skillUris;
}
var kairosSkillMap = kairos_map_default.skills;
var kairosOccupationMap = kairos_map_default.occupations;
function kairosSkillEsco(id) {
  const value = kairosSkillMap[id];
  if (!value || value === "-") return void 0;
  return { relation: value.startsWith("=") ? "exact" : "broader", uri: ESCO_SKILL_PREFIX + value.slice(1) };
}

// src/engine/cv/languages.ts
var LANGUAGE_NAMES = {
  English: ["english", "englisch", "anglais", "ingles", "inglese", "engels"],
  German: ["german", "deutsch", "allemand", "aleman", "tedesco", "duits"],
  French: ["french", "franzosisch", "francais", "frances", "francese", "frans"],
  Spanish: ["spanish", "spanisch", "espagnol", "espanol", "castellano", "spagnolo", "spaans", "castilian"],
  Italian: ["italian", "italienisch", "italien", "italiano", "italiaans"],
  Dutch: ["dutch", "niederlandisch", "hollandisch", "neerlandais", "neerlandes", "holandes", "olandese", "nederlands", "hollandais", "flemish", "vlaams", "flamand"],
  Portuguese: ["portuguese", "portugiesisch", "portugais", "portugues", "portoghese", "portugees"],
  Polish: ["polish", "polnisch", "polonais", "polaco", "polacco", "pools", "polski"],
  Catalan: ["catalan", "katalanisch", "catala", "catalano", "catalaans"],
  Danish: ["danish", "danisch", "danois", "danes", "danese", "deens", "dansk"],
  Swedish: ["swedish", "schwedisch", "suedois", "sueco", "svedese", "zweeds", "svenska"],
  Norwegian: ["norwegian", "norwegisch", "norvegien", "noruego", "norvegese", "noors", "norsk"],
  Finnish: ["finnish", "finnisch", "finnois", "finlandes", "finlandese", "fins", "suomi"],
  Russian: ["russian", "russisch", "russe", "ruso", "russo"],
  Ukrainian: ["ukrainian", "ukrainisch", "ukrainien", "ucraniano", "ucraino", "oekraiens"],
  Chinese: ["chinese", "chinesisch", "chinois", "chino", "cinese", "chinees", "mandarin", "mandarijn", "mandarino"],
  Japanese: ["japanese", "japanisch", "japonais", "japones", "giapponese", "japans"],
  Korean: ["korean", "koreanisch", "coreen", "coreano", "koreaans"],
  Arabic: ["arabic", "arabisch", "arabe", "arabo"],
  Turkish: ["turkish", "turkisch", "turc", "turco", "turks"],
  Greek: ["greek", "griechisch", "grec", "griego", "greco", "grieks"],
  Czech: ["czech", "tschechisch", "tcheque", "checo", "ceco", "tsjechisch"],
  Slovak: ["slovak", "slowakisch", "slovaque", "eslovaco", "slovacco", "slowaaks"],
  Romanian: ["romanian", "rumanisch", "roumain", "rumano", "rumeno", "roemeens"],
  Hungarian: ["hungarian", "ungarisch", "hongrois", "hungaro", "ungherese", "hongaars"],
  Croatian: ["croatian", "kroatisch", "croate", "croata", "kroatisch"],
  Serbian: ["serbian", "serbisch", "serbe", "serbio", "serbo", "servisch"],
  Slovenian: ["slovenian", "slowenisch", "slovene", "esloveno", "sloveno", "sloveens"],
  Bulgarian: ["bulgarian", "bulgarisch", "bulgare", "bulgaro", "bulgaars"],
  Irish: ["irish", "irisch", "irlandais", "irlandes", "irlandese", "iers", "gaelic"],
  Welsh: ["welsh", "walisisch", "gallois"],
  Luxembourgish: ["luxembourgish", "luxemburgisch", "luxembourgeois", "luxemburgues", "lussemburghese", "luxemburgs"],
  Galician: ["galician", "galicisch", "galicien", "gallego", "galiziano", "galicisch"],
  Basque: ["basque", "baskisch", "vasco", "euskera", "basco", "baskisch"],
  Hebrew: ["hebrew", "hebraisch", "hebreu", "hebreo", "ebraico", "hebreeuws"],
  Hindi: ["hindi"],
  Persian: ["persian", "farsi", "persisch", "persan", "persa", "perzisch"],
  Estonian: ["estonian", "estnisch", "estonien", "estonio", "estone", "ests"],
  Latvian: ["latvian", "lettisch", "letton", "leton", "lettone", "lets"],
  Lithuanian: ["lithuanian", "litauisch", "lituanien", "lituano", "litouws"],
  Icelandic: ["icelandic", "islandisch", "islandais", "islandes", "islandese", "ijslands"],
  Albanian: ["albanian", "albanisch", "albanais", "albanes", "albanese", "albanees"],
  Maltese: ["maltese", "maltesisch", "maltais", "maltes"],
  Frisian: ["frisian", "friesisch", "frison", "fries"],
  Afrikaans: ["afrikaans"],
  Tamil: ["tamil", "tamoul", "tamilisch"],
  Urdu: ["urdu", "ourdou"],
  Bengali: ["bengali", "bangla", "bengalisch", "bengalais", "bengalese", "bengaals"],
  Punjabi: ["punjabi", "panjabi", "pandschabi", "pendjabi"],
  Gujarati: ["gujarati"],
  Marathi: ["marathi"],
  Telugu: ["telugu", "telougou"],
  Malayalam: ["malayalam"],
  Kannada: ["kannada"],
  Nepali: ["nepali", "nepalesisch", "nepalais", "nepales", "nepalese"],
  Sinhala: ["sinhala", "sinhalese", "singhalesisch", "cingalais"],
  Filipino: ["filipino", "tagalog", "philippinisch"],
  Vietnamese: ["vietnamese", "vietnamesisch", "vietnamien", "vietnamita", "vietnamees"],
  Thai: ["thai", "thailandisch", "tailandes", "thailandese", "thais"],
  Indonesian: ["indonesian", "bahasa indonesia", "indonesisch", "indonesien", "indonesio", "indonesiano"],
  Malay: ["malay", "bahasa melayu", "malaiisch", "malais", "malayo", "malese", "maleis"],
  Cantonese: ["cantonese", "kantonesisch", "cantonais", "cantones", "cantonese", "kantonees"],
  Mongolian: ["mongolian", "mongolisch", "mongol", "mongolo", "mongools"],
  Khmer: ["khmer"],
  Burmese: ["burmese", "birmanisch", "birman", "birmano"],
  Swahili: ["swahili", "kiswahili", "suaheli", "swahili"],
  Amharic: ["amharic", "amharisch", "amharique", "amharico", "amhaars"],
  Tigrinya: ["tigrinya", "tigrinisch", "tigrigna"],
  Somali: ["somali", "somalisch", "somalien", "somali"],
  Yoruba: ["yoruba"],
  Hausa: ["hausa", "haoussa"],
  Igbo: ["igbo"],
  Berber: ["berber", "tamazight", "kabyle", "amazigh"],
  Kurdish: ["kurdish", "kurdisch", "kurde", "kurdo", "koerdisch"],
  Pashto: ["pashto", "paschtu", "pachto", "pastun"],
  Dari: ["dari"],
  Armenian: ["armenian", "armenisch", "armenien", "armenio", "armeno", "armeens"],
  Georgian: ["georgian", "georgisch", "georgien", "georgiano", "georgisch"],
  Azerbaijani: ["azerbaijani", "azeri", "aserbaidschanisch", "azerbaidjanais", "azerbaiyano"],
  Kazakh: ["kazakh", "kasachisch", "kazakh", "kazajo"],
  Uzbek: ["uzbek", "usbekisch", "ouzbek", "uzbeko"],
  Belarusian: ["belarusian", "belarussisch", "bielorusse", "bielorruso", "bielorusso", "wit-russisch"],
  Bosnian: ["bosnian", "bosnisch", "bosniaque", "bosnio", "bosniaco", "bosnisch"],
  Macedonian: ["macedonian", "mazedonisch", "macedonien", "macedonio", "macedone", "macedonisch"],
  Yiddish: ["yiddish", "jiddisch", "yiddish", "yidis", "jiddisch"],
  Romani: ["romani", "romanes"],
  Esperanto: ["esperanto"],
  Latin: ["latin", "latein", "latin", "latino", "latijn"],
  "Sign language": ["sign language", "gebardensprache", "langue des signes", "lengua de signos", "lingua dei segni", "gebarentaal"]
};
var NAME_INDEX = /* @__PURE__ */ new Map();
for (const [english, names] of Object.entries(LANGUAGE_NAMES)) for (const n of names) NAME_INDEX.set(n, english);
for (const [key2, english] of lexiconLanguageNames()) if (!NAME_INDEX.has(key2)) NAME_INDEX.set(key2, english);
function englishLanguageName(word) {
  return NAME_INDEX.get(fold(word).replace(/[^\p{L} ]/gu, "").trim());
}
var NATIVE_WORDS_ALL = [
  "native",
  "mother tongue",
  "first language",
  "bilingual",
  "muttersprache",
  "muttersprachlich",
  "langue maternelle",
  "maternelle",
  "natif",
  "bilingue",
  "nativo",
  "nativa",
  "lengua materna",
  "materna",
  "madrelingua",
  "lingua madre",
  "moedertaal",
  "tweetalig",
  ...NATIVE_WORDS
];
var NATIVE_RE = new RegExp(`(?<![\\p{L}])(?:${NATIVE_WORDS_ALL.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`, "u");
var LEVEL_WORD_SET = /* @__PURE__ */ new Set([...LEVEL_WORDS, ...NATIVE_WORDS_ALL]);
function isLevelWord(text) {
  const key2 = fold(text).replace(/[^\p{L}\p{N} ]+/gu, " ").replace(/\s+/g, " ").trim();
  return key2 !== "" && (LEVEL_WORD_SET.has(key2) || /^[abc][12]$/.test(key2));
}
var CEFR_ALL_RE = /\b([ABC][12])\b/gu;
function normaliseLevel(raw) {
  const t = raw.trim();
  if (t === "") return null;
  const filled = (t.match(/[★●◉■⬤]/gu) ?? []).length;
  const empty = (t.match(/[☆○◯□◌]/gu) ?? []).length;
  if (filled + empty >= 3) return `${filled}/${filled + empty}`;
  const folded = fold(t);
  if (NATIVE_RE.test(folded)) return "native";
  const levels = [...t.toUpperCase().matchAll(CEFR_ALL_RE)].map((m) => m[1]);
  if (levels.length > 0) {
    const count3 = (l) => levels.filter((x) => x === l).length;
    return levels.reduce((best, l) => count3(l) > count3(best) ? l : best, levels[0]);
  }
  const alias = /^\(([^()]{1,40})\)[\s:–—,-]*([^\s:–—,-].*)$/u.exec(t);
  const body = alias && !isLevelWord(alias[1]) ? alias[2] : t;
  const opened = body.replace(/^[\s:–—\-(,]+/u, "");
  let cleaned = opened.trim();
  let excess = (cleaned.match(/\)/g) ?? []).length - (cleaned.match(/\(/g) ?? []).length;
  while (excess > 0 && cleaned.endsWith(")")) {
    cleaned = cleaned.slice(0, -1).trimEnd();
    excess -= 1;
  }
  return cleaned === "" ? null : cleaned;
}
function parseLanguageItem(item) {
  const t = stripLeadingSymbols(stripBullet(item)).trim();
  const labelled = /^([^:\t]{3,40})[:\t]\s*(\S.*)$/u.exec(t);
  if (labelled && NATIVE_RE.test(fold(labelled[1])) && !englishLanguageName(labelled[1].split(/\s+/)[0])) {
    const named = parseLanguageItem(labelled[2]);
    return named ? { name: named.name, level: "native" } : null;
  }
  const m = /^([\p{L}][\p{L}'’ -]*?)(?=\s*(?:$|[:(–—,/]|\s-\s|\s-|[★☆●○◉◯■□⬤]|\s+[ABC][12]\b|\s+\p{Ll}|\s+\p{Lu}))/u.exec(t.slice(0, 100));
  const nameRaw = m ? m[1] : t.split(/\s+/)[0];
  let english = englishLanguageName(nameRaw);
  let rest = t.slice(nameRaw.length);
  if (!english) {
    const two = t.split(/\s+/).slice(0, 2).join(" ");
    english = englishLanguageName(two);
    rest = t.slice(two.length);
    if (!english) {
      const first = t.split(/[\s:(–—,-]+/)[0];
      english = englishLanguageName(first);
      rest = t.slice(first.length);
    }
  }
  if (!english) return null;
  const again = /^\s*[/(]\s*([\p{L}][\p{L}'’ -]*?)\s*\)?(?=\s|$|[:(–—,/])/u.exec(rest.slice(0, 60));
  if (again && englishLanguageName(again[1]) === english) rest = rest.slice(again[0].length);
  return { name: english, level: normaliseLevel(rest) };
}
function withEscoUri(entry) {
  const uri = escoLanguageUri(entry.name);
  return uri ? { ...entry, esco_uri: uri } : entry;
}
function pushCells(text, items) {
  const tab = text.indexOf("	");
  if (tab > 0 && isLevelWord(text.slice(0, tab)) && parseLanguageItem(text)?.level === "native") {
    items.push(text);
    return;
  }
  if (items.length > 0 && isLevelWord(text.replace(/[()]/g, ""))) {
    items[items.length - 1] += ` ${text.trim()}`;
    return;
  }
  let named = false;
  for (const cellText of text.split("	")) {
    if (named && !parseLanguageItem(cellText)) {
      items[items.length - 1] += ` (${cellText.trim()})`;
      continue;
    }
    const parts2 = splitTopLevel(cellText, /[,;•·|]/u).flatMap(splitLabelledPairs);
    for (const item of parts2) items.push(item);
    named = parts2.length > 0 && parseLanguageItem(parts2[parts2.length - 1]) !== null;
  }
}
function splitLabelledPairs(item) {
  const out = [];
  let start = 0;
  for (const m of item.matchAll(/(?<=\s)(\p{L}+)\s?:/gu)) {
    if (m.index === void 0 || !englishLanguageName(m[1])) continue;
    out.push(item.slice(start, m.index).trim());
    start = m.index;
  }
  out.push(item.slice(start).trim());
  return out.filter((x) => x !== "");
}
function extractLanguages(lines) {
  const items = [];
  let rowKey = "";
  let cellKey = "";
  for (const l of lines) {
    if (l.table) {
      const key2 = `${l.table.index}:${l.table.row}`;
      const cell = `${key2}:${l.table.cell}`;
      if (key2 === rowKey && cell !== cellKey && items.length > 0) {
        items[items.length - 1] += ` (${l.text})`;
        cellKey = cell;
        continue;
      }
      rowKey = key2;
      cellKey = cell;
      pushCells(l.text, items);
      continue;
    }
    rowKey = "";
    cellKey = "";
    pushCells(l.text, items);
  }
  const out = [];
  for (const item of items) {
    const entry = parseLanguageItem(item);
    if (entry && !out.some((e) => e.name === entry.name)) out.push(withEscoUri(entry));
  }
  return out;
}
function isSpokenLanguage(item) {
  const entry = parseLanguageItem(item);
  if (!entry) return false;
  const t = replaceParenthesized(fold(item), "").trim();
  return t.split(/\s+/).length <= 3;
}
function isLanguageOnlyLine(text) {
  const entry = parseLanguageItem(text);
  if (!entry) return false;
  const rest = stripBullet(text).replace(/[★☆●○◉◯■□⬤]/gu, "").trim().split(/\s+/);
  return rest.length <= 4;
}

// src/engine/cv/sections.ts
var HEADINGS = {
  contact: [
    "contact",
    "contact details",
    "contact information",
    "personal details",
    "personal information",
    "personal data",
    "kontakt",
    "kontaktdaten",
    "personliche daten",
    "persoenliche daten",
    "personliche angaben",
    "zur person",
    "coordonnees",
    "contact",
    "informations personnelles",
    "donnees personnelles",
    "etat civil",
    "contacto",
    "datos personales",
    "datos de contacto",
    "informacion personal",
    "contatti",
    "contatto",
    "dati personali",
    "informazioni personali",
    "contactgegevens",
    "persoonlijke gegevens",
    "personalia",
    "gegevens"
  ],
  summary: [
    "summary",
    "professional summary",
    "profile",
    "professional profile",
    "personal profile",
    "personal statement",
    "about me",
    "about",
    "objective",
    "career objective",
    "executive summary",
    "career summary",
    "profil",
    "kurzprofil",
    "uber mich",
    "zusammenfassung",
    "berufsprofil",
    "pers\xF6nliches profil",
    "personliches profil",
    "profil professionnel",
    "resume",
    "a propos",
    "a propos de moi",
    "objectif",
    "synthese",
    "perfil",
    "perfil profesional",
    "resumen",
    "resumen profesional",
    "sobre mi",
    "objetivo",
    "profilo",
    "profilo professionale",
    "sommario",
    "chi sono",
    "obiettivo",
    "presentazione",
    "profiel",
    "samenvatting",
    "over mij",
    "persoonlijk profiel",
    "doelstelling"
  ],
  experience: [
    "experience",
    "work experience",
    "professional experience",
    "employment",
    "employment history",
    "work history",
    "career",
    "career history",
    "professional background",
    "relevant experience",
    "experience and employment",
    "berufserfahrung",
    "berufliche laufbahn",
    "beruflicher werdegang",
    "berufliche stationen",
    "berufliche erfahrung",
    "werdegang",
    "praxiserfahrung",
    "berufspraxis",
    "beruflicher hintergrund",
    "erfahrung",
    "experience professionnelle",
    "experiences professionnelles",
    "experiences",
    "parcours professionnel",
    "parcours",
    "experiencia",
    "experiencia laboral",
    "experiencia profesional",
    "trayectoria profesional",
    "historial laboral",
    "esperienza",
    "esperienze",
    "esperienza professionale",
    "esperienze professionali",
    "esperienza lavorativa",
    "esperienze lavorative",
    "werkervaring",
    "ervaring",
    "loopbaan",
    "arbeidsverleden",
    "professionele ervaring",
    "beroepservaring"
  ],
  volunteering: [
    "volunteering",
    "volunteer experience",
    "volunteer work",
    "voluntary work",
    "board memberships",
    "board positions",
    "mandates",
    "positions of responsibility",
    "ehrenamt",
    "ehrenamtliches engagement",
    "ehrenamtliche tatigkeiten",
    "mandate",
    "engagement",
    "soziales engagement",
    "benevolat",
    "engagements",
    "engagement associatif",
    "mandats",
    "voluntariado",
    "voluntariados",
    "volontariato",
    "vrijwilligerswerk",
    "nevenfuncties",
    "nevenactiviteiten"
  ],
  education: [
    "education",
    "academic background",
    "qualifications",
    "education and training",
    "academic qualifications",
    "training",
    "education & training",
    "ausbildung",
    "bildung",
    "bildungsweg",
    "studium",
    "schulbildung",
    "akademischer werdegang",
    "ausbildung und studium",
    "schul und berufsausbildung",
    "hochschulbildung",
    "formation",
    "formations",
    "etudes",
    "parcours academique",
    "diplomes",
    "formation et diplomes",
    "diplomes et formations",
    "formacion",
    "formacion academica",
    "estudios",
    "educacion",
    "titulacion",
    "istruzione",
    "istruzione e formazione",
    "formazione",
    "studi",
    "titoli di studio",
    "percorso formativo",
    "opleiding",
    "opleidingen",
    "onderwijs",
    "scholing",
    "opleiding en cursussen",
    "opleidingen en cursussen"
  ],
  skills: [
    "skills",
    "key skills",
    "core skills",
    "technical skills",
    "competencies",
    "core competencies",
    "competences",
    "expertise",
    "areas of expertise",
    "tools",
    "technologies",
    "tech stack",
    "skills and tools",
    "skills & tools",
    "hard skills",
    "soft skills",
    "it skills",
    "computer skills",
    "skills and competencies",
    "key competencies",
    "computer skills and competences",
    "technical skills and competences",
    "digital competences",
    "kenntnisse",
    "fahigkeiten",
    "kompetenzen",
    "fachkenntnisse",
    "it kenntnisse",
    "edv kenntnisse",
    "methoden",
    "fachkompetenzen",
    "kernkompetenzen",
    "schwerpunkte",
    "fahigkeiten und kenntnisse",
    "kenntnisse und fahigkeiten",
    "competences techniques",
    "competences cles",
    "savoir faire",
    "outils",
    "domaines",
    "domaines de competence",
    "competences informatiques",
    "informatique",
    "habilidades",
    "competencias",
    "conocimientos",
    "aptitudes",
    "herramientas",
    "habilidades tecnicas",
    "competencias tecnicas",
    "conocimientos informaticos",
    "competenze",
    "competenze tecniche",
    "capacita",
    "conoscenze",
    "strumenti",
    "competenze informatiche",
    "capacita e competenze",
    "competenze professionali",
    "vaardigheden",
    "competenties",
    "kennis",
    "software",
    "kennis en vaardigheden",
    "expertise en vaardigheden",
    "ict vaardigheden",
    "digital skills",
    "digitale kompetenzen",
    "competences numeriques",
    "informatica",
    "competencias digitales",
    "ofimatica",
    "competenze digitali",
    "digitale vaardigheden"
  ],
  languages: [
    "languages",
    "language skills",
    "language",
    "spoken languages",
    "sprachen",
    "sprachkenntnisse",
    "fremdsprachen",
    "langues",
    "competences linguistiques",
    "idiomas",
    "lenguas",
    "lingue",
    "conoscenze linguistiche",
    "competenze linguistiche",
    "talen",
    "talenkennis",
    "taalvaardigheid"
  ],
  certifications: [
    "certifications",
    "certificates",
    "certification",
    "licenses",
    "licences",
    "courses",
    "further training",
    "zertifikate",
    "zertifizierungen",
    "weiterbildung",
    "weiterbildungen",
    "fortbildungen",
    "kurse",
    "certifications et formations",
    "certificats",
    "certificaciones",
    "cursos",
    "certificados",
    "certificazioni",
    "corsi",
    "certificaten",
    "certificeringen",
    "cursussen",
    "trainingen"
  ],
  interests: [
    "interests",
    "hobbies",
    "hobbies and interests",
    "interessen",
    "hobbys",
    "freizeit",
    "centres d interet",
    "loisirs",
    "interets",
    "intereses",
    "aficiones",
    "interessi",
    "hobby",
    "tempo libero",
    "hobby s",
    "interesses"
  ],
  projects: ["projects", "projekte", "projets", "proyectos", "progetti", "projecten", "side projects", "key projects"],
  publications: ["publications", "publikationen", "veroffentlichungen", "publicaciones", "pubblicazioni", "publicaties"],
  awards: ["awards", "honours", "honors", "auszeichnungen", "distinctions", "prix", "premios", "premi", "prijzen"],
  references: [
    "references",
    "referenzen",
    "references professionnelles",
    "referencias",
    "referenze",
    "referenties",
    // sections of miscellany (availability, driving licence, the data-protection consent): read as nothing, like references
    "additional information",
    "other information",
    "sonstiges",
    "weitere angaben",
    "informations complementaires",
    "otros datos",
    "otros datos de interes",
    "datos de interes",
    "informacion adicional",
    "altre informazioni",
    "ulteriori informazioni",
    "informazioni aggiuntive",
    "overige informatie",
    "aanvullende informatie",
    "outras informacoes",
    "informacoes adicionais"
  ]
};
var HEADING_INDEX = /* @__PURE__ */ new Map();
for (const [kind, phrases] of Object.entries(HEADINGS)) {
  for (const p of phrases) if (!HEADING_INDEX.has(p)) HEADING_INDEX.set(p, kind);
}
for (const [kind, key2] of lexiconHeadings()) if (!HEADING_INDEX.has(key2)) HEADING_INDEX.set(key2, kind);
var SQUASHED_INDEX = /* @__PURE__ */ new Map();
for (const [key2, kind] of HEADING_INDEX) if (key2.includes(" ") && !SQUASHED_INDEX.has(key2.replace(/ /g, ""))) SQUASHED_INDEX.set(key2.replace(/ /g, ""), kind);
var SQUASHED_LOOKUP = [...HEADING_INDEX].map(([k, kind]) => [k.replace(/ /g, ""), kind]).sort((a, b) => b[0].length - a[0].length);
function bilingualKind(raw) {
  const parts2 = raw.split(/(?<!\s)\s+[/|]\s+/u);
  if (parts2.length < 2 || parts2.length > 3) return void 0;
  const kinds = parts2.map((p) => HEADING_INDEX.get(headingKey(p)));
  return kinds[0] !== void 0 && kinds.every((k) => k === kinds[0]) ? kinds[0] : void 0;
}
function isDocumentTitle(text) {
  const key2 = headingKey(text.replace(/:$/, ""));
  if (DOCUMENT_TITLES.has(key2)) return true;
  return false;
}
var headingKey = memoize((text) => {
  const t = collapseLetterSpacing(stripLeadingSymbols(text.replace(/\t/g, " ")));
  return fold(t).replace(/[&+]/g, " and ").replace(/[^\p{L}\p{N}]+/gu, " ").trim().replace(/\s+/g, " ");
});
function lookupKey(key2) {
  const direct = HEADING_INDEX.get(key2) ?? HEADING_INDEX.get(key2.replace(/ and /g, " & ")) ?? HEADING_INDEX.get(key2.replace(/ and /g, " "));
  if (direct) return direct;
  const ws = key2.split(" ");
  for (let n = Math.min(4, ws.length - 1); n >= 1; n--) {
    const head = HEADING_INDEX.get(ws.slice(0, n).join(" "));
    if (head) return head;
  }
  if (ws.length > 3 || ws.some((w) => CONNECTIVES.has(w))) return void 0;
  for (let n = Math.min(3, ws.length - 1); n >= 1; n--) {
    const tail = HEADING_INDEX.get(ws.slice(-n).join(" "));
    if (tail && SUFFIX_KINDS.has(tail)) return tail;
  }
  return void 0;
}
var SUFFIX_KINDS = /* @__PURE__ */ new Set(["experience", "education", "skills", "languages"]);
var CONNECTIVES = /* @__PURE__ */ new Set([
  "de",
  "del",
  "della",
  "di",
  "da",
  "do",
  "dos",
  "das",
  "en",
  "in",
  "im",
  "of",
  "for",
  "fur",
  "pour",
  "per",
  "para",
  "voor",
  "van",
  "von",
  "and",
  "und",
  "et",
  "y",
  "e",
  "i",
  "a",
  "w",
  "z",
  "na",
  "pro",
  "za",
  "og",
  "och",
  "ja",
  "es",
  "si",
  "the",
  "la",
  "le",
  "el",
  "il"
]);
function squashedKind(key2) {
  const whole = SQUASHED_INDEX.get(key2) ?? HEADING_INDEX.get(key2);
  if (whole) return whole;
  for (const [k, kind] of SQUASHED_LOOKUP) if (k.length >= 6 && key2.length > k.length && key2.startsWith(k)) return kind;
  for (const [k, kind] of SQUASHED_LOOKUP) if (k.length >= 6 && key2.length > k.length && key2.endsWith(k) && SUFFIX_KINDS.has(kind)) return kind;
  return void 0;
}
var WEAK_HEADINGS = /* @__PURE__ */ new Set(["informatica", "informatique", "software"]);
function headingKind(line) {
  return headingKindOf(`${line.heading ? "h" : "-"}${line.bold === true ? "b" : "-"}${line.table ? "t" : "-"}${line.text}`);
}
var headingKindOf = memoize((flagged) => {
  const line = { heading: flagged[0] === "h", bold: flagged[1] === "b", table: flagged[2] === "t" };
  const raw = flagged.slice(3).trim();
  if (raw.length > 60 || /[@\d]{2}/.test(raw) || /[.!?]$/.test(raw)) return void 0;
  const key2 = headingKey(raw.replace(/:$/, ""));
  if (key2 === "") return void 0;
  const nWords = key2.split(" ").length;
  if (nWords > 6) return void 0;
  const letters = raw.replace(/[^\p{L}]/gu, "");
  const looksLikeHeading = line.heading || line.bold === true || raw.endsWith(":") || letters.length > 2 && letters === letters.toUpperCase();
  const exact = HEADING_INDEX.get(key2) ?? HEADING_INDEX.get(key2.replace(/ and /g, " "));
  if (exact && WEAK_HEADINGS.has(key2) && !looksLikeHeading) return void 0;
  if (exact && (looksLikeHeading || !line.table && nWords <= 3)) return exact;
  const bilingual = bilingualKind(raw.replace(/:$/, ""));
  if (bilingual) return bilingual;
  if (!exact && !/\s/.test(raw) && key2.length >= 8 && letters === letters.toUpperCase() && (line.heading || line.bold === true)) {
    const squashed = squashedKind(key2.replace(/ /g, ""));
    if (squashed) return squashed;
  }
  if (!looksLikeHeading || nWords > 5) return void 0;
  return lookupKey(key2);
});
function inlineHeading(text) {
  const m = /^([^:\t]{3,60})[:\t](.*\S)$/u.exec(text.trim());
  if (!m) return void 0;
  const key2 = headingKey(m[1]);
  const kind = HEADING_INDEX.get(key2);
  if (!kind || !["skills", "languages", "summary", "interests", "certifications"].includes(kind)) return void 0;
  return { kind, rest: m[2].trim() };
}
function capitalHeadingPrefix(text) {
  const words3 = text.trim().split(/\s+/);
  let caps = 0;
  while (caps < Math.min(4, words3.length - 1) && /^\p{Lu}[\p{Lu}&/-]+$/u.test(words3[caps])) caps++;
  if (caps === 0 || !/\p{Ll}/u.test(words3[caps])) return void 0;
  for (let n = caps; n >= 1; n--) {
    const title = words3.slice(0, n).join(" ");
    const kind = HEADING_INDEX.get(headingKey(title));
    if (kind && title.length >= 4) return { kind, title, rest: words3.slice(n).join(" ") };
  }
  return void 0;
}
function splitSections(read) {
  const lines = mergeLabelRows(read, (merged) => inlineHeading(merged) !== void 0 || motherTongue(merged) !== void 0);
  const sections = [{ kind: "header", title: "", lines: [] }];
  const knownStyles = [];
  const sameCell2 = (a, b) => b?.table !== void 0 && a.table !== void 0 && b.table.index === a.table.index && b.table.row === a.table.row && b.table.cell === a.table.cell;
  const kinds = lines.map((l, i) => headingKind(l) ?? (l.table && sameCell2(l, lines[i + 1]) ? headingKind({ ...l, table: void 0 }) : void 0));
  const continued = /* @__PURE__ */ new Set();
  lines.forEach((l, i) => {
    const next = lines[i + 1];
    if (!next || !l.heading || !next.heading || kinds[i + 1] !== void 0 || continued.has(i)) return;
    if (next.fontSize !== l.fontSize || next.bold !== l.bold || next.page !== l.page || /\d/.test(next.text) || next.text.split(/\s+/).length > 3) return;
    const joined = headingKind({ ...l, text: `${l.text.trim()} ${next.text.trim()}` });
    if (joined === void 0 || kinds[i] !== void 0 && joined !== kinds[i]) return;
    kinds[i] = joined;
    continued.add(i + 1);
  });
  lines.forEach((l, i) => {
    if (kinds[i]) knownStyles.push({ fontSize: l.fontSize, bold: l.bold });
  });
  const looksLikeKnownHeading = (l) => l.heading && l.fontSize !== void 0 && knownStyles.length >= 2 && knownStyles.every((s) => s.fontSize !== void 0 && Math.abs(s.fontSize - (l.fontSize ?? 0)) < 0.3 && s.bold === l.bold) && !/\d/.test(l.text) && l.text.split(/\s+/).length <= 4;
  let current = sections[0];
  lines.forEach((line, i) => {
    if (current === sections[0] && current.lines.length === 0 && isDocumentTitle(line.text)) {
      current.lines.push(line);
      return;
    }
    if (continued.has(i)) {
      current.title = `${current.title.trim()} ${line.text.trim()}`;
      return;
    }
    const kind = kinds[i];
    if (kind) {
      current = { kind, title: line.text, lines: [] };
      sections.push(current);
      return;
    }
    if (current.kind !== "header" && looksLikeKnownHeading(line)) {
      current = { kind: "other", title: line.text, lines: [] };
      sections.push(current);
      return;
    }
    const prefixed = line.heading ? void 0 : capitalHeadingPrefix(line.text);
    if (prefixed) {
      current = { kind: prefixed.kind, title: prefixed.title, lines: [{ ...line, text: prefixed.rest }] };
      sections.push(current);
      return;
    }
    const inline = inlineHeading(line.text) ?? motherTongue(line.text);
    if (inline && (current.kind !== "skills" || opensOwnSection(inline))) {
      current = { kind: inline.kind, title: line.text, lines: [{ ...line, text: inline.rest }] };
      sections.push(current);
      return;
    }
    current.lines.push(line);
  });
  return sections.filter((s) => s.kind === "header" || s.lines.length > 0 || s.title !== "");
}
function motherTongue(text) {
  const m = /^([^:\t]{3,40})[:\t]\s*(\S.*)$/u.exec(text.trim());
  if (!m || !isLevelWord(m[1]) || normaliseLevel(m[1]) !== "native" || !parseLanguageItem(m[2])) return void 0;
  return { kind: "languages", rest: text.trim(), native: true };
}
function opensOwnSection(inline) {
  if (inline.kind === "certifications" || inline.kind === "interests" || inline.native) return true;
  if (inline.kind !== "languages") return false;
  const items = inline.rest.split(/[,;]\s*/).filter((t) => t.trim() !== "");
  return items.length > 0 && items.filter((t) => isSpokenLanguage(t)).length >= items.length / 2;
}
function linesOf(sections, ...kinds) {
  return sections.filter((s) => kinds.includes(s.kind)).flatMap((s) => s.lines);
}

// src/engine/cv/lexicon/places.ts
var CITIES = {
  AT: "Wien|Vienna|Graz|Linz|Salzburg|Innsbruck|Klagenfurt|Villach|Wels|St. P\xF6lten|Dornbirn",
  BE: "Bruxelles|Brussel|Brussels|Antwerpen|Antwerp|Anvers|Gent|Ghent|Gand|Charleroi|Li\xE8ge|Luik|Brugge|Bruges|Namur|Leuven|Louvain|Mons|Mechelen|Aalst|Hasselt|Kortrijk",
  BG: "Sofia|Sofiya|Plovdiv|Varna|Burgas|Ruse|Stara Zagora",
  CH: "Z\xFCrich|Zurich|Gen\xE8ve|Geneva|Genf|Basel|B\xE2le|Bern|Berne|Lausanne|Winterthur|Luzern|Lucerne|St. Gallen|Lugano|Biel|Bienne|Thun|Fribourg|Schaffhausen|Chur|Neuch\xE2tel|Zug",
  CY: "Nicosia|Lefkosia|Limassol|Larnaca|Paphos",
  CZ: "Praha|Prague|Brno|Ostrava|Plze\u0148|Pilsen|Liberec|Olomouc|\u010Cesk\xE9 Bud\u011Bjovice|Hradec Kr\xE1lov\xE9|\xDAst\xED nad Labem|Pardubice|Zl\xEDn|Jihlava",
  DE: "Berlin|Hamburg|M\xFCnchen|Munich|K\xF6ln|Cologne|Frankfurt am Main|Frankfurt|Stuttgart|D\xFCsseldorf|Leipzig|Dortmund|Essen|Bremen|Dresden|Hannover|N\xFCrnberg|Nuremberg|Duisburg|Bochum|Wuppertal|Bielefeld|Bonn|M\xFCnster|Mannheim|Karlsruhe|Augsburg|Wiesbaden|M\xF6nchengladbach|Gelsenkirchen|Aachen|Braunschweig|Kiel|Chemnitz|Halle|Magdeburg|Freiburg|Krefeld|Mainz|L\xFCbeck|Erfurt|Rostock|Kassel|Potsdam|Saarbr\xFCcken|Heidelberg|Regensburg|W\xFCrzburg|Ulm|Darmstadt",
  DK: "K\xF8benhavn|Copenhagen|Aarhus|\xC5rhus|Odense|Aalborg|\xC5lborg|Esbjerg|Randers|Kolding|Horsens|Vejle|Roskilde",
  EE: "Tallinn|Tartu|Narva|P\xE4rnu",
  ES: "Madrid|Barcelona|Valencia|Val\xE8ncia|Sevilla|Seville|Zaragoza|Saragossa|M\xE1laga|Murcia|Palma|Palma de Mallorca|Las Palmas|Bilbao|Alicante|C\xF3rdoba|Valladolid|Vigo|Gij\xF3n|Granada|A Coru\xF1a|La Coru\xF1a|Vitoria|Vitoria-Gasteiz|Santander|Pamplona|San Sebasti\xE1n|Donostia|Salamanca|Oviedo|C\xE1diz|Tarragona|Girona|Santiago de Compostela",
  FI: "Helsinki|Helsingfors|Espoo|Tampere|Vantaa|Oulu|Turku|\xC5bo|Jyv\xE4skyl\xE4|Lahti|Kuopio|Pori|Joensuu|Lappeenranta|Vaasa|H\xE4meenlinna|Rovaniemi",
  FR: "Paris|Marseille|Lyon|Toulouse|Nice|Nantes|Strasbourg|Montpellier|Bordeaux|Lille|Rennes|Reims|Le Havre|Saint-\xC9tienne|Toulon|Grenoble|Dijon|Angers|N\xEEmes|Villeurbanne|Clermont-Ferrand|Le Mans|Aix-en-Provence|Brest|Tours|Amiens|Limoges|Annecy|Perpignan|Metz|Besan\xE7on|Orl\xE9ans|Rouen|Mulhouse|Caen|Nancy|Avignon|Poitiers|La Rochelle",
  GR: "Athens|Athina|Thessaloniki|Patras|Heraklion|Larissa",
  HR: "Zagreb|Split|Rijeka|Osijek|Zadar|Pula|Slavonski Brod|Dubrovnik|Vara\u017Edin",
  HU: "Budapest|Debrecen|Szeged|Miskolc|P\xE9cs|Gy\u0151r|Ny\xEDregyh\xE1za|Kecskem\xE9t|Sz\xE9kesfeh\xE9rv\xE1r",
  IE: "Dublin|Cork|Limerick|Galway|Waterford|Drogheda|Kilkenny|Sligo|Athlone",
  IS: "Reykjav\xEDk|Reykjavik|K\xF3pavogur|Akureyri",
  IT: "Roma|Rome|Milano|Milan|Napoli|Naples|Torino|Turin|Palermo|Genova|Genoa|Bologna|Firenze|Florence|Bari|Catania|Venezia|Venice|Verona|Messina|Padova|Padua|Trieste|Brescia|Parma|Taranto|Prato|Modena|Reggio Calabria|Reggio Emilia|Perugia|Livorno|Ravenna|Cagliari|Rimini|Salerno|Bergamo|Trento|Vicenza|Como|Pisa|Lecce|Bolzano|Udine|Ancona",
  LI: "Vaduz|Schaan",
  LT: "Vilnius|Kaunas|Klaip\u0117da|\u0160iauliai|Panev\u0117\u017Eys",
  LU: "Luxembourg|Luxemburg|Esch-sur-Alzette|Differdange",
  LV: "R\u012Bga|Riga|Daugavpils|Liep\u0101ja|Jelgava|J\u016Brmala",
  MT: "Valletta|Birkirkara|Mosta|Sliema",
  NL: "Amsterdam|Rotterdam|Den Haag|The Hague|Utrecht|Eindhoven|Groningen|Tilburg|Almere|Breda|Nijmegen|Apeldoorn|Haarlem|Arnhem|Enschede|Amersfoort|Zaanstad|Den Bosch|'s-Hertogenbosch|Zwolle|Leiden|Maastricht|Dordrecht|Delft|Leeuwarden|Alkmaar",
  NO: "Oslo|Bergen|Trondheim|Stavanger|Drammen|Fredrikstad|Kristiansand|Sandnes|Troms\xF8|Sarpsborg|Bod\xF8|\xC5lesund|T\xF8nsberg|Sola",
  PL: "Warszawa|Warsaw|Krak\xF3w|Krakow|Cracow|\u0141\xF3d\u017A|Lodz|Wroc\u0142aw|Wroclaw|Pozna\u0144|Poznan|Gda\u0144sk|Gdansk|Szczecin|Bydgoszcz|Lublin|Bia\u0142ystok|Katowice|Gdynia|Cz\u0119stochowa|Radom|Toru\u0144|Sosnowiec|Rzesz\xF3w|Kielce|Gliwice|Olsztyn|Zabrze|Bielsko-Bia\u0142a|Bytom|Opole|Sopot",
  PT: "Lisboa|Lisbon|Porto|Oporto|Braga|Coimbra|Funchal|Amadora|Set\xFAbal|Aveiro|Faro|\xC9vora|Viseu|Leiria|Guimar\xE3es",
  RO: "Bucure\u0219ti|Bucuresti|Bucharest|Cluj-Napoca|Timi\u0219oara|Timisoara|Ia\u0219i|Iasi|Constan\u021Ba|Constanta|Craiova|Bra\u0219ov|Brasov|Gala\u021Bi|Ploie\u0219ti|Oradea|Br\u0103ila|Arad|Pite\u0219ti|Sibiu|Bac\u0103u|T\xE2rgu Mure\u0219",
  SE: "Stockholm|G\xF6teborg|Gothenburg|Malm\xF6|Uppsala|V\xE4ster\xE5s|\xD6rebro|Link\xF6ping|Helsingborg|J\xF6nk\xF6ping|Norrk\xF6ping|Lund|Ume\xE5|G\xE4vle|Bor\xE5s|S\xF6dert\xE4lje|Eskilstuna|Lule\xE5|Karlstad|V\xE4xj\xF6|Halmstad|Sundsvall",
  SI: "Ljubljana|Maribor|Celje|Kranj|Koper|Velenje|Novo Mesto",
  SK: "Bratislava|Ko\u0161ice|Pre\u0161ov|\u017Dilina|Nitra|Bansk\xE1 Bystrica|Trnava|Tren\u010D\xEDn|Martin|Poprad",
  GB: "London|Birmingham|Manchester|Glasgow|Edinburgh|Liverpool|Leeds|Sheffield|Bristol|Cardiff|Belfast|Leicester|Coventry|Bradford|Nottingham|Newcastle|Newcastle upon Tyne|Southampton|Brighton|Plymouth|Reading|Aberdeen|Cambridge|Oxford|York|Swansea|Dundee|Portsmouth|Derby|Stoke-on-Trent|Wolverhampton|Milton Keynes|Norwich|Exeter|Bath|Inverness|Sunderland|Luton|Bournemouth|Middlesbrough|Swindon|Huddersfield|Ipswich|Peterborough|Salford|Preston|Hull"
};
var US_STATES = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming"
};
var BR_STATES = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO"
];
var COUNTRY_NAMES = {
  AT: "Austria|\xD6sterreich",
  BE: "Belgium|Belgique|Belgi\xEB|Belgien",
  BG: "Bulgaria",
  CH: "Switzerland|Schweiz|Suisse|Svizzera",
  CY: "Cyprus",
  CZ: "Czech Republic|Czechia|\u010Cesk\xE1 republika|\u010Cesko",
  DE: "Germany|Deutschland",
  DK: "Denmark|Danmark",
  EE: "Estonia|Eesti",
  ES: "Spain|Espa\xF1a",
  FI: "Finland|Suomi",
  FR: "France",
  GR: "Greece",
  HR: "Croatia|Hrvatska",
  HU: "Hungary|Magyarorsz\xE1g",
  IE: "Ireland|\xC9ire",
  IS: "Iceland|\xCDsland",
  IT: "Italy|Italia",
  LI: "Liechtenstein",
  LT: "Lithuania|Lietuva",
  LU: "Luxembourg|Luxemburg",
  LV: "Latvia|Latvija",
  MT: "Malta",
  NL: "Netherlands|The Netherlands|Nederland",
  NO: "Norway|Norge",
  PL: "Poland|Polska",
  PT: "Portugal",
  RO: "Romania|Rom\xE2nia",
  SE: "Sweden|Sverige",
  SI: "Slovenia|Slovenija",
  SK: "Slovakia|Slovensko",
  GB: "United Kingdom|UK|England|Scotland|Wales|Northern Ireland|Great Britain",
  US: "USA|United States|United States of America|U.S.A.|US",
  BR: "Brazil|Brasil",
  CA: "Canada"
};

// src/engine/cv/places.ts
var key = (s) => fold(s).replace(/[^\p{L}\p{N}]+/gu, " ").trim();
var CITY_INDEX = /* @__PURE__ */ new Map();
for (const [country, list] of Object.entries(CITIES)) for (const c of list.split("|")) if (!CITY_INDEX.has(key(c))) CITY_INDEX.set(key(c), country);
var COUNTRY_INDEX = /* @__PURE__ */ new Map();
for (const [country, list] of Object.entries(COUNTRY_NAMES)) for (const c of list.split("|")) COUNTRY_INDEX.set(key(c), country);
var US_NAME_INDEX = new Map(Object.entries(US_STATES).map(([code, name]) => [key(name), code]));
var CITY = String.raw`\p{Lu}[\p{L}'’.]*(?:[ -](?:\p{Lu}[\p{L}'’.]*|nad|am|an|de|la|le|sur|upon|im|del|di))*`;
var POSTCODE = String.raw`(?:[A-Z]{2}-)?(?:\d{2}-\d{3}|\d{4}-\d{3}|\d{3} \d{2}|\d{4} ?[A-Z]{2}|\d{4,6})`;
var POSTCODE_CITY_RE = new RegExp(String.raw`(?:^|[\s,])(${POSTCODE})\s+(${CITY})(?:\s*,\s*(\p{Lu}(?:[\p{L} .]*[\p{L}.])?))?\s*$`, "u");
var UK_POSTCODE_RE = /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/;
var EIRCODE_END_RE = /(?<=\S)\s(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?[\dAC-FHKNPRTV-Y]{4}$/;
var US_RE = new RegExp(String.raw`^(${CITY}),\s*([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$`, "u");
var US_LONG_RE = new RegExp(String.raw`^(${CITY}),\s*(\p{Lu}[\p{L} ]+)$`, "u");
var BR_RE = new RegExp(String.raw`(?:^|,\s*)(${CITY})\s*[/–-]\s*([A-Z]{2})$`, "u");
function countryOf(text) {
  return COUNTRY_INDEX.get(key(text));
}
function cityCountry(text) {
  return CITY_INDEX.get(key(text));
}
function knownCity(part) {
  const district = /(?<!\s)\s\d{1,2}(?:e|er|ème)?$/u.exec(part);
  return cityCountry(part) ?? (district ? cityCountry(part.slice(0, district.index)) : void 0);
}
function findPlace(item) {
  const t = item.trim();
  if (t.length < 2 || t.length > 90 || /@/.test(t)) return null;
  const us = US_RE.exec(t);
  if (us && US_STATES[us[2]] && cityCountry(us[1]) !== us[2]) return { value: t, confidence: 0.95, country: "US" };
  const usLong = US_LONG_RE.exec(t);
  if (usLong && US_NAME_INDEX.has(key(usLong[2]))) return { value: t, confidence: 0.9, country: "US" };
  const br = BR_RE.exec(t);
  if (br && BR_STATES.includes(br[2])) return { value: t.slice(br.index).replace(/^,\s*/, ""), confidence: 0.85, country: "BR" };
  const pc = POSTCODE_CITY_RE.exec(t);
  if (pc && !/^\d{4,6}$/.test(t)) {
    const tail = pc[3] ? countryOf(pc[3]) : void 0;
    if (!pc[3] || tail) {
      const value = t;
      const country = tail ?? cityCountry(pc[2]);
      if (/^(?:19|20)\d{2}$/.test(pc[1]) && !country) return null;
      return { value, confidence: country ? 0.9 : 0.75, country };
    }
  }
  const parts2 = t.split(",").map((part) => part.trim());
  const last = parts2[parts2.length - 1];
  if (parts2.length === 2 && /^[A-Z]{2}$/.test(last) && cityCountry(parts2[0]) === last) return { value: t, confidence: 0.9, country: last };
  if (parts2.length >= 2 && countryOf(last) && /^\p{Lu}/u.test(parts2[0])) {
    return { value: t, confidence: cityCountry(parts2[parts2.length - 2]) ? 0.9 : 0.7, country: countryOf(last) };
  }
  if (parts2.length >= 2 && knownCity(last) && /^\p{Lu}/u.test(last)) return { value: t, confidence: 0.75, country: knownCity(last) };
  const city = knownCity(t);
  if (city) return { value: t, confidence: 0.8, country: city };
  const eircode = EIRCODE_END_RE.exec(t);
  if (eircode) {
    const town = t.slice(0, eircode.index).replace(/,\s*$/, "").split(",").pop().trim();
    if (knownCity(town) || /^Co\.? \p{Lu}/u.test(town)) return { value: t, confidence: 0.8, country: "IE" };
  }
  if (UK_POSTCODE_RE.test(t) && /\p{L}{3,}/u.test(t.replace(UK_POSTCODE_RE, ""))) return { value: t, confidence: 0.7, country: "GB" };
  return null;
}

// src/engine/cv/names.ts
var TOKEN_RE2 = /^[\p{Lu}][\p{L}'’.-]*$/u;
var PARTICLES = /* @__PURE__ */ new Set(["van", "der", "den", "de", "von", "zu", "di", "da", "del", "della", "la", "le", "du", "dos", "das", "y", "e", "ten", "ter", "d'", "al", "el", "bin"]);
function isNameToken(token) {
  return TOKEN_RE2.test(token) || PARTICLES.has(token.toLowerCase());
}
function nameValue(text) {
  const t = withoutTitles(stripLeadingSymbols(text).replace(/\s+/g, " ").trim());
  if (t === "" || t.length > 60 || /[\d@:|]/.test(t)) return null;
  const tokens = t.split(" ");
  if (tokens.length > 5 || !tokens.every(isNameToken) || tokens.every((tok) => PARTICLES.has(tok.toLowerCase()))) return null;
  return t;
}
function labelKind(label) {
  const k = lexKey(label);
  if (FULL_NAME_LABELS.has(k)) return "full";
  if (GIVEN_NAME_LABELS.has(k)) return "given";
  if (FAMILY_NAME_LABELS.has(k)) return "family";
  const parts2 = k.split(/ (?:and|und|et|y|e|i|a|og|och|ja) | /);
  if (parts2.length > 1 && parts2.some((p) => GIVEN_NAME_LABELS.has(p)) && parts2.some((p) => FAMILY_NAME_LABELS.has(p))) return "full";
  return void 0;
}
function labelledPairs(lines) {
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const m = /^([^:\t]{2,40}?)[^\S\t]*[:\t]\s*(\S.*)$/u.exec(l.text.trim());
    if (m) out.push([m[1], m[2].replace(/\t/g, " ")]);
    else if (l.table && l.table.cell === 0) {
      const next = lines[i + 1];
      if (next?.table && next.table.index === l.table.index && next.table.row === l.table.row && next.table.cell === 1) out.push([l.text.replace(/:\s*$/, ""), next.text]);
    }
  }
  return out;
}
var TITLE_BEFORE = /* @__PURE__ */ new Set(
  [
    "ing",
    "mgr",
    "bc",
    "mudr",
    "mvdr",
    "judr",
    "phdr",
    "rndr",
    "paeddr",
    "thdr",
    "pharmdr",
    "dr",
    "dr-ing",
    "dipl-ing",
    "dipl-kfm",
    "dipl-kffr",
    "dipl-oec",
    "dipl-psych",
    "prof",
    "doc",
    "mag",
    "dott",
    "dottssa",
    "avv",
    "arch",
    "ir",
    "drs",
    "mr",
    "mrs",
    "ms",
    "lic",
    "univ-prof",
    "priv-doz"
  ]
);
var DEGREE_AFTER = /,\s*(?:Ph\.?\s?D\.?|CSc\.?|DrSc\.?|DiS\.?|MBA|LL\.?M\.?|M\.?Sc\.?|B\.?Sc\.?|M\.?A\.?|B\.?A\.?|MD|CPA|PMP)(?:\s*,\s*(?:Ph\.?\s?D\.?|CSc\.?|MBA|LL\.?M\.?|M\.?Sc\.?|CPA|PMP))*\s*$/u;
var LETTERS_AFTER = /* @__PURE__ */ new Set(
  [
    "rgn",
    "rn",
    "rmn",
    "rpn",
    "rm",
    "aca",
    "acca",
    "fca",
    "fcca",
    "cima",
    "acma",
    "cgma",
    "cpa",
    "cfa",
    "pmp",
    "mba",
    "phd",
    "msc",
    "bsc",
    "md",
    "llm",
    "ceng",
    "mrics",
    "frics",
    "mcipd",
    "chartered",
    "mcips",
    "cissp",
    "cisa",
    "sphr",
    "phr",
    "dds",
    "jd",
    "rd",
    "mcsp",
    "hcpc",
    "pgce",
    "qts"
  ]
);
function withoutTitles(name) {
  const tokens = name.replace(DEGREE_AFTER, "").trim().split(/\s+/);
  let start = 0;
  while (start < tokens.length - 2 && TITLE_BEFORE.has(tokens[start].toLowerCase().replace(/\./g, "").replace(/-$/, ""))) start += 1;
  let end = tokens.length;
  while (end - start > 2 && LETTERS_AFTER.has(tokens[end - 1].toLowerCase().replace(/[.,]/g, ""))) end -= 1;
  const rest = tokens.slice(start, end);
  return rest.length >= 2 ? rest.join(" ").replace(/,$/, "") : name;
}
function fromLabels(lines) {
  let full = null;
  let given = null;
  let family = null;
  for (const [label, value] of labelledPairs(lines)) {
    const kind = labelKind(label);
    if (!kind) continue;
    const v = nameValue(value);
    if (!v) continue;
    if (kind === "full") full ??= v;
    else if (kind === "given") given ??= v;
    else family ??= v;
  }
  if (full) return { name: full, confidence: 0.9 };
  if (given && family) return { name: `${given} ${family}`, confidence: 0.85 };
  if (family && family.includes(" ")) return { name: family, confidence: 0.6 };
  if (given && !family && given.includes(" ")) return { name: given, confidence: 0.6 };
  return null;
}
var isOtherThanName = memoize((text) => {
  if (isDocumentTitle(text)) return true;
  if (headingKind({ text, heading: true, bold: true }) !== void 0) return true;
  if (cityCountry(text) || countryOf(text)) return true;
  if (labelKind(text)) return true;
  return false;
});
var RATING_RE = /[●○◉◯★☆■□]{3,}/u;
function pickName(top, labelled, looksLikeName2) {
  const picked = pickPrinted(top, labelled, looksLikeName2);
  return picked ? { ...picked, name: withoutTitles(picked.name) } : null;
}
function pickPrinted(top, labelled, looksLikeName2) {
  const fromLabel = fromLabels(labelled);
  if (fromLabel) return fromLabel;
  const lines = top.filter((l) => l.page === 1);
  const sizes = lines.map((l) => l.fontSize).filter((s) => s !== void 0);
  const maxSize = sizes.length > 0 ? Math.max(...sizes) : void 0;
  const first = (l) => stripLeadingSymbols(l.text.split("	")[0]).trim();
  const candidates = [];
  const score = (l, index, tokens) => {
    let s = 1.5 * Math.max(0, 1 - index / 15);
    if (maxSize !== void 0 && l.fontSize !== void 0) s += 2.5 * (l.fontSize / maxSize) ** 2;
    if (l.heading) s += 0.3;
    if (tokens >= 2 && tokens <= 3) s += 0.5;
    else if (tokens === 4) s += 0.2;
    if (l.column === "side") s -= 0.5;
    return s;
  };
  lines.forEach((l, i) => {
    const text = first(l);
    if (RATING_RE.test(l.text)) return;
    const whole = looksLikeName2(text);
    const firstHalf = !text.includes(" ") && TOKEN_RE2.test(text);
    if (!whole && !firstHalf || isOtherThanName(text)) return;
    if (whole) candidates.push({ text, score: score(l, i, text.split(/\s+/).length) });
    const next = lines[i + 1];
    if (!next || !firstHalf) return;
    if (next.text.includes("	")) return;
    const nextText = first(next);
    if (isOtherThanName(nextText)) return;
    const joined = `${text} ${nextText}`;
    const sameType = l.fontSize === next.fontSize || l.fontSize === void 0 && next.fontSize === void 0 && l.heading && next.heading;
    if (sameType && nextText.split(/\s+/).length <= 3 && looksLikeName2(joined)) candidates.push({ text: joined, score: score(l, i, 2) + 0.2 });
  });
  if (maxSize !== void 0) {
    const biggest = lines.filter((l) => l.fontSize !== void 0 && Math.abs(l.fontSize - maxSize) < 0.5);
    if (biggest.length >= 2 && biggest.length <= 3 && biggest.every((l) => TOKEN_RE2.test(first(l)) && !isOtherThanName(first(l)))) {
      const joined = biggest.map(first).join(" ");
      if (looksLikeName2(joined)) candidates.push({ text: joined, score: score(biggest[0], lines.indexOf(biggest[0]), 2) + 0.5 });
    }
  }
  if (candidates.length === 0) return null;
  const best = candidates.reduce((a, b) => b.score > a.score ? b : a);
  return { name: best.text, confidence: Math.min(0.95, 0.35 + best.score / 8) };
}

// src/engine/cv/dates.ts
var MONTH_NAMES = {};
var MONTHS = [
  ["january", "jan", "januar", "jann", "janvier", "janv", "enero", "ene", "gennaio", "gen", "januari"],
  ["february", "feb", "febr", "februar", "fevrier", "fevr", "fev", "febrero", "febbraio", "februari"],
  ["march", "mar", "marz", "maerz", "mrz", "mars", "marzo", "maart", "mrt"],
  ["april", "apr", "avril", "avr", "abril", "abr", "aprile"],
  ["may", "mai", "mayo", "maggio", "mag", "mei"],
  ["june", "jun", "juni", "juin", "junio", "giugno", "giu"],
  ["july", "jul", "juli", "juillet", "juil", "julio", "luglio", "lug"],
  ["august", "aug", "aout", "agosto", "ago", "augustus"],
  ["september", "sep", "sept", "septembre", "septiembre", "setiembre", "set", "settembre"],
  ["october", "oct", "oktober", "okt", "octobre", "octubre", "ottobre", "ott"],
  ["november", "nov", "novembre", "noviembre"],
  ["december", "dec", "dezember", "dez", "decembre", "diciembre", "dic", "dicembre"]
];
MONTHS.forEach((names, i) => names.forEach((n) => MONTH_NAMES[n] = i + 1));
lexiconMonths().forEach((names, i) => names.forEach((n) => MONTH_NAMES[n] ??= i + 1));
function monthFromName(word) {
  return MONTH_NAMES[fold(word).replace(/\.$/, "")];
}
var PRESENT_WORDS = [
  "to date",
  "till date",
  "until now",
  "present",
  "current",
  "currently",
  "now",
  "today",
  "ongoing",
  "bis heute",
  "heute",
  "jetzt",
  "aktuell",
  "derzeit",
  "laufend",
  "dato",
  "aujourd'hui",
  "aujourd\u2019hui",
  "a ce jour",
  "ce jour",
  "present",
  "actuel",
  "actuellement",
  "en cours",
  "la actualidad",
  "actualidad",
  "presente",
  "hoy",
  "actual",
  "la fecha",
  "en curso",
  "in corso",
  "oggi",
  "attuale",
  "ad oggi",
  "tot heden",
  "heden",
  "nu",
  "huidig",
  "lopend",
  ...PRESENT_WORDS_EXTRA
].filter((w, i, all) => all.indexOf(w) === i).sort((a, b) => b.length - a.length);
var PRESENT_WORD_SET = new Set(PRESENT_WORDS);
function isPresentWord(text) {
  return PRESENT_WORD_SET.has(fold(text.trim()).replace(/[.]$/, ""));
}
var SINCE_WORDS = ["since", "seit", "depuis", "desde", "dal", "dall'", "dall\u2019", "da", "sinds", "vanaf", "from", "ab", ...SINCE_WORDS_EXTRA].filter((w, i, all) => all.indexOf(w) === i).sort((a, b) => b.length - a.length);
var FROM_LIKE_RE = /^(?:from)$/i;
function escapeRe(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
var DATE_RE = /(?<![\p{L}\d])(\p{L}{3,14})\.?\s*(?:de\s+|'|’|\/\s?)?((?:19|20)\d{2})(?!\d)|(?<![\d./-])(0?[1-9]|1[0-2])\s?[./-]\s?((?:19|20)\d{2})\.?(?![\d./])|(?<![\d./])((?:19|20)\d{2})(?:[-/.]|\.\s)(0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?\.?(?![\d./])|(?<![\d./])((?:19|20)\d{2})\.?(?:\s?m\.|\sgada)?\s(\p{L}{3,14})\.?(?![\p{L}])|(?<![\d./])((?:19|20)\d{2})(?![\d])|(?<![\d./-])(0?[1-9]|[12]\d|3[01])\s?([./-])\s?(0?[1-9]|1[0-2])\s?\11\s?((?:19|20)\d{2})\.?(?![\d./])/giu;
var YEAR_MONTH_AT = /((?:19|20)\d{2})(?:[-/.]|\.\s)(0[1-9]|1[0-2])\.?(?![\d./])/y;
var YEAR_MONTH_NAME_AT = /((?:19|20)\d{2})\.?(?:\s?m\.|\sgada)?\s(\p{L}{3,14})\.?(?![\p{L}])/uy;
function presentRe() {
  return new RegExp(`(?<![\\p{L}])(?:${PRESENT_WORDS.map(escapeRe).join("|")})(?![\\p{L}])`, "giu");
}
var PRESENT_RE = presentRe();
function pad(n) {
  return n < 10 ? `0${n}` : String(n);
}
function tokenize2(text) {
  const tokens = [];
  for (const m of text.matchAll(DATE_RE)) {
    const index = m.index;
    const last = tokens.at(-1);
    if (last && index < last.end) continue;
    if (m[1] !== void 0 && m[2] !== void 0) {
      const month = monthFromName(m[1]);
      if (month) tokens.push({ kind: "date", value: `${m[2]}-${pad(month)}`, index, end: index + m[0].length });
      else if (SEASON_WORDS.has(fold(m[1]))) tokens.push({ kind: "date", value: m[2], index, end: index + m[0].length });
      else {
        const y = m[0].lastIndexOf(m[2]);
        YEAR_MONTH_AT.lastIndex = index + y;
        const ym = YEAR_MONTH_AT.exec(text);
        YEAR_MONTH_NAME_AT.lastIndex = index + y;
        const yn = ym ? null : YEAR_MONTH_NAME_AT.exec(text);
        const month2 = yn ? monthFromName(yn[2]) : void 0;
        if (ym) tokens.push({ kind: "date", value: `${ym[1]}-${ym[2]}`, index: index + y, end: index + y + ym[0].length });
        else if (yn && month2) tokens.push({ kind: "date", value: `${yn[1]}-${pad(month2)}`, index: index + y, end: index + y + yn[0].length });
        else tokens.push({ kind: "date", value: m[2], index: index + y, end: index + y + 4 });
      }
    } else if (m[3] !== void 0) tokens.push({ kind: "date", value: `${m[4]}-${pad(Number(m[3]))}`, index, end: index + m[0].length });
    else if (m[5] !== void 0) tokens.push({ kind: "date", value: `${m[5]}-${m[6]}`, index, end: index + m[0].length });
    else if (m[7] !== void 0) {
      const month = monthFromName(m[8]);
      tokens.push({ kind: "date", value: month ? `${m[7]}-${pad(month)}` : m[7], index, end: month ? index + m[0].length : index + 4 });
    } else if (m[9] !== void 0) tokens.push({ kind: "date", value: m[9], index, end: index + m[0].length });
    else if (m[13] !== void 0) tokens.push({ kind: "date", value: `${m[13]}-${pad(Number(m[12]))}`, index, end: index + m[0].length, full: true });
  }
  if (tokens.length === 0) return tokens;
  const from = tokens[0].end;
  const folded = fold(text);
  const sameLength = folded.length === text.length;
  const source = (sameLength ? folded : text.toLowerCase()).slice(from);
  for (const m of source.matchAll(PRESENT_RE)) {
    const index = m.index + from;
    if (tokens.some((t) => index < t.end && index + m[0].length > t.index)) continue;
    tokens.push({ kind: "present", value: null, index, end: index + m[0].length });
  }
  return tokens.sort((a, b) => a.index - b.index);
}
var RANGE_WORDS = ["to", "until", "till", "bis", "\xE0", "a", "au", "al", "hasta", "tot", "t/m", "/", ...RANGE_WORDS_EXTRA].filter((w, i, all) => all.indexOf(w) === i).sort((a, b) => b.length - a.length);
var RANGE_GAP_RE = new RegExp(
  `^(?:[-\u2013\u2014\u2212~]|(?:${RANGE_WORDS.map(escapeRe).join("|")})(?![\\p{L}]))?\\s*(?:(?:the\\s+)?(?:le|el|il|de|der|den)\\s+)?$`,
  "iu"
);
var SINCE_AFTER_RE = new RegExp(`^[\\s-]*(?:${SINCE_AFTER_WORDS.map(escapeRe).join("|")})(?![\\p{L}])`, "iu");
var SINCE_BEFORE_RE = new RegExp(`(?<![\\p{L}])(?:${SINCE_WORDS.map(escapeRe).join("|")})\\s*$`, "iu");
var SHARED_YEAR_RE = /(?<![\p{L}])(\p{L}{3,14})\.?\s*[-–—]\s*(\p{L}{3,14})\.?\s+((?:19|20)\d{2})(?!\d)/u;
function sinceBefore(before) {
  const folded = fold(before);
  const m = SINCE_BEFORE_RE.exec(folded.length === before.length ? folded : before);
  return m ? { index: m.index, 0: before.slice(m.index, m.index + m[0].length) } : null;
}
function isSinceWord(match) {
  const word = match.trim();
  return word !== "" && (word.length > 3 || /\p{Ll}/u.test(word));
}
function findDateRange(text, allowSingle = true) {
  const found = allowSingle ? findRangeOrSingle(text) : findRangeOnly(text);
  return found ? { ...found } : null;
}
var findRangeOrSingle = memoize((text) => scanDateRange(text, true));
var findRangeOnly = memoize((text) => scanDateRange(text, false));
function scanDateRange(text, allowSingle) {
  const shared = SHARED_YEAR_RE.exec(text);
  if (shared) {
    const from = monthFromName(shared[1]);
    const to = monthFromName(shared[2]);
    if (from && to && from <= to) {
      return { start: `${shared[3]}-${pad(from)}`, end: `${shared[3]}-${pad(to)}`, current: false, index: shared.index, length: shared[0].length, single: false };
    }
  }
  const tokens = tokenize2(text);
  for (let i = 0; i < tokens.length; i++) {
    const a = tokens[i];
    if (a.kind !== "date") continue;
    const b = tokens[i + 1];
    if (b && RANGE_GAP_RE.test(text.slice(a.end, b.index).trimStart())) {
      const before = text.slice(0, a.index);
      const since2 = sinceBefore(before);
      const index = since2 && isSinceWord(since2[0]) && /^(from|van|vom|du|de|dal|da|desde)/i.test(since2[0].trim()) ? since2.index : a.index;
      return {
        start: a.value,
        end: b.kind === "present" ? null : b.value,
        current: b.kind === "present",
        index,
        length: b.end - index,
        single: false
      };
    }
    const since = sinceBefore(text.slice(0, a.index));
    if (since && isSinceWord(since[0]) && !FROM_LIKE_RE.test(since[0].trim())) {
      return { start: a.value, end: null, current: true, index: since.index, length: a.end - since.index, single: false };
    }
    const after = SINCE_AFTER_RE.exec(fold(text.slice(a.end)));
    if (after && (!b || b.index >= a.end + after[0].length)) {
      return { start: a.value, end: null, current: true, index: a.index, length: a.end - a.index + after[0].length, single: false };
    }
  }
  if (!allowSingle) return null;
  const first = tokens.find((t) => t.kind === "date" && !t.full);
  if (!first) return null;
  return { start: first.value, end: first.value, current: false, index: first.index, length: first.end - first.index, single: true };
}
function removeRange(text, range) {
  return `${text.slice(0, range.index)}	${text.slice(range.index + range.length)}`;
}

// src/engine/cv/phones.ts
import { findPhoneNumbersInText } from "libphonenumber-js/min";
var IDENTIFIER_BEFORE_RE = /(?:\bpin|licen[cs]e|lizenz|licencia|licenza|licentie|licencja|reg(?:istration|istrier\w*|istro|\.)?|registr\w*|\bnr\.?|\bno\.?|\bn[º°o]|number|nummer|numéro|número|numero|cress|crm|coren|oab|nmbi|orcid|\bid\b|iban|\bvat|ust-?id|steuer\w*|\bnip|pesel|regon|krs|\bssn|\bbsn|siret|siren|\brcs|matr\w*|\bdni|\bnie|\bcpf|\brg\b|\bcnh|passport|pass|ausweis|kvk|ico|ičo|dič|oib|emšo|personnummer|henkilötunnus|isikukood|asmens kodas|personas kods|cnp|birth|born|geburt\w*|geboren|naissance|né|née|nacimiento|nascita|nato|nata|geboorte\w*|urodzenia|narozen\w*|narodenia|syntymä\w*|født|född|născut\w*|nașterii|születés\w*|rođenja|rojstva|gimimo|dzimšanas|sünni\w*)\s*(?:[:#.]\s*)?$/iu;
var PHONE_LABEL_BEFORE_RE = /(?:tel|phone|mobile?|mobil|cell|handy|gsm|fax|puh|puhelin|telefon\w*|tlf|tfn|mob|móvil|movil|cellulare|celular|telemóvel|☎|✆|📞)[\s.:]*$/iu;
var PHONE_WORD_RE = /(?:tel|phone|mobil|handy|gsm|puh|tlf|celular|cell)\w*\.?\s*(?:(?:no|nr|n[º°o])\.?\s*)?(?:[:.]\s*)?$/iu;
var YEAR_RANGE_RE = /^(?:\d{1,2}[./-])?(?:19|20)\d{2}\.?\s*[-–—]\s*(?:\d{1,2}[./-])?(?:19|20)\d{2}\.?$/;
var DATE_RE2 = /^\d{1,2}\.?\s?[./-]?\s?\d{1,2}\s?[./-]\s?(?:19|20)\d{2}$|^\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}$|^(?:19|20)\d{2}[./-]\d{1,2}[./-]\d{1,2}$/;
var STANDALONE_DATE_RE = /(?<!\d[\s./-]?)(?:\d{1,2}[./-]\s?){0,2}(?:19|20)\d{2}(?![\s./-]?\d)/g;
var POST_CODE_TOWN_RE = /^(?:\d{4}-\d{3}|\d{5}-\d{4})\s+\p{Lu}/u;
var STATE_ZIP_RE = /\b[A-Z]{2}\s\d{5}-\d{4}$/u;
function isPostCode(text, start, end) {
  let from = start;
  while (from > 0 && /[\d-]/.test(text[from - 1])) from--;
  let to = end;
  while (to < text.length && /[\d-]/.test(text[to])) to++;
  return POST_CODE_TOWN_RE.test(text.slice(from)) || STATE_ZIP_RE.test(text.slice(Math.max(0, from - 4), to));
}
var FALLBACK_REGIONS = ["US", "GB", "DE", "FR"];
function isCountryCode(code) {
  return /^[A-Z]{2}$/.test(code);
}
function countDigits(text) {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}
function findPhoneIn(text, regions, strict = false) {
  if (countDigits(text) < 7 || countDigits(text.replace(STANDALONE_DATE_RE, " ")) < 7) return null;
  const tried = /* @__PURE__ */ new Set();
  for (const region of [...regions, ...FALLBACK_REGIONS]) {
    if (!isCountryCode(region) || tried.has(region)) continue;
    tried.add(region);
    let found;
    try {
      found = findPhoneNumbersInText(text, { defaultCountry: region });
    } catch {
      continue;
    }
    for (const f of found) {
      const raw = text.slice(f.startsAt, f.endsAt).trim();
      const digits = raw.replace(/\D/g, "");
      if (digits.length < 7 || YEAR_RANGE_RE.test(raw) || DATE_RE2.test(raw)) continue;
      const before = text.slice(Math.max(0, f.startsAt - 30), f.startsAt);
      const labelled = PHONE_LABEL_BEFORE_RE.test(before) || PHONE_WORD_RE.test(before);
      if (!labelled && IDENTIFIER_BEFORE_RE.test(before)) continue;
      if (!labelled && isPostCode(text, f.startsAt, f.endsAt)) continue;
      const international = /^(?:\+|00)/.test(raw);
      if (!international && !labelled && !/[\s().-]/.test(raw)) continue;
      if (strict && !international && !labelled && !/^[0(]/.test(raw)) continue;
      const hinted = regions.includes(region) || international;
      return { phone: raw, confidence: labelled || international ? 0.95 : hinted ? 0.85 : 0.6 };
    }
  }
  return null;
}
function isIdentifierBefore(textBefore) {
  const before = textBefore.slice(-30);
  return IDENTIFIER_BEFORE_RE.test(before) && !PHONE_WORD_RE.test(before);
}

// src/engine/cv/contact.ts
var EMAIL_RE = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
var URL_RE = /(?<![a-z0-9.-])(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|me|de|fr|es|it|nl|eu|uk|co|be|at|ch|pl|dk|se|info|app|page|site|design|art|studio|xyz)(?:\/[^\s,;|·•)]*)?/giu;
var PHONE_RE = /(?:\+|00)?\(?\d[\d ()./\u00a0-]{5,}\d/gu;
var PHONE_SCAN_CHARS = 300;
var PHONE_SCAN_LINES = 40;
var FULL_DATE_RE = /(?<![\d+])\d{1,2}[./-]\s?\d{1,2}[./-]\s?(?:19|20)\d{2}(?!\d)/g;
var DATE_LIKE_RE = /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$|^\d{4}\s*[-–]\s*\d{4}$|^\d{1,2}\/\d{4}$/;
var TITLE_WORDS = [
  "engineer",
  "developer",
  "manager",
  "designer",
  "researcher",
  "consultant",
  "analyst",
  "scientist",
  "director",
  "officer",
  "specialist",
  "assistant",
  "intern",
  "lead",
  "head",
  "architect",
  "accountant",
  "partner",
  "advisor",
  "adviseur",
  "adviser",
  "coordinator",
  "administrator",
  "technician",
  "teacher",
  "nurse",
  "doctor",
  "lawyer",
  "recruiter",
  "geschaftsfuhrer",
  "geschaeftsfuehrer",
  "leiter",
  "leiterin",
  "managerin",
  "entwickler",
  "entwicklerin",
  "berater",
  "beraterin",
  "ingenieur",
  "ingenieurin",
  "referent",
  "referentin",
  "kaufmann",
  "kauffrau",
  "sachbearbeiter",
  "kinesitherapeute",
  "masseur",
  "infirmier",
  "infirmiere",
  "chef",
  "responsable",
  "ingeniero",
  "ingeniera",
  "desarrollador",
  "jefe",
  "jefa",
  "coordinador",
  "coordinadora",
  "responsabile",
  "contabile",
  "impiegato",
  "impiegata",
  "sviluppatore",
  "projectmanager",
  "projectleider",
  "medewerker",
  "adviseur",
  "ontwikkelaar",
  "beleidsmedewerker",
  "ceo",
  "cto",
  "cfo",
  "coo",
  "vp",
  "marketing",
  "sales",
  "hr",
  "data",
  "software",
  "ux",
  "ui",
  "qa",
  "product",
  "project",
  "senior",
  "junior",
  "student",
  "graduate",
  "freelance",
  "freelancer",
  "physiotherapist",
  "therapist"
];
var TITLE_SET = new Set(TITLE_WORDS);
var LONG_TITLE_WORDS = new Set(TITLE_WORDS.filter((t) => t.length >= 6));
var LONGEST_TITLE_WORD = TITLE_WORDS.reduce((max, t) => Math.max(max, t.length), 0);
var NAME_PARTICLES = /* @__PURE__ */ new Set(["van", "der", "den", "de", "von", "zu", "di", "da", "del", "della", "la", "le", "du", "dos", "das", "y", "ten", "ter", "d'", "al", "el", "bin"]);
var LABEL_RE = /^(?:e-?mail|mail|tel(?:efon|efoon|éfono|efono|éphone)?|phone|mobile?|mobil|cell(?:ulare)?|handy|portable|móvil|movil|gsm|fax|adres(?:se|s)?|address|dirección|direccion|indirizzo|wohnort|woonplaats|residenza|domicile|domicilio|ville|city|location|ort|standort|localidad|località|plaats|linkedin|github|web(?:site)?|site|portfolio|homepage|sito|página web|xing)(?![\p{L}])\s*[:.]?\s*/iu;
var LOCATION_LABEL_RE = /^(?:adres(?:se|s)?|address|dirección|direccion|indirizzo|wohnort|woonplaats|residenza|domicile|domicilio|ville|city|location|ort|standort|localidad|località|plaats|lieu)\b/iu;
var NON_LOCATION_LABEL_RE = /^(?:geburtsdatum|date de naissance|fecha de nacimiento|data di nascita|geboortedatum|date of birth|birth|nationalit|staatsangeh|nazionalit|nacionalidad|nationaliteit|familienstand|permis|führerschein|patente|rijbewijs|driving)/iu;
var COUNTRIES = new Set(
  [
    "uk",
    "united kingdom",
    "england",
    "scotland",
    "wales",
    "ireland",
    "germany",
    "deutschland",
    "france",
    "spain",
    "espana",
    "italy",
    "italia",
    "netherlands",
    "nederland",
    "the netherlands",
    "belgium",
    "belgique",
    "belgie",
    "austria",
    "osterreich",
    "switzerland",
    "schweiz",
    "suisse",
    "svizzera",
    "poland",
    "polska",
    "denmark",
    "danmark",
    "sweden",
    "sverige",
    "norway",
    "norge",
    "finland",
    "portugal",
    "luxembourg",
    "czech republic",
    "czechia",
    "greece",
    "hungary",
    "romania",
    "croatia",
    "slovakia",
    "slovenia",
    "bulgaria",
    "estonia",
    "latvia",
    "lithuania",
    "europe",
    "nl",
    "de",
    "fr",
    "es",
    "it",
    "usa"
  ].map((c) => c)
);
var MORE_LABEL_RE = /^(?:e-?post(?:i)?|e-?pasts|el\.?\s?paštas|sähköposti|puh(?:elin)?|matkapuhelin|tlf|tfn|telefone|telemóvel|celular|telefón|tel\.?\s?č\.?|mob(?:il)?\.?|tālr\.?|adresa|adresă|adres|adresas|adrese|aadress|osoite|endereço|morada|cím|lakcím|naslov|bostadsort|bopæl|bosted|kotipaikka|paikkakunta|elukoht|dzīvesvieta|miejscowość|miejsce zamieszkania|bydliště|bydlisko|domicílio|localidade|cidade|localitate|domiciliu|prebivalište|mjesto)(?![\p{L}])\s*[:.]?\s*/iu;
var MORE_LOCATION_LABEL_RE = /^(?:adresa|adresă|adres|adresas|adrese|aadress|osoite|endereço|morada|cím|lakcím|naslov|bostadsort|bopæl|bosted|kotipaikka|paikkakunta|elukoht|dzīvesvieta|miejscowość|miejsce zamieszkania|bydliště|bydlisko|domicílio|localidade|cidade|localitate|domiciliu|prebivalište|mjesto)(?![\p{L}])/iu;
function cleanItem(text) {
  return stripLeadingSymbols(text).replace(MORE_LABEL_RE, "").replace(LABEL_RE, "").trim();
}
function contactItems(text) {
  return text.split(/\t|\s[|·•∙◦▪●]\s|\s[–—]\s|\s-\s|\s{3,}|\s[|·•]|[|·•]\s/u).map((s) => cleanItem(s)).filter((s) => s !== "");
}
function findEmail(text) {
  const m = EMAIL_RE.exec(text.replace(/^mailto:/i, ""));
  return m ? m[0].replace(/\.$/, "") : null;
}
function findPhone(text) {
  for (const m of text.matchAll(PHONE_RE)) {
    const raw = trimTrailing(m[0].trim(), /[\s./-]/);
    const digits = raw.replace(/\D/g, "");
    if (digits.length < 8 || digits.length > 15) continue;
    if (DATE_LIKE_RE.test(raw)) continue;
    if (/^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(raw)) continue;
    if (!raw.startsWith("+") && !raw.startsWith("00") && !raw.startsWith("0") && !/\d{2,4}[ ]\d{2,4}/.test(raw)) continue;
    if (/\d{1,2}[./]\d{1,2}[./]\d{4}/.test(raw)) continue;
    return raw;
  }
  return null;
}
function findLinks(text) {
  const out = [];
  const withoutEmails = text.replace(new RegExp(EMAIL_RE.source, "gu"), " ");
  for (const m of withoutEmails.matchAll(URL_RE)) {
    const url = trimTrailing(m[0], /[.,;:]/);
    if (!/[a-z]/i.test(url) || /^\d/.test(url)) continue;
    if (!url.includes("/") && !/^(?:https?:|www\.)/i.test(url) && url.split(".").length < 2) continue;
    if (/^(?:[a-z]\.)+[a-z]?$/i.test(url)) continue;
    out.push(url);
  }
  return out;
}
function isTitleLike(text) {
  return words(text).some((w) => TITLE_SET.has(w) || endsWithOneOf(w, LONG_TITLE_WORDS, LONGEST_TITLE_WORD));
}
function looksLikeName(text) {
  const t = stripLeadingSymbols(text).trim();
  if (t.length < 4 || t.length > 60 || /[\d@/:|•·,]/.test(t)) return false;
  const tokens = t.split(/\s+/);
  if (tokens.length < 2 || tokens.length > 5) return false;
  let capitalised = 0;
  for (const tok of tokens) {
    if (NAME_PARTICLES.has(tok.toLowerCase())) continue;
    if (!/^[\p{Lu}][\p{L}'’.-]*$/u.test(tok)) return false;
    capitalised++;
  }
  if (capitalised < 2) return false;
  if (headingKind({ text: t, heading: true, bold: true }) !== void 0) return false;
  return !isTitleLike(t);
}
function looksLikeLocation(item, name) {
  const t = item.trim();
  if (t.length < 2 || t.length > 70) return false;
  if (EMAIL_RE.test(t) || findLinks(t).length > 0) return false;
  if (name && fold(t) === fold(name)) return false;
  const digits = t.replace(/\D/g, "");
  const groups = t.match(/\d+/g) ?? [];
  const phoneLike = groups.length > 2 || groups.some((g) => g.length > 5) || digits.length > 9;
  if (phoneLike || digits.length > 0 && !/\p{L}{3,}/u.test(t)) return false;
  if (DATE_LIKE_RE.test(t)) return false;
  if (isTitleLike(t)) return false;
  if (NON_LOCATION_LABEL_RE.test(t)) return false;
  if (headingKind({ text: t, heading: true, bold: true }) !== void 0) return false;
  const parts2 = t.split(/,\s*/);
  const first = parts2[0];
  if (!/^[\p{Lu}\d]/u.test(first)) return false;
  const ws = t.split(/\s+/);
  if (ws.length > 8) return false;
  if (parts2.length === 1 && ws.length > 3) return false;
  return true;
}
function scoreLocation(item) {
  let score = 0;
  const parts2 = item.split(/,\s*/);
  if (parts2.length > 1 && COUNTRIES.has(fold(parts2[parts2.length - 1]).replace(/[^\p{L} ]/gu, "").trim())) score += 3;
  if (/\b\d{4,5}\b/.test(item) || /\b[A-Z]{1,2}\d{1,2}[A-Z]?\s?\d[A-Z]{2}\b/.test(item)) score += 2;
  if (item.split(/\s+/).length <= 2) score += 1;
  return score;
}
function pickName2(input) {
  const sizes = input.all.filter((l) => l.page === 1 && l.fontSize !== void 0).map((l) => l.fontSize ?? 0).sort((a, b) => a - b);
  const median = sizes.length > 0 ? sizes[Math.floor(sizes.length / 2)] : 0;
  const big = sizes.length > 0 ? input.all.filter((l) => l.page === 1 && (l.fontSize ?? 0) >= median * 1.6) : [];
  const cellTops = [];
  let inCell = 0;
  input.all.forEach((l, i) => {
    const prev = input.all[i - 1];
    const sameCell2 = prev?.table !== void 0 && l.table !== void 0 && prev.table.index === l.table.index && prev.table.cell === l.table.cell && prev.table.row === l.table.row;
    inCell = sameCell2 ? inCell + 1 : 0;
    if (l.table?.row === 0 && inCell < 3) cellTops.push(l);
  });
  const listed = linesOfListSections(input.all);
  const top = [.../* @__PURE__ */ new Set([...input.header, ...input.all.slice(0, 12), ...big, ...cellTops])].filter((l) => !listed.has(l));
  const email = findEmail(input.all.map((l) => l.text).join("\n"));
  const candidates = top.filter((l) => !startsWithContactLabel(l.text)).map(withoutLeadingTitle);
  return pickName(email ? candidates.map((l) => unfuseName(l, email)) : candidates, [...input.header, ...input.contact], looksLikeName);
}
function startsWithContactLabel(text) {
  const t = stripLeadingSymbols(text).trim();
  const m = MORE_LABEL_RE.exec(t) ?? LABEL_RE.exec(t);
  return m !== null && /[\s:.]$/u.test(m[0]) && m[0].length < t.length;
}
function withoutLeadingTitle(line) {
  const words3 = line.text.trim().split(/\s+/);
  for (const n of [2, 1]) {
    if (words3.length > n + 1 && isDocumentTitle(words3.slice(0, n).join(" "))) return { ...line, text: words3.slice(n).join(" ") };
  }
  return line;
}
var LIST_SECTIONS = /* @__PURE__ */ new Set(["skills", "languages", "interests", "certifications"]);
function linesOfListSections(all) {
  const listed = /* @__PURE__ */ new Set();
  let kind;
  let cell;
  for (const line of all) {
    const here = line.table ? `${line.table.index}:${line.table.row}:${line.table.cell}` : `${line.page}:${line.column}`;
    if (here !== cell) kind = void 0;
    cell = here;
    const heading = headingKind(line);
    if (heading) kind = heading;
    else if (kind && LIST_SECTIONS.has(kind)) listed.add(line);
  }
  return listed;
}
function unfuseName(line, email) {
  const text = line.text.trim();
  if (!/^\p{Lu}{6,}$/u.test(text)) return line;
  const parts2 = email.split("@")[0].split(/[._-]+/).filter((p) => /^\p{L}+$/u.test(p));
  if (parts2.length < 2) return line;
  if (fold(parts2.join("")) !== fold(text)) {
    const surname = fold(parts2[parts2.length - 1]);
    const given = fold(text).slice(0, text.length - surname.length);
    if (surname.length < 3 || given.length < 2 || !fold(text).endsWith(surname) || !given.startsWith(fold(parts2[0]).slice(0, 1))) return line;
    return { ...line, text: `${text.slice(0, given.length)} ${text.slice(given.length)}` };
  }
  let at = 0;
  const words3 = parts2.map((p) => {
    const word = text.slice(at, at + p.length);
    at += p.length;
    return word;
  });
  return { ...line, text: words3.join(" ") };
}
var ADDRESS_REST_RE = /^(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?[\dAC-FHKNPRTV-Y]{4}|\d{2,5}(?:\s+\p{Lu}[\p{L}.' -]{1,30})?)$/u;
function joinWrappedAddress(lines) {
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const next = lines[i + 1];
    const rest = next?.text.trim() ?? "";
    if (next && next.column === line.column && ADDRESS_REST_RE.test(rest) && !line.text.includes("@") && !line.text.includes("	")) {
      const text = stripLeadingSymbols(line.text);
      const joined = /\p{L}-$|\d-$/u.test(text) ? `${text}${rest}` : `${text} ${rest}`;
      if (findPlace(joined)) {
        out.push({ ...line, text: joined });
        i++;
        continue;
      }
    }
    out.push(line);
  }
  return out;
}
function extractContact(input) {
  const picked = pickName2(input);
  const name = picked?.name ?? null;
  const block = [...input.header, ...input.contact];
  const blockText = block.map((l) => l.text).join("\n");
  const allText = input.all.map((l) => l.text).join("\n");
  const email = findEmail(blockText) ?? findEmail(allText);
  const places = block.flatMap((l) => contactItems(l.text).map((item) => findPlace(item))).filter((p) => p !== null);
  const regions = [...places.flatMap((p) => p.country ? [p.country] : []), ...input.regions ?? []];
  let phone = null;
  let phoneConfidence = 0;
  const inBlock = new Set(block);
  const emails = new RegExp(EMAIL_RE.source, "gu");
  let scanned = 0;
  for (const l of [...block, ...input.all]) {
    const head = l.text.slice(0, PHONE_SCAN_CHARS);
    const range = countDigits(head) >= 7 ? findDateRange(head, false) : null;
    const worthScanning = countDigits((range ? removeRange(head, range) : head).replace(FULL_DATE_RE, " ")) >= 7 && scanned < PHONE_SCAN_LINES;
    if (worthScanning) scanned++;
    const found = worthScanning ? findPhoneIn(head.replace(emails, " "), regions, !inBlock.has(l)) : null;
    if (found) {
      phone = found.phone;
      phoneConfidence = found.confidence;
      break;
    }
    for (const item of contactItems(l.text)) {
      if (EMAIL_RE.test(item)) continue;
      const p = findPhone(item);
      if (p && !isIdentifierBefore(l.text.slice(0, l.text.indexOf(p)))) {
        phone = p;
        phoneConfidence = 0.6;
        break;
      }
    }
    if (phone) break;
  }
  const links = [];
  for (const l of block) for (const u of findLinks(l.text)) if (!links.includes(u)) links.push(u);
  let location = null;
  let locationConfidence = 0.85;
  const rows = groupTableRows(block);
  for (const row of rows) {
    const label = stripLeadingSymbols(row[0] ?? "");
    const labelRe = MORE_LOCATION_LABEL_RE.test(label) ? MORE_LOCATION_LABEL_RE : LOCATION_LABEL_RE;
    if (labelRe.test(label)) {
      const value = row.length > 1 ? row.slice(1).join(" ") : label.replace(labelRe, "").replace(/^\s*[:.\t]\s*/, "").replace(/\t/g, " ");
      if (value.trim() !== "") {
        location = value.trim();
        break;
      }
    }
  }
  if (!location) {
    let best;
    let order = 0;
    for (const l of joinWrappedAddress(block)) {
      if (name && l.text.trim() === name) continue;
      const labelled = /^(?:geburtsdatum|date of birth|nato|nata|né|née|geboren|fecha de nacimiento)/iu.test(l.text);
      if (labelled) continue;
      const items = contactItems(l.text);
      const contactLine = EMAIL_RE.test(l.text) || phone !== null && l.text.includes(phone);
      for (const item of items) {
        if (l.table && l.table.cell === 0 && rows.some((r) => r.length > 1 && r[0] === item)) continue;
        order++;
        const bonus = (items.length > 1 || input.contact.includes(l) ? 2 : 0) + (contactLine ? 2 : 0);
        const place = name && fold(item) === fold(name) ? null : findPlace(item);
        if (place) {
          const score2 = 4 + 4 * place.confidence + bonus;
          if (!best || score2 > best.score) best = { item: place.value, score: score2, order, confidence: place.confidence };
          continue;
        }
        if (!looksLikeLocation(item, name)) continue;
        const score = scoreLocation(item) + bonus;
        if (!best || score > best.score) best = { item, score, order, confidence: Math.min(0.7, 0.2 + score / 12) };
      }
    }
    location = best && best.score >= 2 ? best.item : null;
    locationConfidence = location && best ? best.confidence : 0;
  }
  return {
    name,
    email,
    phone,
    location,
    links,
    confidence: { name: picked?.confidence ?? 0, phone: phone ? phoneConfidence : 0, location: locationConfidence }
  };
}
function groupTableRows(lines) {
  const rows = [];
  let rowKey = "";
  let cellKey = "";
  for (const l of lines) {
    if (l.table) {
      const r = `${l.table.index}:${l.table.row}`;
      const c = `${r}:${l.table.cell}`;
      const row = rows[rows.length - 1];
      if (r === rowKey && c === cellKey) row[row.length - 1] += ` ${l.text}`;
      else if (r === rowKey) row.push(l.text);
      else rows.push([l.text]);
      rowKey = r;
      cellKey = c;
    } else {
      rows.push([l.text]);
      rowKey = "";
      cellKey = "";
    }
  }
  return rows;
}

// src/engine/cv/date-cells.ts
var DANGLING_RE = /[-–—]\s*$/u;
var MONTH_END_RE = /\p{L}\.?\s*$/u;
function firstPart(text) {
  const tab = text.indexOf("	");
  return tab < 0 ? { head: text, rest: "" } : { head: text.slice(0, tab), rest: text.slice(tab + 1) };
}
var sameCell = (a, b) => a.page === b.page && a.column === b.column && a.table === void 0 === (b.table === void 0) && (a.table === void 0 || a.table.index === b.table.index && a.table.row === b.table.row && a.table.cell === b.table.cell);
function completes(start, head) {
  if (head.length > 30) return null;
  const joined = `${start.trimEnd()} ${head.trim()}`;
  const range = findDateRange(joined, false);
  if (!range || range.index > 0) return null;
  return trimSeparators(removeRange(joined, range)) === "" ? joined : null;
}
function lastPart(text) {
  const tab = text.lastIndexOf("	");
  return tab < 0 ? { rest: "", tail: text } : { rest: text.slice(0, tab), tail: text.slice(tab + 1) };
}
function joinWrappedRightRange(line, next) {
  if (!next || next.page !== line.page || !line.text.includes("	") || !next.text.includes("	")) return null;
  const { rest, tail } = lastPart(line.text);
  const below = lastPart(next.text);
  if (tail.length > 40 || !/(?:[-–—]|\p{L}\.?)\s*$/u.test(tail) || below.tail.trim().length > 20) return null;
  if (findDateRange(tail, false) !== null || findDateRange(tail, true) === null) return null;
  const joined = completes(tail, below.tail);
  if (!joined) return null;
  const first = { ...line, text: `${rest}	${joined}` };
  return below.rest.trim() === "" ? [first] : [first, { ...next, text: below.rest }];
}
function joinSplitDateCells(lines) {
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const next = lines[i + 1];
    const wrapped = joinWrappedRightRange(line, next);
    if (wrapped) {
      out.push(...wrapped);
      i++;
      continue;
    }
    const { head, rest } = firstPart(line.text);
    if (next && (DANGLING_RE.test(head) || MONTH_END_RE.test(head)) && head.length <= 30 && findDateRange(head, false) === null && findDateRange(head, true) !== null && sameCell(line, next)) {
      const below = firstPart(next.text);
      const joined = completes(head, below.head);
      if (joined) {
        out.push({ ...line, text: rest ? `${joined}	${rest}` : joined });
        if (below.rest.trim() !== "") out.push({ ...next, text: below.rest });
        i++;
        continue;
      }
    }
    out.push(line);
  }
  return out;
}
var MAX_DATE_CELL_LINES = 3;
function joinDateCellsBeside(lines) {
  const out = [];
  let i = 0;
  while (i < lines.length) {
    const row = rowAt(lines, i);
    if (row.length === 0) {
      out.push(lines[i]);
      i++;
      continue;
    }
    const cells = splitCells(row);
    const last = cells[cells.length - 1];
    const main = cells[0];
    if (cells.length === 2 && last.length <= MAX_DATE_CELL_LINES && main.length > last.length && findDateRange(last[0].text, false) !== null && !last.some((l) => l.text.includes("	")) && findDateRange(main[0].text, true) === null) {
      main.forEach((l, k) => out.push(k < last.length ? { ...l, text: `${l.text}	${last[k].text}` } : l));
    } else if (cells.length === 2 && main.length <= MAX_DATE_CELL_LINES && last.length > main.length && findDateRange(main[0].text, false) !== null && !main.some((l) => l.text.includes("	")) && findDateRange(last[0].text, true) === null) {
      last.forEach((l, k) => out.push(k < main.length ? { ...l, text: `${main[k].text}	${l.text}` } : l));
    } else out.push(...row);
    i += row.length;
  }
  return out;
}
function rowAt(lines, i) {
  const first = lines[i].table;
  if (!first) return [];
  const row = [];
  for (let k = i; k < lines.length; k++) {
    const t = lines[k].table;
    if (!t || t.index !== first.index || t.row !== first.row) break;
    row.push(lines[k]);
  }
  return row;
}
function splitCells(row) {
  const cells = [];
  for (const line of row) {
    const current = cells[cells.length - 1];
    if (current && current[0].table.cell === line.table.cell) current.push(line);
    else cells.push([line]);
  }
  return cells;
}

// src/engine/cv/detect-language.ts
var VOCAB = {
  en: "the and with for of to from experience education skills languages present summary profile university built led team january february march june july october december native responsible managed including years work",
  de: "und der die das mit fur von im bei auf ein eine zur zum sowie berufserfahrung ausbildung kenntnisse sprachen heute seit muttersprache kompetenzen verantwortung marz dezember oktober januar februar juni juli",
  fr: "et les des du pour avec une au aux dans sur formation competences langues depuis maternelle professionnelle janvier fevrier avril juin juillet aout decembre actuellement aujourd",
  es: "y los las del con para una el por experiencia formacion habilidades idiomas actualidad nativo gestion enero abril mayo junio julio agosto septiembre diciembre actualmente",
  it: "e il della dei per con gli delle di nel presso esperienza istruzione competenze lingue corso madrelingua gennaio febbraio marzo aprile maggio giugno luglio settembre dicembre attuale oggi",
  nl: "het van een voor met bij naar en zijn ook als werkervaring opleiding vaardigheden talen heden moedertaal maart mei augustus oktober mrt ervaring huidig",
  pt: "do da dos das com para em uma um no na ao nao pela pelo experiencia formacao competencias linguas atual atualmente presente janeiro fevereiro marco maio junho julho setembro outubro novembro dezembro profissional academica",
  pl: "w z na do oraz dla od jest sie jezyk jezyki doswiadczenie zawodowe wyksztalcenie umiejetnosci obecnie styczen luty marzec kwiecien czerwiec lipiec sierpien wrzesien pazdziernik listopad grudzien ojczysty znajomosc praca pracy przez",
  sv: "och att for med som av pa till inom ett erfarenhet arbetslivserfarenhet utbildning kunskaper sprak nuvarande ansvar ansvarig modersmal svenska engelska flytande januari februari mars maj juni juli augusti kompetenser pagaende idag samt inte jag",
  nb: "og for med som av pa til innen et erfaring arbeidserfaring utdanning kunnskaper sprak navaerende ansvar ansvarlig morsmal norsk engelsk flytende januar februar mars mai juni juli august desember kompetanse ikke jeg hos etter ogsa",
  da: "og for med som af pa til inden et erfaring erhvervserfaring uddannelse kompetencer kvalifikationer sprog nuvaerende ansvar ansvarlig modersmal dansk engelsk flydende januar februar marts maj juni juli august december ikke jeg hos efter ogsa ved",
  fi: "ja tai seka kanssa tyokokemus koulutus kielitaito kielet taidot osaaminen nykyinen alkaen aidinkieli tammikuu helmikuu maaliskuu huhtikuu toukokuu kesakuu heinakuu elokuu syyskuu lokakuu marraskuu joulukuu vastuu vuotta oy",
  cs: "ve se pro jako pracovni zkusenosti vzdelani dovednosti jazyky jazykove znalosti soucasnost dosud leden unor brezen duben kveten cerven cervenec srpen zari rijen prosinec rodily mluvci rizeni vedouci ktery",
  sk: "vo so pre ako pracovne skusenosti vzdelanie zrucnosti jazyky jazykove znalosti sucasnost doteraz januar februar marec april maj jun jul august september oktober november december materinsky riadenie veduci ktory",
  ro: "si cu la pentru din pe al ale experienta profesionala educatie formare competente limbi straine limba materna prezent ianuarie februarie martie aprilie iunie iulie septembrie octombrie noiembrie decembrie responsabil este sau care",
  hu: "es az egy ahol valamint szakmai tapasztalat tanulmanyok vegzettseg kepzettseg nyelvtudas nyelvek keszsegek jelenleg januar februar marcius aprilis majus junius julius augusztus szeptember oktober anyanyelv felelos kft zrt vezeto munkatapasztalat ota",
  hr: "u sa za kao iskustvo radno obrazovanje vjestine jezici strani materinski danas trenutno sijecanj veljaca ozujak travanj svibanj lipanj srpanj kolovoz rujan listopad studeni prosinac odgovoran voditelj ili koji",
  sl: "kot izkusnje delovne izobrazba izobrazevanje znanja jeziki tuji materni jezik danes trenutno januar februar marec april maj junij julij avgust september oktober november december odgovoren vodja ali ki sem",
  lt: "ir su is iki nuo kaip darbo patirtis issilavinimas igudziai kalbos gimtoji kalba dabar siuo metu sausis vasaris kovas balandis geguze birzelis liepa rugpjutis rugsejis spalis lapkritis gruodis atsakingas vadovas yra uab",
  lv: "un ar no uz lidz par ka darba pieredze izglitiba prasmes valodas dzimta valoda sobrid tagad janvaris februaris marts aprilis maijs junijs julijs augusts septembris oktobris novembris decembris atbildigs vaditajs ir sia",
  et: "ja ning voi kus alates kuni tookogemus haridus oskused keeled keeleoskus emakeel praegu tanaseni jaanuar veebruar marts aprill mai juuni juuli august september oktoober november detsember vastutav juht ka"
};
var LANGS = Object.keys(VOCAB);
var BY_WORD = /* @__PURE__ */ new Map();
LANGS.forEach((lang, i) => {
  for (const w of new Set(VOCAB[lang].split(" "))) {
    const list = BY_WORD.get(w) ?? [];
    list.push(i);
    BY_WORD.set(w, list);
  }
});
function detectLanguage(text) {
  const counts = /* @__PURE__ */ new Map();
  for (const w of words(text)) if (BY_WORD.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const scores = new Array(LANGS.length).fill(0);
  for (const [w, n] of counts) for (const i of BY_WORD.get(w)) scores[i] += Math.min(n, 8);
  let best = -1;
  for (let i = 0; i < LANGS.length; i++) if (scores[i] > (best < 0 ? 0 : scores[best])) best = i;
  return best >= 0 && scores[best] >= 3 ? LANGS[best] : "unknown";
}

// src/engine/cv/entries.ts
var BREAK_RE = /\b(?:career break|sabbatical|parental leave|maternity leave|paternity leave|gap year|travell?ing|auszeit|elternzeit|berufliche pause|familienzeit|weltreise|conge parental|conge maternite|annee sabbatique|pause professionnelle|excedencia|ano sabatico|baja maternal|pausa professionale|congedo|anno sabbatico|loopbaanonderbreking|ouderschapsverlof|sabbatical)\b/u;
function isCareerBreak(text) {
  return BREAK_RE.test(fold(text));
}
function isHeaderLike(line) {
  const t = line.text.trim();
  if (isBullet(t)) return false;
  if (t.length > 100) return false;
  if (t.split(/\s+/).length > 15) return false;
  if (/\.$/.test(t) && !/(?:\b\p{L}{1,4}\.){1,3}$/u.test(t.split(/\s+/).pop() ?? "")) return false;
  return true;
}
function endsWithSeparator(text) {
  const trimmed = text.trimEnd();
  return text.slice(trimmed.length).includes("	") || /[\t·|•,(]$/.test(trimmed);
}
function anchorOf(line, allowInside) {
  const text = line.text;
  if (isBullet(text) && !/^\s*[-–]\s*\d/.test(text)) return null;
  const range = findDateRange(text, true);
  if (!range) return null;
  if (isCareerBreak(text)) return null;
  const before = text.slice(0, range.index).trim();
  const after = text.slice(range.index + range.length).trim();
  const atEdge = before === "" || after === "" || endsWithSeparator(text.slice(0, range.index)) || /^\s*[\t·|•,)]/.test(text.slice(range.index + range.length));
  if (range.single) {
    const rest = `${before} ${after}`.replace(/[\s\t·|•,():–—-]+/g, " ").trim();
    if (!allowInside && rest.length > 0 && !(/\t/.test(text) && atEdge)) return null;
    if (allowInside && !atEdge) return null;
  }
  if (!atEdge && !allowInside) return null;
  if (!atEdge && rest2(before, after) > 80) return null;
  return range;
}
function rest2(before, after) {
  return before.length + after.length;
}
var MARKER_RE = /^\s*([-–—•·*▪●■◦►▶➢✓✔○□◆◇])\s+/u;
function unmarkHeadings(lines, allowInside) {
  const byGlyph = /* @__PURE__ */ new Map();
  lines.forEach((line, i) => {
    const glyph = MARKER_RE.exec(line.text)?.[1];
    if (!glyph) return;
    const count3 = byGlyph.get(glyph) ?? { total: 0, aboveDate: 0 };
    count3.total++;
    const next = lines[i + 1];
    if (next && !MARKER_RE.test(next.text) && anchorOf(next, allowInside)) count3.aboveDate++;
    byGlyph.set(glyph, count3);
  });
  const markers = new Set([...byGlyph].filter(([, c]) => c.total >= 2 && c.aboveDate === c.total).map(([g]) => g));
  if (markers.size === 0) return lines;
  return lines.map((line) => {
    const m = MARKER_RE.exec(line.text);
    return m && markers.has(m[1]) ? { ...line, text: line.text.slice(m[0].length) } : line;
  });
}
var count = (text, ch) => text.split(ch).length - 1;
function joinOpenParentheses(lines) {
  if (!lines.some((l) => count(l.text, "(") > count(l.text, ")"))) return lines;
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const next = lines[i + 1];
    if (next && !isBullet(line.text) && !line.text.includes("	") && count(line.text, "(") > count(line.text, ")") && count(next.text, ")") > count(next.text, "(") && next.text.length <= 60 && !findDateRange(next.text, true)) {
      out.push({ ...line, text: `${line.text.trimEnd()} ${next.text.trim()}` });
      i++;
    } else out.push(line);
  }
  return out;
}
function groupEntries(sectionLines, allowInside) {
  const lines = joinOpenParentheses(unmarkHeadings(sectionLines, allowInside));
  const anchors = [];
  lines.forEach((line, index) => {
    const range = anchorOf(line, allowInside);
    if (range) anchors.push({ index, range });
  });
  if (anchors.length === 0) return [];
  let headBefore = 0;
  for (let i = anchors[0].index - 1; i >= 0 && headBefore < 2; i--) {
    if (!isHeaderLike(lines[i]) || isCareerBreak(lines[i].text)) break;
    headBefore++;
  }
  const headsAbove = (k) => {
    const prevEnd = k === 0 ? 0 : anchors[k - 1].index + 1;
    let n = 0;
    for (let i = anchors[k].index - 1; i >= prevEnd && n < headBefore; i--) {
      if (!isHeaderLike(lines[i]) || isCareerBreak(lines[i].text)) break;
      n++;
    }
    return n;
  };
  const entries2 = [];
  anchors.forEach((a, k) => {
    const next = anchors[k + 1];
    const line = lines[a.index];
    const anchorRest = removeRange(line.text, a.range);
    const end = next ? next.index - (headBefore > 0 ? headsAbove(k + 1) : 0) : lines.length;
    const before = [];
    if (headBefore > 0) {
      for (let i = a.index - headsAbove(k); i < a.index; i++) before.push(lines[i]);
    }
    const after = [];
    const body = [];
    for (let i = a.index + 1; i < end; i++) {
      const l = lines[i];
      if (headBefore === 0 && body.length === 0 && after.length < 2 && isHeaderLike(l) && !isCareerBreak(l.text)) after.push(l);
      else if (!isCareerBreak(l.text)) body.push(l);
    }
    entries2.push({ range: a.range, anchorRest, before, after, anchor: line, body });
  });
  return entries2;
}

// src/engine/cv/experience.ts
var MAJOR_SEP_RE = /\t+|(?<!\s)\s+[–—|·•@]\s+|(?<!\s)\s+-\s+|(?<!\s)\s+(?:at|bei|chez|presso|bij|en la empresa)\s+(?=\p{Lu})/u;
var LEGAL_RE = /\b(?:gmbh|ag|kg|se|e\.?\s?v\.?|ug|ltd|limited|llc|llp|plc|inc|corp|sa|s\.a\.?|sas|sarl|s\.?r\.?l\.?|s\.?p\.?a\.?|s\.?l\.?|b\.?v\.?|n\.?v\.?|aps|a\/s|ab|oy|sp\.?\s?z\s?o\.?\s?o\.?|group|gruppo|grupo|groep)\b/iu;
var MAJOR_SEP_ALL_RE = new RegExp(MAJOR_SEP_RE.source, "gu");
function splitMajor(text) {
  return text.split(MAJOR_SEP_RE).map((p) => trimSeparators(p)).filter((p) => p !== "");
}
function splitCompanyCity(text) {
  const t = trimSeparators(text);
  const paren = /^(.*\S)\s*\(([^()]{2,40})\)$/u.exec(t);
  if (paren && /^\p{Lu}/u.test(paren[2]) && paren[2].split(/\s+/).length <= 3) return { company: paren[1], location: paren[2] };
  const comma = t.lastIndexOf(", ");
  if (comma > 0) {
    const tail = t.slice(comma + 2).trim();
    if (tail.split(/\s+/).length <= 3 && /^\p{Lu}/u.test(tail) && !LEGAL_RE.test(tail) && !looksLikeOrganisation(tail)) {
      return { company: t.slice(0, comma).trim(), location: tail };
    }
  }
  return { company: t, location: null };
}
function fillFromLine(slots, text) {
  let filled = 0;
  let parts2 = splitMajor(text).filter((p) => !isPresentWord(p));
  if (parts2.length === 0) return 0;
  if (parts2.length === 2 && slots.title === null && parts2[0].includes(", ") && findPlace(parts2[1]) !== null) {
    const [title, ...rest] = parts2[0].split(/,\s+/);
    parts2 = [title, rest.join(", "), parts2[1]];
  } else if (parts2.length === 1 && slots.title === null) {
    const commas = parts2[0].split(/,\s+/).map((p) => p.trim()).filter((p) => p !== "");
    if (commas.length >= 2) parts2 = commas.length > 3 ? [commas[0], commas.slice(1, -1).join(", "), commas[commas.length - 1]] : commas;
  }
  for (const part of parts2) {
    if (slots.title === null) {
      slots.title = part;
      filled++;
    } else if (slots.company === null) {
      const { company, location } = splitCompanyCity(part);
      slots.company = company;
      if (location && slots.location === null) slots.location = location;
      filled++;
    } else if (slots.location === null) {
      slots.location = part;
      filled++;
    }
  }
  return filled;
}
function putTitleFirst(slots) {
  const parts2 = [slots.title, slots.company, slots.location];
  if (parts2[0] === null || hasRoleWord(parts2[0])) return;
  const at = parts2.findIndex((p, i) => i > 0 && p !== null && hasRoleWord(p) && !looksLikeOrganisation(p));
  if (at < 0) return;
  const rest = parts2.filter((p, i) => i !== at && p !== null);
  slots.title = parts2[at] ?? null;
  const employer = splitCompanyCity(rest[0] ?? "");
  slots.company = rest[0] === void 0 ? null : employer.company;
  slots.location = rest[1] ?? employer.location ?? null;
}
function cleanDescription(lines) {
  const text = lines.map((l) => stripBullet(l.text.replace(/\t/g, " "))).filter((t) => t !== "").join("\n");
  return text === "" ? null : text;
}
function wholeTitleLine(sources) {
  if (sources.length < 2) return false;
  const titleParts = splitMajor(sources[0]);
  if (titleParts.length > 2 || titleParts.some((p) => looksLikeOrganisation(p))) return false;
  const next = splitMajor(sources[1])[0] ?? "";
  return looksLikeOrganisation(next) && !hasRoleWord(next);
}
function employerAndPlace(text) {
  const parts2 = splitMajor(text);
  const placeAt = parts2.findIndex((p, i) => i > 0 && findPlace(p) !== null);
  const head = placeAt > 0 ? parts2.slice(0, placeAt).join(" ") : parts2[0] ?? "";
  const second = parts2[1];
  const location = placeAt > 0 ? parts2[placeAt] : second !== void 0 && !looksLikeOrganisation(second) && !hasRoleWord(second) ? second : null;
  const commas = head.split(/,\s+/);
  for (let n = Math.min(3, commas.length - 1); n >= 1; n--) {
    const tail = commas.slice(-n).join(", ");
    if (findPlace(tail)) return { company: commas.slice(0, -n).join(", "), location: location ?? tail };
  }
  const split = splitCompanyCity(head);
  return { company: split.company, location: location ?? split.location };
}
function employerFirst(raw) {
  if (raw.before.length === 0) return null;
  const title = splitMajor(raw.anchorRest)[0];
  if (title === void 0 || looksLikeOrganisation(title) || findPlace(title)) return null;
  const employer = employerAndPlace(raw.before[raw.before.length - 1].text);
  if (employer.company === "" || hasRoleWord(employer.company)) return null;
  if (hasRoleWord(title)) return { title, ...employer };
  const placed = employer.location !== null && findPlace(employer.location) !== null;
  return placed || looksLikeOrganisation(employer.company) ? { title, ...employer } : null;
}
function toEntry(raw, previous) {
  const first = employerFirst(raw);
  if (first) return { entry: finish({ title: first.title, company: first.company, location: first.location }, raw, [...raw.after]), employer: first };
  const ownTitle = splitMajor(raw.anchorRest)[0];
  if (previous && raw.before.length === 0 && ownTitle !== void 0 && hasRoleWord(ownTitle) && !raw.after.some((l) => isHeaderLike(l))) {
    return { entry: finish({ title: ownTitle, company: previous.company, location: previous.location }, raw, [...raw.after]), employer: previous };
  }
  const entry = toEntrySlots(raw);
  return entry ? { entry, employer: null } : null;
}
function finish(slots, raw, unused) {
  const range = raw.range;
  return {
    position: slots.title,
    company: slots.company,
    location: slots.location,
    startDate: range?.start ?? null,
    endDate: range && !range.current ? range.end : null,
    current: range?.current ?? false,
    description: cleanDescription([...unused, ...raw.body]),
    confidence: entryConfidence(slots, raw)
  };
}
function toEntrySlots(raw) {
  const slots = { title: null, company: null, location: null };
  const sources = [...raw.before.map((l) => l.text), raw.anchorRest, ...raw.after.filter((l) => isHeaderLike(l)).map((l) => l.text)].filter(
    (t) => trimSeparators(t) !== ""
  );
  let pending = null;
  if (wholeTitleLine(sources)) {
    slots.title = trimSeparators(sources[0].replace(/\t+/g, " "));
    pending = sources[0];
  }
  const take = (text) => {
    if (pending !== null && text === pending) pending = null;
    else fillFromLine(slots, text);
  };
  for (const l of raw.before) take(l.text);
  if (trimSeparators(raw.anchorRest) !== "") take(raw.anchorRest);
  const unused = [];
  for (const l of raw.after) {
    if (pending !== null && l.text === pending) pending = null;
    else if (slots.company === null && isHeaderLike(l) && unused.length === 0) fillFromLine(slots, l.text);
    else unused.push(l);
  }
  if (slots.title === null) return null;
  putTitleFirst(slots);
  return finish(slots, raw, unused);
}
function entryConfidence(slots, raw) {
  let c = 0.35;
  if (raw.range && !raw.range.single) c += 0.25;
  else if (raw.range) c += 0.1;
  if (slots.company) c += 0.15;
  if (slots.title && hasRoleWord(slots.title)) c += 0.15;
  if (slots.company && looksLikeOrganisation(slots.company)) c += 0.1;
  return Math.round(Math.min(1, c) * 100) / 100;
}
function restOfDateLine(line) {
  const range = findDateRange(line.text, true);
  if (!range) return null;
  return splitMajor(removeRange(line.text, range))[0] ?? null;
}
function groupEmployer(lines, i, groupLine) {
  const inGroup = groupLine !== null;
  const line = lines[i];
  const next = lines[i + 1];
  if (!next || !isHeaderLike(line)) return null;
  const nextTitle = restOfDateLine(next);
  if (nextTitle === null || looksLikeOrganisation(nextTitle) && !hasRoleWord(nextTitle)) return null;
  const range = findDateRange(line.text, true);
  const text = (range ? removeRange(line.text, range) : line.text).replace(/[★☆*]+/gu, " ");
  const parts2 = splitMajor(text);
  if (parts2.length === 0 || parts2.some((p) => hasRoleWord(p) && !looksLikeOrganisation(p))) return null;
  const prev = lines[i - 1];
  if (!inGroup && prev !== void 0 && findDateRange(prev.text, true) !== null) return null;
  const letters = text.replace(/[^\p{L}]/gu, "");
  const setApart = line.bold === true || line.heading || letters.length > 3 && letters === letters.toUpperCase();
  const employer = employerAndPlace(text);
  if (employer.company === "") return null;
  if (setApart) return employer;
  const nextRange = findDateRange(next.text, true);
  if (range && !range.single && nextRange && !nextRange.single && spanHolds(range, nextRange)) return employer;
  const placed = parts2.some((p) => findPlace(p) !== null) || employer.location !== null && findPlace(employer.location) !== null;
  const organisation = looksLikeOrganisation(employer.company);
  if (placed && organisation) return employer;
  if (hasRoleWord(nextTitle) && (placed || organisation)) return employer;
  return groupLine !== null && range === null && sameShape(line, groupLine) ? employer : null;
}
function sameShape(a, b) {
  const separators = (l) => (l.text.trim().match(MAJOR_SEP_ALL_RE) ?? []).map((m) => m.trim() || "space").join("|");
  return separators(a) === separators(b) && a.bold === true === (b.bold === true) && a.heading === b.heading && findDateRange(b.text, true) === null;
}
function spanHolds(outer, inner) {
  const from = (d, end) => d === null ? null : d.length === 4 ? `${d}-${end ? "12" : "01"}` : d;
  const outerStart = from(outer.start, false);
  const innerStart = from(inner.start, false);
  if (outerStart === null || innerStart === null || innerStart < outerStart) return false;
  if (outer.current) return true;
  const outerEnd = from(outer.end, true);
  const innerEnd = inner.current ? null : from(inner.end, true);
  return outerEnd !== null && innerEnd !== null && innerEnd <= outerEnd;
}
function employerGroups(lines) {
  const groups = [[null, []]];
  let groupLine = null;
  lines.forEach((line, i) => {
    const employer = groupEmployer(lines, i, groupLine);
    if (employer) {
      groups.push([employer, []]);
      groupLine = line;
    } else groups[groups.length - 1][1].push(line);
  });
  return groups.filter(([employer, ls]) => employer !== null || ls.length > 0);
}
function extractExperience(sections) {
  const out = [];
  for (const section of sections) {
    const lines = resolveFieldLabels(section);
    for (const [group, groupLines] of employerGroups(lines)) {
      let employer = group;
      for (const raw of groupEntries(groupLines, false)) {
        const title = group ? splitMajor(raw.anchorRest)[0] : void 0;
        const result = group && title !== void 0 && raw.before.length === 0 ? { entry: finish({ title, company: group.company, location: group.location }, raw, [...raw.after]), employer: group } : toEntry(raw, employer);
        employer = result?.employer ?? null;
        if (result && !looksLikeEducation(result.entry)) out.push(result.entry);
      }
    }
  }
  return out;
}
function looksLikeEducation(entry) {
  return entry.position !== null && fold(entry.position).length < 2;
}

// src/engine/cv/education.ts
var INSTITUTION_PREFIXES = [
  "universit",
  "univ",
  "hochschul",
  "fachhochschul",
  "hogeschool",
  "school",
  "schule",
  "college",
  "academ",
  "akadem",
  "accadem",
  "institu",
  "istitut",
  "lycee",
  "liceo",
  "ecole",
  "escuela",
  "escola",
  "politecnic",
  "polytechn",
  "gymnasium",
  "conservato",
  "faculte",
  "facultad",
  "facolta",
  "faculteit",
  "rwth",
  "eth",
  "epfl",
  "kolleg",
  "seminar",
  "campus",
  "iut",
  "iae",
  "ifmk",
  "insa",
  "essec",
  "hec",
  "bocconi",
  "tu",
  "uni",
  "lyceum",
  "atheneum",
  "athenee",
  "colegio",
  "scuola",
  "ateneo",
  "roc",
  "berufsschule",
  "berufskolleg",
  // the other EU/EEA languages (folded)
  "universid",
  "uniwersyt",
  "univerzit",
  "universitet",
  "univerza",
  "sveucilist",
  "veleucilist",
  "egyetem",
  "foiskola",
  "yliopist",
  "korkeakoul",
  "ammattikorkeakoul",
  "lukio",
  "opisto",
  "hogskol",
  "hojskole",
  "gimnazj",
  "gimnazij",
  "gimnazium",
  "gymnazium",
  "liceum",
  "politechni",
  "politehnic",
  "akademi",
  "akademia",
  "szkol",
  "skola",
  "skole",
  "vysok",
  "fakult",
  "kolegij",
  "kolegija",
  "koledz",
  "ulikool",
  "gumnaasium",
  "kolledz",
  "vidusskol",
  "mokykl",
  "colegiul",
  "liceul",
  "scoala",
  "facultat",
  "pontificia",
  "pontificia",
  "faculdade",
  "instytut",
  "ustav",
  "teknisk",
  "handelshogskol",
  "handelsskol",
  "yrkeshogskol",
  "folkhogskol",
  "tehnikum",
  "polutehnikum",
  "technikum",
  "kutsekool",
  "ametikool",
  "gymnasi",
  "ucilist",
  "izobrazevaln",
  "sola",
  "stredni",
  // abbreviations of school types: Spanish and Italian secondary and vocational institutes
  "ies",
  "cifp",
  "cfp",
  // training centres ("Szakképzési Centrum", "Centro de Formação Profissional", "Centre de formation", "izobraževalni center")
  "centrum",
  "centro",
  "centre",
  "center",
  "kozpont"
];
var INSTITUTION_SUFFIXES = [
  "skole",
  "skola",
  "skolan",
  "schule",
  "school",
  "koulu",
  "opisto",
  "lukio",
  "lyseo",
  "kool",
  "akademie",
  "akademia",
  "hogeschool",
  "universitet",
  "universitetet",
  "hariduskeskus",
  "tehnikum",
  "tehnikums",
  "technikumas",
  "egyetem",
  "foiskola",
  "yliopisto",
  "universiteit",
  "universitat",
  "gymnasium"
];
var NOT_INSTITUTION_PREFIXES = ["szkolen"];
var DEGREE_SUFFIXES = [
  "utbildning",
  "utbildningen",
  "uddannelse",
  "uddannelsen",
  "utdanning",
  "utdanningen",
  "ausbildung",
  "programmet",
  "tutkinto",
  "examen",
  "eksamen",
  "opleiding",
  "koulutus",
  "vizsga",
  "atestatas",
  "szkolenie"
];
var LEXICON_DEGREE_WORDS = new Set(DEGREE_WORDS.filter((d) => !d.includes(" ")));
var LEXICON_DEGREE_PHRASES = DEGREE_WORDS.filter((d) => d.includes(" "));
var DEGREE_WORDS2 = /* @__PURE__ */ new Set([
  "bachelor",
  "master",
  "bsc",
  "msc",
  "ba",
  "ma",
  "mba",
  "emba",
  "phd",
  "doctorate",
  "dr",
  "diplom",
  "dipl",
  "diplome",
  "diploma",
  "licence",
  "licenciatura",
  "licenciado",
  "laurea",
  "grado",
  "maestria",
  "master",
  "magister",
  "abitur",
  "baccalaureat",
  "bac",
  "hbo",
  "mbo",
  "wo",
  "vwo",
  "havo",
  "certificate",
  "certificat",
  "zertifikat",
  "ausbildung",
  "formation",
  "classe",
  "prepa",
  "dut",
  "bts",
  "meng",
  "beng",
  "llb",
  "llm",
  "doctorat",
  "dottorato",
  "doctorado",
  "diplomado",
  "tecnico",
  "technicien",
  "techniker",
  "meister",
  "staatsexamen",
  "promotion",
  "propedeuse",
  "post",
  "mphil",
  "ms",
  "bs",
  "bcom",
  "ingenieur",
  "ingeniero",
  "executive",
  "associate",
  "hnd",
  "gcse",
  "certificado",
  "titulo",
  "diplomatura",
  "ciclo",
  "maturita",
  "matura",
  "postgraduate",
  "postgrado",
  "specializzazione"
]);
var isInstitutionWord = memoize(
  (w) => INSTITUTION_PREFIXES.some((p) => p.length <= 4 ? w === p : w.startsWith(p)) && !NOT_INSTITUTION_PREFIXES.some((p) => w.startsWith(p)) || INSTITUTION_SUFFIXES.some((x) => w.length > x.length + 2 && w.endsWith(x))
);
function hasInstitutionWord(text) {
  return words(text).some(isInstitutionWord);
}
var isDegreeWord = memoize(
  (w) => DEGREE_WORDS2.has(w) || LEXICON_DEGREE_WORDS.has(w) || DEGREE_SUFFIXES.some((x) => w === x || w.length > x.length + 2 && w.endsWith(x))
);
function hasDegreeWord(text) {
  const ws = words(text);
  const joined = ` ${ws.join(" ")} `;
  return ws.some(isDegreeWord) || LEXICON_DEGREE_PHRASES.some((p) => joined.includes(` ${p} `)) || /\b(?:[BM]\.?\s?(?:A|Sc|Eng|Ed)\.|Dipl\.|Dr\.)/u.test(text);
}
var PART_SEP_RE = /\t+|(?<!\s)\s+[–—|·•]\s+|(?<!\s)\s+-\s+|,\s+|(?<!\s)\s*\(|\)\s*/u;
function parts(text) {
  return text.split(PART_SEP_RE).map((p) => trimSeparators(p)).filter((p) => p !== "" && /\p{L}{2,}/u.test(p));
}
function institutionPart(text) {
  const major = text.split(/\t+|(?<!\s)\s+[—|·•]\s+|,\s+|(?<!\s)\s*\(|\)\s*|(?<!\s)\s+–\s+(?=\p{Ll})/u).map((p) => trimSeparators(p)).filter((p) => p !== "");
  const note = (p) => /^\p{Ll}/u.test(p) && p.split(/\s+/).length > 5;
  const hit = major.find((p) => hasInstitutionWord(p) && !hasDegreeWord(p) && !note(p));
  if (hit) return hit;
  const small = parts(text).find((p) => hasInstitutionWord(p) && !hasDegreeWord(p) && !note(p));
  if (small) return small;
  return major.find((p) => SCHOOL_NOUNS.has(words(p)[0] ?? "") && words(p).length >= 3 && !note(p)) ?? null;
}
var SCHOOL_NOUNS = /* @__PURE__ */ new Set([
  "istituto",
  "instituto",
  "institut",
  "institute",
  "institutul",
  "universita",
  "universidad",
  "universidade",
  "universitat",
  "university",
  "universite",
  "uniwersytet",
  "univerzita",
  "univerza",
  "sveuciliste",
  "egyetem",
  "escola",
  "escuela",
  "ecole",
  "scuola",
  "school",
  "liceo",
  "lycee",
  "gymnasium",
  "gimnazija",
  "gimnazjum",
  "hochschule",
  "fachhochschule",
  "akademie",
  "academy",
  "accademia",
  "akademia",
  "college",
  "colegio",
  "szkola",
  "skola",
  "politecnico",
  "politechnika",
  "technikum",
  "hogskola",
  "hojskole",
  "korkeakoulu",
  "ammattikorkeakoulu"
]);
var FIELD_JOINER_RE = /(?<!\s)\s+(?:in|en|em|di|de|in der|im)\s+/u;
var FIELD_DASH_RE = /(?<!\s)\s+[–—-]\s+/u;
function splitAtFirst(text, separator) {
  const m = separator.exec(text);
  if (!m || m.index === 0 || m.index + m[0].length >= text.length) return null;
  return [text.slice(0, m.index), text.slice(m.index + m[0].length)];
}
function degreeAndField(degreeText) {
  const t = trimSeparators(degreeText);
  const m = splitAtFirst(t, FIELD_JOINER_RE);
  if (m && hasDegreeWord(m[0])) return { degree: t, field: m[1] };
  const dash = splitAtFirst(t, FIELD_DASH_RE);
  if (dash && hasDegreeWord(dash[0])) return { degree: t, field: dash[1] };
  return { degree: t, field: null };
}
function toEntry2(texts, range, extra = [], likely = null) {
  let lines = texts.map((t) => t.trim()).filter((t) => t !== "" && /\p{L}{2,}/u.test(t));
  const extraInst = extra.find((t) => institutionPart(t) !== null);
  if (!lines.some((l) => institutionPart(l) !== null) && extraInst) lines = [...lines, extraInst];
  if (lines.length === 0) return null;
  let institution = null;
  let degreeLine = null;
  const wholeSchools = lines.filter((l) => institutionPart(l) === trimSeparators(l));
  const namingSchools = lines.filter((l) => institutionPart(l) !== null);
  const likelyLine = likely !== null && lines.includes(likely.trim()) ? likely.trim() : namingSchools.length >= 2 && wholeSchools.length === 1 ? wholeSchools[0] : null;
  if (likelyLine !== null) institution = institutionPart(likelyLine);
  for (const line of lines) {
    const inst = institution ? line === likelyLine ? institution : null : institutionPart(line);
    if (inst) {
      institution = inst;
      const rest = trimSeparators(line.replace(inst, "	"));
      const restParts = parts(rest);
      if (!degreeLine && restParts.length > 0 && hasDegreeWord(restParts[0])) degreeLine = restParts[0];
    } else if (!degreeLine && hasDegreeWord(line)) {
      const majorParts = line.split(/\t+|(?<!\s)\s+[—|·•]\s+|(?<!\s)\s+-\s+|,\s+/u).map((p) => trimSeparators(p)).filter((p) => p !== "");
      degreeLine = majorParts[0] ?? null;
    }
  }
  if (institution !== null && likelyLine !== null && !degreeLine) degreeLine = lines.find((l) => l !== likelyLine) ?? null;
  if (!institution && likely !== null && lines.includes(likely.trim()) && !hasDegreeWord(likely)) {
    institution = splitCompanyCity(parts(likely)[0] ?? likely).company;
    degreeLine ??= lines.find((l) => l !== likely.trim()) ?? null;
  }
  if (!institution) {
    const other = lines.find((l) => !hasDegreeWord(l));
    if (other) institution = splitCompanyCity(parts(other)[0] ?? other).company;
    else {
      const ps = lines[0].split(/\t+|(?<!\s)\s+[–—|·•]\s+|(?<!\s)\s+-\s+|,\s+/u).map((p) => trimSeparators(p)).filter((p) => p !== "");
      if (ps.length > 1) institution = ps[1];
    }
  }
  degreeLine ??= lines.find((l) => l !== institution && !hasInstitutionWord(l)) ?? null;
  if (!institution && !degreeLine) return null;
  const df = degreeLine ? degreeAndField(degreeLine) : { degree: null, field: null };
  return {
    institution: institution ? trimSeparators(institution) : null,
    degree: df.degree,
    field: df.field,
    startDate: range?.start ?? null,
    endDate: range ? range.current ? null : range.end : null
  };
}
function extractEducation(sections) {
  const out = [];
  for (const section of sections) {
    const lines = resolveFieldLabels(section, true);
    const groups = groupEntries(lines, true);
    if (groups.length > 0) {
      const places = groups.map((g) => {
        const anchor = institutionPart(g.anchorRest) !== null;
        const after = g.after[0] !== void 0 && institutionPart(g.after[0].text) !== null;
        if (anchor === after) return null;
        return anchor ? "anchor" : "after";
      });
      const known = places.filter((p) => p !== null);
      const pattern = known.length > 0 && known.every((p) => p === known[0]) ? known[0] : null;
      for (const g of groups) {
        const texts = [...g.before.map((l) => l.text), g.anchorRest, ...g.after.map((l) => l.text)];
        const likely = pattern === "after" ? g.after[0]?.text ?? null : pattern === "anchor" ? g.anchorRest : null;
        const entry = toEntry2(texts, g.range, g.body.slice(0, 1).map((l) => l.text), likely);
        if (entry) out.push(entry);
      }
      continue;
    }
    for (const l of lines) {
      if (!hasInstitutionWord(l.text)) continue;
      const entry = toEntry2([l.text], null);
      if (entry) out.push(entry);
    }
  }
  return out.filter((e) => fold(e.institution ?? e.degree ?? "") !== "");
}

// src/engine/cv/read/detect-type.ts
import { fileTypeFromBuffer } from "file-type";

// src/engine/cv/read/limits.ts
var MB = 1024 * 1024;
var MAX_ZIP_INFLATED_BYTES = 50 * MB;
var MAX_DOCX_XML_BYTES = 4 * MB;
var MAX_PDF_PAGES = 50;
var MAX_PDF_ITEMS_PER_PAGE = 5e3;
var MAX_PDF_ITEMS = 5e4;
var MAX_DOCUMENT_CHARS = 3e5;
var MAX_OCR_PAGES = 4;

// src/engine/cv/read/read-errors.ts
var ReadFailure = class extends Error {
  constructor(code, message, limit, pages) {
    super(message ?? code);
    this.code = code;
    this.limit = limit;
    this.pages = pages;
  }
  code;
  limit;
  pages;
};
var count2 = (n) => n.toLocaleString("en-GB");
var READ_WARNINGS = {
  pdfPages: (pages) => `Only the first ${MAX_PDF_PAGES} of the ${count2(pages)} pages were read: a CV is rarely longer, and the rest was left out.`,
  pdfItemsPerPage: (page) => `Page ${page} holds more than ${count2(MAX_PDF_ITEMS_PER_PAGE)} pieces of text; only the first ${count2(MAX_PDF_ITEMS_PER_PAGE)} were read.`,
  pdfItems: (page) => `The PDF holds more than ${count2(MAX_PDF_ITEMS)} pieces of text; reading stopped on page ${page}.`,
  ocr: () => "The text was read from an image with OCR (character recognition); some characters may be misread.",
  ocrPages: (pages) => `Only the first ${MAX_OCR_PAGES} of the ${count2(pages)} scanned pages were read with OCR: a CV is rarely longer.`,
  documentChars: () => `The document holds more than ${count2(MAX_DOCUMENT_CHARS)} characters, far more than a CV; only the first ${count2(MAX_DOCUMENT_CHARS)} were read.`
};

// src/engine/cv/read/read-doc.ts
import WordExtractor from "word-extractor";

// src/engine/cv/read/headings.ts
var LETTER = /\p{L}/u;
var LOWER = /\p{Ll}/u;
var MAX_HEADING_CHARS = 60;
var MAX_HEADING_WORDS = 6;
function collapseLetterSpacing2(text) {
  const tokens = text.trim().split(/\s+/);
  if (tokens.length < 4) return text;
  const letterTokens = tokens.filter((t) => t.length <= 2 && LETTER.test(t));
  const singles = tokens.filter((t) => t.length === 1 && LETTER.test(t)).length;
  if (letterTokens.length < tokens.length * 0.8 || singles < tokens.length * 0.6) return text;
  const words3 = text.trim().split(/\s{2,}/).map((w) => w.replace(/\s+/g, ""));
  return words3.join(" ").replace(/^([^\p{L}\p{N}]+)(?=\p{L})/u, "$1 ");
}
function words2(text) {
  return text.split(/\s+/).filter((w) => LETTER.test(w));
}
function isHeadingShaped(text) {
  const t = text.trim();
  if (t.length === 0 || t.length > MAX_HEADING_CHARS) return false;
  if (/[@\d]|https?:|www\.|[.,;]$|\t/.test(t)) return false;
  const w = words2(t);
  return w.length >= 1 && w.length <= MAX_HEADING_WORDS;
}
function isAllCaps(text) {
  return !LOWER.test(text) && /\p{L}{4,}/u.test(text);
}

// src/engine/cv/read/pdf-layout.ts
var right = (it4) => it4.x + it4.width;
function maxOf(items, value, start = -Infinity) {
  let max = start;
  for (const it4 of items) max = Math.max(max, value(it4));
  return max;
}
function minOf(items, value) {
  let min = Infinity;
  for (const it4 of items) min = Math.min(min, value(it4));
  return min;
}
var yOf = (it4) => it4.y;
var xOf = (it4) => it4.x;
var sizeOf = (it4) => it4.fontSize;
var MAX_GUTTER_CANDIDATES = 64;
function partition(items, x) {
  const left = [];
  const rightSide = [];
  const crossing = [];
  for (const it4 of items) {
    if (it4.x >= x - 1) rightSide.push(it4);
    else if (right(it4) <= x + 0.5) left.push(it4);
    else crossing.push(it4);
  }
  return { left, right: rightSide, crossing };
}
function distinctBaselines(items) {
  const ys = [...new Set(items.map((it4) => Math.round(it4.y)))];
  return ys.sort((a, b) => b - a);
}
function lowerBound(sorted, target) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (sorted[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function sharedRowShare(left, rightItems) {
  const leftYs = left.map(yOf).sort((a, b) => a - b);
  const rightYs = distinctBaselines(rightItems);
  const shared = rightYs.filter((y) => {
    const i = lowerBound(leftYs, y - 1.5);
    return i < leftYs.length && leftYs[i] <= y + 1.5;
  }).length;
  return rightYs.length === 0 ? 1 : shared / rightYs.length;
}
function bridged(left, rightItems, x) {
  const starts = /* @__PURE__ */ new Map();
  for (const it4 of rightItems) {
    if (it4.x > x + 14) continue;
    const y = Math.round(it4.y);
    starts.set(y, [...starts.get(y) ?? [], it4]);
  }
  if (starts.size === 0) return [];
  const out = [];
  for (const it4 of left) {
    if (right(it4) < x - 14) continue;
    const y = Math.round(it4.y);
    const near = [y - 1, y, y + 1].flatMap((k) => starts.get(k) ?? []);
    if (near.some((r) => (it4.spaced || r.spaced) && r.x - right(it4) < Math.min(1.2 * Math.max(it4.fontSize, r.fontSize), 12))) out.push(it4.y);
  }
  return out;
}
function hollowSide(side, other, top, bottom) {
  const ys = distinctBaselines(side).filter((y) => y <= top + 2 && y >= bottom - 2);
  for (let i = 1; i < ys.length; i++) {
    const [upper, lower] = [ys[i - 1], ys[i]];
    if (upper - lower <= (top - bottom) * 0.3) continue;
    const inGap = distinctBaselines(other).filter((y) => y < upper - 2 && y > lower + 2).length;
    if (inGap >= 5) return true;
  }
  return false;
}
function evaluateSplit(items, x, textHeight) {
  const { left, right: rightItems, crossing } = partition(items, x);
  if (distinctBaselines(left).length < 5 || distinctBaselines(rightItems).length < 5) return null;
  const top = Math.min(maxOf(left, yOf), maxOf(rightItems, yOf));
  const bottom = Math.max(minOf(left, yOf), minOf(rightItems, yOf));
  if (top - bottom < Math.max(60, textHeight * 0.25)) return null;
  if (crossing.some((it4) => it4.y <= top + 2 && it4.y >= bottom - 2)) return null;
  if (bridged(left, rightItems, x).some((y) => y <= top + 2 && y >= bottom - 2)) return null;
  if (sharedRowShare(left, rightItems) > 0.6) return null;
  if (hollowSide(left, rightItems, top, bottom) || hollowSide(rightItems, left, top, bottom)) return null;
  return { x, top, bottom };
}
function gutterCandidates(items, pageWidth) {
  const candidates = [...new Set(items.map((it4) => Math.round(it4.x)))].filter((x) => x > pageWidth * 0.18 && x < pageWidth * 0.82);
  if (candidates.length <= MAX_GUTTER_CANDIDATES) return candidates.sort((a, b) => a - b);
  const lefts = items.map(xOf).sort((a, b) => a - b);
  const rights = items.map(right).sort((a, b) => a - b);
  const crossed = (x) => lowerBound(lefts, x - 2) - lowerBound(rights, x - 0.5 + Number.EPSILON);
  return candidates.map((x) => ({ x, crossed: crossed(x) })).sort((a, b) => a.crossed - b.crossed || a.x - b.x).slice(0, MAX_GUTTER_CANDIDATES).map((c) => c.x).sort((a, b) => a - b);
}
function findColumnSplit(items, pageWidth) {
  if (items.length < 10) return null;
  const textHeight = maxOf(items, yOf) - minOf(items, yOf);
  let best = null;
  let bestScore = -1;
  for (const x of gutterCandidates(items, pageWidth)) {
    const split = evaluateSplit(items, x - 1, textHeight);
    if (!split) continue;
    const score = split.top - split.bottom;
    if (score > bestScore) [best, bestScore] = [split, score];
  }
  return best;
}
function buildRows(items) {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows = [];
  for (const it4 of sorted) {
    const row = rows[rows.length - 1];
    const tolerance = Math.max(1.5, Math.min(3, it4.fontSize * 0.3));
    if (row && row.y - it4.y <= tolerance) row.items.push(it4);
    else rows.push({ items: [it4], y: it4.y });
  }
  for (const row of rows) row.items.sort((a, b) => a.x - b.x);
  return rows;
}
function joinRow(items, gutter) {
  let text = "";
  let prev;
  const besideSpaced = items.some((it4) => it4.spaced);
  for (const raw of items) {
    const it4 = besideSpaced && !raw.spaced && /^\p{L}(?: \p{L}){1,2}$/u.test(raw.text) ? { ...raw, text: raw.text.replace(/ /g, "") } : raw;
    if (prev) {
      const gap = it4.x - right(prev);
      const size = Math.max(prev.fontSize, it4.fontSize);
      if (gap > 1.5 * size || gutter !== void 0 && right(prev) <= gutter + 0.5 && it4.x >= gutter - 1) text = text.trimEnd() + "	";
      else if (gap > size * 0.12 && !/\s/.test(text.slice(-1)) && !/^\s/.test(it4.text)) text += " ";
      else if ((gap > size * 0.05 || prev.bold !== it4.bold) && /\p{Ll}$/u.test(text) && /^\p{Lu}/u.test(it4.text)) text += " ";
    }
    text += it4.text;
    prev = it4;
  }
  return text.replace(/ {2,}/g, " ").replace(/ ?\t ?/g, "	").trim();
}
function toLine(row, column, gutter) {
  return {
    text: joinRow(row.items, gutter),
    column,
    fontSize: maxOf(row.items, sizeOf),
    bold: row.items.every((it4) => it4.bold),
    x: row.items[0].x,
    y: row.y,
    ...row.items.some((it4) => it4.spaced) ? { letterSpaced: true } : {}
  };
}
var BULLET_START = /^[•·▪■◦●○\-–*►✓]\s/u;
function medianSize(items) {
  const sizes = items.map((it4) => it4.fontSize).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}
function nextWordWouldFit(last, first, columnRight) {
  const text = first.text.trimStart();
  const word = text.split(/\s+/)[0] ?? "";
  const wordWidth = text.length ? first.width * (word.length / text.length) : 0;
  return right(last) + last.fontSize * 0.3 + wordWidth < columnRight - 1;
}
var NUMBER_DATUM_RE = /^\+?[\d\s()./-]{7,}$/u;
var WHOLE_EMAIL_RE = /^[^\s@]+@[^\s@]+\.\p{L}{2,}$/u;
function continuesRow(prev, next, column) {
  const last = prev.items[prev.items.length - 1];
  const first = next.items[0];
  if (!last.eol || prev.items.length === 0) return false;
  const bodyText = !last.bold && last.fontSize <= column.bodySize * 1.15;
  if (bodyText && nextWordWouldFit(last, first, column.right)) return false;
  if (Math.abs(first.fontSize - last.fontSize) > 0.3 || first.bold !== last.bold) return false;
  if (prev.y - next.y > last.fontSize * 1.7) return false;
  if (NUMBER_DATUM_RE.test(last.text.trim()) || NUMBER_DATUM_RE.test(first.text.trim()) || WHOLE_EMAIL_RE.test(first.text.trim())) return false;
  if (BULLET_START.test(first.text)) return false;
  const prevLeft = prev.items[0].x;
  const hanging = BULLET_START.test(prev.items[0].text) ? last.fontSize * 2 : 0;
  return first.x >= prevLeft - 2 && first.x <= prevLeft + 2 + hanging;
}
function joinWrapped(a, b) {
  const lastToken = a.split(/\s/).pop() ?? "";
  if (/\p{L}-$/u.test(a) && /^\p{L}/u.test(b)) return a + b;
  if (lastToken.length > 3 && /[@/]/.test(lastToken) && /\p{L}/u.test(lastToken)) return a + b;
  return `${a} ${b}`;
}
function columnLines(items, column, boxRight, gutter) {
  const lines = [];
  const shape = { right: maxOf(items, right, boxRight ?? 0), bodySize: medianSize(items) };
  let prevRow;
  for (const row of buildRows(items)) {
    const line = toLine(row, column, gutter);
    if (!line.text) continue;
    const prev = lines[lines.length - 1];
    if (prev && prevRow && !prev.text.includes("	") && !line.text.includes("	") && continuesRow(prevRow, row, shape)) {
      prev.text = joinWrapped(prev.text, line.text);
      prev.bold = prev.bold && line.bold;
    } else lines.push(line);
    prevRow = row;
  }
  return lines;
}
function columnWidth(items) {
  return maxOf(items, right) - minOf(items, xOf);
}
function layoutPage(items, pageWidth) {
  const split = findColumnSplit(items, pageWidth);
  if (!split) return columnLines(items, "full");
  const pageRight = maxOf(items, right);
  const { left, right: rightItems, crossing } = partition(items, split.x);
  const leftIsMain = columnWidth(left) >= columnWidth(rightItems);
  const rightBox = leftIsMain ? Math.max(pageRight, pageWidth - minOf(items, xOf)) : pageRight;
  const leftLines = columnLines(left, leftIsMain ? "main" : "side", split.x);
  const rightLines = columnLines(rightItems, leftIsMain ? "side" : "main", rightBox);
  const sideLines = leftIsMain ? rightLines : leftLines;
  const mainLines = leftIsMain ? leftLines : rightLines;
  if (isDateGutter(sideLines, mainLines)) return columnLines(items, "full", void 0, split.x);
  const mainRows = distinctBaselines(leftIsMain ? left : rightItems);
  if (isLabelGutter(sideLines, mainLines, mainRows)) {
    const lifted = liftCentredDates(items, new Set(leftIsMain ? rightItems : left), sideLines, mainLines, mainRows);
    return columnLines(lifted, "full", void 0, split.x).flatMap((l) => splitSectionLabel(l, sideLines));
  }
  const above = crossing.filter((it4) => it4.y > split.top);
  const below = crossing.filter((it4) => it4.y <= split.top);
  return [
    ...columnLines(above, "full"),
    ...leftLines,
    ...rightLines,
    ...columnLines(below, "full")
  ];
}
function isDateOnly(text) {
  if (text.length > 32) return false;
  const range = findDateRange(text, true);
  return range !== null && removeRange(text, range).replace(/[\s\-–—|·,.]/gu, "").length <= 2;
}
function splitSectionLabel(line, side) {
  const tab = line.text.indexOf("	");
  if (tab < 0) return [line];
  const label = line.text.slice(0, tab);
  const heading = side.find((l) => l.text === label && l.bold && isAllCaps(l.text));
  if (!heading) return [line];
  return [
    { ...line, text: label, bold: true, fontSize: heading.fontSize },
    { ...line, text: line.text.slice(tab + 1), bold: false }
  ];
}
function onRowOf(main) {
  const rows = new Set(main.map((l) => Math.round(l.y)));
  return (l) => [-2, -1, 0, 1, 2].some((d) => rows.has(Math.round(l.y) + d));
}
function rowAbove(ys, l) {
  const reach = 3 * l.fontSize;
  const i = ys.findIndex((y) => y < l.y);
  return i > 0 && ys[i - 1] - l.y < reach && l.y - ys[i] < reach ? ys[i - 1] : void 0;
}
function liftCentredDates(items, sideItems, side, main, ys) {
  const sitsOnRow = onRowOf(main);
  const boldRows = new Set(main.filter((l) => l.bold).map((l) => Math.round(l.y)));
  const moves = [];
  for (const l of side) {
    if (!isDateOnly(l.text)) continue;
    if (!sitsOnRow(l)) {
      const to = rowAbove(ys, l);
      if (to !== void 0) moves.push({ from: l.y, to });
      continue;
    }
    const i = ys.findIndex((y) => Math.abs(y - l.y) <= 2);
    if (i <= 0 || i >= ys.length - 1) continue;
    const [up, down] = [ys[i - 1] - ys[i], ys[i] - ys[i + 1]];
    if (Math.abs(up - down) > 1 || up > 1.6 * l.fontSize || !boldRows.has(ys[i - 1])) continue;
    moves.push({ from: l.y, to: ys[i - 1] });
  }
  if (moves.length === 0) return items;
  return items.map((it4) => {
    const move = sideItems.has(it4) ? moves.find((m) => Math.abs(m.from - it4.y) <= 1.5) : void 0;
    return move ? { ...it4, y: move.to } : it4;
  });
}
function isLabelGutter(side, main, ys) {
  if (side.length < 5 || side.some((l) => l.text.length > 40)) return false;
  if (side.filter((l) => isDateOnly(l.text)).length < 2) return false;
  const [top, bottom] = [ys[0], ys[ys.length - 1]];
  const sitsOnRow = onRowOf(main);
  const betweenRows = (l) => rowAbove(ys, l) !== void 0;
  const labels2 = side.filter((l) => !(l.bold && (isAllCaps(l.text) || !sitsOnRow(l))) && l.y <= top + 1 && l.y >= bottom - 1);
  const onRow = labels2.filter((l) => sitsOnRow(l) || isDateOnly(l.text) && betweenRows(l)).length;
  return labels2.length >= 4 && onRow >= labels2.length * 0.8;
}
function isDateGutter(lines, main) {
  const dates = lines.filter((l) => isDateOnly(l.text)).length;
  if (dates < 3) return false;
  if (dates >= lines.length * 0.5) return true;
  const rows = new Set(main.map((l) => Math.round(l.y)));
  const onRow = lines.filter((l) => [-1, 0, 1].some((d) => rows.has(Math.round(l.y) + d)));
  const dateLike = onRow.filter((l) => isDateOnly(l.text) || isPresentWord(l.text));
  return onRow.length >= 3 && dateLike.length >= onRow.length * 0.8;
}

// src/engine/cv/read/pdf-worker.ts
var STYLE_SITE = "fontFamily: font.fallbackName,";
var STYLE_CHANGE = `${STYLE_SITE} fontName: font.name,`;
var GAP_SITE = 'textContentItem.str.push(" ");';
var GAP_CHANGE = 'textContentItem.str.push(Math.abs(width) > 3 * textContentItem.spaceInFlowMin ? "  " : " ");';
function replaceOnce(source, site, change) {
  const at = source.indexOf(site);
  if (at < 0 || source.indexOf(site, at + 1) >= 0) return void 0;
  return source.slice(0, at) + change + source.slice(at + site.length);
}
var WORKER = "pdfjs-dist/legacy/build/pdf.worker.mjs";
function host() {
  const get = globalThis.process?.getBuiltinModule;
  if (!get) return void 0;
  const fs2 = get("node:fs");
  const { createRequire } = get("node:module");
  return { readFileSync: fs2.readFileSync, resolve: createRequire(import.meta.url).resolve };
}
function withFontNames(source) {
  const named = replaceOnce(source, STYLE_SITE, STYLE_CHANGE);
  if (named === void 0) return void 0;
  return replaceOnce(named, GAP_SITE, GAP_CHANGE) ?? named;
}
var installed;
function installFontNamingWorker() {
  installed ??= (async () => {
    const g = globalThis;
    if (g.pdfjsWorker) return false;
    try {
      const runtime2 = host();
      if (!runtime2) return false;
      const changed = withFontNames(runtime2.readFileSync(runtime2.resolve(WORKER), "utf8"));
      if (!changed) return false;
      g.pdfjsWorker = await import(
        /* @vite-ignore */
        `data:text/javascript;charset=utf-8,${encodeURIComponent(changed)}`
      );
      return true;
    } catch {
      return false;
    }
  })();
  return installed;
}

// src/engine/cv/read/read-pdf.ts
var pdfjsModule;
var fontNamesInStyles = false;
function loadPdfJs() {
  pdfjsModule ??= installFontNamingWorker().then((named) => {
    fontNamesInStyles = named;
    return import("pdfjs-dist/legacy/build/pdf.mjs");
  });
  return pdfjsModule;
}
var BOLD_FONT = /bold|semibold|demibold|black|heavy/i;
async function openPdf(bytes) {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false
  });
  try {
    return await task.promise;
  } catch (error) {
    const name = error.name;
    if (name === "PasswordException") throw new ReadFailure("PASSWORD_PROTECTED");
    throw new ReadFailure("CORRUPT_FILE", error.message);
  }
}
function fontIsBold(names, fontId, cache) {
  let bold = cache.get(fontId);
  if (bold === void 0) {
    bold = BOLD_FONT.test(names(fontId) ?? fontId);
    cache.set(fontId, bold);
  }
  return bold;
}
var SPACED_START_RE = /^\s*\S{1,2} \S{1,2} /u;
function toItem(names, raw, boldCache) {
  if (raw.str.trim() === "") return void 0;
  const [a, b, c, d, x, y] = raw.transform;
  if (Math.abs(b) > 0.01 || Math.abs(c) > 0.01 || a <= 0) return void 0;
  const text = SPACED_START_RE.test(raw.str) ? collapseLetterSpacing2(raw.str) : raw.str;
  const spaced = text !== raw.str;
  return {
    text: spaced ? text : raw.str.replace(/ {2,}/g, " "),
    ...spaced ? { spaced } : {},
    x,
    y,
    width: raw.width,
    fontSize: Math.abs(d) || raw.height,
    bold: fontIsBold(names, raw.fontName, boldCache),
    eol: raw.hasEOL
  };
}
async function pageItems(page, budget) {
  const fontsLoaded = fontNamesInStyles ? void 0 : page.getOperatorList();
  const kept = [];
  const styleNames = /* @__PURE__ */ new Map();
  let cut = false;
  const reader = page.streamTextContent().getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    for (const [id, style] of Object.entries(next.value.styles ?? {})) if (style.fontName) styleNames.set(id, style.fontName);
    for (const raw of next.value.items) {
      if (cut || !("str" in raw) || raw.str.trim() === "") continue;
      if (kept.length >= budget) cut = true;
      else kept.push(raw);
    }
  }
  await fontsLoaded;
  const names = fontsLoaded ? (id) => page.commonObjs.has(id) ? page.commonObjs.get(id).name : void 0 : (id) => styleNames.get(id);
  const boldCache = /* @__PURE__ */ new Map();
  const items = kept.map((raw) => toItem(names, raw, boldCache)).filter((it4) => it4 !== void 0);
  return { items, cut };
}
function bodyFontSize(lines) {
  const weights = /* @__PURE__ */ new Map();
  let total = 0;
  for (const l of lines) {
    const size = Math.round(l.fontSize * 10) / 10;
    const weight = Math.min(l.text.length, 200);
    weights.set(size, (weights.get(size) ?? 0) + weight);
    total += weight;
  }
  let seen = 0;
  for (const size of [...weights.keys()].sort((a, b) => a - b)) {
    seen += weights.get(size);
    if (seen > Math.floor(total / 2)) return size;
  }
  return 10;
}
function isPdfHeading(line, body, letterSpaced) {
  if (!isHeadingShaped(line.text)) return false;
  if (letterSpaced) return true;
  const ratio = line.fontSize / body;
  const caps = isAllCaps(line.text);
  if (ratio >= 1.15 && (line.bold || caps || ratio >= 1.3)) return true;
  return caps && (line.bold || ratio >= 1.05);
}
function toLines(layout) {
  const body = bodyFontSize(layout.flatMap((p) => p.lines));
  return layout.flatMap(
    ({ page, lines }) => lines.map((l) => {
      const text = collapseLetterSpacing2(l.text);
      const line = {
        text,
        page,
        column: l.column,
        fontSize: Math.round(l.fontSize * 10) / 10,
        heading: isPdfHeading({ ...l, text }, body, l.letterSpaced === true || text !== l.text)
      };
      if (l.bold) line.bold = true;
      return line;
    })
  );
}
async function readPages(doc) {
  const pages = [];
  const warnings = [];
  if (doc.numPages > MAX_PDF_PAGES) warnings.push(READ_WARNINGS.pdfPages(doc.numPages));
  let itemsLeft = MAX_PDF_ITEMS;
  for (let n = 1; n <= Math.min(doc.numPages, MAX_PDF_PAGES) && itemsLeft > 0; n++) {
    const page = await doc.getPage(n);
    const width = page.getViewport({ scale: 1 }).width;
    const budget = Math.min(itemsLeft, MAX_PDF_ITEMS_PER_PAGE);
    const { items, cut } = await pageItems(page, budget);
    page.cleanup();
    itemsLeft -= items.length;
    if (cut) warnings.push(budget === MAX_PDF_ITEMS_PER_PAGE ? READ_WARNINGS.pdfItemsPerPage(n) : READ_WARNINGS.pdfItems(n));
    pages.push({ page: n, lines: layoutPage(items, width) });
  }
  return { pages, warnings };
}
async function readPdf(bytes) {
  const doc = await openPdf(bytes);
  try {
    const { pages, warnings } = await readPages(doc);
    const lines = toLines(pages);
    if (lines.length === 0) throw new ReadFailure("NO_TEXT_LAYER", void 0, void 0, doc.numPages);
    return { format: "pdf", pages: doc.numPages, lines, warnings };
  } catch (error) {
    if (error instanceof ReadFailure) throw error;
    throw new ReadFailure("CORRUPT_FILE", error.message);
  } finally {
    await doc.destroy();
  }
}

// src/engine/taxonomy/level-annotations.ts
var LEVEL_PHRASES = [
  // English
  "basic",
  "basics",
  "beginner",
  "elementary",
  "intermediate",
  "advanced",
  "expert",
  "expertise in",
  "proficient",
  "proficiency in",
  "fluent",
  "good",
  "very good",
  "excellent",
  "strong",
  "solid",
  "working knowledge of",
  "working knowledge",
  "knowledge of",
  "experience with",
  "experience in",
  "skills",
  "skill",
  "level",
  "native",
  "professional",
  "certified",
  "senior",
  "junior",
  "high",
  "medium",
  "low",
  // German
  "grundkenntnisse",
  "grundkenntnisse in",
  "kenntnisse",
  "kenntnisse in",
  "gute",
  "guter",
  "gut",
  "sehr gute",
  "sehr gut",
  "fundierte",
  "fortgeschritten",
  "fortgeschrittene",
  "experte",
  "expertin",
  "profi",
  "anfanger",
  "erfahrung mit",
  "erfahrung in",
  "verhandlungssicher",
  "mittel",
  // French
  "debutant",
  "intermediaire",
  "avance",
  "avancee",
  "confirme",
  "notions",
  "notions de",
  "bon",
  "bonne",
  "tres bon",
  "tres bonne",
  "bonne maitrise de",
  "maitrise",
  "maitrise de",
  "connaissance de",
  "connaissances en",
  "courant",
  "niveau",
  // Spanish
  "basico",
  "basica",
  "intermedio",
  "intermedia",
  "avanzado",
  "avanzada",
  "experto",
  "experta",
  "nivel",
  "alto",
  "medio",
  "bajo",
  "conocimientos de",
  "dominio de",
  "manejo de",
  // Italian
  "base",
  "buono",
  "buona",
  "ottimo",
  "ottima",
  "avanzato",
  "avanzata",
  "esperto",
  "esperta",
  "conoscenza di",
  "ottima conoscenza di",
  "buona conoscenza di",
  "livello",
  // Dutch
  "basis",
  "gevorderd",
  "goed",
  "zeer goed",
  "uitstekend",
  "kennis van",
  "ervaring met",
  "beginner"
];
var LEVEL_SET = new Set(LEVEL_PHRASES);
var MAX_PHRASE_WORDS = 4;
var TRAILING_AMOUNT_RE = /(?<![\s,;–—-])[\s,;–—-]*(?:(?<!\d)\d+(?:[.,]\d+)?\s*(?:\+\s*)?(?:years?|yrs?|y|jahre?|ans?|anos?|anni|anno|jaar|jaren)\b\.?|(?<!\d)\d+\s*\/\s*\d+|(?<!\d)\d+\s*%|(?<![★☆●○◉◯■□▪▫✓✔])[★☆●○◉◯■□▪▫✓✔]+)\s*$/iu;
var SEPARATOR_RE = /(?<!\s)\s+[–—-]\s+|(?<!\s)\s*[:|]\s+|(?<!\s)\s*[–—]\s*/u;
function stripEndWords(words3) {
  let changed = true;
  while (changed && words3.length > 1) {
    changed = false;
    for (let n = Math.min(MAX_PHRASE_WORDS, words3.length - 1); n >= 1; n--) {
      if (LEVEL_SET.has(foldWords(words3.slice(0, n)))) {
        words3 = words3.slice(n);
        changed = true;
        break;
      }
      if (LEVEL_SET.has(foldWords(words3.slice(-n)))) {
        words3 = words3.slice(0, -n);
        changed = true;
        break;
      }
    }
  }
  return words3;
}
function foldWords(words3) {
  return stripAccents(words3.join(" ")).toLowerCase();
}
function replaceBracketed(text, replacement) {
  const closer = { "(": ")", "[": "]" };
  const next = { "(": text.indexOf("("), "[": text.indexOf("[") };
  let out = "";
  let i = 0;
  for (; ; ) {
    for (const open2 of ["(", "["]) if (next[open2] >= 0 && next[open2] < i) next[open2] = text.indexOf(open2, i);
    const candidates = ["(", "["].filter((o) => next[o] >= 0);
    if (candidates.length === 0) break;
    const open = candidates.reduce((a, b) => next[a] <= next[b] ? a : b);
    const close = text.indexOf(closer[open], next[open]);
    if (close < 0) {
      next[open] = -1;
      continue;
    }
    out += text.slice(i, next[open]) + replacement;
    i = close + 1;
  }
  return out + text.slice(i);
}
function stripLevelAnnotation(term) {
  let text = replaceBracketed(term, " ");
  const [head] = text.split(SEPARATOR_RE);
  if (head && head.trim() !== "") text = head;
  text = text.replace(TRAILING_AMOUNT_RE, "");
  text = text.replace(/[-\s]?kenntnisse\b/giu, " ");
  const words3 = text.split(/\s+/).filter((w) => w !== "");
  return trimTrailing(stripEndWords(words3).join(" "), /[\s,;.:–—-]/u).trim();
}
var VENDOR_PREFIX_RE = /^(?:adobe|apache|microsoft|ms|oracle|autodesk|google|atlassian|sap)[\s-]+/i;
function stripVendorPrefix(term) {
  return term.replace(VENDOR_PREFIX_RE, "");
}

// src/engine/taxonomy/data/business.json
var business_default = [
  { id: "business-analysis", name: "Business Analysis", category: "business", kind: "domain", aliases: ["Gesch\xE4ftsanalyse", "analyse m\xE9tier", "analyse fonctionnelle", "an\xE1lisis de negocio", "analisi di business", "bedrijfsanalyse"] },
  { id: "business-strategy", name: "Business Strategy", category: "business", kind: "domain", aliases: ["Corporate strategy", "Unternehmensstrategie", "Strategie", "strat\xE9gie d'entreprise", "estrategia empresarial", "strategia aziendale", "bedrijfsstrategie"], ambiguous: ["Strategie"] },
  { id: "strategic-planning", name: "Strategic Planning", category: "business", kind: "domain", aliases: ["strategische Planung", "planification strat\xE9gique", "planificaci\xF3n estrat\xE9gica", "pianificazione strategica", "strategische planning"] },
  { id: "business-development", name: "Business Development", category: "business", kind: "domain", aliases: ["Gesch\xE4ftsentwicklung", "d\xE9veloppement commercial", "d\xE9veloppement des affaires", "desarrollo de negocio", "sviluppo commerciale"] },
  { id: "business-planning", name: "Business Planning", category: "business", kind: "domain", aliases: ["Business plan", "Businessplanung", "plan d'affaires", "plan de negocio"] },
  { id: "market-research", name: "Market Research", category: "business", kind: "domain", aliases: ["Marktforschung", "\xE9tude de march\xE9", "\xE9tudes de march\xE9", "investigaci\xF3n de mercados", "ricerca di mercato", "marktonderzoek"] },
  { id: "market-analysis", name: "Market Analysis", category: "business", kind: "domain", aliases: ["Marktanalyse", "analyse de march\xE9", "an\xE1lisis de mercado", "analisi di mercato"] },
  { id: "competitive-analysis", name: "Competitive Analysis", category: "business", kind: "domain", aliases: ["Competitor analysis", "Wettbewerbsanalyse", "analyse concurrentielle", "an\xE1lisis de la competencia", "analisi della concorrenza", "concurrentieanalyse"] },
  { id: "swot-analysis", name: "SWOT Analysis", category: "business", kind: "domain", aliases: ["SWOT", "SWOT-Analyse", "analyse SWOT", "an\xE1lisis DAFO", "DAFO", "analisi SWOT"] },
  { id: "requirements-engineering", name: "Requirements Engineering", category: "business", kind: "domain", aliases: ["Requirements analysis", "Requirements gathering", "Anforderungsmanagement", "Anforderungsanalyse", "analyse des besoins", "ing\xE9nierie des exigences", "an\xE1lisis de requisitos", "analisi dei requisiti", "requirements management"] },
  { id: "process-optimization", name: "Process Optimization", category: "business", kind: "domain", aliases: ["Process improvement", "Prozessoptimierung", "optimisation des processus", "optimizaci\xF3n de procesos", "ottimizzazione dei processi", "procesoptimalisatie", "procesverbetering"] },
  { id: "business-process-management", name: "Business Process Management", category: "business", kind: "domain", aliases: ["BPM", "Gesch\xE4ftsprozessmanagement", "Prozessmanagement", "gestion des processus", "gesti\xF3n de procesos", "gestione dei processi", "procesmanagement"] },
  { id: "process-mapping", name: "Process Mapping", category: "business", kind: "domain", aliases: ["Process modelling", "Process modeling", "Prozessmodellierung", "cartographie des processus", "modelado de procesos"] },
  { id: "bpmn", name: "BPMN", category: "business", kind: "domain", aliases: ["BPMN 2.0"] },
  { id: "business-process-reengineering", name: "Business Process Reengineering", category: "business", kind: "domain", aliases: ["BPR"] },
  { id: "operations-management", name: "Operations Management", category: "business", kind: "domain", aliases: ["Betriebsf\xFChrung", "gestion des op\xE9rations", "gesti\xF3n de operaciones", "gestione operativa"] },
  { id: "management-consulting", name: "Management Consulting", category: "business", kind: "domain", aliases: ["Unternehmensberatung", "Beratung", "conseil en management", "consultor\xEDa", "consulenza aziendale", "managementadvies"], ambiguous: ["Beratung"] },
  { id: "consulting", name: "Consulting", category: "business", kind: "domain", aliases: ["Beratung und Consulting", "conseil", "consultor\xEDa de negocio", "consulenza", "advies"], ambiguous: ["Consulting", "conseil", "advies"] },
  { id: "mergers-and-acquisitions", name: "Mergers and Acquisitions", category: "business", kind: "domain", aliases: ["M&A", "Mergers & Acquisitions", "Fusionen und \xDCbernahmen", "fusions et acquisitions", "fusiones y adquisiciones", "fusioni e acquisizioni", "fusies en overnames"] },
  { id: "due-diligence", name: "Due Diligence", category: "business", kind: "domain", aliases: [] },
  { id: "post-merger-integration", name: "Post-merger Integration", category: "business", kind: "domain", aliases: [] },
  { id: "restructuring", name: "Restructuring", category: "business", kind: "domain", aliases: ["Turnaround management", "Restrukturierung", "Sanierung", "restructuration", "reestructuraci\xF3n", "ristrutturazione", "herstructurering"] },
  { id: "change-management", name: "Change Management", category: "business", kind: "domain", aliases: ["Ver\xE4nderungsmanagement", "conduite du changement", "gestion du changement", "gesti\xF3n del cambio", "gestione del cambiamento", "verandermanagement"] },
  { id: "stakeholder-management", name: "Stakeholder Management", category: "business", kind: "domain", aliases: ["gestion des parties prenantes", "gesti\xF3n de stakeholders", "gesti\xF3n de partes interesadas", "gestione degli stakeholder"] },
  { id: "project-management", name: "Project Management", category: "business", kind: "domain", aliases: ["Projektmanagement", "Projektleitung", "gestion de projet", "gestion de projets", "gesti\xF3n de proyectos", "gestione progetti", "gestione dei progetti", "projectleiding"] },
  { id: "programme-management", name: "Programme Management", category: "business", kind: "domain", aliases: ["Program management", "Programmmanagement", "gestion de programme", "gesti\xF3n de programas"] },
  { id: "portfolio-management", name: "Portfolio Management", category: "business", kind: "domain", aliases: ["Project portfolio management", "PPM", "gestion de portefeuille de projets", "gesti\xF3n de portafolio"] },
  { id: "project-planning", name: "Project Planning", category: "business", kind: "domain", aliases: ["Projektplanung", "planification de projet", "planificaci\xF3n de proyectos", "pianificazione progetti"] },
  { id: "project-coordination", name: "Project Coordination", category: "business", kind: "domain", aliases: ["Projektkoordination", "coordination de projet", "coordinaci\xF3n de proyectos", "coordinamento progetti", "projectco\xF6rdinatie"] },
  { id: "pmo", name: "PMO", category: "business", kind: "domain", aliases: ["Project management office"] },
  { id: "product-management", name: "Product Management", category: "business", kind: "domain", aliases: ["Produktmanagement", "gestion de produit", "gesti\xF3n de producto", "gestione del prodotto"] },
  { id: "product-ownership", name: "Product Ownership", category: "business", kind: "domain", aliases: ["Product owner"] },
  { id: "product-strategy", name: "Product Strategy", category: "business", kind: "domain", aliases: ["Produktstrategie", "strat\xE9gie produit", "estrategia de producto"] },
  { id: "product-roadmapping", name: "Product Roadmapping", category: "business", kind: "domain", aliases: ["Roadmapping", "Roadmap planning", "Product roadmap", "Roadmap"] },
  { id: "product-discovery", name: "Product Discovery", category: "business", kind: "domain", aliases: [] },
  { id: "go-to-market-strategy", name: "Go-to-market Strategy", category: "business", kind: "domain", aliases: ["GTM", "Go-to-Market", "Markteinf\xFChrung", "strat\xE9gie de mise sur le march\xE9", "lanzamiento de productos"] },
  { id: "product-lifecycle-management", name: "Product Lifecycle Management", category: "business", kind: "domain", aliases: ["PLM", "Produktlebenszyklusmanagement"] },
  { id: "pricing-strategy", name: "Pricing Strategy", category: "business", kind: "domain", aliases: ["Pricing", "Preisgestaltung", "Preisstrategie", "strat\xE9gie de prix", "fijaci\xF3n de precios", "strategia di prezzo"], ambiguous: ["Pricing"] },
  { id: "business-model-innovation", name: "Business Model Innovation", category: "business", kind: "domain", aliases: ["Business model development", "Gesch\xE4ftsmodellentwicklung", "Business Model Canvas"] },
  { id: "innovation-management", name: "Innovation Management", category: "business", kind: "domain", aliases: ["Innovationsmanagement", "gestion de l'innovation", "gesti\xF3n de la innovaci\xF3n", "gestione dell'innovazione", "innovatiemanagement"] },
  { id: "entrepreneurship", name: "Entrepreneurship", category: "business", kind: "domain", aliases: ["Unternehmertum", "entrepreneuriat", "emprendimiento", "imprenditorialit\xE0", "ondernemerschap"] },
  { id: "vendor-management", name: "Vendor Management", category: "business", kind: "domain", aliases: ["Supplier management", "Lieferantenmanagement", "gestion des fournisseurs", "gesti\xF3n de proveedores", "gestione fornitori", "leveranciersmanagement"] },
  { id: "contract-management", name: "Contract Management", category: "business", kind: "domain", aliases: ["Vertragsmanagement", "gestion des contrats", "gesti\xF3n de contratos", "gestione contratti", "contractbeheer"] },
  { id: "tendering", name: "Tendering", category: "business", kind: "domain", aliases: ["Bid management", "Ausschreibungen", "Angebotsmanagement", "appels d'offres", "licitaciones", "gare d'appalto", "aanbestedingen"] },
  { id: "proposal-writing", name: "Proposal Writing", category: "business", kind: "domain", aliases: ["Angebotserstellung", "r\xE9daction de propositions", "redacci\xF3n de propuestas"] },
  { id: "outsourcing", name: "Outsourcing", category: "business", kind: "domain", aliases: ["Auslagerung", "externalisation", "externalizaci\xF3n", "esternalizzazione", "uitbesteding"], ambiguous: ["Outsourcing"] },
  { id: "business-transformation", name: "Business Transformation", category: "business", kind: "domain", aliases: ["Unternehmenstransformation", "transformation d'entreprise"] },
  { id: "digital-transformation", name: "Digital Transformation", category: "business", kind: "domain", aliases: ["digitale Transformation", "Digitalisierung", "transformation digitale", "transformation num\xE9rique", "transformaci\xF3n digital", "trasformazione digitale", "digitale transformatie", "digitalisering"] },
  { id: "organisational-development", name: "Organisational Development", category: "business", kind: "domain", aliases: ["Organizational development", "Organisationsentwicklung", "d\xE9veloppement organisationnel", "desarrollo organizacional", "sviluppo organizzativo", "organisatieontwikkeling"] },
  { id: "organisational-design", name: "Organisational Design", category: "business", kind: "domain", aliases: ["Organizational design", "Organisationsdesign", "Organisationsgestaltung", "conception organisationnelle"] },
  { id: "operational-excellence", name: "Operational Excellence", category: "business", kind: "domain", aliases: ["Operative Exzellenz", "excellence op\xE9rationnelle", "excelencia operativa"] },
  { id: "performance-management", name: "Performance Management", category: "business", kind: "domain", aliases: ["gestion de la performance", "gesti\xF3n del desempe\xF1o", "gestione delle performance"] },
  { id: "benchmarking", name: "Benchmarking", category: "business", kind: "domain", aliases: ["Benchmark-Analysen"] },
  { id: "business-case-development", name: "Business Case Development", category: "business", kind: "domain", aliases: ["Business cases", "Business Case", "Wirtschaftlichkeitsanalyse", "\xE9tude de rentabilit\xE9", "caso de negocio"] },
  { id: "feasibility-studies", name: "Feasibility Studies", category: "business", kind: "domain", aliases: ["Machbarkeitsstudien", "\xE9tudes de faisabilit\xE9", "estudios de viabilidad", "studi di fattibilit\xE0", "haalbaarheidsstudies"] },
  { id: "cost-reduction", name: "Cost Reduction", category: "business", kind: "domain", aliases: ["Kostensenkung", "Kostenreduktion", "r\xE9duction des co\xFBts", "reducci\xF3n de costes", "riduzione dei costi", "kostenreductie"] },
  { id: "cost-benefit-analysis", name: "Cost-benefit Analysis", category: "business", kind: "domain", aliases: ["Kosten-Nutzen-Analyse", "analyse co\xFBts-b\xE9n\xE9fices", "an\xE1lisis coste-beneficio", "analisi costi-benefici"] },
  { id: "balanced-scorecard", name: "Balanced Scorecard", category: "business", kind: "domain", aliases: ["BSC"] },
  { id: "okrs", name: "OKRs", category: "business", kind: "domain", aliases: ["OKR", "Objectives and key results"] },
  { id: "scenario-planning", name: "Scenario Planning", category: "business", kind: "domain", aliases: ["Szenarioplanung", "planification de sc\xE9narios"] },
  { id: "corporate-governance", name: "Corporate Governance", category: "business", kind: "domain", aliases: ["Unternehmensf\xFChrung und Aufsicht", "gouvernance d'entreprise", "gobierno corporativo", "governo societario"] },
  { id: "board-reporting", name: "Board Reporting", category: "business", kind: "domain", aliases: ["Aufsichtsratsreporting", "reporting au conseil"] },
  { id: "investor-relations", name: "Investor Relations", category: "business", kind: "domain", aliases: ["IR", "relations investisseurs", "relaciones con inversores"], matchCase: ["IR"], ambiguous: ["IR"] },
  { id: "public-relations", name: "Public Relations", category: "business", kind: "domain", aliases: ["PR", "\xD6ffentlichkeitsarbeit", "relations publiques", "relaciones p\xFAblicas", "relazioni pubbliche"], matchCase: ["PR"], ambiguous: ["PR"] },
  { id: "corporate-communications", name: "Corporate Communications", category: "business", kind: "domain", aliases: ["Unternehmenskommunikation", "communication d'entreprise", "communication corporate", "comunicaci\xF3n corporativa", "comunicazione aziendale", "corporate communicatie"] },
  { id: "internal-communications", name: "Internal Communications", category: "business", kind: "domain", aliases: ["interne Kommunikation", "communication interne", "comunicaci\xF3n interna", "comunicazione interna", "interne communicatie"] },
  { id: "crisis-communication", name: "Crisis Communication", category: "business", kind: "domain", aliases: ["Krisenkommunikation", "communication de crise", "comunicaci\xF3n de crisis"] },
  { id: "public-affairs", name: "Public Affairs", category: "business", kind: "domain", aliases: ["Lobbying", "Interessenvertretung", "affaires publiques", "asuntos p\xFAblicos"] },
  { id: "sustainability-management", name: "Sustainability Management", category: "business", kind: "domain", aliases: ["Sustainability", "ESG", "Nachhaltigkeitsmanagement", "Nachhaltigkeit", "d\xE9veloppement durable", "RSE", "sostenibilidad", "sostenibilit\xE0", "duurzaamheid"] },
  { id: "esg-reporting", name: "ESG Reporting", category: "business", kind: "domain", aliases: ["Sustainability reporting", "CSRD", "Nachhaltigkeitsberichterstattung", "reporting extra-financier", "informes de sostenibilidad"] },
  { id: "corporate-social-responsibility", name: "Corporate Social Responsibility", category: "business", kind: "domain", aliases: ["CSR", "responsabilit\xE9 soci\xE9tale des entreprises", "responsabilidad social corporativa", "MVO"] },
  { id: "carbon-accounting", name: "Carbon Accounting", category: "business", kind: "domain", aliases: ["CO2-Bilanzierung", "bilan carbone", "huella de carbono"] },
  { id: "circular-economy", name: "Circular Economy", category: "business", kind: "domain", aliases: ["Kreislaufwirtschaft", "\xE9conomie circulaire", "econom\xEDa circular", "economia circolare", "circulaire economie"] },
  { id: "customer-experience", name: "Customer Experience", category: "business", kind: "domain", aliases: ["CX", "Kundenerlebnis", "exp\xE9rience client", "experiencia de cliente"] },
  { id: "customer-service", name: "Customer Service", category: "business", kind: "domain", aliases: ["Kundenservice", "Kundendienst", "service client", "servicio al cliente", "atenci\xF3n al cliente", "servizio clienti", "klantenservice"] },
  { id: "customer-success", name: "Customer Success", category: "business", kind: "domain", aliases: ["Customer Success Management", "succ\xE8s client"] },
  { id: "account-management", name: "Account Management", category: "business", kind: "domain", aliases: ["Key account management", "KAM", "Kundenbetreuung", "gestion de comptes cl\xE9s", "gesti\xF3n de cuentas clave", "gestione clienti chiave"] },
  { id: "client-relationship-management", name: "Client Relationship Management", category: "business", kind: "domain", aliases: ["Client relations", "relation client", "relaciones con clientes", "gestione delle relazioni con i clienti", "klantrelatiebeheer"] },
  { id: "franchise-management", name: "Franchise Management", category: "business", kind: "domain", aliases: ["Franchising", "Franchise"], ambiguous: ["Franchising", "Franchise"] },
  { id: "real-estate-management", name: "Real Estate Management", category: "business", kind: "domain", aliases: ["Property management", "Immobilienverwaltung", "Immobilienmanagement", "gestion immobili\xE8re", "gesti\xF3n inmobiliaria", "gestione immobiliare", "vastgoedbeheer"] },
  { id: "facility-management", name: "Facility Management", category: "business", kind: "domain", aliases: ["Facilities management", "Geb\xE4udemanagement", "gestion des installations", "gesti\xF3n de instalaciones"] },
  { id: "office-management", name: "Office Management", category: "business", kind: "domain", aliases: ["B\xFCroorganisation", "B\xFCromanagement", "gestion administrative", "gesti\xF3n administrativa", "gestione dell'ufficio"] },
  { id: "administrative-support", name: "Administrative Support", category: "business", kind: "domain", aliases: ["Verwaltung", "administratif", "administraci\xF3n", "amministrazione", "administratie"] },
  { id: "executive-assistance", name: "Executive Assistance", category: "business", kind: "domain", aliases: ["Assistenz der Gesch\xE4ftsf\xFChrung", "assistanat de direction", "asistencia de direcci\xF3n", "assistenza alla direzione"] },
  { id: "event-management", name: "Event Management", category: "business", kind: "domain", aliases: ["Veranstaltungsmanagement", "gestion d'\xE9v\xE9nements", "organisation d'\xE9v\xE9nements", "gesti\xF3n de eventos", "organizzazione eventi", "evenementenorganisatie"] },
  { id: "translation", name: "Translation", category: "business", kind: "domain", aliases: ["\xDCbersetzung", "traduction", "traducci\xF3n", "traduzione", "vertaling"], ambiguous: ["Translation"] },
  { id: "interpreting", name: "Interpreting", category: "business", kind: "domain", aliases: ["Dolmetschen", "interpr\xE9tation", "interpretaci\xF3n", "interpretariato", "tolken"], ambiguous: ["Interpreting", "interpr\xE9tation", "interpretaci\xF3n"] },
  { id: "technical-writing", name: "Technical Writing", category: "business", kind: "domain", aliases: ["technisches Schreiben", "r\xE9daction technique", "redacci\xF3n t\xE9cnica", "scrittura tecnica"] },
  { id: "business-writing", name: "Business Writing", category: "business", kind: "domain", aliases: ["Report writing", "Berichterstellung", "r\xE9daction de rapports", "redacci\xF3n de informes"] },
  { id: "minute-taking", name: "Minute Taking", category: "business", kind: "domain", aliases: ["Protokollf\xFChrung", "prise de notes", "redacci\xF3n de actas", "verbalizzazione", "notuleren"] },
  { id: "correspondence", name: "Correspondence", category: "business", kind: "domain", aliases: ["Korrespondenz", "correspondance", "correspondencia", "corrispondenza", "correspondentie"], ambiguous: ["Correspondence"] },
  { id: "data-entry", name: "Data Entry", category: "business", kind: "domain", aliases: ["Dateneingabe", "saisie de donn\xE9es", "entrada de datos", "inserimento dati", "data-invoer"] },
  { id: "scheduling", name: "Scheduling", category: "business", kind: "domain", aliases: ["Terminplanung", "Terminkoordination", "planification", "programaci\xF3n de citas"], ambiguous: ["Scheduling"] },
  { id: "travel-management", name: "Travel Management", category: "business", kind: "domain", aliases: ["Reiseorganisation", "Reisemanagement", "gestion des d\xE9placements", "gesti\xF3n de viajes"] },
  { id: "document-management", name: "Document Management", category: "business", kind: "domain", aliases: ["Dokumentenmanagement", "gestion documentaire", "gesti\xF3n documental", "gestione documentale", "documentbeheer"] },
  { id: "records-management", name: "Records Management", category: "business", kind: "domain", aliases: ["Archivierung", "archivage", "archivo", "archiviazione", "archivering"] },
  { id: "industry-analysis", name: "Industry Analysis", category: "business", kind: "domain", aliases: ["Branchenanalyse", "analyse sectorielle"] },
  { id: "economic-analysis", name: "Economic Analysis", category: "business", kind: "domain", aliases: ["Economics", "Volkswirtschaft", "analyse \xE9conomique", "an\xE1lisis econ\xF3mico", "analisi economica"], ambiguous: ["Economics"] },
  { id: "policy-analysis", name: "Policy Analysis", category: "business", kind: "domain", aliases: ["Politikanalyse", "analyse des politiques publiques", "an\xE1lisis de pol\xEDticas"] },
  { id: "public-administration", name: "Public Administration", category: "business", kind: "domain", aliases: ["\xF6ffentliche Verwaltung", "administration publique", "administraci\xF3n p\xFAblica", "pubblica amministrazione"] },
  { id: "public-procurement", name: "Public Procurement", category: "business", kind: "domain", aliases: ["\xF6ffentliche Vergabe", "march\xE9s publics", "contrataci\xF3n p\xFAblica", "appalti pubblici", "aanbestedingsrecht"] },
  { id: "grant-writing", name: "Grant Writing", category: "business", kind: "domain", aliases: ["Fundraising", "F\xF6rdermittelakquise", "F\xF6rdermittelmanagement", "recherche de financements", "recaudaci\xF3n de fondos", "raccolta fondi", "fondsenwerving"] },
  { id: "nonprofit-management", name: "Nonprofit Management", category: "business", kind: "domain", aliases: ["NGO management", "gestion associative"] },
  { id: "export-management", name: "Export Management", category: "business", kind: "domain", aliases: ["Au\xDFenhandel", "commerce international", "comercio exterior", "commercio estero", "export"], ambiguous: ["export"] },
  { id: "international-business", name: "International Business", category: "business", kind: "domain", aliases: ["internationales Gesch\xE4ft", "affaires internationales", "negocios internacionales"] },
  { id: "retail-banking", name: "Retail Banking", category: "business", kind: "domain", aliases: ["Privatkundengesch\xE4ft", "banque de d\xE9tail", "banca minorista", "banca retail"] },
  { id: "insurance", name: "Insurance", category: "business", kind: "domain", aliases: ["Versicherungswesen", "assurance", "seguros", "assicurazioni", "verzekeringen"], ambiguous: ["Insurance", "assurance"] },
  { id: "underwriting", name: "Underwriting", category: "business", kind: "domain", aliases: ["Risikopr\xFCfung", "souscription", "suscripci\xF3n"], ambiguous: ["Underwriting"] },
  { id: "claims-handling", name: "Claims Handling", category: "business", kind: "domain", aliases: ["Claims management", "Schadenbearbeitung", "Schadenregulierung", "gestion des sinistres", "gesti\xF3n de siniestros", "gestione sinistri", "schadebehandeling"] },
  { id: "e-commerce-management", name: "E-commerce Management", category: "business", kind: "domain", aliases: ["E-Commerce", "Onlinehandel", "commerce \xE9lectronique", "comercio electr\xF3nico", "commercio elettronico"] },
  { id: "marketplace-management", name: "Marketplace Management", category: "business", kind: "domain", aliases: ["Amazon Seller Central", "Amazon marketplace"] },
  { id: "profit-and-loss-responsibility", name: "Profit and Loss Responsibility", category: "business", kind: "domain", aliases: ["P&L responsibility", "P&L-Verantwortung", "P&L management", "P&L", "GuV-Verantwortung", "responsabilit\xE9 P&L", "responsabilidad de P&L", "responsabilit\xE0 del conto economico", "resultaatverantwoordelijkheid"] },
  { id: "general-management", name: "General Management", category: "business", kind: "domain", aliases: ["Unternehmensf\xFChrung", "Gesch\xE4ftsf\xFChrung", "direction g\xE9n\xE9rale", "direcci\xF3n general", "direzione generale", "algemeen management"] },
  { id: "business-continuity-planning", name: "Business Continuity Planning", category: "business", kind: "domain", aliases: ["Notfallplanung", "plan de continuit\xE9 d'activit\xE9"] },
  { id: "quality-management", name: "Quality Management", category: "business", kind: "domain", aliases: ["Qualit\xE4tsmanagement", "QM", "gestion de la qualit\xE9", "management de la qualit\xE9", "gesti\xF3n de calidad", "gestione della qualit\xE0", "kwaliteitsmanagement"] },
  { id: "iso-9001", name: "ISO 9001", category: "business", kind: "domain", aliases: ["ISO 9001:2015", "QMS", "Quality management system", "Qualit\xE4tsmanagementsystem", "syst\xE8me de management de la qualit\xE9"] },
  { id: "internal-audit", name: "Internal Audit", category: "business", kind: "domain", aliases: ["interne Revision", "Innenrevision", "audit interne", "auditor\xEDa interna", "audit interno", "interne audit"] },
  { id: "auditing", name: "Auditing", category: "business", kind: "domain", aliases: ["Audits", "Wirtschaftspr\xFCfung", "audit", "auditor\xEDa", "revisione contabile", "accountancy audit"], ambiguous: ["Auditing", "Audits", "audit"] }
];

// src/engine/taxonomy/data/cloud-devops.json
var cloud_devops_default = [
  { id: "amazon-web-services", name: "Amazon Web Services", category: "cloud-devops", kind: "hard", aliases: ["AWS", "Amazon AWS"] },
  { id: "microsoft-azure", name: "Microsoft Azure", category: "cloud-devops", kind: "hard", aliases: ["Azure"] },
  { id: "google-cloud-platform", name: "Google Cloud Platform", category: "cloud-devops", kind: "hard", aliases: ["GCP", "Google Cloud"] },
  { id: "oracle-cloud", name: "Oracle Cloud", category: "cloud-devops", kind: "hard", aliases: ["OCI", "Oracle Cloud Infrastructure"] },
  { id: "ibm-cloud", name: "IBM Cloud", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "alibaba-cloud", name: "Alibaba Cloud", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "digitalocean", name: "DigitalOcean", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "heroku", name: "Heroku", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "vercel", name: "Vercel", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "netlify", name: "Netlify", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "cloudflare", name: "Cloudflare", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "cloud-computing", name: "Cloud Computing", category: "cloud-devops", kind: "hard", aliases: ["Cloud", "informatique en nuage", "computaci\xF3n en la nube"], ambiguous: ["Cloud"] },
  { id: "cloud-architecture", name: "Cloud Architecture", category: "cloud-devops", kind: "hard", aliases: ["Cloud-Architektur", "architecture cloud", "arquitectura cloud"] },
  { id: "cloud-migration", name: "Cloud Migration", category: "cloud-devops", kind: "hard", aliases: ["migration vers le cloud", "migraci\xF3n a la nube"] },
  { id: "multi-cloud", name: "Multi-cloud", category: "cloud-devops", kind: "hard", aliases: ["Hybrid cloud"] },
  { id: "serverless", name: "Serverless", category: "cloud-devops", kind: "hard", aliases: ["Serverless architecture"] },
  { id: "aws-lambda", name: "AWS Lambda", category: "cloud-devops", kind: "hard", aliases: ["Lambda"], matchCase: ["Lambda"] },
  { id: "amazon-ec2", name: "Amazon EC2", category: "cloud-devops", kind: "hard", aliases: ["EC2"] },
  { id: "amazon-s3", name: "Amazon S3", category: "cloud-devops", kind: "hard", aliases: ["S3"] },
  { id: "amazon-ecs", name: "Amazon ECS", category: "cloud-devops", kind: "hard", aliases: ["ECS", "Fargate"] },
  { id: "amazon-eks", name: "Amazon EKS", category: "cloud-devops", kind: "hard", aliases: ["EKS"] },
  { id: "amazon-rds", name: "Amazon RDS", category: "cloud-devops", kind: "hard", aliases: ["RDS", "Aurora"], matchCase: ["Aurora"], ambiguous: ["Aurora"] },
  { id: "amazon-cloudfront", name: "Amazon CloudFront", category: "cloud-devops", kind: "hard", aliases: ["CloudFront"] },
  { id: "aws-cloudformation", name: "AWS CloudFormation", category: "cloud-devops", kind: "hard", aliases: ["CloudFormation"] },
  { id: "aws-iam", name: "AWS IAM", category: "cloud-devops", kind: "hard", aliases: ["IAM policies"] },
  { id: "amazon-sqs", name: "Amazon SQS", category: "cloud-devops", kind: "hard", aliases: ["SQS", "SNS"] },
  { id: "azure-devops", name: "Azure DevOps", category: "cloud-devops", kind: "hard", aliases: ["Azure DevOps Services", "VSTS", "TFS"] },
  { id: "azure-functions", name: "Azure Functions", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "azure-kubernetes-service", name: "Azure Kubernetes Service", category: "cloud-devops", kind: "hard", aliases: ["AKS"] },
  { id: "azure-active-directory", name: "Azure Active Directory", category: "cloud-devops", kind: "hard", aliases: ["Entra ID", "Microsoft Entra ID", "Azure AD"] },
  { id: "azure-data-factory", name: "Azure Data Factory", category: "cloud-devops", kind: "hard", aliases: ["ADF"] },
  { id: "google-kubernetes-engine", name: "Google Kubernetes Engine", category: "cloud-devops", kind: "hard", aliases: ["GKE"] },
  { id: "google-cloud-functions", name: "Google Cloud Functions", category: "cloud-devops", kind: "hard", aliases: ["Cloud Run"] },
  { id: "docker", name: "Docker", category: "cloud-devops", kind: "hard", aliases: ["Docker Compose"] },
  { id: "kubernetes", name: "Kubernetes", category: "cloud-devops", kind: "hard", aliases: ["K8s"], related: ["docker"] },
  { id: "helm", name: "Helm", category: "cloud-devops", kind: "hard", aliases: [], related: ["kubernetes"], matchCase: true },
  { id: "openshift", name: "OpenShift", category: "cloud-devops", kind: "hard", aliases: ["Red Hat OpenShift"] },
  { id: "podman", name: "Podman", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "containerization", name: "Containerization", category: "cloud-devops", kind: "hard", aliases: ["Containers", "Container", "Containerisierung", "conteneurisation", "contenedores"], ambiguous: ["Containers", "Container"] },
  { id: "terraform", name: "Terraform", category: "cloud-devops", kind: "hard", aliases: ["HashiCorp Terraform"], related: ["infrastructure-as-code"] },
  { id: "pulumi", name: "Pulumi", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "ansible", name: "Ansible", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "chef", name: "Chef", category: "cloud-devops", kind: "hard", aliases: [], matchCase: true, ambiguous: true },
  { id: "puppet", name: "Puppet", category: "cloud-devops", kind: "hard", aliases: [], matchCase: true },
  { id: "vagrant", name: "Vagrant", category: "cloud-devops", kind: "hard", aliases: [], matchCase: true },
  { id: "packer", name: "Packer", category: "cloud-devops", kind: "hard", aliases: [], matchCase: true },
  { id: "infrastructure-as-code", name: "Infrastructure as Code", category: "cloud-devops", kind: "hard", aliases: ["IaC"] },
  { id: "ci-cd", name: "CI/CD", category: "cloud-devops", kind: "hard", aliases: ["Continuous integration", "Continuous delivery", "Continuous deployment", "CI", "CD pipelines", "CI/CD pipelines"], matchCase: ["CI"], ambiguous: ["CI"] },
  { id: "jenkins", name: "Jenkins", category: "cloud-devops", kind: "hard", aliases: [], matchCase: true },
  { id: "github-actions", name: "GitHub Actions", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "gitlab-ci", name: "GitLab CI", category: "cloud-devops", kind: "hard", aliases: ["GitLab CI/CD"] },
  { id: "circleci", name: "CircleCI", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "travis-ci", name: "Travis CI", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "teamcity", name: "TeamCity", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "bamboo", name: "Bamboo", category: "cloud-devops", kind: "hard", aliases: [], matchCase: true, ambiguous: true },
  { id: "argo-cd", name: "Argo CD", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "flux-cd", name: "Flux CD", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "gitops", name: "GitOps", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "devops", name: "DevOps", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "devsecops", name: "DevSecOps", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "site-reliability-engineering", name: "Site Reliability Engineering", category: "cloud-devops", kind: "hard", aliases: ["SRE"] },
  { id: "platform-engineering", name: "Platform Engineering", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "release-management", name: "Release Management", category: "cloud-devops", kind: "hard", aliases: ["gestion des mises en production", "gesti\xF3n de releases"] },
  { id: "configuration-management", name: "Configuration Management", category: "cloud-devops", kind: "hard", aliases: ["Konfigurationsmanagement", "gestion de configuration"] },
  { id: "monitoring", name: "Monitoring", category: "cloud-devops", kind: "hard", aliases: ["Observability", "\xDCberwachung", "monitorizaci\xF3n", "monitoraggio"], ambiguous: ["Monitoring"] },
  { id: "prometheus", name: "Prometheus", category: "cloud-devops", kind: "hard", aliases: [], matchCase: true },
  { id: "grafana", name: "Grafana", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "datadog", name: "Datadog", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "new-relic", name: "New Relic", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "splunk", name: "Splunk", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "dynatrace", name: "Dynatrace", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "elk-stack", name: "ELK Stack", category: "cloud-devops", kind: "hard", aliases: ["Logstash", "Kibana"] },
  { id: "opentelemetry", name: "OpenTelemetry", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "nagios", name: "Nagios", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "zabbix", name: "Zabbix", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "pagerduty", name: "PagerDuty", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "incident-management", name: "Incident Management", category: "cloud-devops", kind: "hard", aliases: ["gestion des incidents", "gesti\xF3n de incidentes", "gestione degli incidenti"] },
  { id: "linux-administration", name: "Linux Administration", category: "cloud-devops", kind: "hard", aliases: ["Linux system administration"] },
  { id: "system-administration", name: "System Administration", category: "cloud-devops", kind: "hard", aliases: ["Sysadmin", "administration syst\xE8me", "administraci\xF3n de sistemas", "amministrazione di sistema", "systeembeheer"] },
  { id: "windows-administration", name: "Windows Administration", category: "cloud-devops", kind: "hard", aliases: ["Windows Server administration"] },
  { id: "active-directory", name: "Active Directory", category: "cloud-devops", kind: "hard", aliases: ["AD"], matchCase: ["AD"], ambiguous: ["AD"] },
  { id: "computer-networking", name: "Computer Networking", category: "cloud-devops", kind: "hard", aliases: ["Computer networks", "Netzwerktechnik", "r\xE9seaux informatiques", "redes inform\xE1ticas", "reti informatiche", "netwerkbeheer"] },
  { id: "tcp-ip", name: "TCP/IP", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "dns", name: "DNS", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "load-balancing", name: "Load Balancing", category: "cloud-devops", kind: "hard", aliases: ["Lastverteilung"] },
  { id: "nginx", name: "Nginx", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "apache-http-server", name: "Apache HTTP Server", category: "cloud-devops", kind: "hard", aliases: ["Apache httpd"] },
  { id: "haproxy", name: "HAProxy", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "virtualization", name: "Virtualization", category: "cloud-devops", kind: "hard", aliases: ["Virtualisierung", "virtualisation", "virtualizaci\xF3n", "virtualizzazione"] },
  { id: "vmware", name: "VMware", category: "cloud-devops", kind: "hard", aliases: ["vSphere", "ESXi"] },
  { id: "hyper-v", name: "Hyper-V", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "proxmox", name: "Proxmox", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "citrix", name: "Citrix", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "it-infrastructure", name: "IT Infrastructure", category: "cloud-devops", kind: "hard", aliases: ["IT-Infrastruktur", "infrastructure informatique", "infraestructura TI", "infrastruttura IT"] },
  { id: "network-administration", name: "Network Administration", category: "cloud-devops", kind: "hard", aliases: ["Netzwerkadministration", "administration r\xE9seau"] },
  { id: "cisco", name: "Cisco", category: "cloud-devops", kind: "hard", aliases: ["Cisco IOS"] },
  { id: "routing-and-switching", name: "Routing and Switching", category: "cloud-devops", kind: "hard", aliases: ["Routing", "Switching"], ambiguous: ["Routing", "Switching"] },
  { id: "vpn", name: "VPN", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "sd-wan", name: "SD-WAN", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "storage", name: "Storage", category: "cloud-devops", kind: "hard", aliases: ["SAN", "NAS", "Storage-Management"], matchCase: ["SAN"], ambiguous: ["Storage", "SAN"] },
  { id: "backup-and-recovery", name: "Backup and Recovery", category: "cloud-devops", kind: "hard", aliases: ["Backup", "Disaster recovery", "Datensicherung", "sauvegarde", "copias de seguridad"] },
  { id: "high-availability", name: "High Availability", category: "cloud-devops", kind: "hard", aliases: ["Hochverf\xFCgbarkeit", "haute disponibilit\xE9", "alta disponibilidad"] },
  { id: "scalability", name: "Scalability", category: "cloud-devops", kind: "hard", aliases: ["Skalierbarkeit"] },
  { id: "performance-tuning", name: "Performance Tuning", category: "cloud-devops", kind: "hard", aliases: ["Performance optimization", "Performanceoptimierung"] },
  { id: "it-service-management", name: "IT Service Management", category: "cloud-devops", kind: "hard", aliases: ["ITSM"] },
  { id: "itil", name: "ITIL", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "servicenow", name: "ServiceNow", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "technical-support", name: "Technical Support", category: "cloud-devops", kind: "hard", aliases: ["IT support", "Helpdesk", "Service desk", "support informatique", "soporte t\xE9cnico", "supporto tecnico"] },
  { id: "desktop-support", name: "Desktop Support", category: "cloud-devops", kind: "hard", aliases: ["Client management", "1st level support", "2nd level support", "First-level support"] },
  { id: "microsoft-365-administration", name: "Microsoft 365 Administration", category: "cloud-devops", kind: "hard", aliases: ["Office 365 administration", "M365 administration"] },
  { id: "intune", name: "Intune", category: "cloud-devops", kind: "hard", aliases: ["Microsoft Intune"] },
  { id: "sccm", name: "SCCM", category: "cloud-devops", kind: "hard", aliases: ["MECM", "Endpoint Configuration Manager"] },
  { id: "jamf", name: "Jamf", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "edge-computing", name: "Edge Computing", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "internet-of-things", name: "Internet of Things", category: "cloud-devops", kind: "hard", aliases: ["IoT", "Internet der Dinge", "Internet des objets", "Internet de las cosas"] },
  { id: "mqtt", name: "MQTT", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "finops", name: "FinOps", category: "cloud-devops", kind: "hard", aliases: ["Cloud cost optimization"] },
  { id: "vault", name: "Vault", category: "cloud-devops", kind: "hard", aliases: ["HashiCorp Vault"], matchCase: ["Vault"], ambiguous: ["Vault"] },
  { id: "consul", name: "Consul", category: "cloud-devops", kind: "hard", aliases: [], matchCase: true, ambiguous: true },
  { id: "istio", name: "Istio", category: "cloud-devops", kind: "hard", aliases: ["Service mesh"] },
  { id: "nomad", name: "Nomad", category: "cloud-devops", kind: "hard", aliases: [], matchCase: true, ambiguous: true },
  { id: "capacity-planning", name: "Capacity Planning", category: "cloud-devops", kind: "hard", aliases: ["Kapazit\xE4tsplanung", "planification de la capacit\xE9"] },
  { id: "chaos-engineering", name: "Chaos Engineering", category: "cloud-devops", kind: "hard", aliases: [] },
  { id: "postfix", name: "Postfix", category: "cloud-devops", kind: "hard", aliases: ["Mail server administration"] }
];

// src/engine/taxonomy/data/data.json
var data_default = [
  { id: "sql", name: "SQL", category: "data", kind: "hard", aliases: ["Structured Query Language"] },
  { id: "r", name: "R", category: "data", kind: "hard", aliases: ["R programming", "R language", "RStudio"], matchCase: ["R"], ambiguous: ["R"] },
  { id: "pandas", name: "Pandas", category: "data", kind: "hard", aliases: [], related: ["python"] },
  { id: "numpy", name: "NumPy", category: "data", kind: "hard", aliases: [], related: ["python"] },
  { id: "scipy", name: "SciPy", category: "data", kind: "hard", aliases: [] },
  { id: "scikit-learn", name: "scikit-learn", category: "data", kind: "hard", aliases: ["sklearn", "scikit"], related: ["machine-learning", "python"] },
  { id: "tensorflow", name: "TensorFlow", category: "data", kind: "hard", aliases: ["TF", "Tensorflow 2"], related: ["deep-learning"], matchCase: ["TF"], ambiguous: ["TF"] },
  { id: "keras", name: "Keras", category: "data", kind: "hard", aliases: [], related: ["deep-learning"] },
  { id: "pytorch", name: "PyTorch", category: "data", kind: "hard", aliases: ["Torch"], related: ["deep-learning"], matchCase: ["Torch"] },
  { id: "xgboost", name: "XGBoost", category: "data", kind: "hard", aliases: [] },
  { id: "lightgbm", name: "LightGBM", category: "data", kind: "hard", aliases: [] },
  { id: "hugging-face", name: "Hugging Face", category: "data", kind: "hard", aliases: ["Transformers"], matchCase: ["Transformers"] },
  { id: "spacy", name: "spaCy", category: "data", kind: "hard", aliases: [] },
  { id: "nltk", name: "NLTK", category: "data", kind: "hard", aliases: [] },
  { id: "opencv", name: "OpenCV", category: "data", kind: "hard", aliases: [] },
  { id: "matplotlib", name: "Matplotlib", category: "data", kind: "hard", aliases: [] },
  { id: "seaborn", name: "Seaborn", category: "data", kind: "hard", aliases: [] },
  { id: "plotly", name: "Plotly", category: "data", kind: "hard", aliases: [] },
  { id: "ggplot2", name: "ggplot2", category: "data", kind: "hard", aliases: [] },
  { id: "shiny", name: "Shiny", category: "data", kind: "hard", aliases: ["R Shiny"], matchCase: ["Shiny"] },
  { id: "tidyverse", name: "tidyverse", category: "data", kind: "hard", aliases: ["dplyr"] },
  { id: "jupyter", name: "Jupyter", category: "data", kind: "hard", aliases: ["Jupyter Notebook", "JupyterLab"] },
  { id: "matlab", name: "MATLAB", category: "data", kind: "hard", aliases: [] },
  { id: "sas", name: "SAS", category: "data", kind: "hard", aliases: [] },
  { id: "spss", name: "SPSS", category: "data", kind: "hard", aliases: ["IBM SPSS"] },
  { id: "stata", name: "Stata", category: "data", kind: "hard", aliases: [] },
  { id: "apache-spark", name: "Apache Spark", category: "data", kind: "hard", aliases: ["Spark", "PySpark"], related: ["big-data"], matchCase: ["Spark"] },
  { id: "hadoop", name: "Hadoop", category: "data", kind: "hard", aliases: ["Apache Hadoop", "HDFS"] },
  { id: "hive", name: "Hive", category: "data", kind: "hard", aliases: ["Apache Hive"], matchCase: ["Hive"] },
  { id: "kafka", name: "Kafka", category: "data", kind: "hard", aliases: ["Apache Kafka"] },
  { id: "apache-flink", name: "Apache Flink", category: "data", kind: "hard", aliases: ["Flink"] },
  { id: "apache-airflow", name: "Apache Airflow", category: "data", kind: "hard", aliases: ["Airflow"] },
  { id: "dbt", name: "dbt", category: "data", kind: "hard", aliases: ["data build tool"] },
  { id: "snowflake", name: "Snowflake", category: "data", kind: "hard", aliases: [], matchCase: true },
  { id: "databricks", name: "Databricks", category: "data", kind: "hard", aliases: [] },
  { id: "bigquery", name: "BigQuery", category: "data", kind: "hard", aliases: ["Google BigQuery"] },
  { id: "amazon-redshift", name: "Amazon Redshift", category: "data", kind: "hard", aliases: ["Redshift"] },
  { id: "azure-synapse", name: "Azure Synapse", category: "data", kind: "hard", aliases: ["Synapse Analytics"] },
  { id: "microsoft-fabric", name: "Microsoft Fabric", category: "data", kind: "hard", aliases: [] },
  { id: "postgresql", name: "PostgreSQL", category: "data", kind: "hard", aliases: ["Postgres", "psql"] },
  { id: "mysql", name: "MySQL", category: "data", kind: "hard", aliases: [] },
  { id: "mariadb", name: "MariaDB", category: "data", kind: "hard", aliases: [] },
  { id: "sqlite", name: "SQLite", category: "data", kind: "hard", aliases: [] },
  { id: "microsoft-sql-server", name: "Microsoft SQL Server", category: "data", kind: "hard", aliases: ["SQL Server", "MSSQL", "T-SQL"] },
  { id: "oracle-database", name: "Oracle Database", category: "data", kind: "hard", aliases: ["Oracle DB", "Oracle SQL", "PL/SQL"] },
  { id: "mongodb", name: "MongoDB", category: "data", kind: "hard", aliases: ["Mongo"] },
  { id: "redis", name: "Redis", category: "data", kind: "hard", aliases: [], matchCase: true },
  { id: "cassandra", name: "Cassandra", category: "data", kind: "hard", aliases: ["Apache Cassandra"] },
  { id: "elasticsearch", name: "Elasticsearch", category: "data", kind: "hard", aliases: ["OpenSearch"] },
  { id: "neo4j", name: "Neo4j", category: "data", kind: "hard", aliases: [] },
  { id: "dynamodb", name: "DynamoDB", category: "data", kind: "hard", aliases: ["Amazon DynamoDB"] },
  { id: "firebase", name: "Firebase", category: "data", kind: "hard", aliases: ["Firestore"] },
  { id: "supabase", name: "Supabase", category: "data", kind: "hard", aliases: [] },
  { id: "nosql", name: "NoSQL", category: "data", kind: "hard", aliases: [] },
  { id: "databases", name: "Databases", category: "data", kind: "hard", aliases: ["Database management", "Datenbanken", "bases de donn\xE9es", "bases de datos", "database", "databases beheer"] },
  { id: "database-design", name: "Database Design", category: "data", kind: "hard", aliases: ["Data modelling", "Data modeling", "Datenmodellierung", "mod\xE9lisation des donn\xE9es", "modelado de datos", "modellazione dei dati", "datamodellering"] },
  { id: "data-warehousing", name: "Data Warehousing", category: "data", kind: "hard", aliases: ["Data warehouse", "DWH", "entrep\xF4t de donn\xE9es", "almac\xE9n de datos"] },
  { id: "data-lake", name: "Data Lake", category: "data", kind: "hard", aliases: ["Data lakehouse", "Lakehouse"] },
  { id: "etl", name: "ETL", category: "data", kind: "hard", aliases: ["ELT", "ETL pipelines", "ETL processes", "ETL-Prozesse"] },
  { id: "data-engineering", name: "Data Engineering", category: "data", kind: "hard", aliases: ["ing\xE9nierie des donn\xE9es", "ingenier\xEDa de datos"] },
  { id: "data-pipelines", name: "Data Pipelines", category: "data", kind: "hard", aliases: ["Datenpipelines", "pipelines de donn\xE9es"] },
  { id: "data-analysis", name: "Data Analysis", category: "data", kind: "hard", aliases: ["Data analytics", "Datenanalyse", "analyse de donn\xE9es", "analyse des donn\xE9es", "an\xE1lisis de datos", "analisi dei dati", "data-analyse"] },
  { id: "data-science", name: "Data Science", category: "data", kind: "hard", aliases: ["Datenwissenschaft", "science des donn\xE9es", "ciencia de datos", "scienza dei dati"] },
  { id: "machine-learning", name: "Machine Learning", category: "data", kind: "hard", aliases: ["ML", "maschinelles Lernen", "apprentissage automatique", "aprendizaje autom\xE1tico", "apprendimento automatico"], matchCase: ["ML"] },
  { id: "deep-learning", name: "Deep Learning", category: "data", kind: "hard", aliases: ["apprentissage profond", "aprendizaje profundo"] },
  { id: "artificial-intelligence", name: "Artificial Intelligence", category: "data", kind: "hard", aliases: ["AI", "KI", "k\xFCnstliche Intelligenz", "intelligence artificielle", "IA", "inteligencia artificial", "intelligenza artificiale", "kunstmatige intelligentie"], matchCase: ["AI", "KI", "IA"] },
  { id: "natural-language-processing", name: "Natural Language Processing", category: "data", kind: "hard", aliases: ["NLP", "traitement du langage naturel", "procesamiento del lenguaje natural"] },
  { id: "computer-vision", name: "Computer Vision", category: "data", kind: "hard", aliases: ["Bildverarbeitung", "vision par ordinateur", "visi\xF3n artificial", "visione artificiale"] },
  { id: "generative-ai", name: "Generative AI", category: "data", kind: "hard", aliases: ["GenAI", "generative KI", "IA g\xE9n\xE9rative", "IA generativa"] },
  { id: "large-language-models", name: "Large Language Models", category: "data", kind: "hard", aliases: ["LLM", "LLMs"] },
  { id: "prompt-engineering", name: "Prompt Engineering", category: "data", kind: "hard", aliases: [] },
  { id: "retrieval-augmented-generation", name: "Retrieval-augmented Generation", category: "data", kind: "hard", aliases: ["RAG"] },
  { id: "mlops", name: "MLOps", category: "data", kind: "hard", aliases: [] },
  { id: "feature-engineering", name: "Feature Engineering", category: "data", kind: "hard", aliases: [] },
  { id: "predictive-modelling", name: "Predictive Modelling", category: "data", kind: "hard", aliases: ["Predictive modeling", "Predictive analytics", "pr\xE4diktive Modellierung", "mod\xE9lisation pr\xE9dictive", "modelos predictivos", "modelli predittivi"] },
  { id: "statistical-modelling", name: "Statistical Modelling", category: "data", kind: "hard", aliases: ["Statistical modeling", "statistische Modellierung", "mod\xE9lisation statistique", "modelado estad\xEDstico"] },
  { id: "statistics", name: "Statistics", category: "data", kind: "hard", aliases: ["Statistik", "statistiques", "estad\xEDstica", "statistica", "statistiek"], ambiguous: ["Statistics", "Statistik"] },
  { id: "bayesian-statistics", name: "Bayesian Statistics", category: "data", kind: "hard", aliases: ["Bayesian inference", "Bayes-Statistik", "statistiques bay\xE9siennes", "estad\xEDstica bayesiana", "statistica bayesiana", "bayesiaanse statistiek"] },
  { id: "regression-analysis", name: "Regression Analysis", category: "data", kind: "hard", aliases: ["Regression", "Regressionsanalyse", "analyse de r\xE9gression", "an\xE1lisis de regresi\xF3n", "analisi di regressione"], ambiguous: ["Regression"] },
  { id: "time-series-analysis", name: "Time Series Analysis", category: "data", kind: "hard", aliases: ["Time series forecasting", "Zeitreihenanalyse", "s\xE9ries temporelles", "series temporales", "serie storiche"] },
  { id: "forecasting", name: "Forecasting", category: "data", kind: "hard", aliases: ["Prognose", "Prognosen", "pr\xE9visions", "previsi\xF3n", "previsioni"], ambiguous: ["Forecasting", "Prognose", "Prognosen"] },
  { id: "a-b-testing", name: "A/B Testing", category: "data", kind: "hard", aliases: ["Split testing", "tests A/B", "test A/B"] },
  { id: "experimental-design", name: "Experimental Design", category: "data", kind: "hard", aliases: ["Design of experiments", "DoE", "Versuchsplanung", "plans d'exp\xE9riences"] },
  { id: "hypothesis-testing", name: "Hypothesis Testing", category: "data", kind: "hard", aliases: ["Hypothesentests"] },
  { id: "multivariate-analysis", name: "Multivariate Analysis", category: "data", kind: "hard", aliases: ["multivariate Analyse", "analyse multivari\xE9e"] },
  { id: "clustering", name: "Clustering", category: "data", kind: "hard", aliases: ["Cluster analysis", "Clusteranalyse"] },
  { id: "classification", name: "Classification", category: "data", kind: "hard", aliases: ["Klassifikation"], ambiguous: ["Classification"] },
  { id: "reinforcement-learning", name: "Reinforcement Learning", category: "data", kind: "hard", aliases: [] },
  { id: "recommender-systems", name: "Recommender Systems", category: "data", kind: "hard", aliases: ["Recommendation systems"] },
  { id: "anomaly-detection", name: "Anomaly Detection", category: "data", kind: "hard", aliases: [] },
  { id: "optimization", name: "Optimization", category: "data", kind: "hard", aliases: ["Mathematical optimization", "Operations research", "Optimierung", "optimisation", "optimizaci\xF3n", "ottimizzazione"], ambiguous: ["Optimization", "Optimierung", "optimisation", "optimizaci\xF3n", "ottimizzazione"] },
  { id: "econometrics", name: "Econometrics", category: "data", kind: "hard", aliases: ["\xD6konometrie", "\xE9conom\xE9trie", "econometr\xEDa"] },
  { id: "actuarial-science", name: "Actuarial Science", category: "data", kind: "hard", aliases: ["Aktuarwissenschaft", "actuariat", "ciencias actuariales", "scienze attuariali"] },
  { id: "insurance-pricing", name: "Insurance Pricing", category: "data", kind: "hard", aliases: ["Tarification assurance", "tarification", "Versicherungstarifierung", "tarificaci\xF3n de seguros", "tariffazione assicurativa"] },
  { id: "risk-modelling", name: "Risk Modelling", category: "data", kind: "hard", aliases: ["Risk modeling", "Risikomodellierung", "mod\xE9lisation des risques"] },
  { id: "credit-scoring", name: "Credit Scoring", category: "data", kind: "hard", aliases: ["Credit risk modelling"] },
  { id: "data-visualization", name: "Data Visualization", category: "data", kind: "hard", aliases: ["Data visualisation", "Datenvisualisierung", "visualisation de donn\xE9es", "visualizaci\xF3n de datos", "visualizzazione dei dati", "datavisualisatie"] },
  { id: "data-storytelling", name: "Data Storytelling", category: "data", kind: "hard", aliases: [] },
  { id: "business-intelligence", name: "Business Intelligence", category: "data", kind: "hard", aliases: ["BI"], matchCase: ["BI"] },
  { id: "reporting", name: "Reporting", category: "data", kind: "hard", aliases: ["Berichtswesen", "informes", "rapportage", "reportistica"], ambiguous: ["Reporting"] },
  { id: "dashboards", name: "Dashboards", category: "data", kind: "hard", aliases: ["Dashboard design", "Dashboarding", "tableaux de bord", "cuadros de mando"], ambiguous: ["Dashboards"] },
  { id: "kpi-tracking", name: "KPI Tracking", category: "data", kind: "hard", aliases: ["KPIs", "KPI reporting", "suivi des KPI", "seguimiento de KPI"] },
  { id: "tableau", name: "Tableau", category: "data", kind: "hard", aliases: [], related: ["data-visualization"], matchCase: true, ambiguous: true },
  { id: "power-bi", name: "Power BI", category: "data", kind: "hard", aliases: ["Microsoft Power BI", "Power BI Desktop"], related: ["data-visualization", "dax"] },
  { id: "qlik", name: "Qlik", category: "data", kind: "hard", aliases: ["QlikView", "Qlik Sense"] },
  { id: "looker", name: "Looker", category: "data", kind: "hard", aliases: ["Looker Studio", "Google Data Studio", "Data Studio"], matchCase: ["Looker"] },
  { id: "metabase", name: "Metabase", category: "data", kind: "hard", aliases: [] },
  { id: "alteryx", name: "Alteryx", category: "data", kind: "hard", aliases: [] },
  { id: "knime", name: "KNIME", category: "data", kind: "hard", aliases: [] },
  { id: "rapidminer", name: "RapidMiner", category: "data", kind: "hard", aliases: [] },
  { id: "dax", name: "DAX", category: "data", kind: "hard", aliases: [], matchCase: true, ambiguous: true },
  { id: "power-query", name: "Power Query", category: "data", kind: "hard", aliases: ["M language"] },
  { id: "ssis", name: "SSIS", category: "data", kind: "hard", aliases: ["SQL Server Integration Services"] },
  { id: "ssrs", name: "SSRS", category: "data", kind: "hard", aliases: ["SQL Server Reporting Services"] },
  { id: "ssas", name: "SSAS", category: "data", kind: "hard", aliases: [] },
  { id: "informatica", name: "Informatica", category: "data", kind: "hard", aliases: [] },
  { id: "talend", name: "Talend", category: "data", kind: "hard", aliases: [] },
  { id: "sap-bw", name: "SAP BW", category: "data", kind: "hard", aliases: ["SAP BW/4HANA"] },
  { id: "sap-analytics-cloud", name: "SAP Analytics Cloud", category: "data", kind: "hard", aliases: [] },
  { id: "data-governance", name: "Data Governance", category: "data", kind: "hard", aliases: ["gouvernance des donn\xE9es", "gobierno de datos", "governance dei dati"] },
  { id: "data-quality", name: "Data Quality", category: "data", kind: "hard", aliases: ["Datenqualit\xE4t", "qualit\xE9 des donn\xE9es", "calidad de datos", "qualit\xE0 dei dati", "datakwaliteit"] },
  { id: "master-data-management", name: "Master Data Management", category: "data", kind: "hard", aliases: ["MDM", "Stammdatenmanagement", "Stammdatenpflege", "gestion des donn\xE9es de r\xE9f\xE9rence", "gesti\xF3n de datos maestros"] },
  { id: "data-management", name: "Data Management", category: "data", kind: "hard", aliases: ["Datenmanagement", "gestion des donn\xE9es", "gesti\xF3n de datos", "gestione dei dati", "databeheer"] },
  { id: "data-mining", name: "Data Mining", category: "data", kind: "hard", aliases: ["exploration de donn\xE9es", "miner\xEDa de datos"] },
  { id: "big-data", name: "Big Data", category: "data", kind: "hard", aliases: [] },
  { id: "web-scraping", name: "Web Scraping", category: "data", kind: "hard", aliases: ["Scraping"] },
  { id: "data-cleaning", name: "Data Cleaning", category: "data", kind: "hard", aliases: ["Data wrangling", "Datenbereinigung", "nettoyage des donn\xE9es", "limpieza de datos"] },
  { id: "quantitative-analysis", name: "Quantitative Analysis", category: "data", kind: "hard", aliases: ["Quantitative research", "quantitative Analyse", "analyse quantitative", "an\xE1lisis cuantitativo", "analisi quantitativa"] },
  { id: "qualitative-analysis", name: "Qualitative Analysis", category: "data", kind: "hard", aliases: ["qualitative Analyse", "analyse qualitative", "an\xE1lisis cualitativo"] },
  { id: "survey-analysis", name: "Survey Analysis", category: "data", kind: "hard", aliases: ["Umfrageanalyse"] },
  { id: "geospatial-analysis", name: "Geospatial Analysis", category: "data", kind: "hard", aliases: ["GIS", "Geographic information systems", "ArcGIS", "QGIS", "Geoinformationssysteme", "SIG", "syst\xE8me d'information g\xE9ographique"] },
  { id: "excel-modelling", name: "Excel Modelling", category: "data", kind: "hard", aliases: ["Spreadsheet modelling"] },
  { id: "google-sheets", name: "Google Sheets", category: "data", kind: "hard", aliases: [] },
  { id: "data-annotation", name: "Data Annotation", category: "data", kind: "hard", aliases: ["Data labeling"] },
  { id: "data-privacy-engineering", name: "Data Privacy Engineering", category: "data", kind: "hard", aliases: ["Anonymisation", "Pseudonymisation"] },
  { id: "vector-databases", name: "Vector Databases", category: "data", kind: "hard", aliases: ["Pinecone", "pgvector"] },
  { id: "langchain", name: "LangChain", category: "data", kind: "hard", aliases: [] },
  { id: "openai-api", name: "OpenAI API", category: "data", kind: "hard", aliases: ["ChatGPT API"] },
  { id: "causal-inference", name: "Causal Inference", category: "data", kind: "hard", aliases: [] },
  { id: "survival-analysis", name: "Survival Analysis", category: "data", kind: "hard", aliases: [] },
  { id: "monte-carlo-simulation", name: "Monte Carlo Simulation", category: "data", kind: "hard", aliases: ["Monte Carlo"] },
  { id: "simulation-modelling", name: "Simulation Modelling", category: "data", kind: "hard", aliases: ["Simulation", "Simulationen"], ambiguous: ["Simulation"] },
  { id: "linear-programming", name: "Linear Programming", category: "data", kind: "hard", aliases: ["lineare Optimierung"] },
  { id: "sentiment-analysis", name: "Sentiment Analysis", category: "data", kind: "hard", aliases: [] },
  { id: "text-mining", name: "Text Mining", category: "data", kind: "hard", aliases: ["Textanalyse"] },
  { id: "speech-recognition", name: "Speech Recognition", category: "data", kind: "hard", aliases: [] },
  { id: "stream-processing", name: "Stream Processing", category: "data", kind: "hard", aliases: ["Real-time data processing"] },
  { id: "data-migration", name: "Data Migration", category: "data", kind: "hard", aliases: ["Datenmigration", "migration de donn\xE9es", "migraci\xF3n de datos"] },
  { id: "data-architecture", name: "Data Architecture", category: "data", kind: "hard", aliases: ["Datenarchitektur", "architecture de donn\xE9es"] },
  { id: "analytics-engineering", name: "Analytics Engineering", category: "data", kind: "hard", aliases: [] },
  { id: "web-analytics", name: "Web Analytics", category: "data", kind: "hard", aliases: ["Webanalyse", "analyse web", "anal\xEDtica web"] }
];

// src/engine/taxonomy/data/design-creative.json
var design_creative_default = [
  { id: "figma", name: "Figma", category: "design-creative", kind: "hard", aliases: [] },
  { id: "sketch", name: "Sketch", category: "design-creative", kind: "hard", aliases: [], matchCase: true, ambiguous: true },
  { id: "adobe-xd", name: "Adobe XD", category: "design-creative", kind: "hard", aliases: ["XD"] },
  { id: "invision", name: "InVision", category: "design-creative", kind: "hard", aliases: [] },
  { id: "framer", name: "Framer", category: "design-creative", kind: "hard", aliases: [], matchCase: true },
  { id: "axure", name: "Axure", category: "design-creative", kind: "hard", aliases: ["Axure RP"] },
  { id: "balsamiq", name: "Balsamiq", category: "design-creative", kind: "hard", aliases: [] },
  { id: "miro", name: "Miro", category: "design-creative", kind: "hard", aliases: [], matchCase: true },
  { id: "mural", name: "Mural", category: "design-creative", kind: "hard", aliases: [], matchCase: true, ambiguous: true },
  { id: "adobe-photoshop", name: "Adobe Photoshop", category: "design-creative", kind: "hard", aliases: ["Photoshop"] },
  { id: "adobe-illustrator", name: "Adobe Illustrator", category: "design-creative", kind: "hard", aliases: ["Illustrator"] },
  { id: "adobe-indesign", name: "Adobe InDesign", category: "design-creative", kind: "hard", aliases: ["InDesign"] },
  { id: "adobe-after-effects", name: "Adobe After Effects", category: "design-creative", kind: "hard", aliases: ["After Effects"] },
  { id: "adobe-premiere-pro", name: "Adobe Premiere Pro", category: "design-creative", kind: "hard", aliases: ["Premiere Pro", "Premiere"], matchCase: ["Premiere"], ambiguous: ["Premiere"] },
  { id: "adobe-lightroom", name: "Adobe Lightroom", category: "design-creative", kind: "hard", aliases: ["Lightroom"] },
  { id: "adobe-creative-suite", name: "Adobe Creative Suite", category: "design-creative", kind: "hard", aliases: ["Adobe Creative Cloud", "Creative Cloud", "Creative Suite", "Adobe CC"] },
  { id: "adobe-acrobat", name: "Adobe Acrobat", category: "design-creative", kind: "hard", aliases: ["Acrobat", "Acrobat Pro"], matchCase: ["Acrobat"] },
  { id: "adobe-audition", name: "Adobe Audition", category: "design-creative", kind: "hard", aliases: ["Audition"], matchCase: ["Audition"], ambiguous: ["Audition"] },
  { id: "adobe-animate", name: "Adobe Animate", category: "design-creative", kind: "hard", aliases: [] },
  { id: "adobe-dreamweaver", name: "Adobe Dreamweaver", category: "design-creative", kind: "hard", aliases: ["Dreamweaver"] },
  { id: "canva", name: "Canva", category: "design-creative", kind: "hard", aliases: [], matchCase: true },
  { id: "affinity-designer", name: "Affinity Designer", category: "design-creative", kind: "hard", aliases: [] },
  { id: "affinity-photo", name: "Affinity Photo", category: "design-creative", kind: "hard", aliases: [] },
  { id: "coreldraw", name: "CorelDRAW", category: "design-creative", kind: "hard", aliases: [] },
  { id: "gimp", name: "GIMP", category: "design-creative", kind: "hard", aliases: [] },
  { id: "procreate", name: "Procreate", category: "design-creative", kind: "hard", aliases: [] },
  { id: "blender", name: "Blender", category: "design-creative", kind: "hard", aliases: [] },
  { id: "cinema-4d", name: "Cinema 4D", category: "design-creative", kind: "hard", aliases: ["C4D"] },
  { id: "autodesk-maya", name: "Autodesk Maya", category: "design-creative", kind: "hard", aliases: ["Maya"], matchCase: ["Maya"], ambiguous: ["Maya"] },
  { id: "3ds-max", name: "3ds Max", category: "design-creative", kind: "hard", aliases: ["3D Studio Max"] },
  { id: "zbrush", name: "ZBrush", category: "design-creative", kind: "hard", aliases: [] },
  { id: "substance-painter", name: "Substance Painter", category: "design-creative", kind: "hard", aliases: [] },
  { id: "houdini", name: "Houdini", category: "design-creative", kind: "hard", aliases: [] },
  { id: "keyshot", name: "KeyShot", category: "design-creative", kind: "hard", aliases: [] },
  { id: "davinci-resolve", name: "DaVinci Resolve", category: "design-creative", kind: "hard", aliases: ["DaVinci"] },
  { id: "final-cut-pro", name: "Final Cut Pro", category: "design-creative", kind: "hard", aliases: ["Final Cut"] },
  { id: "avid-media-composer", name: "Avid Media Composer", category: "design-creative", kind: "hard", aliases: ["Avid"], matchCase: ["Avid"], ambiguous: ["Avid"] },
  { id: "logic-pro", name: "Logic Pro", category: "design-creative", kind: "hard", aliases: [] },
  { id: "pro-tools", name: "Pro Tools", category: "design-creative", kind: "hard", aliases: [] },
  { id: "ableton-live", name: "Ableton Live", category: "design-creative", kind: "hard", aliases: ["Ableton"] },
  { id: "quarkxpress", name: "QuarkXPress", category: "design-creative", kind: "hard", aliases: [] },
  { id: "dovetail", name: "Dovetail", category: "design-creative", kind: "hard", aliases: [] },
  { id: "maze", name: "Maze", category: "design-creative", kind: "hard", aliases: [], matchCase: true, ambiguous: true },
  { id: "hotjar", name: "Hotjar", category: "design-creative", kind: "hard", aliases: [] },
  { id: "optimal-workshop", name: "Optimal Workshop", category: "design-creative", kind: "hard", aliases: [] },
  { id: "lookback", name: "Lookback", category: "design-creative", kind: "hard", aliases: [], matchCase: true },
  { id: "zeplin", name: "Zeplin", category: "design-creative", kind: "hard", aliases: [] },
  { id: "protopie", name: "ProtoPie", category: "design-creative", kind: "hard", aliases: [] },
  { id: "webflow", name: "Webflow", category: "design-creative", kind: "hard", aliases: [] },
  { id: "ux-design", name: "UX Design", category: "design-creative", kind: "hard", aliases: ["User experience design", "UX", "conception UX", "dise\xF1o UX", "design UX"] },
  { id: "ui-design", name: "UI Design", category: "design-creative", kind: "hard", aliases: ["User interface design", "UI", "dise\xF1o de interfaces", "interfaccia utente"] },
  { id: "ux-ui-design", name: "UX/UI Design", category: "design-creative", kind: "hard", aliases: ["UI/UX design", "UX/UI", "UI/UX"] },
  { id: "product-design", name: "Product Design", category: "design-creative", kind: "hard", aliases: ["Produktdesign", "design produit", "dise\xF1o de producto", "design del prodotto"] },
  { id: "interaction-design", name: "Interaction Design", category: "design-creative", kind: "hard", aliases: ["IxD", "Interaktionsdesign", "design d'interaction"] },
  { id: "visual-design", name: "Visual Design", category: "design-creative", kind: "hard", aliases: ["visuelles Design", "design visuel", "dise\xF1o visual"] },
  { id: "graphic-design", name: "Graphic Design", category: "design-creative", kind: "hard", aliases: ["Grafikdesign", "graphisme", "design graphique", "dise\xF1o gr\xE1fico", "grafica", "grafisch ontwerp"] },
  { id: "web-design", name: "Web Design", category: "design-creative", kind: "hard", aliases: ["conception web", "dise\xF1o web"] },
  { id: "mobile-ui-design", name: "Mobile UI Design", category: "design-creative", kind: "hard", aliases: ["App design"] },
  { id: "service-design", name: "Service Design", category: "design-creative", kind: "hard", aliases: [] },
  { id: "design-thinking", name: "Design Thinking", category: "design-creative", kind: "hard", aliases: [] },
  { id: "design-systems", name: "Design Systems", category: "design-creative", kind: "hard", aliases: ["Design system", "Designsysteme", "syst\xE8me de design", "sistema de dise\xF1o"] },
  { id: "ux-research", name: "UX Research", category: "design-creative", kind: "hard", aliases: ["User research", "Nutzerforschung", "recherche utilisateur", "recherche UX", "investigaci\xF3n de usuarios", "ricerca utente", "gebruikersonderzoek"] },
  { id: "usability-testing", name: "Usability Testing", category: "design-creative", kind: "hard", aliases: ["Usability tests", "User testing", "tests utilisateurs", "tests d'utilisabilit\xE9", "pruebas de usabilidad", "test di usabilit\xE0", "gebruikerstesten"] },
  { id: "user-interviews", name: "User Interviews", category: "design-creative", kind: "hard", aliases: ["Nutzerinterviews", "entretiens utilisateurs", "entrevistas con usuarios", "interviste utenti"] },
  { id: "survey-design", name: "Survey Design", category: "design-creative", kind: "hard", aliases: ["Fragebogendesign", "conception d'enqu\xEAtes", "dise\xF1o de encuestas"] },
  { id: "journey-mapping", name: "Journey Mapping", category: "design-creative", kind: "hard", aliases: ["Customer journey mapping", "User journey mapping", "Journey maps", "cartographie du parcours client"] },
  { id: "personas", name: "Personas", category: "design-creative", kind: "hard", aliases: ["Persona development", "User personas"] },
  { id: "card-sorting", name: "Card Sorting", category: "design-creative", kind: "hard", aliases: [] },
  { id: "contextual-inquiry", name: "Contextual Inquiry", category: "design-creative", kind: "hard", aliases: [] },
  { id: "heuristic-evaluation", name: "Heuristic Evaluation", category: "design-creative", kind: "hard", aliases: ["Expert review"] },
  { id: "information-architecture", name: "Information Architecture", category: "design-creative", kind: "hard", aliases: ["Informationsarchitektur", "architecture de l'information", "arquitectura de la informaci\xF3n"] },
  { id: "wireframing", name: "Wireframing", category: "design-creative", kind: "hard", aliases: ["Wireframes", "Wireframe"] },
  { id: "prototyping", name: "Prototyping", category: "design-creative", kind: "hard", aliases: ["Rapid prototyping", "Prototypen", "prototypage", "prototipado", "prototipazione"] },
  { id: "user-flows", name: "User Flows", category: "design-creative", kind: "hard", aliases: ["Task flows"] },
  { id: "usability", name: "Usability", category: "design-creative", kind: "hard", aliases: ["Benutzerfreundlichkeit", "utilisabilit\xE9", "usabilidad", "usabilit\xE0"] },
  { id: "accessibility-design", name: "Accessibility Design", category: "design-creative", kind: "hard", aliases: ["Inclusive design", "Barrierefreies Design"] },
  { id: "ux-writing", name: "UX Writing", category: "design-creative", kind: "hard", aliases: ["Microcopy"] },
  { id: "content-design", name: "Content Design", category: "design-creative", kind: "hard", aliases: [] },
  { id: "typography", name: "Typography", category: "design-creative", kind: "hard", aliases: ["Typografie", "typographie", "tipograf\xEDa"] },
  { id: "brand-identity", name: "Brand Identity", category: "design-creative", kind: "hard", aliases: ["Corporate identity", "Branding design", "Corporate Design", "identit\xE9 visuelle", "identidad de marca", "identit\xE0 visiva", "huisstijl"] },
  { id: "art-direction", name: "Art Direction", category: "design-creative", kind: "hard", aliases: ["direction artistique", "direcci\xF3n de arte", "direzione artistica"] },
  { id: "creative-direction", name: "Creative Direction", category: "design-creative", kind: "hard", aliases: ["direction cr\xE9ative", "direcci\xF3n creativa"] },
  { id: "logo-design", name: "Logo Design", category: "design-creative", kind: "hard", aliases: ["Logogestaltung", "cr\xE9ation de logo", "dise\xF1o de logotipos"] },
  { id: "layout", name: "Layout", category: "design-creative", kind: "hard", aliases: ["Layout design", "Seitengestaltung", "mise en page", "maquetaci\xF3n", "impaginazione"], ambiguous: ["Layout"] },
  { id: "editorial-design", name: "Editorial Design", category: "design-creative", kind: "hard", aliases: ["design \xE9ditorial", "dise\xF1o editorial"] },
  { id: "print-design", name: "Print Design", category: "design-creative", kind: "hard", aliases: ["Druckvorstufe", "PAO", "prepress", "preimpresi\xF3n"] },
  { id: "packaging-design", name: "Packaging Design", category: "design-creative", kind: "hard", aliases: ["Verpackungsdesign", "design packaging", "dise\xF1o de packaging"] },
  { id: "illustration", name: "Illustration", category: "design-creative", kind: "hard", aliases: ["Illustrationen", "ilustraci\xF3n", "illustrazione", "illustratie"], ambiguous: ["Illustration"] },
  { id: "digital-illustration", name: "Digital Illustration", category: "design-creative", kind: "hard", aliases: [] },
  { id: "colour-theory", name: "Colour Theory", category: "design-creative", kind: "hard", aliases: ["Color theory", "Farbenlehre", "th\xE9orie des couleurs", "teor\xEDa del color"] },
  { id: "iconography", name: "Iconography", category: "design-creative", kind: "hard", aliases: ["Icon design"] },
  { id: "infographics", name: "Infographics", category: "design-creative", kind: "hard", aliases: ["Infografiken", "infographie", "infograf\xEDas"] },
  { id: "motion-graphics", name: "Motion Graphics", category: "design-creative", kind: "hard", aliases: ["Motion design", "animation graphique"] },
  { id: "animation", name: "Animation", category: "design-creative", kind: "hard", aliases: ["2D animation", "Animationen", "animaci\xF3n", "animazione"], ambiguous: ["Animation"] },
  { id: "3d-modelling", name: "3D modelling", category: "design-creative", kind: "hard", aliases: ["3D modeling", "3D-Modellierung", "mod\xE9lisation 3D", "modelado 3D", "modellazione 3D"] },
  { id: "3d-rendering", name: "3D rendering", category: "design-creative", kind: "hard", aliases: ["Rendering"], ambiguous: ["Rendering"] },
  { id: "character-design", name: "Character Design", category: "design-creative", kind: "hard", aliases: [] },
  { id: "storyboarding", name: "Storyboarding", category: "design-creative", kind: "hard", aliases: ["Storyboards"] },
  { id: "video-editing", name: "Video Editing", category: "design-creative", kind: "hard", aliases: ["Videoschnitt", "Videobearbeitung", "montage vid\xE9o", "edici\xF3n de v\xEDdeo", "montaggio video", "videobewerking"] },
  { id: "video-production", name: "Video Production", category: "design-creative", kind: "hard", aliases: ["Videoproduktion", "production vid\xE9o", "producci\xF3n de v\xEDdeo", "produzione video"] },
  { id: "photography", name: "Photography", category: "design-creative", kind: "hard", aliases: ["Fotografie", "photographie", "fotograf\xEDa"], ambiguous: ["Photography"] },
  { id: "photo-editing", name: "Photo Editing", category: "design-creative", kind: "hard", aliases: ["Retouching", "Bildbearbeitung", "retouche photo", "retoque fotogr\xE1fico", "fotoritocco"] },
  { id: "product-photography", name: "Product Photography", category: "design-creative", kind: "hard", aliases: ["Produktfotografie"] },
  { id: "cinematography", name: "Cinematography", category: "design-creative", kind: "hard", aliases: ["Kameraf\xFChrung"] },
  { id: "sound-design", name: "Sound Design", category: "design-creative", kind: "hard", aliases: [] },
  { id: "audio-production", name: "Audio Production", category: "design-creative", kind: "hard", aliases: ["Audio editing", "Tonbearbeitung", "production audio"] },
  { id: "music-production", name: "Music Production", category: "design-creative", kind: "hard", aliases: ["Musikproduktion"] },
  { id: "copywriting", name: "Copywriting", category: "design-creative", kind: "hard", aliases: ["Texterstellung", "Werbetexten", "r\xE9daction publicitaire", "redacci\xF3n publicitaria", "tekstschrijven"] },
  { id: "creative-writing", name: "Creative Writing", category: "design-creative", kind: "hard", aliases: ["kreatives Schreiben", "\xE9criture cr\xE9ative", "escritura creativa", "scrittura creativa"] },
  { id: "content-creation", name: "Content Creation", category: "design-creative", kind: "hard", aliases: ["Content-Erstellung", "cr\xE9ation de contenu", "creaci\xF3n de contenido", "creazione di contenuti", "contentcreatie"] },
  { id: "visual-storytelling", name: "Visual Storytelling", category: "design-creative", kind: "hard", aliases: [] },
  { id: "fashion-design", name: "Fashion Design", category: "design-creative", kind: "hard", aliases: ["Modedesign", "stylisme", "dise\xF1o de moda", "moda design"] },
  { id: "textile-design", name: "Textile Design", category: "design-creative", kind: "hard", aliases: ["Textildesign"] },
  { id: "interior-design", name: "Interior Design", category: "design-creative", kind: "hard", aliases: ["Innenarchitektur", "Raumgestaltung", "architecture d'int\xE9rieur", "dise\xF1o de interiores", "interieurontwerp"] },
  { id: "industrial-design", name: "Industrial Design", category: "design-creative", kind: "hard", aliases: ["Industriedesign", "design industriel", "dise\xF1o industrial", "disegno industriale"] },
  { id: "exhibition-design", name: "Exhibition Design", category: "design-creative", kind: "hard", aliases: ["Ausstellungsgestaltung", "sc\xE9nographie"] },
  { id: "set-design", name: "Set Design", category: "design-creative", kind: "hard", aliases: ["B\xFChnenbild"] },
  { id: "game-design", name: "Game Design", category: "design-creative", kind: "hard", aliases: [] },
  { id: "level-design", name: "Level Design", category: "design-creative", kind: "hard", aliases: [] },
  { id: "presentation-design", name: "Presentation Design", category: "design-creative", kind: "hard", aliases: ["Pr\xE4sentationsdesign"] },
  { id: "mood-boards", name: "Mood Boards", category: "design-creative", kind: "hard", aliases: ["Moodboard"] },
  { id: "sketching", name: "Sketching", category: "design-creative", kind: "hard", aliases: ["Freehand drawing", "Zeichnen", "dessin", "dibujo", "disegno"] },
  { id: "calligraphy", name: "Calligraphy", category: "design-creative", kind: "hard", aliases: ["Hand lettering", "Lettering"] },
  { id: "design-research", name: "Design Research", category: "design-creative", kind: "hard", aliases: [] },
  { id: "creative-concept-development", name: "Creative Concept Development", category: "design-creative", kind: "hard", aliases: ["Concept development", "Konzeptentwicklung", "conception cr\xE9ative", "desarrollo de conceptos", "ideazione"] },
  { id: "brand-guidelines", name: "Brand Guidelines", category: "design-creative", kind: "hard", aliases: ["Styleguides", "charte graphique", "gu\xEDa de estilo"] },
  { id: "pitch-presentations", name: "Pitch Presentations", category: "design-creative", kind: "hard", aliases: ["Creative pitches"] },
  { id: "visual-merchandising-design", name: "Visual Merchandising Design", category: "design-creative", kind: "hard", aliases: ["Schaufenstergestaltung"] },
  { id: "signage-design", name: "Signage Design", category: "design-creative", kind: "hard", aliases: ["Wayfinding"] },
  { id: "emotional-design", name: "Emotional Design", category: "design-creative", kind: "hard", aliases: [] }
];

// src/engine/taxonomy/data/education.json
var education_default = [
  { id: "teaching", name: "Teaching", category: "education", kind: "domain", aliases: ["Unterrichten", "enseignement", "ense\xF1anza", "docencia", "insegnamento", "onderwijs", "lesgeven"], ambiguous: ["Teaching"] },
  { id: "curriculum-design", name: "Curriculum Design", category: "education", kind: "domain", aliases: ["Curriculum development", "Lehrplanentwicklung", "Curriculumentwicklung", "conception de programmes", "ing\xE9nierie p\xE9dagogique", "dise\xF1o curricular", "progettazione curricolare", "curriculumontwikkeling"] },
  { id: "lesson-planning", name: "Lesson Planning", category: "education", kind: "domain", aliases: ["Unterrichtsplanung", "Unterrichtsvorbereitung", "pr\xE9paration de cours", "planification des cours", "planificaci\xF3n de clases", "programaci\xF3n did\xE1ctica", "progettazione didattica", "lesvoorbereiding"] },
  { id: "classroom-management", name: "Classroom Management", category: "education", kind: "domain", aliases: ["Klassenf\xFChrung", "gestion de classe", "gesti\xF3n del aula", "gestione della classe", "klassenmanagement"] },
  { id: "instructional-design", name: "Instructional Design", category: "education", kind: "domain", aliases: ["didaktisches Design", "conception p\xE9dagogique", "dise\xF1o instruccional", "progettazione formativa"] },
  { id: "e-learning", name: "E-learning", category: "education", kind: "domain", aliases: ["Online learning", "formation en ligne", "aprendizaje en l\xEDnea", "formazione a distanza"] },
  { id: "e-learning-development", name: "E-learning Development", category: "education", kind: "domain", aliases: ["E-Learning-Entwicklung", "conception e-learning", "desarrollo de e-learning"] },
  { id: "learning-management-systems", name: "Learning Management Systems", category: "education", kind: "domain", aliases: ["LMS", "Lernmanagementsystem"] },
  { id: "moodle", name: "Moodle", category: "education", kind: "domain", aliases: [] },
  { id: "canvas-lms", name: "Canvas LMS", category: "education", kind: "domain", aliases: ["Canvas"], matchCase: ["Canvas"], ambiguous: ["Canvas"] },
  { id: "blackboard", name: "Blackboard", category: "education", kind: "domain", aliases: [], matchCase: true, ambiguous: true },
  { id: "google-classroom", name: "Google Classroom", category: "education", kind: "domain", aliases: [] },
  { id: "microsoft-teams-for-education", name: "Microsoft Teams for Education", category: "education", kind: "domain", aliases: [] },
  { id: "articulate-storyline", name: "Articulate Storyline", category: "education", kind: "domain", aliases: ["Storyline", "Articulate 360", "Articulate Rise"], matchCase: ["Storyline"], ambiguous: ["Storyline"] },
  { id: "adobe-captivate", name: "Adobe Captivate", category: "education", kind: "domain", aliases: ["Captivate"] },
  { id: "kahoot", name: "Kahoot", category: "education", kind: "domain", aliases: [] },
  { id: "differentiated-instruction", name: "Differentiated Instruction", category: "education", kind: "domain", aliases: ["Binnendifferenzierung", "p\xE9dagogie diff\xE9renci\xE9e", "ense\xF1anza diferenciada", "didattica differenziata", "differentiatie"] },
  { id: "inclusive-education", name: "Inclusive Education", category: "education", kind: "domain", aliases: ["Inklusion", "inklusive Bildung", "\xE9ducation inclusive", "educaci\xF3n inclusiva", "didattica inclusiva", "inclusief onderwijs"] },
  { id: "special-educational-needs", name: "Special Educational Needs", category: "education", kind: "domain", aliases: ["SEN", "SEND", "Sonderp\xE4dagogik", "F\xF6rderp\xE4dagogik", "enseignement sp\xE9cialis\xE9", "educaci\xF3n especial", "speciaal onderwijs"] },
  { id: "assessment-design", name: "Assessment Design", category: "education", kind: "domain", aliases: ["Assessment", "Leistungsbewertung", "Leistungsbeurteilung", "\xE9valuation des apprentissages", "evaluaci\xF3n del aprendizaje", "valutazione degli apprendimenti", "toetsing"], ambiguous: ["Assessment"] },
  { id: "student-assessment", name: "Student Assessment", category: "education", kind: "domain", aliases: ["Grading", "Notengebung", "calificaci\xF3n", "valutazione degli studenti", "beoordeling"] },
  { id: "formative-assessment", name: "Formative Assessment", category: "education", kind: "domain", aliases: ["formative Bewertung", "\xE9valuation formative", "evaluaci\xF3n formativa", "valutazione formativa", "formatief evalueren"] },
  { id: "educational-technology", name: "Educational Technology", category: "education", kind: "domain", aliases: ["EdTech", "Bildungstechnologie", "technologies \xE9ducatives", "TICE", "tecnolog\xEDa educativa", "tecnologie didattiche", "onderwijstechnologie"] },
  { id: "blended-learning", name: "Blended Learning", category: "education", kind: "domain", aliases: ["hybrides Lernen", "formation mixte", "aprendizaje combinado"] },
  { id: "pedagogy", name: "Pedagogy", category: "education", kind: "domain", aliases: ["P\xE4dagogik", "Didaktik", "p\xE9dagogie", "didactique", "pedagog\xEDa", "did\xE1ctica", "didattica", "pedagogiek", "didactiek"] },
  { id: "early-childhood-education", name: "Early Childhood Education", category: "education", kind: "domain", aliases: ["Fr\xFChp\xE4dagogik", "fr\xFChkindliche Bildung", "Elementarp\xE4dagogik", "petite enfance", "\xE9ducation de la petite enfance", "educaci\xF3n infantil", "educazione della prima infanzia", "vroegschoolse educatie", "kinderopvang"] },
  { id: "primary-education", name: "Primary Education", category: "education", kind: "domain", aliases: ["Grundschulp\xE4dagogik", "enseignement primaire", "educaci\xF3n primaria", "scuola primaria", "basisonderwijs"] },
  { id: "secondary-education", name: "Secondary Education", category: "education", kind: "domain", aliases: ["Sekundarstufe", "enseignement secondaire", "educaci\xF3n secundaria", "scuola secondaria", "voortgezet onderwijs"] },
  { id: "higher-education-teaching", name: "Higher Education Teaching", category: "education", kind: "domain", aliases: ["Hochschullehre", "enseignement sup\xE9rieur", "docencia universitaria", "didattica universitaria", "hoger onderwijs"] },
  { id: "adult-education", name: "Adult Education", category: "education", kind: "domain", aliases: ["Erwachsenenbildung", "formation des adultes", "educaci\xF3n de adultos", "formazione degli adulti", "volwassenenonderwijs"] },
  { id: "vocational-training", name: "Vocational Training", category: "education", kind: "domain", aliases: ["Berufsausbildung", "formation professionnelle", "formaci\xF3n profesional", "formazione professionale", "beroepsonderwijs"] },
  { id: "language-teaching", name: "Language Teaching", category: "education", kind: "domain", aliases: ["Sprachunterricht", "enseignement des langues", "ense\xF1anza de idiomas", "insegnamento delle lingue", "taalonderwijs"] },
  { id: "teaching-english-as-a-foreign-language", name: "Teaching English as a Foreign Language", category: "education", kind: "domain", aliases: ["TEFL", "TESOL", "ESL teaching", "EFL teaching", "English teaching"] },
  { id: "german-as-a-foreign-language", name: "German as a Foreign Language", category: "education", kind: "domain", aliases: ["DaF", "Deutsch als Fremdsprache", "DaZ"] },
  { id: "french-as-a-foreign-language", name: "French as a Foreign Language", category: "education", kind: "domain", aliases: ["FLE", "Fran\xE7ais langue \xE9trang\xE8re"] },
  { id: "spanish-as-a-foreign-language", name: "Spanish as a Foreign Language", category: "education", kind: "domain", aliases: ["Espa\xF1ol como lengua extranjera"] },
  { id: "italian-as-a-foreign-language", name: "Italian as a Foreign Language", category: "education", kind: "domain", aliases: ["Italiano L2", "Italiano per stranieri"] },
  { id: "dutch-as-a-second-language", name: "Dutch as a Second Language", category: "education", kind: "domain", aliases: ["NT2"] },
  { id: "mathematics-teaching", name: "Mathematics Teaching", category: "education", kind: "domain", aliases: ["Mathematikunterricht", "enseignement des math\xE9matiques", "ense\xF1anza de las matem\xE1ticas", "didattica della matematica", "wiskundeonderwijs"] },
  { id: "science-teaching", name: "Science Teaching", category: "education", kind: "domain", aliases: ["STEM education", "MINT-Bildung", "enseignement scientifique", "ense\xF1anza de las ciencias", "STEM"] },
  { id: "tutoring", name: "Tutoring", category: "education", kind: "domain", aliases: ["Nachhilfe", "soutien scolaire", "tutorat", "tutor\xEDas", "clases particulares", "ripetizioni", "tutoraggio", "bijles"], ambiguous: ["Tutoring"] },
  { id: "mentoring-students", name: "Mentoring Students", category: "education", kind: "domain", aliases: ["Sch\xFClerbetreuung", "accompagnement des \xE9l\xE8ves", "acompa\xF1amiento de estudiantes"] },
  { id: "academic-advising", name: "Academic Advising", category: "education", kind: "domain", aliases: ["Studienberatung", "orientation universitaire", "orientaci\xF3n acad\xE9mica", "orientamento universitario", "studieloopbaanbegeleiding"] },
  { id: "career-guidance", name: "Career Guidance", category: "education", kind: "domain", aliases: ["Berufsberatung", "Berufsorientierung", "orientation professionnelle", "orientaci\xF3n profesional", "orientamento professionale", "loopbaanbegeleiding"] },
  { id: "educational-counselling", name: "Educational Counselling", category: "education", kind: "domain", aliases: ["Schulberatung", "conseil en \xE9ducation", "orientaci\xF3n educativa", "counseling scolastico", "leerlingbegeleiding"] },
  { id: "student-engagement", name: "Student Engagement", category: "education", kind: "domain", aliases: ["Sch\xFClermotivation", "engagement des \xE9l\xE8ves", "motivaci\xF3n del alumnado"] },
  { id: "behaviour-management", name: "Behaviour Management", category: "education", kind: "domain", aliases: ["Behavior management", "Verhaltensmanagement", "gestion des comportements", "gesti\xF3n de la conducta"] },
  { id: "parent-communication", name: "Parent Communication", category: "education", kind: "domain", aliases: ["Elternarbeit", "Elterngespr\xE4che", "relations avec les parents", "comunicaci\xF3n con familias", "rapporti con le famiglie", "oudercommunicatie"] },
  { id: "educational-leadership", name: "Educational Leadership", category: "education", kind: "domain", aliases: ["Schulleitung", "Schulmanagement", "direction d'\xE9tablissement", "direcci\xF3n escolar", "dirigenza scolastica", "schoolleiderschap"] },
  { id: "education-management", name: "Education Management", category: "education", kind: "domain", aliases: ["Bildungsmanagement", "gestion de l'\xE9ducation", "gesti\xF3n educativa", "gestione dell'istruzione", "onderwijsmanagement"] },
  { id: "training-delivery", name: "Training Delivery", category: "education", kind: "domain", aliases: ["Training", "Trainings", "Schulungen", "Schulungsdurchf\xFChrung", "animation de formations", "impartici\xF3n de formaci\xF3n", "trainingen geven"], ambiguous: ["Training", "Trainings"] },
  { id: "training-needs-analysis", name: "Training Needs Analysis", category: "education", kind: "domain", aliases: ["Schulungsbedarfsanalyse", "Bildungsbedarfsanalyse", "analyse des besoins de formation", "detecci\xF3n de necesidades formativas", "analisi dei fabbisogni formativi"] },
  { id: "train-the-trainer", name: "Train the Trainer", category: "education", kind: "domain", aliases: [] },
  { id: "workshop-facilitation", name: "Workshop Facilitation", category: "education", kind: "domain", aliases: ["Facilitation", "Moderation", "Workshop-Moderation", "animation d'ateliers", "dinamizaci\xF3n de talleres", "facilitazione", "facilitatie"], ambiguous: ["Facilitation", "Moderation"] },
  { id: "coaching", name: "Coaching", category: "education", kind: "domain", aliases: ["coaching professionnel"], ambiguous: ["Coaching"] },
  { id: "mentoring", name: "Mentoring", category: "education", kind: "domain", aliases: ["mentorat", "mentor\xEDa", "mentorschap"], ambiguous: ["Mentoring"] },
  { id: "learning-and-development", name: "Learning and Development", category: "education", kind: "domain", aliases: ["L&D", "Personalentwicklung", "d\xE9veloppement des comp\xE9tences", "formaci\xF3n y desarrollo", "formazione e sviluppo", "leren en ontwikkelen"] },
  { id: "corporate-training", name: "Corporate Training", category: "education", kind: "domain", aliases: ["Firmenschulungen", "formation en entreprise", "formaci\xF3n in company", "formazione aziendale", "bedrijfstrainingen"] },
  { id: "educational-content-development", name: "Educational Content Development", category: "education", kind: "domain", aliases: ["Lehrmaterialerstellung", "Unterrichtsmaterial", "cr\xE9ation de supports p\xE9dagogiques", "elaboraci\xF3n de materiales did\xE1cticos", "materiali didattici", "lesmateriaal ontwikkelen"] },
  { id: "academic-writing", name: "Academic Writing", category: "education", kind: "domain", aliases: ["wissenschaftliches Schreiben", "r\xE9daction acad\xE9mique", "redacci\xF3n acad\xE9mica", "scrittura accademica", "academisch schrijven"] },
  { id: "research-supervision", name: "Research Supervision", category: "education", kind: "domain", aliases: ["Betreuung von Abschlussarbeiten", "encadrement de th\xE8ses", "direcci\xF3n de tesis", "supervisione di tesi", "scriptiebegeleiding"] },
  { id: "montessori", name: "Montessori", category: "education", kind: "domain", aliases: ["Montessori-P\xE4dagogik", "p\xE9dagogie Montessori", "m\xE9todo Montessori"] },
  { id: "waldorf-education", name: "Waldorf Education", category: "education", kind: "domain", aliases: ["Waldorfp\xE4dagogik", "Steiner education"] },
  { id: "project-based-learning", name: "Project-based Learning", category: "education", kind: "domain", aliases: ["Projektunterricht", "p\xE9dagogie de projet", "aprendizaje basado en proyectos", "didattica per progetti", "projectonderwijs"] },
  { id: "cooperative-learning", name: "Cooperative Learning", category: "education", kind: "domain", aliases: ["kooperatives Lernen", "apprentissage coop\xE9ratif", "aprendizaje cooperativo", "apprendimento cooperativo", "co\xF6peratief leren"] },
  { id: "flipped-classroom", name: "Flipped Classroom", category: "education", kind: "domain", aliases: ["classe invers\xE9e", "aula invertida", "classe capovolta"] },
  { id: "gamification", name: "Gamification", category: "education", kind: "domain", aliases: ["Gamifizierung", "ludification", "gamificaci\xF3n", "gamificazione"] },
  { id: "literacy-instruction", name: "Literacy Instruction", category: "education", kind: "domain", aliases: ["Lesef\xF6rderung", "Alphabetisierung", "alphab\xE9tisation", "alfabetizaci\xF3n", "alfabetizzazione", "geletterdheid"] },
  { id: "numeracy", name: "Numeracy", category: "education", kind: "domain", aliases: ["Rechenf\xF6rderung", "num\xE9ratie", "competencia matem\xE1tica"] },
  { id: "special-needs-assessment", name: "Special Needs Assessment", category: "education", kind: "domain", aliases: ["F\xF6rderdiagnostik", "diagnostic p\xE9dagogique"] },
  { id: "speech-and-language-support", name: "Speech and Language Support", category: "education", kind: "domain", aliases: ["Sprachf\xF6rderung", "soutien langagier", "apoyo ling\xFC\xEDstico"] },
  { id: "child-development", name: "Child Development", category: "education", kind: "domain", aliases: ["Kindesentwicklung", "d\xE9veloppement de l'enfant", "desarrollo infantil", "sviluppo infantile", "ontwikkeling van kinderen"] },
  { id: "child-protection", name: "Child Protection", category: "education", kind: "domain", aliases: ["Safeguarding", "Kinderschutz", "protection de l'enfance", "protecci\xF3n de menores", "tutela dei minori", "kinderbescherming"] },
  { id: "youth-work", name: "Youth Work", category: "education", kind: "domain", aliases: ["Jugendarbeit", "animation jeunesse", "animaci\xF3n juvenil", "educatore giovanile", "jongerenwerk"] },
  { id: "social-pedagogy", name: "Social Pedagogy", category: "education", kind: "domain", aliases: ["Sozialp\xE4dagogik", "\xE9ducation sp\xE9cialis\xE9e", "educaci\xF3n social", "educatore professionale", "sociaal pedagogisch werk"] },
  { id: "educational-psychology", name: "Educational Psychology", category: "education", kind: "domain", aliases: ["p\xE4dagogische Psychologie", "psychologie de l'\xE9ducation", "psicolog\xEDa educativa", "psicologia dell'educazione", "onderwijspsychologie"] },
  { id: "exam-preparation", name: "Exam Preparation", category: "education", kind: "domain", aliases: ["pr\xE9paration aux examens", "preparaci\xF3n de ex\xE1menes", "preparazione agli esami", "examentraining"] },
  { id: "student-recruitment", name: "Student Recruitment", category: "education", kind: "domain", aliases: ["Studierendengewinnung", "recrutement d'\xE9tudiants", "captaci\xF3n de estudiantes"] },
  { id: "accreditation", name: "Accreditation", category: "education", kind: "domain", aliases: ["Akkreditierung", "acreditaci\xF3n", "accreditamento", "accreditatie"] },
  { id: "quality-assurance-in-education", name: "Quality Assurance in Education", category: "education", kind: "domain", aliases: ["Qualit\xE4tsentwicklung Schule", "assurance qualit\xE9 p\xE9dagogique"] },
  { id: "bologna-process", name: "Bologna Process", category: "education", kind: "domain", aliases: ["ECTS"] },
  { id: "syllabus-design", name: "Syllabus Design", category: "education", kind: "domain", aliases: ["Syllabusgestaltung", "\xE9laboration de syllabus"] },
  { id: "lecture-delivery", name: "Lecture Delivery", category: "education", kind: "domain", aliases: ["Vorlesungen", "Lehrveranstaltungen", "cours magistraux", "clases magistrales", "lezioni frontali", "hoorcolleges"] },
  { id: "academic-research", name: "Academic Research", category: "education", kind: "domain", aliases: ["akademische Forschung", "recherche universitaire", "investigaci\xF3n acad\xE9mica", "ricerca accademica", "wetenschappelijk onderzoek"] },
  { id: "student-support", name: "Student Support", category: "education", kind: "domain", aliases: ["Studierendenbetreuung", "accompagnement des \xE9tudiants", "apoyo al estudiante", "supporto agli studenti", "studentenbegeleiding"] },
  { id: "museum-education", name: "Museum Education", category: "education", kind: "domain", aliases: ["Museumsp\xE4dagogik", "m\xE9diation culturelle", "educaci\xF3n en museos", "didattica museale", "museumeducatie"] },
  { id: "music-education", name: "Music Education", category: "education", kind: "domain", aliases: ["Musikp\xE4dagogik", "\xE9ducation musicale", "educaci\xF3n musical", "educazione musicale", "muziekonderwijs"] },
  { id: "physical-education", name: "Physical Education", category: "education", kind: "domain", aliases: ["Sportunterricht", "\xE9ducation physique", "educaci\xF3n f\xEDsica", "educazione fisica", "lichamelijke opvoeding"] },
  { id: "online-teaching", name: "Online Teaching", category: "education", kind: "domain", aliases: ["Online-Unterricht", "Distanzunterricht", "enseignement \xE0 distance", "ense\xF1anza en l\xEDnea", "didattica a distanza", "online lesgeven"] },
  { id: "educational-assessment-tools", name: "Educational Assessment Tools", category: "education", kind: "domain", aliases: ["Rubrics", "Bewertungsraster", "grilles d'\xE9valuation", "r\xFAbricas"] },
  { id: "socratic-method", name: "Socratic Method", category: "education", kind: "domain", aliases: [] },
  { id: "inquiry-based-learning", name: "Inquiry-based Learning", category: "education", kind: "domain", aliases: ["forschendes Lernen", "d\xE9marche d'investigation", "aprendizaje por indagaci\xF3n"] },
  { id: "apprentice-training", name: "Apprentice Training", category: "education", kind: "domain", aliases: ["Ausbildung von Azubis", "tutorat d'apprentis", "tutor de pr\xE1cticas", "tutor aziendale", "praktijkbegeleiding"] },
  { id: "competency-based-education", name: "Competency-based Education", category: "education", kind: "domain", aliases: ["kompetenzorientierter Unterricht", "approche par comp\xE9tences", "aprendizaje por competencias", "didattica per competenze"] },
  { id: "outdoor-education", name: "Outdoor Education", category: "education", kind: "domain", aliases: ["Erlebnisp\xE4dagogik", "\xE9ducation en plein air", "educaci\xF3n al aire libre"] },
  { id: "braille", name: "Braille", category: "education", kind: "domain", aliases: [] },
  { id: "homework-support", name: "Homework Support", category: "education", kind: "domain", aliases: ["Hausaufgabenbetreuung", "aide aux devoirs", "apoyo escolar", "doposcuola", "huiswerkbegeleiding"] }
];

// src/engine/taxonomy/data/engineering.json
var engineering_default = [
  { id: "autocad", name: "AutoCAD", category: "engineering", kind: "hard", aliases: ["Autodesk AutoCAD", "AutoCAD 2D", "AutoCAD 3D"] },
  { id: "autocad-civil-3d", name: "AutoCAD Civil 3D", category: "engineering", kind: "hard", aliases: ["Civil 3D"] },
  { id: "revit", name: "Revit", category: "engineering", kind: "hard", aliases: ["Autodesk Revit", "Revit Architecture", "Revit MEP"], related: ["building-information-modelling"] },
  { id: "building-information-modelling", name: "Building Information Modelling", category: "engineering", kind: "hard", aliases: ["Building information modeling", "BIM", "BIM-Modellierung", "mod\xE9lisation BIM", "modelado BIM", "modellazione BIM"] },
  { id: "navisworks", name: "Navisworks", category: "engineering", kind: "hard", aliases: ["Autodesk Navisworks"], related: ["building-information-modelling"] },
  { id: "archicad", name: "ArchiCAD", category: "engineering", kind: "hard", aliases: [] },
  { id: "tekla-structures", name: "Tekla Structures", category: "engineering", kind: "hard", aliases: ["Tekla"], matchCase: ["Tekla"] },
  { id: "sketchup", name: "SketchUp", category: "engineering", kind: "hard", aliases: [] },
  { id: "rhino", name: "Rhino", category: "engineering", kind: "hard", aliases: ["Rhinoceros", "Grasshopper"], matchCase: ["Rhino"] },
  { id: "microstation", name: "MicroStation", category: "engineering", kind: "hard", aliases: ["Bentley MicroStation"] },
  { id: "solidworks", name: "SolidWorks", category: "engineering", kind: "hard", aliases: [] },
  { id: "catia", name: "CATIA", category: "engineering", kind: "hard", aliases: ["CATIA V5"] },
  { id: "siemens-nx", name: "Siemens NX", category: "engineering", kind: "hard", aliases: ["NX", "Unigraphics"], matchCase: ["NX"], ambiguous: ["NX"] },
  { id: "ptc-creo", name: "PTC Creo", category: "engineering", kind: "hard", aliases: ["Creo", "Pro/ENGINEER"], matchCase: ["Creo"], ambiguous: ["Creo"] },
  { id: "autodesk-inventor", name: "Autodesk Inventor", category: "engineering", kind: "hard", aliases: ["Inventor"], matchCase: ["Inventor"], ambiguous: ["Inventor"] },
  { id: "fusion-360", name: "Fusion 360", category: "engineering", kind: "hard", aliases: ["Autodesk Fusion 360"] },
  { id: "solid-edge", name: "Solid Edge", category: "engineering", kind: "hard", aliases: [] },
  { id: "ansys", name: "ANSYS", category: "engineering", kind: "hard", aliases: ["Ansys Mechanical", "Ansys Fluent"] },
  { id: "abaqus", name: "Abaqus", category: "engineering", kind: "hard", aliases: [] },
  { id: "comsol", name: "COMSOL", category: "engineering", kind: "hard", aliases: ["COMSOL Multiphysics"] },
  { id: "simulink", name: "Simulink", category: "engineering", kind: "hard", aliases: [] },
  { id: "labview", name: "LabVIEW", category: "engineering", kind: "hard", aliases: [] },
  { id: "scia-engineer", name: "SCIA Engineer", category: "engineering", kind: "hard", aliases: ["SCIA"] },
  { id: "etabs", name: "ETABS", category: "engineering", kind: "hard", aliases: [] },
  { id: "sap2000", name: "SAP2000", category: "engineering", kind: "hard", aliases: [] },
  { id: "rfem", name: "RFEM", category: "engineering", kind: "hard", aliases: ["Dlubal RFEM"] },
  { id: "robot-structural-analysis", name: "Robot Structural Analysis", category: "engineering", kind: "hard", aliases: [] },
  { id: "plaxis", name: "Plaxis", category: "engineering", kind: "hard", aliases: [] },
  { id: "eplan", name: "EPLAN", category: "engineering", kind: "hard", aliases: ["EPLAN Electric P8"] },
  { id: "altium-designer", name: "Altium Designer", category: "engineering", kind: "hard", aliases: ["Altium"] },
  { id: "kicad", name: "KiCad", category: "engineering", kind: "hard", aliases: [] },
  { id: "cadence", name: "Cadence", category: "engineering", kind: "hard", aliases: ["Cadence Allegro"], matchCase: ["Cadence"], ambiguous: ["Cadence"] },
  { id: "orcad", name: "OrCAD", category: "engineering", kind: "hard", aliases: [] },
  { id: "pspice", name: "PSpice", category: "engineering", kind: "hard", aliases: ["SPICE"] },
  { id: "dialux", name: "DIALux", category: "engineering", kind: "hard", aliases: [] },
  { id: "relatics", name: "Relatics", category: "engineering", kind: "hard", aliases: [] },
  { id: "computer-aided-design", name: "Computer-aided Design", category: "engineering", kind: "hard", aliases: ["CAD", "CAD design", "CAD-Konstruktion", "conception assist\xE9e par ordinateur", "dise\xF1o asistido por ordenador", "progettazione CAD", "CAD-tekenen"] },
  { id: "technical-drawing", name: "Technical Drawing", category: "engineering", kind: "hard", aliases: ["Technisches Zeichnen", "technische Zeichnungen", "dessin technique", "dibujo t\xE9cnico", "disegno tecnico", "technisch tekenen"] },
  { id: "3d-cad-modelling", name: "3D CAD modelling", category: "engineering", kind: "hard", aliases: ["3D-CAD", "mod\xE9lisation CAO 3D", "CAO", "modelado 3D CAD"] },
  { id: "computer-aided-manufacturing", name: "Computer-aided Manufacturing", category: "engineering", kind: "hard", aliases: ["CAM", "CNC programming", "CNC-Programmierung", "programmation CNC", "programaci\xF3n CNC", "programmazione CNC"] },
  { id: "finite-element-analysis", name: "Finite Element Analysis", category: "engineering", kind: "hard", aliases: ["FEA", "FEM", "Finite-Elemente-Methode", "FEM-Berechnung", "analyse par \xE9l\xE9ments finis", "an\xE1lisis por elementos finitos", "analisi agli elementi finiti", "eindige-elementenmethode"] },
  { id: "computational-fluid-dynamics", name: "Computational Fluid Dynamics", category: "engineering", kind: "hard", aliases: ["CFD", "Str\xF6mungssimulation", "m\xE9canique des fluides num\xE9rique", "din\xE1mica de fluidos computacional", "fluidodinamica computazionale"] },
  { id: "structural-analysis", name: "Structural Analysis", category: "engineering", kind: "hard", aliases: ["Statik", "statische Berechnung", "Tragwerksberechnung", "calcul de structures", "calcul structurel", "an\xE1lisis estructural", "c\xE1lculo estructural", "analisi strutturale", "calcolo strutturale", "constructieberekening"] },
  { id: "structural-engineering", name: "Structural Engineering", category: "engineering", kind: "hard", aliases: ["Tragwerksplanung", "Konstruktiver Ingenieurbau", "ing\xE9nierie structurelle", "ingenier\xEDa estructural", "ingegneria strutturale", "constructief ontwerp"] },
  { id: "civil-engineering", name: "Civil Engineering", category: "engineering", kind: "hard", aliases: ["Bauingenieurwesen", "g\xE9nie civil", "ingenier\xEDa civil", "ingegneria civile", "civiele techniek", "weg- en waterbouw"] },
  { id: "geotechnical-engineering", name: "Geotechnical Engineering", category: "engineering", kind: "hard", aliases: ["Geotechnik", "g\xE9otechnique", "geotecnia", "geotecnica", "geotechniek"] },
  { id: "reinforced-concrete-design", name: "Reinforced Concrete Design", category: "engineering", kind: "hard", aliases: ["Stahlbetonbau", "b\xE9ton arm\xE9", "hormig\xF3n armado", "cemento armato", "gewapend beton"] },
  { id: "steel-structures", name: "Steel Structures", category: "engineering", kind: "hard", aliases: ["Stahlbau", "charpente m\xE9tallique", "estructuras met\xE1licas", "strutture in acciaio", "staalbouw"] },
  { id: "timber-construction", name: "Timber Construction", category: "engineering", kind: "hard", aliases: ["Holzbau", "construction bois", "construcci\xF3n en madera", "costruzioni in legno", "houtbouw"] },
  { id: "eurocodes", name: "Eurocodes", category: "engineering", kind: "hard", aliases: ["Eurocode", "Eurocodes EN 1990", "Eurocode 2", "Eurocode 3"] },
  { id: "bridge-engineering", name: "Bridge Engineering", category: "engineering", kind: "hard", aliases: ["Br\xFCckenbau", "ouvrages d'art", "puentes", "ponti", "bruggenbouw"] },
  { id: "road-design", name: "Road Design", category: "engineering", kind: "hard", aliases: ["Stra\xDFenbau", "Stra\xDFenplanung", "conception routi\xE8re", "dise\xF1o de carreteras", "progettazione stradale", "wegontwerp"] },
  { id: "railway-engineering", name: "Railway Engineering", category: "engineering", kind: "hard", aliases: ["Bahntechnik", "Eisenbahnbau", "ferroviaire", "ingenier\xEDa ferroviaria", "ingegneria ferroviaria", "spoorwegtechniek"] },
  { id: "hydraulic-engineering", name: "Hydraulic Engineering", category: "engineering", kind: "hard", aliases: ["Wasserbau", "hydraulique", "ingenier\xEDa hidr\xE1ulica", "ingegneria idraulica", "waterbouw"] },
  { id: "water-management", name: "Water Management", category: "engineering", kind: "hard", aliases: ["Wasserwirtschaft", "gestion de l'eau", "gesti\xF3n del agua", "gestione delle risorse idriche", "waterbeheer"] },
  { id: "surveying", name: "Surveying", category: "engineering", kind: "hard", aliases: ["Vermessung", "Vermessungstechnik", "topographie", "topograf\xEDa", "landmeten"] },
  { id: "construction-management", name: "Construction Management", category: "engineering", kind: "hard", aliases: ["Bauleitung", "Baumanagement", "Bauprojektmanagement", "conduite de travaux", "direction de travaux", "direcci\xF3n de obra", "gesti\xF3n de obras", "direzione lavori", "bouwmanagement"] },
  { id: "site-supervision", name: "Site Supervision", category: "engineering", kind: "hard", aliases: ["Bau\xFCberwachung", "Baustellenleitung", "surveillance de chantier", "supervisi\xF3n de obra", "supervisione cantiere"] },
  { id: "quantity-surveying", name: "Quantity Surveying", category: "engineering", kind: "hard", aliases: ["Cost estimation", "Kalkulation", "Kostensch\xE4tzung", "Mengenermittlung", "m\xE9tr\xE9", "chiffrage", "estimation des co\xFBts", "mediciones y presupuestos", "computo metrico", "calcolo dei costi", "calculatie", "begroten"] },
  { id: "construction-planning", name: "Construction Planning", category: "engineering", kind: "hard", aliases: ["Bauablaufplanung", "planification des travaux", "planificaci\xF3n de obras", "pianificazione dei lavori", "werkvoorbereiding"] },
  { id: "building-services-engineering", name: "Building Services Engineering", category: "engineering", kind: "hard", aliases: ["MEP", "Technische Geb\xE4udeausr\xFCstung", "TGA", "g\xE9nie climatique", "impianti tecnici", "installatietechniek"] },
  { id: "hvac", name: "HVAC", category: "engineering", kind: "hard", aliases: ["Heizung L\xFCftung Klima", "HLK", "Klimatechnik", "CVC", "g\xE9nie climatique et ventilation", "climatizaci\xF3n", "climatizzazione", "klimaattechniek"] },
  { id: "plumbing", name: "Plumbing", category: "engineering", kind: "hard", aliases: ["Sanit\xE4rtechnik", "plomberie", "fontaner\xEDa", "idraulica", "loodgieterswerk"] },
  { id: "building-physics", name: "Building Physics", category: "engineering", kind: "hard", aliases: ["Bauphysik", "physique du b\xE2timent", "f\xEDsica de la construcci\xF3n", "fisica tecnica", "bouwfysica"] },
  { id: "energy-efficiency", name: "Energy Efficiency", category: "engineering", kind: "hard", aliases: ["Energieeffizienz", "efficacit\xE9 \xE9nerg\xE9tique", "eficiencia energ\xE9tica", "efficienza energetica", "energie-effici\xEBntie"] },
  { id: "energy-auditing", name: "Energy Auditing", category: "engineering", kind: "hard", aliases: ["Energieberatung", "audit \xE9nerg\xE9tique", "auditor\xEDa energ\xE9tica", "diagnosi energetica", "energieaudit"] },
  { id: "renewable-energy", name: "Renewable Energy", category: "engineering", kind: "hard", aliases: ["erneuerbare Energien", "\xE9nergies renouvelables", "energ\xEDas renovables", "energie rinnovabili", "hernieuwbare energie"] },
  { id: "solar-energy", name: "Solar Energy", category: "engineering", kind: "hard", aliases: ["Photovoltaik", "photovolta\xEFque", "energ\xEDa solar fotovoltaica", "fotovoltaico", "zonne-energie"] },
  { id: "wind-energy", name: "Wind Energy", category: "engineering", kind: "hard", aliases: ["Windenergie", "\xE9olien", "energ\xEDa e\xF3lica"] },
  { id: "mechanical-engineering", name: "Mechanical Engineering", category: "engineering", kind: "hard", aliases: ["Maschinenbau", "g\xE9nie m\xE9canique", "ingenier\xEDa mec\xE1nica", "ingegneria meccanica", "werktuigbouwkunde"] },
  { id: "mechanical-design", name: "Mechanical Design", category: "engineering", kind: "hard", aliases: ["Konstruktion", "Maschinenkonstruktion", "conception m\xE9canique", "dise\xF1o mec\xE1nico", "progettazione meccanica", "mechanisch ontwerp"], ambiguous: ["Konstruktion"] },
  { id: "electrical-engineering", name: "Electrical Engineering", category: "engineering", kind: "hard", aliases: ["Elektrotechnik", "g\xE9nie \xE9lectrique", "\xE9lectrotechnique", "ingenier\xEDa el\xE9ctrica", "ingegneria elettrica", "elektrotechniek"] },
  { id: "electronics", name: "Electronics", category: "engineering", kind: "hard", aliases: ["Elektronik", "\xE9lectronique", "electr\xF3nica", "elettronica", "elektronica"] },
  { id: "electronic-circuit-design", name: "Electronic Circuit Design", category: "engineering", kind: "hard", aliases: ["Schaltungsentwicklung", "Schaltungsdesign", "conception de circuits", "dise\xF1o de circuitos", "progettazione circuiti"] },
  { id: "pcb-design", name: "PCB Design", category: "engineering", kind: "hard", aliases: ["Leiterplattendesign", "Leiterplattenentwicklung", "conception de PCB", "dise\xF1o de PCB", "progettazione PCB"] },
  { id: "power-electronics", name: "Power Electronics", category: "engineering", kind: "hard", aliases: ["Leistungselektronik", "\xE9lectronique de puissance", "electr\xF3nica de potencia", "elettronica di potenza", "vermogenselektronica"] },
  { id: "power-systems", name: "Power Systems", category: "engineering", kind: "hard", aliases: ["Energietechnik", "r\xE9seaux \xE9lectriques", "sistemas el\xE9ctricos de potencia", "sistemi elettrici di potenza", "energiesystemen"] },
  { id: "electrical-installation", name: "Electrical Installation", category: "engineering", kind: "hard", aliases: ["Elektroinstallation", "installations \xE9lectriques", "instalaciones el\xE9ctricas", "impianti elettrici", "elektrische installaties"] },
  { id: "high-voltage-engineering", name: "High Voltage Engineering", category: "engineering", kind: "hard", aliases: ["Hochspannungstechnik", "haute tension", "alta tensi\xF3n", "alta tensione", "hoogspanning"] },
  { id: "control-engineering", name: "Control Engineering", category: "engineering", kind: "hard", aliases: ["Regelungstechnik", "automatique", "ingenier\xEDa de control", "controlli automatici", "regeltechniek"], ambiguous: ["automatique"] },
  { id: "automation-engineering", name: "Automation Engineering", category: "engineering", kind: "hard", aliases: ["Automatisierungstechnik", "automatisation industrielle", "automatizaci\xF3n industrial", "automazione industriale", "automatisering"], ambiguous: ["automatisering"] },
  { id: "plc-programming", name: "PLC Programming", category: "engineering", kind: "hard", aliases: ["SPS-Programmierung", "SPS", "programmation d'automates", "programaci\xF3n de PLC", "programmazione PLC", "PLC-programmering"] },
  { id: "siemens-tia-portal", name: "Siemens TIA Portal", category: "engineering", kind: "hard", aliases: ["TIA Portal", "STEP 7", "Simatic S7"] },
  { id: "scada", name: "SCADA", category: "engineering", kind: "hard", aliases: [] },
  { id: "robotics", name: "Robotics", category: "engineering", kind: "hard", aliases: ["Robotik", "robotique", "rob\xF3tica"] },
  { id: "mechatronics", name: "Mechatronics", category: "engineering", kind: "hard", aliases: ["Mechatronik", "m\xE9catronique", "mecatr\xF3nica", "meccatronica", "mechatronica"] },
  { id: "embedded-hardware-design", name: "Embedded Hardware Design", category: "engineering", kind: "hard", aliases: ["Hardware design", "Hardwareentwicklung", "conception mat\xE9rielle", "dise\xF1o de hardware"] },
  { id: "fpga-design", name: "FPGA Design", category: "engineering", kind: "hard", aliases: ["FPGA", "VHDL", "Verilog"] },
  { id: "signal-processing", name: "Signal Processing", category: "engineering", kind: "hard", aliases: ["Signalverarbeitung", "traitement du signal", "procesamiento de se\xF1ales", "elaborazione dei segnali", "signaalverwerking"] },
  { id: "telecommunications", name: "Telecommunications", category: "engineering", kind: "hard", aliases: ["Telekommunikation", "telecomunicaciones", "telecomunicazioni", "telecommunicatie"] },
  { id: "rf-engineering", name: "RF Engineering", category: "engineering", kind: "hard", aliases: ["Hochfrequenztechnik", "radiofr\xE9quence", "radiofrecuencia", "radiofrequenza"] },
  { id: "thermodynamics", name: "Thermodynamics", category: "engineering", kind: "hard", aliases: ["Thermodynamik", "thermodynamique", "termodin\xE1mica", "thermodynamica"] },
  { id: "fluid-mechanics", name: "Fluid Mechanics", category: "engineering", kind: "hard", aliases: ["Str\xF6mungsmechanik", "m\xE9canique des fluides", "mec\xE1nica de fluidos", "meccanica dei fluidi", "stromingsleer"] },
  { id: "materials-science", name: "Materials Science", category: "engineering", kind: "hard", aliases: ["Werkstofftechnik", "Werkstoffkunde", "science des mat\xE9riaux", "ciencia de materiales", "scienza dei materiali", "materiaalkunde"] },
  { id: "metallurgy", name: "Metallurgy", category: "engineering", kind: "hard", aliases: ["Metallurgie", "metalurgia", "metallurgia"] },
  { id: "welding", name: "Welding", category: "engineering", kind: "hard", aliases: ["Schwei\xDFen", "Schwei\xDFtechnik", "soudage", "soldadura", "saldatura", "lassen"] },
  { id: "machining", name: "Machining", category: "engineering", kind: "hard", aliases: ["Zerspanung", "Zerspanungstechnik", "usinage", "mecanizado", "lavorazioni meccaniche", "verspanen"] },
  { id: "sheet-metal-design", name: "Sheet Metal Design", category: "engineering", kind: "hard", aliases: ["Blechkonstruktion", "t\xF4lerie", "chapister\xEDa"] },
  { id: "injection-moulding", name: "Injection Moulding", category: "engineering", kind: "hard", aliases: ["Injection molding", "Spritzguss", "injection plastique", "moldeo por inyecci\xF3n", "stampaggio a iniezione", "spuitgieten"] },
  { id: "additive-manufacturing", name: "Additive Manufacturing", category: "engineering", kind: "hard", aliases: ["3D printing", "additive Fertigung", "3D-Druck", "fabrication additive", "impression 3D", "fabricaci\xF3n aditiva", "impresi\xF3n 3D", "manifattura additiva", "stampa 3D", "3D-printen"] },
  { id: "manufacturing-engineering", name: "Manufacturing Engineering", category: "engineering", kind: "hard", aliases: ["Fertigungstechnik", "Produktionstechnik", "g\xE9nie de production", "ingenier\xEDa de fabricaci\xF3n", "ingegneria di produzione", "productietechniek"] },
  { id: "production-planning", name: "Production Planning", category: "engineering", kind: "hard", aliases: ["Produktionsplanung", "PPS", "planification de la production", "planificaci\xF3n de la producci\xF3n", "pianificazione della produzione", "productieplanning"] },
  { id: "process-engineering", name: "Process Engineering", category: "engineering", kind: "hard", aliases: ["Verfahrenstechnik", "g\xE9nie des proc\xE9d\xE9s", "ingenier\xEDa de procesos", "ingegneria di processo", "procestechnologie"] },
  { id: "chemical-engineering", name: "Chemical Engineering", category: "engineering", kind: "hard", aliases: ["Chemieingenieurwesen", "g\xE9nie chimique", "ingenier\xEDa qu\xEDmica", "ingegneria chimica", "chemische technologie"] },
  { id: "industrial-engineering", name: "Industrial Engineering", category: "engineering", kind: "hard", aliases: ["Wirtschaftsingenieurwesen", "g\xE9nie industriel", "ingenier\xEDa industrial", "ingegneria gestionale"] },
  { id: "quality-engineering", name: "Quality Engineering", category: "engineering", kind: "hard", aliases: ["Qualit\xE4tstechnik", "ing\xE9nierie qualit\xE9", "ingenier\xEDa de calidad", "ingegneria della qualit\xE0"] },
  { id: "quality-control", name: "Quality Control", category: "engineering", kind: "hard", aliases: ["Qualit\xE4tskontrolle", "Qualit\xE4tspr\xFCfung", "contr\xF4le qualit\xE9", "control de calidad", "controllo qualit\xE0", "kwaliteitscontrole"] },
  { id: "failure-mode-and-effects-analysis", name: "Failure Mode and Effects Analysis", category: "engineering", kind: "hard", aliases: ["FMEA", "AMDEC", "AMFE"] },
  { id: "root-cause-analysis", name: "Root Cause Analysis", category: "engineering", kind: "hard", aliases: ["RCA", "Ursachenanalyse", "analyse des causes", "an\xE1lisis de causa ra\xEDz", "analisi delle cause", "oorzaakanalyse"] },
  { id: "statistical-process-control", name: "Statistical Process Control", category: "engineering", kind: "hard", aliases: ["SPC", "statistische Prozesslenkung", "control estad\xEDstico de procesos"] },
  { id: "geometric-dimensioning-and-tolerancing", name: "Geometric Dimensioning and Tolerancing", category: "engineering", kind: "hard", aliases: ["GD&T", "Form- und Lagetoleranzen", "cotation fonctionnelle", "tolerancias geom\xE9tricas"] },
  { id: "metrology", name: "Metrology", category: "engineering", kind: "hard", aliases: ["Messtechnik", "m\xE9trologie", "metrolog\xEDa", "meettechniek"] },
  { id: "non-destructive-testing", name: "Non-destructive Testing", category: "engineering", kind: "hard", aliases: ["NDT", "zerst\xF6rungsfreie Pr\xFCfung", "ZfP", "contr\xF4les non destructifs", "CND", "ensayos no destructivos", "controlli non distruttivi"] },
  { id: "maintenance-engineering", name: "Maintenance Engineering", category: "engineering", kind: "hard", aliases: ["Instandhaltung", "Wartung", "maintenance", "mantenimiento", "manutenzione", "onderhoud"], ambiguous: ["Instandhaltung", "Wartung", "maintenance", "mantenimiento", "manutenzione", "onderhoud"] },
  { id: "predictive-maintenance", name: "Predictive Maintenance", category: "engineering", kind: "hard", aliases: ["vorausschauende Wartung", "maintenance pr\xE9dictive", "mantenimiento predictivo", "manutenzione predittiva"] },
  { id: "reliability-engineering", name: "Reliability Engineering", category: "engineering", kind: "hard", aliases: ["Zuverl\xE4ssigkeitstechnik", "fiabilit\xE9", "ingenier\xEDa de fiabilidad", "affidabilit\xE0"] },
  { id: "commissioning", name: "Commissioning", category: "engineering", kind: "hard", aliases: ["Inbetriebnahme", "mise en service", "puesta en marcha", "messa in servizio", "inbedrijfstelling"], ambiguous: ["Commissioning"] },
  { id: "systems-engineering", name: "Systems Engineering", category: "engineering", kind: "hard", aliases: ["Systemtechnik", "ing\xE9nierie syst\xE8me", "ingenier\xEDa de sistemas", "ingegneria dei sistemi"] },
  { id: "systems-requirements-management", name: "Systems Requirements Management", category: "engineering", kind: "hard", aliases: ["Anforderungsmanagement Technik"] },
  { id: "technical-specifications", name: "Technical Specifications", category: "engineering", kind: "hard", aliases: ["Lastenheft", "Pflichtenheft", "cahier des charges", "especificaciones t\xE9cnicas", "capitolato tecnico", "bestek"] },
  { id: "aerospace-engineering", name: "Aerospace Engineering", category: "engineering", kind: "hard", aliases: ["Luft- und Raumfahrttechnik", "ing\xE9nierie a\xE9rospatiale", "ingenier\xEDa aeroespacial", "ingegneria aerospaziale", "luchtvaarttechniek"] },
  { id: "automotive-engineering", name: "Automotive Engineering", category: "engineering", kind: "hard", aliases: ["Fahrzeugtechnik", "Automobiltechnik", "ing\xE9nierie automobile", "ingenier\xEDa automotriz", "ingegneria automobilistica", "automotive"] },
  { id: "naval-architecture", name: "Naval Architecture", category: "engineering", kind: "hard", aliases: ["Schiffbau", "architecture navale", "ingenier\xEDa naval", "ingegneria navale", "scheepsbouw"] },
  { id: "environmental-engineering", name: "Environmental Engineering", category: "engineering", kind: "hard", aliases: ["Umwelttechnik", "g\xE9nie de l'environnement", "ingenier\xEDa ambiental", "ingegneria ambientale", "milieutechniek"] },
  { id: "architecture", name: "Architecture", category: "engineering", kind: "hard", aliases: ["Architektur", "arquitectura", "architettura", "architectuur"], ambiguous: ["Architecture"] },
  { id: "architectural-design", name: "Architectural Design", category: "engineering", kind: "hard", aliases: ["Entwurfsplanung", "conception architecturale", "dise\xF1o arquitect\xF3nico", "progettazione architettonica", "architectonisch ontwerp"] },
  { id: "urban-planning", name: "Urban Planning", category: "engineering", kind: "hard", aliases: ["Stadtplanung", "urbanisme", "urbanismo", "urbanistica", "stedenbouw"] },
  { id: "landscape-architecture", name: "Landscape Architecture", category: "engineering", kind: "hard", aliases: ["Landschaftsarchitektur", "paysagisme", "paisajismo", "architettura del paesaggio", "landschapsarchitectuur"] },
  { id: "building-permits", name: "Building Permits", category: "engineering", kind: "hard", aliases: ["Baugenehmigungen", "permis de construire", "licencias de obra", "permessi edilizi", "omgevingsvergunning"] },
  { id: "fire-safety-engineering", name: "Fire Safety Engineering", category: "engineering", kind: "hard", aliases: ["Brandschutz", "s\xE9curit\xE9 incendie", "protecci\xF3n contra incendios", "prevenzione incendi", "brandveiligheid"] },
  { id: "asset-integrity", name: "Asset Integrity", category: "engineering", kind: "hard", aliases: ["Anlagenintegrit\xE4t"] },
  { id: "piping-design", name: "Piping Design", category: "engineering", kind: "hard", aliases: ["Rohrleitungsbau", "tuyauterie", "dise\xF1o de tuber\xEDas", "progettazione piping", "leidingontwerp"] },
  { id: "pneumatics", name: "Pneumatics", category: "engineering", kind: "hard", aliases: ["Pneumatik", "pneumatique", "neum\xE1tica", "pneumatica", "pneumatiek"] },
  { id: "hydraulics", name: "Hydraulics", category: "engineering", kind: "hard", aliases: ["Hydraulik", "ol\xE9ohydraulique", "oleohidr\xE1ulica", "oleodinamica", "hydrauliek"] },
  { id: "tender-documents", name: "Tender Documents", category: "engineering", kind: "hard", aliases: ["Leistungsverzeichnis", "DCE", "pliegos", "capitolati", "aanbestedingsdocumenten"] },
  { id: "infrastructure-projects", name: "Infrastructure Projects", category: "engineering", kind: "hard", aliases: ["Infrastrukturprojekte", "projets d'infrastructure", "proyectos de infraestructura", "progetti infrastrutturali", "infraprojecten"] },
  { id: "systems-integration", name: "Systems Integration", category: "engineering", kind: "hard", aliases: ["Systemintegration", "int\xE9gration de syst\xE8mes", "integraci\xF3n de sistemas", "integrazione di sistemi"] },
  { id: "hardware-prototyping", name: "Hardware Prototyping", category: "engineering", kind: "hard", aliases: ["Musterbau"] },
  { id: "test-engineering", name: "Test Engineering", category: "engineering", kind: "hard", aliases: ["Pr\xFCftechnik", "Testingenieurwesen", "collaudo"] },
  { id: "functional-safety", name: "Functional Safety", category: "engineering", kind: "hard", aliases: ["funktionale Sicherheit", "ISO 26262", "IEC 61508", "s\xE9curit\xE9 fonctionnelle", "seguridad funcional", "sicurezza funzionale"] },
  { id: "homologation", name: "Homologation", category: "engineering", kind: "hard", aliases: ["homologaci\xF3n", "omologazione"] },
  { id: "vibration-analysis", name: "Vibration Analysis", category: "engineering", kind: "hard", aliases: ["Schwingungsanalyse", "analyse vibratoire", "an\xE1lisis de vibraciones", "analisi delle vibrazioni"] },
  { id: "acoustics", name: "Acoustics", category: "engineering", kind: "hard", aliases: ["Akustik", "acoustique", "ac\xFAstica", "akoestiek"] },
  { id: "optics", name: "Optics", category: "engineering", kind: "hard", aliases: ["Optik", "optique", "\xF3ptica", "ottica"] },
  { id: "lighting-design", name: "Lighting Design", category: "engineering", kind: "hard", aliases: ["Lichtplanung", "\xE9clairagisme", "dise\xF1o de iluminaci\xF3n"] },
  { id: "geodesy", name: "Geodesy", category: "engineering", kind: "hard", aliases: ["Geod\xE4sie", "g\xE9od\xE9sie", "geodesia"] },
  { id: "mining-engineering", name: "Mining Engineering", category: "engineering", kind: "hard", aliases: ["Bergbau", "g\xE9nie minier", "ingenier\xEDa de minas", "ingegneria mineraria", "mijnbouw"] },
  { id: "petroleum-engineering", name: "Petroleum Engineering", category: "engineering", kind: "hard", aliases: ["Erd\xF6ltechnik", "ing\xE9nierie p\xE9troli\xE8re", "ingenier\xEDa de petr\xF3leo"] },
  { id: "nuclear-engineering", name: "Nuclear Engineering", category: "engineering", kind: "hard", aliases: ["Kerntechnik", "g\xE9nie nucl\xE9aire", "ingenier\xEDa nuclear", "ingegneria nucleare", "nucleaire techniek"] },
  { id: "battery-technology", name: "Battery Technology", category: "engineering", kind: "hard", aliases: ["Batterietechnik", "bater\xEDas"] },
  { id: "electromobility", name: "Electromobility", category: "engineering", kind: "hard", aliases: ["E-Mobilit\xE4t", "Elektromobilit\xE4t", "\xE9lectromobilit\xE9", "movilidad el\xE9ctrica", "mobilit\xE0 elettrica", "elektrische mobiliteit"] },
  { id: "hydrogen-technology", name: "Hydrogen Technology", category: "engineering", kind: "hard", aliases: ["Wasserstofftechnik", "hydrog\xE8ne", "hidr\xF3geno", "idrogeno", "waterstof"] },
  { id: "digital-twin", name: "Digital Twin", category: "engineering", kind: "hard", aliases: ["digitaler Zwilling", "jumeau num\xE9rique", "gemelo digital", "gemello digitale"] },
  { id: "industry-4-0", name: "Industry 4.0", category: "engineering", kind: "hard", aliases: ["Industrie 4.0", "industrie du futur", "Industria 4.0"] },
  { id: "lean-manufacturing", name: "Lean Manufacturing", category: "engineering", kind: "hard", aliases: ["Lean Production", "schlanke Produktion", "production all\xE9g\xE9e", "manufactura esbelta", "produzione snella"] },
  { id: "building-renovation", name: "Building Renovation", category: "engineering", kind: "hard", aliases: ["r\xE9novation", "rehabilitaci\xF3n de edificios", "ristrutturazione edilizia", "renovatie"] },
  { id: "carpentry", name: "Carpentry", category: "engineering", kind: "hard", aliases: ["Tischlerei", "Zimmerei", "menuiserie", "carpinter\xEDa", "falegnameria", "timmerwerk"] },
  { id: "masonry", name: "Masonry", category: "engineering", kind: "hard", aliases: ["Mauerwerk", "ma\xE7onnerie", "alba\xF1iler\xEDa", "muratura", "metselwerk"] }
];

// src/engine/taxonomy/data/finance-accounting.json
var finance_accounting_default = [
  { id: "accounting", name: "Accounting", category: "finance-accounting", kind: "domain", aliases: ["Rechnungswesen", "accountancy", "ragioneria"] },
  { id: "bookkeeping", name: "Bookkeeping", category: "finance-accounting", kind: "domain", aliases: ["Buchhaltung", "Buchf\xFChrung", "comptabilit\xE9", "contabilidad", "contabilit\xE0", "tenue de comptabilit\xE9", "tenue des livres", "tenedur\xEDa de libros", "contabilit\xE0 ordinaria", "tenuta della contabilit\xE0", "boekhouding", "boekhouden"], related: ["accounting"] },
  { id: "general-ledger-accounting", name: "General Ledger Accounting", category: "finance-accounting", kind: "domain", aliases: ["General ledger", "GL accounting", "Hauptbuchhaltung", "Finanzbuchhaltung", "FiBu", "comptabilit\xE9 g\xE9n\xE9rale", "contabilidad general", "contabilit\xE0 generale", "grootboekadministratie", "financi\xEBle administratie"] },
  { id: "accounts-payable", name: "Accounts Payable", category: "finance-accounting", kind: "domain", aliases: ["AP", "Kreditorenbuchhaltung", "Kreditoren", "comptabilit\xE9 fournisseurs", "cuentas por pagar", "contabilidad de proveedores", "contabilit\xE0 fornitori", "crediteurenadministratie"], matchCase: ["AP"], ambiguous: ["AP"] },
  { id: "accounts-receivable", name: "Accounts Receivable", category: "finance-accounting", kind: "domain", aliases: ["AR", "Debitorenbuchhaltung", "Debitoren", "comptabilit\xE9 clients", "cuentas por cobrar", "contabilit\xE0 clienti", "debiteurenadministratie"], matchCase: ["AR"], ambiguous: ["AR"] },
  { id: "month-end-close", name: "Month-end Close", category: "finance-accounting", kind: "domain", aliases: ["Monthly closing", "Period-end close", "Monatsabschluss", "Monatsabschl\xFCsse", "cl\xF4ture mensuelle", "cierre mensual", "chiusura mensile", "maandafsluiting"] },
  { id: "year-end-close", name: "Year-end Close", category: "finance-accounting", kind: "domain", aliases: ["Annual closing", "Jahresabschluss", "Jahresabschl\xFCsse", "cl\xF4ture annuelle", "cierre anual", "chiusura annuale", "jaarafsluiting"] },
  { id: "financial-statements", name: "Financial Statements", category: "finance-accounting", kind: "domain", aliases: ["Annual financial statements", "Financial statement preparation", "Jahresabschlusserstellung", "Bilanzierung", "\xE9tats financiers", "comptes annuels", "estados financieros", "cuentas anuales", "bilancio d'esercizio", "bilancio", "jaarrekening"] },
  { id: "financial-reporting", name: "Financial Reporting", category: "finance-accounting", kind: "domain", aliases: ["Finanzberichterstattung", "Finanzreporting", "reporting financier", "informaci\xF3n financiera", "reporting finanziario", "financi\xEBle rapportage"] },
  { id: "consolidation", name: "Consolidation", category: "finance-accounting", kind: "domain", aliases: ["Group consolidation", "Konzernabschluss", "Konsolidierung", "consolidation des comptes", "consolidaci\xF3n", "consolidamento", "bilancio consolidato", "consolidatie"], ambiguous: ["Consolidation"] },
  { id: "ifrs", name: "IFRS", category: "finance-accounting", kind: "domain", aliases: ["International Financial Reporting Standards", "IAS/IFRS"], related: ["financial-reporting"] },
  { id: "us-gaap", name: "US GAAP", category: "finance-accounting", kind: "domain", aliases: ["GAAP"], related: ["financial-reporting"] },
  { id: "hgb", name: "HGB", category: "finance-accounting", kind: "domain", aliases: ["HGB-Abschluss", "Handelsgesetzbuch"], related: ["financial-reporting"] },
  { id: "local-gaap", name: "Local GAAP", category: "finance-accounting", kind: "domain", aliases: ["OIC", "Principi contabili OIC", "PCG", "Plan comptable g\xE9n\xE9ral", "PGC", "Plan General Contable"] },
  { id: "management-accounting", name: "Management Accounting", category: "finance-accounting", kind: "domain", aliases: ["Cost accounting", "Kostenrechnung", "Kosten- und Leistungsrechnung", "KLR", "comptabilit\xE9 analytique", "contabilidad de costes", "contabilidad anal\xEDtica", "contabilit\xE0 analitica", "contabilit\xE0 industriale", "kostprijsberekening"] },
  { id: "controlling", name: "Controlling", category: "finance-accounting", kind: "domain", aliases: ["Financial controlling", "Management control", "Finanzcontrolling", "contr\xF4le de gestion", "control de gesti\xF3n", "controllo di gestione", "planning & control"] },
  { id: "budgeting", name: "Budgeting", category: "finance-accounting", kind: "domain", aliases: ["Budget planning", "Budgetplanung", "Budgetierung", "Budgeterstellung", "\xE9laboration budg\xE9taire", "budg\xE9tisation", "presupuestaci\xF3n", "elaboraci\xF3n de presupuestos", "pianificazione del budget", "budgettering", "begroting"], ambiguous: ["Budgeting"] },
  { id: "budget-control", name: "Budget Control", category: "finance-accounting", kind: "domain", aliases: ["Budget management", "Budget monitoring", "Budgetkontrolle", "Budgetverantwortung", "Budget\xFCberwachung", "contr\xF4le budg\xE9taire", "suivi budg\xE9taire", "gestion budg\xE9taire", "control presupuestario", "control de presupuestos", "gesti\xF3n presupuestaria", "controllo del budget", "controllo budget", "budgetbeheer", "budgetbewaking"] },
  { id: "financial-planning-and-analysis", name: "Financial Planning and Analysis", category: "finance-accounting", kind: "domain", aliases: ["FP&A", "Financial planning", "Finanzplanung", "planification financi\xE8re", "planificaci\xF3n financiera", "pianificazione finanziaria", "financi\xEBle planning"] },
  { id: "financial-analysis", name: "Financial Analysis", category: "finance-accounting", kind: "domain", aliases: ["Finanzanalyse", "analyse financi\xE8re", "an\xE1lisis financiero", "analisi finanziaria", "financi\xEBle analyse"] },
  { id: "financial-modelling", name: "Financial Modelling", category: "finance-accounting", kind: "domain", aliases: ["Financial modeling", "Finanzmodellierung", "mod\xE9lisation financi\xE8re", "modelizaci\xF3n financiera", "modellazione finanziaria", "financi\xEBle modellering"] },
  { id: "variance-analysis", name: "Variance Analysis", category: "finance-accounting", kind: "domain", aliases: ["Abweichungsanalyse", "analyse des \xE9carts", "an\xE1lisis de desviaciones", "analisi degli scostamenti", "afwijkingsanalyse"] },
  { id: "cash-flow-management", name: "Cash Flow Management", category: "finance-accounting", kind: "domain", aliases: ["Cash management", "Liquidit\xE4tsmanagement", "Liquidit\xE4tsplanung", "gestion de tr\xE9sorerie", "tr\xE9sorerie", "gesti\xF3n de tesorer\xEDa", "tesorer\xEDa", "gestione della tesoreria", "liquiditeitsbeheer", "kasstroombeheer"] },
  { id: "treasury-management", name: "Treasury Management", category: "finance-accounting", kind: "domain", aliases: ["Treasury"], ambiguous: ["Treasury"] },
  { id: "working-capital-management", name: "Working Capital Management", category: "finance-accounting", kind: "domain", aliases: ["gestion du BFR", "gesti\xF3n del capital circulante"] },
  { id: "corporate-finance", name: "Corporate Finance", category: "finance-accounting", kind: "domain", aliases: ["Unternehmensfinanzierung", "finance d'entreprise", "finanzas corporativas", "finanza aziendale"] },
  { id: "investment-analysis", name: "Investment Analysis", category: "finance-accounting", kind: "domain", aliases: ["Investitionsrechnung", "Investitionsanalyse", "analyse d'investissement", "an\xE1lisis de inversiones", "analisi degli investimenti"] },
  { id: "company-valuation", name: "Company Valuation", category: "finance-accounting", kind: "domain", aliases: ["Valuation", "Business valuation", "Unternehmensbewertung", "\xE9valuation d'entreprise", "valoraci\xF3n de empresas", "valutazione d'azienda", "bedrijfswaardering"], ambiguous: ["Valuation"] },
  { id: "discounted-cash-flow", name: "Discounted Cash Flow", category: "finance-accounting", kind: "domain", aliases: ["DCF", "DCF valuation"] },
  { id: "capital-markets", name: "Capital Markets", category: "finance-accounting", kind: "domain", aliases: ["Kapitalm\xE4rkte", "march\xE9s de capitaux", "mercados de capitales", "mercati dei capitali"] },
  { id: "investment-banking", name: "Investment Banking", category: "finance-accounting", kind: "domain", aliases: ["banque d'investissement", "banca de inversi\xF3n"] },
  { id: "asset-management", name: "Asset Management", category: "finance-accounting", kind: "domain", aliases: ["Verm\xF6gensverwaltung", "gestion d'actifs", "gesti\xF3n de activos", "gestione patrimoniale", "vermogensbeheer"] },
  { id: "portfolio-analysis", name: "Portfolio Analysis", category: "finance-accounting", kind: "domain", aliases: ["Investment portfolio management", "Portfolioanalyse", "gestion de portefeuille", "gesti\xF3n de carteras"] },
  { id: "wealth-management", name: "Wealth Management", category: "finance-accounting", kind: "domain", aliases: ["Private banking", "Verm\xF6gensberatung", "gestion de patrimoine", "banca privada"] },
  { id: "financial-advisory", name: "Financial Advisory", category: "finance-accounting", kind: "domain", aliases: ["Financial advice", "Finanzberatung", "conseil financier", "asesoramiento financiero", "consulenza finanziaria", "financieel advies"] },
  { id: "equity-research", name: "Equity Research", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "private-equity", name: "Private Equity", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "venture-capital", name: "Venture Capital", category: "finance-accounting", kind: "domain", aliases: ["Risikokapital", "capital-risque", "capital riesgo"] },
  { id: "capital-raising", name: "Capital Raising", category: "finance-accounting", kind: "domain", aliases: ["Kapitalbeschaffung", "lev\xE9e de fonds", "levantamiento de capital"] },
  { id: "credit-analysis", name: "Credit Analysis", category: "finance-accounting", kind: "domain", aliases: ["Kreditanalyse", "Bonit\xE4tspr\xFCfung", "analyse de cr\xE9dit", "an\xE1lisis de cr\xE9dito", "analisi del credito", "kredietanalyse"] },
  { id: "credit-risk-management", name: "Credit Risk Management", category: "finance-accounting", kind: "domain", aliases: ["Credit risk", "Kreditrisiko", "Kreditrisikomanagement", "risque de cr\xE9dit", "riesgo de cr\xE9dito", "rischio di credito", "kredietrisico"] },
  { id: "market-risk", name: "Market Risk", category: "finance-accounting", kind: "domain", aliases: ["Marktrisiko", "risque de march\xE9", "riesgo de mercado", "rischio di mercato"] },
  { id: "financial-risk-management", name: "Financial Risk Management", category: "finance-accounting", kind: "domain", aliases: ["Finanzrisikomanagement", "gestion des risques financiers", "gesti\xF3n de riesgos financieros", "gestione dei rischi finanziari"] },
  { id: "liquidity-risk", name: "Liquidity Risk", category: "finance-accounting", kind: "domain", aliases: ["ALM", "Asset liability management"] },
  { id: "basel-iii", name: "Basel III", category: "finance-accounting", kind: "domain", aliases: ["Basel IV", "CRR"] },
  { id: "solvency-ii", name: "Solvency II", category: "finance-accounting", kind: "domain", aliases: ["Solvabilit\xE9 II", "Solvencia II"] },
  { id: "regulatory-reporting", name: "Regulatory Reporting", category: "finance-accounting", kind: "domain", aliases: ["Meldewesen", "aufsichtsrechtliches Meldewesen", "reporting r\xE9glementaire", "reporting regolamentare", "COREP", "FINREP"] },
  { id: "tax", name: "Tax", category: "finance-accounting", kind: "domain", aliases: ["Taxation", "Steuern", "fiscalit\xE9", "fiscalidad", "fiscalit\xE0", "belastingen"], ambiguous: ["Tax"] },
  { id: "tax-compliance", name: "Tax Compliance", category: "finance-accounting", kind: "domain", aliases: ["Tax filings", "Steuererkl\xE4rungen", "Steuerdeklaration", "d\xE9clarations fiscales", "obligations fiscales", "cumplimiento fiscal", "obligaciones fiscales", "adempimenti fiscali", "dichiarazioni fiscali", "belastingaangiften"] },
  { id: "tax-advisory", name: "Tax Advisory", category: "finance-accounting", kind: "domain", aliases: ["Steuerberatung", "conseil fiscal", "asesor\xEDa fiscal", "consulenza fiscale", "belastingadvies"] },
  { id: "corporate-tax", name: "Corporate Tax", category: "finance-accounting", kind: "domain", aliases: ["K\xF6rperschaftsteuer", "Unternehmenssteuern", "imp\xF4t sur les soci\xE9t\xE9s", "impuesto de sociedades", "imposte sui redditi societari", "IRES", "vennootschapsbelasting"] },
  { id: "vat", name: "VAT", category: "finance-accounting", kind: "domain", aliases: ["Value added tax", "Umsatzsteuer", "MwSt", "Mehrwertsteuer", "TVA", "IVA", "BTW", "btw-aangifte"] },
  { id: "transfer-pricing", name: "Transfer Pricing", category: "finance-accounting", kind: "domain", aliases: ["Verrechnungspreise", "prix de transfert", "precios de transferencia", "prezzi di trasferimento", "verrekenprijzen"] },
  { id: "payroll", name: "Payroll", category: "finance-accounting", kind: "domain", aliases: ["Payroll accounting", "Lohnbuchhaltung", "Lohnabrechnung", "Entgeltabrechnung", "Gehaltsabrechnung", "paie", "gestion de la paie", "n\xF3minas", "gesti\xF3n de n\xF3minas", "elaborazione buste paga", "paghe", "salarisadministratie", "loonadministratie"], ambiguous: ["Payroll", "paie"] },
  { id: "bank-reconciliation", name: "Bank Reconciliation", category: "finance-accounting", kind: "domain", aliases: ["Reconciliations", "Account reconciliation", "Kontenabstimmung", "rapprochement bancaire", "conciliaci\xF3n bancaria", "riconciliazione bancaria", "riconciliazioni bancarie", "bankafstemming"] },
  { id: "fixed-asset-accounting", name: "Fixed Asset Accounting", category: "finance-accounting", kind: "domain", aliases: ["Anlagenbuchhaltung", "immobilisations", "activos fijos", "cespiti", "gestione cespiti", "vaste activa"] },
  { id: "intercompany-accounting", name: "Intercompany Accounting", category: "finance-accounting", kind: "domain", aliases: ["Intercompany", "Intercompany-Abstimmung"] },
  { id: "revenue-recognition", name: "Revenue Recognition", category: "finance-accounting", kind: "domain", aliases: ["IFRS 15", "Umsatzrealisierung", "reconnaissance du chiffre d'affaires"] },
  { id: "lease-accounting", name: "Lease Accounting", category: "finance-accounting", kind: "domain", aliases: ["IFRS 16"] },
  { id: "cost-control", name: "Cost Control", category: "finance-accounting", kind: "domain", aliases: ["Kostenkontrolle", "Kostenmanagement", "ma\xEEtrise des co\xFBts", "contr\xF4le des co\xFBts", "control de costes", "controllo dei costi", "kostenbeheersing"] },
  { id: "cost-analysis", name: "Cost Analysis", category: "finance-accounting", kind: "domain", aliases: ["Kostenanalyse", "analyse des co\xFBts", "an\xE1lisis de costes", "analisi dei costi"] },
  { id: "profitability-analysis", name: "Profitability Analysis", category: "finance-accounting", kind: "domain", aliases: ["Deckungsbeitragsrechnung", "Rentabilit\xE4tsanalyse", "analyse de rentabilit\xE9", "an\xE1lisis de rentabilidad", "analisi della redditivit\xE0"] },
  { id: "invoicing", name: "Invoicing", category: "finance-accounting", kind: "domain", aliases: ["Billing", "Fakturierung", "Rechnungsstellung", "facturation", "facturaci\xF3n", "fatturazione", "facturatie"], ambiguous: ["Invoicing", "Billing"] },
  { id: "credit-control", name: "Credit Control", category: "finance-accounting", kind: "domain", aliases: ["Debt collection", "Forderungsmanagement", "Mahnwesen", "Inkasso", "recouvrement", "gestion du recouvrement", "gesti\xF3n de cobros", "recupero crediti", "incasso", "debiteurenbeheer"] },
  { id: "expense-management", name: "Expense Management", category: "finance-accounting", kind: "domain", aliases: ["Spesenabrechnung", "Reisekostenabrechnung", "notes de frais", "gesti\xF3n de gastos", "note spese"] },
  { id: "procure-to-pay", name: "Procure-to-pay", category: "finance-accounting", kind: "domain", aliases: ["P2P", "Purchase-to-pay"] },
  { id: "order-to-cash", name: "Order-to-cash", category: "finance-accounting", kind: "domain", aliases: ["O2C"] },
  { id: "record-to-report", name: "Record-to-report", category: "finance-accounting", kind: "domain", aliases: ["R2R"] },
  { id: "audit-preparation", name: "Audit Preparation", category: "finance-accounting", kind: "domain", aliases: ["Pr\xFCfungsvorbereitung", "pr\xE9paration d'audit"] },
  { id: "external-audit", name: "External Audit", category: "finance-accounting", kind: "domain", aliases: ["Statutory audit", "Abschlusspr\xFCfung", "Jahresabschlusspr\xFCfung", "commissariat aux comptes", "auditor\xEDa externa", "revisione legale", "accountantscontrole"] },
  { id: "internal-controls", name: "Internal Controls", category: "finance-accounting", kind: "domain", aliases: ["Internal control", "Internes Kontrollsystem", "IKS", "contr\xF4le interne", "control interno", "controllo interno", "interne beheersing"] },
  { id: "sox-compliance", name: "SOX Compliance", category: "finance-accounting", kind: "domain", aliases: ["SOX", "Sarbanes-Oxley"] },
  { id: "forensic-accounting", name: "Forensic Accounting", category: "finance-accounting", kind: "domain", aliases: ["forensische Buchpr\xFCfung", "juricomptabilit\xE9"] },
  { id: "financial-due-diligence", name: "Financial Due Diligence", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "mergers-and-acquisitions-finance", name: "Mergers and Acquisitions Finance", category: "finance-accounting", kind: "domain", aliases: ["Deal structuring"] },
  { id: "actuarial-modelling", name: "Actuarial Modelling", category: "finance-accounting", kind: "domain", aliases: ["Aktuarielle Modellierung"] },
  { id: "insurance-accounting", name: "Insurance Accounting", category: "finance-accounting", kind: "domain", aliases: ["IFRS 17"] },
  { id: "banking-operations", name: "Banking Operations", category: "finance-accounting", kind: "domain", aliases: ["Bankbetrieb", "op\xE9rations bancaires", "operaciones bancarias"] },
  { id: "payments", name: "Payments", category: "finance-accounting", kind: "domain", aliases: ["Payment processing", "Zahlungsverkehr", "moyens de paiement", "medios de pago", "sistemi di pagamento", "betalingsverkeer"], ambiguous: ["Payments"] },
  { id: "sepa", name: "SEPA", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "swift-payments", name: "SWIFT Payments", category: "finance-accounting", kind: "domain", aliases: ["SWIFT messaging"] },
  { id: "anti-money-laundering", name: "Anti-money Laundering", category: "finance-accounting", kind: "domain", aliases: ["AML", "Geldw\xE4schepr\xE4vention", "Geldw\xE4schebek\xE4mpfung", "lutte anti-blanchiment", "LCB-FT", "prevenci\xF3n del blanqueo de capitales", "antiriciclaggio", "Wwft"] },
  { id: "know-your-customer", name: "Know Your Customer", category: "finance-accounting", kind: "domain", aliases: ["KYC"] },
  { id: "financial-compliance", name: "Financial Compliance", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "trading", name: "Trading", category: "finance-accounting", kind: "domain", aliases: ["Securities trading", "Wertpapierhandel", "negociaci\xF3n de valores"], ambiguous: ["Trading"] },
  { id: "derivatives", name: "Derivatives", category: "finance-accounting", kind: "domain", aliases: ["Derivate", "produits d\xE9riv\xE9s", "derivados", "derivati"] },
  { id: "fixed-income", name: "Fixed Income", category: "finance-accounting", kind: "domain", aliases: ["Anleihen", "renta fija", "reddito fisso"] },
  { id: "bloomberg-terminal", name: "Bloomberg Terminal", category: "finance-accounting", kind: "domain", aliases: ["Bloomberg"] },
  { id: "refinitiv-eikon", name: "Refinitiv Eikon", category: "finance-accounting", kind: "domain", aliases: ["Refinitiv", "Eikon"] },
  { id: "capital-iq", name: "Capital IQ", category: "finance-accounting", kind: "domain", aliases: ["S&P Capital IQ"] },
  { id: "factset", name: "FactSet", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "datev", name: "DATEV", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "sap-fi", name: "SAP FI", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "sap-co", name: "SAP CO", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "sap-fi-co", name: "SAP FI/CO", category: "finance-accounting", kind: "domain", aliases: ["FI/CO"] },
  { id: "sap-s-4hana-finance", name: "SAP S/4HANA Finance", category: "finance-accounting", kind: "domain", aliases: ["S/4HANA Finance"] },
  { id: "lexware", name: "Lexware", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "sage", name: "Sage", category: "finance-accounting", kind: "domain", aliases: ["Sage 50", "Sage Accounting"], matchCase: ["Sage"], ambiguous: ["Sage"] },
  { id: "xero", name: "Xero", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "quickbooks", name: "QuickBooks", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "exact-online", name: "Exact Online", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "afas", name: "AFAS", category: "finance-accounting", kind: "domain", aliases: ["AFAS Profit"] },
  { id: "teamsystem", name: "TeamSystem", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "zucchetti", name: "Zucchetti", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "oracle-financials", name: "Oracle Financials", category: "finance-accounting", kind: "domain", aliases: ["Oracle EBS Financials"] },
  { id: "microsoft-dynamics-nav", name: "Microsoft Dynamics NAV", category: "finance-accounting", kind: "domain", aliases: ["Navision", "Dynamics NAV", "Business Central", "Dynamics 365 Business Central"] },
  { id: "cegid", name: "Cegid", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "pennylane", name: "Pennylane", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "holded", name: "Holded", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "a3-software", name: "A3 Software", category: "finance-accounting", kind: "domain", aliases: ["a3innuva"] },
  { id: "contaplus", name: "Contaplus", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "twinfield", name: "Twinfield", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "unit4", name: "Unit4", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "coupa", name: "Coupa", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "concur", name: "Concur", category: "finance-accounting", kind: "domain", aliases: ["SAP Concur"], matchCase: ["Concur"] },
  { id: "kyriba", name: "Kyriba", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "hyperion", name: "Hyperion", category: "finance-accounting", kind: "domain", aliases: ["Oracle Hyperion"], matchCase: ["Hyperion"] },
  { id: "anaplan", name: "Anaplan", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "jedox", name: "Jedox", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "tagetik", name: "Tagetik", category: "finance-accounting", kind: "domain", aliases: ["CCH Tagetik"] },
  { id: "lucanet", name: "LucaNet", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "blackline", name: "BlackLine", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "financial-accounting", name: "Financial Accounting", category: "finance-accounting", kind: "domain", aliases: ["Finanzbuchf\xFChrung", "comptabilit\xE9 financi\xE8re", "contabilidad financiera", "contabilit\xE0 finanziaria", "financi\xEBle boekhouding"] },
  { id: "balance-sheet-reconciliation", name: "Balance Sheet Reconciliation", category: "finance-accounting", kind: "domain", aliases: ["Bilanzabstimmung", "justification des comptes", "conciliaci\xF3n de balances"] },
  { id: "cost-centre-accounting", name: "Cost Centre Accounting", category: "finance-accounting", kind: "domain", aliases: ["Cost center accounting", "Kostenstellenrechnung", "centres de co\xFBts", "centros de coste", "centri di costo"] },
  { id: "investment-controlling", name: "Investment Controlling", category: "finance-accounting", kind: "domain", aliases: ["Beteiligungscontrolling"] },
  { id: "sales-controlling", name: "Sales Controlling", category: "finance-accounting", kind: "domain", aliases: ["Vertriebscontrolling"] },
  { id: "project-controlling", name: "Project Controlling", category: "finance-accounting", kind: "domain", aliases: ["Projektcontrolling", "contr\xF4le de projet", "control de proyectos"] },
  { id: "finance-business-partnering", name: "Finance Business Partnering", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "accruals-and-deferrals", name: "Accruals and Deferrals", category: "finance-accounting", kind: "domain", aliases: ["Rechnungsabgrenzung", "Abgrenzungen", "r\xE9gularisations", "periodificaciones", "ratei e risconti"] },
  { id: "statutory-reporting", name: "Statutory Reporting", category: "finance-accounting", kind: "domain", aliases: ["Statutory accounts", "comptes sociaux"] },
  { id: "pension-accounting", name: "Pension Accounting", category: "finance-accounting", kind: "domain", aliases: ["Pensionsr\xFCckstellungen", "IAS 19"] },
  { id: "grant-accounting", name: "Grant Accounting", category: "finance-accounting", kind: "domain", aliases: ["F\xF6rdermittelabrechnung"] },
  { id: "non-profit-accounting", name: "Non-profit Accounting", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "real-estate-finance", name: "Real Estate Finance", category: "finance-accounting", kind: "domain", aliases: ["Immobilienfinanzierung", "financement immobilier", "financiaci\xF3n inmobiliaria"] },
  { id: "project-finance", name: "Project Finance", category: "finance-accounting", kind: "domain", aliases: ["Projektfinanzierung", "financement de projets", "financiaci\xF3n de proyectos", "project financing"] },
  { id: "loan-processing", name: "Loan Processing", category: "finance-accounting", kind: "domain", aliases: ["Kreditsachbearbeitung", "Kreditbearbeitung", "instruction de cr\xE9dit", "tramitaci\xF3n de pr\xE9stamos"] },
  { id: "mortgage-advice", name: "Mortgage Advice", category: "finance-accounting", kind: "domain", aliases: ["Baufinanzierung", "Immobilienkreditberatung", "cr\xE9dit immobilier", "hipotecas", "mutui", "hypotheekadvies"] },
  { id: "financial-literacy", name: "Financial Literacy", category: "finance-accounting", kind: "domain", aliases: [] },
  { id: "cryptocurrency", name: "Cryptocurrency", category: "finance-accounting", kind: "domain", aliases: ["Crypto assets", "Kryptow\xE4hrungen"] },
  { id: "insurance-brokerage", name: "Insurance Brokerage", category: "finance-accounting", kind: "domain", aliases: ["Versicherungsvermittlung", "courtage d'assurance", "corredur\xEDa de seguros", "intermediazione assicurativa"] },
  { id: "economic-forecasting", name: "Economic Forecasting", category: "finance-accounting", kind: "domain", aliases: ["Konjunkturprognosen"] }
];

// src/engine/taxonomy/data/healthcare.json
var healthcare_default = [
  { id: "patient-care", name: "Patient Care", category: "healthcare", kind: "domain", aliases: ["Patientenversorgung", "Patientenbetreuung", "soins aux patients", "prise en charge des patients", "atenci\xF3n al paciente", "cura del paziente", "assistenza al paziente", "pati\xEBntenzorg"] },
  { id: "nursing", name: "Nursing", category: "healthcare", kind: "domain", aliases: ["Krankenpflege", "Pflege", "Gesundheits- und Krankenpflege", "soins infirmiers", "enfermer\xEDa", "infermieristica", "verpleging", "verpleegkunde"] },
  { id: "intensive-care-nursing", name: "Intensive Care Nursing", category: "healthcare", kind: "domain", aliases: ["Intensivpflege", "soins intensifs", "cuidados intensivos", "terapia intensiva", "intensive care"] },
  { id: "critical-care", name: "Critical Care", category: "healthcare", kind: "domain", aliases: ["Notfall- und Intensivmedizin", "medicina intensiva"] },
  { id: "emergency-care", name: "Emergency Care", category: "healthcare", kind: "domain", aliases: ["Emergency medicine", "Notfallmedizin", "Notfallversorgung", "m\xE9decine d'urgence", "urgences", "medicina de urgencias", "medicina d'urgenza", "spoedeisende hulp"] },
  { id: "triage", name: "Triage", category: "healthcare", kind: "domain", aliases: ["Ersteinsch\xE4tzung", "triaje"] },
  { id: "geriatric-care", name: "Geriatric Care", category: "healthcare", kind: "domain", aliases: ["Elderly care", "Altenpflege", "Geriatrie", "soins aux personnes \xE2g\xE9es", "geriatr\xEDa", "cuidado de personas mayores", "ouderenzorg"] },
  { id: "palliative-care", name: "Palliative Care", category: "healthcare", kind: "domain", aliases: ["Palliativpflege", "Palliativmedizin", "soins palliatifs", "cuidados paliativos", "cure palliative", "palliatieve zorg"] },
  { id: "paediatric-care", name: "Paediatric Care", category: "healthcare", kind: "domain", aliases: ["Pediatric care", "Paediatrics", "Pediatrics", "Kinderheilkunde", "P\xE4diatrie", "p\xE9diatrie", "pediatr\xEDa", "kindergeneeskunde"] },
  { id: "wound-care", name: "Wound Care", category: "healthcare", kind: "domain", aliases: ["Wundversorgung", "Wundmanagement", "soins des plaies", "cura de heridas", "cura delle ferite", "wondzorg"] },
  { id: "medication-administration", name: "Medication Administration", category: "healthcare", kind: "domain", aliases: ["Medikamentengabe", "administration des m\xE9dicaments", "administraci\xF3n de medicamentos", "somministrazione di farmaci", "medicatietoediening"] },
  { id: "vital-signs-monitoring", name: "Vital Signs Monitoring", category: "healthcare", kind: "domain", aliases: ["Vitalzeichenkontrolle", "surveillance des signes vitaux", "control de constantes vitales"] },
  { id: "phlebotomy", name: "Phlebotomy", category: "healthcare", kind: "domain", aliases: ["Blood sampling", "Blutentnahme", "prise de sang", "pr\xE9l\xE8vements sanguins", "extracci\xF3n de sangre", "prelievo ematico", "bloedafname"] },
  { id: "infection-control", name: "Infection Control", category: "healthcare", kind: "domain", aliases: ["Hygiene management", "Infektionspr\xE4vention", "hygi\xE8ne hospitali\xE8re", "pr\xE9vention des infections", "control de infecciones", "controllo delle infezioni", "infectiepreventie"] },
  { id: "care-planning", name: "Care Planning", category: "healthcare", kind: "domain", aliases: ["Pflegeplanung", "plan de soins", "planificaci\xF3n de cuidados", "pianificazione assistenziale", "zorgplanning"] },
  { id: "nursing-documentation", name: "Nursing Documentation", category: "healthcare", kind: "domain", aliases: ["Pflegedokumentation", "transmissions cibl\xE9es", "documentaci\xF3n de enfermer\xEDa", "documentazione infermieristica", "verpleegkundige verslaglegging"] },
  { id: "physiotherapy", name: "Physiotherapy", category: "healthcare", kind: "domain", aliases: ["Physical therapy", "Physiotherapie", "Krankengymnastik", "kin\xE9sith\xE9rapie", "fisioterapia", "fysiotherapie"] },
  { id: "manual-therapy", name: "Manual Therapy", category: "healthcare", kind: "domain", aliases: ["Manuelle Therapie", "th\xE9rapie manuelle", "terapia manual", "terapia manuale", "manuele therapie"] },
  { id: "orthopaedic-rehabilitation", name: "Orthopaedic Rehabilitation", category: "healthcare", kind: "domain", aliases: ["Orthopedic rehabilitation", "orthop\xE4dische Rehabilitation", "r\xE9\xE9ducation orthop\xE9dique", "rehabilitaci\xF3n traumatol\xF3gica", "rehabilitaci\xF3n ortop\xE9dica", "riabilitazione ortopedica", "orthopedische revalidatie"] },
  { id: "neurological-rehabilitation", name: "Neurological Rehabilitation", category: "healthcare", kind: "domain", aliases: ["Neurorehabilitation", "neurologische Rehabilitation", "r\xE9\xE9ducation neurologique", "rehabilitaci\xF3n neurol\xF3gica", "riabilitazione neurologica", "neurologische revalidatie"] },
  { id: "rehabilitation", name: "Rehabilitation", category: "healthcare", kind: "domain", aliases: ["Rehabilitationsmedizin", "r\xE9\xE9ducation", "r\xE9adaptation", "rehabilitaci\xF3n", "riabilitazione", "revalidatie"] },
  { id: "respiratory-physiotherapy", name: "Respiratory Physiotherapy", category: "healthcare", kind: "domain", aliases: ["Chest physiotherapy", "Atemtherapie", "Atemphysiotherapie", "kin\xE9sith\xE9rapie respiratoire", "fisioterapia respiratoria", "fysiotherapie ademhaling"] },
  { id: "sports-physiotherapy", name: "Sports Physiotherapy", category: "healthcare", kind: "domain", aliases: ["Sports rehabilitation", "Sportphysiotherapie", "kin\xE9sith\xE9rapie du sport", "fisioterapia deportiva", "fisioterapia sportiva", "sportfysiotherapie"] },
  { id: "lymphatic-drainage", name: "Lymphatic Drainage", category: "healthcare", kind: "domain", aliases: ["Manual lymphatic drainage", "Lymphdrainage", "manuelle Lymphdrainage", "drainage lymphatique", "drenaje linf\xE1tico", "linfodrenaggio", "drenaggio linfatico", "lymfedrainage"] },
  { id: "therapeutic-patient-education", name: "Therapeutic Patient Education", category: "healthcare", kind: "domain", aliases: ["Patient education", "Patientenschulung", "\xE9ducation th\xE9rapeutique", "\xE9ducation th\xE9rapeutique du patient", "ETP", "educaci\xF3n terap\xE9utica", "educazione terapeutica", "pati\xEBntenvoorlichting"] },
  { id: "therapeutic-pilates", name: "Therapeutic Pilates", category: "healthcare", kind: "domain", aliases: ["Clinical Pilates", "Pilates", "Pilates th\xE9rapeutique", "Pilates terap\xE9utico", "medische Pilates"], matchCase: ["Pilates"] },
  { id: "therapeutic-exercise", name: "Therapeutic Exercise", category: "healthcare", kind: "domain", aliases: ["Exercise therapy", "Bewegungstherapie", "Trainingstherapie", "exercices th\xE9rapeutiques", "ejercicio terap\xE9utico", "esercizio terapeutico", "oefentherapie"] },
  { id: "dry-needling", name: "Dry Needling", category: "healthcare", kind: "domain", aliases: [] },
  { id: "kinesio-taping", name: "Kinesio Taping", category: "healthcare", kind: "domain", aliases: ["Taping", "Tape-Anlage"], matchCase: ["Taping"] },
  { id: "massage-therapy", name: "Massage Therapy", category: "healthcare", kind: "domain", aliases: ["Massage", "Massagen", "massoth\xE9rapie", "masaje terap\xE9utico", "massoterapia", "massagetherapie"], ambiguous: ["Massage"] },
  { id: "osteopathy", name: "Osteopathy", category: "healthcare", kind: "domain", aliases: ["Osteopathie", "osteopat\xEDa"] },
  { id: "occupational-therapy", name: "Occupational Therapy", category: "healthcare", kind: "domain", aliases: ["Ergotherapie", "terapia ocupacional", "terapia occupazionale"] },
  { id: "speech-therapy", name: "Speech Therapy", category: "healthcare", kind: "domain", aliases: ["Speech and language therapy", "Logop\xE4die", "orthophonie", "logopedia", "logopedie"] },
  { id: "podiatry", name: "Podiatry", category: "healthcare", kind: "domain", aliases: ["Podologie", "podolog\xEDa"] },
  { id: "dietetics", name: "Dietetics", category: "healthcare", kind: "domain", aliases: ["Nutrition counselling", "Ern\xE4hrungsberatung", "Di\xE4tetik", "di\xE9t\xE9tique", "diet\xE9tica", "nutrici\xF3n", "di\xEBtetiek"] },
  { id: "pharmacy", name: "Pharmacy", category: "healthcare", kind: "domain", aliases: ["Pharmazie", "pharmacie", "farmacia", "farmacie"], ambiguous: ["Pharmacy", "farmacia"] },
  { id: "pharmaceutical-care", name: "Pharmaceutical Care", category: "healthcare", kind: "domain", aliases: ["Medication review", "pharmazeutische Betreuung", "soins pharmaceutiques", "atenci\xF3n farmac\xE9utica"] },
  { id: "dispensing", name: "Dispensing", category: "healthcare", kind: "domain", aliases: ["Arzneimittelabgabe", "dispensation", "dispensaci\xF3n", "dispensazione"] },
  { id: "clinical-assessment", name: "Clinical Assessment", category: "healthcare", kind: "domain", aliases: ["Patient assessment", "Anamnese", "klinische Untersuchung", "bilan clinique", "\xE9valuation clinique", "valoraci\xF3n cl\xEDnica", "valutazione clinica"] },
  { id: "diagnosis", name: "Diagnosis", category: "healthcare", kind: "domain", aliases: ["Diagnostik", "diagnostic", "diagn\xF3stico", "diagnosi", "diagnostiek"], ambiguous: ["Diagnosis", "diagnostic"] },
  { id: "differential-diagnosis", name: "Differential Diagnosis", category: "healthcare", kind: "domain", aliases: ["Differenzialdiagnose", "diagnostic diff\xE9rentiel"] },
  { id: "general-practice", name: "General Practice", category: "healthcare", kind: "domain", aliases: ["Family medicine", "Allgemeinmedizin", "m\xE9decine g\xE9n\xE9rale", "medicina general", "medicina generale", "huisartsgeneeskunde"] },
  { id: "internal-medicine", name: "Internal Medicine", category: "healthcare", kind: "domain", aliases: ["Innere Medizin", "m\xE9decine interne", "medicina interna", "interne geneeskunde"] },
  { id: "surgery", name: "Surgery", category: "healthcare", kind: "domain", aliases: ["Chirurgie", "cirug\xEDa", "chirurgia"], ambiguous: ["Surgery"] },
  { id: "surgical-assistance", name: "Surgical Assistance", category: "healthcare", kind: "domain", aliases: ["OP-Assistenz", "instrumentation chirurgicale", "instrumentaci\xF3n quir\xFArgica", "strumentazione chirurgica", "operatieassistentie"] },
  { id: "anaesthesia", name: "Anaesthesia", category: "healthcare", kind: "domain", aliases: ["Anesthesia", "An\xE4sthesie", "anesth\xE9sie", "anestesia"] },
  { id: "cardiology", name: "Cardiology", category: "healthcare", kind: "domain", aliases: ["Kardiologie", "cardiologie", "cardiolog\xEDa"] },
  { id: "oncology", name: "Oncology", category: "healthcare", kind: "domain", aliases: ["Onkologie", "oncologie", "oncolog\xEDa"] },
  { id: "neurology", name: "Neurology", category: "healthcare", kind: "domain", aliases: ["Neurologie", "neurolog\xEDa"] },
  { id: "psychiatry", name: "Psychiatry", category: "healthcare", kind: "domain", aliases: ["Psychiatrie", "psiquiatr\xEDa", "psichiatria"] },
  { id: "psychotherapy", name: "Psychotherapy", category: "healthcare", kind: "domain", aliases: ["Psychotherapie", "psicoterapia"] },
  { id: "cognitive-behavioural-therapy", name: "Cognitive Behavioural Therapy", category: "healthcare", kind: "domain", aliases: ["Cognitive behavioral therapy", "CBT", "kognitive Verhaltenstherapie", "Verhaltenstherapie", "TCC", "th\xE9rapies cognitivo-comportementales", "terapia cognitivo-conductual", "terapia cognitivo-comportamentale", "cognitieve gedragstherapie"] },
  { id: "counselling", name: "Counselling", category: "healthcare", kind: "domain", aliases: ["Counseling", "psychologische Beratung", "relation d'aide", "asesoramiento psicol\xF3gico", "counseling psicologico"] },
  { id: "mental-health", name: "Mental Health", category: "healthcare", kind: "domain", aliases: ["Mental health support", "psychische Gesundheit", "sant\xE9 mentale", "salud mental", "salute mentale", "geestelijke gezondheidszorg", "GGZ"] },
  { id: "crisis-intervention", name: "Crisis Intervention", category: "healthcare", kind: "domain", aliases: ["Krisenintervention", "intervention de crise", "intervenci\xF3n en crisis", "intervento in crisi", "crisisinterventie"] },
  { id: "psychological-assessment", name: "Psychological Assessment", category: "healthcare", kind: "domain", aliases: ["Psychodiagnostik", "\xE9valuation psychologique", "evaluaci\xF3n psicol\xF3gica", "valutazione psicologica", "psychodiagnostiek"] },
  { id: "midwifery", name: "Midwifery", category: "healthcare", kind: "domain", aliases: ["Geburtshilfe", "Hebammenkunde", "obst\xE9trique", "ma\xEFeutique", "obstetricia", "matronas", "ostetricia", "verloskunde"] },
  { id: "gynaecology", name: "Gynaecology", category: "healthcare", kind: "domain", aliases: ["Gynecology", "Gyn\xE4kologie", "gyn\xE9cologie", "ginecolog\xEDa", "gynaecologie"] },
  { id: "dentistry", name: "Dentistry", category: "healthcare", kind: "domain", aliases: ["Zahnmedizin", "dentisterie", "odontologie", "odontolog\xEDa", "odontoiatria", "tandheelkunde"] },
  { id: "dental-hygiene", name: "Dental Hygiene", category: "healthcare", kind: "domain", aliases: ["Prophylaxe", "hygi\xE8ne dentaire", "higiene dental", "igiene dentale", "mondhygi\xEBne"] },
  { id: "radiology", name: "Radiology", category: "healthcare", kind: "domain", aliases: ["Radiologie", "radiolog\xEDa"] },
  { id: "medical-imaging", name: "Medical Imaging", category: "healthcare", kind: "domain", aliases: ["Bildgebung", "imagerie m\xE9dicale", "diagn\xF3stico por imagen", "diagnostica per immagini", "medische beeldvorming"] },
  { id: "ultrasound", name: "Ultrasound", category: "healthcare", kind: "domain", aliases: ["Sonografie", "Ultraschall", "\xE9chographie", "ecograf\xEDa", "echografie"] },
  { id: "laboratory-diagnostics", name: "Laboratory Diagnostics", category: "healthcare", kind: "domain", aliases: ["Labordiagnostik", "biologie m\xE9dicale", "diagn\xF3stico de laboratorio", "diagnostica di laboratorio", "laboratoriumdiagnostiek"] },
  { id: "clinical-research", name: "Clinical Research", category: "healthcare", kind: "domain", aliases: ["Klinische Forschung", "recherche clinique", "investigaci\xF3n cl\xEDnica", "ricerca clinica", "klinisch onderzoek"] },
  { id: "clinical-trials", name: "Clinical Trials", category: "healthcare", kind: "domain", aliases: ["Klinische Studien", "essais cliniques", "ensayos cl\xEDnicos", "sperimentazioni cliniche", "studi clinici", "klinische studies"] },
  { id: "epidemiology", name: "Epidemiology", category: "healthcare", kind: "domain", aliases: ["Epidemiologie", "epidemiolog\xEDa"] },
  { id: "public-health", name: "Public Health", category: "healthcare", kind: "domain", aliases: ["\xF6ffentliche Gesundheit", "Gesundheitswesen", "sant\xE9 publique", "salud p\xFAblica", "sanit\xE0 pubblica", "salute pubblica", "volksgezondheid"] },
  { id: "health-promotion", name: "Health Promotion", category: "healthcare", kind: "domain", aliases: ["Gesundheitsf\xF6rderung", "promotion de la sant\xE9", "promoci\xF3n de la salud", "promozione della salute", "gezondheidsbevordering"] },
  { id: "preventive-care", name: "Preventive Care", category: "healthcare", kind: "domain", aliases: ["Pr\xE4vention", "pr\xE9vention sant\xE9", "medicina preventiva", "prevenzione", "preventie"], ambiguous: ["Pr\xE4vention", "prevenzione", "preventie"] },
  { id: "occupational-health", name: "Occupational Health", category: "healthcare", kind: "domain", aliases: ["Arbeitsmedizin", "betriebliches Gesundheitsmanagement", "BGM", "m\xE9decine du travail", "sant\xE9 au travail", "salud laboral", "medicina del lavoro", "bedrijfsgezondheidszorg"] },
  { id: "first-aid", name: "First Aid", category: "healthcare", kind: "domain", aliases: ["Erste Hilfe", "premiers secours", "primeros auxilios", "primo soccorso", "eerste hulp", "EHBO"] },
  { id: "basic-life-support", name: "Basic Life Support", category: "healthcare", kind: "domain", aliases: ["BLS", "Reanimation", "CPR", "r\xE9animation cardio-pulmonaire", "RCP", "reanimaci\xF3n cardiopulmonar", "rianimazione cardiopolmonare", "reanimatie", "soporte vital b\xE1sico", "Basisma\xDFnahmen der Reanimation", "BLSD"] },
  { id: "advanced-life-support", name: "Advanced Life Support", category: "healthcare", kind: "domain", aliases: ["ACLS", "ALS", "soporte vital avanzado", "soporte vital cardiovascular avanzado", "erweiterte Reanimationsma\xDFnahmen", "r\xE9animation avanc\xE9e", "supporto vitale avanzato", "ACLS-certificaat"] },
  { id: "paramedic-care", name: "Paramedic Care", category: "healthcare", kind: "domain", aliases: ["Rettungsdienst", "Notfallsanit\xE4ter", "ambulancier", "soins pr\xE9hospitaliers", "emergencias extrahospitalarias", "soccorso sanitario", "ambulancezorg"] },
  { id: "disability-support", name: "Disability Support", category: "healthcare", kind: "domain", aliases: ["Behindertenhilfe", "Eingliederungshilfe", "accompagnement du handicap", "atenci\xF3n a la discapacidad", "assistenza ai disabili", "gehandicaptenzorg"] },
  { id: "home-care", name: "Home Care", category: "healthcare", kind: "domain", aliases: ["H\xE4usliche Pflege", "ambulante Pflege", "soins \xE0 domicile", "atenci\xF3n domiciliaria", "assistenza domiciliare", "thuiszorg"] },
  { id: "dementia-care", name: "Dementia Care", category: "healthcare", kind: "domain", aliases: ["Demenzbetreuung", "Demenzpflege", "prise en charge de la d\xE9mence", "atenci\xF3n a la demencia", "assistenza alla demenza", "dementiezorg"] },
  { id: "personal-care", name: "Personal Care", category: "healthcare", kind: "domain", aliases: ["Grundpflege", "soins d'hygi\xE8ne", "cuidados personales", "cure igieniche", "persoonlijke verzorging"] },
  { id: "medical-documentation", name: "Medical Documentation", category: "healthcare", kind: "domain", aliases: ["medizinische Dokumentation", "dossier patient", "documentaci\xF3n cl\xEDnica", "documentazione clinica", "medische verslaglegging"] },
  { id: "electronic-health-records", name: "Electronic Health Records", category: "healthcare", kind: "domain", aliases: ["EHR", "EMR", "elektronische Patientenakte", "dossier patient informatis\xE9", "historia cl\xEDnica electr\xF3nica", "cartella clinica elettronica", "elektronisch pati\xEBntendossier", "EPD"] },
  { id: "epic", name: "Epic", category: "healthcare", kind: "domain", aliases: ["Epic Systems"], matchCase: ["Epic"], ambiguous: ["Epic"] },
  { id: "cerner", name: "Cerner", category: "healthcare", kind: "domain", aliases: ["Oracle Health"] },
  { id: "orbis", name: "ORBIS", category: "healthcare", kind: "domain", aliases: ["Dedalus ORBIS"], matchCase: ["ORBIS"] },
  { id: "hix", name: "HiX", category: "healthcare", kind: "domain", aliases: ["ChipSoft HiX"] },
  { id: "medical-coding", name: "Medical Coding", category: "healthcare", kind: "domain", aliases: ["ICD-10", "ICD-10 coding", "codage m\xE9dical", "codificaci\xF3n cl\xEDnica", "codifica SDO", "DRG"] },
  { id: "healthcare-management", name: "Healthcare Management", category: "healthcare", kind: "domain", aliases: ["Gesundheitsmanagement", "Klinikmanagement", "gestion hospitali\xE8re", "gesti\xF3n sanitaria", "gestione sanitaria", "zorgmanagement"] },
  { id: "patient-safety", name: "Patient Safety", category: "healthcare", kind: "domain", aliases: ["Patientensicherheit", "s\xE9curit\xE9 des patients", "seguridad del paciente", "sicurezza del paziente", "pati\xEBntveiligheid"] },
  { id: "clinical-governance", name: "Clinical Governance", category: "healthcare", kind: "domain", aliases: ["klinische Governance"] },
  { id: "medical-devices", name: "Medical Devices", category: "healthcare", kind: "domain", aliases: ["Medizinprodukte", "dispositifs m\xE9dicaux", "productos sanitarios", "dispositivi medici", "medische hulpmiddelen"] },
  { id: "sterilisation", name: "Sterilisation", category: "healthcare", kind: "domain", aliases: ["Sterilization", "Sterilgutaufbereitung", "esterilizaci\xF3n", "sterilizzazione", "sterilisatie"] },
  { id: "pain-management", name: "Pain Management", category: "healthcare", kind: "domain", aliases: ["Schmerztherapie", "Schmerzmanagement", "prise en charge de la douleur", "tratamiento del dolor", "terapia del dolore", "pijnbestrijding"] },
  { id: "diabetes-management", name: "Diabetes Management", category: "healthcare", kind: "domain", aliases: ["Diabetesberatung", "diab\xE9tologie", "educaci\xF3n diabetol\xF3gica", "diabetologia", "diabeteszorg"] },
  { id: "cardiac-rehabilitation", name: "Cardiac Rehabilitation", category: "healthcare", kind: "domain", aliases: ["kardiologische Rehabilitation", "r\xE9adaptation cardiaque", "rehabilitaci\xF3n card\xEDaca", "riabilitazione cardiologica", "hartrevalidatie"] },
  { id: "post-operative-care", name: "Post-operative Care", category: "healthcare", kind: "domain", aliases: ["postoperative Versorgung", "soins post-op\xE9ratoires", "cuidados postoperatorios", "assistenza post-operatoria", "postoperatieve zorg"] },
  { id: "vestibular-rehabilitation", name: "Vestibular Rehabilitation", category: "healthcare", kind: "domain", aliases: ["vestibul\xE4re Rehabilitation", "r\xE9\xE9ducation vestibulaire", "rehabilitaci\xF3n vestibular", "riabilitazione vestibolare"] },
  { id: "pelvic-floor-rehabilitation", name: "Pelvic Floor Rehabilitation", category: "healthcare", kind: "domain", aliases: ["Beckenbodentherapie", "Beckenbodentraining", "r\xE9\xE9ducation p\xE9rin\xE9ale", "r\xE9\xE9ducation pelvi-p\xE9rin\xE9ale", "suelo p\xE9lvico", "riabilitazione del pavimento pelvico", "bekkenfysiotherapie"] },
  { id: "paediatric-physiotherapy", name: "Paediatric Physiotherapy", category: "healthcare", kind: "domain", aliases: ["Kinderphysiotherapie", "kin\xE9sith\xE9rapie p\xE9diatrique", "fisioterapia pedi\xE1trica", "kinderfysiotherapie"] },
  { id: "gait-analysis", name: "Gait Analysis", category: "healthcare", kind: "domain", aliases: ["Ganganalyse", "analyse de la marche", "an\xE1lisis de la marcha", "analisi del cammino", "looganalyse"] },
  { id: "electrotherapy", name: "Electrotherapy", category: "healthcare", kind: "domain", aliases: ["Elektrotherapie", "\xE9lectroth\xE9rapie", "electroterapia", "elettroterapia"] },
  { id: "hydrotherapy", name: "Hydrotherapy", category: "healthcare", kind: "domain", aliases: ["Aquatherapie", "baln\xE9oth\xE9rapie", "hidroterapia", "idroterapia", "hydrotherapie"] },
  { id: "bobath-concept", name: "Bobath Concept", category: "healthcare", kind: "domain", aliases: ["Bobath"] },
  { id: "proprioceptive-neuromuscular-facilitation", name: "Proprioceptive Neuromuscular Facilitation", category: "healthcare", kind: "domain", aliases: ["PNF"] },
  { id: "mckenzie-method", name: "McKenzie Method", category: "healthcare", kind: "domain", aliases: ["McKenzie"] },
  { id: "maitland-concept", name: "Maitland Concept", category: "healthcare", kind: "domain", aliases: ["Maitland"] },
  { id: "myofascial-release", name: "Myofascial Release", category: "healthcare", kind: "domain", aliases: ["myofasziale Therapie", "th\xE9rapie myofasciale", "liberaci\xF3n miofascial", "rilascio miofasciale"] },
  { id: "ergonomics", name: "Ergonomics", category: "healthcare", kind: "domain", aliases: ["Ergonomie", "ergonom\xEDa"] },
  { id: "postural-assessment", name: "Postural Assessment", category: "healthcare", kind: "domain", aliases: ["Haltungsanalyse", "bilan postural", "evaluaci\xF3n postural", "valutazione posturale"] },
  { id: "chiropractic", name: "Chiropractic", category: "healthcare", kind: "domain", aliases: ["Chiropraktik", "chiropraxie", "quiropr\xE1ctica", "chiropratica", "chiropractie"] },
  { id: "acupuncture", name: "Acupuncture", category: "healthcare", kind: "domain", aliases: ["Akupunktur", "acupuntura", "agopuntura", "acupunctuur"] },
  { id: "veterinary-medicine", name: "Veterinary Medicine", category: "healthcare", kind: "domain", aliases: ["Tiermedizin", "m\xE9decine v\xE9t\xE9rinaire", "veterinaria", "medicina veterinaria", "diergeneeskunde"] },
  { id: "optometry", name: "Optometry", category: "healthcare", kind: "domain", aliases: ["Optometrie", "optometr\xEDa"] },
  { id: "audiology", name: "Audiology", category: "healthcare", kind: "domain", aliases: ["Audiologie", "audiolog\xEDa"] },
  { id: "health-informatics", name: "Health Informatics", category: "healthcare", kind: "domain", aliases: ["Medizininformatik", "informatique m\xE9dicale", "inform\xE1tica m\xE9dica", "medische informatica"] },
  { id: "telemedicine", name: "Telemedicine", category: "healthcare", kind: "domain", aliases: ["Telemedizin", "t\xE9l\xE9m\xE9decine", "telemedicina", "telegeneeskunde"] },
  { id: "social-work", name: "Social Work", category: "healthcare", kind: "domain", aliases: ["Sozialarbeit", "Soziale Arbeit", "travail social", "trabajo social", "servizio sociale", "maatschappelijk werk"] },
  { id: "case-management", name: "Case Management", category: "healthcare", kind: "domain", aliases: ["Fallmanagement", "gestion de cas", "gesti\xF3n de casos", "gestione dei casi"] },
  { id: "addiction-counselling", name: "Addiction Counselling", category: "healthcare", kind: "domain", aliases: ["Suchtberatung", "addictologie", "adicciones", "dipendenze", "verslavingszorg"] },
  { id: "care-coordination", name: "Care Coordination", category: "healthcare", kind: "domain", aliases: ["Versorgungskoordination", "coordination des soins", "coordinaci\xF3n asistencial", "coordinamento dell'assistenza", "zorgco\xF6rdinatie"] },
  { id: "discharge-planning", name: "Discharge Planning", category: "healthcare", kind: "domain", aliases: ["Entlassmanagement", "planification de sortie", "planificaci\xF3n del alta", "dimissioni protette", "ontslagplanning"] },
  { id: "patient-communication", name: "Patient Communication", category: "healthcare", kind: "domain", aliases: ["Patientenkommunikation", "communication avec les patients", "comunicaci\xF3n con el paciente", "comunicazione con il paziente"] },
  { id: "health-coaching", name: "Health Coaching", category: "healthcare", kind: "domain", aliases: ["Gesundheitscoaching", "coaching sant\xE9"] },
  { id: "sports-medicine", name: "Sports Medicine", category: "healthcare", kind: "domain", aliases: ["Sportmedizin", "m\xE9decine du sport", "medicina deportiva", "medicina dello sport", "sportgeneeskunde"] },
  { id: "orthopaedics", name: "Orthopaedics", category: "healthcare", kind: "domain", aliases: ["Orthopedics", "Orthop\xE4die", "orthop\xE9die", "ortopedia"] },
  { id: "dermatology", name: "Dermatology", category: "healthcare", kind: "domain", aliases: ["Dermatologie", "dermatolog\xEDa"] }
];

// src/engine/taxonomy/data/hospitality-retail.json
var hospitality_retail_default = [
  { id: "hospitality-management", name: "Hospitality Management", category: "hospitality-retail", kind: "domain", aliases: ["Hotelmanagement", "Hotellerie", "gestion h\xF4teli\xE8re", "gesti\xF3n hotelera", "hosteler\xEDa", "gestione alberghiera", "ospitalit\xE0", "gastvrijheid"] },
  { id: "restaurant-management", name: "Restaurant Management", category: "hospitality-retail", kind: "domain", aliases: ["Restaurantleitung", "Gastronomiemanagement", "gestion de restaurant", "gesti\xF3n de restaurantes", "gestione della ristorazione"] },
  { id: "food-and-beverage-management", name: "Food and Beverage Management", category: "hospitality-retail", kind: "domain", aliases: ["F&B", "Food & Beverage", "F&B management", "restauration", "alimentos y bebidas"] },
  { id: "front-office-operations", name: "Front Office Operations", category: "hospitality-retail", kind: "domain", aliases: ["Front Office", "Rezeption", "r\xE9ception", "recepci\xF3n", "ricevimento", "receptie", "Front desk", "Empfang", "accueil"], ambiguous: ["r\xE9ception", "recepci\xF3n", "ricevimento", "receptie", "Empfang", "accueil"] },
  { id: "guest-relations", name: "Guest Relations", category: "hospitality-retail", kind: "domain", aliases: ["G\xE4stebetreuung", "relation client\xE8le h\xF4teli\xE8re", "atenci\xF3n al hu\xE9sped", "accoglienza ospiti", "gastenrelaties"] },
  { id: "housekeeping", name: "Housekeeping", category: "hospitality-retail", kind: "domain", aliases: ["Hauswirtschaft", "Housekeeping-Management", "gouvernance h\xF4teli\xE8re", "ama de llaves", "governante", "huishouding"] },
  { id: "reservations-management", name: "Reservations Management", category: "hospitality-retail", kind: "domain", aliases: ["Reservierungsmanagement", "gestion des r\xE9servations", "gesti\xF3n de reservas", "gestione prenotazioni", "reserveringsbeheer"] },
  { id: "revenue-management", name: "Revenue Management", category: "hospitality-retail", kind: "domain", aliases: ["Yield management", "gestion des revenus", "gesti\xF3n de ingresos"] },
  { id: "opera-pms", name: "Opera PMS", category: "hospitality-retail", kind: "domain", aliases: ["Oracle Opera", "Opera"], matchCase: ["Opera"], ambiguous: ["Opera"] },
  { id: "property-management-systems", name: "Property Management Systems", category: "hospitality-retail", kind: "domain", aliases: ["Hotelsoftware"] },
  { id: "protel", name: "Protel", category: "hospitality-retail", kind: "domain", aliases: [] },
  { id: "mews", name: "Mews", category: "hospitality-retail", kind: "domain", aliases: [], matchCase: true },
  { id: "booking-com-extranet", name: "Booking.com Extranet", category: "hospitality-retail", kind: "domain", aliases: ["Booking.com"] },
  { id: "channel-managers", name: "Channel Managers", category: "hospitality-retail", kind: "domain", aliases: ["SiteMinder"] },
  { id: "point-of-sale-systems", name: "Point of Sale Systems", category: "hospitality-retail", kind: "domain", aliases: ["POS", "POS systems", "Kassensysteme", "Kassenf\xFChrung", "terminal de point de vente", "TPV", "sistemas de punto de venta", "cassa", "kassasysteem"] },
  { id: "cash-handling", name: "Cash Handling", category: "hospitality-retail", kind: "domain", aliases: ["Kassenabrechnung", "Bargeldhandling", "gestion de caisse", "manejo de caja", "gestione cassa", "kasbeheer"] },
  { id: "food-safety", name: "Food Safety", category: "hospitality-retail", kind: "domain", aliases: ["HACCP", "Lebensmittelsicherheit", "Lebensmittelhygiene", "s\xE9curit\xE9 alimentaire", "hygi\xE8ne alimentaire", "seguridad alimentaria", "higiene alimentaria", "sicurezza alimentare", "voedselveiligheid"] },
  { id: "cooking", name: "Cooking", category: "hospitality-retail", kind: "domain", aliases: ["Kochen", "cuisine", "cocina", "cucina", "koken"], ambiguous: ["cuisine"] },
  { id: "culinary-arts", name: "Culinary Arts", category: "hospitality-retail", kind: "domain", aliases: ["Kochkunst", "arts culinaires", "artes culinarias", "arte culinaria"] },
  { id: "menu-planning", name: "Menu Planning", category: "hospitality-retail", kind: "domain", aliases: ["Men\xFCplanung", "Speiseplanung", "\xE9laboration de menus", "planificaci\xF3n de men\xFAs", "pianificazione dei men\xF9"] },
  { id: "menu-engineering", name: "Menu Engineering", category: "hospitality-retail", kind: "domain", aliases: [] },
  { id: "kitchen-management", name: "Kitchen Management", category: "hospitality-retail", kind: "domain", aliases: ["K\xFCchenleitung", "K\xFCchenmanagement", "gestion de cuisine", "gesti\xF3n de cocina", "gestione della cucina", "keukenmanagement"] },
  { id: "pastry", name: "Pastry", category: "hospitality-retail", kind: "domain", aliases: ["Patisserie", "Konditorei", "pasteler\xEDa", "pasticceria", "banketbakken"] },
  { id: "baking", name: "Baking", category: "hospitality-retail", kind: "domain", aliases: ["Backen", "boulangerie", "panader\xEDa", "panificazione", "bakken"] },
  { id: "food-preparation", name: "Food Preparation", category: "hospitality-retail", kind: "domain", aliases: ["Speisenzubereitung", "pr\xE9paration culinaire", "preparaci\xF3n de alimentos", "preparazione dei cibi", "voedselbereiding"] },
  { id: "catering", name: "Catering", category: "hospitality-retail", kind: "domain", aliases: ["traiteur", "banqueting"], ambiguous: ["Catering"] },
  { id: "bartending", name: "Bartending", category: "hospitality-retail", kind: "domain", aliases: ["Barkeeping", "barman", "cocteler\xEDa", "mixology", "Mixologie"] },
  { id: "barista", name: "Barista", category: "hospitality-retail", kind: "domain", aliases: ["Barista skills", "Kaffeezubereitung"] },
  { id: "sommelier", name: "Sommelier", category: "hospitality-retail", kind: "domain", aliases: ["Wine knowledge", "Weinberatung", "Weinkenntnisse", "sommellerie", "sumiller\xEDa", "wijnkennis"] },
  { id: "table-service", name: "Table Service", category: "hospitality-retail", kind: "domain", aliases: ["Servieren", "service en salle", "servicio de mesa", "servizio di sala", "bediening"] },
  { id: "banquet-management", name: "Banquet Management", category: "hospitality-retail", kind: "domain", aliases: ["Bankettmanagement", "Veranstaltungsgastronomie", "gestion des banquets", "gesti\xF3n de banquetes"] },
  { id: "cost-of-goods-control", name: "Cost of Goods Control", category: "hospitality-retail", kind: "domain", aliases: ["Food cost", "Wareneinsatzkontrolle", "co\xFBt mati\xE8re", "control de costes de alimentos", "food cost control"] },
  { id: "stock-rotation", name: "Stock Rotation", category: "hospitality-retail", kind: "domain", aliases: ["FIFO", "Warenrotation"] },
  { id: "tourism", name: "Tourism", category: "hospitality-retail", kind: "domain", aliases: ["Tourismus", "tourisme", "turismo", "toerisme"], ambiguous: ["Tourism", "turismo"] },
  { id: "tour-guiding", name: "Tour Guiding", category: "hospitality-retail", kind: "domain", aliases: ["Reiseleitung", "G\xE4stef\xFChrung", "guide touristique", "gu\xEDa tur\xEDstico", "guida turistica", "reisleiding"] },
  { id: "travel-agency-operations", name: "Travel Agency Operations", category: "hospitality-retail", kind: "domain", aliases: ["Reiseb\xFCro", "agence de voyages", "agencia de viajes", "agenzia di viaggi", "reisbureau"] },
  { id: "amadeus", name: "Amadeus", category: "hospitality-retail", kind: "domain", aliases: ["Amadeus GDS"], matchCase: ["Amadeus"] },
  { id: "sabre", name: "Sabre", category: "hospitality-retail", kind: "domain", aliases: ["Travelport"], matchCase: ["Sabre"] },
  { id: "destination-management", name: "Destination Management", category: "hospitality-retail", kind: "domain", aliases: ["Destinationsmanagement", "gestion de destination", "gesti\xF3n de destinos"] },
  { id: "mice", name: "MICE", category: "hospitality-retail", kind: "domain", aliases: ["Meetings and events", "Kongressmanagement", "tourisme d'affaires", "turismo de reuniones"] },
  { id: "concierge-services", name: "Concierge Services", category: "hospitality-retail", kind: "domain", aliases: ["Concierge", "conciergerie", "conserjer\xEDa", "portineria"], ambiguous: ["Concierge"] },
  { id: "spa-management", name: "Spa Management", category: "hospitality-retail", kind: "domain", aliases: ["Wellnessmanagement", "gestion de spa"] },
  { id: "airline-customer-service", name: "Airline Customer Service", category: "hospitality-retail", kind: "domain", aliases: ["Flugbegleitung", "Cabin crew", "personnel navigant commercial", "tripulante de cabina", "assistente di volo", "cabinepersoneel"] },
  { id: "retail-management", name: "Retail Management", category: "hospitality-retail", kind: "domain", aliases: ["Einzelhandelsmanagement", "Filialleitung", "Storemanagement", "gestion de magasin", "gestion de point de vente", "gesti\xF3n de tiendas", "gestione punto vendita", "winkelmanagement"] },
  { id: "store-operations", name: "Store Operations", category: "hospitality-retail", kind: "domain", aliases: ["Filialbetrieb", "op\xE9rations magasin", "operaciones de tienda", "operazioni di negozio", "winkeloperaties"] },
  { id: "visual-merchandising", name: "Visual Merchandising", category: "hospitality-retail", kind: "domain", aliases: ["Warenpr\xE4sentation", "pr\xE9sentation visuelle", "escaparatismo", "vetrinistica"] },
  { id: "customer-advice", name: "Customer Advice", category: "hospitality-retail", kind: "domain", aliases: ["Kundenberatung", "conseil client", "asesoramiento al cliente", "consulenza al cliente", "klantadvies"] },
  { id: "loss-prevention", name: "Loss Prevention", category: "hospitality-retail", kind: "domain", aliases: ["Inventurdifferenzen", "Diebstahlpr\xE4vention", "pr\xE9vention des pertes", "prevenci\xF3n de p\xE9rdidas", "prevenzione delle perdite", "derving"] },
  { id: "shelf-management", name: "Shelf Management", category: "hospitality-retail", kind: "domain", aliases: ["Regalpflege", "Warenverr\xE4umung", "mise en rayon", "reposici\xF3n de lineales", "rifornimento scaffali", "vakkenvullen"] },
  { id: "planogram", name: "Planogram", category: "hospitality-retail", kind: "domain", aliases: ["Planogramme", "planograma", "planogramma"] },
  { id: "assortment-planning", name: "Assortment Planning", category: "hospitality-retail", kind: "domain", aliases: ["Sortimentsplanung", "Sortimentsgestaltung", "gestion de l'assortiment", "planificaci\xF3n del surtido", "pianificazione dell'assortimento", "assortimentsplanning"] },
  { id: "retail-buying", name: "Retail Buying", category: "hospitality-retail", kind: "domain", aliases: ["Merchandise buying", "achats retail", "compras retail"] },
  { id: "store-opening", name: "Store Opening", category: "hospitality-retail", kind: "domain", aliases: ["Filialer\xF6ffnung", "ouverture de magasin", "apertura de tiendas"] },
  { id: "omnichannel-retail", name: "Omnichannel Retail", category: "hospitality-retail", kind: "domain", aliases: ["Omnichannel", "omnicanal", "omnicanalit\xE9", "omnicanale"] },
  { id: "luxury-retail", name: "Luxury Retail", category: "hospitality-retail", kind: "domain", aliases: ["Luxusg\xFCter"] },
  { id: "fashion-retail", name: "Fashion Retail", category: "hospitality-retail", kind: "domain", aliases: ["Modeeinzelhandel", "retail mode", "moda retail"] },
  { id: "grocery-retail", name: "Grocery Retail", category: "hospitality-retail", kind: "domain", aliases: ["Lebensmitteleinzelhandel", "grande distribution", "GMS", "gran distribuci\xF3n", "GDO", "grande distribuzione organizzata"] },
  { id: "franchise-operations", name: "Franchise Operations", category: "hospitality-retail", kind: "domain", aliases: ["Franchise-Betrieb"] },
  { id: "complaint-handling", name: "Complaint Handling", category: "hospitality-retail", kind: "domain", aliases: ["Beschwerdemanagement", "Reklamationsbearbeitung", "gestion des r\xE9clamations", "gesti\xF3n de reclamaciones", "gestione dei reclami", "klachtenbehandeling"] },
  { id: "cleaning", name: "Cleaning", category: "hospitality-retail", kind: "domain", aliases: ["Reinigung", "Geb\xE4udereinigung", "nettoyage", "limpieza", "pulizie", "schoonmaak"], ambiguous: ["Cleaning", "nettoyage", "limpieza"] },
  { id: "laundry-operations", name: "Laundry Operations", category: "hospitality-retail", kind: "domain", aliases: ["W\xE4scherei", "blanchisserie", "lavander\xEDa", "wasserij"] },
  { id: "room-division-management", name: "Room Division Management", category: "hospitality-retail", kind: "domain", aliases: ["Room Division"] },
  { id: "night-audit", name: "Night Audit", category: "hospitality-retail", kind: "domain", aliases: ["Nachtaudit", "audit de nuit", "auditor\xEDa nocturna"] },
  { id: "check-in-and-check-out", name: "Check-in and Check-out", category: "hospitality-retail", kind: "domain", aliases: ["Check-in", "G\xE4steempfang"] },
  { id: "hotel-sales", name: "Hotel Sales", category: "hospitality-retail", kind: "domain", aliases: ["Hotelvertrieb", "vente h\xF4teli\xE8re"] },
  { id: "online-travel-agencies", name: "Online Travel Agencies", category: "hospitality-retail", kind: "domain", aliases: ["OTA management", "OTA"] },
  { id: "event-catering", name: "Event Catering", category: "hospitality-retail", kind: "domain", aliases: [] },
  { id: "wedding-planning", name: "Wedding Planning", category: "hospitality-retail", kind: "domain", aliases: ["Hochzeitsplanung", "organisation de mariages", "organizaci\xF3n de bodas", "wedding planner"] },
  { id: "allergen-management", name: "Allergen Management", category: "hospitality-retail", kind: "domain", aliases: ["gestion des allerg\xE8nes", "gesti\xF3n de al\xE9rgenos", "gestione allergeni", "allergenenbeleid"] },
  { id: "wine-service", name: "Wine Service", category: "hospitality-retail", kind: "domain", aliases: ["Weinservice", "service du vin", "servicio de vinos", "servizio vini"] },
  { id: "coffee-roasting", name: "Coffee Roasting", category: "hospitality-retail", kind: "domain", aliases: ["Kaffeer\xF6sten", "torr\xE9faction", "tostado de caf\xE9", "torrefazione"] },
  { id: "butchery", name: "Butchery", category: "hospitality-retail", kind: "domain", aliases: ["Metzgerei", "boucherie", "carnicer\xEDa", "macelleria", "slagerij"] },
  { id: "fishmongering", name: "Fishmongering", category: "hospitality-retail", kind: "domain", aliases: ["poissonnerie"] },
  { id: "cash-register-operation", name: "Cash Register Operation", category: "hospitality-retail", kind: "domain", aliases: ["Kassieren", "tenue de caisse", "cajero", "cassiere", "kassawerk"] },
  { id: "product-knowledge", name: "Product Knowledge", category: "hospitality-retail", kind: "domain", aliases: ["Produktkenntnisse", "connaissance produit", "conocimiento del producto", "conoscenza del prodotto", "productkennis"] },
  { id: "mystery-shopping", name: "Mystery Shopping", category: "hospitality-retail", kind: "domain", aliases: [] },
  { id: "retail-analytics", name: "Retail Analytics", category: "hospitality-retail", kind: "domain", aliases: [] },
  { id: "stocktaking", name: "Stocktaking", category: "hospitality-retail", kind: "domain", aliases: ["Inventuraufnahme", "inventaire physique", "toma de inventario"] },
  { id: "sales-floor-management", name: "Sales Floor Management", category: "hospitality-retail", kind: "domain", aliases: ["Verkaufsfl\xE4chenmanagement", "gestion de la surface de vente"] },
  { id: "store-layout-design", name: "Store Layout Design", category: "hospitality-retail", kind: "domain", aliases: ["Ladenbau", "agencement de magasin"] },
  { id: "personal-shopping", name: "Personal Shopping", category: "hospitality-retail", kind: "domain", aliases: ["Personal Shopper"] },
  { id: "beauty-services", name: "Beauty Services", category: "hospitality-retail", kind: "domain", aliases: ["Kosmetik", "esth\xE9tique", "est\xE9tica", "schoonheidsverzorging"], ambiguous: ["esth\xE9tique"] },
  { id: "hairdressing", name: "Hairdressing", category: "hospitality-retail", kind: "domain", aliases: ["Friseurhandwerk", "coiffure", "peluquer\xEDa", "parrucchiere", "kappersvak"] },
  { id: "fitness-instruction", name: "Fitness Instruction", category: "hospitality-retail", kind: "domain", aliases: ["Personal training", "Fitnesstraining", "coach sportif", "entrenamiento personal", "personal trainer", "fitnessinstructeur"] },
  { id: "leisure-management", name: "Leisure Management", category: "hospitality-retail", kind: "domain", aliases: ["Freizeitmanagement", "gestion des loisirs", "gesti\xF3n del ocio"] },
  { id: "wellness", name: "Wellness", category: "hospitality-retail", kind: "domain", aliases: ["bien-\xEAtre", "bienestar", "benessere", "welzijn"], ambiguous: ["Wellness"] }
];

// src/engine/taxonomy/data/hr-people.json
var hr_people_default = [
  { id: "human-resources-management", name: "Human Resources Management", category: "hr-people", kind: "domain", aliases: ["HR management", "HRM", "Personalmanagement", "Personalwesen", "gestion des ressources humaines", "GRH", "ressources humaines", "gesti\xF3n de recursos humanos", "recursos humanos", "gestione delle risorse umane", "risorse umane", "personeelsbeleid"] },
  { id: "hr-business-partnering", name: "HR Business Partnering", category: "hr-people", kind: "domain", aliases: ["HR Business Partner", "HRBP"] },
  { id: "talent-acquisition", name: "Talent Acquisition", category: "hr-people", kind: "domain", aliases: ["Recruiting", "Recruitment", "Personalbeschaffung", "Personalgewinnung", "Rekrutierung", "recrutement", "reclutamiento", "selecci\xF3n de personal", "reclutamento", "selezione del personale", "werving en selectie", "werving & selectie"] },
  { id: "candidate-sourcing", name: "Candidate Sourcing", category: "hr-people", kind: "domain", aliases: ["Active sourcing", "Direktansprache", "chasse de t\xEAtes", "sourcing de candidats"] },
  { id: "headhunting", name: "Headhunting", category: "hr-people", kind: "domain", aliases: ["Executive search", "recherche de cadres", "b\xFAsqueda de directivos", "ricerca di dirigenti"] },
  { id: "interviewing", name: "Interviewing", category: "hr-people", kind: "domain", aliases: ["Job interviews", "Competency-based interviewing", "Vorstellungsgespr\xE4che", "Bewerbungsgespr\xE4che", "entretiens de recrutement", "entrevistas de selecci\xF3n", "colloqui di selezione", "sollicitatiegesprekken"], ambiguous: ["Interviewing"] },
  { id: "employer-branding", name: "Employer Branding", category: "hr-people", kind: "domain", aliases: ["Arbeitgebermarke", "marque employeur", "marca empleadora"] },
  { id: "onboarding", name: "Onboarding", category: "hr-people", kind: "domain", aliases: ["Einarbeitung", "int\xE9gration des collaborateurs"], ambiguous: ["Onboarding"] },
  { id: "offboarding", name: "Offboarding", category: "hr-people", kind: "domain", aliases: [] },
  { id: "employee-relations", name: "Employee Relations", category: "hr-people", kind: "domain", aliases: ["Mitarbeiterbeziehungen", "Arbeitsbeziehungen", "relations sociales", "relaciones laborales", "relazioni con i dipendenti", "arbeidsverhoudingen"] },
  { id: "industrial-relations", name: "Industrial Relations", category: "hr-people", kind: "domain", aliases: ["Sozialpartnerschaft", "dialogue social", "di\xE1logo social", "relazioni industriali"] },
  { id: "performance-appraisals", name: "Performance Appraisals", category: "hr-people", kind: "domain", aliases: ["Performance reviews", "Mitarbeitergespr\xE4che", "Mitarbeiterbeurteilung", "entretiens annuels", "entretiens d'\xE9valuation", "evaluaci\xF3n del desempe\xF1o", "valutazione delle prestazioni", "beoordelingsgesprekken", "functioneringsgesprekken"] },
  { id: "compensation-and-benefits", name: "Compensation and Benefits", category: "hr-people", kind: "domain", aliases: ["C&B", "Comp & Ben", "Verg\xFCtung", "Verg\xFCtungsmanagement", "r\xE9mun\xE9ration", "r\xE9mun\xE9ration et avantages", "compensaci\xF3n y beneficios", "retribuzione", "compensation & benefits", "beloningsbeleid"] },
  { id: "reward-management", name: "Reward Management", category: "hr-people", kind: "domain", aliases: ["Total rewards", "Entgeltmanagement", "politique de r\xE9mun\xE9ration"] },
  { id: "job-evaluation", name: "Job Evaluation", category: "hr-people", kind: "domain", aliases: ["Stellenbewertung", "Job grading", "\xE9valuation des postes", "valoraci\xF3n de puestos", "pesatura delle posizioni", "functiewaardering"] },
  { id: "workforce-planning", name: "Workforce Planning", category: "hr-people", kind: "domain", aliases: ["Personalplanung", "Personalbedarfsplanung", "planification des effectifs", "GPEC", "planificaci\xF3n de plantillas", "pianificazione del personale", "strategische personeelsplanning"] },
  { id: "hr-analytics", name: "HR Analytics", category: "hr-people", kind: "domain", aliases: ["People analytics", "Personalcontrolling", "analyse RH", "anal\xEDtica de RRHH"] },
  { id: "hr-administration", name: "HR Administration", category: "hr-people", kind: "domain", aliases: ["Personaladministration", "Personalverwaltung", "administration du personnel", "administraci\xF3n de personal", "amministrazione del personale", "personeelsadministratie"] },
  { id: "hr-policies", name: "HR Policies", category: "hr-people", kind: "domain", aliases: ["Personalrichtlinien", "politiques RH", "pol\xEDticas de RRHH", "politiche HR", "HR-beleid"] },
  { id: "hr-strategy", name: "HR Strategy", category: "hr-people", kind: "domain", aliases: ["Personalstrategie", "strat\xE9gie RH", "estrategia de RRHH", "strategia HR", "HR-strategie"] },
  { id: "talent-management", name: "Talent Management", category: "hr-people", kind: "domain", aliases: ["gestion des talents", "gesti\xF3n del talento", "gestione dei talenti"] },
  { id: "succession-planning", name: "Succession Planning", category: "hr-people", kind: "domain", aliases: ["Nachfolgeplanung", "plan de succession", "planes de sucesi\xF3n", "piani di successione", "opvolgingsplanning"] },
  { id: "leadership-development", name: "Leadership Development", category: "hr-people", kind: "domain", aliases: ["F\xFChrungskr\xE4fteentwicklung", "d\xE9veloppement du leadership", "desarrollo de liderazgo", "sviluppo della leadership", "leiderschapsontwikkeling"] },
  { id: "employee-development", name: "Employee Development", category: "hr-people", kind: "domain", aliases: ["Mitarbeiterentwicklung", "d\xE9veloppement des collaborateurs", "desarrollo de empleados", "sviluppo dei collaboratori", "medewerkersontwikkeling"] },
  { id: "career-development", name: "Career Development", category: "hr-people", kind: "domain", aliases: ["Karriereentwicklung", "Laufbahnentwicklung", "d\xE9veloppement de carri\xE8re", "desarrollo profesional", "sviluppo di carriera", "loopbaanontwikkeling"] },
  { id: "employee-engagement", name: "Employee Engagement", category: "hr-people", kind: "domain", aliases: ["Mitarbeiterbindung", "Mitarbeiterengagement", "engagement des collaborateurs", "compromiso de los empleados", "coinvolgimento dei dipendenti", "medewerkersbetrokkenheid"] },
  { id: "employee-experience", name: "Employee Experience", category: "hr-people", kind: "domain", aliases: ["Mitarbeitererlebnis", "exp\xE9rience collaborateur", "experiencia del empleado"] },
  { id: "employee-wellbeing", name: "Employee Wellbeing", category: "hr-people", kind: "domain", aliases: ["Mitarbeitergesundheit", "qualit\xE9 de vie au travail", "QVT", "bienestar laboral", "benessere organizzativo", "vitaliteit"] },
  { id: "absence-management", name: "Absence Management", category: "hr-people", kind: "domain", aliases: ["Absenteeism management", "Fehlzeitenmanagement", "gestion de l'absent\xE9isme", "gesti\xF3n del absentismo", "gestione delle assenze", "verzuimbeleid", "verzuimmanagement", "verzuimbegeleiding"] },
  { id: "reintegration", name: "Reintegration", category: "hr-people", kind: "domain", aliases: ["Return to work", "BEM", "betriebliches Eingliederungsmanagement", "retour \xE0 l'emploi", "reincorporaci\xF3n", "reintegratie"] },
  { id: "diversity-and-inclusion", name: "Diversity and Inclusion", category: "hr-people", kind: "domain", aliases: ["D&I", "DEI", "Diversity & Inclusion", "Diversit\xE4t", "diversit\xE9 et inclusion", "diversidad e inclusi\xF3n", "diversit\xE0 e inclusione", "diversiteit en inclusie"] },
  { id: "culture-development", name: "Culture Development", category: "hr-people", kind: "domain", aliases: ["Unternehmenskultur", "culture d'entreprise", "cultura organizacional", "cultura aziendale", "cultuurverandering", "bedrijfscultuur"] },
  { id: "conflict-mediation", name: "Conflict Mediation", category: "hr-people", kind: "domain", aliases: ["Konfliktmoderation", "m\xE9diation des conflits", "mediaci\xF3n laboral"] },
  { id: "disciplinary-procedures", name: "Disciplinary Procedures", category: "hr-people", kind: "domain", aliases: ["Disziplinarverfahren", "Abmahnungen", "proc\xE9dures disciplinaires", "procedimientos disciplinarios", "procedimenti disciplinari"] },
  { id: "grievance-handling", name: "Grievance Handling", category: "hr-people", kind: "domain", aliases: ["Beschwerdeverfahren"] },
  { id: "exit-interviews", name: "Exit Interviews", category: "hr-people", kind: "domain", aliases: ["Austrittsgespr\xE4che", "entretiens de d\xE9part", "entrevistas de salida"] },
  { id: "hr-information-systems", name: "HR Information Systems", category: "hr-people", kind: "domain", aliases: ["HRIS", "HRIS systems", "SIRH", "HR-Systeme"] },
  { id: "workday", name: "Workday", category: "hr-people", kind: "domain", aliases: ["Workday HCM"], matchCase: ["Workday"] },
  { id: "sap-successfactors", name: "SAP SuccessFactors", category: "hr-people", kind: "domain", aliases: ["SuccessFactors"] },
  { id: "sap-hcm", name: "SAP HCM", category: "hr-people", kind: "domain", aliases: ["SAP HR"] },
  { id: "personio", name: "Personio", category: "hr-people", kind: "domain", aliases: [] },
  { id: "bamboohr", name: "BambooHR", category: "hr-people", kind: "domain", aliases: [] },
  { id: "oracle-hcm", name: "Oracle HCM", category: "hr-people", kind: "domain", aliases: ["Oracle HCM Cloud"] },
  { id: "adp", name: "ADP", category: "hr-people", kind: "domain", aliases: ["ADP Workforce Now"] },
  { id: "greenhouse", name: "Greenhouse", category: "hr-people", kind: "domain", aliases: [], matchCase: true, ambiguous: true },
  { id: "lever", name: "Lever", category: "hr-people", kind: "domain", aliases: [], matchCase: true, ambiguous: true },
  { id: "smartrecruiters", name: "SmartRecruiters", category: "hr-people", kind: "domain", aliases: [] },
  { id: "taleo", name: "Taleo", category: "hr-people", kind: "domain", aliases: ["Oracle Taleo"] },
  { id: "cornerstone", name: "Cornerstone", category: "hr-people", kind: "domain", aliases: ["Cornerstone OnDemand"], matchCase: ["Cornerstone"], ambiguous: ["Cornerstone"] },
  { id: "recruitee", name: "Recruitee", category: "hr-people", kind: "domain", aliases: [] },
  { id: "factorial", name: "Factorial", category: "hr-people", kind: "domain", aliases: [], matchCase: true, ambiguous: true },
  { id: "nmbrs", name: "Nmbrs", category: "hr-people", kind: "domain", aliases: [] },
  { id: "visma", name: "Visma", category: "hr-people", kind: "domain", aliases: [] },
  { id: "loket-nl", name: "Loket.nl", category: "hr-people", kind: "domain", aliases: [] },
  { id: "youforce", name: "Youforce", category: "hr-people", kind: "domain", aliases: ["Raet"] },
  { id: "zvoove", name: "Zvoove", category: "hr-people", kind: "domain", aliases: [] },
  { id: "linkedin-recruiter", name: "LinkedIn Recruiter", category: "hr-people", kind: "domain", aliases: [] },
  { id: "applicant-tracking-systems", name: "Applicant Tracking Systems", category: "hr-people", kind: "domain", aliases: ["ATS", "Bewerbermanagementsystem"] },
  { id: "job-descriptions", name: "Job Descriptions", category: "hr-people", kind: "domain", aliases: ["Stellenbeschreibungen", "fiches de poste", "descripci\xF3n de puestos", "job description", "functiebeschrijvingen"] },
  { id: "job-advertising", name: "Job Advertising", category: "hr-people", kind: "domain", aliases: ["Stellenanzeigen", "annonces d'emploi", "ofertas de empleo", "annunci di lavoro", "vacatureteksten"] },
  { id: "candidate-experience", name: "Candidate Experience", category: "hr-people", kind: "domain", aliases: [] },
  { id: "campus-recruiting", name: "Campus Recruiting", category: "hr-people", kind: "domain", aliases: ["Hochschulmarketing", "relations \xE9coles", "reclutamiento universitario", "employer branding universitario"] },
  { id: "assessment-centres", name: "Assessment Centres", category: "hr-people", kind: "domain", aliases: ["Assessment Center", "Assessment centers", "centres d'\xE9valuation"] },
  { id: "psychometric-testing", name: "Psychometric Testing", category: "hr-people", kind: "domain", aliases: ["psychometrische Tests", "tests psychom\xE9triques", "pruebas psicom\xE9tricas", "test psicometrici"] },
  { id: "competency-frameworks", name: "Competency Frameworks", category: "hr-people", kind: "domain", aliases: ["Kompetenzmodelle", "r\xE9f\xE9rentiels de comp\xE9tences", "modelos de competencias", "modelli di competenze", "competentieprofielen"] },
  { id: "skills-mapping", name: "Skills Mapping", category: "hr-people", kind: "domain", aliases: ["Kompetenzmanagement", "cartographie des comp\xE9tences", "gesti\xF3n por competencias", "mappatura delle competenze", "competentiemanagement"] },
  { id: "labour-relations-with-unions", name: "Labour Relations with Unions", category: "hr-people", kind: "domain", aliases: ["Gewerkschaftsbeziehungen", "relations syndicales", "relaciones sindicales"] },
  { id: "global-mobility", name: "Global Mobility", category: "hr-people", kind: "domain", aliases: ["Expat management", "Entsendungen", "mobilit\xE9 internationale", "movilidad internacional", "mobilit\xE0 internazionale", "internationale mobiliteit"] },
  { id: "immigration-and-visas", name: "Immigration and Visas", category: "hr-people", kind: "domain", aliases: ["Visa processing", "Arbeitserlaubnisse", "permis de travail", "permisos de trabajo", "permessi di lavoro", "werkvergunningen"] },
  { id: "time-and-attendance", name: "Time and Attendance", category: "hr-people", kind: "domain", aliases: ["Zeitwirtschaft", "Zeiterfassung", "gestion des temps", "control horario", "rilevazione presenze", "tijdregistratie"] },
  { id: "shift-planning", name: "Shift Planning", category: "hr-people", kind: "domain", aliases: ["Schichtplanung", "Dienstplanung", "Dienstplangestaltung", "planning des \xE9quipes", "planificaci\xF3n de turnos", "turni di lavoro", "roosterplanning", "roosteren"] },
  { id: "workforce-management", name: "Workforce Management", category: "hr-people", kind: "domain", aliases: ["Personaleinsatzplanung", "gestion de la main-d'\u0153uvre", "gesti\xF3n de la fuerza laboral"] },
  { id: "outplacement", name: "Outplacement", category: "hr-people", kind: "domain", aliases: [] },
  { id: "redundancy-management", name: "Redundancy Management", category: "hr-people", kind: "domain", aliases: ["Personalabbau", "Sozialplan", "plan social", "PSE", "ERE", "expediente de regulaci\xF3n de empleo", "licenziamenti collettivi"] },
  { id: "headcount-planning", name: "Headcount Planning", category: "hr-people", kind: "domain", aliases: ["Headcount-Planung", "Stellenplan"] },
  { id: "personnel-cost-planning", name: "Personnel Cost Planning", category: "hr-people", kind: "domain", aliases: ["Personalkostenplanung", "masse salariale", "costes de personal", "costo del personale", "personeelskostenbegroting"] },
  { id: "employee-surveys", name: "Employee Surveys", category: "hr-people", kind: "domain", aliases: ["Mitarbeiterbefragungen", "enqu\xEAtes collaborateurs", "encuestas de clima", "indagini di clima", "medewerkerstevredenheidsonderzoek"] },
  { id: "360-degree-feedback", name: "360-degree feedback", category: "hr-people", kind: "domain", aliases: ["360\xB0 feedback", "360-Grad-Feedback", "feedback 360"] },
  { id: "learning-management", name: "Learning Management", category: "hr-people", kind: "domain", aliases: ["Weiterbildungsmanagement", "gestion de la formation", "gesti\xF3n de la formaci\xF3n", "gestione della formazione", "opleidingsbeleid"] },
  { id: "trainee-programmes", name: "Trainee Programmes", category: "hr-people", kind: "domain", aliases: ["Traineeprogramme", "Nachwuchsf\xF6rderung", "programmes de jeunes dipl\xF4m\xE9s", "programas de trainees"] },
  { id: "apprenticeship-management", name: "Apprenticeship Management", category: "hr-people", kind: "domain", aliases: ["Ausbildungsleitung", "Azubi-Betreuung", "alternance", "formaci\xF3n dual", "apprendistato"] },
  { id: "hr-consulting", name: "HR Consulting", category: "hr-people", kind: "domain", aliases: ["HR-Beratung", "conseil RH", "consultor\xEDa de RRHH", "consulenza HR", "HR-advies"] },
  { id: "hr-transformation", name: "HR Transformation", category: "hr-people", kind: "domain", aliases: ["transformation RH"] },
  { id: "hr-operations", name: "HR Operations", category: "hr-people", kind: "domain", aliases: ["op\xE9rations RH"] },
  { id: "hr-reporting", name: "HR Reporting", category: "hr-people", kind: "domain", aliases: ["reporting RH", "informes de RRHH"] },
  { id: "remuneration-surveys", name: "Remuneration Surveys", category: "hr-people", kind: "domain", aliases: ["Gehaltsvergleiche", "enqu\xEAtes de r\xE9mun\xE9ration", "encuestas salariales"] },
  { id: "benefits-administration", name: "Benefits Administration", category: "hr-people", kind: "domain", aliases: ["Benefits management", "Sozialleistungen", "avantages sociaux", "beneficios sociales", "welfare aziendale", "secundaire arbeidsvoorwaarden"] },
  { id: "pension-schemes", name: "Pension Schemes", category: "hr-people", kind: "domain", aliases: ["betriebliche Altersvorsorge", "bAV", "\xE9pargne salariale", "planes de pensiones", "previdenza complementare", "pensioenregelingen"] },
  { id: "hybrid-work-policies", name: "Hybrid Work Policies", category: "hr-people", kind: "domain", aliases: ["Remote-Work-Richtlinien", "t\xE9l\xE9travail", "teletrabajo", "lavoro agile", "smart working", "hybride werken"] },
  { id: "volunteer-management", name: "Volunteer Management", category: "hr-people", kind: "domain", aliases: ["Ehrenamtskoordination", "gestion des b\xE9n\xE9voles", "gesti\xF3n de voluntarios", "gestione dei volontari", "vrijwilligersmanagement"] },
  { id: "internal-mobility", name: "Internal Mobility", category: "hr-people", kind: "domain", aliases: ["interne Mobilit\xE4t", "mobilit\xE9 interne", "movilidad interna", "mobilit\xE0 interna", "interne mobiliteit"] },
  { id: "recruitment-marketing", name: "Recruitment Marketing", category: "hr-people", kind: "domain", aliases: ["Recruiting-Marketing", "marketing RH"] },
  { id: "people-management", name: "People Management", category: "hr-people", kind: "domain", aliases: ["Personalf\xFChrung", "Mitarbeiterf\xFChrung", "management d'\xE9quipe", "gesti\xF3n de personas", "gestione del personale"] },
  { id: "works-agreements", name: "Works Agreements", category: "hr-people", kind: "domain", aliases: ["Betriebsvereinbarungen", "accords d'entreprise", "convenios colectivos", "accordi aziendali"] },
  { id: "temporary-staffing", name: "Temporary Staffing", category: "hr-people", kind: "domain", aliases: ["Zeitarbeit", "Personaldienstleistung", "int\xE9rim", "trabajo temporal", "lavoro interinale", "uitzendwerk"] },
  { id: "career-coaching", name: "Career Coaching", category: "hr-people", kind: "domain", aliases: ["Karrierecoaching", "coaching de carri\xE8re", "coaching profesional", "loopbaancoaching"] }
];

// src/engine/taxonomy/data/legal-compliance.json
var legal_compliance_default = [
  { id: "compliance", name: "Compliance", category: "legal-compliance", kind: "domain", aliases: ["Regulatory compliance", "Compliance-Management", "conformit\xE9", "conformit\xE9 r\xE9glementaire", "cumplimiento normativo", "cumplimiento", "conformit\xE0 normativa"], ambiguous: ["Compliance", "conformit\xE9"] },
  { id: "corporate-compliance", name: "Corporate Compliance", category: "legal-compliance", kind: "domain", aliases: ["Compliance management system"] },
  { id: "gdpr", name: "GDPR", category: "legal-compliance", kind: "domain", aliases: ["DSGVO", "RGPD", "General Data Protection Regulation", "AVG", "Datenschutz-Grundverordnung"] },
  { id: "data-protection", name: "Data Protection", category: "legal-compliance", kind: "domain", aliases: ["Datenschutz", "protection des donn\xE9es", "protecci\xF3n de datos", "protezione dei dati", "privacy", "gegevensbescherming"], ambiguous: ["privacy"] },
  { id: "privacy-management", name: "Privacy Management", category: "legal-compliance", kind: "domain", aliases: ["Data privacy", "Privacy law", "Datenschutzrecht", "droit de la protection des donn\xE9es"] },
  { id: "employment-law", name: "Employment Law", category: "legal-compliance", kind: "domain", aliases: ["Labour law", "Labor law", "Arbeitsrecht", "droit du travail", "derecho laboral", "derecho del trabajo", "diritto del lavoro", "arbeidsrecht"] },
  { id: "contract-law", name: "Contract Law", category: "legal-compliance", kind: "domain", aliases: ["Vertragsrecht", "droit des contrats", "derecho contractual", "diritto dei contratti", "contractenrecht", "verbintenissenrecht"] },
  { id: "contract-drafting", name: "Contract Drafting", category: "legal-compliance", kind: "domain", aliases: ["Vertragsgestaltung", "Vertragserstellung", "r\xE9daction de contrats", "redacci\xF3n de contratos", "redazione di contratti", "contracten opstellen"] },
  { id: "contract-negotiation", name: "Contract Negotiation", category: "legal-compliance", kind: "domain", aliases: ["Vertragsverhandlungen", "n\xE9gociation de contrats", "negociaci\xF3n de contratos", "negoziazione contrattuale"] },
  { id: "corporate-law", name: "Corporate Law", category: "legal-compliance", kind: "domain", aliases: ["Company law", "Gesellschaftsrecht", "droit des soci\xE9t\xE9s", "derecho societario", "derecho mercantil", "diritto societario", "ondernemingsrecht", "vennootschapsrecht"] },
  { id: "commercial-law", name: "Commercial Law", category: "legal-compliance", kind: "domain", aliases: ["Handelsrecht", "droit commercial", "derecho comercial", "diritto commerciale"] },
  { id: "civil-law", name: "Civil Law", category: "legal-compliance", kind: "domain", aliases: ["Zivilrecht", "droit civil", "derecho civil", "diritto civile", "burgerlijk recht"] },
  { id: "criminal-law", name: "Criminal Law", category: "legal-compliance", kind: "domain", aliases: ["Strafrecht", "droit p\xE9nal", "derecho penal", "diritto penale"] },
  { id: "administrative-law", name: "Administrative Law", category: "legal-compliance", kind: "domain", aliases: ["Verwaltungsrecht", "droit administratif", "derecho administrativo", "diritto amministrativo", "bestuursrecht"] },
  { id: "constitutional-law", name: "Constitutional Law", category: "legal-compliance", kind: "domain", aliases: ["Verfassungsrecht", "droit constitutionnel", "derecho constitucional", "diritto costituzionale", "staatsrecht"] },
  { id: "european-union-law", name: "European Union Law", category: "legal-compliance", kind: "domain", aliases: ["EU law", "EU-Recht", "Europarecht", "droit europ\xE9en", "droit de l'Union europ\xE9enne", "derecho de la UE", "diritto dell'Unione europea", "Europees recht"] },
  { id: "international-law", name: "International Law", category: "legal-compliance", kind: "domain", aliases: ["V\xF6lkerrecht", "droit international", "derecho internacional", "diritto internazionale", "internationaal recht"] },
  { id: "tax-law", name: "Tax Law", category: "legal-compliance", kind: "domain", aliases: ["Steuerrecht (juristisch)", "droit fiscal", "derecho tributario", "diritto tributario", "belastingrecht", "fiscaal recht", "Steuerrecht"] },
  { id: "competition-law", name: "Competition Law", category: "legal-compliance", kind: "domain", aliases: ["Antitrust", "Kartellrecht", "Wettbewerbsrecht", "droit de la concurrence", "derecho de la competencia", "diritto della concorrenza", "mededingingsrecht"] },
  { id: "intellectual-property", name: "Intellectual Property", category: "legal-compliance", kind: "domain", aliases: ["IP law", "Intellectual property law", "geistiges Eigentum", "Immaterialg\xFCterrecht", "propri\xE9t\xE9 intellectuelle", "propiedad intelectual", "propriet\xE0 intellettuale", "intellectueel eigendom"] },
  { id: "patent-law", name: "Patent Law", category: "legal-compliance", kind: "domain", aliases: ["Patents", "Patentrecht", "droit des brevets", "derecho de patentes", "diritto dei brevetti", "octrooirecht"] },
  { id: "trademark-law", name: "Trademark Law", category: "legal-compliance", kind: "domain", aliases: ["Trademarks", "Markenrecht", "droit des marques", "derecho de marcas", "diritto dei marchi", "merkenrecht"] },
  { id: "copyright-law", name: "Copyright Law", category: "legal-compliance", kind: "domain", aliases: ["Urheberrecht", "droit d'auteur", "derechos de autor", "diritto d'autore", "auteursrecht"] },
  { id: "real-estate-law", name: "Real Estate Law", category: "legal-compliance", kind: "domain", aliases: ["Property law", "Immobilienrecht", "droit immobilier", "derecho inmobiliario", "diritto immobiliare", "vastgoedrecht"] },
  { id: "construction-law", name: "Construction Law", category: "legal-compliance", kind: "domain", aliases: ["Baurecht", "droit de la construction", "derecho de la construcci\xF3n", "diritto delle costruzioni", "bouwrecht"] },
  { id: "family-law", name: "Family Law", category: "legal-compliance", kind: "domain", aliases: ["Familienrecht", "droit de la famille", "derecho de familia", "diritto di famiglia", "familierecht"] },
  { id: "insolvency-law", name: "Insolvency Law", category: "legal-compliance", kind: "domain", aliases: ["Insolvenzrecht", "droit des entreprises en difficult\xE9", "derecho concursal", "diritto fallimentare", "insolventierecht"] },
  { id: "banking-law", name: "Banking Law", category: "legal-compliance", kind: "domain", aliases: ["Bankrecht", "Bankaufsichtsrecht", "droit bancaire", "derecho bancario", "diritto bancario"] },
  { id: "financial-regulation", name: "Financial Regulation", category: "legal-compliance", kind: "domain", aliases: ["Finanzmarktregulierung", "r\xE9glementation financi\xE8re", "regulaci\xF3n financiera", "regolamentazione finanziaria"] },
  { id: "capital-markets-law", name: "Capital Markets Law", category: "legal-compliance", kind: "domain", aliases: ["Kapitalmarktrecht", "droit des march\xE9s financiers"] },
  { id: "insurance-law", name: "Insurance Law", category: "legal-compliance", kind: "domain", aliases: ["Versicherungsrecht", "droit des assurances", "derecho de seguros"] },
  { id: "environmental-law", name: "Environmental Law", category: "legal-compliance", kind: "domain", aliases: ["Umweltrecht", "droit de l'environnement", "derecho ambiental", "diritto ambientale", "milieurecht"] },
  { id: "energy-law", name: "Energy Law", category: "legal-compliance", kind: "domain", aliases: ["Energierecht", "droit de l'\xE9nergie"] },
  { id: "health-law", name: "Health Law", category: "legal-compliance", kind: "domain", aliases: ["Medizinrecht", "droit de la sant\xE9", "derecho sanitario"] },
  { id: "it-law", name: "IT Law", category: "legal-compliance", kind: "domain", aliases: ["IT-Recht", "droit du num\xE9rique", "derecho tecnol\xF3gico", "diritto dell'informatica", "ICT-recht"] },
  { id: "procurement-law", name: "Procurement Law", category: "legal-compliance", kind: "domain", aliases: ["Vergaberecht (juristisch)", "droit des march\xE9s publics", "derecho de contrataci\xF3n p\xFAblica", "Vergaberecht"] },
  { id: "immigration-law", name: "Immigration Law", category: "legal-compliance", kind: "domain", aliases: ["Ausl\xE4nderrecht", "Migrationsrecht", "droit des \xE9trangers", "derecho de extranjer\xEDa", "diritto dell'immigrazione", "vreemdelingenrecht"] },
  { id: "social-security-law", name: "Social Security Law", category: "legal-compliance", kind: "domain", aliases: ["Sozialrecht", "droit de la s\xE9curit\xE9 sociale", "derecho de la seguridad social", "diritto previdenziale", "socialezekerheidsrecht"] },
  { id: "litigation", name: "Litigation", category: "legal-compliance", kind: "domain", aliases: ["Prozessf\xFChrung", "contentieux", "litigios", "contenzioso", "procesvoering"] },
  { id: "dispute-resolution", name: "Dispute Resolution", category: "legal-compliance", kind: "domain", aliases: ["Streitbeilegung", "r\xE9solution des litiges", "resoluci\xF3n de conflictos jur\xEDdicos", "risoluzione delle controversie", "geschillenbeslechting"] },
  { id: "arbitration", name: "Arbitration", category: "legal-compliance", kind: "domain", aliases: ["Schiedsverfahren", "Schiedsgerichtsbarkeit", "arbitrage", "arbitraje", "arbitrato"], ambiguous: ["arbitrage"] },
  { id: "mediation", name: "Mediation", category: "legal-compliance", kind: "domain", aliases: ["Mediation (rechtlich)", "mediaci\xF3n", "mediazione"], ambiguous: ["Mediation", "mediazione"] },
  { id: "legal-research", name: "Legal Research", category: "legal-compliance", kind: "domain", aliases: ["juristische Recherche", "recherche juridique", "investigaci\xF3n jur\xEDdica", "ricerca giuridica", "juridisch onderzoek"] },
  { id: "legal-drafting", name: "Legal Drafting", category: "legal-compliance", kind: "domain", aliases: ["juristisches Schreiben", "r\xE9daction juridique", "redacci\xF3n jur\xEDdica", "redazione di atti", "juridisch schrijven"] },
  { id: "legal-advice", name: "Legal Advice", category: "legal-compliance", kind: "domain", aliases: ["Rechtsberatung", "conseil juridique", "asesoramiento jur\xEDdico", "asesor\xEDa jur\xEDdica", "consulenza legale", "juridisch advies"] },
  { id: "legal-analysis", name: "Legal Analysis", category: "legal-compliance", kind: "domain", aliases: ["Rechtsanalyse", "analyse juridique", "an\xE1lisis jur\xEDdico"] },
  { id: "legal-writing", name: "Legal Writing", category: "legal-compliance", kind: "domain", aliases: ["Schrifts\xE4tze", "m\xE9moires juridiques", "escritos judiciales"] },
  { id: "court-representation", name: "Court Representation", category: "legal-compliance", kind: "domain", aliases: ["Prozessvertretung", "repr\xE9sentation en justice", "representaci\xF3n procesal", "rappresentanza in giudizio"] },
  { id: "notarial-practice", name: "Notarial Practice", category: "legal-compliance", kind: "domain", aliases: ["Notariat", "notar\xEDa"] },
  { id: "paralegal-support", name: "Paralegal Support", category: "legal-compliance", kind: "domain", aliases: ["Paralegal", "Rechtsanwaltsfachangestellte", "assistance juridique", "asistencia jur\xEDdica"] },
  { id: "legal-operations", name: "Legal Operations", category: "legal-compliance", kind: "domain", aliases: ["Legal Ops"] },
  { id: "legal-project-management", name: "Legal Project Management", category: "legal-compliance", kind: "domain", aliases: [] },
  { id: "corporate-secretarial", name: "Corporate Secretarial", category: "legal-compliance", kind: "domain", aliases: ["Company secretarial", "Corporate housekeeping", "secr\xE9tariat juridique"] },
  { id: "regulatory-affairs", name: "Regulatory Affairs", category: "legal-compliance", kind: "domain", aliases: ["Zulassungsangelegenheiten", "affaires r\xE9glementaires", "asuntos regulatorios", "affari regolatori"] },
  { id: "risk-management", name: "Risk Management", category: "legal-compliance", kind: "domain", aliases: ["Risikomanagement", "gestion des risques", "gesti\xF3n de riesgos", "gesti\xF3n de riesgo", "gestione del rischio", "gestione dei rischi", "risicomanagement", "risicobeheer"] },
  { id: "enterprise-risk-management", name: "Enterprise Risk Management", category: "legal-compliance", kind: "domain", aliases: ["ERM", "Unternehmensrisikomanagement"] },
  { id: "operational-risk", name: "Operational Risk", category: "legal-compliance", kind: "domain", aliases: ["Operationelles Risiko", "risque op\xE9rationnel", "riesgo operacional", "rischio operativo"] },
  { id: "governance-risk-and-compliance", name: "Governance, Risk and Compliance", category: "legal-compliance", kind: "domain", aliases: ["GRC"] },
  { id: "policy-development", name: "Policy Development", category: "legal-compliance", kind: "domain", aliases: ["Richtlinienentwicklung", "\xE9laboration de politiques", "desarrollo de pol\xEDticas", "sviluppo di policy"] },
  { id: "internal-investigations", name: "Internal Investigations", category: "legal-compliance", kind: "domain", aliases: ["interne Ermittlungen", "enqu\xEAtes internes", "investigaciones internas"] },
  { id: "whistleblowing", name: "Whistleblowing", category: "legal-compliance", kind: "domain", aliases: ["Hinweisgebersystem", "lanceurs d'alerte", "canal de denuncias"] },
  { id: "anti-bribery-and-corruption", name: "Anti-bribery and Corruption", category: "legal-compliance", kind: "domain", aliases: ["Anti-corruption", "Korruptionspr\xE4vention", "lutte contre la corruption", "anticorrupci\xF3n", "anticorruzione"] },
  { id: "sanctions-compliance", name: "Sanctions Compliance", category: "legal-compliance", kind: "domain", aliases: ["Export control", "Exportkontrolle", "Sanktionslisten", "contr\xF4le des exportations", "control de exportaciones"] },
  { id: "trade-compliance", name: "Trade Compliance", category: "legal-compliance", kind: "domain", aliases: ["Zollrecht", "Customs compliance", "douane", "aduanas", "dogane"] },
  { id: "ethics-and-integrity", name: "Ethics and Integrity", category: "legal-compliance", kind: "domain", aliases: ["Business ethics", "Ethik", "\xE9thique des affaires", "\xE9tica empresarial", "etica aziendale", "integriteit"], ambiguous: ["Ethik"] },
  { id: "code-of-conduct", name: "Code of Conduct", category: "legal-compliance", kind: "domain", aliases: [] },
  { id: "consumer-protection-law", name: "Consumer Protection Law", category: "legal-compliance", kind: "domain", aliases: ["Verbraucherschutzrecht", "droit de la consommation", "derecho del consumidor", "diritto dei consumatori", "consumentenrecht"] },
  { id: "medical-device-regulation", name: "Medical Device Regulation", category: "legal-compliance", kind: "domain", aliases: ["MDR", "IVDR", "Medizinprodukterecht", "r\xE9glementation des dispositifs m\xE9dicaux"] },
  { id: "gxp", name: "GxP", category: "legal-compliance", kind: "domain", aliases: ["GMP", "Good manufacturing practice", "gute Herstellungspraxis", "bonnes pratiques de fabrication", "buenas pr\xE1cticas de fabricaci\xF3n", "buone pratiche di fabbricazione"] },
  { id: "good-clinical-practice", name: "Good Clinical Practice", category: "legal-compliance", kind: "domain", aliases: ["gute klinische Praxis", "bonnes pratiques cliniques", "buenas pr\xE1cticas cl\xEDnicas"] },
  { id: "pharmacovigilance", name: "Pharmacovigilance", category: "legal-compliance", kind: "domain", aliases: ["Pharmakovigilanz", "farmacovigilancia", "farmacovigilanza", "geneesmiddelenbewaking"] },
  { id: "health-and-safety-compliance", name: "Health and Safety Compliance", category: "legal-compliance", kind: "domain", aliases: ["Arbeitsschutz", "Arbeitssicherheit", "sant\xE9 et s\xE9curit\xE9 au travail", "SST", "prevenci\xF3n de riesgos laborales", "PRL", "sicurezza sul lavoro", "salute e sicurezza", "arbo", "arbeidsveiligheid"] },
  { id: "environmental-compliance", name: "Environmental Compliance", category: "legal-compliance", kind: "domain", aliases: ["Umweltschutzauflagen", "conformit\xE9 environnementale"] },
  { id: "licensing", name: "Licensing", category: "legal-compliance", kind: "domain", aliases: ["Lizenzierung", "licences", "licencias", "licenze", "licenties"], ambiguous: ["Licensing", "licences", "licencias", "licenze", "licenties"] },
  { id: "legal-compliance-audits", name: "Legal Compliance Audits", category: "legal-compliance", kind: "domain", aliases: ["Compliance audits", "audits de conformit\xE9", "auditor\xEDas de cumplimiento"] },
  { id: "company-formation", name: "Company Formation", category: "legal-compliance", kind: "domain", aliases: ["Unternehmensgr\xFCndung", "cr\xE9ation d'entreprise", "constituci\xF3n de sociedades", "costituzione di societ\xE0", "oprichting van vennootschappen"] },
  { id: "legal-due-diligence", name: "Legal Due Diligence", category: "legal-compliance", kind: "domain", aliases: [] },
  { id: "employment-contracts", name: "Employment Contracts", category: "legal-compliance", kind: "domain", aliases: ["Arbeitsvertr\xE4ge", "contrats de travail", "contratos laborales", "contratti di lavoro", "arbeidscontracten"] },
  { id: "works-council-relations", name: "Works Council Relations", category: "legal-compliance", kind: "domain", aliases: ["Betriebsverfassungsrecht", "Betriebsrat", "comit\xE9 social et \xE9conomique", "relations avec les IRP", "comit\xE9 de empresa", "relazioni sindacali", "ondernemingsraad", "medezeggenschap"] },
  { id: "collective-bargaining", name: "Collective Bargaining", category: "legal-compliance", kind: "domain", aliases: ["Tarifverhandlungen", "Tarifrecht", "n\xE9gociation collective", "negociaci\xF3n colectiva", "contrattazione collettiva", "cao-onderhandelingen"] },
  { id: "uav-gc", name: "UAV-GC", category: "legal-compliance", kind: "domain", aliases: ["UAV", "UAV 2012"] },
  { id: "fidic", name: "FIDIC", category: "legal-compliance", kind: "domain", aliases: ["FIDIC contracts"] },
  { id: "nec-contracts", name: "NEC Contracts", category: "legal-compliance", kind: "domain", aliases: ["NEC3", "NEC4", "JCT contracts"] },
  { id: "vob", name: "VOB", category: "legal-compliance", kind: "domain", aliases: ["VOB/B", "HOAI"] },
  { id: "public-law", name: "Public Law", category: "legal-compliance", kind: "domain", aliases: ["\xF6ffentliches Recht", "droit public", "derecho p\xFAblico", "diritto pubblico", "publiekrecht"] },
  { id: "private-international-law", name: "Private International Law", category: "legal-compliance", kind: "domain", aliases: ["internationales Privatrecht", "droit international priv\xE9"] },
  { id: "legal-tech", name: "Legal Tech", category: "legal-compliance", kind: "domain", aliases: ["Legal technology"] },
  { id: "contract-lifecycle-management", name: "Contract Lifecycle Management", category: "legal-compliance", kind: "domain", aliases: ["CLM"] },
  { id: "e-discovery", name: "e-Discovery", category: "legal-compliance", kind: "domain", aliases: ["Electronic discovery"] },
  { id: "relativity", name: "Relativity", category: "legal-compliance", kind: "domain", aliases: [], matchCase: true, ambiguous: true },
  { id: "beck-online", name: "Beck-online", category: "legal-compliance", kind: "domain", aliases: [] },
  { id: "juris", name: "Juris", category: "legal-compliance", kind: "domain", aliases: [], matchCase: true, ambiguous: true },
  { id: "lexis", name: "Lexis", category: "legal-compliance", kind: "domain", aliases: ["LexisNexis"] },
  { id: "westlaw", name: "Westlaw", category: "legal-compliance", kind: "domain", aliases: [] },
  { id: "dalloz", name: "Dalloz", category: "legal-compliance", kind: "domain", aliases: [] },
  { id: "lefebvre", name: "Lefebvre", category: "legal-compliance", kind: "domain", aliases: ["Lefebvre Dalloz"] },
  { id: "aranzadi", name: "Aranzadi", category: "legal-compliance", kind: "domain", aliases: [] },
  { id: "dejure", name: "DeJure", category: "legal-compliance", kind: "domain", aliases: [] },
  { id: "legal-translation", name: "Legal Translation", category: "legal-compliance", kind: "domain", aliases: ["juristische \xDCbersetzung", "traduction juridique", "traducci\xF3n jur\xEDdica"] },
  { id: "anti-discrimination-law", name: "Anti-discrimination Law", category: "legal-compliance", kind: "domain", aliases: ["Gleichbehandlungsrecht", "AGG"] },
  { id: "data-retention", name: "Data Retention", category: "legal-compliance", kind: "domain", aliases: ["Aufbewahrungsfristen"] },
  { id: "ai-regulation", name: "AI Regulation", category: "legal-compliance", kind: "domain", aliases: ["AI Act", "EU AI Act"] },
  { id: "cookie-compliance", name: "Cookie Compliance", category: "legal-compliance", kind: "domain", aliases: ["ePrivacy"] },
  { id: "food-law", name: "Food Law", category: "legal-compliance", kind: "domain", aliases: ["Lebensmittelrecht", "droit alimentaire", "derecho alimentario", "diritto alimentare", "levensmiddelenrecht"] }
];

// src/engine/taxonomy/data/logistics-supply-chain.json
var logistics_supply_chain_default = [
  { id: "supply-chain-management", name: "Supply Chain Management", category: "logistics-supply-chain", kind: "domain", aliases: ["SCM", "Lieferkettenmanagement", "gestion de la cha\xEEne d'approvisionnement", "supply chain", "gesti\xF3n de la cadena de suministro", "gestione della catena di approvvigionamento", "ketenbeheer"] },
  { id: "logistics", name: "Logistics", category: "logistics-supply-chain", kind: "domain", aliases: ["Logistik", "logistique", "log\xEDstica", "logistiek"], ambiguous: ["Logistics"] },
  { id: "logistics-management", name: "Logistics Management", category: "logistics-supply-chain", kind: "domain", aliases: ["Logistikmanagement", "gestion logistique", "gesti\xF3n log\xEDstica", "gestione logistica", "logistiek management"] },
  { id: "procurement", name: "Procurement", category: "logistics-supply-chain", kind: "domain", aliases: ["Purchasing", "Einkauf", "Beschaffung", "achats", "approvisionnement", "compras", "aprovisionamiento", "acquisti", "approvvigionamento", "inkoop"], ambiguous: ["Procurement"] },
  { id: "strategic-sourcing", name: "Strategic Sourcing", category: "logistics-supply-chain", kind: "domain", aliases: ["strategischer Einkauf", "achats strat\xE9giques", "compras estrat\xE9gicas", "sourcing strategico", "strategische inkoop"] },
  { id: "supplier-evaluation", name: "Supplier Evaluation", category: "logistics-supply-chain", kind: "domain", aliases: ["Lieferantenbewertung", "\xE9valuation des fournisseurs", "evaluaci\xF3n de proveedores", "valutazione fornitori", "leveranciersbeoordeling"] },
  { id: "supplier-development", name: "Supplier Development", category: "logistics-supply-chain", kind: "domain", aliases: ["Lieferantenentwicklung", "d\xE9veloppement fournisseurs", "desarrollo de proveedores"] },
  { id: "purchase-order-management", name: "Purchase Order Management", category: "logistics-supply-chain", kind: "domain", aliases: ["Bestellabwicklung", "Bestellwesen", "gestion des commandes fournisseurs", "gesti\xF3n de pedidos de compra", "gestione ordini di acquisto"] },
  { id: "order-management", name: "Order Management", category: "logistics-supply-chain", kind: "domain", aliases: ["Auftragsabwicklung", "Auftragsbearbeitung", "gestion des commandes", "gesti\xF3n de pedidos", "gestione ordini", "orderverwerking"] },
  { id: "inventory-management", name: "Inventory Management", category: "logistics-supply-chain", kind: "domain", aliases: ["Stock management", "Bestandsmanagement", "Lagerbestandsf\xFChrung", "Bestandsf\xFChrung", "gestion des stocks", "gesti\xF3n de inventario", "gesti\xF3n de stocks", "gestione delle scorte", "gestione magazzino", "voorraadbeheer", "Inventory optimisation", "Inventory optimization", "Bestandsoptimierung", "optimisation des stocks", "optimizaci\xF3n de inventario", "ottimizzazione delle scorte", "voorraadoptimalisatie"] },
  { id: "inventory-control", name: "Inventory Control", category: "logistics-supply-chain", kind: "domain", aliases: ["Inventur", "inventaire", "control de inventario", "inventario", "inventarisatie"], ambiguous: ["inventaire", "inventario"] },
  { id: "warehouse-management", name: "Warehouse Management", category: "logistics-supply-chain", kind: "domain", aliases: ["Lagerverwaltung", "Lagerlogistik", "Lagerwirtschaft", "gestion d'entrep\xF4t", "gestion d'entrep\xF4ts", "gesti\xF3n de almacenes", "gesti\xF3n de almac\xE9n", "gestione del magazzino", "magazijnbeheer"] },
  { id: "warehouse-management-systems", name: "Warehouse Management Systems", category: "logistics-supply-chain", kind: "domain", aliases: ["WMS", "Lagerverwaltungssystem"] },
  { id: "picking-and-packing", name: "Picking and Packing", category: "logistics-supply-chain", kind: "domain", aliases: ["Kommissionierung", "pr\xE9paration de commandes", "picking", "preparaci\xF3n de pedidos", "orderpicking"] },
  { id: "goods-receipt", name: "Goods Receipt", category: "logistics-supply-chain", kind: "domain", aliases: ["Wareneingang", "r\xE9ception des marchandises", "recepci\xF3n de mercanc\xEDas", "ricevimento merci", "goederenontvangst"] },
  { id: "shipping", name: "Shipping", category: "logistics-supply-chain", kind: "domain", aliases: ["Versand", "exp\xE9dition", "expediciones", "spedizioni", "verzending"], ambiguous: ["Shipping", "exp\xE9dition"] },
  { id: "distribution", name: "Distribution", category: "logistics-supply-chain", kind: "domain", aliases: ["Vertriebslogistik", "distribution physique", "distribuci\xF3n", "distribuzione", "distributie"], ambiguous: ["Distribution"] },
  { id: "transport-management", name: "Transport Management", category: "logistics-supply-chain", kind: "domain", aliases: ["Transportlogistik", "gestion des transports", "gesti\xF3n del transporte", "gestione dei trasporti"] },
  { id: "transport-management-systems", name: "Transport Management Systems", category: "logistics-supply-chain", kind: "domain", aliases: ["TMS"] },
  { id: "route-planning", name: "Route Planning", category: "logistics-supply-chain", kind: "domain", aliases: ["Tourenplanung", "Routenplanung", "planification des tourn\xE9es", "planificaci\xF3n de rutas", "pianificazione dei percorsi"] },
  { id: "fleet-management", name: "Fleet Management", category: "logistics-supply-chain", kind: "domain", aliases: ["Fuhrparkmanagement", "Flottenmanagement", "gestion de flotte", "gesti\xF3n de flotas", "gestione della flotta", "wagenparkbeheer"] },
  { id: "freight-forwarding", name: "Freight Forwarding", category: "logistics-supply-chain", kind: "domain", aliases: ["Spedition", "commission de transport", "transitaire", "transitario", "spedizioni internazionali", "expeditie"] },
  { id: "road-freight", name: "Road Freight", category: "logistics-supply-chain", kind: "domain", aliases: ["Stra\xDFeng\xFCterverkehr", "transport routier", "transporte por carretera", "autotrasporto", "wegtransport"] },
  { id: "ocean-freight", name: "Ocean Freight", category: "logistics-supply-chain", kind: "domain", aliases: ["Sea freight", "Seefracht", "fret maritime", "transporte mar\xEDtimo", "trasporto marittimo", "zeevracht"] },
  { id: "air-freight", name: "Air Freight", category: "logistics-supply-chain", kind: "domain", aliases: ["Luftfracht", "fret a\xE9rien", "carga a\xE9rea", "trasporto aereo", "luchtvracht"] },
  { id: "intermodal-transport", name: "Intermodal Transport", category: "logistics-supply-chain", kind: "domain", aliases: ["Multimodal transport", "intermodaler Verkehr", "transport intermodal", "trasporto intermodale"] },
  { id: "customs-clearance", name: "Customs Clearance", category: "logistics-supply-chain", kind: "domain", aliases: ["Zollabwicklung", "Verzollung", "d\xE9douanement", "despacho aduanero", "sdoganamento", "douaneafhandeling"] },
  { id: "incoterms", name: "Incoterms", category: "logistics-supply-chain", kind: "domain", aliases: ["Incoterms 2020"] },
  { id: "import-export", name: "Import/export", category: "logistics-supply-chain", kind: "domain", aliases: ["Import und Export", "importaci\xF3n y exportaci\xF3n", "import-export operations"] },
  { id: "dangerous-goods-handling", name: "Dangerous Goods Handling", category: "logistics-supply-chain", kind: "domain", aliases: ["Gefahrgut", "ADR", "mati\xE8res dangereuses", "mercanc\xEDas peligrosas", "merci pericolose", "gevaarlijke stoffen"] },
  { id: "cold-chain-logistics", name: "Cold Chain Logistics", category: "logistics-supply-chain", kind: "domain", aliases: ["K\xFChlkette", "cha\xEEne du froid", "cadena de fr\xEDo", "catena del freddo", "koudeketen"] },
  { id: "last-mile-delivery", name: "Last-mile Delivery", category: "logistics-supply-chain", kind: "domain", aliases: ["letzte Meile", "dernier kilom\xE8tre", "\xFAltima milla", "ultimo miglio"] },
  { id: "reverse-logistics", name: "Reverse Logistics", category: "logistics-supply-chain", kind: "domain", aliases: ["Retourenmanagement", "logistique inverse", "log\xEDstica inversa", "retourlogistiek"] },
  { id: "demand-planning", name: "Demand Planning", category: "logistics-supply-chain", kind: "domain", aliases: ["Bedarfsplanung", "Absatzprognose", "pr\xE9vision de la demande", "planificaci\xF3n de la demanda", "pianificazione della domanda", "vraagplanning", "Demand forecasting", "Bedarfsprognose", "previsi\xF3n de la demanda", "previsione della domanda", "vraagvoorspelling"] },
  { id: "supply-planning", name: "Supply Planning", category: "logistics-supply-chain", kind: "domain", aliases: ["Versorgungsplanung", "planification des approvisionnements"] },
  { id: "sales-and-operations-planning", name: "Sales and Operations Planning", category: "logistics-supply-chain", kind: "domain", aliases: ["S&OP", "Sales & Operations Planning"] },
  { id: "material-requirements-planning", name: "Material Requirements Planning", category: "logistics-supply-chain", kind: "domain", aliases: ["MRP", "Materialbedarfsplanung", "planification des besoins", "planificaci\xF3n de necesidades de materiales", "pianificazione dei fabbisogni"] },
  { id: "materials-management", name: "Materials Management", category: "logistics-supply-chain", kind: "domain", aliases: ["Materialwirtschaft", "gestion des mati\xE8res", "gesti\xF3n de materiales", "gestione dei materiali", "materiaalbeheer"] },
  { id: "capacity-management", name: "Capacity Management", category: "logistics-supply-chain", kind: "domain", aliases: ["Kapazit\xE4tsmanagement", "gestion des capacit\xE9s", "gesti\xF3n de capacidad"] },
  { id: "production-scheduling", name: "Production Scheduling", category: "logistics-supply-chain", kind: "domain", aliases: ["Fertigungssteuerung", "ordonnancement", "programaci\xF3n de la producci\xF3n", "schedulazione della produzione"] },
  { id: "operations-planning", name: "Operations Planning", category: "logistics-supply-chain", kind: "domain", aliases: ["Einsatzplanung", "planification op\xE9rationnelle", "planificaci\xF3n operativa"] },
  { id: "lean-logistics", name: "Lean Logistics", category: "logistics-supply-chain", kind: "domain", aliases: ["Lean-Logistik"] },
  { id: "just-in-time", name: "Just-in-time", category: "logistics-supply-chain", kind: "domain", aliases: ["JIT", "juste-\xE0-temps", "justo a tiempo"] },
  { id: "kanban-production-control", name: "Kanban Production Control", category: "logistics-supply-chain", kind: "domain", aliases: ["Kanban-Steuerung"] },
  { id: "supply-chain-optimisation", name: "Supply Chain Optimisation", category: "logistics-supply-chain", kind: "domain", aliases: ["Supply chain optimization", "Lieferkettenoptimierung", "optimisation de la supply chain", "optimizaci\xF3n de la cadena de suministro"] },
  { id: "supply-chain-analytics", name: "Supply Chain Analytics", category: "logistics-supply-chain", kind: "domain", aliases: [] },
  { id: "supply-chain-risk-management", name: "Supply Chain Risk Management", category: "logistics-supply-chain", kind: "domain", aliases: ["Lieferkettenrisiko", "gestion des risques supply chain"] },
  { id: "logistics-network-design", name: "Logistics Network Design", category: "logistics-supply-chain", kind: "domain", aliases: ["Netzwerkplanung Logistik"] },
  { id: "contract-logistics", name: "Contract Logistics", category: "logistics-supply-chain", kind: "domain", aliases: ["Kontraktlogistik", "logistique contractuelle", "log\xEDstica de contratos"] },
  { id: "third-party-logistics", name: "Third-party Logistics", category: "logistics-supply-chain", kind: "domain", aliases: ["3PL", "4PL"] },
  { id: "intralogistics", name: "Intralogistics", category: "logistics-supply-chain", kind: "domain", aliases: ["Intralogistik", "intralogistique", "intralog\xEDstica"] },
  { id: "forklift-operation", name: "Forklift Operation", category: "logistics-supply-chain", kind: "domain", aliases: ["Staplerfahren", "Gabelstaplerfahren", "Staplerschein", "cariste", "conduite de chariot \xE9l\xE9vateur", "carretillero", "manejo de carretilla elevadora", "carrellista", "heftruckchauffeur", "heftruck rijden"] },
  { id: "loading-and-unloading", name: "Loading and Unloading", category: "logistics-supply-chain", kind: "domain", aliases: ["Be- und Entladung", "chargement et d\xE9chargement", "carga y descarga", "carico e scarico", "laden en lossen"] },
  { id: "barcode-scanning", name: "Barcode Scanning", category: "logistics-supply-chain", kind: "domain", aliases: ["RFID", "Barcode"] },
  { id: "commercial-driving", name: "Commercial Driving", category: "logistics-supply-chain", kind: "domain", aliases: ["Berufskraftfahrer", "Lkw-Fahren", "conduite poids lourds", "conducci\xF3n de camiones", "guida mezzi pesanti", "vrachtwagenchauffeur"] },
  { id: "dispatching", name: "Dispatching", category: "logistics-supply-chain", kind: "domain", aliases: ["Fahrzeugdisposition", "planificaci\xF3n de despachos", "dispacciamento", "planning transport"] },
  { id: "vendor-negotiation", name: "Vendor Negotiation", category: "logistics-supply-chain", kind: "domain", aliases: ["Lieferantenverhandlungen", "n\xE9gociation fournisseurs", "negociaci\xF3n con proveedores", "negoziazione con i fornitori", "onderhandelen met leveranciers"] },
  { id: "purchasing-negotiations", name: "Purchasing Negotiations", category: "logistics-supply-chain", kind: "domain", aliases: ["Einkaufsverhandlungen", "n\xE9gociations achats", "negociaci\xF3n de compras"] },
  { id: "tactical-purchasing", name: "Tactical Purchasing", category: "logistics-supply-chain", kind: "domain", aliases: ["operativer Einkauf", "achats op\xE9rationnels", "compras operativas", "acquisti operativi", "operationele inkoop"] },
  { id: "category-sourcing", name: "Category Sourcing", category: "logistics-supply-chain", kind: "domain", aliases: ["Warengruppenmanagement", "gestion des cat\xE9gories d'achats"] },
  { id: "spend-analysis", name: "Spend Analysis", category: "logistics-supply-chain", kind: "domain", aliases: ["Ausgabenanalyse", "analyse des d\xE9penses", "an\xE1lisis del gasto"] },
  { id: "e-procurement", name: "E-procurement", category: "logistics-supply-chain", kind: "domain", aliases: ["achats en ligne", "compras electr\xF3nicas"] },
  { id: "sap-mm", name: "SAP MM", category: "logistics-supply-chain", kind: "domain", aliases: [] },
  { id: "sap-sd", name: "SAP SD", category: "logistics-supply-chain", kind: "domain", aliases: [] },
  { id: "sap-wm", name: "SAP WM", category: "logistics-supply-chain", kind: "domain", aliases: ["SAP EWM", "EWM"] },
  { id: "sap-pp", name: "SAP PP", category: "logistics-supply-chain", kind: "domain", aliases: [] },
  { id: "sap-ariba", name: "SAP Ariba", category: "logistics-supply-chain", kind: "domain", aliases: ["Ariba"] },
  { id: "sap-ibp", name: "SAP IBP", category: "logistics-supply-chain", kind: "domain", aliases: ["APO", "SAP APO"] },
  { id: "oracle-scm", name: "Oracle SCM", category: "logistics-supply-chain", kind: "domain", aliases: [] },
  { id: "manhattan-associates", name: "Manhattan Associates", category: "logistics-supply-chain", kind: "domain", aliases: [] },
  { id: "blue-yonder", name: "Blue Yonder", category: "logistics-supply-chain", kind: "domain", aliases: ["JDA"] },
  { id: "kinaxis", name: "Kinaxis", category: "logistics-supply-chain", kind: "domain", aliases: [] },
  { id: "microsoft-dynamics-ax", name: "Microsoft Dynamics AX", category: "logistics-supply-chain", kind: "domain", aliases: ["Dynamics AX"] },
  { id: "odoo", name: "Odoo", category: "logistics-supply-chain", kind: "domain", aliases: [] },
  { id: "infor", name: "Infor", category: "logistics-supply-chain", kind: "domain", aliases: ["Infor LN"], matchCase: ["Infor"] },
  { id: "jd-edwards", name: "JD Edwards", category: "logistics-supply-chain", kind: "domain", aliases: ["JDE"] },
  { id: "atlas-customs-software", name: "ATLAS Customs Software", category: "logistics-supply-chain", kind: "domain", aliases: ["ATLAS Zoll"] },
  { id: "port-operations", name: "Port Operations", category: "logistics-supply-chain", kind: "domain", aliases: ["Hafenlogistik", "op\xE9rations portuaires", "operaciones portuarias", "operazioni portuali", "havenlogistiek"] },
  { id: "aviation-operations", name: "Aviation Operations", category: "logistics-supply-chain", kind: "domain", aliases: ["ground handling", "Bodenabfertigung", "assistance en escale", "handling aeroportuale", "grondafhandeling"] },
  { id: "shipping-documentation", name: "Shipping Documentation", category: "logistics-supply-chain", kind: "domain", aliases: ["Versandpapiere", "documents d'exp\xE9dition", "documentaci\xF3n de env\xEDo", "documenti di spedizione", "verzenddocumenten"] },
  { id: "track-and-trace", name: "Track and Trace", category: "logistics-supply-chain", kind: "domain", aliases: ["Sendungsverfolgung", "tra\xE7abilit\xE9", "trazabilidad", "tracciabilit\xE0", "traceerbaarheid"] },
  { id: "packaging-logistics", name: "Packaging Logistics", category: "logistics-supply-chain", kind: "domain", aliases: ["Verpackungslogistik", "emballage", "embalaje", "imballaggio", "verpakking"], ambiguous: ["emballage", "embalaje", "imballaggio", "verpakking"] },
  { id: "returns-management", name: "Returns Management", category: "logistics-supply-chain", kind: "domain", aliases: ["Retouren", "gestion des retours", "gesti\xF3n de devoluciones", "gestione resi", "retourbeheer"] },
  { id: "stock-replenishment", name: "Stock Replenishment", category: "logistics-supply-chain", kind: "domain", aliases: ["Nachschubsteuerung", "r\xE9approvisionnement", "reposici\xF3n", "riassortimento", "bevoorrading"] },
  { id: "cycle-counting", name: "Cycle Counting", category: "logistics-supply-chain", kind: "domain", aliases: ["Permanente Inventur", "inventaire tournant", "recuento c\xEDclico", "inventario a rotazione"] },
  { id: "logistics-controlling", name: "Logistics Controlling", category: "logistics-supply-chain", kind: "domain", aliases: ["Logistikcontrolling", "contr\xF4le de gestion logistique"] },
  { id: "supply-chain-planning", name: "Supply Chain Planning", category: "logistics-supply-chain", kind: "domain", aliases: ["Supply-Chain-Planung", "planification supply chain", "planificaci\xF3n de la cadena de suministro"] },
  { id: "global-sourcing", name: "Global Sourcing", category: "logistics-supply-chain", kind: "domain", aliases: ["weltweite Beschaffung", "sourcing international", "abastecimiento global"] },
  { id: "supplier-audits", name: "Supplier Audits", category: "logistics-supply-chain", kind: "domain", aliases: ["Lieferantenaudits", "audits fournisseurs", "auditor\xEDas de proveedores", "audit fornitori"] },
  { id: "freight-cost-management", name: "Freight Cost Management", category: "logistics-supply-chain", kind: "domain", aliases: ["Frachtkostenmanagement", "gestion des co\xFBts de transport"] },
  { id: "shipment-planning", name: "Shipment Planning", category: "logistics-supply-chain", kind: "domain", aliases: ["Versandplanung", "planification des exp\xE9ditions"] },
  { id: "crossdocking", name: "Crossdocking", category: "logistics-supply-chain", kind: "domain", aliases: [] },
  { id: "yard-management", name: "Yard Management", category: "logistics-supply-chain", kind: "domain", aliases: ["Hofmanagement"] },
  { id: "transport-law", name: "Transport Law", category: "logistics-supply-chain", kind: "domain", aliases: ["Transportrecht", "droit des transports", "derecho del transporte", "diritto dei trasporti", "vervoersrecht"] },
  { id: "postal-logistics", name: "Postal Logistics", category: "logistics-supply-chain", kind: "domain", aliases: ["Paketlogistik", "logistique colis", "paqueter\xEDa", "logistica pacchi", "pakketlogistiek"] },
  { id: "humanitarian-logistics", name: "Humanitarian Logistics", category: "logistics-supply-chain", kind: "domain", aliases: ["logistique humanitaire", "log\xEDstica humanitaria"] },
  { id: "pallet-management", name: "Pallet Management", category: "logistics-supply-chain", kind: "domain", aliases: ["Ladungstr\xE4germanagement", "gestion des palettes"] },
  { id: "delivery-planning", name: "Delivery Planning", category: "logistics-supply-chain", kind: "domain", aliases: ["Lieferplanung", "planification des livraisons", "planificaci\xF3n de entregas"] }
];

// src/engine/taxonomy/data/management-leadership.json
var management_leadership_default = [
  { id: "leadership", name: "Leadership", category: "management-leadership", kind: "soft", aliases: ["F\xFChrung", "F\xFChrungskompetenz", "liderazgo", "leiderschap"], ambiguous: ["Leadership"] },
  { id: "team-leadership", name: "Team Leadership", category: "management-leadership", kind: "soft", aliases: ["Team management", "Teamf\xFChrung", "Teamleitung", "Teamleading", "direction d'\xE9quipe", "encadrement d'\xE9quipe", "animation d'\xE9quipe", "liderazgo de equipos", "gesti\xF3n de equipos", "direcci\xF3n de equipos", "gestione del team", "gestione di team", "guida di team", "teamleiderschap", "leidinggeven"] },
  { id: "strategic-leadership", name: "Strategic Leadership", category: "management-leadership", kind: "soft", aliases: ["strategische F\xFChrung", "leadership strat\xE9gique", "liderazgo estrat\xE9gico", "leadership strategica"] },
  { id: "executive-leadership", name: "Executive Leadership", category: "management-leadership", kind: "soft", aliases: ["Executive management", "C-level leadership", "Top-Management", "direction ex\xE9cutive", "alta direcci\xF3n", "direzione aziendale"] },
  { id: "cross-functional-team-leadership", name: "Cross-functional Team Leadership", category: "management-leadership", kind: "soft", aliases: ["Cross-functional leadership", "bereichs\xFCbergreifende F\xFChrung", "management transverse", "liderazgo transversal", "gestione di team interfunzionali"] },
  { id: "remote-team-management", name: "Remote Team Management", category: "management-leadership", kind: "soft", aliases: ["F\xFChrung virtueller Teams", "Remote Leadership", "management \xE0 distance", "gesti\xF3n de equipos remotos", "gestione di team da remoto"] },
  { id: "servant-leadership", name: "Servant Leadership", category: "management-leadership", kind: "soft", aliases: [] },
  { id: "transformational-leadership", name: "Transformational Leadership", category: "management-leadership", kind: "soft", aliases: ["transformationale F\xFChrung", "leadership transformationnel", "liderazgo transformacional"] },
  { id: "situational-leadership", name: "Situational Leadership", category: "management-leadership", kind: "soft", aliases: ["situative F\xFChrung", "management situationnel", "liderazgo situacional"] },
  { id: "decision-making", name: "Decision Making", category: "management-leadership", kind: "soft", aliases: ["Entscheidungsfindung", "Entscheidungsst\xE4rke", "prise de d\xE9cision", "toma de decisiones", "capacit\xE0 decisionale", "processo decisionale", "besluitvorming"] },
  { id: "delegation", name: "Delegation", category: "management-leadership", kind: "soft", aliases: ["Delegieren", "delegaci\xF3n", "delega", "delegeren"], ambiguous: ["Delegation", "delega"] },
  { id: "goal-setting", name: "Goal Setting", category: "management-leadership", kind: "soft", aliases: ["Zielvereinbarungen", "Zielsetzung", "fixation d'objectifs", "establecimiento de objetivos", "definizione degli obiettivi", "doelen stellen"] },
  { id: "management-by-objectives", name: "Management by Objectives", category: "management-leadership", kind: "soft", aliases: ["MbO", "F\xFChren mit Zielen", "direction par objectifs", "direcci\xF3n por objetivos", "gestione per obiettivi"] },
  { id: "strategy-execution", name: "Strategy Execution", category: "management-leadership", kind: "soft", aliases: ["Strategieumsetzung", "ex\xE9cution de la strat\xE9gie", "ejecuci\xF3n de la estrategia", "esecuzione della strategia"] },
  { id: "vision-development", name: "Vision Development", category: "management-leadership", kind: "soft", aliases: ["Visionsentwicklung", "d\xE9finition de la vision"] },
  { id: "team-building", name: "Team Building", category: "management-leadership", kind: "soft", aliases: ["Teamentwicklung", "coh\xE9sion d'\xE9quipe", "construcci\xF3n de equipos", "formaci\xF3n de equipos", "teamontwikkeling"] },
  { id: "team-development", name: "Team Development", category: "management-leadership", kind: "soft", aliases: ["Teamcoaching", "d\xE9veloppement d'\xE9quipe", "desarrollo de equipos", "sviluppo del team"] },
  { id: "people-development", name: "People Development", category: "management-leadership", kind: "soft", aliases: ["Mitarbeiterf\xF6rderung", "Personalf\xF6rderung", "d\xE9veloppement des talents", "desarrollo de personas", "sviluppo delle persone", "mensen ontwikkelen"] },
  { id: "feedback-culture", name: "Feedback Culture", category: "management-leadership", kind: "soft", aliases: ["Feedbackkultur", "culture du feedback", "cultura del feedback", "feedbackcultuur"] },
  { id: "resource-planning", name: "Resource Planning", category: "management-leadership", kind: "soft", aliases: ["Ressourcenplanung", "Ressourcenmanagement", "planification des ressources", "gesti\xF3n de recursos", "pianificazione delle risorse", "capaciteitsplanning"] },
  { id: "resource-allocation", name: "Resource Allocation", category: "management-leadership", kind: "soft", aliases: ["Ressourcenzuteilung", "allocation des ressources", "asignaci\xF3n de recursos", "allocazione delle risorse"] },
  { id: "crisis-management", name: "Crisis Management", category: "management-leadership", kind: "soft", aliases: ["Krisenmanagement", "gestion de crise", "gesti\xF3n de crisis", "gestione delle crisi"] },
  { id: "interim-management", name: "Interim Management", category: "management-leadership", kind: "soft", aliases: ["Interimsmanagement", "management de transition", "gesti\xF3n interina", "temporary management"] },
  { id: "board-membership", name: "Board Membership", category: "management-leadership", kind: "soft", aliases: ["Aufsichtsratsmandat", "Beiratst\xE4tigkeit", "consigliere di amministrazione", "commissariaat"] },
  { id: "governance", name: "Governance", category: "management-leadership", kind: "soft", aliases: ["gouvernance", "gobernanza"], ambiguous: ["Governance", "gouvernance"] },
  { id: "executive-coaching", name: "Executive Coaching", category: "management-leadership", kind: "soft", aliases: ["coaching de dirigeants", "coaching ejecutivo", "coaching esecutivo"] },
  { id: "leadership-coaching", name: "Leadership Coaching", category: "management-leadership", kind: "soft", aliases: ["F\xFChrungskr\xE4ftecoaching", "coaching en leadership"] },
  { id: "matrix-management", name: "Matrix Management", category: "management-leadership", kind: "soft", aliases: ["Matrixf\xFChrung", "management matriciel", "gesti\xF3n matricial", "gestione a matrice"] },
  { id: "multi-site-management", name: "Multi-site Management", category: "management-leadership", kind: "soft", aliases: ["Standortleitung", "gestion multi-sites", "gesti\xF3n multisede", "gestione multi-sede"] },
  { id: "plant-management", name: "Plant Management", category: "management-leadership", kind: "soft", aliases: ["Werksleitung", "direction d'usine", "direcci\xF3n de planta", "direzione di stabilimento", "fabrieksmanagement"] },
  { id: "department-management", name: "Department Management", category: "management-leadership", kind: "soft", aliases: ["Abteilungsleitung", "Bereichsleitung", "direction de d\xE9partement", "gesti\xF3n de departamento", "direzione di reparto", "afdelingsmanagement"] },
  { id: "shift-supervision", name: "Shift Supervision", category: "management-leadership", kind: "soft", aliases: ["Schichtleitung", "chef d'\xE9quipe", "supervisi\xF3n de turno", "capoturno", "ploegleiding"] },
  { id: "operations-leadership", name: "Operations Leadership", category: "management-leadership", kind: "soft", aliases: ["operative F\xFChrung", "direction des op\xE9rations", "direcci\xF3n de operaciones", "direzione operativa"] },
  { id: "business-unit-management", name: "Business Unit Management", category: "management-leadership", kind: "soft", aliases: ["Gesch\xE4ftsbereichsleitung", "direction de business unit", "direcci\xF3n de unidad de negocio"] },
  { id: "country-management", name: "Country Management", category: "management-leadership", kind: "soft", aliases: ["L\xE4nderverantwortung", "direction pays", "direcci\xF3n de pa\xEDs"] },
  { id: "scaling-organisations", name: "Scaling Organisations", category: "management-leadership", kind: "soft", aliases: ["Skalierung von Organisationen", "hypercroissance", "escalado de organizaciones"] },
  { id: "ethical-leadership", name: "Ethical Leadership", category: "management-leadership", kind: "soft", aliases: ["ethische F\xFChrung", "leadership \xE9thique", "liderazgo \xE9tico"] },
  { id: "agile-leadership", name: "Agile Leadership", category: "management-leadership", kind: "soft", aliases: ["agile F\xFChrung", "leadership agile", "liderazgo \xE1gil"] },
  { id: "change-leadership", name: "Change Leadership", category: "management-leadership", kind: "soft", aliases: ["leadership du changement", "liderazgo del cambio"] },
  { id: "managing-managers", name: "Managing Managers", category: "management-leadership", kind: "soft", aliases: ["F\xFChrung von F\xFChrungskr\xE4ften", "management de managers", "gesti\xF3n de mandos intermedios", "gestione di manager"] },
  { id: "performance-coaching", name: "Performance Coaching", category: "management-leadership", kind: "soft", aliases: ["Leistungscoaching"] },
  { id: "underperformance-management", name: "Underperformance Management", category: "management-leadership", kind: "soft", aliases: ["Low-Performer-Management", "gestion de la sous-performance"] },
  { id: "motivating-teams", name: "Motivating Teams", category: "management-leadership", kind: "soft", aliases: ["Mitarbeitermotivation", "Teammotivation", "motivation d'\xE9quipe", "motivaci\xF3n de equipos", "motivazione del team", "teammotivatie"] },
  { id: "talent-retention", name: "Talent Retention", category: "management-leadership", kind: "soft", aliases: ["Talentbindung", "r\xE9tention des talents", "retenci\xF3n del talento", "retention dei talenti", "talentbehoud"] },
  { id: "stakeholder-engagement", name: "Stakeholder Engagement", category: "management-leadership", kind: "soft", aliases: ["engagement des parties prenantes", "relaci\xF3n con stakeholders", "coinvolgimento degli stakeholder", "stakeholderbetrokkenheid"] },
  { id: "executive-communication", name: "Executive Communication", category: "management-leadership", kind: "soft", aliases: ["F\xFChrungskommunikation", "communication manag\xE9riale", "comunicaci\xF3n ejecutiva", "comunicazione manageriale"] },
  { id: "shareholder-management", name: "Shareholder Management", category: "management-leadership", kind: "soft", aliases: ["Gesellschafterbeziehungen", "relations actionnaires", "relaciones con accionistas", "rapporti con gli azionisti"] },
  { id: "growth-strategy", name: "Growth Strategy", category: "management-leadership", kind: "soft", aliases: ["Wachstumsstrategie", "strat\xE9gie de croissance", "estrategia de crecimiento", "strategia di crescita", "groeistrategie"] },
  { id: "internationalisation", name: "Internationalisation", category: "management-leadership", kind: "soft", aliases: ["Internationalization", "Internationalisierung", "internacionalizaci\xF3n", "internazionalizzazione", "internationalisering"] },
  { id: "post-acquisition-integration", name: "Post-acquisition Integration", category: "management-leadership", kind: "soft", aliases: ["Integrationsmanagement", "int\xE9gration post-acquisition", "integraci\xF3n post-fusi\xF3n", "integrazione post-acquisizione"] },
  { id: "partnership-development", name: "Partnership Development", category: "management-leadership", kind: "soft", aliases: ["Partnerschaften", "Kooperationsmanagement", "d\xE9veloppement de partenariats", "desarrollo de alianzas", "sviluppo di partnership", "partnerschappen"] },
  { id: "alliance-management", name: "Alliance Management", category: "management-leadership", kind: "soft", aliases: ["Allianzmanagement", "gestion des alliances", "gesti\xF3n de alianzas"] },
  { id: "joint-ventures", name: "Joint Ventures", category: "management-leadership", kind: "soft", aliases: ["coentreprises", "empresas conjuntas"] },
  { id: "public-sector-leadership", name: "Public Sector Leadership", category: "management-leadership", kind: "soft", aliases: ["Verwaltungsf\xFChrung", "direction publique", "direcci\xF3n p\xFAblica"] },
  { id: "clinical-leadership", name: "Clinical Leadership", category: "management-leadership", kind: "soft", aliases: ["Stationsleitung", "Pflegedienstleitung", "encadrement de sant\xE9", "supervisi\xF3n de enfermer\xEDa", "coordinamento infermieristico", "leidinggeven in de zorg"] },
  { id: "technical-leadership", name: "Technical Leadership", category: "management-leadership", kind: "soft", aliases: ["Tech Lead", "technische Leitung", "leadership technique", "liderazgo t\xE9cnico", "leadership tecnica"] },
  { id: "engineering-management", name: "Engineering Management", category: "management-leadership", kind: "soft", aliases: ["Entwicklungsleitung", "direction technique", "direcci\xF3n de ingenier\xEDa", "direzione tecnica"] },
  { id: "sales-leadership", name: "Sales Leadership", category: "management-leadership", kind: "soft", aliases: ["Vertriebsf\xFChrung", "leadership commercial", "liderazgo comercial"] },
  { id: "service-delivery-management", name: "Service Delivery Management", category: "management-leadership", kind: "soft", aliases: ["Service Delivery", "gestion de la prestation de services", "gesti\xF3n de la entrega de servicios"], ambiguous: ["Service Delivery"] },
  { id: "corporate-development", name: "Corporate Development", category: "management-leadership", kind: "soft", aliases: ["Konzernentwicklung", "d\xE9veloppement corporate", "desarrollo corporativo"] },
  { id: "entrepreneurial-leadership", name: "Entrepreneurial Leadership", category: "management-leadership", kind: "soft", aliases: ["unternehmerisches Denken und Handeln", "leadership entrepreneurial"] },
  { id: "reorganisation", name: "Reorganisation", category: "management-leadership", kind: "soft", aliases: ["Reorganization", "reorganizaci\xF3n", "riorganizzazione", "reorganisatie"] },
  { id: "setting-priorities", name: "Setting Priorities", category: "management-leadership", kind: "soft", aliases: ["Priorisierung", "Priorit\xE4tensetzung", "priorisation", "priorizaci\xF3n", "definizione delle priorit\xE0", "prioriteren"] }
];

// src/engine/taxonomy/data/marketing-sales.json
var marketing_sales_default = [
  { id: "digital-marketing", name: "Digital Marketing", category: "marketing-sales", kind: "domain", aliases: ["Online marketing", "marketing digital", "marketing num\xE9rique", "marketing digitale"] },
  { id: "marketing-strategy", name: "Marketing Strategy", category: "marketing-sales", kind: "domain", aliases: ["Marketingstrategie", "strat\xE9gie marketing", "estrategia de marketing", "strategia di marketing"] },
  { id: "marketing", name: "Marketing", category: "marketing-sales", kind: "domain", aliases: ["Marketing management", "mercadotecnia"], ambiguous: ["Marketing"] },
  { id: "seo", name: "SEO", category: "marketing-sales", kind: "domain", aliases: ["SEO", "Suchmaschinenoptimierung", "r\xE9f\xE9rencement naturel", "r\xE9f\xE9rencement", "posicionamiento SEO", "posicionamiento web", "ottimizzazione per i motori di ricerca", "zoekmachineoptimalisatie"] },
  { id: "search-engine-marketing", name: "Search Engine Marketing", category: "marketing-sales", kind: "domain", aliases: ["SEA", "SEM", "Suchmaschinenwerbung", "Suchmaschinenmarketing", "r\xE9f\xE9rencement payant", "publicidad en buscadores", "zoekmachineadverteren"] },
  { id: "pay-per-click-advertising", name: "Pay-per-click Advertising", category: "marketing-sales", kind: "domain", aliases: ["PPC", "Paid search", "Paid advertising", "Paid media"] },
  { id: "google-ads", name: "Google Ads", category: "marketing-sales", kind: "domain", aliases: ["Google AdWords", "AdWords"] },
  { id: "microsoft-advertising", name: "Microsoft Advertising", category: "marketing-sales", kind: "domain", aliases: ["Bing Ads"] },
  { id: "google-analytics", name: "Google Analytics", category: "marketing-sales", kind: "domain", aliases: ["GA4", "Google Analytics 4", "Universal Analytics"] },
  { id: "google-tag-manager", name: "Google Tag Manager", category: "marketing-sales", kind: "domain", aliases: ["Tag Manager"] },
  { id: "google-search-console", name: "Google Search Console", category: "marketing-sales", kind: "domain", aliases: ["Search Console"] },
  { id: "adobe-analytics", name: "Adobe Analytics", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "matomo", name: "Matomo", category: "marketing-sales", kind: "domain", aliases: ["Piwik"] },
  { id: "semrush", name: "SEMrush", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "ahrefs", name: "Ahrefs", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "sistrix", name: "Sistrix", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "screaming-frog", name: "Screaming Frog", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "content-marketing", name: "Content Marketing", category: "marketing-sales", kind: "domain", aliases: ["marketing de contenu", "marketing de contenidos"] },
  { id: "content-strategy", name: "Content Strategy", category: "marketing-sales", kind: "domain", aliases: ["Content-Strategie", "strat\xE9gie de contenu", "estrategia de contenidos", "strategia dei contenuti"] },
  { id: "social-media-marketing", name: "Social Media Marketing", category: "marketing-sales", kind: "domain", aliases: ["SMM", "marketing des r\xE9seaux sociaux", "marketing en redes sociales"] },
  { id: "social-media-management", name: "Social Media Management", category: "marketing-sales", kind: "domain", aliases: ["Social Media", "community management", "gestion des r\xE9seaux sociaux", "gesti\xF3n de redes sociales", "gestione dei social media", "social media beheer"] },
  { id: "influencer-marketing", name: "Influencer Marketing", category: "marketing-sales", kind: "domain", aliases: ["marketing d'influence", "marketing de influencers"] },
  { id: "email-marketing", name: "Email Marketing", category: "marketing-sales", kind: "domain", aliases: ["Newsletter-Marketing", "emailing", "marketing par e-mail"] },
  { id: "marketing-automation", name: "Marketing Automation", category: "marketing-sales", kind: "domain", aliases: ["Marketing-Automatisierung", "automatisation marketing", "automatizaci\xF3n de marketing"] },
  { id: "salesforce-marketing-cloud", name: "Salesforce Marketing Cloud", category: "marketing-sales", kind: "domain", aliases: ["SFMC", "Marketing Cloud", "ExactTarget"] },
  { id: "hubspot", name: "HubSpot", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "marketo", name: "Marketo", category: "marketing-sales", kind: "domain", aliases: ["Adobe Marketo"] },
  { id: "mailchimp", name: "Mailchimp", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "brevo", name: "Brevo", category: "marketing-sales", kind: "domain", aliases: ["Sendinblue"] },
  { id: "klaviyo", name: "Klaviyo", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "pardot", name: "Pardot", category: "marketing-sales", kind: "domain", aliases: ["Account Engagement"] },
  { id: "meta-ads", name: "Meta Ads", category: "marketing-sales", kind: "domain", aliases: ["Facebook Ads", "Instagram Ads", "Meta Business Suite"] },
  { id: "linkedin-ads", name: "LinkedIn Ads", category: "marketing-sales", kind: "domain", aliases: ["LinkedIn Campaign Manager"] },
  { id: "tiktok-ads", name: "TikTok Ads", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "hootsuite", name: "Hootsuite", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "sprout-social", name: "Sprout Social", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "brand-management", name: "Brand Management", category: "marketing-sales", kind: "domain", aliases: ["Markenf\xFChrung", "Markenmanagement", "gestion de marque", "gesti\xF3n de marca", "gestione del marchio", "merkmanagement"] },
  { id: "brand-strategy", name: "Brand Strategy", category: "marketing-sales", kind: "domain", aliases: ["Markenstrategie", "strat\xE9gie de marque", "estrategia de marca"] },
  { id: "branding", name: "Branding", category: "marketing-sales", kind: "domain", aliases: ["Markenbildung", "Markenaufbau", "image de marque"], ambiguous: ["Branding"] },
  { id: "product-marketing", name: "Product Marketing", category: "marketing-sales", kind: "domain", aliases: ["Produktmarketing", "marketing produit", "marketing de producto"] },
  { id: "performance-marketing", name: "Performance Marketing", category: "marketing-sales", kind: "domain", aliases: ["marketing de performance", "marketing de resultados"] },
  { id: "growth-marketing", name: "Growth Marketing", category: "marketing-sales", kind: "domain", aliases: ["Growth hacking"] },
  { id: "conversion-rate-optimization", name: "Conversion Rate Optimization", category: "marketing-sales", kind: "domain", aliases: ["CRO", "Conversion-Optimierung", "optimisation du taux de conversion", "optimizaci\xF3n de la conversi\xF3n"] },
  { id: "affiliate-marketing", name: "Affiliate Marketing", category: "marketing-sales", kind: "domain", aliases: ["marketing d'affiliation", "marketing de afiliaci\xF3n"] },
  { id: "account-based-marketing", name: "Account-based Marketing", category: "marketing-sales", kind: "domain", aliases: ["ABM"] },
  { id: "b2b-marketing", name: "B2B Marketing", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "b2c-marketing", name: "B2C Marketing", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "trade-marketing", name: "Trade Marketing", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "marketing-communications", name: "Marketing Communications", category: "marketing-sales", kind: "domain", aliases: ["Marcom", "Marketingkommunikation", "communication marketing", "comunicaci\xF3n de marketing", "comunicazione di marketing"] },
  { id: "campaign-management", name: "Campaign Management", category: "marketing-sales", kind: "domain", aliases: ["Kampagnenmanagement", "Kampagnenplanung", "gestion de campagnes", "gesti\xF3n de campa\xF1as", "gestione campagne", "campagnemanagement"] },
  { id: "media-planning", name: "Media Planning", category: "marketing-sales", kind: "domain", aliases: ["Mediaplanung", "planification m\xE9dia", "planificaci\xF3n de medios", "pianificazione media"] },
  { id: "media-buying", name: "Media Buying", category: "marketing-sales", kind: "domain", aliases: ["Mediaeinkauf", "achat m\xE9dia", "compra de medios"] },
  { id: "programmatic-advertising", name: "Programmatic Advertising", category: "marketing-sales", kind: "domain", aliases: ["Programmatic", "Programmatic buying"] },
  { id: "advertising", name: "Advertising", category: "marketing-sales", kind: "domain", aliases: ["Werbung", "publicit\xE9", "publicidad", "pubblicit\xE0", "reclame"], ambiguous: ["Advertising"] },
  { id: "event-marketing", name: "Event Marketing", category: "marketing-sales", kind: "domain", aliases: ["marketing \xE9v\xE9nementiel", "marketing de eventos"] },
  { id: "guerrilla-marketing", name: "Guerrilla Marketing", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "customer-insights", name: "Customer Insights", category: "marketing-sales", kind: "domain", aliases: ["Consumer insights", "Kundeneinblicke", "connaissance client"] },
  { id: "customer-segmentation", name: "Customer Segmentation", category: "marketing-sales", kind: "domain", aliases: ["Segmentation", "Kundensegmentierung", "segmentation client", "segmentaci\xF3n de clientes", "segmentazione della clientela"], ambiguous: ["Segmentation"] },
  { id: "customer-retention", name: "Customer Retention", category: "marketing-sales", kind: "domain", aliases: ["Kundenbindung", "fid\xE9lisation client", "fidelizaci\xF3n de clientes", "fidelizzazione dei clienti", "klantbehoud"] },
  { id: "loyalty-programmes", name: "Loyalty Programmes", category: "marketing-sales", kind: "domain", aliases: ["Loyalty programs", "CRM marketing", "Kundenbindungsprogramme", "programmes de fid\xE9lit\xE9"] },
  { id: "marketing-analytics", name: "Marketing Analytics", category: "marketing-sales", kind: "domain", aliases: ["analyse marketing"] },
  { id: "attribution-modelling", name: "Attribution Modelling", category: "marketing-sales", kind: "domain", aliases: ["Marketing attribution", "Attribution modeling"] },
  { id: "copy-editing", name: "Copy Editing", category: "marketing-sales", kind: "domain", aliases: ["Lektorat", "Korrektorat", "Proofreading", "relecture", "correcci\xF3n de textos", "correzione bozze"] },
  { id: "journalism", name: "Journalism", category: "marketing-sales", kind: "domain", aliases: ["Journalismus", "journalisme", "periodismo", "giornalismo", "journalistiek"] },
  { id: "press-relations", name: "Press Relations", category: "marketing-sales", kind: "domain", aliases: ["Media relations", "Pressearbeit", "relations presse", "relaciones con los medios", "ufficio stampa", "persrelaties"] },
  { id: "storytelling", name: "Storytelling", category: "marketing-sales", kind: "domain", aliases: [], ambiguous: true },
  { id: "video-marketing", name: "Video Marketing", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "podcast-production", name: "Podcast Production", category: "marketing-sales", kind: "domain", aliases: ["Podcasting"] },
  { id: "mobile-marketing", name: "Mobile Marketing", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "local-seo", name: "Local SEO", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "technical-seo", name: "Technical SEO", category: "marketing-sales", kind: "domain", aliases: ["Technisches SEO", "SEO technique"] },
  { id: "keyword-research", name: "Keyword Research", category: "marketing-sales", kind: "domain", aliases: ["Keyword-Recherche", "recherche de mots-cl\xE9s", "investigaci\xF3n de palabras clave"] },
  { id: "link-building", name: "Link Building", category: "marketing-sales", kind: "domain", aliases: ["netlinking"] },
  { id: "online-reputation-management", name: "Online Reputation Management", category: "marketing-sales", kind: "domain", aliases: ["ORM", "Reputationsmanagement", "e-r\xE9putation"] },
  { id: "marketing-budget-management", name: "Marketing Budget Management", category: "marketing-sales", kind: "domain", aliases: ["Marketingbudget", "Budgetverwaltung", "gestion budg\xE9taire marketing", "planificaci\xF3n presupuestaria de marketing"] },
  { id: "sales", name: "Sales", category: "marketing-sales", kind: "domain", aliases: ["Verkauf", "Vertrieb", "vente", "ventes", "ventas", "vendite", "verkoop"], ambiguous: true },
  { id: "sales-management", name: "Sales Management", category: "marketing-sales", kind: "domain", aliases: ["Vertriebsleitung", "Vertriebsmanagement", "Verkaufsleitung", "direction commerciale", "gestion commerciale", "direcci\xF3n comercial", "gestione vendite", "verkoopmanagement"] },
  { id: "sales-strategy", name: "Sales Strategy", category: "marketing-sales", kind: "domain", aliases: ["Vertriebsstrategie", "Verkaufsstrategie", "strat\xE9gie commerciale", "estrategia comercial", "strategia commerciale", "verkoopstrategie"] },
  { id: "b2b-sales", name: "B2B Sales", category: "marketing-sales", kind: "domain", aliases: ["B2B-Vertrieb", "vente B2B", "ventas B2B", "vendite B2B"] },
  { id: "b2c-sales", name: "B2C Sales", category: "marketing-sales", kind: "domain", aliases: ["B2C-Vertrieb", "vente B2C"] },
  { id: "inside-sales", name: "Inside Sales", category: "marketing-sales", kind: "domain", aliases: ["Innendienst", "Vertriebsinnendienst", "vente s\xE9dentaire"] },
  { id: "field-sales", name: "Field Sales", category: "marketing-sales", kind: "domain", aliases: ["Au\xDFendienst", "vente terrain", "ventas de campo"] },
  { id: "direct-sales", name: "Direct Sales", category: "marketing-sales", kind: "domain", aliases: ["Direktvertrieb", "vente directe", "venta directa"] },
  { id: "channel-sales", name: "Channel Sales", category: "marketing-sales", kind: "domain", aliases: ["Channel management", "Partner management", "gestion des partenaires", "gesti\xF3n de canales"] },
  { id: "solution-selling", name: "Solution Selling", category: "marketing-sales", kind: "domain", aliases: ["L\xF6sungsvertrieb", "vente de solutions", "venta consultiva", "Consultative selling"] },
  { id: "lead-generation", name: "Lead Generation", category: "marketing-sales", kind: "domain", aliases: ["Leadgenerierung", "g\xE9n\xE9ration de leads", "generaci\xF3n de leads", "generazione di lead", "leadgeneratie"] },
  { id: "prospecting", name: "Prospecting", category: "marketing-sales", kind: "domain", aliases: ["Neukundenakquise", "Kaltakquise", "Akquise", "prospection", "prospecci\xF3n", "prospezione", "acquisitie"] },
  { id: "cold-calling", name: "Cold Calling", category: "marketing-sales", kind: "domain", aliases: ["Telefonakquise", "d\xE9marchage t\xE9l\xE9phonique", "llamadas en fr\xEDo"] },
  { id: "sales-pipeline-management", name: "Sales Pipeline Management", category: "marketing-sales", kind: "domain", aliases: ["Pipeline management", "gestion du pipeline"] },
  { id: "sales-forecasting", name: "Sales Forecasting", category: "marketing-sales", kind: "domain", aliases: ["Umsatzplanung", "Absatzplanung", "pr\xE9visions des ventes", "previsi\xF3n de ventas", "previsione delle vendite"] },
  { id: "negotiation", name: "Negotiation", category: "marketing-sales", kind: "domain", aliases: ["Verhandlungsf\xFChrung", "Verhandlungsgeschick", "Verhandlungen", "n\xE9gociation", "negociaci\xF3n", "negoziazione", "onderhandelen", "onderhandeling"] },
  { id: "deal-closing", name: "Deal Closing", category: "marketing-sales", kind: "domain", aliases: ["Abschlusssicherheit"] },
  { id: "upselling", name: "Upselling", category: "marketing-sales", kind: "domain", aliases: ["Cross-selling", "Upselling and cross-selling"] },
  { id: "territory-management", name: "Territory Management", category: "marketing-sales", kind: "domain", aliases: ["Gebietsmanagement", "gestion de secteur"] },
  { id: "sales-operations", name: "Sales Operations", category: "marketing-sales", kind: "domain", aliases: ["Sales Ops", "Vertriebssteuerung"] },
  { id: "revenue-operations", name: "Revenue Operations", category: "marketing-sales", kind: "domain", aliases: ["RevOps"] },
  { id: "sales-enablement", name: "Sales Enablement", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "sales-training", name: "Sales Training", category: "marketing-sales", kind: "domain", aliases: ["Verkaufstraining", "formation commerciale"] },
  { id: "tender-management", name: "Tender Management", category: "marketing-sales", kind: "domain", aliases: ["RFP responses", "RFP", "RFI"] },
  { id: "retail-sales", name: "Retail Sales", category: "marketing-sales", kind: "domain", aliases: ["Einzelhandelsverkauf", "vente au d\xE9tail", "venta minorista", "vendita al dettaglio"] },
  { id: "wholesale", name: "Wholesale", category: "marketing-sales", kind: "domain", aliases: ["Gro\xDFhandel", "commerce de gros", "venta al por mayor", "commercio all'ingrosso", "groothandel"] },
  { id: "customer-acquisition", name: "Customer Acquisition", category: "marketing-sales", kind: "domain", aliases: ["Kundengewinnung", "Neukundengewinnung", "acquisition clients", "captaci\xF3n de clientes", "acquisizione clienti", "klantenwerving"] },
  { id: "customer-relationship-management", name: "Customer Relationship Management", category: "marketing-sales", kind: "domain", aliases: ["CRM", "Kundenbeziehungsmanagement", "CRM-Systeme"] },
  { id: "salesforce", name: "Salesforce", category: "marketing-sales", kind: "domain", aliases: ["Salesforce CRM", "Salesforce Sales Cloud", "Sales Cloud", "SFDC"] },
  { id: "microsoft-dynamics-365", name: "Microsoft Dynamics 365", category: "marketing-sales", kind: "domain", aliases: ["Dynamics 365", "Dynamics CRM", "MS Dynamics", "D365"] },
  { id: "pipedrive", name: "Pipedrive", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "zoho-crm", name: "Zoho CRM", category: "marketing-sales", kind: "domain", aliases: ["Zoho"] },
  { id: "linkedin-sales-navigator", name: "LinkedIn Sales Navigator", category: "marketing-sales", kind: "domain", aliases: ["Sales Navigator"] },
  { id: "sales-presentations", name: "Sales Presentations", category: "marketing-sales", kind: "domain", aliases: ["Verkaufspr\xE4sentationen", "pr\xE9sentations commerciales"] },
  { id: "pitching", name: "Pitching", category: "marketing-sales", kind: "domain", aliases: ["Pitch decks"] },
  { id: "merchandising", name: "Merchandising", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "category-management", name: "Category Management", category: "marketing-sales", kind: "domain", aliases: ["Kategoriemanagement", "gestion par cat\xE9gorie", "gesti\xF3n por categor\xEDas"] },
  { id: "pricing-analysis", name: "Pricing Analysis", category: "marketing-sales", kind: "domain", aliases: ["Preisanalyse", "analyse des prix"] },
  { id: "market-entry-strategy", name: "Market Entry Strategy", category: "marketing-sales", kind: "domain", aliases: ["Markteintritt", "entr\xE9e sur le march\xE9", "entrada en mercados"] },
  { id: "international-sales", name: "International Sales", category: "marketing-sales", kind: "domain", aliases: ["Internationaler Vertrieb", "vente \xE0 l'international", "ventas internacionales", "vendite internazionali"] },
  { id: "export-sales", name: "Export Sales", category: "marketing-sales", kind: "domain", aliases: ["Exportvertrieb"] },
  { id: "sponsorship", name: "Sponsorship", category: "marketing-sales", kind: "domain", aliases: ["Sponsoring", "parrainage", "patrocinio", "sponsorizzazione"], ambiguous: ["Sponsorship", "Sponsoring"] },
  { id: "product-demonstrations", name: "Product Demonstrations", category: "marketing-sales", kind: "domain", aliases: ["Produktdemonstrationen", "d\xE9monstrations produit"] },
  { id: "customer-needs-analysis", name: "Customer Needs Analysis", category: "marketing-sales", kind: "domain", aliases: ["Bedarfsanalyse", "analyse des besoins clients", "an\xE1lisis de necesidades"] },
  { id: "after-sales-service", name: "After-sales Service", category: "marketing-sales", kind: "domain", aliases: ["After-Sales", "Kundendienst nach dem Verkauf", "service apr\xE8s-vente", "SAV", "servicio posventa", "assistenza post-vendita"] },
  { id: "telemarketing", name: "Telemarketing", category: "marketing-sales", kind: "domain", aliases: ["Telesales", "t\xE9l\xE9vente"] },
  { id: "direct-marketing", name: "Direct Marketing", category: "marketing-sales", kind: "domain", aliases: ["Direktmarketing", "marketing direct", "marketing directo"] },
  { id: "print-advertising", name: "Print Advertising", category: "marketing-sales", kind: "domain", aliases: ["Printwerbung"] },
  { id: "out-of-home-advertising", name: "Out-of-home Advertising", category: "marketing-sales", kind: "domain", aliases: ["OOH", "Au\xDFenwerbung"] },
  { id: "market-segmentation", name: "Market Segmentation", category: "marketing-sales", kind: "domain", aliases: ["Marktsegmentierung", "segmentation de march\xE9"] },
  { id: "brand-activation", name: "Brand Activation", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "shopper-marketing", name: "Shopper Marketing", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "retail-marketing", name: "Retail Marketing", category: "marketing-sales", kind: "domain", aliases: ["Handelsmarketing"] },
  { id: "marketing-plan", name: "Marketing Plan", category: "marketing-sales", kind: "domain", aliases: ["Marketingplanung", "plan marketing", "plan de marketing", "piano marketing"] },
  { id: "ecommerce-marketing", name: "Ecommerce Marketing", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "shopify", name: "Shopify", category: "marketing-sales", kind: "domain", aliases: ["Shopify Plus"] },
  { id: "woocommerce", name: "WooCommerce", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "google-merchant-center", name: "Google Merchant Center", category: "marketing-sales", kind: "domain", aliases: ["Google Shopping"] },
  { id: "amazon-advertising", name: "Amazon Advertising", category: "marketing-sales", kind: "domain", aliases: ["Amazon Ads"] },
  { id: "meltwater", name: "Meltwater", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "cision", name: "Cision", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "brandwatch", name: "Brandwatch", category: "marketing-sales", kind: "domain", aliases: [] },
  { id: "semantic-seo", name: "Semantic SEO", category: "marketing-sales", kind: "domain", aliases: ["SEO copywriting", "SEO-Texte", "r\xE9daction SEO", "redacci\xF3n SEO"] }
];

// src/engine/taxonomy/data/methodologies.json
var methodologies_default = [
  { id: "agile", name: "Agile", category: "methodologies", kind: "method", aliases: ["Agile methodologies", "Agile methods", "agile Methoden", "agile Softwareentwicklung", "m\xE9thodes agiles", "metodolog\xEDas \xE1giles", "metodologie agili", "agile werken", "Agile project management", "agiles Projektmanagement"], ambiguous: ["Agile"] },
  { id: "scrum", name: "Scrum", category: "methodologies", kind: "method", aliases: ["Scrum framework"], related: ["agile"] },
  { id: "kanban", name: "Kanban", category: "methodologies", kind: "method", aliases: [], related: ["agile"] },
  { id: "scrumban", name: "Scrumban", category: "methodologies", kind: "method", aliases: [] },
  { id: "extreme-programming", name: "Extreme Programming", category: "methodologies", kind: "method", aliases: ["XP"], matchCase: ["XP"], ambiguous: ["XP"] },
  { id: "safe", name: "SAFe", category: "methodologies", kind: "method", aliases: ["Scaled Agile Framework"], related: ["agile"] },
  { id: "less", name: "LeSS", category: "methodologies", kind: "method", aliases: ["Large-Scale Scrum"], matchCase: ["LeSS"], ambiguous: ["LeSS"] },
  { id: "disciplined-agile", name: "Disciplined Agile", category: "methodologies", kind: "method", aliases: [] },
  { id: "spotify-model", name: "Spotify Model", category: "methodologies", kind: "method", aliases: [] },
  { id: "waterfall", name: "Waterfall", category: "methodologies", kind: "method", aliases: ["Wasserfallmodell", "cycle en V", "V-Modell", "V-Model", "cascada", "modello a cascata", "watervalmethode"], ambiguous: ["cascada"] },
  { id: "prince2", name: "PRINCE2", category: "methodologies", kind: "method", aliases: ["PRINCE2 Agile"] },
  { id: "pmbok", name: "PMBOK", category: "methodologies", kind: "method", aliases: ["PMI methodology"] },
  { id: "ipma", name: "IPMA", category: "methodologies", kind: "method", aliases: ["IPMA ICB"] },
  { id: "critical-path-method", name: "Critical Path Method", category: "methodologies", kind: "method", aliases: ["CPM", "kritischer Pfad", "chemin critique", "m\xE9todo de la ruta cr\xEDtica", "metodo del percorso critico"] },
  { id: "earned-value-management", name: "Earned Value Management", category: "methodologies", kind: "method", aliases: ["EVM", "Earned Value", "valeur acquise", "valor ganado"] },
  { id: "work-breakdown-structure", name: "Work Breakdown Structure", category: "methodologies", kind: "method", aliases: ["WBS", "Projektstrukturplan", "organigramme des t\xE2ches"] },
  { id: "gantt-charts", name: "Gantt Charts", category: "methodologies", kind: "method", aliases: ["Gantt", "Gantt-Diagramme", "diagramme de Gantt", "diagrama de Gantt", "diagramma di Gantt"] },
  { id: "risk-management-in-projects", name: "Risk Management in Projects", category: "methodologies", kind: "method", aliases: ["Projektrisikomanagement", "gestion des risques projet"] },
  { id: "lean", name: "Lean", category: "methodologies", kind: "method", aliases: ["Lean management", "gesti\xF3n lean"], matchCase: ["Lean"] },
  { id: "six-sigma", name: "Six Sigma", category: "methodologies", kind: "method", aliases: ["Lean Six Sigma", "6 Sigma", "DMAIC"], related: ["lean"] },
  { id: "kaizen", name: "Kaizen", category: "methodologies", kind: "method", aliases: ["KVP", "Continuous improvement", "kontinuierlicher Verbesserungsprozess", "am\xE9lioration continue", "mejora continua", "miglioramento continuo", "continu verbeteren"] },
  { id: "total-quality-management", name: "Total Quality Management", category: "methodologies", kind: "method", aliases: ["TQM", "umfassendes Qualit\xE4tsmanagement", "gestion de la qualit\xE9 totale", "gesti\xF3n de la calidad total"] },
  { id: "5s", name: "5S", category: "methodologies", kind: "method", aliases: ["5S methodology", "5S-Methode"] },
  { id: "value-stream-mapping", name: "Value Stream Mapping", category: "methodologies", kind: "method", aliases: ["VSM", "Wertstromanalyse", "Wertstromdesign", "cartographie de la cha\xEEne de valeur", "mapeo de la cadena de valor", "mappatura del flusso di valore"] },
  { id: "plan-do-check-act", name: "Plan-do-check-act", category: "methodologies", kind: "method", aliases: ["PDCA", "Deming cycle", "PDCA-Zyklus", "roue de Deming", "ciclo PDCA"] },
  { id: "poka-yoke", name: "Poka-yoke", category: "methodologies", kind: "method", aliases: [] },
  { id: "smed", name: "SMED", category: "methodologies", kind: "method", aliases: [] },
  { id: "total-productive-maintenance", name: "Total Productive Maintenance", category: "methodologies", kind: "method", aliases: ["TPM"] },
  { id: "theory-of-constraints", name: "Theory of Constraints", category: "methodologies", kind: "method", aliases: ["TOC", "Engpasstheorie"] },
  { id: "hoshin-kanri", name: "Hoshin Kanri", category: "methodologies", kind: "method", aliases: [] },
  { id: "gemba-walks", name: "Gemba Walks", category: "methodologies", kind: "method", aliases: ["Gemba", "Shopfloor-Management"], matchCase: ["Gemba"] },
  { id: "obeya", name: "Obeya", category: "methodologies", kind: "method", aliases: [] },
  { id: "design-sprint", name: "Design Sprint", category: "methodologies", kind: "method", aliases: ["Design Sprints", "Google Design Sprint"] },
  { id: "lean-startup", name: "Lean Startup", category: "methodologies", kind: "method", aliases: ["MVP development", "Minimum viable product"] },
  { id: "jobs-to-be-done", name: "Jobs to Be Done", category: "methodologies", kind: "method", aliases: ["JTBD"] },
  { id: "user-centred-design", name: "User-centred Design", category: "methodologies", kind: "method", aliases: ["User-centered design", "UCD", "Human-centred design", "nutzerzentriertes Design", "conception centr\xE9e utilisateur", "dise\xF1o centrado en el usuario", "progettazione centrata sull'utente"] },
  { id: "double-diamond", name: "Double Diamond", category: "methodologies", kind: "method", aliases: [] },
  { id: "dual-track-agile", name: "Dual-track Agile", category: "methodologies", kind: "method", aliases: [] },
  { id: "product-backlog-management", name: "Product Backlog Management", category: "methodologies", kind: "method", aliases: ["Backlog management", "gestion du backlog", "gesti\xF3n del backlog"] },
  { id: "user-stories", name: "User Stories", category: "methodologies", kind: "method", aliases: ["User Story", "User-Storys", "histoires utilisateur", "historias de usuario"] },
  { id: "sprint-planning", name: "Sprint Planning", category: "methodologies", kind: "method", aliases: ["Sprint-Planung"] },
  { id: "retrospectives", name: "Retrospectives", category: "methodologies", kind: "method", aliases: ["Retrospektiven", "retrospectivas", "retrospettive"] },
  { id: "story-mapping", name: "Story Mapping", category: "methodologies", kind: "method", aliases: ["User story mapping"] },
  { id: "estimation-techniques", name: "Estimation Techniques", category: "methodologies", kind: "method", aliases: ["Planning poker", "Aufwandssch\xE4tzung", "estimaci\xF3n de esfuerzos", "stima dei costi di progetto"] },
  { id: "timeboxing", name: "Timeboxing", category: "methodologies", kind: "method", aliases: [] },
  { id: "pomodoro-technique", name: "Pomodoro Technique", category: "methodologies", kind: "method", aliases: ["Pomodoro"] },
  { id: "getting-things-done", name: "Getting Things Done", category: "methodologies", kind: "method", aliases: ["GTD"] },
  { id: "eisenhower-matrix", name: "Eisenhower Matrix", category: "methodologies", kind: "method", aliases: [] },
  { id: "itil-processes", name: "ITIL Processes", category: "methodologies", kind: "method", aliases: ["ITIL 4", "ITIL v3"] },
  { id: "cobit", name: "COBIT", category: "methodologies", kind: "method", aliases: [] },
  { id: "togaf", name: "TOGAF", category: "methodologies", kind: "method", aliases: ["Enterprise architecture", "Unternehmensarchitektur", "architecture d'entreprise", "arquitectura empresarial", "architettura enterprise"] },
  { id: "archimate", name: "ArchiMate", category: "methodologies", kind: "method", aliases: [] },
  { id: "uml", name: "UML", category: "methodologies", kind: "method", aliases: ["Unified Modeling Language"] },
  { id: "sysml", name: "SysML", category: "methodologies", kind: "method", aliases: [] },
  { id: "requirements-specification", name: "Requirements Specification", category: "methodologies", kind: "method", aliases: ["Spezifikation", "sp\xE9cifications fonctionnelles", "especificaci\xF3n de requisitos", "specifiche funzionali"] },
  { id: "moscow-prioritisation", name: "MoSCoW Prioritisation", category: "methodologies", kind: "method", aliases: ["MoSCoW", "MoSCoW method"] },
  { id: "raci", name: "RACI", category: "methodologies", kind: "method", aliases: ["RACI matrix", "matrice RACI", "matriz RACI"] },
  { id: "stage-gate-process", name: "Stage-gate Process", category: "methodologies", kind: "method", aliases: ["Stage-Gate", "Phase-Gate"] },
  { id: "design-for-six-sigma", name: "Design for Six Sigma", category: "methodologies", kind: "method", aliases: ["DFSS"] },
  { id: "8d-problem-solving", name: "8D problem solving", category: "methodologies", kind: "method", aliases: ["8D", "8D-Report", "8D-Methode"] },
  { id: "ishikawa-diagram", name: "Ishikawa Diagram", category: "methodologies", kind: "method", aliases: ["Fishbone diagram", "Ishikawa", "Ursache-Wirkungs-Diagramm", "diagramme d'Ishikawa", "diagrama de Ishikawa", "diagramma di Ishikawa"] },
  { id: "5-whys", name: "5 Whys", category: "methodologies", kind: "method", aliases: ["5-Why", "5 pourquoi", "5 porqu\xE9s", "5 perch\xE9"] },
  { id: "pareto-analysis", name: "Pareto Analysis", category: "methodologies", kind: "method", aliases: ["Pareto", "Pareto-Analyse", "analyse de Pareto", "an\xE1lisis de Pareto", "analisi di Pareto"] },
  { id: "sipoc", name: "SIPOC", category: "methodologies", kind: "method", aliases: [] },
  { id: "lean-canvas", name: "Lean Canvas", category: "methodologies", kind: "method", aliases: [] },
  { id: "customer-development", name: "Customer Development", category: "methodologies", kind: "method", aliases: [] },
  { id: "appreciative-inquiry", name: "Appreciative Inquiry", category: "methodologies", kind: "method", aliases: [] },
  { id: "systemic-coaching", name: "Systemic Coaching", category: "methodologies", kind: "method", aliases: ["systemisches Coaching", "coaching syst\xE9mique", "coaching sist\xE9mico", "systemisch coachen"] },
  { id: "solution-focused-approach", name: "Solution-focused Approach", category: "methodologies", kind: "method", aliases: ["l\xF6sungsorientierter Ansatz", "approche orient\xE9e solutions", "enfoque centrado en soluciones", "approccio orientato alle soluzioni", "oplossingsgericht werken"] },
  { id: "motivational-interviewing", name: "Motivational Interviewing", category: "methodologies", kind: "method", aliases: ["motivierende Gespr\xE4chsf\xFChrung", "entretien motivationnel", "entrevista motivacional", "colloquio motivazionale", "motiverende gespreksvoering"] },
  { id: "non-violent-communication", name: "Non-violent Communication", category: "methodologies", kind: "method", aliases: ["NVC", "gewaltfreie Kommunikation", "communication non violente", "CNV", "comunicaci\xF3n no violenta", "comunicazione non violenta", "geweldloze communicatie"] },
  { id: "evidence-based-practice", name: "Evidence-based Practice", category: "methodologies", kind: "method", aliases: ["evidenzbasierte Praxis", "pratique fond\xE9e sur les preuves", "pr\xE1ctica basada en la evidencia", "pratica basata sulle evidenze", "evidence-based werken"] },
  { id: "participatory-design", name: "Participatory Design", category: "methodologies", kind: "method", aliases: ["partizipatives Design", "conception participative", "dise\xF1o participativo"] },
  { id: "co-creation", name: "Co-creation", category: "methodologies", kind: "method", aliases: ["cocreaci\xF3n", "co-creazione", "cocreatie"] },
  { id: "hackathons", name: "Hackathons", category: "methodologies", kind: "method", aliases: [] },
  { id: "agile-coaching", name: "Agile Coaching", category: "methodologies", kind: "method", aliases: ["coaching agile"] },
  { id: "lean-ux", name: "Lean UX", category: "methodologies", kind: "method", aliases: [] },
  { id: "atomic-design", name: "Atomic Design", category: "methodologies", kind: "method", aliases: [] },
  { id: "feature-driven-development", name: "Feature-driven Development", category: "methodologies", kind: "method", aliases: ["FDD"] },
  { id: "rapid-application-development", name: "Rapid Application Development", category: "methodologies", kind: "method", aliases: ["RAD"] },
  { id: "dsdm", name: "DSDM", category: "methodologies", kind: "method", aliases: [] },
  { id: "agile-transformation", name: "Agile Transformation", category: "methodologies", kind: "method", aliases: ["transformation agile", "transformaci\xF3n \xE1gil", "trasformazione agile", "agile transformatie"] },
  { id: "impact-mapping", name: "Impact Mapping", category: "methodologies", kind: "method", aliases: [] },
  { id: "value-proposition-design", name: "Value Proposition Design", category: "methodologies", kind: "method", aliases: ["Value Proposition Canvas"] },
  { id: "net-promoter-system", name: "Net Promoter System", category: "methodologies", kind: "method", aliases: ["NPS", "Net Promoter Score"] },
  { id: "customer-journey-management", name: "Customer Journey Management", category: "methodologies", kind: "method", aliases: [] },
  { id: "benefits-realisation-management", name: "Benefits Realisation Management", category: "methodologies", kind: "method", aliases: ["Nutzenmanagement"] },
  { id: "hybrid-project-management", name: "Hybrid Project Management", category: "methodologies", kind: "method", aliases: ["hybrides Projektmanagement", "gestion de projet hybride", "gesti\xF3n de proyectos h\xEDbrida"] },
  { id: "lean-construction", name: "Lean Construction", category: "methodologies", kind: "method", aliases: ["Last Planner System", "Last Planner"] },
  { id: "integrated-project-delivery", name: "Integrated Project Delivery", category: "methodologies", kind: "method", aliases: ["IPD"] },
  { id: "cynefin-framework", name: "Cynefin Framework", category: "methodologies", kind: "method", aliases: ["Cynefin"] },
  { id: "wardley-mapping", name: "Wardley Mapping", category: "methodologies", kind: "method", aliases: [] },
  { id: "management-of-risk", name: "Management of Risk", category: "methodologies", kind: "method", aliases: ["M_o_R"] },
  { id: "managing-successful-programmes", name: "Managing Successful Programmes", category: "methodologies", kind: "method", aliases: ["MSP"] },
  { id: "p3o", name: "P3O", category: "methodologies", kind: "method", aliases: [] },
  { id: "efqm", name: "EFQM", category: "methodologies", kind: "method", aliases: ["EFQM model", "EFQM-Modell"] }
];

// src/engine/taxonomy/data/research-science.json
var research_science_default = [
  { id: "scientific-research", name: "Scientific Research", category: "research-science", kind: "hard", aliases: ["Research", "Forschung", "wissenschaftliche Forschung", "recherche scientifique", "investigaci\xF3n cient\xEDfica", "ricerca scientifica"], ambiguous: ["Research"] },
  { id: "research-design", name: "Research Design", category: "research-science", kind: "hard", aliases: ["Forschungsdesign", "conception de la recherche", "dise\xF1o de investigaci\xF3n", "disegno della ricerca", "onderzoeksopzet"] },
  { id: "research-methodology", name: "Research Methodology", category: "research-science", kind: "hard", aliases: ["Forschungsmethoden", "m\xE9thodologie de recherche", "metodolog\xEDa de la investigaci\xF3n", "metodologia della ricerca", "onderzoeksmethoden"] },
  { id: "literature-review", name: "Literature Review", category: "research-science", kind: "hard", aliases: ["Systematic review", "Literaturrecherche", "revue de litt\xE9rature", "revisi\xF3n bibliogr\xE1fica", "revisione della letteratura", "literatuuronderzoek"] },
  { id: "meta-analysis", name: "Meta-analysis", category: "research-science", kind: "hard", aliases: ["Metaanalyse", "metaan\xE1lisis", "meta-analisi"] },
  { id: "scientific-writing", name: "Scientific Writing", category: "research-science", kind: "hard", aliases: ["wissenschaftliches Publizieren", "r\xE9daction scientifique", "redacci\xF3n cient\xEDfica", "scrittura scientifica", "wetenschappelijk schrijven"] },
  { id: "grant-proposals", name: "Grant Proposals", category: "research-science", kind: "hard", aliases: ["Research funding applications", "Drittmittelakquise", "Forschungsantr\xE4ge", "demandes de subvention", "solicitudes de financiaci\xF3n", "progettazione europea", "subsidieaanvragen"] },
  { id: "horizon-europe", name: "Horizon Europe", category: "research-science", kind: "hard", aliases: ["Horizon 2020", "EU-F\xF6rderprogramme", "programmes europ\xE9ens"] },
  { id: "peer-review", name: "Peer Review", category: "research-science", kind: "hard", aliases: ["Begutachtung", "\xE9valuation par les pairs", "revisi\xF3n por pares", "revisione paritaria"] },
  { id: "laboratory-skills", name: "Laboratory Skills", category: "research-science", kind: "hard", aliases: ["Laborarbeit", "Labort\xE4tigkeit", "travail de laboratoire", "trabajo de laboratorio", "lavoro di laboratorio", "laboratoriumwerk"] },
  { id: "laboratory-management", name: "Laboratory Management", category: "research-science", kind: "hard", aliases: ["Laborleitung", "gestion de laboratoire", "gesti\xF3n de laboratorio", "gestione del laboratorio"] },
  { id: "good-laboratory-practice", name: "Good Laboratory Practice", category: "research-science", kind: "hard", aliases: ["GLP", "gute Laborpraxis", "bonnes pratiques de laboratoire", "buenas pr\xE1cticas de laboratorio"] },
  { id: "molecular-biology", name: "Molecular Biology", category: "research-science", kind: "hard", aliases: ["Molekularbiologie", "biologie mol\xE9culaire", "biolog\xEDa molecular", "biologia molecolare", "moleculaire biologie"] },
  { id: "pcr", name: "PCR", category: "research-science", kind: "hard", aliases: ["qPCR", "RT-PCR"] },
  { id: "cell-culture", name: "Cell Culture", category: "research-science", kind: "hard", aliases: ["Zellkultur", "culture cellulaire", "cultivo celular", "colture cellulari", "celkweek"] },
  { id: "microbiology", name: "Microbiology", category: "research-science", kind: "hard", aliases: ["Mikrobiologie", "microbiologie", "microbiolog\xEDa"] },
  { id: "biochemistry", name: "Biochemistry", category: "research-science", kind: "hard", aliases: ["Biochemie", "biochimie", "bioqu\xEDmica", "biochimica"] },
  { id: "genetics", name: "Genetics", category: "research-science", kind: "hard", aliases: ["Genetik", "g\xE9n\xE9tique", "gen\xE9tica"] },
  { id: "genomics", name: "Genomics", category: "research-science", kind: "hard", aliases: ["Genomik", "g\xE9nomique", "gen\xF3mica"] },
  { id: "next-generation-sequencing", name: "Next-generation Sequencing", category: "research-science", kind: "hard", aliases: ["NGS", "DNA sequencing", "Sequenzierung", "s\xE9quen\xE7age", "secuenciaci\xF3n", "sequenziamento"] },
  { id: "bioinformatics", name: "Bioinformatics", category: "research-science", kind: "hard", aliases: ["Bioinformatik", "bioinformatique", "bioinform\xE1tica"] },
  { id: "biotechnology", name: "Biotechnology", category: "research-science", kind: "hard", aliases: ["Biotechnologie", "biotecnolog\xEDa", "biotecnologie"] },
  { id: "immunology", name: "Immunology", category: "research-science", kind: "hard", aliases: ["Immunologie", "inmunolog\xEDa", "immunologia"] },
  { id: "pharmacology", name: "Pharmacology", category: "research-science", kind: "hard", aliases: ["Pharmakologie", "pharmacologie", "farmacolog\xEDa", "farmacologie"] },
  { id: "toxicology", name: "Toxicology", category: "research-science", kind: "hard", aliases: ["Toxikologie", "toxicologie", "toxicolog\xEDa", "tossicologia"] },
  { id: "drug-discovery", name: "Drug Discovery", category: "research-science", kind: "hard", aliases: ["Wirkstoffforschung", "d\xE9couverte de m\xE9dicaments", "descubrimiento de f\xE1rmacos"] },
  { id: "drug-development", name: "Drug Development", category: "research-science", kind: "hard", aliases: ["Arzneimittelentwicklung", "d\xE9veloppement pharmaceutique", "desarrollo de f\xE1rmacos", "sviluppo farmaceutico"] },
  { id: "analytical-chemistry", name: "Analytical Chemistry", category: "research-science", kind: "hard", aliases: ["analytische Chemie", "chimie analytique", "qu\xEDmica anal\xEDtica", "chimica analitica"] },
  { id: "organic-chemistry", name: "Organic Chemistry", category: "research-science", kind: "hard", aliases: ["organische Chemie", "chimie organique", "qu\xEDmica org\xE1nica", "chimica organica"] },
  { id: "chemistry", name: "Chemistry", category: "research-science", kind: "hard", aliases: ["Chemie", "chimie", "qu\xEDmica", "chimica"], ambiguous: ["Chemistry", "chimie"] },
  { id: "hplc", name: "HPLC", category: "research-science", kind: "hard", aliases: ["UHPLC", "Hochleistungsfl\xFCssigkeitschromatographie"] },
  { id: "chromatography", name: "Chromatography", category: "research-science", kind: "hard", aliases: ["Chromatographie", "cromatograf\xEDa", "chromatografie"] },
  { id: "mass-spectrometry", name: "Mass Spectrometry", category: "research-science", kind: "hard", aliases: ["Massenspektrometrie", "spectrom\xE9trie de masse", "espectrometr\xEDa de masas", "spettrometria di massa", "massaspectrometrie", "LC-MS", "GC-MS"] },
  { id: "spectroscopy", name: "Spectroscopy", category: "research-science", kind: "hard", aliases: ["Spektroskopie", "spectroscopie", "espectroscopia", "spettroscopia"] },
  { id: "nmr-spectroscopy", name: "NMR Spectroscopy", category: "research-science", kind: "hard", aliases: ["NMR", "RMN"] },
  { id: "microscopy", name: "Microscopy", category: "research-science", kind: "hard", aliases: ["Mikroskopie", "microscopie", "microscop\xEDa"] },
  { id: "electron-microscopy", name: "Electron Microscopy", category: "research-science", kind: "hard", aliases: ["Elektronenmikroskopie", "SEM imaging", "TEM"] },
  { id: "flow-cytometry", name: "Flow Cytometry", category: "research-science", kind: "hard", aliases: ["Durchflusszytometrie", "FACS", "cytom\xE9trie en flux", "citometr\xEDa de flujo", "citometria a flusso"] },
  { id: "western-blot", name: "Western Blot", category: "research-science", kind: "hard", aliases: ["Western blotting"] },
  { id: "elisa", name: "ELISA", category: "research-science", kind: "hard", aliases: [] },
  { id: "crispr", name: "CRISPR", category: "research-science", kind: "hard", aliases: ["CRISPR-Cas9"] },
  { id: "protein-purification", name: "Protein Purification", category: "research-science", kind: "hard", aliases: ["Proteinreinigung", "purification de prot\xE9ines", "purificaci\xF3n de prote\xEDnas"] },
  { id: "assay-development", name: "Assay Development", category: "research-science", kind: "hard", aliases: ["Assay-Entwicklung", "d\xE9veloppement d'essais", "desarrollo de ensayos"] },
  { id: "physics", name: "Physics", category: "research-science", kind: "hard", aliases: ["Physik", "physique", "f\xEDsica", "natuurkunde"], ambiguous: ["Physics"] },
  { id: "mathematics", name: "Mathematics", category: "research-science", kind: "hard", aliases: ["Mathematik", "math\xE9matiques", "matem\xE1ticas", "matematica", "wiskunde"], ambiguous: ["Mathematics"] },
  { id: "applied-mathematics", name: "Applied Mathematics", category: "research-science", kind: "hard", aliases: ["angewandte Mathematik", "math\xE9matiques appliqu\xE9es", "matem\xE1tica aplicada", "matematica applicata"] },
  { id: "mathematical-modelling", name: "Mathematical Modelling", category: "research-science", kind: "hard", aliases: ["Mathematical modeling", "mathematische Modellierung", "mod\xE9lisation math\xE9matique", "modelado matem\xE1tico", "modellazione matematica", "wiskundige modellering"] },
  { id: "numerical-methods", name: "Numerical Methods", category: "research-science", kind: "hard", aliases: ["Numerik", "m\xE9thodes num\xE9riques", "m\xE9todos num\xE9ricos", "metodi numerici", "numerieke methoden"] },
  { id: "scientific-computing", name: "Scientific Computing", category: "research-science", kind: "hard", aliases: ["wissenschaftliches Rechnen", "calcul scientifique", "computaci\xF3n cient\xEDfica", "calcolo scientifico"] },
  { id: "high-performance-computing", name: "High-performance Computing", category: "research-science", kind: "hard", aliases: ["HPC"] },
  { id: "quantum-computing", name: "Quantum Computing", category: "research-science", kind: "hard", aliases: ["Quantencomputing", "informatique quantique", "computaci\xF3n cu\xE1ntica", "calcolo quantistico"] },
  { id: "astronomy", name: "Astronomy", category: "research-science", kind: "hard", aliases: ["Astronomie", "astronom\xEDa", "sterrenkunde"] },
  { id: "geology", name: "Geology", category: "research-science", kind: "hard", aliases: ["Geologie", "geolog\xEDa"] },
  { id: "environmental-science", name: "Environmental Science", category: "research-science", kind: "hard", aliases: ["Umweltwissenschaften", "sciences de l'environnement", "ciencias ambientales", "scienze ambientali", "milieuwetenschappen"] },
  { id: "environmental-impact-assessment", name: "Environmental Impact Assessment", category: "research-science", kind: "hard", aliases: ["Umweltvertr\xE4glichkeitspr\xFCfung", "UVP", "\xE9tude d'impact environnemental", "evaluaci\xF3n de impacto ambiental", "valutazione di impatto ambientale", "milieueffectrapportage"] },
  { id: "climate-science", name: "Climate Science", category: "research-science", kind: "hard", aliases: ["Klimawissenschaft", "climatologie", "climatolog\xEDa", "klimaatwetenschap"] },
  { id: "ecology", name: "Ecology", category: "research-science", kind: "hard", aliases: ["\xD6kologie", "\xE9cologie", "ecolog\xEDa"] },
  { id: "biodiversity-assessment", name: "Biodiversity Assessment", category: "research-science", kind: "hard", aliases: ["Biodiversit\xE4t", "biodiversit\xE9", "biodiversidad", "biodiversit\xE0", "biodiversiteit"] },
  { id: "field-research", name: "Field Research", category: "research-science", kind: "hard", aliases: ["Feldforschung", "recherche de terrain", "trabajo de campo", "ricerca sul campo", "veldonderzoek"] },
  { id: "sampling", name: "Sampling", category: "research-science", kind: "hard", aliases: ["Probenahme", "\xE9chantillonnage", "muestreo", "campionamento", "bemonstering"], ambiguous: ["Sampling"] },
  { id: "agronomy", name: "Agronomy", category: "research-science", kind: "hard", aliases: ["Agrarwissenschaften", "agronomie", "agronom\xEDa", "landbouwkunde"] },
  { id: "food-science", name: "Food Science", category: "research-science", kind: "hard", aliases: ["Lebensmitteltechnologie", "Lebensmittelwissenschaft", "sciences des aliments", "ciencia de los alimentos", "scienze alimentari", "levensmiddelentechnologie"] },
  { id: "neuroscience", name: "Neuroscience", category: "research-science", kind: "hard", aliases: ["Neurowissenschaften", "neurosciences", "neurociencia", "neuroscienze", "neurowetenschappen"] },
  { id: "psychology", name: "Psychology", category: "research-science", kind: "hard", aliases: ["Psychologie", "psicolog\xEDa"], ambiguous: ["Psychology"] },
  { id: "sociology", name: "Sociology", category: "research-science", kind: "hard", aliases: ["Soziologie", "sociologie", "sociolog\xEDa"] },
  { id: "social-research", name: "Social Research", category: "research-science", kind: "hard", aliases: ["empirische Sozialforschung", "recherche sociale", "investigaci\xF3n social", "ricerca sociale", "sociaal onderzoek"] },
  { id: "ethnography", name: "Ethnography", category: "research-science", kind: "hard", aliases: ["Ethnographie", "etnograf\xEDa", "etnografie"] },
  { id: "focus-groups", name: "Focus Groups", category: "research-science", kind: "hard", aliases: ["Fokusgruppen", "groupes de discussion", "grupos focales", "focus group", "focusgroepen"] },
  { id: "interview-research", name: "Interview Research", category: "research-science", kind: "hard", aliases: ["qualitative Interviews", "entretiens qualitatifs", "entrevistas cualitativas", "interviste qualitative"] },
  { id: "mixed-methods", name: "Mixed Methods", category: "research-science", kind: "hard", aliases: ["m\xE9thodes mixtes", "m\xE9todos mixtos", "metodi misti"] },
  { id: "nvivo", name: "NVivo", category: "research-science", kind: "hard", aliases: [] },
  { id: "atlas-ti", name: "ATLAS.ti", category: "research-science", kind: "hard", aliases: [] },
  { id: "maxqda", name: "MAXQDA", category: "research-science", kind: "hard", aliases: [] },
  { id: "questionnaire-design", name: "Questionnaire Design", category: "research-science", kind: "hard", aliases: ["Fragebogenkonstruktion", "\xE9laboration de questionnaires", "dise\xF1o de cuestionarios", "costruzione di questionari", "vragenlijstontwikkeling"] },
  { id: "psychometrics", name: "Psychometrics", category: "research-science", kind: "hard", aliases: ["Psychometrie", "psicometr\xEDa"] },
  { id: "biostatistics", name: "Biostatistics", category: "research-science", kind: "hard", aliases: ["Biostatistik", "biostatistique", "bioestad\xEDstica", "biostatistica"] },
  { id: "clinical-data-management", name: "Clinical Data Management", category: "research-science", kind: "hard", aliases: ["klinisches Datenmanagement", "data management clinique", "gesti\xF3n de datos cl\xEDnicos"] },
  { id: "research-ethics", name: "Research Ethics", category: "research-science", kind: "hard", aliases: ["Forschungsethik", "\xE9thique de la recherche", "\xE9tica de la investigaci\xF3n", "etica della ricerca"] },
  { id: "technology-transfer", name: "Technology Transfer", category: "research-science", kind: "hard", aliases: ["Technologietransfer", "transfert de technologie", "transferencia tecnol\xF3gica", "trasferimento tecnologico", "kennisvaloratisatie"] },
  { id: "patent-analysis", name: "Patent Analysis", category: "research-science", kind: "hard", aliases: ["Patentrecherche", "recherche d'ant\xE9riorit\xE9", "b\xFAsqueda de patentes"] },
  { id: "science-communication", name: "Science Communication", category: "research-science", kind: "hard", aliases: ["Wissenschaftskommunikation", "m\xE9diation scientifique", "divulgaci\xF3n cient\xEDfica", "divulgazione scientifica", "wetenschapscommunicatie"] },
  { id: "conference-presentations", name: "Conference Presentations", category: "research-science", kind: "hard", aliases: ["Konferenzvortr\xE4ge", "communications scientifiques", "ponencias", "presentazioni a congressi"] },
  { id: "teaching-assistance", name: "Teaching Assistance", category: "research-science", kind: "hard", aliases: ["Tutorien", "travaux dirig\xE9s", "ayudante de c\xE1tedra", "esercitazioni"] },
  { id: "archival-research", name: "Archival Research", category: "research-science", kind: "hard", aliases: ["Archivrecherche", "recherche archivistique", "investigaci\xF3n archiv\xEDstica", "ricerca d'archivio"] },
  { id: "history-research", name: "History Research", category: "research-science", kind: "hard", aliases: ["Geschichtswissenschaft", "histoire", "historia", "storia", "geschiedenis"], ambiguous: ["histoire", "historia", "storia", "geschiedenis"] },
  { id: "linguistics", name: "Linguistics", category: "research-science", kind: "hard", aliases: ["Linguistik", "Sprachwissenschaft", "linguistique", "ling\xFC\xEDstica", "taalkunde"] },
  { id: "philosophy", name: "Philosophy", category: "research-science", kind: "hard", aliases: ["Philosophie", "filosof\xEDa", "filosofie"] },
  { id: "political-science", name: "Political Science", category: "research-science", kind: "hard", aliases: ["Politikwissenschaft", "science politique", "ciencia pol\xEDtica", "scienze politiche", "politicologie"] },
  { id: "economics-research", name: "Economics Research", category: "research-science", kind: "hard", aliases: ["Wirtschaftsforschung", "recherche \xE9conomique", "investigaci\xF3n econ\xF3mica", "ricerca economica"] },
  { id: "materials-characterisation", name: "Materials Characterisation", category: "research-science", kind: "hard", aliases: ["Materialcharakterisierung", "caract\xE9risation des mat\xE9riaux", "caracterizaci\xF3n de materiales", "caratterizzazione dei materiali"] },
  { id: "x-ray-diffraction", name: "X-ray Diffraction", category: "research-science", kind: "hard", aliases: ["XRD", "R\xF6ntgenbeugung", "diffraction des rayons X", "difracci\xF3n de rayos X"] },
  { id: "nanotechnology", name: "Nanotechnology", category: "research-science", kind: "hard", aliases: ["Nanotechnologie", "nanotecnolog\xEDa"] },
  { id: "photonics", name: "Photonics", category: "research-science", kind: "hard", aliases: ["Photonik", "photonique", "fot\xF3nica"] },
  { id: "laboratory-information-management", name: "Laboratory Information Management", category: "research-science", kind: "hard", aliases: ["LIMS"] },
  { id: "electronic-lab-notebooks", name: "Electronic Lab Notebooks", category: "research-science", kind: "hard", aliases: ["ELN"] },
  { id: "sterile-technique", name: "Sterile Technique", category: "research-science", kind: "hard", aliases: ["aseptisches Arbeiten", "technique aseptique", "t\xE9cnica as\xE9ptica", "tecnica asettica"] },
  { id: "animal-research", name: "Animal Research", category: "research-science", kind: "hard", aliases: ["Tierversuche", "exp\xE9rimentation animale", "experimentaci\xF3n animal", "sperimentazione animale", "dierproeven"] },
  { id: "histology", name: "Histology", category: "research-science", kind: "hard", aliases: ["Histologie", "histolog\xEDa", "istologia"] },
  { id: "pathology", name: "Pathology", category: "research-science", kind: "hard", aliases: ["Pathologie", "anatom\xEDa patol\xF3gica"] },
  { id: "virology", name: "Virology", category: "research-science", kind: "hard", aliases: ["Virologie", "virolog\xEDa"] },
  { id: "synthetic-biology", name: "Synthetic Biology", category: "research-science", kind: "hard", aliases: ["synthetische Biologie", "biologie synth\xE9tique", "biolog\xEDa sint\xE9tica"] },
  { id: "computational-biology", name: "Computational Biology", category: "research-science", kind: "hard", aliases: ["computergest\xFCtzte Biologie", "biologie computationnelle", "biolog\xEDa computacional"] },
  { id: "systems-biology", name: "Systems Biology", category: "research-science", kind: "hard", aliases: ["Systembiologie", "biologie des syst\xE8mes", "biolog\xEDa de sistemas"] },
  { id: "oceanography", name: "Oceanography", category: "research-science", kind: "hard", aliases: ["Ozeanographie", "oc\xE9anographie", "oceanograf\xEDa"] },
  { id: "hydrology", name: "Hydrology", category: "research-science", kind: "hard", aliases: ["Hydrologie", "hidrolog\xEDa", "idrologia"] },
  { id: "soil-science", name: "Soil Science", category: "research-science", kind: "hard", aliases: ["Bodenkunde", "p\xE9dologie", "edafolog\xEDa", "pedologia", "bodemkunde"] },
  { id: "remote-sensing", name: "Remote Sensing", category: "research-science", kind: "hard", aliases: ["Fernerkundung", "t\xE9l\xE9d\xE9tection", "teledetecci\xF3n", "telerilevamento"] },
  { id: "cartography", name: "Cartography", category: "research-science", kind: "hard", aliases: ["Kartografie", "cartographie", "cartograf\xEDa", "cartografie"] },
  { id: "archaeology", name: "Archaeology", category: "research-science", kind: "hard", aliases: ["Arch\xE4ologie", "arch\xE9ologie", "arqueolog\xEDa", "archeologia"] },
  { id: "anthropology", name: "Anthropology", category: "research-science", kind: "hard", aliases: ["Anthropologie", "antropolog\xEDa", "antropologie"] },
  { id: "demography", name: "Demography", category: "research-science", kind: "hard", aliases: ["Demografie", "d\xE9mographie", "demograf\xEDa"] },
  { id: "reproducible-research", name: "Reproducible Research", category: "research-science", kind: "hard", aliases: ["reproduzierbare Forschung", "recherche reproductible"] },
  { id: "open-science", name: "Open Science", category: "research-science", kind: "hard", aliases: ["science ouverte", "ciencia abierta", "scienza aperta"] },
  { id: "citation-management", name: "Citation Management", category: "research-science", kind: "hard", aliases: ["Zotero", "Mendeley", "EndNote"] },
  { id: "latex", name: "LaTeX", category: "research-science", kind: "hard", aliases: [] },
  { id: "research-project-management", name: "Research Project Management", category: "research-science", kind: "hard", aliases: ["Forschungsprojektmanagement", "gestion de projets de recherche", "gesti\xF3n de proyectos de investigaci\xF3n", "gestione di progetti di ricerca"] }
];

// src/engine/taxonomy/data/security.json
var security_default = [
  { id: "cybersecurity", name: "Cybersecurity", category: "security", kind: "hard", aliases: ["IT security", "Information security", "IT-Sicherheit", "Informationssicherheit", "Cybersicherheit", "cybers\xE9curit\xE9", "s\xE9curit\xE9 informatique", "s\xE9curit\xE9 de l'information", "ciberseguridad", "seguridad inform\xE1tica", "seguridad de la informaci\xF3n", "sicurezza informatica", "informatiebeveiliging"] },
  { id: "network-security", name: "Network Security", category: "security", kind: "hard", aliases: ["Netzwerksicherheit", "s\xE9curit\xE9 r\xE9seau", "seguridad de redes", "sicurezza di rete"] },
  { id: "application-security", name: "Application Security", category: "security", kind: "hard", aliases: ["AppSec", "Anwendungssicherheit", "s\xE9curit\xE9 applicative"] },
  { id: "cloud-security", name: "Cloud Security", category: "security", kind: "hard", aliases: ["Cloud-Sicherheit", "s\xE9curit\xE9 cloud"] },
  { id: "penetration-testing", name: "Penetration Testing", category: "security", kind: "hard", aliases: ["Pen testing", "Penetrationstests", "tests d'intrusion", "pruebas de penetraci\xF3n", "penetration test"] },
  { id: "ethical-hacking", name: "Ethical Hacking", category: "security", kind: "hard", aliases: [] },
  { id: "vulnerability-management", name: "Vulnerability Management", category: "security", kind: "hard", aliases: ["Vulnerability assessment", "Schwachstellenmanagement", "gestion des vuln\xE9rabilit\xE9s", "gesti\xF3n de vulnerabilidades"] },
  { id: "threat-modelling", name: "Threat Modelling", category: "security", kind: "hard", aliases: ["Threat modeling", "Bedrohungsmodellierung"] },
  { id: "threat-intelligence", name: "Threat Intelligence", category: "security", kind: "hard", aliases: ["Cyber threat intelligence", "CTI"] },
  { id: "security-operations", name: "Security Operations", category: "security", kind: "hard", aliases: ["SOC", "Security Operations Center"] },
  { id: "siem", name: "SIEM", category: "security", kind: "hard", aliases: [] },
  { id: "incident-response", name: "Incident Response", category: "security", kind: "hard", aliases: ["Security incident response", "r\xE9ponse aux incidents", "respuesta a incidentes"] },
  { id: "digital-forensics", name: "Digital Forensics", category: "security", kind: "hard", aliases: ["Forensics", "IT-Forensik", "forensique", "inform\xE1tica forense"] },
  { id: "malware-analysis", name: "Malware Analysis", category: "security", kind: "hard", aliases: ["Reverse engineering"] },
  { id: "identity-and-access-management", name: "Identity and Access Management", category: "security", kind: "hard", aliases: ["IAM", "Identity management", "Zugriffsverwaltung", "gestion des identit\xE9s et des acc\xE8s", "gesti\xF3n de identidades y accesos"] },
  { id: "privileged-access-management", name: "Privileged Access Management", category: "security", kind: "hard", aliases: ["PAM"], matchCase: ["PAM"] },
  { id: "single-sign-on", name: "Single Sign-on", category: "security", kind: "hard", aliases: ["SSO"] },
  { id: "oauth", name: "OAuth", category: "security", kind: "hard", aliases: ["OAuth 2.0", "OAuth2"] },
  { id: "openid-connect", name: "OpenID Connect", category: "security", kind: "hard", aliases: ["OIDC"] },
  { id: "saml", name: "SAML", category: "security", kind: "hard", aliases: [] },
  { id: "multi-factor-authentication", name: "Multi-factor Authentication", category: "security", kind: "hard", aliases: ["MFA", "2FA"] },
  { id: "zero-trust", name: "Zero Trust", category: "security", kind: "hard", aliases: ["Zero Trust Architecture"] },
  { id: "public-key-infrastructure", name: "Public Key Infrastructure", category: "security", kind: "hard", aliases: ["PKI"] },
  { id: "cryptography", name: "Cryptography", category: "security", kind: "hard", aliases: ["Encryption", "Kryptographie", "Kryptografie", "Verschl\xFCsselung", "cryptographie", "chiffrement", "criptograf\xEDa", "crittografia", "cryptografie"] },
  { id: "firewalls", name: "Firewalls", category: "security", kind: "hard", aliases: ["Firewall", "Next-generation firewall", "Pare-feu", "cortafuegos"] },
  { id: "intrusion-detection", name: "Intrusion Detection", category: "security", kind: "hard", aliases: ["IDS/IPS", "IDS", "IPS"] },
  { id: "endpoint-security", name: "Endpoint Security", category: "security", kind: "hard", aliases: ["Endpoint protection", "EDR", "XDR"] },
  { id: "data-loss-prevention", name: "Data Loss Prevention", category: "security", kind: "hard", aliases: ["DLP"] },
  { id: "security-architecture", name: "Security Architecture", category: "security", kind: "hard", aliases: ["Sicherheitsarchitektur", "architecture de s\xE9curit\xE9"] },
  { id: "security-audits", name: "Security Audits", category: "security", kind: "hard", aliases: ["IT audit", "Sicherheitsaudits", "audit de s\xE9curit\xE9", "auditor\xEDa de seguridad"] },
  { id: "risk-assessment", name: "Risk Assessment", category: "security", kind: "hard", aliases: ["Risikobewertung", "Risikoanalyse", "\xE9valuation des risques", "analyse des risques", "evaluaci\xF3n de riesgos", "valutazione dei rischi", "risicoanalyse", "risicobeoordeling"] },
  { id: "iso-27001", name: "ISO 27001", category: "security", kind: "hard", aliases: ["ISO/IEC 27001", "ISMS", "Information security management system"] },
  { id: "nist-cybersecurity-framework", name: "NIST Cybersecurity Framework", category: "security", kind: "hard", aliases: ["NIST CSF", "NIST"] },
  { id: "bsi-it-grundschutz", name: "BSI IT-Grundschutz", category: "security", kind: "hard", aliases: ["IT-Grundschutz"] },
  { id: "nis2", name: "NIS2", category: "security", kind: "hard", aliases: [] },
  { id: "dora-compliance", name: "DORA Compliance", category: "security", kind: "hard", aliases: ["DORA"], matchCase: ["DORA"] },
  { id: "soc-2", name: "SOC 2", category: "security", kind: "hard", aliases: [] },
  { id: "pci-dss", name: "PCI DSS", category: "security", kind: "hard", aliases: [] },
  { id: "owasp", name: "OWASP", category: "security", kind: "hard", aliases: ["OWASP Top 10"] },
  { id: "secure-coding", name: "Secure Coding", category: "security", kind: "hard", aliases: ["Sichere Softwareentwicklung"] },
  { id: "static-application-security-testing", name: "Static Application Security Testing", category: "security", kind: "hard", aliases: ["SAST", "DAST", "Code scanning"] },
  { id: "security-awareness", name: "Security Awareness", category: "security", kind: "hard", aliases: ["Security awareness training", "Sicherheitsbewusstsein", "sensibilisation \xE0 la s\xE9curit\xE9"] },
  { id: "phishing-simulation", name: "Phishing Simulation", category: "security", kind: "hard", aliases: [] },
  { id: "burp-suite", name: "Burp Suite", category: "security", kind: "hard", aliases: [] },
  { id: "metasploit", name: "Metasploit", category: "security", kind: "hard", aliases: [] },
  { id: "wireshark", name: "Wireshark", category: "security", kind: "hard", aliases: [] },
  { id: "nmap", name: "Nmap", category: "security", kind: "hard", aliases: [] },
  { id: "kali-linux", name: "Kali Linux", category: "security", kind: "hard", aliases: [] },
  { id: "nessus", name: "Nessus", category: "security", kind: "hard", aliases: [] },
  { id: "qualys", name: "Qualys", category: "security", kind: "hard", aliases: [] },
  { id: "crowdstrike", name: "CrowdStrike", category: "security", kind: "hard", aliases: [] },
  { id: "microsoft-sentinel", name: "Microsoft Sentinel", category: "security", kind: "hard", aliases: ["Azure Sentinel"] },
  { id: "microsoft-defender", name: "Microsoft Defender", category: "security", kind: "hard", aliases: ["Defender for Endpoint"] },
  { id: "palo-alto-networks", name: "Palo Alto Networks", category: "security", kind: "hard", aliases: ["Palo Alto"] },
  { id: "fortinet", name: "Fortinet", category: "security", kind: "hard", aliases: ["FortiGate"] },
  { id: "check-point", name: "Check Point", category: "security", kind: "hard", aliases: [], matchCase: true },
  { id: "cyberark", name: "CyberArk", category: "security", kind: "hard", aliases: [] },
  { id: "okta", name: "Okta", category: "security", kind: "hard", aliases: [] },
  { id: "keycloak", name: "Keycloak", category: "security", kind: "hard", aliases: [] },
  { id: "snyk", name: "Snyk", category: "security", kind: "hard", aliases: [] },
  { id: "sonarqube", name: "SonarQube", category: "security", kind: "hard", aliases: [] },
  { id: "business-continuity-management", name: "Business Continuity Management", category: "security", kind: "hard", aliases: ["Business continuity", "BCM", "continuit\xE9 d'activit\xE9", "continuidad de negocio", "continuit\xE0 operativa"] },
  { id: "security-governance", name: "Security Governance", category: "security", kind: "hard", aliases: ["Information security governance"] },
  { id: "security-policies", name: "Security Policies", category: "security", kind: "hard", aliases: ["Sicherheitsrichtlinien", "politiques de s\xE9curit\xE9"] },
  { id: "compliance-auditing", name: "Compliance Auditing", category: "security", kind: "hard", aliases: [] },
  { id: "red-teaming", name: "Red Teaming", category: "security", kind: "hard", aliases: ["Red team"] },
  { id: "blue-team", name: "Blue Team", category: "security", kind: "hard", aliases: [] },
  { id: "purple-teaming", name: "Purple Teaming", category: "security", kind: "hard", aliases: [] },
  { id: "web-application-firewall", name: "Web Application Firewall", category: "security", kind: "hard", aliases: ["WAF"] },
  { id: "ddos-protection", name: "DDoS Protection", category: "security", kind: "hard", aliases: ["DDoS mitigation"] },
  { id: "email-security", name: "Email Security", category: "security", kind: "hard", aliases: [] },
  { id: "mobile-security", name: "Mobile Security", category: "security", kind: "hard", aliases: [] },
  { id: "ot-security", name: "OT Security", category: "security", kind: "hard", aliases: ["ICS security", "Industrial security", "SCADA security"] },
  { id: "iot-security", name: "IoT Security", category: "security", kind: "hard", aliases: [] },
  { id: "container-security", name: "Container Security", category: "security", kind: "hard", aliases: [] },
  { id: "kubernetes-security", name: "Kubernetes Security", category: "security", kind: "hard", aliases: [] },
  { id: "security-testing", name: "Security Testing", category: "security", kind: "hard", aliases: ["Sicherheitstests", "tests de s\xE9curit\xE9"] },
  { id: "bug-bounty", name: "Bug Bounty", category: "security", kind: "hard", aliases: [] },
  { id: "security-information-management", name: "Security Information Management", category: "security", kind: "hard", aliases: ["Log analysis", "Log-Analyse"] },
  { id: "digital-identity", name: "Digital Identity", category: "security", kind: "hard", aliases: ["eIDAS"] },
  { id: "physical-security", name: "Physical Security", category: "security", kind: "hard", aliases: ["Objektschutz", "s\xE9curit\xE9 physique", "seguridad f\xEDsica"] },
  { id: "security-guarding", name: "Security Guarding", category: "security", kind: "hard", aliases: ["Werkschutz", "vigilancia"] },
  { id: "cctv", name: "CCTV", category: "security", kind: "hard", aliases: ["Video surveillance", "Video\xFCberwachung", "videovigilancia", "videosorveglianza"] },
  { id: "access-control", name: "Access Control", category: "security", kind: "hard", aliases: ["Zutrittskontrolle", "contr\xF4le d'acc\xE8s", "control de accesos"] },
  { id: "fraud-detection", name: "Fraud Detection", category: "security", kind: "hard", aliases: ["Betrugserkennung", "d\xE9tection de fraude", "detecci\xF3n de fraude"] },
  { id: "anti-money-laundering-analytics", name: "Anti-money Laundering Analytics", category: "security", kind: "hard", aliases: ["Transaction monitoring"] },
  { id: "privacy-by-design", name: "Privacy by Design", category: "security", kind: "hard", aliases: [] },
  { id: "data-protection-impact-assessment", name: "Data Protection Impact Assessment", category: "security", kind: "hard", aliases: ["DPIA", "DSFA", "Datenschutz-Folgenabsch\xE4tzung", "AIPD"] },
  { id: "cyber-risk-management", name: "Cyber Risk Management", category: "security", kind: "hard", aliases: ["Cyber-Risikomanagement"] },
  { id: "security-champions", name: "Security Champions", category: "security", kind: "hard", aliases: [] },
  { id: "hardening", name: "Hardening", category: "security", kind: "hard", aliases: ["System hardening", "Systemh\xE4rtung"] },
  { id: "patch-management", name: "Patch Management", category: "security", kind: "hard", aliases: ["gestion des correctifs"] },
  { id: "secrets-management", name: "Secrets Management", category: "security", kind: "hard", aliases: [] },
  { id: "key-management", name: "Key Management", category: "security", kind: "hard", aliases: ["HSM"] },
  { id: "certificate-management", name: "Certificate Management", category: "security", kind: "hard", aliases: ["TLS", "SSL/TLS", "SSL"] },
  { id: "network-segmentation", name: "Network Segmentation", category: "security", kind: "hard", aliases: [] },
  { id: "tenable", name: "Tenable", category: "security", kind: "hard", aliases: [], matchCase: true },
  { id: "splunk-enterprise-security", name: "Splunk Enterprise Security", category: "security", kind: "hard", aliases: ["Splunk ES"] },
  { id: "yara", name: "YARA", category: "security", kind: "hard", aliases: [] },
  { id: "mitre-att-and-ck", name: "MITRE ATT&CK", category: "security", kind: "hard", aliases: ["ATT&CK"] },
  { id: "sigma-rules", name: "Sigma Rules", category: "security", kind: "hard", aliases: [] },
  { id: "cyber-threat-hunting", name: "Cyber Threat Hunting", category: "security", kind: "hard", aliases: ["Threat hunting"] }
];

// src/engine/taxonomy/data/soft-skills.json
var soft_skills_default = [
  { id: "communication", name: "Communication", category: "soft-skills", kind: "soft", aliases: ["Communication skills", "Kommunikation", "Kommunikationsf\xE4higkeit", "Kommunikationsst\xE4rke", "comp\xE9tences en communication", "comunicaci\xF3n", "habilidades de comunicaci\xF3n", "comunicazione", "capacit\xE0 comunicative", "communicatie", "communicatieve vaardigheden"], ambiguous: ["Communication", "Kommunikation", "comunicaci\xF3n", "comunicazione", "communicatie"] },
  { id: "written-communication", name: "Written Communication", category: "soft-skills", kind: "soft", aliases: ["schriftliche Kommunikation", "communication \xE9crite", "comunicaci\xF3n escrita", "comunicazione scritta", "schriftelijke communicatie"] },
  { id: "verbal-communication", name: "Verbal Communication", category: "soft-skills", kind: "soft", aliases: ["Oral communication", "m\xFCndliche Kommunikation", "communication orale", "comunicaci\xF3n oral", "comunicazione orale", "mondelinge communicatie"] },
  { id: "public-speaking", name: "Public Speaking", category: "soft-skills", kind: "soft", aliases: ["Presenting", "Pr\xE4sentationsf\xE4higkeit", "Pr\xE4sentationen", "Pr\xE4sentationskompetenz", "prise de parole en public", "hablar en p\xFAblico", "oratoria", "parlare in pubblico", "presenteren", "presentatievaardigheden"] },
  { id: "presentation-skills", name: "Presentation Skills", category: "soft-skills", kind: "soft", aliases: ["presentaciones", "presentazioni"] },
  { id: "active-listening", name: "Active Listening", category: "soft-skills", kind: "soft", aliases: ["aktives Zuh\xF6ren", "\xE9coute active", "escucha activa", "ascolto attivo", "actief luisteren", "Listening skills", "Zuh\xF6ren"] },
  { id: "teamwork", name: "Teamwork", category: "soft-skills", kind: "soft", aliases: ["Team player", "Collaboration", "Teamf\xE4higkeit", "Teamarbeit", "Zusammenarbeit", "travail d'\xE9quipe", "esprit d'\xE9quipe", "trabajo en equipo", "lavoro di squadra", "lavoro in team", "samenwerken", "samenwerking"], ambiguous: ["Teamwork", "Collaboration"] },
  { id: "interpersonal-skills", name: "Interpersonal Skills", category: "soft-skills", kind: "soft", aliases: ["zwischenmenschliche F\xE4higkeiten", "relationnel", "aisance relationnelle", "habilidades interpersonales", "capacit\xE0 relazionali", "interpersoonlijke vaardigheden"] },
  { id: "empathy", name: "Empathy", category: "soft-skills", kind: "soft", aliases: ["Empathie", "empat\xEDa"], ambiguous: ["Empathy"] },
  { id: "emotional-intelligence", name: "Emotional Intelligence", category: "soft-skills", kind: "soft", aliases: ["EQ", "emotionale Intelligenz", "intelligence \xE9motionnelle", "inteligencia emocional", "intelligenza emotiva", "emotionele intelligentie"] },
  { id: "problem-solving", name: "Problem Solving", category: "soft-skills", kind: "soft", aliases: ["Probleml\xF6sung", "Probleml\xF6sungskompetenz", "r\xE9solution de probl\xE8mes", "resoluci\xF3n de problemas", "risoluzione dei problemi", "probleemoplossend vermogen"] },
  { id: "critical-thinking", name: "Critical Thinking", category: "soft-skills", kind: "soft", aliases: ["kritisches Denken", "esprit critique", "pens\xE9e critique", "pensamiento cr\xEDtico", "pensiero critico", "kritisch denken"] },
  { id: "analytical-thinking", name: "Analytical Thinking", category: "soft-skills", kind: "soft", aliases: ["Analytical skills", "analytisches Denken", "analytische F\xE4higkeiten", "esprit d'analyse", "capacit\xE9 d'analyse", "pensamiento anal\xEDtico", "capacidad anal\xEDtica", "capacit\xE0 di analisi", "pensiero analitico", "analytisch vermogen"] },
  { id: "creativity", name: "Creativity", category: "soft-skills", kind: "soft", aliases: ["Kreativit\xE4t", "cr\xE9ativit\xE9", "creatividad", "creativit\xE0", "creativiteit"], ambiguous: ["Creativity"] },
  { id: "innovation-mindset", name: "Innovation Mindset", category: "soft-skills", kind: "soft", aliases: ["Innovative thinking", "Innovationsf\xE4higkeit", "esprit d'innovation", "pensamiento innovador", "innovatief denken"] },
  { id: "adaptability", name: "Adaptability", category: "soft-skills", kind: "soft", aliases: ["Flexibility", "Anpassungsf\xE4higkeit", "Flexibilit\xE4t", "adaptabilit\xE9", "flexibilit\xE9", "adaptabilidad", "flexibilidad", "adattabilit\xE0", "flessibilit\xE0", "aanpassingsvermogen", "flexibiliteit"], ambiguous: ["Flexibility"] },
  { id: "resilience", name: "Resilience", category: "soft-skills", kind: "soft", aliases: ["Resilienz", "Belastbarkeit", "resiliencia", "resilienza", "veerkracht", "stressbestendigheid"] },
  { id: "stress-management", name: "Stress Management", category: "soft-skills", kind: "soft", aliases: ["Stressresistenz", "gestion du stress", "gesti\xF3n del estr\xE9s", "gestione dello stress"] },
  { id: "time-management", name: "Time Management", category: "soft-skills", kind: "soft", aliases: ["Zeitmanagement", "gestion du temps", "gesti\xF3n del tiempo", "gestione del tempo"] },
  { id: "organisational-skills", name: "Organisational Skills", category: "soft-skills", kind: "soft", aliases: ["Organizational skills", "Organisationstalent", "Organisationsf\xE4higkeit", "sens de l'organisation", "capacit\xE9 d'organisation", "capacidad de organizaci\xF3n", "capacit\xE0 organizzative", "organisatievermogen", "organisatorische vaardigheden"] },
  { id: "planning-and-organising", name: "Planning and Organising", category: "soft-skills", kind: "soft", aliases: ["Planungsf\xE4higkeit", "planification et organisation", "planificaci\xF3n y organizaci\xF3n", "pianificazione e organizzazione", "plannen en organiseren"] },
  { id: "attention-to-detail", name: "Attention to Detail", category: "soft-skills", kind: "soft", aliases: ["Detail orientation", "Genauigkeit", "Sorgfalt", "Detailgenauigkeit", "rigueur", "souci du d\xE9tail", "atenci\xF3n al detalle", "attenzione ai dettagli", "precisione", "nauwkeurigheid", "oog voor detail"] },
  { id: "multitasking", name: "Multitasking", category: "soft-skills", kind: "soft", aliases: ["polyvalence", "multitarea"] },
  { id: "self-motivation", name: "Self-motivation", category: "soft-skills", kind: "soft", aliases: ["Eigenmotivation", "Selbstmotivation", "automotivaci\xF3n", "automotivazione", "zelfmotivatie"] },
  { id: "proactivity", name: "Proactivity", category: "soft-skills", kind: "soft", aliases: ["Eigeninitiative", "Initiative", "proactivit\xE9", "proactividad", "proattivit\xE0", "proactiviteit", "initiatief"], ambiguous: ["Initiative"] },
  { id: "self-management", name: "Self-management", category: "soft-skills", kind: "soft", aliases: ["Selbstorganisation", "Selbstst\xE4ndigkeit", "autonomie", "autonom\xEDa", "zelfstandigheid"] },
  { id: "reliability", name: "Reliability", category: "soft-skills", kind: "soft", aliases: ["Zuverl\xE4ssigkeit", "fiabilit\xE9 personnelle", "fiabilidad", "affidabilit\xE0 personale", "betrouwbaarheid"], ambiguous: ["Reliability"] },
  { id: "work-ethic", name: "Work Ethic", category: "soft-skills", kind: "soft", aliases: ["Arbeitsmoral", "\xE9thique de travail", "\xE9tica de trabajo", "etica del lavoro", "arbeidsethos"] },
  { id: "accountability", name: "Accountability", category: "soft-skills", kind: "soft", aliases: ["Verantwortungsbewusstsein", "sens des responsabilit\xE9s", "responsabilidad", "senso di responsabilit\xE0", "verantwoordelijkheidsgevoel"] },
  { id: "integrity", name: "Integrity", category: "soft-skills", kind: "soft", aliases: ["Integrit\xE4t", "int\xE9grit\xE9", "integridad", "integrit\xE0"], ambiguous: ["Integrity"] },
  { id: "conflict-resolution", name: "Conflict Resolution", category: "soft-skills", kind: "soft", aliases: ["Konfliktl\xF6sung", "Konfliktmanagement", "Konfliktf\xE4higkeit", "gestion des conflits", "r\xE9solution de conflits", "resoluci\xF3n de conflictos", "gesti\xF3n de conflictos", "gestione dei conflitti", "risoluzione dei conflitti", "conflicthantering", "conflictbemiddeling"] },
  { id: "persuasion", name: "Persuasion", category: "soft-skills", kind: "soft", aliases: ["Influencing", "\xDCberzeugungskraft", "Durchsetzungsverm\xF6gen", "force de persuasion", "capacidad de persuasi\xF3n", "persuasione", "overtuigingskracht"] },
  { id: "diplomacy", name: "Diplomacy", category: "soft-skills", kind: "soft", aliases: ["Tact", "Diplomatie", "Fingerspitzengef\xFChl", "diplomacia", "diplomazia"] },
  { id: "customer-focus", name: "Customer Focus", category: "soft-skills", kind: "soft", aliases: ["Kundenorientierung", "orientation client", "orientaci\xF3n al cliente", "orientamento al cliente", "klantgerichtheid", "klantgericht"] },
  { id: "service-orientation", name: "Service Orientation", category: "soft-skills", kind: "soft", aliases: ["Serviceorientierung", "sens du service", "vocaci\xF3n de servicio", "orientamento al servizio", "servicegerichtheid"] },
  { id: "results-orientation", name: "Results Orientation", category: "soft-skills", kind: "soft", aliases: ["Ergebnisorientierung", "orientation r\xE9sultats", "orientaci\xF3n a resultados", "orientamento ai risultati", "resultaatgerichtheid", "resultaatgericht"] },
  { id: "goal-orientation", name: "Goal Orientation", category: "soft-skills", kind: "soft", aliases: ["Zielorientierung", "orient\xE9 objectifs", "orientaci\xF3n a objetivos", "orientamento agli obiettivi", "doelgerichtheid"] },
  { id: "business-acumen", name: "Business Acumen", category: "soft-skills", kind: "soft", aliases: ["Gesch\xE4ftssinn", "unternehmerisches Denken", "sens des affaires", "visi\xF3n de negocio", "visione di business", "zakelijk inzicht"] },
  { id: "financial-acumen", name: "Financial Acumen", category: "soft-skills", kind: "soft", aliases: ["kaufm\xE4nnisches Verst\xE4ndnis", "sens financier", "visi\xF3n financiera"] },
  { id: "strategic-thinking", name: "Strategic Thinking", category: "soft-skills", kind: "soft", aliases: ["strategisches Denken", "pens\xE9e strat\xE9gique", "vision strat\xE9gique", "pensamiento estrat\xE9gico", "pensiero strategico", "strategisch denken"] },
  { id: "systems-thinking", name: "Systems Thinking", category: "soft-skills", kind: "soft", aliases: ["Systemdenken", "pens\xE9e syst\xE9mique", "pensamiento sist\xE9mico", "pensiero sistemico"] },
  { id: "learning-agility", name: "Learning Agility", category: "soft-skills", kind: "soft", aliases: ["Lernbereitschaft", "Lernf\xE4higkeit", "capacit\xE9 d'apprentissage", "curiosit\xE9", "capacidad de aprendizaje", "voglia di imparare", "leergierigheid", "leervermogen"] },
  { id: "curiosity", name: "Curiosity", category: "soft-skills", kind: "soft", aliases: ["Neugier", "curiosidad", "curiosit\xE0", "nieuwsgierigheid"], ambiguous: ["Curiosity"] },
  { id: "intercultural-competence", name: "Intercultural Competence", category: "soft-skills", kind: "soft", aliases: ["Cross-cultural communication", "interkulturelle Kompetenz", "comp\xE9tences interculturelles", "competencia intercultural", "competenze interculturali", "interculturele competenties"] },
  { id: "networking", name: "Networking", category: "soft-skills", kind: "soft", aliases: ["Netzwerken", "r\xE9seautage", "relaciones profesionales"], ambiguous: ["Networking"] },
  { id: "relationship-building", name: "Relationship Building", category: "soft-skills", kind: "soft", aliases: ["Beziehungsmanagement", "Beziehungsaufbau", "construction de relations", "construcci\xF3n de relaciones", "costruzione di relazioni", "relatiebeheer"] },
  { id: "patience", name: "Patience", category: "soft-skills", kind: "soft", aliases: ["Geduld", "paciencia", "pazienza"], ambiguous: ["Patience"] },
  { id: "working-under-pressure", name: "Working Under Pressure", category: "soft-skills", kind: "soft", aliases: ["Arbeiten unter Druck", "travail sous pression", "trabajo bajo presi\xF3n", "lavorare sotto pressione", "werken onder druk"] },
  { id: "positive-attitude", name: "Positive Attitude", category: "soft-skills", kind: "soft", aliases: ["positive Einstellung", "attitude positive", "actitud positiva", "atteggiamento positivo", "positieve instelling"] },
  { id: "open-mindedness", name: "Open-mindedness", category: "soft-skills", kind: "soft", aliases: ["Offenheit", "ouverture d'esprit", "mentalidad abierta", "apertura mentale", "open houding"] },
  { id: "assertiveness", name: "Assertiveness", category: "soft-skills", kind: "soft", aliases: ["Durchsetzungsf\xE4higkeit", "affirmation de soi", "asertividad", "assertivit\xE0", "assertiviteit"] },
  { id: "self-confidence", name: "Self-confidence", category: "soft-skills", kind: "soft", aliases: ["Selbstbewusstsein", "confiance en soi", "confianza en uno mismo", "fiducia in se stessi", "zelfvertrouwen"] },
  { id: "sociability", name: "Sociability", category: "soft-skills", kind: "soft", aliases: ["Kontaktfreude", "Kontaktfreudigkeit", "sociabilit\xE9", "sociabilidad", "socievolezza", "sociaal vaardig"] },
  { id: "hands-on-mentality", name: "Hands-on Mentality", category: "soft-skills", kind: "soft", aliases: ["Hands-on-Mentalit\xE4t", "Anpackermentalit\xE4t", "esprit pratique", "actitud resolutiva", "mentalit\xE0 pratica", "aanpakker"] },
  { id: "entrepreneurial-thinking", name: "Entrepreneurial Thinking", category: "soft-skills", kind: "soft", aliases: ["unternehmerisches Handeln", "esprit entrepreneurial", "esp\xEDritu emprendedor", "mentalit\xE0 imprenditoriale", "ondernemend"] },
  { id: "cooperation", name: "Cooperation", category: "soft-skills", kind: "soft", aliases: ["Kooperationsf\xE4higkeit", "cooperaci\xF3n", "cooperazione", "co\xF6peratie"] },
  { id: "discretion", name: "Discretion", category: "soft-skills", kind: "soft", aliases: ["Diskretion", "discreci\xF3n", "discrezione", "discretie"], ambiguous: ["Discretion"] },
  { id: "confidentiality", name: "Confidentiality", category: "soft-skills", kind: "soft", aliases: ["Vertraulichkeit", "confidentialit\xE9", "confidencialidad", "riservatezza", "vertrouwelijkheid"] },
  { id: "punctuality", name: "Punctuality", category: "soft-skills", kind: "soft", aliases: ["P\xFCnktlichkeit", "ponctualit\xE9", "puntualidad", "puntualit\xE0", "stiptheid"] },
  { id: "commitment", name: "Commitment", category: "soft-skills", kind: "soft", aliases: ["Engagement", "Einsatzbereitschaft", "implication", "compromiso", "impegno", "betrokkenheid", "inzet"], ambiguous: ["Commitment", "Engagement", "implication"] },
  { id: "independent-working", name: "Independent Working", category: "soft-skills", kind: "soft", aliases: ["selbstst\xE4ndiges Arbeiten", "eigenverantwortliches Arbeiten", "travail en autonomie", "trabajo aut\xF3nomo", "lavoro autonomo", "zelfstandig werken"] },
  { id: "structured-working", name: "Structured Working", category: "soft-skills", kind: "soft", aliases: ["strukturierte Arbeitsweise", "strukturiertes Arbeiten", "trabajo estructurado", "metodo di lavoro strutturato", "gestructureerd werken"] },
  { id: "solution-orientation", name: "Solution Orientation", category: "soft-skills", kind: "soft", aliases: ["L\xF6sungsorientierung", "l\xF6sungsorientiertes Arbeiten", "orientation solutions", "orientaci\xF3n a soluciones", "orientamento alle soluzioni", "oplossingsgericht"] },
  { id: "quality-awareness", name: "Quality Awareness", category: "soft-skills", kind: "soft", aliases: ["Qualit\xE4tsbewusstsein", "sens de la qualit\xE9", "orientaci\xF3n a la calidad", "attenzione alla qualit\xE0", "kwaliteitsbewust"] },
  { id: "cost-awareness", name: "Cost Awareness", category: "soft-skills", kind: "soft", aliases: ["Kostenbewusstsein", "sens des co\xFBts", "conciencia de costes", "attenzione ai costi", "kostenbewust"] },
  { id: "giving-feedback", name: "Giving Feedback", category: "soft-skills", kind: "soft", aliases: ["Feedback geben", "donner du feedback", "dar feedback", "dare feedback", "feedback geven"] },
  { id: "receiving-feedback", name: "Receiving Feedback", category: "soft-skills", kind: "soft", aliases: ["Kritikf\xE4higkeit", "accepter la critique", "aceptaci\xF3n de cr\xEDticas", "accettare le critiche", "kritiek ontvangen"] },
  { id: "cultural-awareness", name: "Cultural Awareness", category: "soft-skills", kind: "soft", aliases: ["Kulturbewusstsein", "sensibilit\xE9 culturelle", "sensibilidad cultural", "sensibilit\xE0 culturale", "cultureel bewustzijn"] },
  { id: "mindfulness", name: "Mindfulness", category: "soft-skills", kind: "soft", aliases: ["Achtsamkeit", "pleine conscience", "atenci\xF3n plena"] },
  { id: "persistence", name: "Persistence", category: "soft-skills", kind: "soft", aliases: ["Ausdauer", "Beharrlichkeit", "pers\xE9v\xE9rance", "perseverancia", "perseveranza", "doorzettingsvermogen"] },
  { id: "common-sense", name: "Common Sense", category: "soft-skills", kind: "soft", aliases: ["gesunder Menschenverstand", "bon sens", "sentido com\xFAn", "buon senso", "gezond verstand"] },
  { id: "friendliness", name: "Friendliness", category: "soft-skills", kind: "soft", aliases: ["Freundlichkeit", "amabilit\xE9", "amabilidad", "cordialit\xE0", "vriendelijkheid"] },
  { id: "helpfulness", name: "Helpfulness", category: "soft-skills", kind: "soft", aliases: ["Hilfsbereitschaft", "serviabilit\xE9", "disposici\xF3n a ayudar", "behulpzaamheid"] },
  { id: "enthusiasm", name: "Enthusiasm", category: "soft-skills", kind: "soft", aliases: ["Begeisterungsf\xE4higkeit", "enthousiasme", "entusiasmo"] },
  { id: "good-judgement", name: "Good Judgement", category: "soft-skills", kind: "soft", aliases: ["Urteilsverm\xF6gen", "discernement", "buen juicio", "capacit\xE0 di giudizio", "beoordelingsvermogen"] },
  { id: "influencing-without-authority", name: "Influencing Without Authority", category: "soft-skills", kind: "soft", aliases: ["laterale F\xFChrung", "leadership transversal"] },
  { id: "situational-awareness", name: "Situational Awareness", category: "soft-skills", kind: "soft", aliases: ["Situationsbewusstsein"] },
  { id: "resourcefulness", name: "Resourcefulness", category: "soft-skills", kind: "soft", aliases: ["Einfallsreichtum", "d\xE9brouillardise", "ingenio", "intraprendenza", "vindingrijkheid"] },
  { id: "dealing-with-ambiguity", name: "Dealing with Ambiguity", category: "soft-skills", kind: "soft", aliases: ["Ambiguit\xE4tstoleranz", "tol\xE9rance \xE0 l'ambigu\xEFt\xE9", "tolerancia a la ambig\xFCedad"] },
  { id: "openness-to-change", name: "Openness to Change", category: "soft-skills", kind: "soft", aliases: ["Ver\xE4nderungsbereitschaft", "ouverture au changement", "apertura al cambio", "apertura al cambiamento", "veranderingsbereidheid"] }
];

// src/engine/taxonomy/data/software.json
var software_default = [
  { id: "javascript", name: "JavaScript", category: "software", kind: "hard", aliases: ["JS", "ECMAScript", "ES6"], matchCase: ["JS"] },
  { id: "typescript", name: "TypeScript", category: "software", kind: "hard", aliases: ["TS"], related: ["javascript"], matchCase: ["TS"], ambiguous: ["TS"] },
  { id: "python", name: "Python", category: "software", kind: "hard", aliases: ["Python 3"], matchCase: ["Python"] },
  { id: "java", name: "Java", category: "software", kind: "hard", aliases: ["Java SE", "Java EE", "Jakarta EE"], matchCase: ["Java"] },
  { id: "c", name: "C", category: "software", kind: "hard", aliases: ["C language", "ANSI C"], matchCase: ["C"], ambiguous: ["C"] },
  { id: "cpp", name: "C++", category: "software", kind: "hard", aliases: ["CPP", "Cplusplus"] },
  { id: "c-sharp", name: "C#", category: "software", kind: "hard", aliases: ["C Sharp"] },
  { id: "go", name: "Go", category: "software", kind: "hard", aliases: ["Golang"], matchCase: ["Go"], ambiguous: ["Go"] },
  { id: "rust", name: "Rust", category: "software", kind: "hard", aliases: ["Rust lang"], matchCase: ["Rust"], ambiguous: ["Rust"] },
  { id: "kotlin", name: "Kotlin", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "swift", name: "Swift", category: "software", kind: "hard", aliases: [], matchCase: true, ambiguous: true },
  { id: "objective-c", name: "Objective-C", category: "software", kind: "hard", aliases: ["ObjC"] },
  { id: "php", name: "PHP", category: "software", kind: "hard", aliases: [] },
  { id: "ruby", name: "Ruby", category: "software", kind: "hard", aliases: [], matchCase: true, ambiguous: true },
  { id: "scala", name: "Scala", category: "software", kind: "hard", aliases: [], matchCase: true, ambiguous: true },
  { id: "perl", name: "Perl", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "haskell", name: "Haskell", category: "software", kind: "hard", aliases: [] },
  { id: "elixir", name: "Elixir", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "erlang", name: "Erlang", category: "software", kind: "hard", aliases: [] },
  { id: "clojure", name: "Clojure", category: "software", kind: "hard", aliases: [] },
  { id: "f-sharp", name: "F#", category: "software", kind: "hard", aliases: [] },
  { id: "dart", name: "Dart", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "lua", name: "Lua", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "julia", name: "Julia", category: "software", kind: "hard", aliases: [], matchCase: true, ambiguous: true },
  { id: "fortran", name: "Fortran", category: "software", kind: "hard", aliases: [] },
  { id: "cobol", name: "COBOL", category: "software", kind: "hard", aliases: [] },
  { id: "assembly", name: "Assembly", category: "software", kind: "hard", aliases: ["Assembler", "ASM"], matchCase: ["Assembly"], ambiguous: ["Assembly"] },
  { id: "visual-basic", name: "Visual Basic", category: "software", kind: "hard", aliases: ["VB.NET", "VB"], matchCase: ["VB"] },
  { id: "vba", name: "VBA", category: "software", kind: "hard", aliases: ["Excel VBA", "Visual Basic for Applications"] },
  { id: "bash", name: "Bash", category: "software", kind: "hard", aliases: ["Bash scripting", "Shell scripting", "Shell"], matchCase: ["Shell"], ambiguous: ["Shell"] },
  { id: "powershell", name: "PowerShell", category: "software", kind: "hard", aliases: [] },
  { id: "groovy", name: "Groovy", category: "software", kind: "hard", aliases: [] },
  { id: "solidity", name: "Solidity", category: "software", kind: "hard", aliases: [] },
  { id: "webassembly", name: "WebAssembly", category: "software", kind: "hard", aliases: ["WASM"] },
  { id: "html", name: "HTML", category: "software", kind: "hard", aliases: ["HTML5"] },
  { id: "css", name: "CSS", category: "software", kind: "hard", aliases: ["CSS3"] },
  { id: "sass", name: "Sass", category: "software", kind: "hard", aliases: ["SCSS"] },
  { id: "less-css", name: "Less CSS", category: "software", kind: "hard", aliases: [] },
  { id: "tailwind-css", name: "Tailwind CSS", category: "software", kind: "hard", aliases: ["Tailwind"] },
  { id: "bootstrap", name: "Bootstrap", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "react", name: "React", category: "software", kind: "hard", aliases: ["React.js"], related: ["javascript"], matchCase: ["React"] },
  { id: "react-native", name: "React Native", category: "software", kind: "hard", aliases: [] },
  { id: "next-js", name: "Next.js", category: "software", kind: "hard", aliases: [], related: ["react"] },
  { id: "angular", name: "Angular", category: "software", kind: "hard", aliases: ["AngularJS", "Angular 2+"], related: ["typescript"] },
  { id: "vue-js", name: "Vue.js", category: "software", kind: "hard", aliases: ["Vue", "Vue 3"], related: ["javascript"], matchCase: ["Vue"], ambiguous: ["Vue"] },
  { id: "nuxt", name: "Nuxt", category: "software", kind: "hard", aliases: ["Nuxt.js"] },
  { id: "svelte", name: "Svelte", category: "software", kind: "hard", aliases: ["SvelteKit"] },
  { id: "jquery", name: "jQuery", category: "software", kind: "hard", aliases: [] },
  { id: "redux", name: "Redux", category: "software", kind: "hard", aliases: ["Redux Toolkit"] },
  { id: "node-js", name: "Node.js", category: "software", kind: "hard", aliases: ["Node"], related: ["javascript"], matchCase: ["Node"] },
  { id: "express", name: "Express", category: "software", kind: "hard", aliases: ["Express.js"], matchCase: ["Express"], ambiguous: ["Express"] },
  { id: "nestjs", name: "NestJS", category: "software", kind: "hard", aliases: [] },
  { id: "deno", name: "Deno", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "bun", name: "Bun", category: "software", kind: "hard", aliases: [], matchCase: true, ambiguous: true },
  { id: "django", name: "Django", category: "software", kind: "hard", aliases: [], related: ["python"], matchCase: true },
  { id: "flask", name: "Flask", category: "software", kind: "hard", aliases: [], related: ["python"], matchCase: true },
  { id: "fastapi", name: "FastAPI", category: "software", kind: "hard", aliases: [], related: ["python"] },
  { id: "spring", name: "Spring", category: "software", kind: "hard", aliases: ["Spring Framework"], matchCase: ["Spring"], ambiguous: ["Spring"] },
  { id: "spring-boot", name: "Spring Boot", category: "software", kind: "hard", aliases: [], related: ["java", "spring"] },
  { id: "hibernate", name: "Hibernate", category: "software", kind: "hard", aliases: ["JPA"] },
  { id: "dotnet", name: ".NET", category: "software", kind: "hard", aliases: ["dotnet", ".NET Core", ".NET Framework"] },
  { id: "aspdotnet", name: "ASP.NET", category: "software", kind: "hard", aliases: ["ASP.NET Core", "ASP.NET MVC"] },
  { id: "entity-framework", name: "Entity Framework", category: "software", kind: "hard", aliases: ["EF Core"] },
  { id: "ruby-on-rails", name: "Ruby on Rails", category: "software", kind: "hard", aliases: ["Rails", "RoR"], matchCase: ["Rails"], ambiguous: ["Rails"] },
  { id: "laravel", name: "Laravel", category: "software", kind: "hard", aliases: [] },
  { id: "symfony", name: "Symfony", category: "software", kind: "hard", aliases: [] },
  { id: "wordpress", name: "WordPress", category: "software", kind: "hard", aliases: ["Wordpress development"] },
  { id: "drupal", name: "Drupal", category: "software", kind: "hard", aliases: [] },
  { id: "magento", name: "Magento", category: "software", kind: "hard", aliases: [] },
  { id: "shopify-development", name: "Shopify Development", category: "software", kind: "hard", aliases: ["Shopify Liquid"] },
  { id: "flutter", name: "Flutter", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "swiftui", name: "SwiftUI", category: "software", kind: "hard", aliases: [] },
  { id: "xamarin", name: "Xamarin", category: "software", kind: "hard", aliases: [] },
  { id: "ionic", name: "Ionic", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "electron", name: "Electron", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "qt", name: "Qt", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "unity", name: "Unity", category: "software", kind: "hard", aliases: ["Unity3D"], matchCase: ["Unity"] },
  { id: "unreal-engine", name: "Unreal Engine", category: "software", kind: "hard", aliases: ["UE4", "UE5"] },
  { id: "graphql", name: "GraphQL", category: "software", kind: "hard", aliases: [] },
  { id: "rest-apis", name: "REST APIs", category: "software", kind: "hard", aliases: ["REST", "RESTful APIs", "REST API", "RESTful", "API REST"], matchCase: ["REST"] },
  { id: "grpc", name: "gRPC", category: "software", kind: "hard", aliases: [] },
  { id: "soap", name: "SOAP", category: "software", kind: "hard", aliases: ["SOAP web services"], matchCase: ["SOAP"] },
  { id: "websockets", name: "WebSockets", category: "software", kind: "hard", aliases: ["WebSocket"] },
  { id: "openapi", name: "OpenAPI", category: "software", kind: "hard", aliases: ["Swagger"] },
  { id: "microservices", name: "Microservices", category: "software", kind: "hard", aliases: ["Microservice architecture", "Microservices architecture", "microservicios", "Microservizi"] },
  { id: "event-driven-architecture", name: "Event-driven Architecture", category: "software", kind: "hard", aliases: ["EDA"] },
  { id: "domain-driven-design", name: "Domain-Driven Design", category: "software", kind: "hard", aliases: ["DDD"] },
  { id: "object-oriented-programming", name: "Object-oriented Programming", category: "software", kind: "hard", aliases: ["OOP", "OOP design", "objektorientierte Programmierung", "programmation orient\xE9e objet", "programaci\xF3n orientada a objetos", "programmazione orientata agli oggetti"] },
  { id: "functional-programming", name: "Functional Programming", category: "software", kind: "hard", aliases: ["funktionale Programmierung", "programmation fonctionnelle"] },
  { id: "design-patterns", name: "Design Patterns", category: "software", kind: "hard", aliases: ["Entwurfsmuster"] },
  { id: "software-architecture", name: "Software Architecture", category: "software", kind: "hard", aliases: ["Softwarearchitektur", "architecture logicielle", "arquitectura de software", "architettura software", "softwarearchitectuur"] },
  { id: "system-design", name: "System Design", category: "software", kind: "hard", aliases: [] },
  { id: "algorithms", name: "Algorithms", category: "software", kind: "hard", aliases: ["Data structures", "Algorithms and data structures", "Algorithmen", "algorithmes", "algoritmos", "algoritmi"] },
  { id: "software-development", name: "Software Development", category: "software", kind: "hard", aliases: ["Softwareentwicklung", "d\xE9veloppement logiciel", "desarrollo de software", "sviluppo software", "softwareontwikkeling"] },
  { id: "web-development", name: "Web Development", category: "software", kind: "hard", aliases: ["Webentwicklung", "d\xE9veloppement web", "desarrollo web", "sviluppo web", "webontwikkeling"] },
  { id: "frontend-development", name: "Frontend Development", category: "software", kind: "hard", aliases: ["Frontend", "Frontend-Entwicklung", "d\xE9veloppement front-end", "desarrollo frontend"] },
  { id: "backend-development", name: "Backend Development", category: "software", kind: "hard", aliases: ["Backend", "Backend-Entwicklung", "d\xE9veloppement back-end", "desarrollo backend"] },
  { id: "full-stack-development", name: "Full-stack Development", category: "software", kind: "hard", aliases: ["Full stack"] },
  { id: "mobile-development", name: "Mobile Development", category: "software", kind: "hard", aliases: ["Mobile app development", "App-Entwicklung", "d\xE9veloppement mobile", "desarrollo m\xF3vil", "sviluppo mobile"] },
  { id: "ios-development", name: "iOS development", category: "software", kind: "hard", aliases: ["iOS"] },
  { id: "android-development", name: "Android Development", category: "software", kind: "hard", aliases: ["Android"] },
  { id: "embedded-systems", name: "Embedded Systems", category: "software", kind: "hard", aliases: ["Embedded software", "Embedded C", "eingebettete Systeme", "syst\xE8mes embarqu\xE9s", "sistemas embebidos", "sistemi embedded"] },
  { id: "firmware-development", name: "Firmware Development", category: "software", kind: "hard", aliases: ["Firmware"] },
  { id: "game-development", name: "Game Development", category: "software", kind: "hard", aliases: ["Spieleentwicklung", "d\xE9veloppement de jeux vid\xE9o"] },
  { id: "api-design", name: "API Design", category: "software", kind: "hard", aliases: ["API development", "API-Entwicklung"] },
  { id: "unit-testing", name: "Unit Testing", category: "software", kind: "hard", aliases: ["Unit tests", "tests unitaires", "pruebas unitarias", "test unitari"] },
  { id: "test-driven-development", name: "Test-driven Development", category: "software", kind: "hard", aliases: ["TDD"] },
  { id: "behavior-driven-development", name: "Behavior-driven Development", category: "software", kind: "hard", aliases: ["BDD", "Behaviour-driven development"] },
  { id: "test-automation", name: "Test Automation", category: "software", kind: "hard", aliases: ["Automated testing", "Testautomatisierung", "automatisation des tests", "automatizaci\xF3n de pruebas", "automazione dei test", "testautomatisering"] },
  { id: "software-testing", name: "Software Testing", category: "software", kind: "hard", aliases: ["Testing", "QA testing", "Softwaretest", "tests logiciels", "pruebas de software"], ambiguous: ["Testing"] },
  { id: "quality-assurance", name: "Quality Assurance", category: "software", kind: "hard", aliases: ["QA", "Qualit\xE4tssicherung", "assurance qualit\xE9", "aseguramiento de la calidad", "garanzia della qualit\xE0", "kwaliteitsborging"] },
  { id: "manual-testing", name: "Manual Testing", category: "software", kind: "hard", aliases: ["manuelles Testen", "tests manuels", "pruebas manuales"] },
  { id: "integration-testing", name: "Integration Testing", category: "software", kind: "hard", aliases: ["Integrationstests", "tests d'int\xE9gration"] },
  { id: "end-to-end-testing", name: "End-to-end Testing", category: "software", kind: "hard", aliases: ["E2E testing", "E2E tests"] },
  { id: "performance-testing", name: "Performance Testing", category: "software", kind: "hard", aliases: ["Load testing", "Lasttests"] },
  { id: "regression-testing", name: "Regression Testing", category: "software", kind: "hard", aliases: ["Regressionstests"] },
  { id: "selenium", name: "Selenium", category: "software", kind: "hard", aliases: ["Selenium WebDriver"] },
  { id: "cypress", name: "Cypress", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "playwright", name: "Playwright", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "jest", name: "Jest", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "vitest", name: "Vitest", category: "software", kind: "hard", aliases: [] },
  { id: "mocha", name: "Mocha", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "junit", name: "JUnit", category: "software", kind: "hard", aliases: [] },
  { id: "pytest", name: "pytest", category: "software", kind: "hard", aliases: [] },
  { id: "testng", name: "TestNG", category: "software", kind: "hard", aliases: [] },
  { id: "cucumber", name: "Cucumber", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "appium", name: "Appium", category: "software", kind: "hard", aliases: [] },
  { id: "postman", name: "Postman", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "soapui", name: "SoapUI", category: "software", kind: "hard", aliases: [] },
  { id: "jmeter", name: "JMeter", category: "software", kind: "hard", aliases: ["Apache JMeter"] },
  { id: "git", name: "Git", category: "software", kind: "hard", aliases: ["git version control"] },
  { id: "github", name: "GitHub", category: "software", kind: "hard", aliases: [] },
  { id: "gitlab", name: "GitLab", category: "software", kind: "hard", aliases: [] },
  { id: "bitbucket", name: "Bitbucket", category: "software", kind: "hard", aliases: [] },
  { id: "svn", name: "SVN", category: "software", kind: "hard", aliases: ["Subversion"] },
  { id: "version-control", name: "Version Control", category: "software", kind: "hard", aliases: ["Versionskontrolle", "contr\xF4le de version", "control de versiones"] },
  { id: "code-review", name: "Code Review", category: "software", kind: "hard", aliases: ["Code reviews", "revue de code"] },
  { id: "refactoring", name: "Refactoring", category: "software", kind: "hard", aliases: [] },
  { id: "debugging", name: "Debugging", category: "software", kind: "hard", aliases: ["Fehlersuche", "d\xE9bogage", "depuraci\xF3n"] },
  { id: "clean-code", name: "Clean Code", category: "software", kind: "hard", aliases: [] },
  { id: "solid-principles", name: "SOLID Principles", category: "software", kind: "hard", aliases: ["SOLID"] },
  { id: "webpack", name: "Webpack", category: "software", kind: "hard", aliases: [] },
  { id: "vite", name: "Vite", category: "software", kind: "hard", aliases: [], matchCase: true, ambiguous: true },
  { id: "babel", name: "Babel", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "npm", name: "npm", category: "software", kind: "hard", aliases: [] },
  { id: "maven", name: "Maven", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "gradle", name: "Gradle", category: "software", kind: "hard", aliases: [] },
  { id: "storybook", name: "Storybook", category: "software", kind: "hard", aliases: [], matchCase: true },
  { id: "webgl", name: "WebGL", category: "software", kind: "hard", aliases: [] },
  { id: "three-js", name: "Three.js", category: "software", kind: "hard", aliases: [] },
  { id: "d3-js", name: "D3.js", category: "software", kind: "hard", aliases: ["D3"] },
  { id: "rxjs", name: "RxJS", category: "software", kind: "hard", aliases: [] },
  { id: "web-accessibility", name: "Web Accessibility", category: "software", kind: "hard", aliases: ["Accessibility", "a11y", "WCAG", "Barrierefreiheit", "accessibilit\xE9 num\xE9rique", "accesibilidad web", "accessibilit\xE0"] },
  { id: "progressive-web-apps", name: "Progressive Web Apps", category: "software", kind: "hard", aliases: ["PWA"] },
  { id: "responsive-web-design", name: "Responsive Web Design", category: "software", kind: "hard", aliases: ["Responsive design"] },
  { id: "single-page-applications", name: "Single-page Applications", category: "software", kind: "hard", aliases: ["SPA"], matchCase: ["SPA"], ambiguous: ["SPA"] },
  { id: "server-side-rendering", name: "Server-side Rendering", category: "software", kind: "hard", aliases: ["SSR"] },
  { id: "concurrency", name: "Concurrency", category: "software", kind: "hard", aliases: ["Multithreading", "Nebenl\xE4ufigkeit"] },
  { id: "linux", name: "Linux", category: "software", kind: "hard", aliases: ["GNU/Linux"] },
  { id: "unix", name: "Unix", category: "software", kind: "hard", aliases: [] },
  { id: "windows-server", name: "Windows Server", category: "software", kind: "hard", aliases: [] },
  { id: "macos", name: "macOS", category: "software", kind: "hard", aliases: [] },
  { id: "low-code", name: "Low-code", category: "software", kind: "hard", aliases: ["Low-code development", "No-code"] },
  { id: "outsystems", name: "OutSystems", category: "software", kind: "hard", aliases: [] },
  { id: "mendix", name: "Mendix", category: "software", kind: "hard", aliases: [] },
  { id: "uipath", name: "UiPath", category: "software", kind: "hard", aliases: [] },
  { id: "robotic-process-automation", name: "Robotic Process Automation", category: "software", kind: "hard", aliases: ["RPA"] },
  { id: "blockchain", name: "Blockchain", category: "software", kind: "hard", aliases: [] },
  { id: "smart-contracts", name: "Smart Contracts", category: "software", kind: "hard", aliases: [] },
  { id: "computer-graphics", name: "Computer Graphics", category: "software", kind: "hard", aliases: [] },
  { id: "compilers", name: "Compilers", category: "software", kind: "hard", aliases: ["Compiler design"] },
  { id: "distributed-systems", name: "Distributed Systems", category: "software", kind: "hard", aliases: ["verteilte Systeme", "syst\xE8mes distribu\xE9s", "sistemas distribuidos"] },
  { id: "salesforce-development", name: "Salesforce Development", category: "software", kind: "hard", aliases: ["Apex"] },
  { id: "abap", name: "ABAP", category: "software", kind: "hard", aliases: ["SAP ABAP"] },
  { id: "sap-fiori", name: "SAP Fiori", category: "software", kind: "hard", aliases: ["Fiori", "SAPUI5"], matchCase: ["Fiori"], ambiguous: ["Fiori"] },
  { id: "oracle-apex", name: "Oracle APEX", category: "software", kind: "hard", aliases: [] },
  { id: "scripting", name: "Scripting", category: "software", kind: "hard", aliases: ["Skripterstellung"] },
  { id: "regular-expressions", name: "Regular Expressions", category: "software", kind: "hard", aliases: ["Regex"] },
  { id: "software-engineering", name: "Software Engineering", category: "software", kind: "hard", aliases: ["g\xE9nie logiciel", "ingenier\xEDa de software", "ingegneria del software"] },
  { id: "technical-documentation", name: "Technical Documentation", category: "software", kind: "hard", aliases: ["Software documentation", "technische Dokumentation", "documentation technique", "documentaci\xF3n t\xE9cnica", "documentazione tecnica"] },
  { id: "pair-programming", name: "Pair Programming", category: "software", kind: "hard", aliases: [] },
  { id: "open-source", name: "Open Source", category: "software", kind: "hard", aliases: ["Open-source contribution"] },
  { id: "software-internationalization", name: "Software Internationalization", category: "software", kind: "hard", aliases: ["i18n", "Software localization", "Localization engineering"] },
  { id: "swing", name: "Swing", category: "software", kind: "hard", aliases: [], matchCase: true, ambiguous: true },
  { id: "javafx", name: "JavaFX", category: "software", kind: "hard", aliases: [] }
];

// src/engine/taxonomy/data/tools-office.json
var tools_office_default = [
  { id: "excel", name: "Excel", category: "tools-office", kind: "tool", aliases: ["Microsoft Excel", "MS Excel", "Advanced Excel"], matchCase: ["Excel"] },
  { id: "word", name: "Word", category: "tools-office", kind: "tool", aliases: ["Microsoft Word", "MS Word"], matchCase: ["Word"], ambiguous: ["Word"] },
  { id: "powerpoint", name: "PowerPoint", category: "tools-office", kind: "tool", aliases: ["Microsoft PowerPoint", "MS PowerPoint"] },
  { id: "outlook", name: "Outlook", category: "tools-office", kind: "tool", aliases: ["Microsoft Outlook", "MS Outlook"], matchCase: ["Outlook"], ambiguous: ["Outlook"] },
  { id: "access", name: "Access", category: "tools-office", kind: "tool", aliases: ["Microsoft Access", "MS Access"], matchCase: ["Access"], ambiguous: ["Access"] },
  { id: "microsoft-office", name: "Microsoft Office", category: "tools-office", kind: "tool", aliases: ["MS Office", "Office 365", "Microsoft 365", "M365", "Office-Paket", "pack Office", "paquete Office", "pacchetto Office"] },
  { id: "microsoft-teams", name: "Microsoft Teams", category: "tools-office", kind: "tool", aliases: ["MS Teams", "Teams"], matchCase: ["Teams"], ambiguous: ["Teams"] },
  { id: "sharepoint", name: "SharePoint", category: "tools-office", kind: "tool", aliases: ["Microsoft SharePoint", "MS SharePoint"] },
  { id: "onenote", name: "OneNote", category: "tools-office", kind: "tool", aliases: ["Microsoft OneNote"] },
  { id: "microsoft-visio", name: "Microsoft Visio", category: "tools-office", kind: "tool", aliases: ["Visio", "MS Visio"] },
  { id: "microsoft-project", name: "Microsoft Project", category: "tools-office", kind: "tool", aliases: ["MS Project"] },
  { id: "microsoft-planner", name: "Microsoft Planner", category: "tools-office", kind: "tool", aliases: ["Planner"], matchCase: ["Planner"], ambiguous: ["Planner"] },
  { id: "power-automate", name: "Power Automate", category: "tools-office", kind: "tool", aliases: ["Microsoft Power Automate", "Microsoft Flow"] },
  { id: "power-apps", name: "Power Apps", category: "tools-office", kind: "tool", aliases: ["Microsoft Power Apps"] },
  { id: "microsoft-loop", name: "Microsoft Loop", category: "tools-office", kind: "tool", aliases: [] },
  { id: "google-workspace", name: "Google Workspace", category: "tools-office", kind: "tool", aliases: ["G Suite", "Google Apps"] },
  { id: "google-docs", name: "Google Docs", category: "tools-office", kind: "tool", aliases: [] },
  { id: "google-slides", name: "Google Slides", category: "tools-office", kind: "tool", aliases: [] },
  { id: "google-drive", name: "Google Drive", category: "tools-office", kind: "tool", aliases: [] },
  { id: "gmail", name: "Gmail", category: "tools-office", kind: "tool", aliases: [] },
  { id: "google-forms", name: "Google Forms", category: "tools-office", kind: "tool", aliases: [] },
  { id: "keynote", name: "Keynote", category: "tools-office", kind: "tool", aliases: ["Apple Keynote"], matchCase: ["Keynote"], ambiguous: ["Keynote"] },
  { id: "pages", name: "Pages", category: "tools-office", kind: "tool", aliases: ["Apple Pages"], matchCase: ["Pages"], ambiguous: ["Pages"] },
  { id: "numbers", name: "Numbers", category: "tools-office", kind: "tool", aliases: ["Apple Numbers"], matchCase: ["Numbers"], ambiguous: ["Numbers"] },
  { id: "libreoffice", name: "LibreOffice", category: "tools-office", kind: "tool", aliases: ["OpenOffice"] },
  { id: "adobe-acrobat-sign", name: "Adobe Acrobat Sign", category: "tools-office", kind: "tool", aliases: ["DocuSign", "e-signature"] },
  { id: "jira", name: "Jira", category: "tools-office", kind: "tool", aliases: ["Atlassian Jira", "Jira Software"] },
  { id: "confluence", name: "Confluence", category: "tools-office", kind: "tool", aliases: ["Atlassian Confluence"], matchCase: ["Confluence"] },
  { id: "trello", name: "Trello", category: "tools-office", kind: "tool", aliases: [] },
  { id: "asana", name: "Asana", category: "tools-office", kind: "tool", aliases: [], matchCase: true },
  { id: "monday-com", name: "Monday.com", category: "tools-office", kind: "tool", aliases: [] },
  { id: "notion", name: "Notion", category: "tools-office", kind: "tool", aliases: [], matchCase: true, ambiguous: true },
  { id: "clickup", name: "ClickUp", category: "tools-office", kind: "tool", aliases: [] },
  { id: "basecamp", name: "Basecamp", category: "tools-office", kind: "tool", aliases: [], matchCase: true },
  { id: "smartsheet", name: "Smartsheet", category: "tools-office", kind: "tool", aliases: [] },
  { id: "wrike", name: "Wrike", category: "tools-office", kind: "tool", aliases: [] },
  { id: "airtable", name: "Airtable", category: "tools-office", kind: "tool", aliases: [] },
  { id: "primavera-p6", name: "Primavera P6", category: "tools-office", kind: "tool", aliases: ["Oracle Primavera", "Primavera"], matchCase: ["Primavera"], ambiguous: ["Primavera"] },
  { id: "planview", name: "Planview", category: "tools-office", kind: "tool", aliases: [] },
  { id: "microsoft-project-server", name: "Microsoft Project Server", category: "tools-office", kind: "tool", aliases: ["Project Online"] },
  { id: "jira-service-management", name: "Jira Service Management", category: "tools-office", kind: "tool", aliases: ["Jira Service Desk"] },
  { id: "zendesk", name: "Zendesk", category: "tools-office", kind: "tool", aliases: [] },
  { id: "freshdesk", name: "Freshdesk", category: "tools-office", kind: "tool", aliases: [] },
  { id: "intercom", name: "Intercom", category: "tools-office", kind: "tool", aliases: [], matchCase: true, ambiguous: true },
  { id: "hubspot-service-hub", name: "HubSpot Service Hub", category: "tools-office", kind: "tool", aliases: [] },
  { id: "slack", name: "Slack", category: "tools-office", kind: "tool", aliases: [], matchCase: true, ambiguous: true },
  { id: "zoom", name: "Zoom", category: "tools-office", kind: "tool", aliases: [], matchCase: true, ambiguous: true },
  { id: "webex", name: "Webex", category: "tools-office", kind: "tool", aliases: ["Cisco Webex"] },
  { id: "google-meet", name: "Google Meet", category: "tools-office", kind: "tool", aliases: [] },
  { id: "calendly", name: "Calendly", category: "tools-office", kind: "tool", aliases: [] },
  { id: "doodle", name: "Doodle", category: "tools-office", kind: "tool", aliases: [], matchCase: true },
  { id: "lucidchart", name: "Lucidchart", category: "tools-office", kind: "tool", aliases: [] },
  { id: "draw-io", name: "draw.io", category: "tools-office", kind: "tool", aliases: ["diagrams.net"] },
  { id: "sap", name: "SAP", category: "tools-office", kind: "tool", aliases: ["SAP ERP", "SAP R/3", "SAP ECC", "SAP S/4HANA", "S/4HANA"] },
  { id: "oracle-erp", name: "Oracle ERP", category: "tools-office", kind: "tool", aliases: ["Oracle E-Business Suite", "Oracle NetSuite", "NetSuite"] },
  { id: "erp-systems", name: "ERP Systems", category: "tools-office", kind: "tool", aliases: ["ERP", "ERP-Systeme", "ERP software", "progiciel de gestion int\xE9gr\xE9", "sistemas ERP", "gestionali ERP"] },
  { id: "microsoft-dynamics-365-finance", name: "Microsoft Dynamics 365 Finance", category: "tools-office", kind: "tool", aliases: ["Dynamics 365 Finance and Operations", "D365 F&O"] },
  { id: "sage-x3", name: "Sage X3", category: "tools-office", kind: "tool", aliases: [] },
  { id: "proalpha", name: "proALPHA", category: "tools-office", kind: "tool", aliases: [] },
  { id: "abas-erp", name: "abas ERP", category: "tools-office", kind: "tool", aliases: [] },
  { id: "sap-business-one", name: "SAP Business One", category: "tools-office", kind: "tool", aliases: ["SAP B1"] },
  { id: "sap-srm", name: "SAP SRM", category: "tools-office", kind: "tool", aliases: [] },
  { id: "sap-crm", name: "SAP CRM", category: "tools-office", kind: "tool", aliases: [] },
  { id: "sap-solution-manager", name: "SAP Solution Manager", category: "tools-office", kind: "tool", aliases: [] },
  { id: "sap-gui", name: "SAP GUI", category: "tools-office", kind: "tool", aliases: [] },
  { id: "salesforce-service-cloud", name: "Salesforce Service Cloud", category: "tools-office", kind: "tool", aliases: ["Service Cloud"] },
  { id: "tableau-prep", name: "Tableau Prep", category: "tools-office", kind: "tool", aliases: [] },
  { id: "typeform", name: "Typeform", category: "tools-office", kind: "tool", aliases: [] },
  { id: "surveymonkey", name: "SurveyMonkey", category: "tools-office", kind: "tool", aliases: [] },
  { id: "qualtrics", name: "Qualtrics", category: "tools-office", kind: "tool", aliases: [] },
  { id: "limesurvey", name: "LimeSurvey", category: "tools-office", kind: "tool", aliases: [] },
  { id: "zapier", name: "Zapier", category: "tools-office", kind: "tool", aliases: [] },
  { id: "integromat", name: "Integromat", category: "tools-office", kind: "tool", aliases: ["Make.com"], matchCase: true, ambiguous: true },
  { id: "ifttt", name: "IFTTT", category: "tools-office", kind: "tool", aliases: [] },
  { id: "dropbox", name: "Dropbox", category: "tools-office", kind: "tool", aliases: [] },
  { id: "onedrive", name: "OneDrive", category: "tools-office", kind: "tool", aliases: [] },
  { id: "evernote", name: "Evernote", category: "tools-office", kind: "tool", aliases: [] },
  { id: "1password", name: "1Password", category: "tools-office", kind: "tool", aliases: [] },
  { id: "bitwarden", name: "Bitwarden", category: "tools-office", kind: "tool", aliases: [] },
  { id: "lotus-notes", name: "Lotus Notes", category: "tools-office", kind: "tool", aliases: ["HCL Notes"] },
  { id: "citrix-workspace", name: "Citrix Workspace", category: "tools-office", kind: "tool", aliases: [] },
  { id: "teamviewer", name: "TeamViewer", category: "tools-office", kind: "tool", aliases: [] },
  { id: "anydesk", name: "AnyDesk", category: "tools-office", kind: "tool", aliases: [] },
  { id: "remote-desktop-tools", name: "Remote Desktop Tools", category: "tools-office", kind: "tool", aliases: ["RDP"] },
  { id: "windows", name: "Windows", category: "tools-office", kind: "tool", aliases: ["Microsoft Windows"], matchCase: ["Windows"] },
  { id: "ms-dos", name: "MS-DOS", category: "tools-office", kind: "tool", aliases: [] },
  { id: "typing", name: "Typing", category: "tools-office", kind: "tool", aliases: ["Touch typing", "Zehnfingersystem", "dactylographie", "mecanograf\xEDa", "dattilografia", "blind typen"] },
  { id: "shorthand", name: "Shorthand", category: "tools-office", kind: "tool", aliases: ["Stenografie", "st\xE9nographie", "taquigraf\xEDa", "stenografia"] },
  { id: "dictation-transcription", name: "Dictation Transcription", category: "tools-office", kind: "tool", aliases: ["Transcription", "Transkription", "transcripci\xF3n", "trascrizione", "transcriptie"], ambiguous: ["Transcription"] },
  { id: "spreadsheets", name: "Spreadsheets", category: "tools-office", kind: "tool", aliases: ["Tabellenkalkulation", "tableur", "hojas de c\xE1lculo", "fogli di calcolo"] },
  { id: "word-processing", name: "Word Processing", category: "tools-office", kind: "tool", aliases: ["Textverarbeitung", "traitement de texte", "procesador de textos", "videoscrittura", "tekstverwerking"] },
  { id: "pivot-tables", name: "Pivot Tables", category: "tools-office", kind: "tool", aliases: ["Pivot-Tabellen", "tableaux crois\xE9s dynamiques", "tablas din\xE1micas", "tabelle pivot", "draaitabellen"] },
  { id: "vlookup", name: "VLOOKUP", category: "tools-office", kind: "tool", aliases: ["SVERWEIS", "XLOOKUP", "RECHERCHEV", "BUSCARV", "CERCA.VERT", "VERT.ZOEKEN"] },
  { id: "excel-macros", name: "Excel Macros", category: "tools-office", kind: "tool", aliases: ["Makros", "macros Excel", "macros"] },
  { id: "mail-merge", name: "Mail Merge", category: "tools-office", kind: "tool", aliases: ["Serienbriefe", "publipostage", "combinar correspondencia", "stampa unione"] },
  { id: "datev-unternehmen-online", name: "DATEV Unternehmen Online", category: "tools-office", kind: "tool", aliases: [] },
  { id: "lexoffice", name: "Lexoffice", category: "tools-office", kind: "tool", aliases: [] },
  { id: "sevdesk", name: "sevDesk", category: "tools-office", kind: "tool", aliases: [] },
  { id: "mollie", name: "Mollie", category: "tools-office", kind: "tool", aliases: [], matchCase: true },
  { id: "stripe", name: "Stripe", category: "tools-office", kind: "tool", aliases: [], matchCase: true },
  { id: "paypal", name: "PayPal", category: "tools-office", kind: "tool", aliases: [] },
  { id: "adyen", name: "Adyen", category: "tools-office", kind: "tool", aliases: [] },
  { id: "klarna", name: "Klarna", category: "tools-office", kind: "tool", aliases: [] },
  { id: "shopware", name: "Shopware", category: "tools-office", kind: "tool", aliases: [] },
  { id: "prestashop", name: "PrestaShop", category: "tools-office", kind: "tool", aliases: [] },
  { id: "wix", name: "Wix", category: "tools-office", kind: "tool", aliases: [], matchCase: true },
  { id: "squarespace", name: "Squarespace", category: "tools-office", kind: "tool", aliases: [] },
  { id: "mailjet", name: "Mailjet", category: "tools-office", kind: "tool", aliases: [] },
  { id: "trustpilot", name: "Trustpilot", category: "tools-office", kind: "tool", aliases: [] },
  { id: "google-my-business", name: "Google My Business", category: "tools-office", kind: "tool", aliases: ["Google Business Profile"] },
  { id: "yardi", name: "Yardi", category: "tools-office", kind: "tool", aliases: [] },
  { id: "teamleader", name: "Teamleader", category: "tools-office", kind: "tool", aliases: [], matchCase: true, ambiguous: true },
  { id: "exact-globe", name: "Exact Globe", category: "tools-office", kind: "tool", aliases: [] },
  { id: "topdesk", name: "Topdesk", category: "tools-office", kind: "tool", aliases: [] },
  { id: "ultimo", name: "Ultimo", category: "tools-office", kind: "tool", aliases: [], matchCase: true, ambiguous: true },
  { id: "thinkific", name: "Thinkific", category: "tools-office", kind: "tool", aliases: [] },
  { id: "loom", name: "Loom", category: "tools-office", kind: "tool", aliases: [], matchCase: true },
  { id: "camtasia", name: "Camtasia", category: "tools-office", kind: "tool", aliases: [] },
  { id: "snagit", name: "Snagit", category: "tools-office", kind: "tool", aliases: [] },
  { id: "obs-studio", name: "OBS Studio", category: "tools-office", kind: "tool", aliases: ["OBS"] },
  { id: "audacity", name: "Audacity", category: "tools-office", kind: "tool", aliases: [], matchCase: true },
  { id: "grammarly", name: "Grammarly", category: "tools-office", kind: "tool", aliases: [] },
  { id: "deepl", name: "DeepL", category: "tools-office", kind: "tool", aliases: [] },
  { id: "google-translate", name: "Google Translate", category: "tools-office", kind: "tool", aliases: [] },
  { id: "trados", name: "Trados", category: "tools-office", kind: "tool", aliases: ["SDL Trados", "Trados Studio", "RWS Trados"] },
  { id: "memoq", name: "memoQ", category: "tools-office", kind: "tool", aliases: [] },
  { id: "memsource", name: "MemSource", category: "tools-office", kind: "tool", aliases: ["Phrase TMS"] },
  { id: "crowdin", name: "Crowdin", category: "tools-office", kind: "tool", aliases: [] },
  { id: "smartcat", name: "Smartcat", category: "tools-office", kind: "tool", aliases: [] },
  { id: "chatgpt", name: "ChatGPT", category: "tools-office", kind: "tool", aliases: [] },
  { id: "microsoft-copilot", name: "Microsoft Copilot", category: "tools-office", kind: "tool", aliases: ["Copilot"], matchCase: ["Copilot"] },
  { id: "github-copilot", name: "GitHub Copilot", category: "tools-office", kind: "tool", aliases: [] },
  { id: "midjourney", name: "Midjourney", category: "tools-office", kind: "tool", aliases: [] },
  { id: "dall-e", name: "DALL-E", category: "tools-office", kind: "tool", aliases: [] }
];

// src/engine/taxonomy/skill-index.ts
function buildSkillIndex(skills) {
  const byKey = /* @__PURE__ */ new Map();
  let maxTokens = 1;
  for (const skill of skills) {
    for (const term of [skill.name, ...skill.aliases]) {
      const key2 = termKey(term);
      if (key2 === "") continue;
      maxTokens = Math.max(maxTokens, tokenCount(term));
      const list = byKey.get(key2) ?? [];
      let entry = list.find((e) => e.skill === skill);
      if (!entry) {
        entry = { skill, terms: [], caseKeys: [], anyCaseFree: false, anyUnambiguous: false };
        list.push(entry);
        byKey.set(key2, list);
      }
      entry.terms.push(term);
      if (skill.matchCase.includes(term)) entry.caseKeys.push(termCaseKey(term));
      else entry.anyCaseFree = true;
      if (!skill.ambiguous.includes(term)) entry.anyUnambiguous = true;
    }
  }
  const frozen = /* @__PURE__ */ new Map();
  for (const [key2, list] of byKey) {
    frozen.set(
      key2,
      list.map((e) => ({ skill: e.skill, terms: e.terms, caseKeys: e.anyCaseFree ? [] : e.caseKeys, ambiguous: !e.anyUnambiguous }))
    );
  }
  return { byKey: frozen, byId: new Map(skills.map((s) => [s.id, s])), maxTokens, skills };
}

// src/engine/taxonomy/skill-schema.ts
import { z } from "zod";
var SKILL_CATEGORIES = [
  "software",
  "data",
  "cloud-devops",
  "security",
  "design-creative",
  "business",
  "marketing-sales",
  "finance-accounting",
  "legal-compliance",
  "healthcare",
  "education",
  "engineering",
  "logistics-supply-chain",
  "hospitality-retail",
  "hr-people",
  "management-leadership",
  "soft-skills",
  "methodologies",
  "tools-office",
  "research-science"
];
var SKILL_KINDS = ["hard", "soft", "tool", "method", "domain"];
var termFlag = z.union([z.boolean(), z.array(z.string().min(1))]);
var rawSkillSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "id must be kebab-case (a-z, 0-9 and single hyphens)"),
  name: z.string().trim().min(1, "name must not be empty"),
  category: z.string(),
  kind: z.enum(SKILL_KINDS).optional(),
  aliases: z.array(z.string().trim().min(1, "aliases must not be empty strings")).default([]),
  related: z.array(z.string()).optional(),
  matchCase: termFlag.optional(),
  ambiguous: termFlag.optional(),
  sharedAliases: z.array(z.string().min(1)).optional()
}).strict();
var TaxonomyValidationError = class extends Error {
  issues;
  constructor(issues) {
    super(`Skills taxonomy is invalid (${issues.length} problem${issues.length === 1 ? "" : "s"}):
- ${issues.join("\n- ")}`);
    this.name = "TaxonomyValidationError";
    this.issues = issues;
  }
};
function isCategory(value) {
  return SKILL_CATEGORIES.includes(value);
}
function flagTerms(flag, terms) {
  if (flag === true) return [...terms];
  if (!flag) return [];
  return flag;
}
function where(source, index, id) {
  return typeof id === "string" ? `${source} #${index} (id "${id}")` : `${source} #${index}`;
}
function parseSources(sources, issues) {
  const parsed = [];
  for (const { source, data } of sources) {
    if (!Array.isArray(data)) {
      issues.push(`${source}: expected an array of skill objects`);
      continue;
    }
    const fileCategory = source.replace(/\.json$/, "");
    data.forEach((item, index) => {
      const at = where(source, index, item?.id);
      const result = rawSkillSchema.safeParse(item);
      if (!result.success) {
        for (const issue of result.error.issues) issues.push(`${at}: ${issue.path.join(".") || "skill"}: ${issue.message}`);
        return;
      }
      const raw = result.data;
      if (!isCategory(raw.category)) {
        issues.push(`${at}: unknown category "${raw.category}" (expected one of: ${SKILL_CATEGORIES.join(", ")})`);
        return;
      }
      if (isCategory(fileCategory) && fileCategory !== raw.category) {
        issues.push(`${at}: category "${raw.category}" does not match its file ${source}; move the skill to ${raw.category}.json`);
      }
      const terms = [raw.name, ...raw.aliases];
      const skill = {
        id: raw.id,
        name: raw.name,
        category: raw.category,
        kind: raw.kind,
        aliases: raw.aliases,
        related: raw.related ?? [],
        matchCase: flagTerms(raw.matchCase, terms),
        ambiguous: flagTerms(raw.ambiguous, terms),
        sharedAliases: raw.sharedAliases ?? []
      };
      for (const field of ["matchCase", "ambiguous", "sharedAliases"]) {
        for (const term of skill[field]) {
          if (!terms.includes(term)) issues.push(`${at}: ${field} lists "${term}", which is neither the name nor an alias`);
        }
      }
      parsed.push({ skill, at });
    });
  }
  return parsed;
}
function checkIds(parsed, issues) {
  const byId = /* @__PURE__ */ new Map();
  for (const { skill, at } of parsed) {
    const first = byId.get(skill.id);
    if (first) issues.push(`${at}: duplicate id "${skill.id}" (already used at ${first})`);
    else byId.set(skill.id, at);
  }
  for (const { skill, at } of parsed) {
    for (const rel of skill.related) {
      if (!byId.has(rel)) issues.push(`${at}: unknown related id "${rel}"`);
      if (rel === skill.id) issues.push(`${at}: a skill cannot be related to itself`);
    }
  }
}
function checkTerms(parsed, issues) {
  const owners = /* @__PURE__ */ new Map();
  for (const { skill, at } of parsed) {
    const ownKeys = /* @__PURE__ */ new Set();
    for (const term of [skill.name, ...skill.aliases]) {
      const key2 = termKey(term);
      if (key2 === "") {
        issues.push(`${at}: "${term}" has no letters or digits to match on`);
        continue;
      }
      if (ownKeys.has(key2)) continue;
      ownKeys.add(key2);
      const other = owners.get(key2);
      if (!other) {
        owners.set(key2, { skill, term, at });
        continue;
      }
      const deliberate = skill.sharedAliases.includes(term) && other.skill.sharedAliases.includes(other.term);
      if (!deliberate) {
        issues.push(
          `${at}: "${term}" is ambiguous: it normalises to "${key2}" like "${other.term}" of ${other.at}; remove one, or list it in sharedAliases on both skills if the overlap is deliberate`
        );
      }
    }
  }
}
function validateTaxonomy(sources) {
  const issues = [];
  const parsed = parseSources(sources, issues);
  checkIds(parsed, issues);
  checkTerms(parsed, issues);
  if (issues.length > 0) throw new TaxonomyValidationError(issues);
  return parsed.map((p) => p.skill);
}

// src/engine/taxonomy/taxonomy.ts
var TAXONOMY_SOURCES = [
  { source: "software.json", data: software_default },
  { source: "data.json", data: data_default },
  { source: "cloud-devops.json", data: cloud_devops_default },
  { source: "security.json", data: security_default },
  { source: "design-creative.json", data: design_creative_default },
  { source: "business.json", data: business_default },
  { source: "marketing-sales.json", data: marketing_sales_default },
  { source: "finance-accounting.json", data: finance_accounting_default },
  { source: "legal-compliance.json", data: legal_compliance_default },
  { source: "healthcare.json", data: healthcare_default },
  { source: "education.json", data: education_default },
  { source: "engineering.json", data: engineering_default },
  { source: "logistics-supply-chain.json", data: logistics_supply_chain_default },
  { source: "hospitality-retail.json", data: hospitality_retail_default },
  { source: "hr-people.json", data: hr_people_default },
  { source: "management-leadership.json", data: management_leadership_default },
  { source: "soft-skills.json", data: soft_skills_default },
  { source: "methodologies.json", data: methodologies_default },
  { source: "tools-office.json", data: tools_office_default },
  { source: "research-science.json", data: research_science_default }
];
var cached;
function withEscoLinks(skills) {
  return skills.map((skill) => {
    const link = kairosSkillEsco(skill.id);
    if (!link) return { ...skill, origin: "kairos" };
    return link.relation === "exact" ? { ...skill, escoUri: link.uri, origin: "kairos" } : { ...skill, escoBroaderUri: link.uri, origin: "kairos" };
  });
}
function loadTaxonomy() {
  cached ??= buildSkillIndex(withEscoLinks(validateTaxonomy(TAXONOMY_SOURCES)));
  return cached;
}
function lookup(index, term) {
  const key2 = termKey(term);
  return key2 === "" ? [] : index.byKey.get(key2) ?? [];
}
function findSkillCandidates(term, index = loadTaxonomy()) {
  const attempts = [term, stripLevelAnnotation(term)];
  attempts.push(stripVendorPrefix(attempts[1]));
  for (const attempt of attempts) {
    const entries2 = lookup(index, attempt);
    if (entries2.length > 0) return entries2.map((e) => e.skill);
  }
  return [];
}
function findSkill(term, index = loadTaxonomy()) {
  return findSkillCandidates(term, index)[0];
}
function resolveEscoUri(term, index = loadTaxonomy()) {
  const kairos = findSkill(term, index);
  if (kairos) return kairos;
  const stripped = stripLevelAnnotation(term);
  const uri = findEscoSkillUri(term) ?? (stripped !== term ? findEscoSkillUri(stripped) : void 0);
  return uri ? { escoUri: uri } : void 0;
}

// src/engine/taxonomy/esco-skills.ts
var ESCO_ID_PREFIX = "esco-";
var CATEGORY_BY_GROUP = [
  ["S1", "soft-skills"],
  ["S2", "research-science"],
  ["S3", "healthcare"],
  ["S4", "management-leadership"],
  ["S5", "tools-office"],
  ["S6", "logistics-supply-chain"],
  ["S7", "engineering"],
  ["S8", "engineering"],
  ["T", "soft-skills"],
  ["L", "soft-skills"],
  ["00", "education"],
  ["01", "education"],
  ["02", "design-creative"],
  ["03", "research-science"],
  ["04", "business"],
  ["041", "business"],
  ["0411", "finance-accounting"],
  ["0412", "finance-accounting"],
  ["0413", "management-leadership"],
  ["0414", "marketing-sales"],
  ["0415", "tools-office"],
  ["0416", "hospitality-retail"],
  ["042", "legal-compliance"],
  ["05", "research-science"],
  ["06", "software"],
  ["0611", "tools-office"],
  ["0612", "data"],
  ["07", "engineering"],
  ["08", "research-science"],
  ["09", "healthcare"],
  ["10", "hospitality-retail"],
  ["103", "security"],
  ["104", "logistics-supply-chain"]
];
function escoSkillCategory(skill) {
  const code = skill.groupCode ?? "";
  let best = skill.type === "knowledge" ? "research-science" : "soft-skills";
  let length = 0;
  for (const [prefix, category] of CATEGORY_BY_GROUP) {
    if (code.startsWith(prefix) && prefix.length > length) {
      best = category;
      length = prefix.length;
    }
  }
  return best;
}
var byUri;
var escoOnly = /* @__PURE__ */ new Map();
function kairosByUri() {
  if (!byUri) {
    byUri = /* @__PURE__ */ new Map();
    const sorted = [...loadTaxonomy().skills].sort((a, b) => a.id < b.id ? -1 : 1);
    for (const skill of sorted) if (skill.escoUri && !byUri.has(skill.escoUri)) byUri.set(skill.escoUri, skill);
  }
  return byUri;
}
function skillForEsco(esco) {
  const kairos = kairosByUri().get(esco.uri);
  if (kairos) return kairos;
  let skill = escoOnly.get(esco.index);
  if (!skill) {
    const [name = esco.uuid, ...enAlternatives] = esco.labels.en;
    skill = {
      id: ESCO_ID_PREFIX + esco.uuid,
      name,
      category: escoSkillCategory(esco),
      kind: esco.type === "knowledge" ? "domain" : "hard",
      aliases: [...enAlternatives, ...esco.labels.fr, ...esco.labels.es],
      related: [],
      matchCase: [],
      ambiguous: [],
      sharedAliases: [],
      escoUri: esco.uri,
      origin: "esco"
    };
    escoOnly.set(esco.index, skill);
  }
  return skill;
}
function findEscoSkillUri(term) {
  const uris = escoSkillUris();
  const row = uris.row(termKeyAndCount(term).key);
  return row === void 0 ? void 0 : ESCO_SKILL_PREFIX + uris.uuid(row);
}
var entries = /* @__PURE__ */ new Map();
var ESCO_TEXT_MAX_TOKENS = MAX_TOKENS;
function lookupEscoTextKey(key2) {
  const row = escoSkillLabels().text.get(key2);
  if (row === void 0 || loadTaxonomy().byKey.has(key2)) return void 0;
  let list = entries.get(row);
  if (!list) {
    list = [{ skill: skillForEsco(escoSkills()[row]), terms: [], caseKeys: [], ambiguous: false }];
    entries.set(row, list);
  }
  return list;
}

// src/engine/taxonomy/match-skills-in-text.ts
var JOINER_GAP_RE = /^(?:[ \t\u00a0.\-/_'’]*|[ \t\u00a0]*\r?\n[ \t\u00a0]*)$/u;
var LIST_BEFORE_RE = /(?:^|[\n\r,;|•·▪●■◦*/:(–—+]|\s-)[ \t\u00a0]*$/u;
var LIST_AFTER_RE = /^[ \t\u00a0]*(?:$|[\n\r,;|•·▪●■◦*/:()–—+]|-\s)/u;
var CONTEXT_WINDOW_TOKENS = 8;
var TECH = /* @__PURE__ */ new Set(["software", "data", "cloud-devops", "security", "tools-office"]);
function caseMatches(entry, tokens, first, last) {
  if (entry.caseKeys.length === 0) return true;
  let written = "";
  for (let i = first; i <= last; i++) written += tokens[i].caseKey;
  if (entry.caseKeys.includes(written)) return true;
  return written.length >= 4 && written === written.toUpperCase() && /\p{Lu}/u.test(written);
}
function findCandidates(text, tokens, lookup2, maxTokens) {
  const joinable = tokens.map((t, i2) => {
    if (i2 + 1 >= tokens.length) return false;
    const gap = text.slice(t.end, tokens[i2 + 1].start);
    return gap === " " || JOINER_GAP_RE.test(gap);
  });
  const found = [];
  let i = 0;
  while (i < tokens.length) {
    let key2 = "";
    let best;
    for (let j = i; j < tokens.length && j - i < maxTokens; j++) {
      if (j > i && !joinable[j - 1]) break;
      key2 += tokens[j].key;
      const entries2 = lookup2(key2);
      const entry = entries2?.find((e) => caseMatches(e, tokens, i, j));
      if (entry) best = { entry, first: i, last: j };
    }
    if (best) {
      found.push(best);
      i = best.last + 1;
    } else i++;
  }
  return found;
}
function isListItem(text, start, end) {
  return LIST_BEFORE_RE.test(text.slice(Math.max(0, start - 40), start)) && LIST_AFTER_RE.test(text.slice(end, end + 40));
}
function isHyphenated(text, start, end) {
  return /[\p{L}\p{N}]-$/u.test(text.slice(Math.max(0, start - 2), start)) || /^-[\p{L}\p{N}]/u.test(text.slice(end, end + 2));
}
function compatible(a, b) {
  return a === b || TECH.has(a) && TECH.has(b);
}
function hasNearbySupport(found, at) {
  const own = found[at];
  for (let k = 0; k < found.length; k++) {
    const other = found[k];
    if (k === at || other.entry.ambiguous) continue;
    const distance = other.first > own.last ? other.first - own.last : own.first - other.last;
    if (distance <= CONTEXT_WINDOW_TOKENS && compatible(other.entry.skill.category, own.entry.skill.category)) return true;
  }
  return false;
}
function matchSkillsInText(text, index = loadTaxonomy(), options = {}) {
  const mentions = matchCurated(text, index);
  if (!options.esco) return mentions;
  const tokens = tokenize(text);
  const extra = findCandidates(text, tokens, lookupEscoTextKey, ESCO_TEXT_MAX_TOKENS);
  if (extra.length === 0) return mentions;
  const taken = (start, end) => mentions.some((m) => start < m.end && m.start < end);
  for (const c of extra) {
    const start = tokens[c.first].start;
    const end = tokens[c.last].end;
    if (taken(start, end) || isHyphenated(text, start, end)) continue;
    mentions.push({ skill: c.entry.skill, text: text.slice(start, end), start, end });
  }
  return mentions.sort((a, b) => a.start - b.start);
}
function matchCurated(text, index) {
  const tokens = tokenize(text);
  const found = findCandidates(text, tokens, (key2) => index.byKey.get(key2), index.maxTokens);
  const mentions = [];
  found.forEach((candidate, at) => {
    const start = tokens[candidate.first].start;
    const end = tokens[candidate.last].end;
    if (candidate.entry.ambiguous) {
      if (isHyphenated(text, start, end)) return;
      if (!isListItem(text, start, end) && !hasNearbySupport(found, at)) return;
    }
    mentions.push({ skill: candidate.entry.skill, text: text.slice(start, end), start, end });
  });
  return mentions;
}

// src/engine/cv/skills.ts
var SUBLABEL_RE = /(?:^|\s)(\p{Lu}[\p{L}&+-]*(?:\s+[\p{Lu}&][\p{L}&+-]*){0,2})\s*:\s+/gu;
var skillNamed = memoize((term) => findSkill(term));
var DRIVING_LICENCE_RE = /^(?:driving licen[cs]e|driver'?s licen[cs]e|fuhrerschein|permis (?:de conduire|de conducere|auto|b\b)|carne?t? de conducir|permiso de conducir|patente(?: di guida)?\b|rijbewijs|carta de conducao|carteira de (?:motorista|habilitacao)|prawo jazdy|korkort|korekort|forerkort|ajokortti|ridicsk[yae] (?:prukaz|opravneni)|vodicsk[yae] (?:preukaz|opravnenie)|jogositvany|vozacka dozvola|vozacku dozvolu|voznisko dovoljenje|vairuotojo pazymejimas|vaditaja apliecib|juhiluba|juhtimisoigus)/u;
var CERT_RE = /\b(?:certified|certification|certificate|zertifikat|zertifiziert|certificat|certifie|certificado|certificazione|certificaat|gecertificeerd)\b|\p{L}(?:certificaat|zertifikat|certifikat|sertifikat)\b/u;
var STATED_LEVELS = [
  [/\b(?:expert|experte|expertin|esperto|esperta|experto|experta|deskundig|specialist|master)\b/u, "expert"],
  [/\b(?:advanced|fortgeschritten\w*|sehr gut\w*|avance\w*|avanzad\w*|avanzat\w*|gevorderd|uitstekend|excellent|ottim\w|proficient|fluent)\b/u, "advanced"],
  [/\b(?:intermediate|gut\w*|good|intermediaire|intermedi\w*|medio|goed|solid\w*|buon\w)\b/u, "intermediate"],
  [/\b(?:basic|basics|beginner|grundkenntnisse|notions|basico|basica|base|basis|elementary|anfanger)\b/u, "beginner"]
];
function splitSkillItems(text) {
  const withoutLabels = withoutLabelCell(text).replace(SUBLABEL_RE, (match, label) => {
    const ws = label.split(/\s+/);
    const kept = [];
    while (ws.length > 1 && skillNamed(ws[0])) kept.push(ws.shift() ?? "");
    return kept.length > 0 ? ` ${kept.join(" ")} , ` : " , ";
  });
  return splitTopLevel(withoutLabels, /[,;•·|▪●■◦\t]/u).flatMap((item) => item.split(/(?<!\s)\s+\/\s+/u)).map((item) => trimTrailing(stripLeadingSymbols(stripBullet(item)), /[.;:]/).trim()).filter((item) => item !== "");
}
function withoutLabelCell(text) {
  const tab = text.indexOf("	");
  if (tab <= 0 || tab > 40) return text;
  const label = text.slice(0, tab).trim();
  const rest = text.slice(tab + 1);
  if (/[,;•·|]/u.test(label) || !/[,;]/u.test(rest) || label.split(/\s+/).length > 4 || skillNamed(label)) return text;
  return rest;
}
function statedLevel(raw) {
  const f = fold(raw);
  for (const [re, level] of STATED_LEVELS) if (re.test(f)) return level;
  return void 0;
}
function yearOf(date) {
  return date ? Number(date.slice(0, 4)) + (date.length > 4 ? (Number(date.slice(5, 7)) - 1) / 12 : 0) : null;
}
function evidenceLines(experience) {
  return experience.map(
    (e) => [e.position ?? "", ...(e.description ?? "").split("\n")].filter((t) => t !== "").map((text) => {
      const mentions = matchSkillsInText(text);
      return { text, folded: fold(text), skillIds: new Set(mentions.map((m) => m.skill.id)), mentions: new Set(mentions.map((m) => fold(m.text))) };
    })
  );
}
function experienceEvidence(name, skillId, experience, lines, referenceYear) {
  const key2 = fold(name);
  const lastYear = referenceYear ?? experience.reduce((max, e) => Math.max(max, yearOf(e.endDate) ?? yearOf(e.startDate) ?? 0), 0);
  const ev = { lines: [], years: 0, recent: false };
  experience.forEach((e, i) => {
    let hit = false;
    for (const t of lines[i] ?? []) {
      const found = skillId !== void 0 && t.skillIds.has(skillId) || t.mentions.has(key2) || key2.length >= 4 && t.folded.includes(key2);
      if (found) {
        hit = true;
        if (!ev.lines.includes(t.text)) ev.lines.push(t.text);
      }
    }
    if (hit) {
      const start = yearOf(e.startDate);
      const end = e.current ? lastYear + 0.5 : yearOf(e.endDate) ?? start;
      if (start !== null && end !== null) ev.years += Math.max(0.5, end - start);
      if (e.current || end !== null && end >= lastYear - 1) ev.recent = true;
    }
  });
  return ev;
}
function estimateProficiency(stated, years, recent) {
  if (stated) return stated;
  if (years >= 6) return "expert";
  if (years >= 3) return recent ? "advanced" : "intermediate";
  return "intermediate";
}
function extractSkills(skillLines, experience, fallbackText, referenceYear) {
  const raw = [];
  const rowsWithSecondCell = new Set(skillLines.filter((l) => l.table && l.table.cell > 0).map((l) => `${l.table?.index}:${l.table?.row}`));
  const licenceRows = new Set(
    skillLines.filter((l) => l.table?.cell === 0 && DRIVING_LICENCE_RE.test(fold(l.text))).map((l) => `${l.table?.index}:${l.table?.row}`)
  );
  for (const line of skillLines) {
    if (line.table && line.table.cell === 0 && rowsWithSecondCell.has(`${line.table.index}:${line.table.row}`)) continue;
    if (DRIVING_LICENCE_RE.test(fold(stripBullet(line.text))) || line.table && licenceRows.has(`${line.table.index}:${line.table.row}`)) continue;
    for (const item of splitSkillItems(line.text)) {
      const whole = replaceParenthesized(item, " ", true).replace(/[®™©]/g, "").trim();
      const stripped = replaceParenthesized(stripLevelAnnotation(item), " ", true).replace(/[®™©]/g, "").trim();
      const wholeSkill = skillNamed(whole);
      const name = wholeSkill && skillNamed(stripped)?.id !== wholeSkill.id ? whole : stripped;
      if (name === "" || name.length > 60 || name.split(/\s+/).length > 6) continue;
      if (!/\p{L}/u.test(name)) continue;
      if (isSpokenLanguage(item) && !skillNamed(name)) continue;
      if (CERT_RE.test(fold(item))) continue;
      raw.push({ name, line: line.text, stated: statedLevel(item.slice(name.length)) ?? statedLevel(item.replace(name, "")) });
    }
  }
  if (skillLines.length === 0) {
    for (const text of fallbackText) {
      for (const m of matchSkillsInText(text)) if (m.skill.kind !== "soft") raw.push({ name: m.text, line: text });
    }
  }
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const lines = evidenceLines(experience);
  for (const r of raw) {
    const skill = skillNamed(r.name);
    const key2 = skill ? `id:${skill.id}` : fold(r.name).replace(/[^\p{L}\p{N}+#]/gu, "");
    if (seen.has(key2)) {
      const existing = out.find((s) => fold(s.name) === fold(r.name));
      if (existing && !existing.evidence.includes(r.line)) existing.evidence.push(r.line);
      continue;
    }
    seen.add(key2);
    const ev = experienceEvidence(r.name, skill?.id, experience, lines, referenceYear);
    const unified = skill ?? resolveEscoUri(r.name);
    out.push({
      name: r.name,
      category: skill?.category ?? "other",
      proficiency: estimateProficiency(r.stated, ev.years, ev.recent),
      evidence: [r.line, ...ev.lines.filter((l) => l !== r.line)].slice(0, 6),
      ...unified?.escoUri ? { esco_uri: unified.escoUri } : {},
      ...unified?.escoBroaderUri ? { esco_broader_uri: unified.escoBroaderUri } : {}
    });
  }
  return out;
}

// src/engine/cv/types.ts
var ENGINE_VERSION = "1.0.0";

// src/engine/cv/analyze-cv.ts
var NOT_SKILL_HEADINGS = /* @__PURE__ */ new Set(["languages", "skills", "contact", "references", "interests", "summary", "experience"]);
var OCR_CONFIDENCE = 0.8;
var lowered = (confidence) => Math.round(confidence * OCR_CONFIDENCE * 100) / 100;
function lowerForOcr(personalInfo, experience) {
  const c = personalInfo.confidence;
  if (c) personalInfo.confidence = { name: lowered(c.name), phone: lowered(c.phone), location: lowered(c.location) };
  for (const entry of experience) if (entry.confidence !== void 0) entry.confidence = lowered(entry.confidence);
}
function analyzeDocument(read, options = {}) {
  forgetMemos();
  const document = { ...read, lines: joinDateCellsBeside(joinSplitDateCells(read.lines)) };
  const sections = splitSections(document.lines);
  const header = linesOf(sections, "header");
  const cvLanguage = detectLanguage(document.lines.map((l) => l.text).join("\n"));
  const regions = [...languagesOfHeadings(sections.map((s) => s.title)), cvLanguage].flatMap((code) => regionsOfLanguage(code));
  const personalInfo = extractContact({ header, contact: linesOf(sections, "contact"), all: document.lines, regions });
  const summaryLines = linesOf(sections, "summary");
  const summary = summaryLines.length > 0 ? summaryLines.map((l) => stripBullet(l.text.replace(/\t/g, " "))).join(" ") : null;
  const experience = extractExperience(sections.filter((s) => s.kind === "experience" || s.kind === "volunteering").map((s) => s.lines));
  const education = extractEducation(sections.filter((s) => s.kind === "education").map((s) => s.lines));
  const languageLines = linesOf(sections, "languages");
  let languages = extractLanguages(languageLines);
  if (languages.length === 0 && languageLines.length > 0) languages = extractLanguages(document.lines.filter((l) => l.column === "side" && isLanguageOnlyLine(l.text)));
  const fallback = [...summaryLines.map((l) => l.text), ...experience.flatMap((e) => (e.description ?? "").split("\n"))];
  const referenceYear = options.referenceDate ? Number(options.referenceDate.slice(0, 4)) + (Number(options.referenceDate.slice(5, 7) || 6) - 1) / 12 : void 0;
  const skills = extractSkills(linesOf(sections, "skills"), experience, fallback, referenceYear).filter(
    (s) => !isLevelWord(s.name) && !NOT_SKILL_HEADINGS.has(headingKind({ text: s.name, heading: true, bold: true }) ?? "other")
  );
  const warnings = [...document.warnings];
  if (document.lines.some((l) => l.ocr)) lowerForOcr(personalInfo, experience);
  if (!sections.some((s) => s.kind === "experience")) warnings.push("No work-experience section was recognised.");
  if (!personalInfo.email && !personalInfo.phone) warnings.push("No e-mail address or phone number was found.");
  return {
    personalInfo,
    summary,
    experience,
    education,
    skills,
    languages,
    meta: {
      language: cvLanguage,
      format: document.format,
      pages: document.pages,
      engineVersion: ENGINE_VERSION,
      durationMs: 0,
      warnings
    }
  };
}

// ../../tmp/prof/an.mts
var dir = "/work/shared/cv-samples";
var files2 = fs.readdirSync(dir).filter((f) => f.endsWith(".pdf")).sort();
var docs = [];
for (const f of files2) docs.push(await readPdf(new Uint8Array(fs.readFileSync(path.join(dir, f)))));
for (let p = 0; p < 20; p++) for (const d of docs) analyzeDocument(d);
var t0 = performance.now();
for (let p = 0; p < 200; p++) for (const d of docs) analyzeDocument(d);
console.log("per doc ms", ((performance.now() - t0) / 200 / docs.length).toFixed(2));

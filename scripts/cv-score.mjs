#!/usr/bin/env node
// Copied from the shared CV kit (the shared kit's cv-samples/score.mjs, "CV-parsing evaluation scorer")
// so that the project never reads ../shared at run time; keep the scoring rules identical to the
// original. Local changes, none of which touch scoring: the CLI runs only when this file is executed
// (not when imported), and the scoring functions are exported for the generated-corpus unit test.
// When tests/fixtures/cv-samples/score.mjs lands in the repository, it supersedes this copy.
// CV-parsing evaluation scorer. Plain Node 20 ESM, no dependencies.
//
//   node score.mjs --cmd '<command prefix>' <dir> [<dir>...]
//       For every CV file (.pdf .docx .doc .txt .odt .rtf .png .jpg .jpeg) under the dirs (recursive) that
//       has a sibling <name>.truth.json, runs `<command prefix> <absolute path>`
//       through bash (60 s timeout), parses stdout as ONE JSON object and scores it.
//   options: --timeout <ms>   per-file timeout (default 60000)
//            --cwd <dir>      working directory for the command (default: current)
//            --json <file>    write per-file details as JSON
//            --details        print per-file mismatches (missing / extra items)
//            --quiet          only print the final line
//   node score.mjs --bad --cmd '<command prefix>' <dir>
//       Robustness check on malformed inputs: every file must make the command
//       exit non-zero (or print {"error": ...}) with a message, no stack trace,
//       no timeout.
//   node score.mjs --oracle <cv file>   prints the truth of that file in the
//       engine's output shape (a perfect prediction; used by the self-test)
//   node score.mjs --selftest            self-test, needs nothing but node
//
// Final line: overall=0.NNN files=N failed=N median_ms=N
//   overall = mean over files of (mean of the file's applicable field scores).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);
const CV_EXTS = ['.pdf', '.docx', '.doc', '.txt', '.odt', '.rtf', '.png', '.jpg', '.jpeg'];
const FIELDS = ['name', 'email', 'phone', 'location', 'exp_f1', 'exp_dates', 'edu_f1', 'skills_f1', 'lang_f1'];

// ---------------------------------------------------------------- normalisation
const str = (v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function fold(s) {
  return str(s)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss').replace(/[øØ]/g, 'o').replace(/æ/g, 'ae').replace(/Æ/g, 'AE')
    .replace(/œ/g, 'oe').replace(/Œ/g, 'OE').replace(/[łŁ]/g, 'l').replace(/[đĐ]/g, 'd')
    .toLowerCase();
}

// Contact fields: case, whitespace and punctuation are ignored; letters (diacritics included) are kept.
function normContact(s) {
  return str(s).normalize('NFC').toLowerCase().replace(/[\p{P}\p{S}]+/gu, ' ').replace(/\s+/g, ' ').trim();
}

function normEmail(s) {
  return str(s).trim().toLowerCase().replace(/^mailto:/, '').replace(/[\s<>]/g, '');
}

function phoneDigits(s) {
  let d = str(s).replace(/\D/g, '');
  if (d.startsWith('00')) d = d.slice(2); // 0044 ... == +44 ...
  return d;
}

// Digits only; a leading country code / trunk-0 mismatch (+44 7700 vs 07700, +49 30 vs 030) is ignored.
function phoneMatch(a, b) {
  const x = phoneDigits(a), y = phoneDigits(b);
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  const core = short.replace(/^0+/, '');
  if (core.length < 7) return false;
  if (!long.endsWith(core)) return false;
  let prefix = long.slice(0, long.length - core.length);
  return prefix.length >= 1 && prefix.length <= 4 && /^\d{1,3}0?$/.test(prefix);
}

// Fuzzy text (titles, companies, institutions): accents folded, punctuation dropped.
const CONNECTORS = new Set(['and', 'und', 'et', 'y', 'e', 'en', 'ed']);
function tokens(s) {
  return fold(s).replace(/&/g, ' ').replace(/[^\p{L}\p{N}+#]+/gu, ' ').trim().split(/\s+/).filter((t) => t && !CONNECTORS.has(t));
}
function tokenSetSim(a, b) {
  const A = new Set(tokens(a)), B = new Set(tokens(b));
  if (!A.size || !B.size) return 0;
  let inter = 0;
  for (const t of A) if (B.has(t)) inter++;
  return (2 * inter) / (A.size + B.size);
}
function containsTokens(longT, shortT) {
  if (!shortT.length || shortT.length > longT.length) return false;
  outer: for (let i = 0; i + shortT.length <= longT.length; i++) {
    for (let j = 0; j < shortT.length; j++) if (longT[i + j] !== shortT[j]) continue outer;
    return true;
  }
  return false;
}
// returns a similarity in [0,1]; >= 0.8 counts as a match
function fuzzySim(a, b) {
  const ta = tokens(a), tb = tokens(b);
  if (!ta.length || !tb.length) return 0;
  const sa = ta.join(''), sb = tb.join('');
  if (sa === sb) return 1;
  let sim = tokenSetSim(a, b);
  const [lt, st] = ta.length >= tb.length ? [ta, tb] : [tb, ta];
  if (containsTokens(lt, st)) sim = Math.max(sim, 0.9);
  const [ls, ss] = sa.length >= sb.length ? [sa, sb] : [sb, sa];
  if (ss.length >= 5 && ls.includes(ss)) sim = Math.max(sim, 0.85);
  return sim;
}
const fuzzyMatch = (a, b) => fuzzySim(a, b) >= 0.8;

// Skills: case/space/dot/hyphen-insensitive, plus a short alias table (keys and values in squashed form).
const SKILL_ALIASES = {
  js: 'javascript', ecmascript: 'javascript', ts: 'typescript', k8s: 'kubernetes', golang: 'go',
  node: 'nodejs', reactjs: 'react', vuejs: 'vue', angularjs: 'angular', postgres: 'postgresql', psql: 'postgresql',
  mssql: 'sqlserver', microsoftsqlserver: 'sqlserver', html5: 'html', css3: 'css', py: 'python',
  aws: 'amazonwebservices', gcp: 'googlecloudplatform', googlecloud: 'googlecloudplatform', azure: 'microsoftazure',
  msexcel: 'excel', microsoftexcel: 'excel', msword: 'word', microsoftword: 'word', mspowerpoint: 'powerpoint',
  microsoftpowerpoint: 'powerpoint', msoffice: 'microsoftoffice', office365: 'microsoftoffice', microsoft365: 'microsoftoffice',
  powerbidesktop: 'powerbi', msproject: 'microsoftproject', ml: 'machinelearning',
  sapr3: 'sap', scikit: 'scikitlearn', sklearn: 'scikitlearn', tf: 'tensorflow',
};
function skillKey(s) {
  let k = fold(s).replace(/\(.*?\)/g, ' ').replace(/[\s.\-_\/]+/g, '').replace(/[,;:!?'"’]+$/g, '').trim();
  k = k.replace(/^(adobe|apache)(?=[a-z]{2})/, ''); // Adobe Photoshop == Photoshop, Apache Kafka == Kafka
  return SKILL_ALIASES[k] || k;
}

// Languages: native / local names mapped to English.
const LANG_ALIASES = {
  english: ['english', 'englisch', 'anglais', 'ingles', 'inglese', 'engels', 'angielski', 'ingles', 'engelsk', 'engelska'],
  german: ['german', 'deutsch', 'allemand', 'aleman', 'tedesco', 'duits', 'niemiecki', 'tysk', 'tyska'],
  french: ['french', 'francais', 'franzosisch', 'frances', 'francese', 'frans', 'francuski', 'fransk', 'franska'],
  spanish: ['spanish', 'espanol', 'castellano', 'spanisch', 'espagnol', 'spagnolo', 'spaans', 'hiszpanski', 'spansk', 'spanska'],
  italian: ['italian', 'italiano', 'italienisch', 'italien', 'italiaans', 'wloski'],
  dutch: ['dutch', 'nederlands', 'niederlandisch', 'neerlandais', 'neerlandes', 'olandese', 'hollandisch', 'flemish', 'vlaams'],
  portuguese: ['portuguese', 'portugues', 'portugiesisch', 'portugais', 'portoghese', 'portugees'],
  polish: ['polish', 'polski', 'polnisch', 'polonais', 'polaco', 'polacco', 'pools'],
  russian: ['russian', 'russisch', 'russe', 'ruso', 'russo', 'russkij'],
  turkish: ['turkish', 'turkce', 'turkisch', 'turc', 'turco', 'turks'],
  arabic: ['arabic', 'arabisch', 'arabe', 'arabo'],
  catalan: ['catalan', 'catala', 'katalanisch', 'catalano'],
  swedish: ['swedish', 'svenska', 'schwedisch', 'suedois', 'sueco', 'svedese', 'zweeds'],
  danish: ['danish', 'dansk', 'danisch', 'danois', 'danes', 'danese', 'deens'],
  greek: ['greek', 'griechisch', 'grec', 'griego', 'greco', 'grieks'],
  romanian: ['romanian', 'romana', 'rumanisch', 'roumain', 'rumano', 'rumeno', 'roemeens'],
  chinese: ['chinese', 'mandarin', 'chinesisch', 'chinois', 'chino', 'cinese', 'chinees'],
  irish: ['irish', 'gaeilge', 'irisch', 'irlandais', 'irlandes', 'irlandese', 'iers'],
  japanese: ['japanese', 'japanisch', 'japonais', 'japones', 'giapponese', 'japans'],
};
const LANG_MAP = {};
for (const [canon, names] of Object.entries(LANG_ALIASES)) for (const n of names) LANG_MAP[n] = canon;
function langKey(s) {
  const base = fold(str(s)).split(/[(:,;\/–—]| - /)[0].replace(/[^a-z ]/g, ' ').replace(/\s+/g, ' ').trim();
  if (LANG_MAP[base]) return LANG_MAP[base];
  const first = base.split(' ')[0];
  if (LANG_MAP[first]) return LANG_MAP[first];
  return base;
}

// ---------------------------------------------------------------- dates
const MONTHS = {};
function addMonths(list) { list.forEach((names, i) => names.split(' ').forEach((n) => (MONTHS[n] = i + 1))); }
addMonths([
  'jan january janv janvier januar janner enero ene gennaio gen januari',
  'feb february fev fevr fevrier februar febrero febbraio februari',
  'mar march mars marz maerz mrz marzo maart mrt',
  'apr april avr avril abril abr aprile',
  'may mai mayo maggio mag mei',
  'jun june juin juni junio giugno giu',
  'jul july juil juillet juli julio luglio lug',
  'aug august aout agosto ago augustus',
  'sep sept september septembre septiembre setiembre settembre set',
  'oct october octobre oktober okt octubre ottobre ott',
  'nov november novembre noviembre',
  'dec december decembre dezember dez diciembre dicembre dic',
]);
const PRESENT_RX = /^(present|current|currently|now|today|ongoing|heute|bis heute|aktuell|jetzt|dato|actualidad|actual|la actualidad|presente|aujourd'?hui|a ce jour|ce jour|en cours|oggi|ad oggi|attuale|in corso|heden|nu|huidig|tot heden)$/;
const PRESENT_WORDS = "present|current|currently|now|today|ongoing|heute|aktuell|jetzt|dato|actualidad|actual|presente|aujourd'?hui|ce jour|en cours|oggi|attuale|in corso|heden|huidig";
const SINCE_RX = /\b(since|seit|depuis|desde|dal|da|sinds|vanaf|from|ab)\b/;

function scanDates(text) {
  const t = fold(text).replace(/[–—−]/g, ' - ');
  const rx = new RegExp(
    String.raw`(\d{4})-(\d{1,2})(?!\d)|\b(\d{1,2})\s*[\/.]\s*(\d{4})\b|\b([a-z]+)\.?\s*(\d{4})\b|\b(\d{4})\b|\b(` + PRESENT_WORDS + String.raw`)\b`,
    'g');
  const out = [];
  let m;
  while ((m = rx.exec(t))) {
    if (m[1]) { const mo = +m[2]; out.push({ y: +m[1], m: mo >= 1 && mo <= 12 ? mo : null, at: m.index }); }
    else if (m[4]) { const mo = +m[3]; out.push({ y: +m[4], m: mo >= 1 && mo <= 12 ? mo : null, at: m.index }); }
    else if (m[6]) out.push({ y: +m[6], m: MONTHS[m[5]] || null, at: m.index, word: m[5] });
    else if (m[7]) out.push({ y: +m[7], m: null, at: m.index });
    else if (m[8]) out.push({ present: true, at: m.index });
  }
  return out.filter((d) => d.present || (d.y >= 1900 && d.y <= 2100));
}
// A single date value (truth start/end, or the engine's startDate/endDate). Returns null | 'present' | {y, m} | undefined (unparseable)
function parseDateValue(v) {
  if (v === null || v === undefined) return null;
  const s = str(v).trim();
  if (!s) return null;
  if (PRESENT_RX.test(fold(s))) return 'present';
  if (/x{2}/i.test(s)) return undefined;
  const d = scanDates(s)[0];
  if (!d) return undefined;
  return d.present ? 'present' : { y: d.y, m: d.m };
}
// Free-text range ("Jun. 2023 – Sept. 2023", "03/2022 - Present", "seit 2020"). Returns {start, end} or undefined when unparseable.
function parseRange(text) {
  const s = str(text).trim();
  if (!s) return { start: null, end: null };
  if (/\d{2}x{2}/i.test(s)) return undefined;
  const ds = scanDates(s);
  if (!ds.length || ds[0].present) return undefined;
  const start = { y: ds[0].y, m: ds[0].m };
  let end;
  if (ds.length >= 2) end = ds[1].present ? 'present' : { y: ds[1].y, m: ds[1].m };
  else end = SINCE_RX.test(`${fold(s).slice(0, ds[0].at)} ${ds[0].word || ''}`) ? 'present' : start;
  return { start, end };
}
function fmtDate(d) {
  if (d === null) return null;
  if (d === 'present') return 'present';
  if (!d) return '?';
  return d.m ? `${d.y}-${String(d.m).padStart(2, '0')}` : String(d.y);
}
function dateEq(truth, pred) {
  if (truth === null) return pred === null;
  if (truth === 'present') return pred === 'present';
  if (!pred || pred === 'present') return false;
  if (truth.y !== pred.y) return false;
  return truth.m ? truth.m === pred.m : true; // year-only truth compares the year
}

// ---------------------------------------------------------------- truth / prediction loading
function loadTruth(obj) {
  const c = obj.contact || {};
  const loc = c.location;
  const T = {
    name: str(c.full_name || c.name) || null,
    email: str(c.email) || null,
    phone: str(c.phone) || null,
    location: Array.isArray(loc) ? loc.map(str).filter(Boolean) : str(loc) ? [str(loc)] : [],
    experience: [],
    education: [],
    skills: [],
    languages: [],
  };
  for (const e of obj.experience || []) {
    let start = null, end = null, checkable = true;
    if ('start' in e || 'end' in e) {
      start = parseDateValue(e.start);
      end = parseDateValue(e.end);
      if (start === undefined || end === undefined) checkable = false;
    } else if ('dates' in e && e.dates !== null) {
      const r = parseRange(e.dates);
      if (r) ({ start, end } = r); else checkable = false;
    }
    T.experience.push({ title: str(e.title), company: str(e.company), start, end, checkable, raw: e });
  }
  for (const e of obj.education || []) T.education.push({ institution: str(e.institution), degree: str(e.degree) });
  for (const s of obj.skills || []) if (str(typeof s === 'object' ? s?.name : s)) T.skills.push(str(typeof s === 'object' ? s.name : s));
  for (const l of obj.languages || []) {
    const name = typeof l === 'object' ? str(l?.name) : str(l);
    if (name) T.languages.push({ name, level: typeof l === 'object' ? l.level ?? null : null });
  }
  return T;
}

function loadPrediction(raw) {
  let o = raw;
  if (o && typeof o === 'object' && !o.personalInfo && o.analysis && typeof o.analysis === 'object') o = o.analysis;
  if (!o || typeof o !== 'object' || Array.isArray(o)) throw new Error('output is not a JSON object');
  const pi = o.personalInfo || o.contact || {};
  const arr = (v) => (Array.isArray(v) ? v : []);
  const P = {
    name: str(pi.name || pi.fullName || pi.full_name),
    email: str(pi.email),
    phone: str(pi.phone),
    location: str(pi.location),
    experience: arr(o.experience).filter((e) => e && typeof e === 'object').map((e) => {
      const current = e.current === true;
      let end = parseDateValue(e.endDate ?? e.end ?? null);
      if (current) end = 'present';
      const start = parseDateValue(e.startDate ?? e.start ?? null);
      return {
        title: str(e.position || e.title || e.role),
        company: str(e.company || e.employer || e.organization),
        start: start === undefined ? '?' : start,
        end: end === undefined ? '?' : end,
      };
    }),
    education: arr(o.education).filter((e) => e && typeof e === 'object').map((e) => ({
      institution: str(e.institution || e.school || e.university), degree: str(e.degree),
    })),
    skills: arr(o.skills).map((s) => (typeof s === 'string' ? s : str(s?.name))).filter(Boolean),
    languages: arr(o.languages).map((l) => (typeof l === 'string' ? l : str(l?.name))).filter(Boolean),
  };
  return P;
}

// ---------------------------------------------------------------- matching
// Maximum-weight assignment (Hungarian, O(n^3)) on a small matrix; weight 0 = not allowed.
function assign(weights, nRows, nCols) {
  const n = Math.max(nRows, nCols);
  if (!n) return [];
  const BIG = 1e6;
  const cost = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i < nRows && j < nCols ? BIG - weights[i][j] : BIG)));
  const u = new Array(n + 1).fill(0), v = new Array(n + 1).fill(0), p = new Array(n + 1).fill(0), way = new Array(n + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Array(n + 1).fill(Infinity), used = new Array(n + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = p[j0];
      let delta = Infinity, j1 = 0;
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue;
        const cur = cost[i0 - 1][j - 1] - u[i0] - v[j];
        if (cur < minv[j]) { minv[j] = cur; way[j] = j0; }
        if (minv[j] < delta) { delta = minv[j]; j1 = j; }
      }
      for (let j = 0; j <= n; j++) {
        if (used[j]) { u[p[j]] += delta; v[j] -= delta; } else minv[j] -= delta;
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do { const j1 = way[j0]; p[j0] = p[j1]; j0 = j1; } while (j0);
  }
  const pairs = [];
  for (let j = 1; j <= n; j++) {
    const i = p[j] - 1, jj = j - 1;
    if (i < nRows && jj < nCols && weights[i][jj] > 0) pairs.push([i, jj]);
  }
  return pairs;
}

const prf = (tp, nPred, nTruth) => {
  const p = nPred ? tp / nPred : 0, r = nTruth ? tp / nTruth : 0;
  return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0 };
};

function scoreExperience(T, P) {
  const w = T.experience.map((t) => P.experience.map((p) => {
    const ts = fuzzySim(t.title, p.title);
    const cs = t.company ? fuzzySim(t.company, p.company) : 1;
    if (ts < 0.8 || cs < 0.8) return 0;
    const dateBonus = t.checkable ? (dateEq(t.start, p.start) ? 0.5 : 0) + (dateEq(t.end, p.end) ? 0.5 : 0) : 0;
    return 10 + ts + cs + dateBonus;
  }));
  const pairs = assign(w, T.experience.length, P.experience.length);
  const { p, r, f1 } = prf(pairs.length, P.experience.length, T.experience.length);
  let checked = 0, right = 0;
  const dateErrors = [];
  for (const [i, j] of pairs) {
    const t = T.experience[i], q = P.experience[j];
    if (!t.checkable) continue;
    checked++;
    if (dateEq(t.start, q.start) && dateEq(t.end, q.end)) right++;
    else dateErrors.push(`${t.title} @ ${t.company}: truth ${fmtDate(t.start)}..${fmtDate(t.end)} got ${fmtDate(q.start)}..${fmtDate(q.end)}`);
  }
  const anyCheckable = T.experience.some((t) => t.checkable);
  const matchedT = new Set(pairs.map((x) => x[0])), matchedP = new Set(pairs.map((x) => x[1]));
  return {
    f1, p, r,
    dates: anyCheckable ? (checked ? right / checked : 0) : null,
    missing: T.experience.filter((_, i) => !matchedT.has(i)).map((t) => `${t.title} @ ${t.company}`),
    extra: P.experience.filter((_, j) => !matchedP.has(j)).map((q) => `${q.title} @ ${q.company}`),
    dateErrors,
  };
}

function scoreEducation(T, P) {
  const w = T.education.map((t) => P.education.map((p) => {
    const key = t.institution || t.degree;
    const s = fuzzySim(key, t.institution ? p.institution : p.degree);
    return s >= 0.8 ? 10 + s : 0;
  }));
  const pairs = assign(w, T.education.length, P.education.length);
  const matchedT = new Set(pairs.map((x) => x[0])), matchedP = new Set(pairs.map((x) => x[1]));
  return {
    ...prf(pairs.length, P.education.length, T.education.length),
    missing: T.education.filter((_, i) => !matchedT.has(i)).map((t) => t.institution),
    extra: P.education.filter((_, j) => !matchedP.has(j)).map((q) => q.institution),
  };
}

function setScore(truthList, predList, keyFn) {
  const T = new Map(), Q = new Map();
  for (const s of truthList) { const k = keyFn(s); if (k && !T.has(k)) T.set(k, s); }
  for (const s of predList) { const k = keyFn(s); if (k && !Q.has(k)) Q.set(k, s); }
  let tp = 0;
  for (const k of Q.keys()) if (T.has(k)) tp++;
  return {
    ...prf(tp, Q.size, T.size),
    missing: [...T].filter(([k]) => !Q.has(k)).map(([, v]) => v),
    extra: [...Q].filter(([k]) => !T.has(k)).map(([, v]) => v),
  };
}

// Returns { fields: {field: score|null}, overall, details }
function scoreFile(T, P) {
  const f = {}, details = {};
  f.name = T.name ? (normContact(T.name) === normContact(P.name) ? 1 : 0) : null;
  f.email = T.email ? (normEmail(T.email) === normEmail(P.email) ? 1 : 0) : null;
  f.phone = T.phone ? (phoneMatch(T.phone, P.phone) ? 1 : 0) : null;
  f.location = T.location.length ? (T.location.some((l) => normContact(l) === normContact(P.location)) && normContact(P.location) ? 1 : 0) : null;
  for (const k of ['name', 'email', 'phone', 'location']) if (f[k] === 0) details[k] = { truth: k === 'location' ? T.location : T[k], got: P[k] };
  if (T.experience.length) {
    const e = scoreExperience(T, P);
    f.exp_f1 = e.f1; f.exp_dates = e.dates;
    details.experience = { p: e.p, r: e.r, missing: e.missing, extra: e.extra, dateErrors: e.dateErrors };
  } else { f.exp_f1 = null; f.exp_dates = null; }
  if (T.education.length) {
    const e = scoreEducation(T, P);
    f.edu_f1 = e.f1; details.education = e;
  } else f.edu_f1 = null;
  if (T.skills.length) {
    const s = setScore(T.skills, P.skills, skillKey);
    f.skills_f1 = s.f1; details.skills = s;
  } else f.skills_f1 = null;
  if (T.languages.length) {
    const s = setScore(T.languages.map((l) => l.name), P.languages, langKey);
    f.lang_f1 = s.f1; details.languages = s;
  } else f.lang_f1 = null;
  const vals = FIELDS.map((k) => f[k]).filter((x) => x !== null);
  return { fields: f, overall: vals.length ? vals.reduce((a, b) => a + b, 0) / vals.length : 0, details };
}

function zeroScore(T) {
  const f = {
    name: T.name ? 0 : null, email: T.email ? 0 : null, phone: T.phone ? 0 : null, location: T.location.length ? 0 : null,
    exp_f1: T.experience.length ? 0 : null, exp_dates: T.experience.some((t) => t.checkable) ? 0 : null,
    edu_f1: T.education.length ? 0 : null, skills_f1: T.skills.length ? 0 : null, lang_f1: T.languages.length ? 0 : null,
  };
  return { fields: f, overall: 0, details: {} };
}

// Perfect prediction built from a truth file (oracle + self-test).
function truthToPrediction(obj) {
  const T = loadTruth(obj);
  const out = (d) => (d === null || d === 'present' || !d ? null : d.m ? `${d.y}-${String(d.m).padStart(2, '0')}` : String(d.y));
  return {
    personalInfo: { name: T.name, email: T.email, phone: T.phone, location: T.location[0] ?? null, links: [] },
    experience: T.experience.map((e) => ({
      position: e.title, company: e.company, location: null,
      startDate: e.checkable ? out(e.start) : null, endDate: e.checkable ? out(e.end) : null,
      current: e.end === 'present', description: '',
    })),
    education: T.education.map((e) => ({ institution: e.institution, degree: e.degree || null, field: null, startDate: null, endDate: null })),
    skills: T.skills.map((s) => ({ name: s, category: 'other', proficiency: '' })),
    languages: T.languages.map((l) => ({ name: l.name, level: l.level })),
  };
}

// ---------------------------------------------------------------- running
const shq = (s) => `'${String(s).replace(/'/g, `'\\''`)}'`;

function runCmd(cmdPrefix, file, timeoutMs, cwd) {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const child = spawn('bash', ['-c', `${cmdPrefix} ${shq(file)}`], { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [], err = [];
    let outLen = 0, timedOut = false;
    child.stdout.on('data', (b) => { if (outLen < 64e6) { out.push(b); outLen += b.length; } });
    child.stderr.on('data', (b) => { if (err.length < 2000) err.push(b); });
    const timer = setTimeout(() => {
      timedOut = true;
      try { process.kill(-child.pid, 'SIGKILL'); } catch { try { child.kill('SIGKILL'); } catch {} }
    }, timeoutMs);
    const finish = (code, signal, spawnError) => {
      clearTimeout(timer);
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      resolve({ code, signal, timedOut, ms, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), spawnError });
    };
    child.on('error', (e) => finish(null, null, e));
    child.on('close', (code, signal) => finish(code, signal));
  });
}

function findCases(dirs) {
  const cases = [];
  const walk = (d) => {
    let ents;
    try { ents = fs.readdirSync(d, { withFileTypes: true }); } catch (e) { console.error(`cannot read ${d}: ${e.message}`); return; }
    ents.sort((a, b) => a.name.localeCompare(b.name));
    for (const e of ents) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) { if (!e.name.startsWith('.') && e.name !== 'node_modules') walk(p); continue; }
      const ext = path.extname(e.name).toLowerCase();
      if (!CV_EXTS.includes(ext)) continue;
      const truth = path.join(d, e.name.slice(0, -ext.length) + '.truth.json');
      if (fs.existsSync(truth)) cases.push({ file: path.resolve(p), truth: path.resolve(truth) });
    }
  };
  for (const d of dirs) walk(d);
  return cases;
}

const fmt = (x) => (x === null || x === undefined ? '  -  ' : x.toFixed(3));
const median = (a) => { if (!a.length) return 0; const s = [...a].sort((x, y) => x - y); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

function summarise(results, { quiet = false, baseDirs = [] } = {}) {
  const label = (f) => {
    for (const d of baseDirs) { const r = path.relative(path.resolve(d), f); if (!r.startsWith('..')) return r; }
    return path.basename(f);
  };
  const cols = ['name', 'email', 'phone', 'loc', 'expF1', 'dates', 'eduF1', 'skills', 'langs'];
  if (!quiet) {
    const w = Math.min(60, Math.max(10, ...results.map((r) => label(r.file).length)));
    console.log(['file'.padEnd(w), 'status'.padEnd(7), 'ms'.padStart(7), ...cols.map((c) => c.padStart(6)), 'overall'.padStart(7)].join(' '));
    for (const r of results) {
      console.log([label(r.file).slice(-w).padEnd(w), (r.failed ? 'FAIL' : 'ok').padEnd(7), String(Math.round(r.ms)).padStart(7),
        ...FIELDS.map((k) => fmt(r.score.fields[k]).padStart(6)), fmt(r.score.overall).padStart(7)].join(' '));
      if (r.failed) console.log(`    -> ${r.reason}`);
    }
    console.log('\nper-field macro averages (over files where the truth has the field):');
    for (const k of FIELDS) {
      const v = results.map((r) => r.score.fields[k]).filter((x) => x !== null && x !== undefined);
      console.log(`  ${k.padEnd(10)} ${v.length ? (v.reduce((a, b) => a + b, 0) / v.length).toFixed(3) : '  -  '}  (n=${v.length})`);
    }
  }
  const overall = results.length ? results.reduce((a, r) => a + r.score.overall, 0) / results.length : 0;
  const failed = results.filter((r) => r.failed).length;
  const line = `overall=${overall.toFixed(3)} files=${results.length} failed=${failed} median_ms=${Math.round(median(results.map((r) => r.ms)))}`;
  console.log(line);
  return { overall, failed, line };
}

function printDetails(r) {
  const d = r.score.details;
  const out = [];
  for (const k of ['name', 'email', 'phone', 'location']) if (d[k]) out.push(`  ${k}: truth=${JSON.stringify(d[k].truth)} got=${JSON.stringify(d[k].got)}`);
  if (d.experience) {
    if (d.experience.missing.length) out.push(`  experience missing: ${d.experience.missing.join(' | ')}`);
    if (d.experience.extra.length) out.push(`  experience extra:   ${d.experience.extra.join(' | ')}`);
    for (const e of d.experience.dateErrors) out.push(`  date: ${e}`);
  }
  if (d.education) {
    if (d.education.missing.length) out.push(`  education missing: ${d.education.missing.join(' | ')}`);
    if (d.education.extra.length) out.push(`  education extra:   ${d.education.extra.join(' | ')}`);
  }
  for (const k of ['skills', 'languages']) if (d[k]) {
    if (d[k].missing.length) out.push(`  ${k} missing: ${d[k].missing.join(', ')}`);
    if (d[k].extra.length) out.push(`  ${k} extra:   ${d[k].extra.join(', ')}`);
  }
  if (out.length) console.log(`${path.basename(r.file)}\n${out.join('\n')}`);
}

async function evaluate(cmd, dirs, opts) {
  const cases = findCases(dirs);
  if (!cases.length) { console.error(`no CV files with a .truth.json found under: ${dirs.join(' ')}`); }
  const results = [];
  for (const c of cases) {
    let T;
    try { T = loadTruth(JSON.parse(fs.readFileSync(c.truth, 'utf8'))); }
    catch (e) { console.error(`bad truth file ${c.truth}: ${e.message}`); process.exitCode = 2; continue; }
    const run = await runCmd(cmd, c.file, opts.timeout, opts.cwd);
    let reason = null, P = null;
    if (run.spawnError) reason = `spawn error: ${run.spawnError.message}`;
    else if (run.timedOut) reason = `timed out after ${opts.timeout} ms`;
    else if (run.code !== 0) reason = `exit code ${run.code ?? run.signal}: ${run.stderr.trim().split('\n').slice(-1)[0]?.slice(0, 200) || ''}`;
    else {
      try { P = loadPrediction(JSON.parse(run.stdout.replace(/^\uFEFF/, '').trim())); }
      catch (e) { reason = `invalid JSON on stdout: ${e.message.slice(0, 120)}`; }
    }
    const score = P ? scoreFile(T, P) : zeroScore(T);
    const r = { file: c.file, ms: run.ms, failed: !P, reason, score };
    results.push(r);
    if (opts.progress) process.stderr.write(`${path.basename(c.file)} ${r.failed ? 'FAIL' : score.overall.toFixed(3)} ${Math.round(run.ms)}ms\n`);
  }
  const summary = summarise(results, { quiet: opts.quiet, baseDirs: dirs });
  if (opts.details) { console.log('\n--- details'); for (const r of results) printDetails(r); }
  if (opts.json) fs.writeFileSync(opts.json, JSON.stringify({ ...summary, results }, null, 2));
  return summary;
}

async function checkBad(cmd, dirs, opts) {
  let pass = 0, fail = 0;
  const files = [];
  for (const d of dirs) for (const e of fs.readdirSync(d)) {
    const p = path.join(d, e);
    if (fs.statSync(p).isFile() && !/readme|\.md$/i.test(e)) files.push(path.resolve(p));
  }
  for (const f of files.sort()) {
    const run = await runCmd(cmd, f, opts.timeout, opts.cwd);
    const all = `${run.stdout}\n${run.stderr}`;
    let jsonErr = null;
    try { const o = JSON.parse(run.stdout.trim()); if (o && typeof o === 'object' && o.error) jsonErr = str(o.error) || JSON.stringify(o.error); } catch {}
    const problems = [];
    if (run.timedOut) problems.push('timed out');
    if (run.code === 0 && !jsonErr) problems.push('exit code 0 and no {"error": ...} object');
    if (/\n\s+at .+:\d+:\d+\)?/.test(all) || /Unhandled|UnhandledPromiseRejection|Segmentation fault|core dumped/i.test(all)) problems.push('stack trace / crash output');
    const msg = (jsonErr || run.stderr.trim().split('\n').filter(Boolean).slice(-1)[0] || '').slice(0, 160);
    if (!msg) problems.push('no error message');
    if (problems.length) fail++; else pass++;
    console.log(`${problems.length ? 'FAIL' : 'ok  '} ${path.basename(f).padEnd(28)} exit=${run.code ?? run.signal} ${Math.round(run.ms)}ms  ${problems.length ? '[' + problems.join('; ') + '] ' : ''}msg: ${msg}`);
  }
  console.log(`${pass} passed, ${fail} failed`);
  return fail;
}

// ---------------------------------------------------------------- self-test
async function selftest() {
  let failures = 0;
  const check = (cond, what) => { if (!cond) { failures++; console.log(`FAIL ${what}`); } else console.log(`ok   ${what}`); };
  const near = (a, b) => Math.abs(a - b) < 1e-9;

  const mine = {
    contact: { full_name: 'Zoë Müller-Lüdenscheidt', email: 'zoe.mueller@example.com', phone: '+49 30 5550 1234', location: ['Berlin, Deutschland', 'Berlin'] },
    experience: [
      { title: 'Senior Backend-Entwicklerin', company: 'Beispiel Software GmbH', start: '2019-03', end: 'present' },
      { title: 'Softwareentwicklerin', company: 'Muster AG', start: '2016', end: '2019-02' },
      { title: 'Werkstudentin', company: 'Fiktiv KG', start: '2014-10', end: '2016-01' },
    ],
    education: [{ degree: 'M.Sc. Informatik', institution: 'Technische Universität Beispielstadt' }],
    skills: ['Java', 'Kotlin', 'PostgreSQL', 'Kubernetes', 'JavaScript', 'Scrum'],
    languages: [{ name: 'German', level: 'native' }, { name: 'English', level: 'C1' }, { name: 'French', level: 'B1' }],
  };
  const offline = {
    schemaVersion: 1, provenance: 'x',
    contact: { full_name: 'Jordan Bennett', email: 'jordan.bennett@example.com', phone: '973-555-0123' },
    experience: [
      { title: 'Software Engineering Intern on the ML Team', company: 'Northwind Labs', dates: 'Sep. 2025 – Apr. 2026' },
      { title: 'Quality Assurance Intern (40 hours per week)', company: 'Northwind Robotics', dates: 'June 2023 – Sept. 2023' },
      { title: 'Founder & CEO', company: 'Meridian Labs', dates: '03/2022 - Present' },
      { title: 'Office manager', company: 'The Phone Company', dates: 'January 20XX - Current' },
      { title: 'Production Intern', company: 'Example Opera Company' },
    ],
    education: [{ degree: 'B.S. in Computer Science', institution: 'Lakeside Institute of Technology' }],
    skills: ['Python', 'Go', 'C', 'C++', 'Amazon Web Services'],
    knownWrong: { skills: { note: 'ignored' } },
  };

  // 1. truth against itself
  for (const [name, t] of [['own format', mine], ['OfflineCV format', offline]]) {
    const s = scoreFile(loadTruth(t), loadPrediction(JSON.parse(JSON.stringify(truthToPrediction(t)))));
    check(near(s.overall, 1), `${name}: truth vs itself = ${s.overall.toFixed(3)}`);
  }
  // 2. damaged predictions
  const T = loadTruth(mine);
  const dmg = truthToPrediction(mine);
  dmg.personalInfo.phone = '+49 30 5550 9999';
  dmg.experience.pop();
  dmg.experience[0].current = false; dmg.experience[0].endDate = '2023-01';
  dmg.skills = dmg.skills.slice(0, 3).concat([{ name: 'Cobol' }]);
  dmg.languages = [{ name: 'Deutsch' }];
  const sd = scoreFile(T, loadPrediction(dmg));
  check(sd.overall < 0.9, `damaged prediction scores less: ${sd.overall.toFixed(3)}`);
  check(sd.fields.phone === 0 && sd.fields.exp_f1 < 1 && sd.fields.exp_dates < 1 && sd.fields.skills_f1 < 1 && sd.fields.lang_f1 < 1,
    `damaged fields: phone=${sd.fields.phone} expF1=${sd.fields.exp_f1.toFixed(3)} dates=${sd.fields.exp_dates.toFixed(3)} skills=${sd.fields.skills_f1.toFixed(3)} langs=${sd.fields.lang_f1.toFixed(3)}`);
  const empty = scoreFile(T, loadPrediction({ personalInfo: {}, experience: [], education: [], skills: [], languages: [] }));
  check(empty.overall === 0, `empty prediction = ${empty.overall.toFixed(3)}`);

  // 3. leniency that must hold
  const lenient = truthToPrediction(mine);
  lenient.personalInfo.name = 'ZOË MÜLLER LÜDENSCHEIDT';
  lenient.personalInfo.phone = '030 5550-1234';
  lenient.personalInfo.location = 'Berlin';
  lenient.experience[0].position = 'Senior Backend Entwicklerin';
  lenient.experience[1].company = 'Muster AG, Hamburg';
  lenient.experience[1].startDate = '2016-05'; // year-only truth compares the year
  lenient.skills = [{ name: 'JS' }, { name: 'kotlin' }, { name: 'Postgres' }, { name: 'K8s' }, { name: 'java' }, { name: 'SCRUM' }];
  lenient.languages = [{ name: 'Deutsch (Muttersprache)' }, { name: 'Englisch', level: 'C1' }, { name: 'Français' }];
  const sl = scoreFile(T, loadPrediction(lenient));
  check(near(sl.overall, 1), `normalisation / aliases / native language names accepted: ${sl.overall.toFixed(3)}`);
  check(phoneMatch('+44 7700 900123', '07700 900123') && phoneMatch('0044 (0)7700 900 123', '07700900123') && phoneMatch('(312) 555-0123', '+1 312 555 0123')
    && phoneMatch('+39 02 5550 1234', '02 5550 1234') && !phoneMatch('+44 7700 900123', '07700 900124') && !phoneMatch('', ''), 'phone country-code / trunk-0 equivalence');
  check(fuzzyMatch('Software Engineer', 'Software Engineer II') && fuzzyMatch('Globex Systems LLC', 'Globex Systems') && !fuzzyMatch('Data Analyst', 'Data Engineer')
    && fuzzyMatch('Softwareentwickler', 'Software-Entwickler') && !fuzzyMatch('Acme', ''), 'fuzzy title/company matching');
  const r1 = parseRange('June 2023 – Sept. 2023'), r2 = parseRange('03/2022 - Present'), r3 = parseRange('2019–2021'), r4 = parseRange('seit 2020');
  check(fmtDate(r1.start) === '2023-06' && fmtDate(r1.end) === '2023-09' && fmtDate(r2.start) === '2022-03' && r2.end === 'present'
    && fmtDate(r3.start) === '2019' && fmtDate(r3.end) === '2021' && r4.end === 'present' && parseRange('January 20XX - Current') === undefined, 'free-text date ranges');
  check(fmtDate(parseDateValue('März 2019')) === '2019-03' && fmtDate(parseDateValue('janv. 2017')) === '2017-01' && parseDateValue('heute') === 'present'
    && fmtDate(parseDateValue('2021-11-01')) === '2021-11' && parseDateValue('actualidad') === 'present', 'single date values (multilingual)');

  // 4. the real pipeline: oracle command, bad command, timeout
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-score-selftest-'));
  fs.writeFileSync(path.join(tmp, 'a.txt'), 'cv a'); fs.writeFileSync(path.join(tmp, 'a.truth.json'), JSON.stringify(mine));
  fs.writeFileSync(path.join(tmp, 'b.txt'), 'cv b'); fs.writeFileSync(path.join(tmp, 'b.truth.json'), JSON.stringify(offline));
  const q = { quiet: true, timeout: 60000, cwd: process.cwd() };
  let s = await evaluate(`${shq(process.execPath)} ${shq(SELF)} --oracle`, [tmp], q);
  check(s.line.startsWith('overall=1.000 files=2 failed=0'), 'pipeline with oracle command gives 1.000');
  s = await evaluate('echo "not json" #', [tmp], q);
  check(s.line.startsWith('overall=0.000 files=2 failed=2'), 'invalid JSON counts as failed');
  s = await evaluate('sleep 5; echo {} #', [tmp], { ...q, timeout: 500 });
  check(s.failed === 2, 'timeout counts as failed');
  // --bad mode: a crash with a stack trace fails, a clean error message passes
  const badDir = path.join(tmp, 'bad'); fs.mkdirSync(badDir); fs.writeFileSync(path.join(badDir, 'empty.pdf'), '');
  const crash = await checkBad(`${shq(process.execPath)} -e 'throw new Error("boom")' #`, [badDir], q);
  const clean = await checkBad(`echo "empty file: nothing to analyse" >&2; exit 2 #`, [badDir], q);
  check(crash === 1 && clean === 0, '--bad mode: crash fails, clean error passes');
  fs.rmSync(tmp, { recursive: true, force: true });

  // 5. every truth file shipped with the kit scores 1.000 against itself and has parseable dates
  const here = path.dirname(SELF);
  const sets = [here];
  for (const d of sets) {
    const cases = findCases([d]);
    let ok = 0; const bad = [];
    for (const c of cases) {
      const raw = JSON.parse(fs.readFileSync(c.truth, 'utf8'));
      const t = loadTruth(raw);
      const sc = scoreFile(t, loadPrediction(JSON.parse(JSON.stringify(truthToPrediction(raw)))));
      const unparsed = t.experience.filter((e) => !e.checkable && !/x{2}/i.test(JSON.stringify(e.raw)));
      if (near(sc.overall, 1) && !unparsed.length) ok++; else bad.push(`${path.basename(c.truth)} (${sc.overall.toFixed(3)}${unparsed.length ? ', unparsed dates' : ''})`);
    }
    check(!bad.length, `${d}: ${ok}/${cases.length} truth files self-score 1.000${bad.length ? ' — ' + bad.join(', ') : ''}`);
  }
  console.log(failures ? `selftest: ${failures} FAILED` : 'selftest: all passed');
  return failures ? 1 : 0;
}

// ---------------------------------------------------------------- CLI
async function main() {
  const args = process.argv.slice(2);
  const opts = { timeout: 60000, cwd: process.cwd(), json: null, details: false, quiet: false, progress: false };
  let cmd = null, bad = false, oracle = null;
  const dirs = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--selftest') return selftest();
    else if (a === '--cmd') cmd = args[++i];
    else if (a === '--timeout') opts.timeout = +args[++i];
    else if (a === '--cwd') opts.cwd = args[++i];
    else if (a === '--json') opts.json = args[++i];
    else if (a === '--details') opts.details = true;
    else if (a === '--quiet') opts.quiet = true;
    else if (a === '--progress') opts.progress = true;
    else if (a === '--bad') bad = true;
    else if (a === '--oracle') oracle = args[++i];
    else if (a === '-h' || a === '--help') { console.log(fs.readFileSync(SELF, 'utf8').split("\n").slice(6, 27).map((l) => l.replace(/^\/\/ ?/, '')).join('\n')); return 0; }
    else dirs.push(a);
  }
  if (oracle) {
    const ext = path.extname(oracle);
    const truth = oracle.slice(0, -ext.length) + '.truth.json';
    process.stdout.write(JSON.stringify(truthToPrediction(JSON.parse(fs.readFileSync(truth, 'utf8')))) + '\n');
    return 0;
  }
  if (!cmd || !dirs.length) { console.error("usage: node score.mjs --cmd '<command prefix>' <dir> [<dir>...]   |   --selftest   |   --bad --cmd '...' <dir>"); return 2; }
  if (bad) return (await checkBad(cmd, dirs, opts)) ? 1 : 0;
  const s = await evaluate(cmd, dirs, opts);
  return process.exitCode || 0;
}

export { FIELDS, loadTruth, loadPrediction, scoreFile, truthToPrediction };

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) {
  main().then((code) => { process.exitCode = code; }, (e) => { console.error(e.stack || String(e)); process.exitCode = 2; });
}

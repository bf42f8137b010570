// Issue 18 figures: the coach's answer time with conversation context [target ≤ 100 ms median],
// beside a first turn without context measured in the same run — once over HTTP
// (POST /api/coach/sessions on the embedded database, where a follow-up also reads the thread) and once
// in process (the engine alone, the eval personas' conversations).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { answerQuestion } from '../src/engine/coach/answer-question';
import { PERSONAS } from '../src/engine/coach/eval/personas';
import { EVAL_NOW } from '../src/engine/coach/eval/run-eval';
import { EVAL_CONVERSATIONS } from '../src/engine/coach/eval/questions';
import type { CoachTurn } from '../src/engine/coach/types';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { createUser } from '../src/server/features/users/service';
import { silentLogger } from '../src/server/platform/logger';
import { buildDeps, prepareDatabase } from '../src/server/runtime';
import { startWorker } from '../src/server/worker-runtime';
import { cvSamplesDir } from '../tests/support/cv-samples';

const PORT = 3219;

function stats(times: number[]): { median: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, p95: sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))]! };
}
const show = (s: { median: number; p95: number }) => `median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms`;

function engineBench(): void {
  const byId = new Map(PERSONAS.map((p) => [p.id, p]));
  const first: number[] = [];
  const follow: number[] = [];
  const run = (record: boolean) => {
    for (const c of EVAL_CONVERSATIONS) {
      const persona = byId.get(c.persona)!;
      const history: CoachTurn[] = [];
      for (const query of c.turns) {
        const t0 = performance.now();
        const a = answerQuestion({ query, language: 'en', history, now: EVAL_NOW, person: persona.person, market: persona.market });
        const ms = performance.now() - t0;
        if (record) (history.length === 0 ? first : follow).push(ms);
        history.push({ query, intent: a.intent });
      }
    }
  };
  run(false); // warm: occupation titles, patterns
  for (let i = 0; i < 5; i++) run(true);
  console.log(`coach engine in process (${EVAL_CONVERSATIONS.length} eval conversations × 5):`);
  console.log(`  first turn, no context:       ${show(stats(first))} (${first.length} answers)`);
  console.log(`  follow-up with the thread:    ${show(stats(follow))} (${follow.length} answers)`);
}

async function httpBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kairos-bench-'));
  const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  await prepareDatabase(database, undefined);
  const config = loadConfig({ DATA_DIR: dataDir, PORT: String(PORT), NODE_ENV: 'test', RATE_LIMIT_SCALE: '100' });
  const deps = buildDeps(config, database, silentLogger, { webDir: undefined });
  const server = serve({ fetch: createApp(deps).fetch, port: PORT });
  await startWorker(deps);
  const base = `http://localhost:${PORT}`;
  await createUser(deps, { email: 'bench@example.com', password: 'bench-password', verified: true });
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: config.appUrl },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
  });
  const headers = { cookie: signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), origin: config.appUrl };
  let withCv = false;
  if (cvSamplesDir) {
    const file = 'en-uk-software-engineer.pdf';
    const body = new FormData();
    body.append('file', new File([fs.readFileSync(path.join(cvSamplesDir, file))], file));
    const { id } = (await (await fetch(`${base}/api/cvs`, { method: 'POST', body, headers })).json()) as { id: string };
    // a busy machine can take long to analyse; the coach then answers without a CV rather than never
    const until = Date.now() + 120_000;
    let status = 'processing';
    while (status === 'processing' && Date.now() < until) {
      status = ((await (await fetch(`${base}/api/cvs/${id}`, { headers })).json()) as { status: string }).status;
      if (status === 'processing') await new Promise((r) => setTimeout(r, 50));
    }
    withCv = status !== 'processing';
  }
  const ask = async (query: string, conversationId?: string): Promise<{ ms: number; id: string }> => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/coach/sessions`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query, ...(conversationId ? { conversation_id: conversationId } : {}) }),
    });
    const body = (await res.json()) as { conversation_id: string };
    if (res.status !== 200) throw new Error(`coach answered ${res.status}`);
    return { ms: performance.now() - t0, id: body.conversation_id };
  };
  const firstTurns = ['I want to become a software architect within two years', 'Could I move to the Netherlands?', 'Which skills am I missing?'];
  const followUps = ['and how long would that take?', 'what about Sweden?', 'what should I learn first?'];
  const first: number[] = [];
  const follow: number[] = [];
  for (let i = 0; i < 24; i++) {
    // a number makes each question new (the double-submit window returns a repeated one unanswered)
    const opened = await ask(`${firstTurns[i % firstTurns.length]} (${i})`);
    const next = await ask(`${followUps[i % followUps.length]} (${i})`, opened.id);
    const third = await ask(`${followUps[(i + 1) % followUps.length]} (${i})`, opened.id);
    if (i >= 4) {
      first.push(opened.ms);
      follow.push(next.ms, third.ms);
    }
  }
  console.log(`coach over HTTP (POST /api/coach/sessions on localhost, embedded database${withCv ? ', one analysed CV' : ', no CV'}):`);
  console.log(`  first turn, no context:       ${show(stats(first))} (${first.length} answers)`);
  console.log(`  follow-up with the thread:    ${show(stats(follow))} (${follow.length} answers)   [target ≤ 100 ms median]`);
  await deps.queue.stop();
  await deps.events.close();
  server.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

export async function coachBench(): Promise<void> {
  engineBench();
  await httpBench();
}

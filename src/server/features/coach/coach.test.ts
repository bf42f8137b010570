import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachingSession } from '@/contract/coach';
import type { Task } from '@/contract/tasks';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function ask(client: TestClient, query: string): Promise<CoachingSession> {
  const res = await client.post('/api/coach/sessions', { query });
  expect(res.status).toBe(200);
  return (await res.json()) as CoachingSession;
}

describe('AI coach on the local engine', () => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    ({ client } = await t.signedIn('coachee@example.com'));
  });
  afterAll(() => t.close());

  it('answers with the spec’s fields, stores the session and says which engine wrote it', async () => {
    const s = await ask(client, 'How should I prepare for a job interview next week?');
    expect(s.kind).toBe('interview_preparation');
    expect(s.engine).toBe('local');
    expect(s.response.length).toBeGreaterThan(40);
    expect(s.recommendations.length).toBeGreaterThan(0);
    expect(s.action_items.every((a) => /^\d{4}-\d{2}-\d{2}$/.test(a.deadline))).toBe(true);
    const { sessions } = (await (await client.get('/api/coach/sessions')).json()) as { sessions: CoachingSession[] };
    expect(sessions[0]!.id).toBe(s.id);
  });

  it('ignores a blank question and a double submit', async () => {
    const blank = await client.post('/api/coach/sessions', { query: '   ' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.message).toBe('Please enter a question');
    const first = await ask(client, 'How do I negotiate my salary?');
    const second = await ask(client, 'How do I negotiate my salary?');
    expect(second.id).toBe(first.id);
  });

  it('keeps a conversation: a follow-up is read against the previous turn, in the language of the question', async () => {
    const first = await ask(client, 'How can I move into a data analyst role in Germany within a year?');
    expect(first.kind).toBe('career_goal');
    expect(first.conversation_id).toBe(first.id);
    const res = await client.post('/api/coach/sessions', { query: 'Und wie lange würde das dauern?', conversation_id: first.conversation_id });
    expect(res.status).toBe(200);
    const second = (await res.json()) as CoachingSession;
    expect(second).toMatchObject({ conversation_id: first.id, kind: 'career_goal', language: 'de' });
    expect(second.response).toMatch(/Anknüpfend an Ihre vorige Frage/);
    // a new question without the id starts a new conversation
    const fresh = await ask(client, 'How do I build my network?');
    expect(fresh.conversation_id).toBe(fresh.id);
    // another person cannot continue it
    const { client: other } = await t.signedIn('stranger@example.com');
    const stolen = await other.post('/api/coach/sessions', { query: 'and Sweden?', conversation_id: first.conversation_id });
    expect(stolen.status).toBe(404);
    // the thread: both turns of the first conversation, oldest first, for its owner only
    const thread = await client.get(`/api/coach/conversations/${first.conversation_id}`);
    expect(thread.status).toBe(200);
    const { sessions } = (await thread.json()) as { sessions: CoachingSession[] };
    expect(sessions.map((x) => x.id)).toEqual([first.id, second.id]);
    expect((await other.get(`/api/coach/conversations/${first.conversation_id}`)).status).toBe(404);
  });

  it('says honestly when it cannot help', async () => {
    const s = await ask(client, 'What is the best recipe for lasagne?');
    expect(s.kind).toBe('unknown');
    expect(s.response).toMatch(/rather not guess/);
    expect(s.response).toMatch(/returning after a career break/);
  });

  it('answers in the person’s interface language', async () => {
    const { client: de } = await t.signedIn('coach-de@example.com');
    await de.request('/api/settings', { method: 'PATCH', json: { preferences: { language: 'de' } } });
    const s = await ask(de, 'Wie bereite ich mich auf ein Vorstellungsgespräch vor?');
    expect(s.language).toBe('de');
    expect(s.kind).toBe('interview_preparation');
    const { questions } = (await (await de.get('/api/coach/suggestions')).json()) as { questions: string[] };
    expect(questions).toHaveLength(4);
  });

  it('keeps the latest 10 sessions, newest first', async () => {
    const { client: c } = await t.signedIn('coach-history@example.com');
    const asked: string[] = [];
    for (let i = 0; i < 12; i++) asked.push((await ask(c, `How can I grow my professional network, take ${i}?`)).id);
    const { sessions } = (await (await c.get('/api/coach/sessions')).json()) as { sessions: CoachingSession[] };
    expect(sessions.map((s) => s.id)).toEqual(asked.slice(2).reverse());
  });

  it('turns an action item into a task once, and only for its owner', async () => {
    const s = await ask(client, 'I want to move into a leadership role. Where do I start?');
    expect(s.action_items.length).toBeGreaterThan(0);
    const created = await client.post(`/api/coach/sessions/${s.id}/action-items/0/task`);
    expect(created.status).toBe(201);
    const task = (await created.json()) as Task;
    expect(task).toMatchObject({ title: s.action_items[0]!.task.slice(0, 200), due_date: s.action_items[0]!.deadline, source: 'coach' });
    const again = await client.post(`/api/coach/sessions/${s.id}/action-items/0/task`);
    expect([again.status, ((await again.json()) as Task).id]).toEqual([200, task.id]);
    expect((await client.post(`/api/coach/sessions/${s.id}/action-items/19/task`)).status).toBe(404);
    const intruder = await t.signedIn('coach-intruder@example.com');
    expect((await intruder.client.post(`/api/coach/sessions/${s.id}/action-items/0/task`)).status).toBe(404);
  });
});

describe('AI coach with an external OpenAI-compatible model (local stub server)', () => {
  let stub: http.Server;
  let mode: 'ok' | 'fail' | 'invent' = 'ok';
  const seen: { model?: string; messages?: { role: string; content: string }[] }[] = [];

  beforeAll(async () => {
    stub = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push(JSON.parse(body) as (typeof seen)[number]);
        if (mode === 'fail' || req.url !== '/v1/chat/completions') {
          res.writeHead(500).end('{"error":"down"}');
          return;
        }
        const content = JSON.stringify({
          response: mode === 'invent' ? 'You led 42 people at Globex Corporation in 2011.' : 'Model answer grounded in your facts.',
          insights: [{ type: 'info', text: 'From the model.' }],
          recommendations: [{ priority: 'high', text: 'Practise STAR stories.' }],
          action_items: [{ task: 'Write three STAR stories', deadline: '2026-12-01' }],
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      });
    });
    await new Promise<void>((r) => stub.listen(0, '127.0.0.1', () => r()));
  });
  afterAll(() => new Promise<void>((r) => stub.close(() => r())));

  it('lets the model write the answer, and falls back to the local engine with a notice when it fails', async () => {
    const port = (stub.address() as AddressInfo).port;
    const t = await createTestApp({ env: { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'stub-model', LLM_API_KEY: 'secret' } });
    try {
      const { client } = await t.signedIn('llm@example.com');
      // the question goes to the external model only with the person's consent (issue 6)
      expect((await client.post('/api/privacy/consents', { purpose: 'external_model', granted: true })).status).toBe(200);
      const s = await ask(client, 'How should I prepare for my interview at a bank?');
      expect(s).toMatchObject({ engine: 'llm:stub-model', response: 'Model answer grounded in your facts.', notice: null });
      const prompt = seen.at(-1)!;
      expect(prompt.model).toBe('stub-model');
      // the model gets the grounded summary, never the person's e-mail address
      expect(JSON.stringify(prompt.messages)).not.toContain('llm@example.com');

      // an answer that invents an employer and figures is not shown
      mode = 'invent';
      const checked = await ask(client, 'How do I prepare for a second-round interview?');
      expect(checked.engine).toBe('local');
      expect(checked.notice).toMatch(/not in your data/);
      expect(checked.response).not.toMatch(/Globex/);

      mode = 'fail';
      const fallback = await ask(client, 'How do I prepare for a panel interview?');
      expect(fallback.engine).toBe('local');
      expect(fallback.notice).toMatch(/local engine/);
      expect(fallback.response.length).toBeGreaterThan(40);
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe('coach rate limit (spec check_rate_limit: allowed, attempts remaining)', () => {
  it('refuses questions beyond the hourly limit with 429 and Retry-After', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '0.1' } }); // 30 × 0.1 = 3 per hour
    try {
      const { client } = await t.signedIn('chatty@example.com');
      const remaining: (string | null)[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await client.post('/api/coach/sessions', { query: `How do I find a job, try ${i}?` });
        expect(res.status).toBe(200);
        remaining.push(res.headers.get('ratelimit-remaining'));
      }
      expect(remaining).toEqual(['2', '1', '0']);
      const refused = await client.post('/api/coach/sessions', { query: 'How do I find a job, one more?' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      const body = (await refused.json()) as { error: { code: string; message: string; details: { attempts_remaining: number } } };
      expect(body.error).toMatchObject({ code: 'RATE_LIMITED', details: { allowed: false, attempts_remaining: 0 } });
      expect(body.error.message).toMatch(/3 questions in the last hour/);
    } finally {
      await t.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '@/contract/tasks';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ client } = await t.signedIn('tasks@example.com'));
});
afterAll(() => t.close());

async function create(body: Record<string, unknown>): Promise<Task> {
  const res = await client.post('/api/tasks', body);
  expect(res.status).toBe(201);
  return (await res.json()) as Task;
}

describe('tasks', () => {
  it('creates with the person as assignee, filters, sorts and completes', async () => {
    const a = await create({ title: 'Update CV summary', priority: 'low', due_date: '2026-12-20' });
    const b = await create({ title: 'Book an interview coach', priority: 'high', due_date: '2026-12-01' });
    const c = await create({ title: 'Read the Eurostat release', status: 'in-progress' });
    expect(a).toMatchObject({ status: 'not-started', source: 'manual', assignee: 'tasks@example.com' });

    const byDue = (await (await client.get('/api/tasks?sort=due_date')).json()) as { tasks: Task[] };
    expect(byDue.tasks.map((x) => x.id)).toEqual([b.id, a.id, c.id]);
    const byPriority = (await (await client.get('/api/tasks?sort=priority')).json()) as { tasks: Task[] };
    expect(byPriority.tasks[0]!.id).toBe(b.id);
    const inProgress = (await (await client.get('/api/tasks?status=in-progress')).json()) as { tasks: Task[] };
    expect(inProgress.tasks.map((x) => x.id)).toEqual([c.id]);

    const done = (await (await client.request(`/api/tasks/${a.id}`, { method: 'PATCH', json: { status: 'completed' } })).json()) as Task;
    expect(done.status).toBe('completed');
    expect(done.completed_at).not.toBeNull();
    expect((await client.request(`/api/tasks/${a.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await client.request(`/api/tasks/${a.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('explains invalid input', async () => {
    const blank = await client.post('/api/tasks', { title: '  ' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.message).toBe('Title is required');
    expect((await client.post('/api/tasks', { title: 'x', status: 'done' })).status).toBe(400);
    expect((await client.post('/api/tasks', { title: 'x', due_date: '22.11.2026' })).status).toBe(400);
  });

  it('another person’s task does not exist for you', async () => {
    const mine = await create({ title: 'Private task' });
    const intruder = await t.signedIn('task-intruder@example.com');
    expect((await intruder.client.request(`/api/tasks/${mine.id}`, { method: 'PATCH', json: { title: 'mine now' } })).status).toBe(404);
    expect((await intruder.client.request(`/api/tasks/${mine.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(((await (await intruder.client.get('/api/tasks')).json()) as { tasks: Task[] }).tasks).toEqual([]);
  });
});

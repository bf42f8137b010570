import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleLiveEvent } from '@/contract/events';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type SseEvent = { event: string; data: unknown };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Opens the person's /api/events stream and collects its messages until stopped. */
async function listen(client: TestClient) {
  const controller = new AbortController();
  const res = await client.request('/api/events', { signal: controller.signal });
  expect(res.status).toBe(200);
  const events: SseEvent[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let arrived: () => void = () => {};
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          arrived();
        }
      }
    } catch {
      // aborted
    }
  })();
  const next = () => new Promise<void>((resolve) => (arrived = resolve));
  while (!events.some((e) => e.event === 'ready')) await next();
  return {
    events,
    async until(match: (e: SseEvent) => boolean): Promise<SseEvent> {
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        await next();
      }
    },
    stop() {
      controller.abort();
      void reader.cancel().catch(() => {});
    },
  };
}

describe('a role change reaches the person it is about, live', () => {
  it('sends the new role to the target and nothing to a bystander', async () => {
    const admin = await t.signedIn('boss@example.com', { admin: true });
    const target = await t.signedIn('target@example.com');
    const bystander = await t.signedIn('bystander@example.com');
    const targetStream = await listen(target.client);
    const bystanderStream = await listen(bystander.client);
    try {
      const res = await admin.client.post('/api/admin/users/role', { target_user_id: target.userId, new_role: 'admin' });
      expect(res.status).toBe(200);
      const event = await targetStream.until((e) => e.event === 'role');
      const data = event.data as RoleLiveEvent;
      expect(data.role).toBe('admin');
      expect(new Date(data.changed_at).toISOString()).toBe(data.changed_at);

      // a later event to the bystander proves its stream was open and ordered: no role event came before it
      await admin.client.post('/api/admin/users/role', { target_user_id: bystander.userId, new_role: 'admin' });
      await bystanderStream.until((e) => e.event === 'role');
      expect(bystanderStream.events.filter((e) => e.event === 'role')).toHaveLength(1);
      expect(targetStream.events.filter((e) => e.event === 'role')).toHaveLength(1);
    } finally {
      targetStream.stop();
      bystanderStream.stop();
    }
  });

  it('sends nothing when the role stays the same', async () => {
    const admin = await t.signedIn('boss-2@example.com', { admin: true });
    const target = await t.signedIn('same@example.com');
    const stream = await listen(target.client);
    try {
      expect((await admin.client.post('/api/admin/users/role', { target_user_id: target.userId, new_role: 'user' })).status).toBe(200);
      expect((await admin.client.post('/api/admin/users/role', { target_user_id: target.userId, new_role: 'admin' })).status).toBe(200);
      // the only role event is the real change
      await stream.until((e) => e.event === 'role');
      expect(stream.events.filter((e) => e.event === 'role').map((e) => (e.data as RoleLiveEvent).role)).toEqual(['admin']);
    } finally {
      stream.stop();
    }
  });
});

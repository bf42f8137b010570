import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserList, AuditLogList, PermissionsResponse } from '@/contract/admin';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let admin: TestClient;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin, userId: adminId } = await t.signedIn('chief@example.com', { admin: true }));
});
afterAll(() => t.close());

async function users(client: TestClient, query = ''): Promise<AdminUserList> {
  const res = await client.get(`/api/admin/users${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminUserList;
}

async function auditLog(query = ''): Promise<AuditLogList['entries']> {
  const res = await admin.get(`/api/admin/audit-logs${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as AuditLogList).entries;
}

const setRole = (client: TestClient, body: unknown) => client.post('/api/admin/users/role', body);

describe('named permissions', () => {
  it('maps permissions to roles on the server', async () => {
    const admins = (await (await admin.get('/api/me/permissions')).json()) as PermissionsResponse;
    expect(admins.role).toBe('admin');
    expect(admins.permissions).toEqual(
      expect.arrayContaining(['users.read', 'users.role.update', 'security.read', 'system.read', 'market.import', 'themes.manage']),
    );
    const { client } = await t.signedIn('perm-user@example.com');
    const plain = (await (await client.get('/api/me/permissions')).json()) as PermissionsResponse;
    expect(plain).toEqual({ role: 'user', permissions: ['privacy.self'] });
    expect((await t.client().get('/api/me/permissions')).status).toBe(401);
  });

  it('refuses every admin route to an ordinary user', async () => {
    const { client } = await t.signedIn('not-admin@example.com');
    for (const path of ['/api/admin/users', '/api/admin/audit-logs']) {
      const res = await client.get(path);
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('FORBIDDEN');
    }
  });
});

describe('user list', () => {
  it('lists all accounts newest first with paging, total and search (escaped, case-insensitive)', async () => {
    for (const [i, name] of ['Ada Lovelace', 'Grace Hopper', 'Alan_Turing', 'Edsger 100% Dijkstra'].entries()) {
      const { userId } = await t.signedIn(`list-${i}@Example.com`);
      await t.database.query('UPDATE users SET name = $1, created_at = $2 WHERE id = $3', [
        name,
        new Date(Date.UTC(2030, 0, 1 + i)),
        userId,
      ]);
    }
    const first = await users(admin, '?pageSize=2');
    expect(first.total).toBeGreaterThanOrEqual(5);
    expect(first.users.map((u) => u.full_name)).toEqual(['Edsger 100% Dijkstra', 'Alan_Turing']);
    expect(first.users[0]).toMatchObject({ email: 'list-3@example.com', role: 'user', email_verified: true });
    expect(first.users[0]!.last_sign_in_at).not.toBeNull();
    const second = await users(admin, '?pageSize=2&page=2');
    expect(second.users.map((u) => u.full_name)).toEqual(['Grace Hopper', 'Ada Lovelace']);

    expect((await users(admin, '?q=HOPPER')).users.map((u) => u.email)).toEqual(['list-1@example.com']);
    expect((await users(admin, '?q=list-0@EXAMPLE')).users.map((u) => u.full_name)).toEqual(['Ada Lovelace']);
    // LIKE wildcards are literal characters in a search
    expect((await users(admin, `?q=${encodeURIComponent('_')}`)).users.map((u) => u.full_name)).toEqual(['Alan_Turing']);
    expect((await users(admin, `?q=${encodeURIComponent('100%')}`)).total).toBe(1);
    expect(await users(admin, '?q=nobody-like-this')).toMatchObject({ users: [], total: 0 });
  });

  it('prefers the profile name and shows any stored role string as it is', async () => {
    const { userId } = await t.signedIn('profiled@example.com');
    await t.database.query("INSERT INTO profiles (user_id, full_name) VALUES ($1, 'Profile Name')", [userId]);
    await t.database.query("UPDATE users SET role = 'recruiter' WHERE id = $1", [userId]);
    const [row] = (await users(admin, '?q=profile%20name')).users;
    expect(row).toMatchObject({ id: userId, full_name: 'Profile Name', role: 'recruiter' });
  });

  it('rejects a page size over 100', async () => {
    expect((await admin.get('/api/admin/users?pageSize=101')).status).toBe(400);
  });
});

describe('role changes', () => {
  it('changes a role, writes admin_role_change, and lists it newest first', async () => {
    const { userId } = await t.signedIn('promote-me@example.com');
    const res = await setRole(admin, { target_user_id: userId, new_role: 'admin' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, user_id: userId, old_role: 'user', new_role: 'admin', changed: true });
    expect((await setRole(admin, { target_user_id: userId, new_role: 'user' })).status).toBe(200);

    const entries = await auditLog(`?user_id=${userId}`);
    expect(entries.map((e) => [e.event_type, e.old_role, e.new_role])).toEqual([
      ['admin_role_change', 'admin', 'user'],
      ['admin_role_change', 'user', 'admin'],
    ]);
    expect(entries[0]).toMatchObject({
      user_id: adminId,
      actor_email: 'chief@example.com',
      target_user_id: userId,
      target_email: 'promote-me@example.com',
      reason: null,
    });
    // setting the role a person already has writes nothing
    const same = await setRole(admin, { target_user_id: userId, new_role: 'user' });
    expect((await same.json()).changed).toBe(false);
    expect(await auditLog(`?user_id=${userId}`)).toHaveLength(2);
  });

  it("answers the spec's validation messages and logs the refused attempts", async () => {
    const { userId } = await t.signedIn('validate-me@example.com');
    for (const body of [{}, { target_user_id: userId }, { new_role: 'admin' }, { target_user_id: '  ', new_role: 'admin' }]) {
      const res = await setRole(admin, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe('Target user ID and new role are required');
    }
    const invalid = await setRole(admin, { target_user_id: userId, new_role: 'superuser' });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.message).toBe('Invalid role specified');
    const [attempt] = await auditLog(`?user_id=${userId}`);
    expect(attempt).toMatchObject({
      event_type: 'role_change_attempt',
      user_id: adminId,
      target_user_id: userId,
      new_role: 'superuser',
      reason: 'invalid_role',
    });

    const missing = await setRole(admin, { target_user_id: 'no-such-user', new_role: 'admin' });
    expect(missing.status).toBe(404);
    expect((await auditLog('?user_id=no-such-user'))[0]).toMatchObject({ reason: 'target_not_found' });
  });

  it('refuses a non-admin, logs it as an attempt and leaves the role alone', async () => {
    const { client, userId } = await t.signedIn('sneaky@example.com');
    const res = await setRole(client, { target_user_id: userId, new_role: 'admin' });
    expect(res.status).toBe(403);
    const role = await t.database.query<{ role: string }>('SELECT role FROM users WHERE id = $1', [userId]);
    expect(role.rows[0]!.role).toBe('user');
    const [attempt] = await auditLog(`?user_id=${userId}`);
    expect(attempt).toMatchObject({
      event_type: 'role_change_attempt',
      user_id: userId,
      target_user_id: userId,
      old_role: 'user',
      new_role: 'admin',
      reason: 'not_admin',
    });
  });

  it('never demotes the last administrator, and logs the refusal', async () => {
    const fresh = await createTestApp();
    try {
      const { client, userId } = await fresh.signedIn('only-admin@example.com', { admin: true });
      const res = await client.post('/api/admin/users/role', { target_user_id: userId, new_role: 'user' });
      expect(res.status).toBe(409);
      expect((await res.json()).error.message).toMatch(/last administrator cannot be demoted/);
      const { rows } = await fresh.database.query<{ event_type: string; event_details: Record<string, unknown> }>(
        "SELECT event_type, event_details FROM security_audit_log WHERE event_type = 'role_change_attempt'",
      );
      expect(rows).toEqual([
        {
          event_type: 'role_change_attempt',
          event_details: { target_user_id: userId, old_role: 'admin', new_role: 'user', reason: 'last_admin' },
        },
      ]);

      // with a second administrator, demoting yourself is allowed
      const second = await fresh.signedIn('second-admin@example.com', { admin: true });
      expect((await client.post('/api/admin/users/role', { target_user_id: userId, new_role: 'user' })).status).toBe(200);
      const last = await second.client.post('/api/admin/users/role', { target_user_id: second.userId, new_role: 'user' });
      expect(last.status).toBe(409);
    } finally {
      await fresh.close();
    }
  });

  it('takes effect on the demoted administrator’s very next request', async () => {
    const other = await t.signedIn('demoted@example.com', { admin: true });
    expect((await other.client.get('/api/admin/users')).status).toBe(200);
    expect((await setRole(admin, { target_user_id: other.userId, new_role: 'user' })).status).toBe(200);
    expect((await other.client.get('/api/admin/users')).status).toBe(403);
    expect((await other.client.get('/api/admin/audit-logs')).status).toBe(403);
    expect((await (await other.client.get('/api/me/permissions')).json()).permissions).not.toContain('users.read');
  });
});

describe('audit log', () => {
  it('lists only role events, newest first, at most 100', async () => {
    await t.deps.audit.record({ eventType: 'login_failed', severity: 'medium', details: {} });
    const entries = await auditLog();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.event_type === 'admin_role_change' || e.event_type === 'role_change_attempt')).toBe(true);
    const times = entries.map((e) => e.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(await auditLog('?limit=1')).toHaveLength(1);
    expect((await admin.get('/api/admin/audit-logs?limit=101')).status).toBe(400);
  });
});

import type { DeskSessionResponse, DeskTeamResponse } from '@contrail/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';
import { deskOrigin, deskRequest, staffWithPassword } from '../../test/desk.ts';
import { deskIdleMs } from './desk-session.ts';

describe.each(testDatabases())('desk session and team ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  const getApp = useTestApp(getDb, { config: { siteOrigin: deskOrigin } });

  it('GET /api/desk/session answers 200 with null staff for a visitor, a stale cookie or an idle session', async () => {
    const app = getApp();
    const db = getDb();
    const visitor = await deskRequest(app, 'GET', '/api/desk/session');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('no-store');
    expect(visitor.json()).toEqual({ staff: null });

    const made = await deskRequest(app, 'GET', '/api/desk/session', { cookie: 'x'.repeat(43) });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toEqual({ staff: null });

    const member = await staffWithPassword(app, db, 'desk');
    const signedIn = await deskRequest(app, 'GET', '/api/desk/session', { cookie: member.cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<DeskSessionResponse>().staff).toMatchObject({
      id: member.id,
      email: member.email,
      role: 'desk',
      status: 'active',
      hasPassword: true,
    });

    await db.db
      .updateTable('desk_sessions')
      .set({ last_seen_at: new Date(Date.now() - deskIdleMs - 1000).toISOString() })
      .where('staff_id', '=', member.id)
      .execute();
    const idle = await deskRequest(app, 'GET', '/api/desk/session', { cookie: member.cookie });
    expect(idle.statusCode).toBe(200);
    expect(idle.json()).toEqual({ staff: null });
  });

  it('GET /api/desk/team lists the active members (id and name) to any role, and 401 without a session', async () => {
    const app = getApp();
    const db = getDb();
    expect((await deskRequest(app, 'GET', '/api/desk/team')).statusCode).toBe(401);
    const admin = await staffWithPassword(app, db, 'admin');
    const member = await staffWithPassword(app, db, 'desk');
    const gone = await staffWithPassword(app, db, 'desk');
    const off = await deskRequest(app, 'PATCH', `/api/desk/staff/${gone.id}`, {
      cookie: admin.cookie,
      body: { status: 'disabled' },
    });
    expect(off.statusCode).toBe(200);

    const res = await deskRequest(app, 'GET', '/api/desk/team', { cookie: member.cookie });
    expect(res.statusCode).toBe(200);
    const { staff } = res.json<DeskTeamResponse>();
    const ids = staff.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, member.id]));
    expect(ids).not.toContain(gone.id);
    expect(staff.find((s) => s.id === member.id)).toEqual({ id: member.id, name: 'Test desk' });
    // Ids and names only: no addresses or roles for the desk role.
    expect(JSON.stringify(staff)).not.toContain('@');
  });
});

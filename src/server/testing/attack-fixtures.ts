import type { CoachingSession } from '@/contract/coach';
import type { CvAccepted, CvDetail } from '@/contract/cvs';
import type { TalentList } from '@/contract/talents';
import type { TestClient } from './test-app';

/** A plain-text CV the engine analyses into talents; `name` lets a test plant a payload in it. */
export function cvText(name = 'Alice Example'): string {
  return `${name}
Senior Project Manager
alice@example.com · +49 30 1234567 · Berlin, Germany

PROFESSIONAL SUMMARY
Project manager with eight years of experience leading cross-functional teams in logistics and software delivery.

EXPERIENCE
Senior Project Manager, Nordlicht Logistik GmbH, Berlin — 2019 to present
- Led a team of 12 engineers and analysts to deliver a warehouse management system on time and 8% under budget
- Introduced Scrum and Kanban practices, cutting release lead time from 6 weeks to 2 weeks
- Negotiated contracts with suppliers and presented quarterly results to the executive board
- Mentored four junior project managers, two of whom were promoted

Project Coordinator, Hafen Consulting, Hamburg — 2015 to 2019
- Coordinated budgets, schedules and stakeholder workshops for 20 client projects
- Built Excel and SQL reports that automated monthly KPI tracking
- Trained new colleagues and wrote the onboarding handbook

EDUCATION
Master of Business Administration, Universität Hamburg, 2015

SKILLS
Project management, stakeholder management, Scrum, budgeting, SQL, Excel, negotiation, team leadership, public speaking

LANGUAGES
German (native), English (fluent), French (intermediate)
`;
}

export function cvForm(fileName: string, content: string | Uint8Array): FormData {
  const data = new FormData();
  data.append('file', new File([content as BlobPart], fileName));
  return data;
}

export async function uploadCv(client: TestClient, fileName: string, content: string | Uint8Array): Promise<Response> {
  return client.request('/api/cvs?keepBoth=true', { method: 'POST', body: cvForm(fileName, content) });
}

async function json<T>(res: Response, expected: number, what: string): Promise<T> {
  if (res.status !== expected && !(expected === 201 && res.status === 200)) throw new Error(`attack fixture: ${what} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Polls until the CV left `processing` (the worker runs in process). */
export async function settledCv(client: TestClient, id: string): Promise<CvDetail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const cv = await json<CvDetail>(await client.get(`/api/cvs/${id}`), 200, 'GET /api/cvs/{id}');
    if (cv.status !== 'processing') return cv;
    if (Date.now() > deadline) throw new Error(`CV ${id} still processing`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export type OwnedThings = { cvId: string; talentId: string; perspectiveId: string; coachSessionId: string; conversationId: string; taskId: string; jobId: string };

/** One of each thing a person owns, created through the API as that person. */
export async function createOwnedThings(client: TestClient): Promise<OwnedThings> {
  const accepted = await json<CvAccepted>(await uploadCv(client, 'alice-cv.txt', cvText()), 202, 'CV upload');
  const cv = await settledCv(client, accepted.id);
  if (cv.status !== 'analyzed') throw new Error(`attack fixture: the CV ended ${cv.status}`);
  const { talents } = await json<TalentList>(await client.get('/api/talents'), 200, 'GET /api/talents');
  if (!talents[0]) throw new Error('attack fixture: the CV produced no talents');
  const { perspectives } = await json<{ perspectives: { id: string; name: string }[] }>(
    await client.post('/api/perspectives', { name: 'Logistics leaders', sections: ['headline'], tone: 'concise' }),
    201,
    'POST /api/perspectives',
  );
  const perspective = perspectives.find((p) => p.name === 'Logistics leaders');
  if (!perspective) throw new Error('attack fixture: the new perspective is not in the list');
  const session = await json<CoachingSession>(
    await client.post('/api/coach/sessions', { query: 'How should I prepare for a job interview next week?' }),
    201,
    'POST /api/coach/sessions',
  );
  if (!session.action_items.length) throw new Error('attack fixture: the coaching session has no action items');
  const task = await json<{ id: string }>(await client.post('/api/tasks', { title: 'Update my LinkedIn profile' }), 201, 'POST /api/tasks');
  const job = await json<{ id: string }>(
    await client.post('/api/jobs', { text: 'Logistics planner (m/f/d), Hamburg. Required: SAP, demand planning and English (C1). Nice to have: Power BI.' }),
    201,
    'POST /api/jobs',
  );
  return { cvId: cv.id, talentId: talents[0].id, perspectiveId: perspective.id, coachSessionId: session.id, conversationId: session.conversation_id, taskId: task.id, jobId: job.id };
}

/**
 * How the suite fills the path parameters of 'owner' routes: the first entry whose prefix the
 * route's path starts with. A new owner route under a new prefix fails the suite until an entry
 * (and a thing in createOwnedThings) is added here.
 */
export function ownerParams(things: OwnedThings): { prefix: string; params: Record<string, string> }[] {
  return [
    { prefix: '/api/cvs/{id}', params: { id: things.cvId } },
    { prefix: '/api/talents/{id}', params: { id: things.talentId } },
    { prefix: '/api/perspectives/{id}', params: { id: things.perspectiveId } },
    { prefix: '/api/coach/sessions/{id}', params: { id: things.coachSessionId, index: '0' } },
    { prefix: '/api/coach/conversations/{id}', params: { id: things.conversationId } },
    { prefix: '/api/tasks/{id}', params: { id: things.taskId } },
    { prefix: '/api/jobs/{id}', params: { id: things.jobId } },
  ];
}

/**
 * 'user' routes that take a path parameter on purpose: shared data every signed-in person may read.
 * Any other 'user' route with a path parameter must be declared 'owner'.
 */
export const SHARED_DATA_ROUTES = new Set(['GET /api/market/companies/{key}', 'GET /api/market/countries/{code}']);

/**
 * Bodies for routes whose schema has a rule the OpenAPI document cannot show (a refinement), so the
 * generated sample would stop at validation instead of reaching the ownership check.
 */
export const SAMPLE_BODIES: Record<string, unknown> = {
  'PATCH /api/cvs/{id}': { title: 'Renamed' },
  'PATCH /api/tasks/{id}': { title: 'Renamed' },
  'POST /api/jobs/{id}/tasks': { skill_id: 'sap' },
};

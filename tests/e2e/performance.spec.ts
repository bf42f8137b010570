import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { analysedCv, expectNoSeriousViolations, signedIn } from './support';

// A plain-text CV whose analysis finds skills, insights and two hidden talents.
const TXT_CV = 'en-hospitality-to-ux.txt';

async function createTask(page: Page, data: { title: string; priority: string; due_date?: string }): Promise<string> {
  const res = await page.request.post('/api/tasks', { data });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('a new person sees the empty states of performance, the intelligent dashboard, task analytics and the dashboard', async ({ page }) => {
  await signedIn(page, 'perf-new', '/performance');
  await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No analysed CV yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload a CV' })).toHaveAttribute('href', '/cv/upload');
  const totals = page.getByRole('group', { name: 'Totals' });
  await expect(totals).toContainText('Talents validated0');
  await expect(totals).toContainText('Tasks completed0');
  await expect(page.getByRole('region', { name: 'Tasks completed per week' })).toContainText('Nothing recorded in the last 12 weeks yet.');
  await expect(page.getByRole('region', { name: 'Profile completeness' }).getByText('Still missing:')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/intelligent-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Intelligent Dashboard' })).toBeVisible();
  const next = page.getByRole('region', { name: 'What to do next' });
  await expect(next.getByRole('listitem').first()).toContainText('Upload your CV to get an analysis');
  await expect(page.getByRole('region', { name: 'Strongest talents' })).toContainText('No hidden talents discovered yet.');
  await expect(page.getByRole('region', { name: 'Next due tasks' })).toContainText('No open tasks with a due date.');
  await expect(page.getByRole('region', { name: 'Latest insights' })).toContainText('No insights yet');
  await expect(page.getByRole('group', { name: 'Personal summary' })).toContainText('CV quality—');
  await expectNoSeriousViolations(page);

  await page.goto('/tasks/advanced-analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced Task Analytics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No tasks yet' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'AI-Powered Insights' })).toContainText('No insights yet');
  await expect(page.getByRole('region', { name: 'Analytics' }).getByRole('region', { name: 'Tasks completed per week' })).toBeVisible();
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('real figures: an analysed CV, a validated talent and a completed task show on every overview', async ({ page }) => {
  // four screens, each checked with axe, after a real analysis: more than the default minute on a small machine
  test.setTimeout(150_000);
  await signedIn(page, 'perf-data', '/dashboard');
  const cvId = await analysedCv(page, TXT_CV);
  const cv = (await (await page.request.get(`/api/cvs/${cvId}`)).json()) as { quality_score: number; talents: { id: string }[]; insights: unknown[] };
  expect(cv.talents.length).toBeGreaterThan(0);
  expect(cv.insights.length).toBeGreaterThan(0);

  const validated = await page.request.patch(`/api/talents/${cv.talents[0]!.id}`, { data: { action: 'validate' } });
  expect(validated.status()).toBe(200);
  const doneId = await createTask(page, { title: 'Update the portfolio', priority: 'high' });
  const done = await page.request.patch(`/api/tasks/${doneId}`, { data: { status: 'completed' } });
  expect(done.status()).toBe(200);
  await createTask(page, { title: 'Send the overdue application', priority: 'medium', due_date: '2020-01-15' });
  await createTask(page, { title: 'Ask for a referral', priority: 'low' });

  // /performance: totals and weekly charts from the real data
  await page.goto('/performance');
  const totals = page.getByRole('group', { name: 'Totals' });
  await expect(totals).toContainText('CV versions analysed1');
  await expect(totals).toContainText('Talents validated1');
  await expect(totals).toContainText('Tasks completed1of 3 tasks');
  const tasksWeekly = page.getByRole('region', { name: 'Tasks completed per week' });
  await expect(tasksWeekly).toContainText('1 in the last 12 weeks, 1 this week.');
  await expect(tasksWeekly.getByRole('table')).toContainText('Tasks completed');
  await expect(page.getByRole('region', { name: 'Talents validated per week' })).toContainText('1 in the last 12 weeks, 1 this week.');
  const skills = page.getByRole('region', { name: 'Skills by proficiency per CV version' });
  await expect(skills.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(skills.locator('.recharts-surface').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'CV quality per version' })).toContainText(`Latest version: ${cv.quality_score}/100`);
  await expectNoSeriousViolations(page);

  // /intelligent-dashboard: this week's figures, the CV's real quality, next steps and due tasks
  await page.goto('/intelligent-dashboard');
  const summary = page.getByRole('group', { name: 'Personal summary' });
  await expect(summary).toContainText(`CV quality${cv.quality_score}/100`);
  await expect(summary).toContainText('Talents validated this week1');
  await expect(summary).toContainText('Tasks completed this week1');
  await expect(summary).toContainText('Up 1 on last week');
  const dueTasks = page.getByRole('region', { name: 'Next due tasks' });
  await expect(dueTasks.getByRole('listitem')).toHaveCount(1);
  await expect(dueTasks.getByRole('listitem').first()).toContainText('Send the overdue application');
  await expect(dueTasks.getByRole('listitem').first()).toContainText('Overdue');
  await expect(page.getByRole('region', { name: 'What to do next' })).toContainText('1 task is overdue');
  await expect(page.getByRole('region', { name: 'Strongest talents' }).getByRole('listitem')).not.toHaveCount(0);
  const insights = page.getByRole('region', { name: 'Latest insights' });
  await expect(insights.getByRole('listitem')).toHaveCount(Math.min(3, cv.insights.length));
  await expect(insights.getByRole('link', { name: 'View the full analysis' })).toHaveAttribute('href', `/cv/${cvId}`);
  await expectNoSeriousViolations(page);

  // /tasks/advanced-analytics: counts by status and priority, the overdue list
  await page.goto('/tasks/advanced-analytics');
  const stats = page.getByRole('group', { name: 'Task figures' });
  await expect(stats).toContainText('Tasks3');
  await expect(stats).toContainText('Completed1');
  await expect(stats).toContainText('33% of all tasks');
  await expect(stats).toContainText('Overdue1');
  const byStatus = page.getByRole('region', { name: 'Tasks by status' });
  await expect(byStatus.getByRole('row', { name: 'Completed 1' })).toHaveCount(1);
  await expect(byStatus.getByRole('row', { name: 'Not started 2' })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Tasks by priority' }).getByRole('row', { name: 'High priority 1' })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Overdue', exact: true }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Tasks completed per week' })).toContainText('1 this week.');
  await expectNoSeriousViolations(page);

  // /dashboard: the Insights and Analytics sections are real, nothing says "coming soon"
  await page.goto('/dashboard');
  const dashboardInsights = page.getByRole('region', { name: 'AI-Powered Insights' });
  await expect(dashboardInsights.getByRole('listitem')).toHaveCount(Math.min(5, cv.insights.length));
  const analytics = page.getByRole('region', { name: 'Analytics' });
  await expect(analytics.getByRole('region', { name: 'Tasks completed per week' })).toContainText('1 this week.');
  await expect(analytics.getByRole('region', { name: 'Talents validated per week' })).toContainText('1 this week.');
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // validating another talent on the dashboard updates the analytics beside it
  const talents = page.getByRole('region', { name: 'Hidden Talents' });
  const validate = talents.getByRole('button', { name: 'Validate' }).first();
  await expect(validate).toBeVisible();
  await validate.click();
  await expect(analytics.getByRole('region', { name: 'Talents validated per week' })).toContainText('2 in the last 12 weeks, 2 this week.');
});

import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, signInThroughForm, verifiedAccount } from './support';

const QUESTION = 'How should I prepare for a job interview?';

test('AI coach: a grounded answer with the engine named, an action item becomes a task; tasks: create by hand, complete, filter', async ({
  page,
}) => {
  const { email, password } = await verifiedAccount(page.request, 'coach');
  await page.goto('/career-coach');
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/career-coach$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI Career Coach' })).toBeVisible();

  // a new person: no sessions yet, four suggested questions, a blank question cannot be sent
  await expect(page.getByRole('heading', { name: 'No coaching sessions yet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Suggested questions' }).getByRole('button')).toHaveCount(4);
  const question = page.getByRole('textbox', { name: 'Your question' });
  const submit = page.getByRole('button', { name: 'Get Coaching' });
  await expect(submit).toBeDisabled();
  await question.fill('   ');
  await expect(submit).toBeDisabled();
  await expectNoSeriousViolations(page);

  // ask: the response card with recommendations, action items with deadlines and the engine label
  await question.fill(QUESTION);
  await submit.click();
  const card = page.getByRole('article', { name: 'Coaching response' });
  await expect(card.getByText(QUESTION)).toBeVisible();
  await expect(card.getByText('Local Kairos engine')).toBeVisible();
  await expect(card.getByRole('region', { name: 'Key insights' }).getByRole('listitem').first()).toBeVisible();
  await expect(
    card
      .getByRole('region', { name: 'Recommendations' })
      .getByText(/^(High|Medium|Low) priority$/)
      .first(),
  ).toBeVisible();
  const firstItem = card.getByRole('region', { name: 'Action items' }).getByRole('listitem').first();
  const due = (await firstItem.getByText(/^Due /).textContent())!;
  const addLabel = (await firstItem.getByRole('button', { name: /^Add to tasks/ }).getAttribute('aria-label'))!;
  const taskTitle = addLabel.replace(/^Add to tasks: /, '');
  await expect(question).toHaveValue('');
  await expect(
    page.getByRole('region', { name: 'Recent sessions' }).getByRole('button', { name: new RegExp(QUESTION.replace('?', '\\?')) }),
  ).toHaveAttribute('aria-current', 'true');
  await expectNoSeriousViolations(page);

  // a suggested question is asked in one click; the history keeps both, and the first can be picked again
  const suggestion = page.getByRole('region', { name: 'Suggested questions' }).getByRole('button').first();
  const suggested = (await suggestion.textContent())!.trim();
  await suggestion.click();
  await expect(card.getByText(suggested, { exact: true })).toBeVisible();
  const history = page.getByRole('region', { name: 'Recent sessions' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText(suggested);
  await history.nth(1).getByRole('button').click();
  await expect(card.getByText(QUESTION)).toBeVisible();

  // the first action item becomes a task, once
  await firstItem.getByRole('button', { name: /^Add to tasks/ }).click();
  await expect(firstItem.getByText('Added to your tasks')).toBeVisible();
  await expect(firstItem.getByRole('button', { name: /^Add to tasks/ })).toHaveCount(0);
  await firstItem.getByRole('link', { name: 'View tasks' }).click();

  // on /tasks with its deadline and where it came from
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  const coachTask = page.getByRole('listitem', { name: taskTitle });
  await expect(coachTask.getByText('From the coach')).toBeVisible();
  await expect(coachTask.getByText(due, { exact: true })).toBeVisible();

  // a task by hand: the title is required
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Ask Anna for a referral');
  await dialog.getByRole('combobox', { name: 'Priority' }).selectOption('high');
  await dialog.getByLabel('Due date').fill('2030-01-15');
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog).toBeHidden();
  const manual = page.getByRole('listitem', { name: 'Ask Anna for a referral' });
  await expect(manual.getByText('High priority')).toBeVisible();
  await expect(manual.getByText('Due Jan 15, 2030')).toBeVisible();
  await expect(manual.getByText('From the coach')).toHaveCount(0);

  // completed inline; the status filter lives in the address
  await manual.getByRole('combobox', { name: 'Status of Ask Anna for a referral' }).selectOption('completed');
  await expect(page.getByRole('alert').filter({ hasText: '“Ask Anna for a referral”: Completed' })).toBeVisible();
  await expect(manual.getByRole('combobox', { name: 'Status of Ask Anna for a referral' })).toHaveValue('completed');
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('completed');
  await expect(page).toHaveURL(/\/tasks\?status=completed$/);
  await expect(page.getByRole('list', { name: 'Your tasks' }).getByRole('listitem')).toHaveCount(1);
  await expect(manual).toBeVisible();
  await expectNoSeriousViolations(page);

  // reload keeps the filter
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('completed');
  await expect(page.getByRole('listitem', { name: 'Ask Anna for a referral' })).toBeVisible();
  // edit, then delete after a confirmation
  await page.getByRole('button', { name: 'More actions for Ask Anna for a referral' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit task' });
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue('Ask Anna for a referral');
  await expect(edit.getByLabel('Due date')).toHaveValue('2030-01-15');
  await edit.getByRole('textbox', { name: 'Title' }).fill('Ask Anna for a referral letter');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  const renamed = page.getByRole('listitem', { name: 'Ask Anna for a referral letter' });
  await expect(renamed).toBeVisible();
  await page.getByRole('button', { name: 'More actions for Ask Anna for a referral letter' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete task?' }).getByRole('button', { name: 'Delete task' }).click();
  await expect(renamed).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No tasks match these filters' })).toBeVisible();
});

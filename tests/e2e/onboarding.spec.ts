import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { samplePath } from '../support/cv-samples';
import { expectNoSeriousViolations, signInThroughForm, verifiedAccount } from './support';

// A plain-text CV the engine analyses quickly.
const TXT_CV = 'en-hospitality-to-ux.txt';

async function newUserOnOnboarding(page: Page, tag: string): Promise<string> {
  const { email, password } = await verifiedAccount(page.request, tag);
  await page.goto('/onboarding');
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get started with Kairos' })).toBeVisible();
  return email;
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('general wizard: welcome once, required fields, resume after a reload, completion writes the profile', async ({ page }) => {
  test.setTimeout(120_000); // a long walk through six steps, two reloads and four axe runs
  const email = await newUserOnOnboarding(page, 'onboarding-general');

  // the welcome dialog greets by the part of the e-mail before the @, with four features and four steps
  const welcome = page.getByRole('dialog', { name: `Welcome to Kairos, ${email.split('@')[0]}!` });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('heading', { name: 'What you can do' })).toBeVisible();
  await expect(welcome.getByRole('listitem')).toHaveCount(8);
  await expectNoSeriousViolations(page);
  await welcome.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(welcome).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('hasSeenWelcome'))).not.toBeNull();

  // not shown again after a reload
  await page.reload();
  await expect(stepHeading(page, 'Your Role')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // step 1: Previous disabled; Next without a role says what is missing
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const previous = page.getByRole('button', { name: 'Previous', exact: true });
  await expect(previous).toBeDisabled();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await next.click();
  await expect(page.getByText('Career Role is required')).toBeVisible();
  await expect(toast(page, 'Please complete all required fields correctly')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('radio', { name: 'Professional' }).click();
  await expect(page.getByText('Career Role is required')).toHaveCount(0);
  await next.click();

  // market context: intro cards, nothing required
  await expect(stepHeading(page, 'Market Context')).toBeVisible();
  await expect(page.getByRole('list', { name: 'What Kairos looks at' }).getByRole('listitem')).toHaveCount(3);
  await next.click();

  // personal information: the account's name is prefilled; empty fields are named
  await expect(stepHeading(page, 'Personal Information')).toBeVisible();
  const fullName = page.getByRole('textbox', { name: 'Full Name' });
  await expect(fullName).toHaveValue('E2E Person');
  await fullName.fill('');
  await next.click();
  await expect(page.getByText('Full Name is required')).toBeVisible();
  await expect(page.getByText('Current Role is required')).toBeVisible();
  await expect(fullName).toBeFocused();
  await expect(stepHeading(page, 'Personal Information')).toBeVisible();
  await expectNoSeriousViolations(page);
  await fullName.fill('Anna Schmidt');
  await page.getByRole('textbox', { name: 'Current Role' }).fill('Product Manager');
  await next.click();

  // professional background
  await expect(stepHeading(page, 'Professional Background')).toBeVisible();
  await next.click();
  await expect(page.getByText('Industry is required')).toBeVisible();
  await expect(page.getByText('Experience Level is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Industry' }).fill('Software');
  await page.getByRole('combobox', { name: 'Experience Level' }).selectOption('6-10');
  await next.click();
  await expect(stepHeading(page, 'Career Goals')).toBeVisible();

  // the progress is on the server and on this device
  await expect
    .poll(async () => ((await (await page.request.get('/api/onboarding')).json()) as { progress: { step: number } | null }).progress?.step)
    .toBe(4);
  const local = await page.evaluate(() => JSON.parse(localStorage.getItem('onboarding_progress') ?? 'null') as { step: number; data: Record<string, string> });
  expect(local).toMatchObject({ step: 4, data: { fullName: 'Anna Schmidt', industry: 'Software', experience: '6-10' } });

  // a reload resumes at the same step with the data
  await page.reload();
  await expect(stepHeading(page, 'Career Goals')).toBeVisible();
  await expect(page.getByText('Step 5 of 6')).toBeVisible();
  await previous.click();
  await expect(page.getByRole('textbox', { name: 'Industry' })).toHaveValue('Software');
  await expect(page.getByRole('combobox', { name: 'Experience Level' })).toHaveValue('6-10');
  await next.click();

  // goals are required, challenges are not
  await next.click();
  await expect(page.getByText('Career Goals is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Career Goals' }).fill('Lead a product team, Learn data analysis');
  await page.getByRole('textbox', { name: 'Challenges' }).fill('Little time for learning');
  await next.click();

  // the summary; Next is disabled on the last step
  await expect(stepHeading(page, 'Complete')).toBeVisible();
  await expect(next).toBeDisabled();
  for (const text of ['Anna Schmidt', 'Product Manager', 'Software', '6-10 years', 'Professional']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Complete Onboarding' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, 'Onboarding completed successfully!')).toBeVisible();

  const profile = (await (await page.request.get('/api/profile')).json()) as Record<string, unknown>;
  expect(profile).toMatchObject({
    full_name: 'Anna Schmidt',
    current_role: 'Product Manager',
    career_role: 'professional',
    industry: 'Software',
    experience_level: '6-10',
    career_goals: ['Lead a product team', 'Learn data analysis'],
    bio: 'Little time for learning',
    onboarding_completed: true,
  });
  expect(await page.evaluate(() => [localStorage.getItem('onboarding_progress'), localStorage.getItem('onboardingComplete')])).toEqual([
    null,
    'true',
  ]);

  // done: /onboarding goes to the dashboard
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('job-seeker wizard: a real CV upload starts the analysis, then goals and completion', async ({ page }) => {
  await newUserOnOnboarding(page, 'onboarding-seeker');
  const welcome = page.getByRole('dialog', { name: /^Welcome to Kairos, / });
  await welcome.getByRole('button', { name: 'Start My Journey' }).click();
  await expect(welcome).toBeHidden();

  const next = page.getByRole('button', { name: 'Next', exact: true });
  await page.getByRole('radio', { name: 'Job seeker' }).click();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await next.click();

  // CV upload: PDF, DOCX or TXT only
  await expect(stepHeading(page, 'Upload Your CV')).toBeVisible();
  await expectNoSeriousViolations(page);
  const input = page.getByLabel('Upload your CV');
  await input.setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('not a CV') });
  await expect(page.getByText('Please upload a PDF, DOCX or TXT file')).toBeVisible();

  await input.setInputFiles(samplePath(TXT_CV));
  await expect(page.getByText(TXT_CV)).toBeVisible();
  // the analysis runs on the server (it may already be done); either way the person can go on
  await expect(page.getByText(/^(Your CV is being analysed|Analysis complete)$/)).toBeVisible();
  await expect(page.getByText('Analysis complete')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Quality score \d+ · \d+ skills found$/)).toBeVisible();
  const cvs = (await (await page.request.get('/api/cvs')).json()) as { cvs: { file_name: string; status: string }[] };
  expect(cvs.cvs.map((cv) => cv.file_name)).toEqual([TXT_CV]);
  await next.click();

  // goals, then the summary with the CV
  await expect(stepHeading(page, 'Career Goals')).toBeVisible();
  await next.click();
  await expect(page.getByText('Career Goals is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Career Goals' }).fill('Find a UX designer role');
  await next.click();
  await expect(stepHeading(page, 'Complete')).toBeVisible();
  await expect(page.getByText(TXT_CV, { exact: true })).toBeVisible();
  await expect(page.getByText('Job seeker', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Complete Onboarding' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const profile = (await (await page.request.get('/api/profile')).json()) as Record<string, unknown>;
  expect(profile).toMatchObject({ career_role: 'job_seeker', full_name: 'E2E Person', career_goals: ['Find a UX designer role'], onboarding_completed: true });
});

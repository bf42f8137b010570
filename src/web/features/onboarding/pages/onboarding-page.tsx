import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { OnboardingProgress, Profile } from '@/contract/profile';
import { paths } from '@/web/app/paths';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useOnboarding, useProfile } from '@/web/features/onboarding/api/get-onboarding';
import { useCompleteOnboarding, useSaveProgress } from '@/web/features/onboarding/api/onboarding-mutations';
import { isAbort, useUploadCv } from '@/web/features/onboarding/api/upload-cv';
import { CvStep } from '@/web/features/onboarding/components/cv-step';
import { BackgroundStep, GoalsStep, PersonalStep } from '@/web/features/onboarding/components/detail-steps';
import { MarketContextStep } from '@/web/features/onboarding/components/market-context-step';
import { ProgressDots } from '@/web/features/onboarding/components/progress-dots';
import { RoleStep } from '@/web/features/onboarding/components/role-step';
import { useStepTitle } from '@/web/features/onboarding/components/step-title';
import { SummaryStep } from '@/web/features/onboarding/components/summary-step';
import { WelcomeModal } from '@/web/features/onboarding/components/welcome-modal';
import { pickProblem, serverProblem } from '@/web/features/onboarding/lib/cv-file';
import type { CvProblem } from '@/web/features/onboarding/lib/cv-file';
import { localOnboarding } from '@/web/features/onboarding/lib/local-store';
import {
  copyKey,
  firstInvalidStep,
  greetingName,
  hasErrors,
  resumePoint,
  stepsFor,
  toCompleteBody,
  toProgress,
  validateStep,
} from '@/web/features/onboarding/lib/wizard';
import type { FieldKey, StepErrors, StepKey, WizardData } from '@/web/features/onboarding/lib/wizard';
import { ApiError } from '@/web/lib/api-client';
import { useDocumentTitle } from '@/web/lib/use-document-title';

const PROGRESS_NOTICE = 'onboarding-progress-not-saved';

/** Steps whose introduction is worded for the role. */
const ROLE_DESCRIPTIONS = { personal: 'personalDescription', background: 'backgroundDescription', goals: 'goalsDescription' } as const;

/** '{field} is required' and friends, with the label the field shows (which follows the role). */
function useErrorMessages(data: WizardData, errors: StepErrors): Partial<Record<FieldKey, string>> {
  const { t } = useTranslation('onboarding');
  const copy = copyKey(data.career_role);
  const labels: Record<FieldKey, string> = {
    career_role: t('fields.careerRole'),
    fullName: t('fields.fullName'),
    currentRole: t('fields.currentRole'),
    industry: t('fields.industry'),
    experience: t('fields.experience'),
    goals: t(`copy.${copy}.goalsLabel`),
  };
  const messages: Partial<Record<FieldKey, string>> = {};
  for (const [field, error] of Object.entries(errors) as [FieldKey, StepErrors[FieldKey]][]) {
    if (error) messages[field] = t(`validation.${error}`, { field: labels[field] });
  }
  return messages;
}

/** The job-seeker CV: sent with progress, followed until analysed; survives moving between steps. */
function useCvUpload(onUploaded: (id: string, name: string) => void) {
  const upload = useUploadCv();
  const [file, setFile] = useState<{ name: string } | null>(null);
  const [problem, setProblem] = useState<CvProblem | null>(null);

  function start(picked: File) {
    const refused = pickProblem(picked);
    if (refused) return setProblem(refused);
    setProblem(null);
    setFile({ name: picked.name });
    upload.mutate(picked, {
      onSuccess: ({ id }) => {
        setFile(null);
        onUploaded(id, picked.name);
      },
      onError: (error) => {
        setFile(null);
        if (isAbort(error)) return;
        setProblem(error instanceof ApiError ? serverProblem(error.status, error.code, error.message) : { kind: 'other', message: error.message });
      },
    });
  }

  return { file: upload.isPending ? file : null, progress: upload.progress, problem, setProblem, start, cancel: upload.cancel };
}

function Wizard({ profile, serverProgress }: { profile: Profile; serverProgress: OnboardingProgress | null }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const owner = profile.email;
  const accountName = profile.full_name ?? '';
  const [initial] = useState(() => resumePoint(serverProgress, localOnboarding.progress(), owner, accountName));
  const [step, setStep] = useState(initial.step);
  const [data, setData] = useState<WizardData>(initial.data);
  const [showErrors, setShowErrors] = useState(false);
  const [welcomeOpen, setWelcomeOpen] = useState(() => !localOnboarding.hasSeenWelcome());
  const save = useSaveProgress();
  const complete = useCompleteOnboarding();
  const bodyRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const steps = stepsFor(data.career_role);
  const stepKey: StepKey = steps[step] ?? 'role';
  const last = steps.length - 1;
  const copy = copyKey(data.career_role);
  const stepTitle = useStepTitle(copy);
  const errors = useErrorMessages(data, showErrors ? validateStep(stepKey, data) : {});

  // the server said "not completed": a flag left on this device (another account, an older database) must not lock the wizard
  useEffect(() => localOnboarding.clearComplete(), []);

  // a new step: its heading takes the focus, so screen readers announce where the person is
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  function persist(target: number, next: WizardData) {
    const progress = toProgress(target, next);
    localOnboarding.saveProgress({ ...progress, owner });
    save.mutate(progress, {
      onSuccess: () => notifications.hide(PROGRESS_NOTICE),
      onError: () => notifications.show({ id: PROGRESS_NOTICE, color: 'yellow', message: t('toasts.progressNotSaved') }),
    });
  }

  // the upload ends after its own time: it must see the wizard as it is then, not as it was when it began
  const latest = useRef({ step, data });
  useEffect(() => {
    latest.current = { step, data };
  }, [step, data]);

  const cv = useCvUpload((id, name) => {
    const next = { ...latest.current.data, cvId: id, cvFileName: name };
    setData(next);
    persist(latest.current.step, next);
  });

  function change(patch: Partial<WizardData>) {
    setData((current) => ({ ...current, ...patch }));
  }

  function refuse() {
    setShowErrors(true);
    // one toast at a time in Kairos: this one must not wait behind an older one
    notifications.clean();
    notifications.show({ color: 'red', message: t('toasts.invalid') });
    // after the errors render: the first field that needs attention
    requestAnimationFrame(() => {
      const target = bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="radio"]');
      target?.focus();
    });
  }

  function next() {
    if (hasErrors(validateStep(stepKey, data))) return refuse();
    setShowErrors(false);
    const target = Math.min(step + 1, last);
    persist(target, data);
    setStep(target);
  }

  function previous() {
    setShowErrors(false);
    setStep(Math.max(0, step - 1));
  }

  function goTo(target: number) {
    setShowErrors(false);
    setStep(target);
  }

  function finish() {
    const invalid = firstInvalidStep(data);
    if (invalid !== null) {
      setStep(invalid);
      return refuse();
    }
    notifications.clean();
    complete.mutate(toCompleteBody(data, accountName || greetingName(profile.email)), {
      onSuccess: () => {
        localOnboarding.clearProgress();
        localOnboarding.markComplete();
        notifications.show({ color: 'teal', message: t('toasts.completed') });
        void navigate(paths.dashboard);
      },
      onError: () => {
        notifications.clean();
        notifications.show({ color: 'red', message: t('toasts.failed') });
      },
    });
  }

  function closeWelcome() {
    localOnboarding.markWelcomeSeen();
    setWelcomeOpen(false);
  }

  const body: Record<StepKey, ReactNode> = {
    role: <RoleStep value={data.career_role} error={errors.career_role} onChange={(role) => change({ career_role: role })} />,
    marketContext: <MarketContextStep copy={copy} />,
    personal: <PersonalStep data={data} errors={errors} onChange={change} copy={copy} />,
    background: <BackgroundStep data={data} errors={errors} onChange={change} copy={copy} />,
    goals: <GoalsStep data={data} errors={errors} onChange={change} copy={copy} />,
    cvUpload: (
      <CvStep
        cvId={data.cvId}
        cvFileName={data.cvFileName}
        uploading={cv.file}
        progress={cv.progress}
        problem={cv.problem}
        onFile={cv.start}
        onProblem={cv.setProblem}
        onCancel={cv.cancel}
        onReplace={() => {
          cv.setProblem(null);
          change({ cvId: '', cvFileName: '' });
        }}
      />
    ),
    complete: <SummaryStep data={data} onEdit={goTo} onComplete={finish} completing={complete.isPending} />,
  };

  const roleDescription = stepKey in ROLE_DESCRIPTIONS ? ROLE_DESCRIPTIONS[stepKey as keyof typeof ROLE_DESCRIPTIONS] : null;
  const description = roleDescription ? t(`copy.${copy}.${roleDescription}`) : t(`steps.${stepKey}.description`);

  return (
    <>
      <WelcomeModal opened={welcomeOpen} name={greetingName(profile.email)} onClose={closeWelcome} />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="lg">
          <ProgressDots steps={steps} current={step} copy={copy} />
          <Stack gap={4}>
            <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
              {stepTitle(stepKey)}
            </Title>
            <Text c="dimmed">{description}</Text>
          </Stack>
          <div ref={bodyRef}>{body[stepKey]}</div>
          <Group justify="space-between" gap="sm" component="nav" aria-label={t('nav.label')}>
            <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden="true" />} onClick={previous} disabled={step === 0}>
              {t('nav.previous')}
            </Button>
            <Button rightSection={<IconArrowRight size={16} aria-hidden="true" />} onClick={next} disabled={step === last}>
              {t('nav.next')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}

/** Marks this device and moves on: onboarding is done. */
function AlreadyCompleted() {
  useEffect(() => localOnboarding.markComplete(), []);
  return <Navigate to={paths.dashboard} replace />;
}

export function OnboardingPage() {
  const { t } = useTranslation(['onboarding', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const state = useOnboarding();
  const profile = useProfile();
  const failed = state.isError ? state : profile.isError ? profile : null;

  let content: ReactNode;
  if (state.data?.completed) content = <AlreadyCompleted />;
  else if (failed) {
    // the server cannot say; this device remembers a completed onboarding
    content = localOnboarding.isComplete() ? (
      <Navigate to={paths.dashboard} replace />
    ) : (
      <LoadError
        title={t('loadFailed')}
        message={failed.error?.message}
        onRetry={() => void Promise.all([state.refetch(), profile.refetch()])}
        retrying={state.isFetching || profile.isFetching}
      />
    );
  } else if (!state.data || !profile.data) content = <PageLoader label={t('loading')} minHeight={280} />;
  else content = <Wizard profile={profile.data} serverProgress={state.data.progress} />;

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        {content}
      </Stack>
    </Container>
  );
}

import { Alert, Card, FileInput, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContrastFailure } from '@/contract/design-system';
import { useImportTheme } from '@/web/features/design-system/api/theme-actions';
import { describeInvalidTokens, readThemeFile } from '@/web/features/design-system/lib/theme-file';
import { ApiError } from '@/web/lib/api-client';

type Problem = { kind: 'contrast'; failures: ContrastFailure[] } | { kind: 'invalid'; lines: string[] } | { kind: 'message'; text: string };

function problemOf(error: unknown, messages: { exists: string }): Problem {
  if (error instanceof ApiError) {
    const failures = (error.details as { failures?: ContrastFailure[] } | undefined)?.failures;
    if (error.status === 422 && Array.isArray(failures)) return { kind: 'contrast', failures };
    if (error.status === 400) {
      const lines = describeInvalidTokens(error.details);
      return lines.length > 0 ? { kind: 'invalid', lines } : { kind: 'message', text: error.message };
    }
    if (error.status === 409) return { kind: 'message', text: messages.exists };
    return { kind: 'message', text: error.message };
  }
  return { kind: 'message', text: error instanceof Error ? error.message : String(error) };
}

/** Import Theme: read the file here, send it, then apply it as the current tenant's default. */
export function ThemeImport({ tenantId }: { tenantId: string | null }) {
  const { t } = useTranslation('designSystem');
  const importTheme = useImportTheme();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  function fail(next: Problem) {
    setProblem(next);
    notifications.show({ color: 'red', message: t('culturalThemes.toasts.importFailed') });
  }

  async function choose(chosen: File | null) {
    setFile(chosen);
    setProblem(null);
    if (!chosen) return;
    const read = readThemeFile(await chosen.text(), chosen.size);
    setFile(null);
    if (!read.ok) {
      fail({ kind: 'message', text: t(`culturalThemes.import.${read.problem}`) });
      return;
    }
    importTheme.mutate(
      { theme: read.theme, tenantId },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('culturalThemes.toasts.imported') }),
        onError: (error) => fail(problemOf(error, { exists: t('culturalThemes.import.exists') })),
      },
    );
  }

  return (
    <Card component="section" aria-labelledby="theme-import-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="theme-import-title">
          {t('culturalThemes.import.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('culturalThemes.import.hint')}
        </Text>
        <FileInput
          label={t('culturalThemes.import.file')}
          placeholder={t('culturalThemes.import.placeholder')}
          accept="application/json,.json"
          value={file}
          onChange={(chosen) => void choose(chosen)}
          leftSection={<IconFileUpload size={16} aria-hidden="true" />}
          disabled={importTheme.isPending}
          maw={420}
          /* Mantine's placeholder grey is below AA; the theme's muted text colour is checked on import */
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        />
        {importTheme.isPending ? (
          <Text size="sm" role="status">
            {t('culturalThemes.import.working')}
          </Text>
        ) : null}
        {problem ? <ImportProblem problem={problem} /> : null}
      </Stack>
    </Card>
  );
}

function ImportProblem({ problem }: { problem: Problem }) {
  const { t } = useTranslation('designSystem');
  const title =
    problem.kind === 'contrast'
      ? t('culturalThemes.import.contrastTitle')
      : problem.kind === 'invalid'
        ? t('culturalThemes.import.invalidTitle')
        : t('culturalThemes.toasts.importFailed');
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden="true" />} title={title}>
      {problem.kind === 'contrast' ? (
        <List size="sm" aria-label={title}>
          {problem.failures.map((f) => (
            <List.Item key={`${f.mode}-${f.foreground}-${f.background}`}>
              {t('culturalThemes.import.contrastPair', {
                mode: t(f.mode),
                foreground: t(`tokens.roles.${f.foreground}`),
                background: t(`tokens.roles.${f.background}`),
                ratio: f.ratio.toFixed(2),
                required: f.required,
              })}
            </List.Item>
          ))}
        </List>
      ) : problem.kind === 'invalid' ? (
        <List size="sm" aria-label={title}>
          {problem.lines.map((line) => (
            <List.Item key={line} style={{ overflowWrap: 'anywhere' }}>
              {line}
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">{problem.text}</Text>
      )}
    </Alert>
  );
}

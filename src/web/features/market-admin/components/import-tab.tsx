import { Alert, Button, Code, FileButton, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconChecklist, IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketImportEntity, MarketImportResult } from '@/contract/market-admin';
import { useImportMarketData } from '@/web/features/market-admin/api/import-market-data';
import { ImportResult } from '@/web/features/market-admin/components/import-result';
import {
  exampleCsv,
  exampleJson,
  formatFromFileName,
  hasContent,
  importEntities,
  importFormats,
  isTooLarge,
  requiredImportFields,
  sameImport,
  utf8Bytes,
} from '@/web/features/market-admin/lib/import-text';
import type { ImportFormat, ImportInput } from '@/web/features/market-admin/lib/import-text';

function Choice<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: { value: T; label: string }[]; onChange: (value: T) => void }) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text id={id} size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} value={value} onChange={(v) => onChange(v as T)} data={options} />
    </Stack>
  );
}

/** What a file of the chosen entity and format looks like, and a way to start from it. */
function FormatHelp({ entity, format, onUseExample }: { entity: MarketImportEntity; format: ImportFormat; onUseExample: () => void }) {
  const { t } = useTranslation('marketAdmin');
  const example = format === 'csv' ? exampleCsv(entity) : exampleJson(entity);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="import-help-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="import-help-title">
          {format === 'csv' ? t('import.exampleCsvTitle', { entity: t(`import.entities.${entity}`) }) : t('import.exampleJsonTitle', { entity: t(`import.entities.${entity}`) })}
        </Title>
        <Text size="sm">
          {format === 'csv' ? t('import.csvRules') : t('import.jsonRules')} {t(`import.notes.${entity}`)}
        </Text>
        <Text size="sm">{t('import.requiredFields', { fields: requiredImportFields[entity].join(', ') })}</Text>
        <Code block style={{ whiteSpace: 'pre', overflowX: 'auto' }} tabIndex={0} aria-label={t('import.exampleLabel')}>
          {example}
        </Code>
        <Group>
          <Button size="xs" variant="default" onClick={onUseExample}>
            {t('import.useExample')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Import companies, trends or signals: check the text first (dry run), then import what was checked. */
export function ImportTab() {
  const { t } = useTranslation('marketAdmin');
  const [entity, setEntity] = useState<MarketImportEntity>('companies');
  const [format, setFormat] = useState<ImportFormat>('csv');
  const [content, setContent] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState<{ input: ImportInput; result: MarketImportResult } | null>(null);
  const [imported, setImported] = useState<MarketImportResult | null>(null);
  const run = useImportMarketData();

  const current: ImportInput = { entity, format, content };
  const checkIsCurrent = sameImport(checked?.input ?? null, current);
  const canImport = checkIsCurrent && checked !== null && checked.result.valid > 0;

  async function pickFile(file: File | null) {
    if (!file) return;
    setProblem(null);
    if (isTooLarge(file.size)) {
      setProblem(t('import.tooLarge'));
      return;
    }
    try {
      setContent(await file.text());
      setFileName(file.name);
      const guessed = formatFromFileName(file.name);
      if (guessed) setFormat(guessed);
    } catch {
      setProblem(t('import.readFailed'));
    }
  }

  function send(input: ImportInput, dryRun: boolean) {
    setProblem(null);
    if (!hasContent(input.content)) {
      setProblem(t('import.empty'));
      return;
    }
    if (isTooLarge(utf8Bytes(input.content))) {
      setProblem(t('import.tooLarge'));
      return;
    }
    notifications.clean();
    run.mutate(
      { ...input, dry_run: dryRun },
      {
        onSuccess: (result) => {
          if (dryRun) {
            setChecked({ input, result });
            setImported(null);
            return;
          }
          // a second import of the same text needs a new check
          setChecked(null);
          setImported(result);
          notifications.show({ color: 'teal', message: t('import.importedToast', { inserted: result.inserted, updated: result.updated }) });
        },
        onError: (error) => setProblem(error.message),
      },
    );
  }

  const entityOptions = importEntities.map((value) => ({ value, label: t(`import.entities.${value}`) }));
  const formatOptions = importFormats.map((value) => ({ value, label: t(`import.formats.${value}`) }));
  const shownResult = imported ?? checked?.result ?? null;

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" maw={760}>
        {t('import.intro')}
      </Text>
      <Group gap="lg" align="flex-end">
        <Choice label={t('import.entity')} value={entity} options={entityOptions} onChange={setEntity} />
        <Choice label={t('import.format')} value={format} options={formatOptions} onChange={setFormat} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <Textarea
            label={t('import.content')}
            description={t('import.contentHint')}
            value={content}
            onChange={(event) => {
              setContent(event.currentTarget.value);
              setFileName(null);
            }}
            autosize
            minRows={10}
            maxRows={20}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-xs)' } }}
          />
          <Group gap="sm">
            <FileButton onChange={(file) => void pickFile(file)} accept=".csv,.json,.txt,text/csv,application/json,text/plain">
              {(props) => (
                <Button variant="default" leftSection={<IconFileUpload size={16} aria-hidden="true" />} {...props}>
                  {t('import.chooseFile')}
                </Button>
              )}
            </FileButton>
            {fileName ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('import.fileLoaded', { name: fileName })}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <FormatHelp
          entity={entity}
          format={format}
          onUseExample={() => {
            setContent(format === 'csv' ? exampleCsv(entity) : exampleJson(entity));
            setFileName(null);
          }}
        />
      </SimpleGrid>

      {problem ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title={t('import.failed')} role="alert">
          {problem}
        </Alert>
      ) : null}

      <Stack gap={6}>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconChecklist size={16} aria-hidden="true" />}
            onClick={() => send(current, true)}
            loading={run.isPending && run.variables?.dry_run === true}
            disabled={run.isPending}
          >
            {t('import.check')}
          </Button>
          <Button
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            onClick={() => checked && send(checked.input, false)}
            loading={run.isPending && run.variables?.dry_run === false}
            disabled={!canImport || run.isPending}
          >
            {t('import.import')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" aria-live="polite">
          {canImport
            ? t('import.readyHint', { count: checked.result.valid })
            : checked && checkIsCurrent
              ? t('import.nothingValidHint')
              : checked
                ? t('import.changedHint')
                : t('import.checkFirstHint')}
        </Text>
      </Stack>

      {shownResult ? <ImportResult result={shownResult} stale={imported === null && !checkIsCurrent} /> : null}
    </Stack>
  );
}

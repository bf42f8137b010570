/**
 * "Download CV" (issue 17): choose a design, a format and a language, see the CV as it will be
 * written, then download it. The preview is the server's own document (GET …/export/preview, the
 * same one the PDF and DOCX renderers set) drawn as HTML in the chosen design: it appears at once in
 * every browser, reads with a screen reader and scales on a phone, where a PDF in a frame would not.
 */
import { Alert, Box, Button, Grid, Group, Loader, Modal, Radio, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFileExport } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvExportDocument, CvExportTemplate } from '@/contract/cv-export';
import { cvExportTemplates } from '@/contract/cv-export';
import { cvsKeys } from '@/web/features/cvs/api/get-cvs';
import { apiFetch } from '@/web/lib/api-client';
import { useLocale } from '@/web/lib/use-locale';

const exportLanguages = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
type ExportLanguage = (typeof exportLanguages)[number];
const downloadFormats = ['pdf', 'docx', 'europass-xml', 'json-resume'] as const;
type DownloadFormat = (typeof downloadFormats)[number];

/** The documents' own colours (render-pdf.ts), so the preview matches the file. */
const ACCENT: Record<CvExportTemplate, string> = { europass: '#15428B', modern: '#0D7373' };
const INK = '#1F2937';
const MUTED = '#5B6270';

function previewQueryOptions(cvId: string, language: ExportLanguage) {
  return queryOptions({
    // under the CV's key: a correction that refreshes the CV refreshes the preview too
    queryKey: [...cvsKeys.detail(cvId), 'export-preview', language] as const,
    queryFn: () => apiFetch<CvExportDocument>(`/api/cvs/${encodeURIComponent(cvId)}/export/preview?lang=${language}`),
    staleTime: 30_000,
  });
}

/** Where the chosen file comes from: the export route, or the privacy feature's JSON Resume. */
export function cvDownloadUrl(cvId: string, format: DownloadFormat, template: CvExportTemplate, language: ExportLanguage): string {
  const id = encodeURIComponent(cvId);
  if (format === 'json-resume') return `/api/cvs/${id}/json-resume`;
  return `/api/cvs/${id}/export?${new URLSearchParams({ format, template, lang: language }).toString()}`;
}

function interfaceLanguage(locale: string): ExportLanguage {
  const base = locale.slice(0, 2).toLowerCase();
  return (exportLanguages as readonly string[]).includes(base) ? (base as ExportLanguage) : 'en';
}

type Section = CvExportDocument['sections'][number];
type Block = Section['blocks'][number];

function PreviewBlock({ block, template }: { block: Block; template: CvExportTemplate }) {
  if (block.kind === 'paragraph') return <p style={{ margin: '0 0 6px' }}>{block.text}</p>;
  if (block.kind === 'tags') return <p style={{ margin: '0 0 6px' }}>{block.items.join('  ·  ')}</p>;
  if (block.kind === 'rows') {
    return (
      <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(80px, max-content) 1fr', columnGap: 12, rowGap: 2, margin: '0 0 6px' }}>
        {block.rows.map(([label, value], i) => (
          <div key={i} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 700 }}>{label}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  const { entry } = block;
  return (
    <div style={{ margin: '0 0 10px' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <strong style={{ fontSize: '1.05em' }}>{entry.title}</strong>
        {entry.when ? <span style={{ color: MUTED, fontSize: '0.88em', whiteSpace: 'nowrap' }}>{entry.when}</span> : null}
      </div>
      {entry.subtitle ? <div style={{ color: ACCENT[template] }}>{entry.subtitle}</div> : null}
      {entry.body?.length ? (
        <ul style={{ margin: '2px 0 0', paddingInlineStart: 16 }}>
          {entry.body.map((line, i) => (
            <li
              key={i}
              style={{ listStyle: /^[•\-–*]\s+/.test(line) ? 'disc' : 'none', marginInlineStart: /^[•\-–*]\s+/.test(line) ? 0 : -16 }}
            >
              {line.replace(/^[•\-–*]\s+/, '')}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The CV document in the chosen design, on white paper whatever the colour scheme (it is a document). */
export function CvDocumentPreview({ doc, template }: { doc: CvExportDocument; template: CvExportTemplate }) {
  const accent = ACCENT[template];
  const europass = template === 'europass';
  const paper: CSSProperties = {
    background: '#fff',
    color: INK,
    fontFamily: '"Noto Sans", system-ui, sans-serif',
    fontSize: 13,
    lineHeight: 1.45,
  };
  const header = europass ? (
    <div style={{ padding: '24px 24px 10px', borderBottom: `2px solid ${accent}` }}>
      <h3 style={{ color: accent, fontSize: 24, margin: 0 }}>{doc.title}</h3>
      {doc.subtitle ? <p style={{ margin: '2px 0 0', fontSize: 15 }}>{doc.subtitle}</p> : null}
      {doc.contact?.length ? (
        <p style={{ margin: '6px 0 0', color: MUTED, fontSize: 12, overflowWrap: 'anywhere' }}>{doc.contact.join('  ·  ')}</p>
      ) : null}
    </div>
  ) : (
    <div style={{ background: accent, color: '#fff', padding: '22px 24px' }}>
      <h3 style={{ fontSize: 26, margin: 0, color: '#fff' }}>{doc.title}</h3>
      {doc.subtitle ? <p style={{ margin: '2px 0 0', fontSize: 15 }}>{doc.subtitle}</p> : null}
      {doc.contact?.length ? (
        <p style={{ margin: '8px 0 0', fontSize: 12, overflowWrap: 'anywhere' }}>{doc.contact.join('   |   ')}</p>
      ) : null}
    </div>
  );
  return (
    <div lang={doc.language} style={paper}>
      {header}
      <div style={{ padding: '14px 24px 24px' }}>
        {doc.sections.map((section, i) => (
          <section
            key={i}
            style={
              europass ? { display: 'grid', gridTemplateColumns: 'minmax(90px, 28%) 1fr', columnGap: 16, marginTop: 12 } : { marginTop: 14 }
            }
          >
            <h4
              style={
                europass
                  ? {
                      color: accent,
                      fontSize: 11,
                      letterSpacing: 0.4,
                      textTransform: 'uppercase',
                      textAlign: 'end',
                      margin: 0,
                      paddingInlineEnd: 10,
                      borderInlineEnd: `2px solid ${accent}`,
                      alignSelf: 'start',
                    }
                  : {
                      color: accent,
                      fontSize: 13,
                      letterSpacing: 0.4,
                      textTransform: 'uppercase',
                      margin: '0 0 6px',
                      paddingBottom: 3,
                      borderBottom: '1px solid #CBD5E1',
                    }
              }
            >
              {section.heading}
            </h4>
            <div style={{ minWidth: 0 }}>
              {section.blocks.map((block, j) => (
                <PreviewBlock key={j} block={block} template={template} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

function ExportBody({ cvId }: { cvId: string }) {
  const { t } = useTranslation('cvImpexp');
  const locale = useLocale();
  const [template, setTemplate] = useState<CvExportTemplate>('europass');
  const [format, setFormat] = useState<DownloadFormat>('pdf');
  const [language, setLanguage] = useState<ExportLanguage>(() => interfaceLanguage(locale));
  const preview = useQuery(previewQueryOptions(cvId, language));
  const previewId = useId();
  const designed = format === 'pdf' || format === 'docx';

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('export.intro')}
          </Text>
          <Stack gap={6}>
            <Text size="sm" fw={500} id={`${previewId}-template`}>
              {t('export.template')}
            </Text>
            <SegmentedControl
              aria-labelledby={`${previewId}-template`}
              value={template}
              onChange={(v) => setTemplate(v as CvExportTemplate)}
              data={cvExportTemplates.map((value) => ({ value, label: t(`export.templates.${value}`) }))}
              fullWidth
            />
          </Stack>
          <Radio.Group label={t('export.format')} value={format} onChange={(v) => setFormat(v as DownloadFormat)}>
            <Stack gap={8} mt={6}>
              {downloadFormats.map((value) => (
                <Radio key={value} value={value} label={t(`export.formats.${value}`)} description={t(`export.formatHints.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Select
            label={t('export.language')}
            description={t('export.languageHint')}
            value={language}
            onChange={(v) => v && setLanguage(v as ExportLanguage)}
            data={exportLanguages.map((value) => ({ value, label: t(`export.languages.${value}`) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {designed ? null : (
            <Text size="xs" c="dimmed">
              {t('export.noDesign')}
            </Text>
          )}
          <Button
            component="a"
            href={cvDownloadUrl(cvId, format, template, language)}
            download
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            data-testid="cv-export-download"
          >
            {t('export.download')}
          </Button>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap={6}>
          <Text size="sm" fw={500} id={`${previewId}-label`}>
            {t('export.preview')}
          </Text>
          <Box
            role="region"
            aria-label={t('export.previewLabel', { template: t(`export.templates.${template}`) })}
            tabIndex={0}
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 8,
              overflow: 'auto',
              maxHeight: '65vh',
              boxShadow: 'var(--mantine-shadow-sm)',
            }}
          >
            {preview.isPending ? (
              <Group gap="xs" p="lg" role="status">
                <Loader size="sm" aria-hidden="true" />
                <Text size="sm">{t('export.previewLoading')}</Text>
              </Group>
            ) : preview.isError ? (
              <Alert color="red" variant="light" m="md">
                {t('export.previewFailed')}
              </Alert>
            ) : (
              <CvDocumentPreview doc={preview.data} template={template} />
            )}
          </Box>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** The "Download CV" button of an analysed CV, with its dialog. */
export function CvExportButton({ cvId }: { cvId: string }) {
  const { t } = useTranslation('cvImpexp');
  const small = useMediaQuery('(max-width: 36em)');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" leftSection={<IconFileExport size={14} aria-hidden="true" />} onClick={() => setOpened(true)}>
        {t('export.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={
          <Title order={2} size="h4">
            {t('export.title')}
          </Title>
        }
        closeButtonProps={{ 'aria-label': t('export.close') }}
        size="80rem"
        fullScreen={small}
        centered
      >
        {opened ? <ExportBody cvId={cvId} /> : null}
      </Modal>
    </>
  );
}

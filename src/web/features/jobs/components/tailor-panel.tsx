import { Badge, Button, CopyButton, Group, List, Paper, Stack, Text, Textarea, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tailoring } from '@/engine/jobs/types';
import { tailoredCvUrl } from '@/web/features/jobs/api/jobs-api';

/** Lines to lead with, skills to name, the applicant-tracking view, the letter and the tailored CV. */
export function TailorPanel({ tailoring, jobId }: { tailoring: Tailoring; jobId: string }) {
  const { t, i18n } = useTranslation('jobs');
  const [letter, setLetter] = useState(tailoring.coverLetter.text);
  const lang = i18n.resolvedLanguage ?? 'en';

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="tailor-title">
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={2} size="h3" id="tailor-title">
            {t('tailor.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('tailor.intro')}
          </Text>
        </Stack>

        <Stack gap="xs">
          <Text fw={600}>{t('tailor.download')}</Text>
          <Text size="sm" c="dimmed">
            {t('tailor.downloadHint')}
          </Text>
          <Group gap="sm">
            <Button
              component="a"
              href={tailoredCvUrl(jobId, 'pdf', lang)}
              download
              leftSection={<IconDownload size={16} aria-hidden="true" />}
            >
              <VisuallyHidden>{t('tailor.download')}: </VisuallyHidden>
              {t('tailor.pdf')}
            </Button>
            <Button
              component="a"
              variant="default"
              href={tailoredCvUrl(jobId, 'docx', lang)}
              download
              leftSection={<IconDownload size={16} aria-hidden="true" />}
            >
              <VisuallyHidden>{t('tailor.download')}: </VisuallyHidden>
              {t('tailor.docx')}
            </Button>
          </Group>
        </Stack>

        <ListSection title={t('tailor.leadWith')} empty={t('tailor.leadWithEmpty')}>
          {tailoring.leadWith.map((l) => (
            <List.Item key={`${l.experienceIndex}-${l.line}`}>
              <Text size="sm">“{l.line}”</Text>
              <Text size="xs" c="dimmed">
                {[l.position, l.company].filter(Boolean).join(' · ')} — {t('tailor.showsSkills', { skills: l.skills.join(', ') })}
              </Text>
            </List.Item>
          ))}
        </ListSection>

        <ListSection title={t('tailor.addToSkills')} empty={t('tailor.addToSkillsEmpty')}>
          {tailoring.addToSkillsList.map((s) => (
            <List.Item key={s.name}>
              <Text size="sm" fw={600} span>
                {s.name}
              </Text>{' '}
              <Text size="xs" c="dimmed" span>
                “{s.evidence}”
              </Text>
            </List.Item>
          ))}
        </ListSection>

        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('tailor.ats')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('tailor.atsIntro')}
          </Text>
          {tailoring.atsMissingTerms.length === 0 ? (
            <Text size="sm">{t('tailor.atsEmpty')}</Text>
          ) : (
            <Group gap={6}>
              {tailoring.atsMissingTerms.map((a) => (
                <Badge
                  key={a.term}
                  variant="light"
                  tt="none"
                  h="auto"
                  py={2}
                  styles={{ label: { whiteSpace: 'normal' } }}
                  color={a.coveredOtherwise ? 'gray' : a.required ? 'red' : 'orange'}
                >
                  {a.term}
                  {a.required ? ` · ${t('tailor.mustHave')}` : ''}
                  {a.coveredOtherwise ? ` · ${t('tailor.coveredOtherwise')}` : ''}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>

        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={3} size="h5">
              {t('tailor.coverLetter')}
            </Title>
            <CopyButton value={letter}>
              {({ copied, copy }) => (
                <Button
                  size="compact-sm"
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />}
                >
                  {copied ? t('tailor.copied') : t('tailor.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Textarea
            aria-label={t('tailor.coverLetter')}
            description={t('tailor.coverLetterHint')}
            lang={tailoring.coverLetter.language}
            autosize
            minRows={8}
            value={letter}
            onChange={(e) => setLetter(e.currentTarget.value)}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}

/** A titled list of the tailoring, or its empty sentence when the list has no items. */
function ListSection({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List spacing="xs" size="sm">
          {children}
        </List>
      )}
    </Stack>
  );
}

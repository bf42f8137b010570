import { Badge, Button, Divider, Group, List, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconCircleDashed, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeneratedLabel } from '@/web/components/generated-label';
import type { Perspective, RenderedPerspectiveDto } from '@/contract/perspectives';
import { PageLoader } from '@/web/components/page-loader';
import { LoadError } from '@/web/components/load-error';
import { usePreview } from '@/web/features/perspectives/api/get-preview';
import { ConfidenceMeter } from '@/web/features/perspectives/components/confidence-meter';
import { RenderedSection } from '@/web/features/perspectives/components/rendered-sections';

function Coverage({ view }: { view: RenderedPerspectiveDto }) {
  const { t } = useTranslation('perspectives');
  return (
    <Stack gap="xs" component="section" aria-labelledby="perspective-coverage">
      <Title order={3} size="h5" id="perspective-coverage">
        {t('preview.coverage')}
      </Title>
      <List spacing="xs" listStyleType="none" styles={{ itemWrapper: { display: 'flex', alignItems: 'flex-start' } }}>
        {view.coverage.map((c) => (
          <List.Item
            key={c.key}
            icon={
              <ThemeIcon size={20} radius="xl" variant="light" color={c.filled ? 'teal' : 'gray'} aria-hidden="true">
                {c.filled ? <IconCircleCheck size={14} /> : <IconCircleDashed size={14} />}
              </ThemeIcon>
            }
          >
            <Text size="sm">
              <Text span fw={600} size="sm">
                {t(`sections.${c.key}`)}
              </Text>
              {' — '}
              {c.filled ? t('preview.filled') : t('preview.notFilled')}
            </Text>
            {!c.filled && c.reason ? (
              <Text size="xs" c="dimmed">
                {c.reason}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function PreviewBody({ perspective, name, onExport, exporting }: PreviewProps & { perspective: Perspective }) {
  const { t } = useTranslation('perspectives');
  const query = usePreview(perspective.id);
  if (query.isPending) return <PageLoader label={t('preview.loading')} minHeight={240} />;
  if (query.isError)
    return (
      <LoadError title={t('preview.loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  const view = query.data;
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Badge variant="light" tt="none">
          {t('preview.audience', { audience: view.audience })}
        </Badge>
        <Badge variant="light" color="gray" tt="none">
          {t('preview.tone', { tone: t(`tones.${view.tone}`) })}
        </Badge>
      </Group>
      <GeneratedLabel />
      <ConfidenceMeter value={view.confidence} name={name} explanation={view.confidence_explanation} />
      <Divider />
      <Stack gap="lg" component="section" aria-label={t('preview.content')}>
        {view.sections.length === 0 ? (
          <Text c="dimmed">{t('preview.empty')}</Text>
        ) : (
          view.sections.map((section) => <RenderedSection key={section.key} section={section} order={3} />)
        )}
      </Stack>
      <Divider />
      <Coverage view={view} />
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
          loading={exporting}
          onClick={() => onExport(perspective)}
        >
          {t('actions.exportPdf')}
        </Button>
      </Group>
    </Stack>
  );
}

interface PreviewProps {
  name: string;
  onExport: (perspective: Perspective) => void;
  exporting: boolean;
}

/** The perspective rendered from the person's data; opening it counts as a use. */
export function PreviewModal({ perspective, onClose, ...props }: PreviewProps & { perspective: Perspective | null; onClose: () => void }) {
  const { t } = useTranslation('perspectives');
  const small = useMediaQuery('(max-width: 36em)');
  const [shown, setShown] = useState<{ perspective: Perspective; name: string } | null>(null);
  // keep the last view on screen while the modal fades out
  if (perspective && perspective !== shown?.perspective) setShown({ perspective, name: props.name });
  return (
    <Modal
      opened={perspective !== null}
      onClose={onClose}
      title={t('preview.title', { name: shown?.name ?? props.name })}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      size="xl"
      fullScreen={small}
      centered
    >
      {perspective ? <PreviewBody key={perspective.id} perspective={perspective} {...props} /> : null}
    </Modal>
  );
}

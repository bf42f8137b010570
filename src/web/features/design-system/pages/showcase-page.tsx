import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { colorModes, semanticColorRoles } from '@/contract/design-system';
import type { ColorMode, CulturalTheme } from '@/contract/design-system';
import { paths } from '@/web/app/paths';
import { LoadError } from '@/web/components/load-error';
import { useActiveTheme } from '@/web/lib/design-system';
import { useDocumentTitle } from '@/web/lib/use-document-title';

function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function ColorRoles({ theme, mode }: { theme: CulturalTheme; mode: ColorMode }) {
  const { t } = useTranslation('designSystem');
  const colors = theme.tokens.colors.semantic[mode];
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t(mode)}
      </Text>
      <Group
        gap={6}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={`${t('showcase.colorRoles')} — ${t(mode)}`}
      >
        {semanticColorRoles.map((role) => (
          <Stack key={role} component="li" gap={2} align="center" w={72}>
            <Box
              aria-hidden="true"
              w={40}
              h={40}
              style={{ background: colors[role], borderRadius: 8, border: '1px solid var(--mantine-color-default-border)' }}
            />
            <Text size="xs" ta="center">
              {t(`tokens.roles.${role}`)}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {colors[role]}
            </Text>
          </Stack>
        ))}
      </Group>
    </Stack>
  );
}

/** /advanced-design-system: the real components as the current theme draws them, in light or dark. */
export function ShowcasePage() {
  const { t } = useTranslation(['designSystem', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('showcase.title') }));
  const active = useActiveTheme();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} style={{ flex: '1 1 320px' }}>
            <Title order={1}>{t('showcase.title')}</Title>
            {active.data ? <Text c="dimmed">{t('showcase.subtitle', { name: active.data.theme.metadata.name })}</Text> : null}
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600} id="preview-scheme-label">
              {t('showcase.preview')}
            </Text>
            <SegmentedControl
              aria-labelledby="preview-scheme-label"
              value={scheme}
              onChange={(value) => setColorScheme(value as ColorMode)}
              data={colorModes.map((mode) => ({ value: mode, label: t(mode) }))}
            />
          </Stack>
        </Group>
        {active.isPending ? (
          <>
            <VisuallyHidden role="status">{t('common:loading')}</VisuallyHidden>
            <Skeleton h={360} />
          </>
        ) : active.isError ? (
          <LoadError
            title={t('loadFailed')}
            message={active.error.message}
            onRetry={() => void active.refetch()}
            retrying={active.isFetching}
          />
        ) : (
          <Stack gap="lg">
            <GallerySection title={t('showcase.colorRoles')}>
              <ColorRoles theme={active.data.theme} mode={scheme} />
              <Group>
                <Button component={Link} to={paths.designTokens} variant="subtle">
                  {t('showcase.tokensLink')}
                </Button>
              </Group>
            </GallerySection>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <GallerySection title={t('showcase.buttons')}>
                <Group gap="sm">
                  <Button>{t('showcase.primaryAction')}</Button>
                  <Button variant="default">{t('showcase.secondaryAction')}</Button>
                  <Button variant="light">{t('showcase.subtleAction')}</Button>
                  <Button color="red" variant="light">
                    {t('showcase.dangerAction')}
                  </Button>
                </Group>
              </GallerySection>
              <GallerySection title={t('showcase.inputs')}>
                <TextInput label={t('showcase.inputLabel')} placeholder={t('showcase.inputPlaceholder')} />
                <Select
                  label={t('showcase.selectLabel')}
                  data={['Deutschland', 'France', 'España', 'Sverige']}
                  defaultValue="Sverige"
                  allowDeselect={false}
                />
                <Checkbox label={t('showcase.checkboxLabel')} defaultChecked />
                <Switch label={t('showcase.switchLabel')} defaultChecked />
              </GallerySection>
              <GallerySection title={t('showcase.badges')}>
                <Group gap="sm">
                  <Badge>{t('showcase.badgeNew')}</Badge>
                  <Badge variant="light" color="teal">
                    {t('showcase.badgeVerified')}
                  </Badge>
                  <Badge variant="default">{t('showcase.badgeWarning')}</Badge>
                </Group>
              </GallerySection>
              <GallerySection title={t('showcase.alerts')}>
                <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />} title={t('showcase.alertInfoTitle')}>
                  {t('showcase.alertInfo')}
                </Alert>
                <Alert variant="light" color="teal" icon={<IconCheck aria-hidden="true" />} title={t('showcase.alertSuccessTitle')}>
                  {t('showcase.alertSuccess')}
                </Alert>
                <Alert variant="light" color="red" icon={<IconAlertTriangle aria-hidden="true" />} title={t('showcase.alertErrorTitle')}>
                  {t('showcase.alertError')}
                </Alert>
              </GallerySection>
              <GallerySection title={t('showcase.cards')}>
                <Card withBorder padding="md">
                  <Text fw={600}>{t('showcase.cardTitle')}</Text>
                  <Text size="sm" c="dimmed">
                    {t('showcase.cardText')}
                  </Text>
                  <Group mt="sm">
                    <Button size="xs" variant="light">
                      {t('showcase.cardAction')}
                    </Button>
                  </Group>
                </Card>
              </GallerySection>
              <GallerySection title={t('showcase.tabs')}>
                <Tabs defaultValue="overview">
                  <Tabs.List aria-label={t('showcase.tabs')}>
                    <Tabs.Tab value="overview">{t('showcase.tabOverview')}</Tabs.Tab>
                    <Tabs.Tab value="skills">{t('showcase.tabSkills')}</Tabs.Tab>
                    <Tabs.Tab value="market">{t('showcase.tabMarket')}</Tabs.Tab>
                  </Tabs.List>
                  <Tabs.Panel value="overview" pt="sm">
                    <Text size="sm">{t('showcase.tabOverviewText')}</Text>
                  </Tabs.Panel>
                  <Tabs.Panel value="skills" pt="sm">
                    <Text size="sm">{t('showcase.tabSkillsText')}</Text>
                  </Tabs.Panel>
                  <Tabs.Panel value="market" pt="sm">
                    <Text size="sm">{t('showcase.tabMarketText')}</Text>
                  </Tabs.Panel>
                </Tabs>
              </GallerySection>
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

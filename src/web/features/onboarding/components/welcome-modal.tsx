import { Button, Group, List, Modal, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrain, IconMessageChatbot, IconSparkles, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const FEATURES = [
  { key: 'cv', icon: IconBrain },
  { key: 'talents', icon: IconSparkles },
  { key: 'coach', icon: IconMessageChatbot },
  { key: 'market', icon: IconWorld },
] as const;

const JOURNEY = ['profile', 'cv', 'talents', 'plan'] as const;

/** Shown once per device (spec flag hasSeenWelcome); both buttons, and closing, dismiss it for good. */
export function WelcomeModal({ opened, name, onClose }: { opened: boolean; name: string; onClose: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('welcome.title', { name })}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('welcome.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <Stack gap="lg">
        <Text>{t('welcome.intro')}</Text>
        <Stack gap="sm" component="section" aria-labelledby="welcome-features">
          <Title order={3} size="h5" id="welcome-features">
            {t('welcome.featuresTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {FEATURES.map(({ key, icon: Icon }) => (
              <Group key={key} component="li" gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size={36} radius="md" aria-hidden="true">
                  <Icon size={20} />
                </ThemeIcon>
                <Stack gap={0}>
                  <Text fw={600}>{t(`welcome.features.${key}.title`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`welcome.features.${key}.text`)}
                  </Text>
                </Stack>
              </Group>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="welcome-journey">
          <Title order={3} size="h5" id="welcome-journey">
            {t('welcome.journeyTitle')}
          </Title>
          <List type="ordered" spacing={6}>
            {JOURNEY.map((key) => (
              <List.Item key={key}>{t(`welcome.journey.${key}`)}</List.Item>
            ))}
          </List>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('welcome.later')}
          </Button>
          <Button onClick={onClose} data-autofocus>
            {t('welcome.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

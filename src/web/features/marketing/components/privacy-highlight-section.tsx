import { Anchor, Box, Container, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconShieldCheck, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PrivacyPath } from '@/web/app/paths';
import { accentText } from '../tones';

const privacyByDesignPath: PrivacyPath = '/privacy-by-design';

const pointKeys = ['noTrackers', 'security', 'control'] as const;

export function PrivacyHighlightSection() {
  const { t } = useTranslation('marketing');

  return (
    <Box component="section" aria-labelledby="privacy-title" py={{ base: 48, sm: 80 }}>
      <Container size="lg">
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
            <Stack gap="md">
              <Group gap="sm">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                  <IconShieldLock size={22} stroke={1.6} />
                </ThemeIcon>
                <Text fw={600} c={accentText}>
                  {t('landing.privacy.eyebrow')}
                </Text>
              </Group>
              <Title id="privacy-title" order={2}>
                {t('landing.privacy.title')}
              </Title>
              <Text size="lg" c="dimmed" lh={1.6}>
                {t('landing.privacy.body')}
              </Text>
              <Anchor component={Link} to={privacyByDesignPath} c={accentText} fw={600}>
                <Group gap={6} component="span">
                  {t('landing.privacy.learnMore')}
                  <IconArrowRight size={16} aria-hidden />
                </Group>
              </Anchor>
            </Stack>
            <List
              spacing="lg"
              center
              style={{ alignSelf: 'center' }}
              icon={
                <ThemeIcon size={28} radius="xl" variant="light" aria-hidden>
                  <IconShieldCheck size={16} />
                </ThemeIcon>
              }
            >
              {pointKeys.map((key) => (
                <List.Item key={key}>
                  <Text lh={1.5}>{t(`landing.privacy.points.${key}`)}</Text>
                </List.Item>
              ))}
            </List>
          </SimpleGrid>
        </Paper>
      </Container>
    </Box>
  );
}

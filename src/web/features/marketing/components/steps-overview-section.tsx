import { Anchor, Badge, Box, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';
import { accentText, sectionSurface } from '../tones';
import { steps } from './steps';

export function StepsOverviewSection() {
  const { t } = useTranslation('marketing');

  return (
    <Box component="section" aria-labelledby="how-it-works-title" py={{ base: 48, sm: 80 }} bg={sectionSurface}>
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb={40}>
          <Title id="how-it-works-title" order={2}>
            {t('landing.howItWorks.title')}
          </Title>
          <Text size="lg" c="dimmed" maw={640}>
            {t('landing.howItWorks.subtitle')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {steps.map(({ key, icon: StepIcon }, index) => (
            <Card component="li" key={key} padding="lg" radius="md" withBorder>
              <Group justify="space-between" align="center">
                <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
                  <StepIcon size={22} stroke={1.6} />
                </ThemeIcon>
                <Badge variant="outline" color={accentText} radius="sm" tt="none">
                  {t('landing.howItWorks.stepLabel', { number: index + 1 })}
                </Badge>
              </Group>
              <Title order={3} size="h5" mt="md" mb={6}>
                {t(`steps.${key}.title`)}
              </Title>
              <Text size="sm" c="dimmed" lh={1.6}>
                {t(`steps.${key}.short`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Group justify="center" mt={32}>
          <Anchor component={Link} to={paths.howItWorks} c={accentText} fw={600}>
            <Group gap={6} component="span">
              {t('landing.howItWorks.learnMore')}
              <IconArrowRight size={16} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}

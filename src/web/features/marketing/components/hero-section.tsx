import { Badge, Box, Button, Container, Flex, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowDown, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';
import { accentText } from '../tones';

const factKeys = ['free', 'languages', 'noTrackers'] as const;

export function HeroSection() {
  const { t } = useTranslation('marketing');
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      py={{ base: 48, sm: 88 }}
      style={{
        background:
          'linear-gradient(180deg, var(--mantine-primary-color-light) 0%, var(--mantine-color-body) 100%)',
      }}
    >
      <Container size="md">
        <Stack align="center" gap="lg" ta="center">
          <Badge
            variant="outline"
            color={accentText}
            size="lg"
            radius="xl"
            tt="none"
            fw={600}
            h="auto"
            py={4}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            {t('landing.hero.eyebrow')}
          </Badge>
          <Title id="hero-title" order={1} fz={{ base: 34, sm: 52 }} lh={1.1} maw={760}>
            {t('landing.hero.title')}
          </Title>
          <Text fz={{ base: 'md', sm: 'xl' }} c="dimmed" maw={680}>
            {t('landing.hero.subtitle')}
          </Text>
          <Group justify="center" gap="md" mt="sm">
            <Button
              component={Link}
              to={`${paths.auth}?mode=signup`}
              size="lg"
              w={{ base: '100%', xs: 'auto' }}
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {t('landing.hero.getStarted')}
            </Button>
            <Button
              component="a"
              href="#features"
              size="lg"
              variant="default"
              w={{ base: '100%', xs: 'auto' }}
              rightSection={<IconArrowDown size={18} aria-hidden />}
            >
              {t('landing.hero.exploreFeatures')}
            </Button>
          </Group>
          <Flex
            component="ul"
            aria-label={t('landing.hero.factsLabel')}
            direction={{ base: 'column', sm: 'row' }}
            align={{ base: 'flex-start', sm: 'center' }}
            justify="center"
            wrap="wrap"
            gap="xs"
            mt="md"
            mb={0}
            p={0}
            style={{ listStyle: 'none', columnGap: 'var(--mantine-spacing-lg)' }}
          >
            {factKeys.map((key) => (
              <Group component="li" key={key} gap={8} wrap="nowrap" align="flex-start">
                <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
                  <IconCheck size={13} />
                </ThemeIcon>
                <Text size="sm" c="dimmed" ta="left">
                  {t(`landing.hero.facts.${key}`)}
                </Text>
              </Group>
            ))}
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}

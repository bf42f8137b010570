import { Box, Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';
import { sectionSurface } from '../tones';

interface CallToActionProps {
  id: string;
  title: string;
  body: string;
  primaryLabel: string;
  secondaryLabel: string;
  secondaryTo: string;
}

export function CallToAction({ id, title, body, primaryLabel, secondaryLabel, secondaryTo }: CallToActionProps) {
  return (
    <Box component="section" aria-labelledby={id} py={{ base: 48, sm: 72 }}>
      <Container size="md">
        <Paper radius="lg" p={{ base: 'lg', sm: 48 }} ta="center" withBorder bg={sectionSurface}>
          <Title id={id} order={2}>
            {title}
          </Title>
          <Text size="lg" c="dimmed" mt="sm" maw={560} mx="auto">
            {body}
          </Text>
          <Group justify="center" mt="xl" gap="md">
            <Button
              component={Link}
              to={`${paths.auth}?mode=signup`}
              size="md"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {primaryLabel}
            </Button>
            <Button component={Link} to={secondaryTo} size="md" variant="default">
              {secondaryLabel}
            </Button>
          </Group>
        </Paper>
      </Container>
    </Box>
  );
}

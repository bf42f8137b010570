// Every token of one theme in tables: colours with swatches and contrast, the type scale with
// samples, the spacing scale with bars, and motion with a demo that respects reduced motion.
import { Badge, Box, Button, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { colorModes, semanticColorRoles } from '@/contract/design-system';
import type { ColorMode, CulturalTheme } from '@/contract/design-system';
import { spacingScale, spacingSizes, typeScale, typeScaleSteps } from '@/contract/design-system-tokens';
import type { TypeScaleStep } from '@/contract/design-system-tokens';
import { AA_TEXT, contrastRatio, textBackdrop } from '@/web/features/design-system/lib/contrast';

function Swatch({ color, size = 28 }: { color: string; size?: number }) {
  return (
    <Box
      aria-hidden="true"
      w={size}
      h={size}
      style={{ background: color, borderRadius: 6, border: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
    />
  );
}

function Section({ title, children, info }: { title: string; info?: string; children: React.ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {info ? (
            <Text size="sm" c="dimmed">
              {info}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

function SemanticTable({ theme, mode }: { theme: CulturalTheme; mode: ColorMode }) {
  const { t } = useTranslation('designSystem');
  const colors = theme.tokens.colors.semantic[mode];
  const caption = mode === 'light' ? t('tokens.semanticLight') : t('tokens.semanticDark');
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label={caption} verticalSpacing="xs">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tokens.role')}</Table.Th>
            <Table.Th>{t('tokens.hex')}</Table.Th>
            <Table.Th>{t('tokens.contrast')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {semanticColorRoles.map((role) => {
            const value = colors[role];
            const backdrop = textBackdrop(role);
            const ratio = backdrop === null ? null : contrastRatio(value, colors[backdrop]);
            return (
              <Table.Tr key={role}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Swatch color={value} />
                    <Text size="sm">{t(`tokens.roles.${role}`)}</Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Code>{value}</Code>
                </Table.Td>
                <Table.Td>
                  {ratio === null ? (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  ) : (
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm">{t('tokens.contrastValue', { ratio: ratio.toFixed(2) })}</Text>
                      {ratio >= AA_TEXT ? (
                        <Badge size="sm" color="teal" variant="light">
                          {t('tokens.passesAA')}
                        </Badge>
                      ) : (
                        <Badge size="sm" color="gray" variant="light">
                          {t('tokens.failsAA')}
                        </Badge>
                      )}
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function ColorTokens({ theme }: { theme: CulturalTheme }) {
  const { t } = useTranslation('designSystem');
  const foundation = Object.entries(theme.tokens.colors.foundation);
  return (
    <Section title={t('tokens.colors')}>
      <Stack gap="lg">
        {colorModes.map((mode) => (
          <SemanticTable key={mode} theme={theme} mode={mode} />
        ))}
        <Stack gap="xs">
          <Text fw={600}>{t('tokens.foundation')}</Text>
          <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('tokens.foundation')}>
            {foundation.map(([name, value]) => (
              <Group key={name} component="li" gap="xs" wrap="nowrap">
                <Swatch color={value} size={32} />
                <div>
                  <Text size="sm">{name}</Text>
                  <Code>{value}</Code>
                </div>
              </Group>
            ))}
          </Group>
        </Stack>
      </Stack>
    </Section>
  );
}

export function TypographyTokens({ theme }: { theme: CulturalTheme }) {
  const { t } = useTranslation('designSystem');
  const typography = theme.tokens.typography;
  return (
    <Section
      title={t('tokens.typography')}
      info={`${t('tokens.scaleInfo', { base: typography.baseSize, ratio: typography.scaleRatio })} · ${t('tokens.families', typography.families)}`}
    >
      <Table.ScrollContainer minWidth={420}>
        <Table aria-label={t('tokens.typography')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tokens.step')}</Table.Th>
              <Table.Th>{t('tokens.size')}</Table.Th>
              <Table.Th>{t('tokens.sample')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(Object.keys(typeScaleSteps) as TypeScaleStep[])
              .map((step) => ({ step, px: typeScale(typography)[step] }))
              .map(({ step, px }) => (
                <Table.Tr key={step}>
                  <Table.Td>
                    <Code>{step}</Code>
                  </Table.Td>
                  <Table.Td>{px} px</Table.Td>
                  <Table.Td>
                    <Text
                      style={{
                        fontSize: px,
                        lineHeight: 1.25,
                        fontFamily: step.startsWith('h') ? typography.families.heading : typography.families.body,
                        fontWeight: step.startsWith('h') ? 700 : 400,
                      }}
                    >
                      {t('tokens.sampleText')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}

export function SpacingTokens({ theme }: { theme: CulturalTheme }) {
  const { t } = useTranslation('designSystem');
  return (
    <Section title={t('tokens.spacing')} info={t('tokens.spacingInfo', { unit: theme.tokens.spacing.unit })}>
      <Table.ScrollContainer minWidth={320}>
        <Table aria-label={t('tokens.spacing')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tokens.step')}</Table.Th>
              <Table.Th>{t('tokens.multiple')}</Table.Th>
              <Table.Th>{t('tokens.pixels')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {spacingSizes
              .map((step, index) => ({
                step,
                multiple: theme.tokens.spacing.scale[index] ?? 1,
                px: spacingScale(theme.tokens.spacing)[step],
              }))
              .map(({ step, multiple, px }) => (
                <Table.Tr key={step}>
                  <Table.Td>
                    <Code>{step}</Code>
                  </Table.Td>
                  <Table.Td>× {multiple}</Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Box
                        aria-hidden="true"
                        h={12}
                        w={Math.min(px * 2, 160)}
                        style={{ background: theme.tokens.colors.semantic.light.primary, borderRadius: 3 }}
                      />
                      <Text size="sm">{px} px</Text>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}

export function MotionTokens({ theme }: { theme: CulturalTheme }) {
  const { t } = useTranslation('designSystem');
  const reduced = useReducedMotion();
  const [moved, setMoved] = useState(false);
  const { duration, easing } = theme.tokens.motion;
  const rows = (['fast', 'normal', 'slow'] as const).map((speed) => ({ speed, ms: duration[speed] }));
  return (
    <Section title={t('tokens.motion')}>
      <Table.ScrollContainer minWidth={360}>
        <Table aria-label={t('tokens.motion')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tokens.step')}</Table.Th>
              <Table.Th>{t('tokens.duration')}</Table.Th>
              <Table.Th>{t('tokens.easing')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ speed, ms }, index) => {
              const curve = [easing.standard, easing.enter, easing.exit][index] ?? easing.standard;
              return (
                <Table.Tr key={speed}>
                  <Table.Td>
                    <Code>{speed}</Code>
                  </Table.Td>
                  <Table.Td>{ms} ms</Table.Td>
                  <Table.Td>
                    <Code>{curve}</Code>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs">
        <Group gap="sm">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
            onClick={() => setMoved((value) => !value)}
            disabled={reduced}
          >
            {t('tokens.play')}
          </Button>
        </Group>
        {reduced ? (
          <Text size="sm" c="dimmed">
            {t('tokens.reducedMotion')}
          </Text>
        ) : (
          <Stack gap={6} aria-hidden="true">
            {rows.map(({ speed, ms }) => (
              <Box key={speed} h={10} style={{ position: 'relative' }}>
                <Box
                  h={10}
                  w={40}
                  style={{
                    position: 'absolute',
                    insetInlineStart: 0,
                    borderRadius: 5,
                    background: theme.tokens.colors.semantic.light.accent,
                    transform: moved ? 'translateX(min(200px, 50vw))' : 'none',
                    transition: `transform ${ms}ms ${easing.standard}`,
                  }}
                />
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </Section>
  );
}

export function TokenTables({ theme }: { theme: CulturalTheme }) {
  return (
    <Stack gap="lg">
      <ColorTokens theme={theme} />
      <TypographyTokens theme={theme} />
      <SpacingTokens theme={theme} />
      <MotionTokens theme={theme} />
    </Stack>
  );
}

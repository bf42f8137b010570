import { Box, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconMessagePlus, IconSend } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachingSession } from '@/contract/coach';
import { canAsk, QUESTION_MAX } from '@/web/features/coach/lib/question';
import { useDateFormat } from '@/web/lib/format-date';

/** An earlier turn of the conversation: the question and the coach's answer, without the card's lists. */
function EarlierTurn({ session }: { session: CoachingSession }) {
  const { t } = useTranslation('coach');
  const dates = useDateFormat();
  return (
    <Stack component="li" gap={6}>
      <Box pl="md" style={{ borderInlineStart: '3px solid var(--mantine-color-default-border)' }}>
        <Text size="xs" c="dimmed" fw={600}>
          {t('thread.asked', { date: dates.dateTime(session.created_at) })}
        </Text>
        <Text fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {session.query}
        </Text>
      </Box>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lh={1.6}>
        {session.response}
      </Text>
    </Stack>
  );
}

/** The follow-up box under the thread: the question goes to the same conversation. */
function FollowUpForm({ onAsk, asking }: { onAsk: (question: string) => boolean; asking: boolean }) {
  const { t } = useTranslation('coach');
  const [value, setValue] = useState('');
  const titleId = useId();

  function submit() {
    if (onAsk(value)) setValue('');
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Ctrl/⌘ + Enter asks, as in the question box above
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      submit();
    }
  }
  return (
    <Card component="section" aria-labelledby={titleId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h5" id={titleId}>
            {t('thread.followUpTitle')}
          </Title>
          <Textarea
            label={t('thread.followUpLabel')}
            description={t('thread.followUpHint')}
            placeholder={t('thread.followUpPlaceholder')}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={QUESTION_MAX}
            readOnly={asking}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={asking} disabled={!canAsk(value, asking)} leftSection={<IconSend size={16} aria-hidden="true" />}>
              {t('thread.followUpSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * A conversation: its earlier turns, the shown turn's full card, and a follow-up box that continues
 * the same conversation; "New conversation" goes back to a fresh question.
 */
export function ConversationThread({
  earlier,
  card,
  asking,
  onFollowUp,
  onNewConversation,
}: {
  earlier: CoachingSession[];
  /** the shown turn's card (or the thinking card while the next answer is written) */
  card: ReactNode;
  asking: boolean;
  /** true when the question was sent */
  onFollowUp: (question: string) => boolean;
  onNewConversation: () => void;
}) {
  const { t } = useTranslation('coach');
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="lg">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('thread.title')}
        </Title>
        <Button variant="default" size="sm" onClick={onNewConversation} disabled={asking} leftSection={<IconMessagePlus size={16} aria-hidden="true" />}>
          {t('thread.new')}
        </Button>
      </Group>
      {earlier.length > 0 ? (
        <Card>
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('thread.earlier')}
            </Title>
            <Stack component="ol" gap="lg" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('thread.earlier')}>
              {earlier.map((session) => (
                <EarlierTurn key={session.id} session={session} />
              ))}
            </Stack>
          </Stack>
        </Card>
      ) : null}
      {card}
      <FollowUpForm onAsk={onFollowUp} asking={asking} />
    </Stack>
  );
}

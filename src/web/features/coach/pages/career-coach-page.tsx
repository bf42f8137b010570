import { Box, Card, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachingSession } from '@/contract/coach';
import { EmptyState } from '@/web/components/empty-state';
import { useAskCoach } from '@/web/features/coach/api/ask-coach';
import { useCoachConversation } from '@/web/features/coach/api/get-coach-conversation';
import { useCoachSessions } from '@/web/features/coach/api/get-coach-sessions';
import { ConversationThread } from '@/web/features/coach/components/conversation-thread';
import { QuestionForm } from '@/web/features/coach/components/question-form';
import { RecentSessions } from '@/web/features/coach/components/recent-sessions';
import { SessionCard, ThinkingCard } from '@/web/features/coach/components/session-card';
import { canAsk } from '@/web/features/coach/lib/question';
import { earlierTurns } from '@/web/features/coach/lib/sessions';
import { ApiError } from '@/web/lib/api-client';
import { useDocumentTitle } from '@/web/lib/use-document-title';

/** The server's own words for a refused question (429: too many this hour), shown under the spec's toast. */
function failureDetail(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : null;
}

/** Ask, with the spec's guards: blank questions and a second submit while one is in progress are ignored. */
function useAsk(onAnswered: (session: CoachingSession) => void) {
  const { t } = useTranslation('coach');
  const mutation = useAskCoach();
  // the pending flag only reaches the button on the next render; a ref also stops a fast double click
  const inFlight = useRef(false);

  /** true when the question was sent; a follow-up names its conversation */
  function ask(question: string, conversationId: string | null = null): boolean {
    if (inFlight.current || !canAsk(question, mutation.isPending)) return false;
    inFlight.current = true;
    notifications.clean();
    mutation.mutate({ query: question.trim(), conversationId }, {
      onSuccess: onAnswered,
      onError: (error) => {
        const detail = failureDetail(error);
        notifications.show(
          detail ? { color: 'red', title: t('toasts.failed'), message: detail } : { color: 'red', message: t('toasts.failed') },
        );
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
    return true;
  }
  return { ask, asking: mutation.isPending };
}

function CardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Skeleton h={20} w={200} />
      <Skeleton h={14} w="60%" mt="md" />
      <Skeleton h={14} w="90%" mt="lg" />
      <Skeleton h={14} w="85%" mt="xs" />
    </Card>
  );
}

export function CareerCoachPage() {
  const { t } = useTranslation(['coach', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const history = useCoachSessions();
  const [question, setQuestion] = useState('');
  const [selected, setSelected] = useState<CoachingSession | null>(null);
  // "New conversation": nothing shown until the next question starts one
  const [fresh, setFresh] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const cardRef = useRef<HTMLElement>(null);
  const questionRef = useRef<HTMLTextAreaElement>(null);

  const { ask, asking } = useAsk((session) => {
    setSelected(session);
    setFresh(false);
    setQuestion('');
    setFocusRequest((n) => n + 1);
  });

  // the card takes focus when it changes on request (new answer, a session picked), so screen
  // readers and phone users (the card sits above the history) land on it
  useEffect(() => {
    if (focusRequest > 0) cardRef.current?.focus();
  }, [focusRequest]);

  const sessions = history.data?.sessions ?? [];
  const shown = fresh ? null : (selected ?? sessions[0] ?? null);
  const conversationId = shown?.conversation_id ?? null;
  const thread = useCoachConversation(conversationId);
  const before = shown ? earlierTurns(thread.data?.sessions ?? [], shown) : [];
  // while the next answer is written, the shown turn joins the earlier ones above the thinking card
  const earlier = asking && shown ? [...before, shown] : before;

  function pick(text: string) {
    setQuestion(text);
    ask(text);
  }

  function newConversation() {
    setSelected(null);
    setFresh(true);
    setQuestion('');
    questionRef.current?.focus();
  }

  const card = asking ? <ThinkingCard /> : shown ? <SessionCard key={shown.id} session={shown} ref={cardRef} /> : null;

  const answer = shown ? (
    <ConversationThread
      earlier={earlier}
      card={card}
      asking={asking}
      onFollowUp={(text) => ask(text, conversationId)}
      onNewConversation={newConversation}
    />
  ) : asking ? (
    <ThinkingCard />
  ) : history.isPending ? (
    <CardSkeleton />
  ) : (
    <EmptyState icon={<IconMessageChatbot size={28} />} title={t('empty.title')} description={t('empty.hint')} />
  );

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" maw={720}>
            {t('intro')}
          </Text>
        </Stack>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <QuestionForm value={question} onChange={setQuestion} onAsk={pick} asking={asking} inputRef={questionRef} />
              {answer}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            {/* a failed history load stays quiet (spec) */}
            {history.isError ? null : (
              // beside the answer on wide screens, the history stays in view while the answer scrolls
              <Box pos={{ base: 'static', md: 'sticky' }} top="calc(var(--app-shell-header-height, 60px) + var(--mantine-spacing-md))">
                <RecentSessions
                  sessions={sessions}
                  loading={history.isPending}
                  selectedId={asking ? null : (shown?.id ?? null)}
                  onSelect={(session) => {
                    setSelected(session);
                    setFresh(false);
                    setFocusRequest((n) => n + 1);
                  }}
                />
              </Box>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

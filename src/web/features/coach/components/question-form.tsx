import { Button, Card, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconMessageQuestion, IconSend } from '@tabler/icons-react';
import type { KeyboardEvent, Ref } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoachSuggestions } from '@/web/features/coach/api/get-coach-suggestions';
import { canAsk, QUESTION_MAX } from '@/web/features/coach/lib/question';

/** The four suggested questions: a click fills the question and asks it. Quiet when they fail to load. */
function Suggestions({ disabled, onPick }: { disabled: boolean; onPick: (question: string) => void }) {
  const { t } = useTranslation('coach');
  const titleId = useId();
  const query = useCoachSuggestions();
  if (query.isError || (query.data && query.data.questions.length === 0)) return null;
  return (
    <Stack component="section" gap="xs" aria-labelledby={titleId}>
      <Text id={titleId} size="sm" fw={600}>
        {t('suggestions.title')}
      </Text>
      {query.isPending ? (
        <Group gap="xs" aria-label={t('suggestions.loading')} role="status">
          {[180, 220, 160, 200].map((w) => (
            <Skeleton key={w} h={30} w={w} radius="xl" />
          ))}
        </Group>
      ) : (
        <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {query.data.questions.map((question) => (
            <li key={question} style={{ maxWidth: '100%' }}>
              <Button
                variant="default"
                radius="xl"
                size="compact-sm"
                fw={500}
                disabled={disabled}
                onClick={() => onPick(question)}
                leftSection={<IconMessageQuestion size={14} aria-hidden="true" />}
                styles={{
                  root: { height: 'auto', minHeight: 30, paddingBlock: 4, maxWidth: '100%' },
                  label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.35 },
                }}
              >
                {question}
              </Button>
            </li>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** The question box with 'Get Coaching' and the suggested questions. */
export function QuestionForm({
  value,
  onChange,
  onAsk,
  asking,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onAsk: (question: string) => void;
  asking: boolean;
  /** "New conversation" puts the cursor here */
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation('coach');
  const titleId = useId();

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Ctrl/⌘ + Enter asks, as in most chat boxes; plain Enter keeps adding lines
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      onAsk(value);
    }
  }

  return (
    <Card component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('form.title')}
        </Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onAsk(value);
          }}
        >
          <Stack gap="sm">
            <Textarea
              ref={inputRef}
              label={t('form.label')}
              description={t('form.hint')}
              placeholder={t('form.placeholder')}
              value={value}
              onChange={(event) => onChange(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={QUESTION_MAX}
              readOnly={asking}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={asking}
                disabled={!canAsk(value, asking)}
                leftSection={<IconSend size={16} aria-hidden="true" />}
              >
                {t('form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Suggestions disabled={asking} onPick={onAsk} />
      </Stack>
    </Card>
  );
}

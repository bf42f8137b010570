import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EditorDraft } from '@/web/features/cvs/lib/corrections';

/** What every part of the editor gets: the working copy, a way to change it, its errors and review marks. */
export interface SectionProps {
  draft: EditorDraft;
  onChange: (next: EditorDraft) => void;
  error: (path: string) => string | undefined;
  review: { pending: (path: string) => boolean; confirm: (path: string) => void };
}

export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

import type { MantineColor, TitleSize } from '@mantine/core';
import { ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The big status icon and the page's h1 that open result and error screens. */
export function StatusHeading({ icon, color, title, size = 'h2' }: { icon: ReactNode; color?: MantineColor; title: string; size?: TitleSize }) {
  return (
    <>
      <ThemeIcon size={56} radius="xl" color={color} variant="light" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Title order={1} size={size}>
        {title}
      </Title>
    </>
  );
}

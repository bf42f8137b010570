import { IconMessageChatbot, IconSearch, IconUpload, IconUserPlus } from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';

export type StepKey = 'account' | 'upload' | 'review' | 'act';

export interface Step {
  key: StepKey;
  icon: Icon;
}

/** The four steps, in order; texts live under `steps.<key>` in the marketing namespace. */
export const steps: readonly Step[] = [
  { key: 'account', icon: IconUserPlus },
  { key: 'upload', icon: IconUpload },
  { key: 'review', icon: IconSearch },
  { key: 'act', icon: IconMessageChatbot },
];

import type {
  MessageBoxVariant,
  MessageData,
} from '~/components/sections/message-box/message-box.tsx';

export const sampleMessages: readonly MessageData[] = [
  {
    id: 'info',
    kind: 'info',
    title: 'A new version is ready',
    text: 'Reload the page to get the latest sections and fixes.',
  },
  {
    id: 'success',
    kind: 'success',
    title: 'Your changes were saved',
    text: 'Everything is up to date. You can close this window safely.',
  },
  {
    id: 'warning',
    kind: 'warning',
    title: 'Your trial ends in three days',
    text: 'Choose a plan now to keep your pages online without interruption.',
  },
  {
    id: 'error',
    kind: 'error',
    title: 'The upload did not finish',
    text: 'Check your connection and try again; your file was not changed.',
  },
];

export interface MessageBoxDemo {
  variant: MessageBoxVariant;
  label: string;
}

export const messageBoxDemos: readonly MessageBoxDemo[] = [
  { variant: 'soft', label: 'Soft' },
  { variant: 'solid', label: 'Solid' },
  { variant: 'outline', label: 'Outline' },
  { variant: 'left-border', label: 'Left border' },
  { variant: 'icon-block', label: 'Icon block' },
  { variant: 'dark', label: 'Dark' },
  { variant: 'minimal', label: 'Minimal' },
];

import type { AppResources, defaultNamespace } from '@/web/app/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: AppResources;
  }
}

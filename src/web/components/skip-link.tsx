import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page; visible only when focused. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className="kairos-skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
  );
}

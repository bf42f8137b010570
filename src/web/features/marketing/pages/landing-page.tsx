import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '@/web/app/paths';
import { CallToAction } from '../components/call-to-action';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { PrivacyHighlightSection } from '../components/privacy-highlight-section';
import { StepsOverviewSection } from '../components/steps-overview-section';

/** Brings a section into view when the page is opened with a hash (e.g. the header's "/#features" link). */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      return;
    }
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash]);
}

export function LandingPage() {
  const { t } = useTranslation('marketing');
  useScrollToHash();

  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <StepsOverviewSection />
      <PrivacyHighlightSection />
      <CallToAction
        id="landing-cta-title"
        title={t('landing.cta.title')}
        body={t('landing.cta.body')}
        primaryLabel={t('landing.cta.getStarted')}
        secondaryLabel={t('landing.cta.howItWorks')}
        secondaryTo={paths.howItWorks}
      />
    </>
  );
}

import { useDocumentTitle } from '../../components/use-document-title';
import { AfterFirstPaint } from './components/after-first-paint';
import { BenefitsSection } from './landing/benefits-section';
import { ClosingCta } from './landing/closing-cta';
import { DemoSection } from './landing/demo-section';
import { FactsBand } from './landing/facts-band';
import { FaqSection } from './landing/faq-section';
import { HeroSection } from './landing/hero-section';

export function LandingPage() {
  useDocumentTitle('Fleet & dispatch platform for carriers');
  return (
    <>
      <HeroSection />
      <AfterFirstPaint reserve="100vh">
        <FactsBand />
        <BenefitsSection />
        <DemoSection />
        <FaqSection />
        <ClosingCta />
      </AfterFirstPaint>
    </>
  );
}

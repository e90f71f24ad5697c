import { PageHero } from '../../../shared/ui/page-hero';

/** Contact Us: the page's opening; its content arrives with its feature. */
export function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Get Involved"
        title="Contact Us"
        intro="Have a question, a prayer need or want to plan a visit? Our team would love to hear from you and will reply as soon as we can."
      />
    </>
  );
}

import { ProposalLink } from '@/components/enquiry/ProposalLink';
import { copyRoute } from '@/components/page/copy-route';
import { PageView } from '@/components/page/PageView';
import { engagementModels } from '@/site/enquiry-topics';

const route = copyRoute('/pricing');
export const metadata = route.metadata;

export default function PricingPage() {
  return (
    <PageView copy={route.copy}>
      <section
        aria-label="Request a proposal"
        className="container-page flex flex-wrap gap-3 pb-20"
      >
        {engagementModels.map((model) => (
          <ProposalLink
            key={model.slug}
            topic="other"
            model={model.slug}
            label={`Request a proposal: ${model.label}`}
          />
        ))}
      </section>
    </PageView>
  );
}

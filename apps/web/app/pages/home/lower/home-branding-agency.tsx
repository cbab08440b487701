import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { Portfolio } from '~/components/sections/portfolio/portfolio.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import { portfolioCategoryTitles } from '~/content/portfolio.ts';
import * as c from '~/content/home/branding-agency.ts';

/** The branding agency home page below its first screen: a chunk of its own (see home-branding-agency.tsx). */
export default function HomeBrandingAgencyLower() {
  return (
    <>
      <Portfolio
        categoryTitles={portfolioCategoryTitles}
        id="work"
        tone="alt"
        style="bordered"
        layout="scattered"
        projects={c.work}
        heading={c.workHeading}
      />
      <ProcessSteps id="method" variant="cards" steps={c.method} heading={c.methodHeading} />
      <Clients
        id="clients"
        tone="dark"
        variant="inverse"
        columns={5}
        clients={c.clients}
        heading={c.clientsHeading}
      />
      <BlogList
        categoryLabels={blogCategoryLabels}
        id="essays"
        layout="classic"
        columns={2}
        posts={c.essays}
        heading={c.essaysHeading}
        authors={{ names: blogAuthors }}
      />
      <CallToAction id="cta" variant="subscribe" data={c.cta} />
    </>
  );
}

import type { Metadata } from "next";
import { BackOfficeRefusal } from "~/components/admin/back-office-refusal";
import { requireStaff } from "~/components/admin/require-staff";
import { callErrorOfServer } from "~/components/admin/server-call-error";
import { FaqEntryControls, FaqEntryForm } from "~/components/admin/site-content/faq-entry-editor";
import { GuideTextsForm } from "~/components/admin/site-content/guide-texts-editor";
import { TestimonialControls, TestimonialForm } from "~/components/admin/site-content/testimonial-editor";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Site content" };

const card = "rounded-2xl bg-white p-5 shadow-sm sm:p-6";

/**
 * The site's own words (decision 034): the home page's testimonials and guides, the about page's
 * questions and answers, in English, French and Arabic. The site shows each change at once.
 */
export default async function SiteContentAdminPage() {
  await requireStaff();
  const content = await api.admin.siteContent.list().catch(callErrorOfServer);
  if ("refused" in content) return <BackOfficeRefusal message={content.refused} />;
  const { testimonials, faq, guides } = content;
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-bold text-navy">Site content</h1>
        <p className="mt-2 text-sm text-muted">
          The words parents read on the home and about pages. English is required; a French or Arabic field left empty shows the English text. Each change shows on the
          site at once.
        </p>
      </div>

      <section aria-labelledby="testimonials-title" className="flex flex-col gap-5">
        <div>
          <h2 id="testimonials-title" className="text-xl font-bold text-navy">
            Testimonials
          </h2>
          <p className="mt-1 text-sm text-muted">The home page&apos;s carousel, in this order. Publish only families&apos; words given with their consent.</p>
        </div>
        {testimonials.map((testimonial, index) => (
          <article key={testimonial.id} aria-labelledby={`testimonial-${testimonial.id}-title`} className={card}>
            <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
              <h3 id={`testimonial-${testimonial.id}-title`} className="text-lg font-bold text-navy">
                {testimonial.name}
                {testimonial.publishedAt ? null : <span className="ms-2 rounded-full bg-slate-200 px-2.5 py-0.5 align-middle text-xs font-semibold text-slate-800">Hidden</span>}
              </h3>
              <TestimonialControls testimonial={testimonial} first={index === 0} last={index === testimonials.length - 1} />
            </div>
            <TestimonialForm testimonial={testimonial} />
          </article>
        ))}
        <article aria-labelledby="new-testimonial-title" className={card}>
          <h3 id="new-testimonial-title" className="mb-4 text-lg font-bold text-navy">
            Add a testimonial
          </h3>
          <TestimonialForm testimonial={null} />
        </article>
      </section>

      <section aria-labelledby="faq-title" className="flex flex-col gap-5">
        <div>
          <h2 id="faq-title" className="text-xl font-bold text-navy">
            Questions and answers
          </h2>
          <p className="mt-1 text-sm text-muted">
            The about page, in this order; search engines read them too. Hours and addresses written here do not follow the clinic&apos;s settings: change them here when they
            change.
          </p>
        </div>
        {faq.map((entry, index) => (
          <article key={entry.id} aria-labelledby={`faq-${entry.id}-title`} className={card}>
            <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
              <h3 id={`faq-${entry.id}-title`} className="min-w-0 text-lg font-bold text-navy">
                {entry.question}
              </h3>
              <FaqEntryControls entry={entry} first={index === 0} last={index === faq.length - 1} />
            </div>
            <FaqEntryForm entry={entry} />
          </article>
        ))}
        <article aria-labelledby="new-faq-title" className={card}>
          <h3 id="new-faq-title" className="mb-4 text-lg font-bold text-navy">
            Add a question
          </h3>
          <FaqEntryForm entry={null} />
        </article>
      </section>

      <section aria-labelledby="guides-title" className="flex flex-col gap-5">
        <div>
          <h2 id="guides-title" className="text-xl font-bold text-navy">
            Free guides
          </h2>
          <p className="mt-1 text-sm text-muted">The home page&apos;s words about each guide. The PDF files themselves are in English and do not change here.</p>
        </div>
        {guides.map((guide) => (
          <article key={guide.slug} aria-labelledby={`guide-${guide.slug}-title`} className={card}>
            <h3 id={`guide-${guide.slug}-title`} className="mb-4 text-lg font-bold text-navy">
              {guide.title}{" "}
              <a href={guide.downloadUrl} className="text-sm font-semibold text-primary underline underline-offset-4 hover:text-primary-dark">
                PDF<span className="sr-only"> of {guide.title}</span>
              </a>
            </h3>
            <GuideTextsForm guide={guide} />
          </article>
        ))}
      </section>
    </div>
  );
}

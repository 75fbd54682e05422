import { buttonClasses } from "~/components/ui/button-classes";
import { GuideDownloadLink } from "./guide-download-link";

export type GuideCardData = {
  slug: string;
  title: string;
  description: string;
  category: string;
  pages: number;
  imageUrl: string;
  downloadUrl: string;
};

export function GuideCard({ guide }: { guide: GuideCardData }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-md ring-1 shadow-navy/5 ring-slate-200/70">
      <div className="aspect-[16/10] bg-primary-50">
        {/* eslint-disable-next-line @next/next/no-img-element -- local SVG art with fixed box */}
        <img
          src={guide.imageUrl}
          alt=""
          width={480}
          height={300}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="w-fit rounded-full bg-primary-50 px-3 py-1 text-xs font-semibold text-primary">
          {guide.category}
        </p>
        <h3 className="mt-4 text-lg font-semibold text-navy">{guide.title}</h3>
        <p className="mt-2 text-sm text-muted">{guide.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-6">
          <span className="text-sm text-muted">{guide.pages} pages · PDF</span>
          <GuideDownloadLink
            href={guide.downloadUrl}
            fileName={`${guide.slug}.pdf`}
            className={buttonClasses("secondary", "sm")}
          >
            Download<span className="sr-only"> {guide.title} (PDF)</span>
          </GuideDownloadLink>
        </div>
      </div>
    </article>
  );
}

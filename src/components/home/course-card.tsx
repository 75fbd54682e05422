import { formatPrice } from "~/lib/money";

export type CourseCardData = {
  id: string;
  title: string;
  description: string;
  priceCents: number;
  discountPriceCents: number | null;
  featured: boolean;
  imageUrl: string;
  totalHours: number;
};

function hoursLabel(hours: number): string {
  return `${hours} ${hours === 1 ? "hour" : "hours"} total`;
}

export function CoursePrice({
  priceCents,
  discountPriceCents,
}: {
  priceCents: number;
  discountPriceCents: number | null;
}) {
  // discountPriceCents is the sale price when a course is on offer.
  const onSale = discountPriceCents !== null && discountPriceCents < priceCents;
  if (!onSale) return <span className="font-bold text-primary">{formatPrice(priceCents)}</span>;
  return (
    <span className="inline-flex items-baseline gap-2">
      <span className="font-bold text-primary">{formatPrice(discountPriceCents)}</span>
      <del className="text-sm text-muted">
        <span className="sr-only">was </span>
        {formatPrice(priceCents)}
      </del>
    </span>
  );
}

export function CourseCard({ course }: { course: CourseCardData }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-md ring-1 shadow-navy/5 ring-slate-200/70">
      <div className="relative aspect-[16/10] bg-primary-50">
        {/* eslint-disable-next-line @next/next/no-img-element -- local SVG art with fixed box */}
        <img
          src={course.imageUrl}
          alt=""
          width={480}
          height={300}
          loading="lazy"
          className="size-full object-cover"
        />
        {course.featured ? (
          <span className="absolute top-3 left-3 rounded-full bg-accent px-3 py-1 text-xs font-bold text-navy shadow">
            Featured
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold text-navy">{course.title}</h3>
        <p className="mt-1 text-lg">
          <span className="sr-only">Price: </span>
          <CoursePrice
            priceCents={course.priceCents}
            discountPriceCents={course.discountPriceCents}
          />
        </p>
        <p className="mt-2 line-clamp-3 text-sm text-muted">{course.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-5 text-sm">
          <span className="text-muted">{hoursLabel(course.totalHours)}</span>
          <a
            href={`/courses/${encodeURIComponent(course.id)}`}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Learn More<span className="sr-only"> about {course.title}</span>{" "}
            <span aria-hidden="true">→</span>
          </a>
        </div>
      </div>
    </article>
  );
}

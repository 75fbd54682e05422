/** Blog dates are calendar days (YYYY-MM-DD, read as UTC midnight), so they are shown in UTC. */
export function formatPostDate(date: Date): string {
  return date.toLocaleDateString("en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** "12 March 2026 · 5 min read", with the author when given. */
export function PostMeta({
  date,
  readingMinutes,
  author,
  className,
}: {
  date: Date;
  readingMinutes: number;
  author?: string;
  className?: string;
}) {
  return (
    <p className={className}>
      {author ? (
        <>
          <span>{author}</span>
          <span aria-hidden="true"> · </span>
        </>
      ) : null}
      <time dateTime={isoDay(date)}>{formatPostDate(date)}</time>
      <span aria-hidden="true"> · </span>
      <span>{readingMinutes} min read</span>
    </p>
  );
}

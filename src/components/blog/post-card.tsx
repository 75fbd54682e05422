import { PostMeta } from "./post-meta";

export type PostCardData = {
  slug: string;
  title: string;
  description: string;
  date: Date;
  readingMinutes: number;
};

/** A post in the blog list. The whole card is one link, named by the title. */
export function PostCard({ post }: { post: PostCardData }) {
  return (
    <article className="group relative flex h-full flex-col rounded-3xl bg-white p-6 shadow-md ring-1 shadow-navy/5 ring-slate-200/70 transition-shadow hover:shadow-lg sm:p-8">
      <PostMeta date={post.date} readingMinutes={post.readingMinutes} className="text-sm text-muted" />
      <h2 className="mt-3 text-xl font-bold text-navy sm:text-2xl">
        <a
          href={`/blogs/${post.slug}`}
          className="underline-offset-4 group-hover:text-primary group-hover:underline before:absolute before:inset-0 before:rounded-3xl"
        >
          {post.title}
        </a>
      </h2>
      <p className="mt-3 flex-1 text-muted">{post.description}</p>
      <p aria-hidden="true" className="mt-5 font-semibold text-primary">
        Read the article →
      </p>
    </article>
  );
}

"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from "react";
import { toast } from "~/components/ui/toast";
import { CheckIcon } from "~/components/icons/social-icons";
import { buttonClasses } from "~/components/ui/button-classes";
import { Link } from "~/i18n/navigation";
import { useTRPC } from "~/trpc/react";
import { ArrowLeftIcon, ArrowRightIcon, PlayIcon } from "./course-icons";
import { useCourseFormat } from "./course-price";

/** How often the position is saved while the video plays. */
const SAVE_EVERY_MS = 5_000;
/**
 * A failed video gets a fresh signed address at most this often: the address lives 10 minutes, so
 * a seek after that fails once and then works; a video that keeps failing is reported instead.
 */
const REFRESH_COOLDOWN_MS = 30_000;
/** Codes after which asking again cannot help. */
const FINAL_ERROR_CODES = new Set(["NOT_FOUND", "FORBIDDEN", "UNAUTHORIZED", "BAD_REQUEST"]);

type Neighbour = { moduleId: string; videoId: string; title: string } | null;
type Lesson = {
  id: string;
  title: string;
  description: string;
  durationSeconds: number;
  duration: number;
  moduleId: string;
  moduleTitle: string;
  courseId: string;
  courseTitle: string;
  videoUrl: string;
  positionSeconds: number;
  completed: boolean;
  previous: Neighbour;
  next: Neighbour;
  outline: Array<{
    id: string;
    title: string;
    lessons: Array<{ id: string; title: string; durationSeconds: number; completed: boolean }>;
  }>;
};

function lessonHref(courseId: string, moduleId: string, videoId: string): string {
  return `/dashboard/courses/${encodeURIComponent(courseId)}/modules/${encodeURIComponent(moduleId)}/videos/${encodeURIComponent(videoId)}`;
}

function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

const backLinkClasses =
  "inline-flex min-h-10 items-center gap-1.5 self-start rounded-full text-sm font-semibold text-primary underline-offset-4 hover:underline";

/** Spec §2 lesson player, for an enrolled parent: the video, its text, neighbours and the outline. */
export function LessonPlayer({ courseId, moduleId, videoId }: { courseId: string; moduleId: string; videoId: string }) {
  const t = useTranslations("courses.player");
  const trpc = useTRPC();
  const lesson = useQuery({
    ...trpc.courses.lesson.queryOptions({ courseId, moduleId, videoId }),
    // The answer carries a signed address: never reuse an old one, and never swap it mid-play
    // (a new address reloads the video); it is refreshed only when the video fails.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (failures, error) => failures < 2 && !FINAL_ERROR_CODES.has(error.data?.code ?? ""),
  });

  const errorCode = lesson.error?.data?.code ?? null;
  useEffect(() => {
    if (lesson.error && lesson.error.data?.code !== "NOT_FOUND") {
      toast.error(t("failedToast"), { id: "lesson-error" });
    }
  }, [lesson.error, t]);

  const courseHref = `/dashboard/courses/${encodeURIComponent(courseId)}`;

  if (lesson.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <h1 className="sr-only">{t("loading")}</h1>
        <p role="status" className="sr-only">
          {t("loading")}
        </p>
        <div className="h-6 w-40 animate-pulse rounded-full bg-white" />
        <div className="aspect-video w-full animate-pulse rounded-3xl bg-slate-200" />
        <div className="h-24 animate-pulse rounded-3xl bg-white" />
      </div>
    );
  }

  if (lesson.isError) {
    const notFound = errorCode === "NOT_FOUND";
    const forbidden = errorCode === "FORBIDDEN";
    return (
      <section className="rounded-3xl bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold text-navy sm:text-3xl">
          {notFound ? t("notFound") : forbidden ? t("forbidden") : t("failed")}
        </h1>
        <p className="mt-3 text-muted">
          {notFound ? t("notFoundBody") : forbidden ? lesson.error.message : t("failedBody")}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {!notFound && !forbidden ? (
            <button type="button" onClick={() => void lesson.refetch()} className={buttonClasses("primary", "md")}>
              {t("retry")}
            </button>
          ) : null}
          <Link href={courseHref} className={buttonClasses(notFound || forbidden ? "primary" : "secondary", "md")}>
            {t("backToCourse")}
          </Link>
        </div>
      </section>
    );
  }

  return <LessonView lesson={lesson.data} refreshLesson={() => lesson.refetch()} />;
}

function LessonView({
  lesson,
  refreshLesson,
}: {
  lesson: Lesson;
  refreshLesson: () => Promise<{ data?: { videoUrl: string } }>;
}) {
  const t = useTranslations("courses.player");
  const { length } = useCourseFormat();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutate: saveProgress } = useMutation(trpc.courses.saveProgress.mutationOptions());

  const videoRef = useRef<HTMLVideoElement>(null);
  /** The latest position, kept outside the element so it can still be saved after unmount. */
  const position = useRef(0);
  const lastSaved = useRef<{ seconds: number; playing: boolean } | null>(null);
  const isPlaying = useRef(false);
  /** Nothing is saved for a lesson only opened: that would overwrite where the parent stopped. */
  const watched = useRef(false);
  const firstLoad = useRef(true);
  const resumeAfterRefresh = useRef<{ time: number; play: boolean } | null>(null);
  const lastRefresh = useRef(0);
  const completedNotified = useRef(lesson.completed);

  const [playing, setPlaying] = useState(false);
  const [justCompleted, setJustCompleted] = useState(false);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const [videoError, setVideoError] = useState(false);

  /**
   * The server credits the time between two saves of this lesson while it is playing (decision
   * 037), so the player says when playback starts, resumes, pauses and ends, and where it is.
   */
  const save = useCallback(
    ({ playing, ended = false }: { playing: boolean; ended?: boolean }) => {
      if (!watched.current) return;
      const seconds = Math.floor(position.current);
      const last = lastSaved.current;
      if (!ended && last && last.seconds === seconds && last.playing === playing) return;
      lastSaved.current = { seconds, playing };
      saveProgress(
        { lessonId: lesson.id, positionSeconds: seconds, ended, playing },
        {
          onSuccess: (result) => {
            if (!result.completed || completedNotified.current) return;
            completedNotified.current = true;
            setJustCompleted(true);
            // My Courses' progress and Continue link change with this lesson.
            void queryClient.invalidateQueries({ queryKey: trpc.courses.myCourses.queryKey() });
          },
        },
      );
    },
    [lesson.id, saveProgress, queryClient, trpc],
  );

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => save({ playing: true }), SAVE_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [playing, save]);

  // Leaving the lesson (Next, Previous, the outline) keeps where the parent stopped.
  const saveOnLeave = useRef(save);
  useEffect(() => {
    saveOnLeave.current = save;
  }, [save]);
  useEffect(() => {
    // A parent switching tabs or closing the window keeps their place too.
    const onHide = () => {
      if (document.visibilityState === "hidden") saveOnLeave.current({ playing: isPlaying.current });
    };
    document.addEventListener("visibilitychange", onHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      saveOnLeave.current({ playing: false });
    };
  }, []);

  function onLoadedMetadata(event: SyntheticEvent<HTMLVideoElement>) {
    const video = event.currentTarget;
    const resume = resumeAfterRefresh.current;
    resumeAfterRefresh.current = null;
    if (resume) {
      video.currentTime = resume.time;
      if (resume.play) void video.play().catch(() => undefined);
      return;
    }
    if (!firstLoad.current) return;
    firstLoad.current = false;
    const start = lesson.positionSeconds;
    const length = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : lesson.durationSeconds;
    // A lesson watched to its end starts again from the beginning.
    if (start >= 1 && start < length - 3) {
      video.currentTime = start;
      position.current = start;
      setResumedAt(start);
    }
  }

  function refreshAddress() {
    lastRefresh.current = Date.now();
    resumeAfterRefresh.current = { time: position.current, play: isPlaying.current };
    setVideoError(false);
    void refreshLesson().then(({ data }) => {
      // React sets a changed address itself once it has rendered the answer. An unchanged one (asked
      // again within the same second) or an element pointed elsewhere is loaded here, after that.
      window.setTimeout(() => {
        const video = videoRef.current;
        if (!video || !data) return;
        if (video.getAttribute("src") !== data.videoUrl) video.src = data.videoUrl;
        else if (video.error) video.load();
      }, 100);
    });
  }

  function onVideoError() {
    if (Date.now() - lastRefresh.current > REFRESH_COOLDOWN_MS) refreshAddress();
    else setVideoError(true);
  }

  // While a new address loads the element reports 0 (HAVE_NOTHING): not where the parent is.
  function onTimeUpdate(event: SyntheticEvent<HTMLVideoElement>) {
    if (event.currentTarget.readyState > 0) position.current = event.currentTarget.currentTime;
  }

  function onSeeked(event: SyntheticEvent<HTMLVideoElement>) {
    if (event.currentTarget.readyState > 0) position.current = event.currentTarget.currentTime;
  }

  function onPlay() {
    watched.current = true;
    isPlaying.current = true;
    setPlaying(true);
  }

  // Playback has really begun or resumed (data is there, a resume seek is done): the server's clock
  // for this lesson starts now.
  function onPlaying(event: SyntheticEvent<HTMLVideoElement>) {
    if (event.currentTarget.readyState === 0) return;
    position.current = event.currentTarget.currentTime;
    save({ playing: true });
  }

  function onPause(event: SyntheticEvent<HTMLVideoElement>) {
    isPlaying.current = false;
    setPlaying(false);
    if (event.currentTarget.readyState === 0) return;
    position.current = event.currentTarget.currentTime;
    save({ playing: false });
  }

  function onEnded(event: SyntheticEvent<HTMLVideoElement>) {
    isPlaying.current = false;
    setPlaying(false);
    position.current = event.currentTarget.currentTime;
    save({ playing: false, ended: true });
  }

  const courseHref = `/dashboard/courses/${encodeURIComponent(lesson.courseId)}`;
  const isDone = (id: string, fromServer: boolean) => fromServer || (justCompleted && id === lesson.id);
  const statusText = videoError
    ? null
    : justCompleted
      ? lesson.next
        ? t("completeNext")
        : t("completeLast")
      : resumedAt !== null
        ? t("resumed", { time: clock(resumedAt) })
        : null;

  return (
    <div className="flex flex-col gap-6">
      <Link href={courseHref} aria-label={t("backToCourseLabel", { title: lesson.courseTitle })} className={backLinkClasses}>
        <ArrowLeftIcon size={16} className="rtl:-scale-x-100" />
        {lesson.courseTitle}
      </Link>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <div className="overflow-hidden rounded-3xl bg-black shadow-sm">
            <video
              ref={videoRef}
              className="aspect-video w-full bg-black"
              controls
              controlsList="nodownload"
              disablePictureInPicture
              onContextMenu={(event) => event.preventDefault()}
              playsInline
              preload="metadata"
              src={lesson.videoUrl}
              onLoadedMetadata={onLoadedMetadata}
              onTimeUpdate={onTimeUpdate}
              onSeeked={onSeeked}
              onPlay={onPlay}
              onPlaying={onPlaying}
              onPause={onPause}
              onEnded={onEnded}
              onError={onVideoError}
              data-testid="lesson-video"
            >
              {t("unsupported")}
            </video>
          </div>
          {videoError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl bg-accent-50 p-4 text-sm text-red-800">
              <span>{t("videoFailed")}</span>
              <button type="button" onClick={refreshAddress} className={buttonClasses("secondary", "sm")}>
                {t("reload")}
              </button>
            </div>
          ) : null}
          <p role="status" className="text-sm text-muted empty:hidden">
            {statusText}
          </p>

          <section aria-labelledby="lesson-title" className="rounded-3xl bg-white p-5 shadow-sm sm:p-7">
            <h1 id="lesson-title" className="text-2xl font-bold tracking-tight text-balance text-navy sm:text-3xl">
              {lesson.title}
            </h1>
            <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
              <div className="flex gap-1.5">
                <dt className="text-muted">{t("module")}</dt>
                <dd className="font-semibold text-navy" data-testid="lesson-module">
                  {lesson.moduleTitle}
                </dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-muted">{t("duration")}</dt>
                <dd className="font-semibold text-navy">{length(lesson.durationSeconds)}</dd>
              </div>
            </dl>
            <p className="mt-4 text-pretty text-navy">{lesson.description}</p>

            <nav aria-label={t("navigation")} className="mt-6 grid grid-cols-2 gap-3 border-t border-slate-100 pt-5">
              {lesson.previous ? (
                <Link
                  href={lessonHref(lesson.courseId, lesson.previous.moduleId, lesson.previous.videoId)}
                  aria-label={t("previousLabel", { title: lesson.previous.title })}
                  className={buttonClasses("secondary", "md", "justify-self-start")}
                >
                  <ArrowLeftIcon size={16} className="rtl:-scale-x-100" />
                  {t("previous")}
                </Link>
              ) : (
                <button type="button" disabled className={buttonClasses("secondary", "md", "justify-self-start")}>
                  <ArrowLeftIcon size={16} className="rtl:-scale-x-100" />
                  {t("previous")}
                </button>
              )}
              {lesson.next ? (
                <Link
                  href={lessonHref(lesson.courseId, lesson.next.moduleId, lesson.next.videoId)}
                  aria-label={t("nextLabel", { title: lesson.next.title })}
                  className={buttonClasses("primary", "md", "justify-self-end")}
                >
                  {t("next")}
                  <ArrowRightIcon size={16} className="rtl:-scale-x-100" />
                </Link>
              ) : (
                <button type="button" disabled className={buttonClasses("primary", "md", "justify-self-end")}>
                  {t("next")}
                  <ArrowRightIcon size={16} className="rtl:-scale-x-100" />
                </button>
              )}
            </nav>
          </section>
        </div>

        <aside aria-labelledby="outline-title" className="min-w-0 self-start rounded-3xl bg-white p-4 shadow-sm sm:p-5 xl:sticky xl:top-6">
          <h2 id="outline-title" className="px-1 text-lg font-bold text-navy">
            {t("outline")}
          </h2>
          <ol className="mt-3 flex flex-col gap-4">
            {lesson.outline.map((courseModule, moduleIndex) => (
              <li key={courseModule.id}>
                <h3 className="px-1 text-sm font-semibold text-muted">
                  {moduleIndex + 1}. {courseModule.title}
                </h3>
                <ol className="mt-1.5 flex flex-col gap-1">
                  {courseModule.lessons.map((item) => {
                    const current = item.id === lesson.id;
                    const done = isDone(item.id, item.completed);
                    return (
                      <li key={item.id}>
                        <Link
                          href={lessonHref(lesson.courseId, courseModule.id, item.id)}
                          aria-current={current ? "page" : undefined}
                          className={clsx(
                            "flex items-start gap-2.5 rounded-xl px-3 py-2.5 text-sm",
                            current ? "bg-primary text-white" : "text-navy hover:bg-cream",
                          )}
                        >
                          <span
                            className={clsx(
                              "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full",
                              done
                                ? current
                                  ? "bg-white text-primary"
                                  : "bg-primary text-white"
                                : current
                                  ? "text-white"
                                  : "text-primary",
                            )}
                          >
                            {done ? <CheckIcon size={13} /> : <PlayIcon size={18} />}
                          </span>
                          <span className="min-w-0 flex-1">
                            <span className="block font-medium">{item.title}</span>
                            <span className={clsx("block text-xs", current ? "text-teal-50" : "text-muted")}>
                              {length(item.durationSeconds)}
                              {done ? <span data-testid="lesson-completed"> · {t("completed")}</span> : null}
                            </span>
                          </span>
                        </Link>
                      </li>
                    );
                  })}
                </ol>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  );
}

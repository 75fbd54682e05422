"use client";

import { clsx } from "clsx";
import { useState } from "react";
import { controlBorder, controlClasses, FieldError, FieldLabel } from "~/components/appointments/form-field";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, NOT_A_PICTURE, uploadTooLargeMessage, UPLOADED_IMAGE_URL } from "~/schemas/admin/media";
import { uploadMedia } from "./upload-media";

const pictureName = (url: string) => url.replace(/^.*\//, "").replace(/\.svg$/, "").replace(/-/g, " ");

/**
 * The picture of a form: the choice it sends (`imageUrl`) or, when a file was chosen, that file,
 * uploaded as the form is sent. An uploaded picture is kept for the next try of the same form.
 */
export function usePicture(current: string) {
  const [uploaded, setUploaded] = useState<string | null>(UPLOADED_IMAGE_URL.test(current) ? current : null);
  /** The address to save, after uploading the chosen file if there is one. */
  const resolve = async (data: FormData, chosen: string): Promise<{ url: string } | { error: string }> => {
    const file = data.get("picture");
    if (!(file instanceof File) || file.size === 0) return { url: chosen };
    if (file.type && !IMAGE_TYPES.some((type) => type.mime === file.type)) return { error: NOT_A_PICTURE };
    if (file.size > MAX_IMAGE_BYTES) return { error: uploadTooLargeMessage("image", MAX_IMAGE_BYTES) };
    try {
      const { url } = await uploadMedia("images", file);
      setUploaded(url);
      return { url: url! };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };
  return { uploaded, resolve };
}

/** A choice among the shipped pictures (and the uploaded one), or a file to upload instead. */
export function PictureField({ form, defaultValue, uploaded, error, shipped }: { form: string; defaultValue: string; uploaded: string | null; error?: string; shipped: readonly string[] }) {
  const id = `${form}-imageUrl`;
  const fileId = `${form}-picture`;
  const value = uploaded && !shipped.includes(defaultValue) ? uploaded : defaultValue;
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="flex min-w-0 flex-col gap-3">
        <div>
          <FieldLabel htmlFor={id}>Picture</FieldLabel>
          <select key={value} id={id} name="imageUrl" defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={clsx(controlClasses, controlBorder(Boolean(error)))}>
            {uploaded ? <option value={uploaded}>the uploaded picture</option> : null}
            {shipped.map((url) => (
              <option key={url} value={url}>
                {pictureName(url)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-error`} message={error} />
        </div>
        <div>
          <FieldLabel htmlFor={fileId} optional>
            Or upload a picture
          </FieldLabel>
          <input
            id={fileId}
            name="picture"
            type="file"
            accept={IMAGE_TYPES.map((type) => type.mime).join(",")}
            aria-describedby={`${fileId}-hint`}
            className="block w-full text-sm text-navy file:me-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-cream file:px-4 file:font-semibold file:text-navy"
          />
          <p id={`${fileId}-hint`} className="mt-1 text-sm text-muted">
            JPEG, PNG or WebP, at most {MAX_IMAGE_BYTES / (1024 * 1024)} MB; it is used instead of the choice above.
          </p>
        </div>
      </div>
      {/* eslint-disable-next-line @next/next/no-img-element -- a preview of a picture the site serves as is */}
      <img src={value} alt="" width={160} height={100} className="hidden h-25 w-40 rounded-xl bg-cream object-cover sm:block" />
    </div>
  );
}

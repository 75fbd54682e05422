/**
 * The free parenting guides: shown on the home page, downloaded as PDFs from public/guides, and
 * rendered from content/guides/<slug>.md by `npm run content:guides` (the page count is checked
 * there). The files are static content, not database rows.
 *
 * The PDFs are in English: `title`, `description` and `category` here are the ones printed in them
 * (the PDF script reads them). The home page shows the words staff edit in the back-office, in the
 * page's language (guide_texts and guide_translations, decision 034; seeded from these), and the
 * category from the catalogue (home.guides.category.<categoryKey>). A guide added here shows these
 * words until staff write others.
 */
export type Guide = {
  slug: string;
  title: string;
  description: string;
  category: "Infant Care" | "Nutrition" | "Sleep";
  categoryKey: "infantCare" | "nutrition" | "sleep";
  pages: number;
  imageUrl: string;
  /** /guides/<slug>.pdf, served from public/guides. */
  downloadUrl: string;
};

export const guides: Guide[] = [
  {
    slug: "newborn-care-essentials",
    title: "Newborn Care Essentials",
    description:
      "Feeding, sleeping, bathing and soothing your baby in the first weeks, plus the warning signs that mean you should call us.",
    category: "Infant Care",
    categoryKey: "infantCare",
    pages: 16,
    imageUrl: "/images/guides/newborn-care-essentials.svg",
    downloadUrl: "/guides/newborn-care-essentials.pdf",
  },
  {
    slug: "baby-milestones-checklist",
    title: "Baby Milestones Checklist",
    description:
      "Month-by-month milestones from 2 months to 2 years, with play ideas and a checklist to bring to your child's check-ups.",
    category: "Infant Care",
    categoryKey: "infantCare",
    pages: 13,
    imageUrl: "/images/guides/baby-milestones-checklist.svg",
    downloadUrl: "/guides/baby-milestones-checklist.pdf",
  },
  {
    slug: "sleep-training-methods",
    title: "Sleep Training Methods",
    description:
      "Safe sleep basics, how much sleep children need at each age, and a clear comparison of gentle and faster sleep training methods.",
    category: "Sleep",
    categoryKey: "sleep",
    pages: 15,
    imageUrl: "/images/guides/sleep-training-methods.svg",
    downloadUrl: "/guides/sleep-training-methods.pdf",
  },
  {
    slug: "pumping-milk-storage",
    title: "Pumping & Milk Storage",
    description:
      "Choosing a pump, building a pumping routine, and storing, thawing and warming breast milk safely at home and at work.",
    category: "Nutrition",
    categoryKey: "nutrition",
    pages: 16,
    imageUrl: "/images/guides/pumping-milk-storage.svg",
    downloadUrl: "/guides/pumping-milk-storage.pdf",
  },
];

import type { Metadata } from "next";
import { redirect } from "next/navigation";

export const metadata: Metadata = {
  title: "Dashboard",
  description: "Your courses and lessons.",
  robots: { index: false },
};

export default function DashboardPage() {
  redirect("/dashboard/browse");
}

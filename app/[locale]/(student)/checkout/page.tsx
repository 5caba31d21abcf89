import { setRequestLocale } from "next-intl/server";
import { InvalidCourse } from "@/components/checkout/invalid-course";

// /checkout without a course: SPEC section 2's 'Invalid Course' with 'Browse Courses'.
export default async function CheckoutWithoutCourse({ params }: PageProps<"/[locale]/checkout">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <InvalidCourse />;
}

import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import type { MyEnrollment } from "@/lib/courses/card-state";
import { courseSummary } from "@/test/fixtures/course-summary";
import { CourseCard } from "./course-card";

jest.mock("@/lib/i18n/navigation", () => ({
  Link: jest.requireActual("@/test/mocks/anchor-link").AnchorLink,
}));

const genesis = courseSummary({ id: "c1", slug: "genesis", title: "Genesis", description: "Beginnings", price: "39.99", totalLessons: 7, estimatedHours: 5, testament: "Old" });

const enrolled = (courseId: string, courseSlug: string, status: MyEnrollment["status"], progress: number): MyEnrollment => ({ id: "e1", courseId, courseSlug, status, progress });

const renderCard = (enrollments?: MyEnrollment[]) =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <CourseCard course={genesis} enrollments={enrollments} />
    </NextIntlClientProvider>,
  );

it("shows the price and 'Enroll Now' to checkout on the public page", () => {
  renderCard();
  expect(screen.getByTestId("card-price")).toHaveTextContent("$39.99");
  const enroll = screen.getByRole("link", { name: /Enroll Now: Genesis/ });
  expect(enroll).toHaveAttribute("href", "/checkout/genesis");
  expect(enroll).toHaveClass("min-h-11"); // a 44 px tap target
  expect(screen.queryByRole("progressbar")).toBeNull();
});

it("shows a capped bar, the rounded percent and 'Continue' to the resume route for a course under way", () => {
  renderCard([enrolled("c1", "genesis", "active", 42.6)]);
  expect(screen.getByText("43%")).toBeInTheDocument();
  expect(screen.getByRole("progressbar", { name: "Progress in Genesis" })).toHaveAttribute("aria-valuenow", "43");
  const resume = screen.getByRole("link", { name: /Continue/ });
  expect(resume).toHaveAttribute("href", "/course/genesis/resume");
  expect(resume).toHaveClass("min-h-11");
  expect(screen.queryByTestId("card-price")).toBeNull();
});

it("shows 'Complete' for a completed course, matched by its slug when the id is another database's", () => {
  renderCard([enrolled("other-id", "genesis", "completed", 100)]);
  expect(screen.getByTestId("card-complete")).toHaveTextContent("Complete");
  expect(screen.queryByRole("link", { name: /Enroll/ })).toBeNull();
});

it("keeps 'Enroll Now' for a student enrolled in other courses only, or refunded in this one", () => {
  const { unmount } = renderCard([enrolled("c2", "exodus", "active", 50)]);
  expect(screen.getByRole("link", { name: /Enroll Now: Genesis/ })).toBeInTheDocument();
  unmount();
  renderCard([enrolled("c1", "genesis", "refunded", 50)]);
  expect(screen.getByRole("link", { name: /Enroll Now: Genesis/ })).toBeInTheDocument();
  expect(screen.queryByRole("progressbar")).toBeNull();
});

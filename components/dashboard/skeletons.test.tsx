import { render, screen } from "@testing-library/react";
import DashboardLoading from "@/app/[locale]/(student)/dashboard/loading";

// The dashboard's loading screen promises no more than the page can know: one course placeholder (not three
// for a student with one course, or none), and a place for 'Next up'.
it("shows one course placeholder and one Next up placeholder while the dashboard loads", () => {
  render(<DashboardLoading />);
  expect(screen.getAllByTestId("course-skeleton")).toHaveLength(1);
  expect(screen.getAllByTestId("next-up-skeleton")).toHaveLength(1);
  expect(screen.getAllByTestId("welcome-skeleton")).toHaveLength(1);
});

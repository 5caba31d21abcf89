import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import ar from "@/messages/ar.json";
import type { CourseTeacher } from "@/lib/courses/types";
import { CourseOutcomes } from "./course-outcomes";
import { CourseTeachers } from "./course-teachers";
import { initialsOf, monogramSvg } from "./monogram";

const inEnglish = (ui: React.ReactNode) => render(<NextIntlClientProvider locale="en" messages={en}>{ui}</NextIntlClientProvider>);
const inArabic = (ui: React.ReactNode) => render(<NextIntlClientProvider locale="ar" messages={ar}>{ui}</NextIntlClientProvider>);

describe("What you'll learn", () => {
  it("shows the outcomes as a checklist under its heading", () => {
    inEnglish(<CourseOutcomes outcomes={{ value: ["Trace the covenant from Abraham to Sinai", "Read Genesis 1 as ancient cosmology"] }} />);
    const section = screen.getByRole("region", { name: "What you'll learn" });
    expect(within(section).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Trace the covenant from Abraham to Sinai", "Read Genesis 1 as ancient cosmology"]);
    expect(within(section).getByRole("list")).not.toHaveAttribute("lang");
  });

  it("marks an English list on an Arabic page with its language and its own direction", () => {
    inArabic(<CourseOutcomes outcomes={{ value: ["Trace the covenant from Abraham to Sinai"], lang: "en" }} />);
    const list = screen.getByRole("region", { name: ar.CourseDetail.outcomesHeading }).querySelector("ul")!;
    expect(list).toHaveAttribute("lang", "en");
    expect(list).toHaveAttribute("dir", "auto");
  });

  it("is not there at all when the course has no outcomes", () => {
    const { container } = inEnglish(<CourseOutcomes outcomes={{ value: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("Taught by", () => {
  const miriam: CourseTeacher = { id: "u1", name: "Miriam Haddad", photoUrl: null, credentials: null, bio: { value: "Miriam Haddad teaches the Psalms." }, sample: false };
  const tomas: CourseTeacher = {
    id: "u2",
    name: "Tomás Herrera",
    photoUrl: "/media/portraits/tomas.jpg",
    credentials: null,
    bio: { value: "Tomás Herrera teaches the Gospels.", lang: "en" },
    sample: false,
  };

  it("introduces each teacher with a portrait named for them (a monogram without a photo), name and bio", () => {
    inEnglish(<CourseTeachers teachers={[miriam, tomas]} />);
    const section = screen.getByRole("region", { name: "Your instructors" });
    const monogram = within(section).getByRole("img", { name: "Miriam Haddad" });
    expect(monogram.getAttribute("src")).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(monogram.getAttribute("src")!)).toContain(">MH</text>");
    expect(monogram).toHaveAttribute("width", "56");
    expect(monogram).toHaveAttribute("height", "56");
    expect(within(section).getByRole("img", { name: "Tomás Herrera" })).toHaveAttribute("src", "/media/portraits/tomas.jpg");
    expect(within(section).getByText("Miriam Haddad teaches the Psalms.")).not.toHaveAttribute("lang");
    const fallback = within(section).getByText("Tomás Herrera teaches the Gospels.");
    expect(fallback).toHaveAttribute("lang", "en");
    expect(fallback).toHaveAttribute("dir", "auto");
  });

  it("gives each teacher's credentials under the name (English, marked, where not written in the page's language), none when there are none", () => {
    inArabic(<CourseTeachers teachers={[{ ...miriam, credentials: { value: "دكتوراه في العهد القديم" } }, { ...tomas, credentials: { value: "ThD, Seminario Bíblico", lang: "en" } }]} />);
    const [own, english] = screen.getAllByTestId("teacher-credentials");
    expect(own).toHaveTextContent("دكتوراه في العهد القديم");
    expect(own).not.toHaveAttribute("lang");
    expect(english).toHaveAttribute("lang", "en");
    expect(english).toHaveAttribute("dir", "auto");
    const { container } = inEnglish(<CourseTeachers teachers={[miriam]} />);
    expect(container.querySelector('[data-testid="teacher-credentials"]')).toBeNull();
  });

  it("marks a fictional teacher of the demo faculty as a sample profile, and nobody else", () => {
    inEnglish(<CourseTeachers teachers={[{ ...miriam, sample: true }, tomas]} />);
    const [sample, real] = screen.getAllByTestId("course-teacher");
    expect(within(sample!).getByTestId("sample-profile")).toHaveTextContent("Sample profile A fictional instructor, shown on this demo site as an example.");
    expect(within(real!).queryByTestId("sample-profile")).toBeNull();
  });

  it("says 'Your instructor' for one, and shows nothing when nobody teaches the course", () => {
    inEnglish(<CourseTeachers teachers={[{ ...miriam, bio: null }]} />);
    expect(screen.getByRole("heading", { name: "Your instructor" })).toBeInTheDocument();
    const { container } = inEnglish(<CourseTeachers teachers={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("monogram", () => {
  it("takes whole first letters of the first and last names, and the same colour for the same name", () => {
    expect(initialsOf("Tomás Herrera")).toBe("TH");
    expect(initialsOf("  priya   raman ")).toBe("PR");
    expect(initialsOf("Ruth")).toBe("R");
    expect(initialsOf("𝒜da Lovelace")).toBe("𝒜L");
    expect(monogramSvg("Miriam Haddad")).toBe(monogramSvg("Miriam Haddad"));
    expect(monogramSvg("Miriam Haddad")).not.toBe(monogramSvg("Priya Raman"));
  });

  it("escapes what it draws", () => {
    expect(monogramSvg("<b> &x")).toContain("&#60;&#38;</text>");
  });
});

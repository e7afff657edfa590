import { describe, expect, it } from "vitest";
import { quickLinks, resourceLinks } from "../src/content/footer";
import { coursesLink, dropdowns, sectionLinks } from "../src/content/navigation";

const href = (link: { to: string; hash?: string }) =>
  link.hash ? `${link.to}#${link.hash}` : link.to;

describe("navigation content (docs/requirements.md, public-site §2)", () => {
  it("has the three dropdowns with their items", () => {
    expect(dropdowns.map((d) => [d.label, d.items.map((i) => i.to)])).toEqual([
      [
        "Services",
        [
          "/request-interpreter",
          "/medical-training",
          "/60-hour-medical-training",
          "/customized-training",
        ],
      ],
      ["Courses", ["/medical-training", "/60-hour-medical-training"]],
      ["Careers", ["/interpreter-registration", "/jobs"]],
    ]);
    expect(coursesLink.to).toBe("/courses");
    expect(sectionLinks.map((s) => s.section)).toEqual(["trainer", "testimonials"]);
  });

  it("has the footer's Quick Links and Resources in order", () => {
    expect(quickLinks.map(href)).toEqual([
      "/about-us",
      "/request-interpreter",
      "/medical-training",
      "/#trainer",
      "/partners",
      "/contact-us",
    ]);
    expect(resourceLinks.map(href)).toEqual([
      "/#testimonials",
      "/interpreter-registration",
      "/jobs",
      "/#faq",
      "/register",
    ]);
  });
});

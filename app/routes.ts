import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** The whole URL map (DESIGN.md 4). Explicit: no file-name magic. */
export default [
  index("routes/home.tsx"),

  route("calculators", "routes/calculators/index.tsx"),
  route("calculators/amortization", "routes/calculators/amortization.tsx"),
  route("calculators/mortgage-payment", "routes/calculators/mortgage-payment.tsx"),
  route("calculators/extra-payment", "routes/calculators/extra-payment.tsx"),
  route("calculators/refinance", "routes/calculators/refinance.tsx"),
  route("calculators/affordability", "routes/calculators/affordability.tsx"),
  route("calculators/down-payment", "routes/calculators/down-payment.tsx"),
  route("calculators/income-requirement", "routes/calculators/income-requirement.tsx"),
  route("calculators/monthly-payment", "routes/calculators/monthly-payment.tsx"),
  route("calculators/qualifying-income", "routes/calculators/qualifying-income.tsx"),
  route("calculators/pay-more", "routes/calculators/pay-more.tsx"),
  route("calculators/apr", "routes/calculators/apr.tsx"),
  route("calculators/points", "routes/calculators/points.tsx"),
  route("calculators/arm", "routes/calculators/arm.tsx"),
  route("calculators/cash-to-close", "routes/calculators/cash-to-close.tsx"),
  route("calculators/how-much-house", "routes/calculators/how-much-house.tsx"),

  route("mortgage-types", "routes/mortgage-types.tsx"),
  route("reviews", "routes/reviews.tsx"),

  route("learn", "routes/learn/index.tsx"),
  route("learn/glossary", "routes/learn/glossary.tsx"),
  route("learn/:slug", "routes/learn/article.tsx"),

  route("apply", "routes/apply/index.tsx"),
  route("apply/short", "routes/apply/short.tsx"),
  route("apply/continue/:token", "routes/apply/continue.tsx"),
  route("apply/:form", "routes/apply/form.tsx"),
  route("apply/:form/another-device", "routes/apply/another-device.tsx"),
  route("apply/:form/discard", "routes/apply/discard.tsx"),
  route("apply/:form/steps/:slug", "routes/apply/previous-step.ts"),
  route("apply/:form/:slug", "routes/apply/step.tsx"),

  route("api/places/zip/:zip", "routes/api/places-zip.ts"),
  route("api/places/cities", "routes/api/places-cities.ts"),

  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  route("privacy", "routes/legal.tsx", { id: "legal-privacy" }),
  route("licensing", "routes/legal.tsx", { id: "legal-licensing" }),
  route("accessibility", "routes/legal.tsx", { id: "legal-accessibility" }),
  route("terms", "routes/legal.tsx", { id: "legal-terms" }),
  route("esign", "routes/legal.tsx", { id: "legal-esign" }),
  route("acknowledgments", "routes/legal.tsx", { id: "legal-acknowledgments" }),

  // The lender's back office (docs/decisions/017-staff-back-office.md); server/staff-gate.ts
  // refuses every /staff request without a signed-in member except sign-in and set-up.
  layout("routes/staff/layout.tsx", [
    route("staff", "routes/staff/pipeline.tsx"),
    route("staff/drafts", "routes/staff/drafts.tsx"),
    route("staff/applications/:id", "routes/staff/application.tsx"),
    route("staff/applications/:id/export", "routes/staff/application-export.ts"),
    route("staff/audit", "routes/staff/audit.tsx"),
    route("staff/audit/export.csv", "routes/staff/audit-export.ts"),
    route("staff/members", "routes/staff/members.tsx"),
    route("staff/sign-in", "routes/staff/sign-in.tsx"),
    route("staff/sign-in/code", "routes/staff/sign-in-code.tsx"),
    route("staff/setup", "routes/staff/setup.tsx"),
    route("staff/sign-out", "routes/staff/sign-out.ts"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

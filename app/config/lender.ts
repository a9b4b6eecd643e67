/**
 * The lender's identity: the one place the site reads its name, licences and contact details from.
 * Replace these values for a real deployment; every page (footer, licensing, privacy, JSON-LD)
 * follows. Secrets never live here: keys come from the environment (see app/utils/env.server.ts).
 */
export const lender = {
  name: "Harbor Home Lending",
  legalName: "Harbor Home Lending, LLC",
  nmlsId: "2468013",
  /** NMLS Consumer Access page of the company, where a borrower can verify the licences. */
  nmlsConsumerAccessUrl: "https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/2468013",
  phone: "(800) 555-0142",
  phoneHref: "tel:+18005550142",
  email: "help@harborhomelending.example",
  address: {
    street: "200 Harbor Way, Suite 400",
    city: "Portland",
    state: "OR",
    zip: "97204",
  },
  /** States where the lender holds a mortgage lender or broker licence (USPS codes). */
  licensedStates: ["AZ", "CA", "CO", "FL", "ID", "NV", "OR", "TX", "UT", "WA"],
  /** Where the sign-in modal posts; the borrower portal is a separate system. */
  portalSignInUrl: "https://portal.harborhomelending.example/cas-redirect/login",
  siteUrl: "https://www.harborhomelending.example",
  businessHours: "Monday to Friday, 8 a.m. to 6 p.m. Pacific time",
} as const;

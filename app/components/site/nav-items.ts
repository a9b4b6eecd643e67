/** The primary navigation, in order of importance: items that do not fit move into "More". */
export const primaryNav = [
  { to: "/calculators", label: "Calculators" },
  { to: "/mortgage-types", label: "Loan types" },
  { to: "/learn", label: "Learning center" },
  { to: "/reviews", label: "Reviews" },
  { to: "/apply/purchase", label: "Buy a home" },
  { to: "/apply/refinance", label: "Refinance" },
] as const;

/** The sub-menu under the header: the calculators people use most. */
export const subNav = [
  { to: "/calculators/mortgage-payment", label: "Mortgage payment" },
  { to: "/calculators/affordability", label: "Affordability" },
  { to: "/calculators/refinance", label: "Refinance savings" },
  { to: "/calculators/amortization", label: "Amortization" },
  { to: "/calculators/extra-payment", label: "Extra payments" },
  { to: "/calculators", label: "All calculators" },
] as const;

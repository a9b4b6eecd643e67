/** Title and noindex for a back-office page (never in the sitemap, never indexed). */
export function staffMeta(title: string) {
  return [
    { title: `${title} · Staff · Harbor Home Lending` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

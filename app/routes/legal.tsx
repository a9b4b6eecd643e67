import { data } from "react-router";
import type { Route } from "./+types/legal";
import { getLegalPage } from "~/content/legal.server";
import { pageMeta } from "~/utils/seo";
import type { PageCacheHandle } from "~/utils/page-cache";

/** One render per build and day serves every visitor (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: "build" };

export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.slice(1);
  const page = getLegalPage(slug);
  if (!page) throw data("Not found", { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ data: page, matches }) =>
  page
    ? pageMeta({ title: page.title, description: page.description, path: `/${page.slug}`, matches })
    : [];

export default function Legal({ loaderData: page }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{page.title}</h1>
      {page.updated ? <p className="mt-2 text-sm text-muted">Last updated {page.updated}</p> : null}
      <div className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}

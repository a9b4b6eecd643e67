export function meta() {
  return [{ title: "Floor" }, { name: "description", content: "A bare React Router page." }];
}

export function loader() {
  return { greeting: "A bare React Router page" };
}

export default function Home({ loaderData }: { loaderData: { greeting: string } }) {
  return (
    <main>
      <h1>{loaderData.greeting}</h1>
      <p>
        The floor of the bench: the framework&apos;s own server rendering with a loader, no code of
        the site.
      </p>
      <ul>
        <li>One route</li>
        <li>One loader</li>
        <li>Express, compression and @react-router/express, as the site uses</li>
      </ul>
    </main>
  );
}

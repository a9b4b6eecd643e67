/**
 * Guards a route whose action reads a form (`request.formData()`): a request it cannot read is
 * answered here with 405, 415 or 400 instead of reaching the action and failing there with 500.
 * Returns null for a request the route can handle.
 */
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

export async function refuseUnreadableForm(
  request: Request,
  allow: readonly string[] = ["GET", "HEAD", "POST"],
): Promise<Response | null> {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD") return null;
  if (method !== "POST" || !allow.includes("POST")) {
    return refusal(request, 405, "This address does not accept that method.", {
      Allow: allow.join(", "),
    });
  }
  const type = (request.headers.get("content-type") ?? "").trim();
  if (!FORM_TYPES.test(type)) {
    return refusal(
      request,
      415,
      "Send the answers as a form (application/x-www-form-urlencoded or multipart/form-data).",
    );
  }
  try {
    await request.clone().formData();
  } catch {
    return refusal(request, 400, "We couldn't read the answers sent. Please try again.");
  }
  return null;
}

function refusal(
  request: Request,
  status: number,
  message: string,
  extra: Record<string, string> = {},
): Response {
  const headers = { "Cache-Control": "no-store", ...extra };
  if ((request.headers.get("accept") ?? "").includes("application/json")) {
    return Response.json({ error: message }, { status, headers });
  }
  return new Response(message, {
    status,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}

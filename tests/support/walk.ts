/**
 * The one way the tests and the bench walk an application over the wire: a borrower's position
 * (the step the server last sent, the application id and version), the body of the current step
 * built by the wire contract's `stepRequestBody` from the engine's sample answers (`validInput`),
 * and the server's answer deciding the next step, until form_received. The e2e flavour, which
 * types the same answers into a page, is `page-walk.ts`.
 */
import { FORM_RECEIVED, getStep } from "~/lib/application/forms";
import { validInput, type Persona } from "~/lib/application/test-fixtures";
import type { FormDef, StepDef } from "~/lib/application/types";
import {
  stepPath,
  stepRequestBody,
  type Attribution,
  type WireInputs,
} from "~/lib/application/wire";
import type { Visitor } from "./visitor";

/** What a 200 answer to a step says about the next one (the JSON representation). */
export type StepAnswer = {
  readonly slug: string;
  readonly sessionUUID: string;
  readonly version: number;
  readonly fields: readonly { readonly name: string; readonly value?: unknown }[];
  readonly progress: readonly { readonly slug: string; readonly state: string }[];
  readonly formType: string;
  readonly productType: string;
  readonly previousVisible: string;
  readonly nextVisible: string;
  readonly submitStep: string;
};

/** Where a borrower is: the step to answer next, in which application, at which version. */
export type Position = { slug: string; sessionUUID: string; version: number };

/** The PATCH body of `inputs` for the step at `position` (a new application: no session yet). */
export function stepBody(
  form: FormDef,
  inputs: Readonly<Record<string, unknown>>,
  position: Pick<Position, "sessionUUID" | "version">,
  attribution: Attribution | null = null,
): Record<string, unknown> {
  return stepRequestBody(
    { wrapKey: form.wrapKey, sessionUUID: position.sessionUUID, version: position.version },
    inputs as WireInputs,
    attribution,
  );
}

/**
 * One borrower's walk through a form: answers each step with the persona's answers for it plus
 * the engine's samples, and follows the slug the server answers with. Sending is the caller's
 * (so a crash test can retry and a bench can time): `body()` for the request, `advance()` with
 * the 200 answer.
 */
export class FormWalk {
  readonly position: Position;
  /** The slugs answered so far, in order. */
  readonly visited: string[] = [];

  constructor(
    readonly form: FormDef,
    readonly persona: Persona = {},
    readonly attribution: Attribution | null = null,
    from?: Position,
  ) {
    this.position = { ...(from ?? { slug: form.firstSlug, sessionUUID: "", version: 0 }) };
  }

  get slug(): string {
    return this.position.slug;
  }

  get done(): boolean {
    return this.position.slug === FORM_RECEIVED;
  }

  step(): StepDef {
    const step = getStep(this.form, this.position.slug);
    if (!step) throw new Error(`${this.form.id} has no step ${this.position.slug}`);
    return step;
  }

  /** The answers of the current step as a browser sends them. */
  input(): Record<string, unknown> {
    return validInput(this.step(), this.persona[this.position.slug], Date.now());
  }

  path(): string {
    return stepPath(this.form.id, this.position.slug);
  }

  /** The PATCH body of the current step with `input` (by default the walk's own answers). */
  body(input: Readonly<Record<string, unknown>> = this.input()): Record<string, unknown> {
    return stepBody(this.form, input, this.position, this.attribution);
  }

  /** Moves to the step the server answered with; the application must stay the same. */
  advance(answer: Pick<StepAnswer, "slug" | "sessionUUID" | "version">): void {
    if (this.position.sessionUUID && answer.sessionUUID !== this.position.sessionUUID)
      throw new Error(`${this.form.id}/${this.position.slug} answered for another application`);
    this.visited.push(this.position.slug);
    this.position.slug = answer.slug;
    this.position.sessionUUID = answer.sessionUUID;
    this.position.version = answer.version;
    // The purchase form with six properties owned (urla/finances.ts) is 28 steps; room for more.
    if (this.visited.length > 60) throw new Error(`${this.form.id} does not end`);
  }
}

export type WalkOptions = {
  persona?: Persona;
  attribution?: Attribution | null;
  /** Carry on an application from here (default: a new one at the form's first step). */
  from?: Position;
  /** Stop before answering this step (default: walk to form_received). */
  until?: string;
};

/**
 * Walks `form` with PATCH JSON as `visitor` (who has opened a page, so holds a cookie and a CSRF
 * token) up to `until` or form_received. Any answer but 200 throws, with the server's text.
 */
export async function walkForm(
  visitor: Visitor,
  form: FormDef,
  options: WalkOptions = {},
): Promise<{ visited: string[]; position: Position; last: StepAnswer | undefined }> {
  const walk = new FormWalk(form, options.persona, options.attribution, options.from);
  let last: StepAnswer | undefined;
  while (!walk.done && walk.slug !== options.until) {
    const res = await visitor.patchJson(walk.path(), walk.body());
    const text = await res.text();
    if (res.status !== 200)
      throw new Error(`${form.id}/${walk.slug}: ${res.status} ${text.slice(0, 500)}`);
    last = JSON.parse(text) as StepAnswer;
    walk.advance(last);
  }
  return { visited: walk.visited, position: walk.position, last };
}

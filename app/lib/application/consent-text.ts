import { lender } from "~/config/lender";

/**
 * The call-and-text consent (TCPA), the one copy of its wording: the application's contact step
 * shows it beside its own unticked checkbox, and the privacy notice quotes it.
 *
 * Source: Telephone Consumer Protection Act, 47 U.S.C. 227(b); FCC rules 47 CFR 64.1200(a)(2)-(3)
 * and (f)(9) (prior express written consent for autodialed or artificial/prerecorded voice calls
 * and texts, with the disclosure that consent is not a condition of purchase); CTIA Messaging
 * Principles and Best Practices (message frequency, "Message and data rates may apply", STOP and
 * HELP keywords).
 */
export const TCPA_LABEL = `Yes, ${lender.name} may call or text me about my loan request at the number above, including with automated technology and prerecorded or artificial voice messages. Consent is not a condition of getting a loan or making any purchase. Message frequency varies. Message and data rates may apply. Reply STOP to opt out, HELP for help.`;

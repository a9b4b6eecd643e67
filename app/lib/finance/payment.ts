import { roundHalfUp, type Cents } from "~/lib/finance/money";

/**
 * The monthly rate as a decimal from an annual rate in percent (spec 9: r = percent / 100 / 12).
 *
 * @example monthlyRate(6) // 0.005
 */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 100 / 12;
}

/**
 * The level monthly payment of an amortizing loan, NOT rounded (fractional cents), by spec 9:
 * payment = P × r × (1+r)^n / ((1+r)^n − 1), with r = percent/100/12; when the rate is zero or
 * less, P / n. NaN when the result is not finite (n = 0) or n is not positive.
 *
 * Units: principal in cents, rate in annual percent, term in months → cents per month.
 *
 * @example monthlyPaymentExactCents(10_000_000, 6, 360) // 59955.05… ($599.5505…)
 */
export function monthlyPaymentExactCents(
  principalCents: Cents,
  annualRatePercent: number,
  termMonths: number,
): number {
  if (!(termMonths > 0)) return Number.NaN;
  const r = monthlyRate(annualRatePercent);
  let payment: number;
  if (r <= 0) {
    payment = principalCents / termMonths;
  } else {
    const growth = (1 + r) ** termMonths;
    payment = (principalCents * r * growth) / (growth - 1);
  }
  return Number.isFinite(payment) ? payment : Number.NaN;
}

/**
 * The monthly principal-and-interest payment rounded half-up to whole cents (DESIGN 6); the
 * schedule is built from this rounded amount. NaN when the formula has no finite result.
 *
 * Units: principal in cents, rate in annual percent, term in months → cents per month.
 *
 * @example monthlyPaymentCents(16_200_000, 3.875, 360) // 76178 ($761.78, CFPB H-25(B))
 */
export function monthlyPaymentCents(
  principalCents: Cents,
  annualRatePercent: number,
  termMonths: number,
): Cents {
  return roundHalfUp(monthlyPaymentExactCents(principalCents, annualRatePercent, termMonths));
}

/**
 * The loan amount a level monthly payment repays (present value of an annuity paid at month end):
 * PV = payment × (1 − (1+r)^−n) / r, or payment × n when the rate is zero or less; rounded
 * half-up to cents. NaN when the term is not positive or the result is not finite.
 *
 * Units: payment in cents per month, rate in annual percent, term in months → cents.
 *
 * @example presentValueCents(50_000, 8, 240) // 5977715 ($59,777.15; Excel PV(8%/12, 240, 500))
 */
export function presentValueCents(
  paymentCents: Cents,
  annualRatePercent: number,
  termMonths: number,
): Cents {
  if (!(termMonths > 0)) return Number.NaN;
  const r = monthlyRate(annualRatePercent);
  const value =
    r <= 0 ? paymentCents * termMonths : (paymentCents * (1 - (1 + r) ** -termMonths)) / r;
  return Number.isFinite(value) ? roundHalfUp(value) : Number.NaN;
}

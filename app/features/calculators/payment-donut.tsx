import { DonutChart } from "~/components/charts/donut-chart";

/** The monthly payment donut (spec 9): HOA, Insurance, PMI, Principal & Interest, Taxes. */
export function PaymentDonut({
  hoaCents,
  insuranceCents,
  pmiCents,
  principalAndInterestCents,
  taxesCents,
}: {
  hoaCents: number;
  insuranceCents: number;
  pmiCents: number;
  principalAndInterestCents: number;
  taxesCents: number;
}) {
  return (
    <DonutChart
      values={{
        hoa: hoaCents / 100,
        insurance: insuranceCents / 100,
        pmi: pmiCents / 100,
        principalAndInterest: principalAndInterestCents / 100,
        taxes: taxesCents / 100,
      }}
    />
  );
}

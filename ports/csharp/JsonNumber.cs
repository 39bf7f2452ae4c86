// pid-steering for C#: a double written as JSON text in one grammar whatever the culture, as
// JavaScript's JSON.stringify writes it: the shortest digits that read back to the same double,
// plain from 1e-6 up to 1e21 and d.ddde+X beyond; -0 kept as "-0" (JSON.stringify writes 0).
using System.Globalization;
using System.Text;

namespace PidSteering
{
    internal static class JsonNumber
    {
        /// <summary>Appends `value` as JavaScript writes it (Number::toString); not finite: null.</summary>
        internal static void Append(StringBuilder json, double value)
        {
            if (!Turning.IsFinite(value))
            {
                json.Append("null");
                return;
            }
            // Some runtimes (Mono) write -0 as "0": the sign is read from the bits.
            if (Turning.IsNegative(value)) json.Append('-');
            if (value == 0)
            {
                json.Append('0');
                return;
            }
            int exponent;
            string digits = Shortest(System.Math.Abs(value), out exponent);
            int k = digits.Length;
            int n = exponent + 1; // the digits stand for 0.digits x 10^n
            if (k <= n && n <= 21) json.Append(digits).Append('0', n - k);
            else if (0 < n && n <= 21) json.Append(digits, 0, n).Append('.').Append(digits, n, k - n);
            else if (-6 < n && n <= 0) json.Append("0.").Append('0', -n).Append(digits);
            else
            {
                json.Append(digits[0]);
                if (k > 1) json.Append('.').Append(digits, 1, k - 1);
                json.Append(n - 1 < 0 ? "e-" : "e+").Append((n - 1 < 0 ? 1 - n : n - 1).ToString(CultureInfo.InvariantCulture));
            }
        }

        // The shortest digits (no trailing zero) that read back as `magnitude` (positive, finite),
        // the nearest when several are as short (ties to even), and the power of ten of the first.
        // The correctly rounded 15 significant digits, then 16, then 17 (which always read back):
        // the first that reads back is the shortest, as a normal double's neighbours are closer than
        // 15-digit decimals; below the normal range (2.2e-308) they are not: from 1 digit up. The
        // runtime's "E" format only gives a first guess (Mono's is not always correctly rounded):
        // each candidate is compared with the double, and with the midpoints to its neighbours (a
        // decimal between them reads back as it), exactly (NearestDouble.Compare).
        private static string Shortest(double magnitude, out int first)
        {
            long bits = System.BitConverter.DoubleToInt64Bits(magnitude);
            int biased = (int)(bits >> 52);
            long fraction = bits & 0xFFFFFFFFFFFFFL;
            long mantissa = biased == 0 ? fraction : fraction | (1L << 52);
            int power = biased == 0 ? -1074 : biased - 1075; // magnitude = mantissa x 2^power
            // The midpoints to the neighbours; the one below is nearer at a power of two.
            bool tighterBelow = fraction == 0 && biased > 1;
            long low = tighterBelow ? 4 * mantissa - 1 : 2 * mantissa - 1;
            int lowPower = tighterBelow ? power - 2 : power - 1;
            // A midpoint itself reads back as the double when its mantissa is even (ties to even).
            int inside = mantissa % 2 == 0 ? 0 : 1;
            for (int count = biased == 0 ? 1 : 15; ; count++)
            {
                string text = magnitude.ToString("E" + (count - 1).ToString(CultureInfo.InvariantCulture), CultureInfo.InvariantCulture);
                int e = text.IndexOf('E');
                long floor = long.Parse(text.Substring(0, e).Replace(".", ""), CultureInfo.InvariantCulture);
                int exponent = int.Parse(text.Substring(e + 1), NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture) - (count - 1);
                // The largest decimal floor x 10^exponent at or below the double, then the nearer of it and the next.
                while (NearestDouble.Compare(floor, exponent, mantissa, power) > 0) floor--;
                while (NearestDouble.Compare(floor + 1, exponent, mantissa, power) <= 0) floor++;
                int midpoint = NearestDouble.Compare(floor * 10 + 5, exponent - 1, mantissa, power);
                long nearest = midpoint < 0 || (midpoint == 0 && floor % 2 == 1) ? floor + 1 : floor;
                bool readsBack = NearestDouble.Compare(nearest, exponent, low, lowPower) >= inside && NearestDouble.Compare(nearest, exponent, 2 * mantissa + 1, power - 1) <= -inside;
                if (count < 17 && !readsBack) continue;
                string digits = nearest.ToString(CultureInfo.InvariantCulture);
                first = exponent + digits.Length - 1;
                return digits.TrimEnd('0');
            }
        }
    }
}

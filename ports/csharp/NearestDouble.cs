// pid-steering for C#: a JSON number's decimal digits read to the nearest double, ties to even,
// however many digits it has, as JavaScript's JSON.parse reads it (double.Parse is not correctly
// rounded on every runtime: Mono's misses by one unit in the last place on some inputs).
using System.Collections.Generic;

namespace PidSteering
{
    internal static class NearestDouble
    {
        // Significant digits kept exactly: a halfway point between two doubles has at most 767, so
        // the digits after these only matter as "some nonzero digit follows", kept as one more 1.
        private const int KeptDigits = 800;
        // The base of the big integers below (little-endian lists of limbs).
        private const long Limb = 1L << 24;

        /// <summary>
        /// The double nearest to digits x 10^exponent (digits: decimal digits), ties to even; false
        /// when it is beyond a double's range. Exact: the quotient of two big integers, rounded.
        /// </summary>
        internal static bool TryRead(string digits, long exponent, out double value)
        {
            value = 0;
            digits = digits.TrimStart('0');
            if (digits.Length == 0) return true;
            if (digits.Length > KeptDigits)
            {
                string rest = digits.Substring(KeptDigits);
                exponent += rest.Length;
                digits = digits.Substring(0, KeptDigits);
                if (rest.Trim('0').Length > 0)
                {
                    digits += "1";
                    exponent -= 1;
                }
            }
            long leading = digits.Length - 1 + exponent; // the power of ten of the first digit
            if (leading >= 309) return false; // 1e309 and above: beyond the largest double, 1.8e308
            if (leading < -400) return true; // below half the smallest double, 4.9e-324: 0
            List<long> numerator = FromDigits(digits);
            var denominator = new List<long> { 1 };
            if (exponent > 0) numerator = MulPow10(numerator, (int)exponent);
            else denominator = MulPow10(denominator, (int)-exponent);
            // Scale by 2^shift so that the quotient q has 55 or 56 bits: 53 to keep, the rest to round.
            int shift = 55 - (BitLength(numerator) - BitLength(denominator));
            if (shift > 0) numerator = ShiftLeft(numerator, shift);
            else if (shift < 0) denominator = ShiftLeft(denominator, -shift);
            long q = 0;
            for (int bit = 56; bit >= 0; bit--)
            {
                List<long> part = ShiftLeft(denominator, bit);
                if (Compare(numerator, part) >= 0)
                {
                    numerator = Subtract(numerator, part);
                    q |= 1L << bit;
                }
            }
            bool sticky = Compare(numerator, new List<long> { 0 }) > 0; // a remainder: above q x 2^-shift
            int bits = BitLength(q);
            int top = bits - 1 - shift; // the power of two of the value's first bit
            int precision = top >= -1022 ? 53 : 53 - (-1022 - top); // fewer below the normal range
            int drop = bits - precision;
            long mantissa = 0;
            if (drop <= bits)
            {
                mantissa = q >> drop;
                long rest = q & ((1L << drop) - 1);
                long half = 1L << (drop - 1);
                if (rest > half || (rest == half && (sticky || (mantissa & 1) == 1))) mantissa++;
            }
            value = mantissa * System.Math.Pow(2, drop - shift);
            return Turning.IsFinite(value);
        }

        /// <summary>
        /// -1, 0 or 1 as digits x 10^exponent is below, equal to or above mantissa x 2^power
        /// (digits and mantissa 0 or more), exactly: both as big integers.
        /// </summary>
        internal static int Compare(long digits, int exponent, long mantissa, int power)
        {
            List<long> left = FromLong(digits);
            List<long> right = FromLong(mantissa);
            if (exponent > 0) left = MulPow10(left, exponent);
            else if (exponent < 0) right = MulPow10(right, -exponent);
            if (power > 0) right = ShiftLeft(right, power);
            else if (power < 0) left = ShiftLeft(left, -power);
            return Compare(left, right);
        }

        private static List<long> FromLong(long value)
        {
            var big = new List<long>(4) { value & (Limb - 1) };
            for (value >>= 24; value > 0; value >>= 24) big.Add(value & (Limb - 1));
            return big;
        }

        private static List<long> FromDigits(string digits)
        {
            var big = new List<long> { 0 };
            for (int at = 0; at < digits.Length; at += 6)
            {
                string chunk = digits.Substring(at, System.Math.Min(6, digits.Length - at));
                big = MulAdd(big, Pow10(chunk.Length), long.Parse(chunk, System.Globalization.CultureInfo.InvariantCulture));
            }
            return big;
        }

        private static long Pow10(int power)
        {
            long result = 1;
            for (int i = 0; i < power; i++) result *= 10;
            return result;
        }

        private static List<long> MulPow10(List<long> big, int power)
        {
            for (; power >= 6; power -= 6) big = MulAdd(big, 1000000, 0);
            return power > 0 ? MulAdd(big, Pow10(power), 0) : big;
        }

        // big x factor + addend, factor and addend below 2^24.
        private static List<long> MulAdd(List<long> big, long factor, long addend)
        {
            var result = new List<long>(big.Count + 1);
            long carry = addend;
            foreach (long limb in big)
            {
                long product = limb * factor + carry;
                result.Add(product % Limb);
                carry = product / Limb;
            }
            for (; carry > 0; carry /= Limb) result.Add(carry % Limb);
            return result;
        }

        private static List<long> ShiftLeft(List<long> big, int bits)
        {
            var result = new List<long>(big.Count + bits / 24 + 1);
            for (int i = 0; i < bits / 24; i++) result.Add(0);
            int within = bits % 24;
            long carry = 0;
            foreach (long limb in big)
            {
                long shifted = (limb << within) | carry;
                result.Add(shifted & (Limb - 1));
                carry = shifted >> 24;
            }
            if (carry > 0) result.Add(carry);
            return result;
        }

        // a - b, for a >= b.
        private static List<long> Subtract(List<long> a, List<long> b)
        {
            var result = new List<long>(a.Count);
            long borrow = 0;
            for (int i = 0; i < a.Count; i++)
            {
                long difference = a[i] - borrow - (i < b.Count ? b[i] : 0);
                borrow = difference < 0 ? 1 : 0;
                result.Add(difference < 0 ? difference + Limb : difference);
            }
            return Trimmed(result);
        }

        private static List<long> Trimmed(List<long> big)
        {
            while (big.Count > 1 && big[big.Count - 1] == 0) big.RemoveAt(big.Count - 1);
            return big;
        }

        // -1, 0 or 1 as a is below, equal to or above b.
        private static int Compare(List<long> a, List<long> b)
        {
            a = Trimmed(a);
            b = Trimmed(b);
            if (a.Count != b.Count) return a.Count < b.Count ? -1 : 1;
            for (int i = a.Count - 1; i >= 0; i--)
            {
                if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
            }
            return 0;
        }

        private static int BitLength(List<long> big)
        {
            big = Trimmed(big);
            return (big.Count - 1) * 24 + BitLength(big[big.Count - 1]);
        }

        private static int BitLength(long value)
        {
            int bits = 0;
            for (; value > 0; value >>= 1) bits++;
            return bits;
        }
    }
}

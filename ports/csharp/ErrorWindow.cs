// pid-steering for C#: the window of the last `capacity` error samples the article's PID keeps
// (src/sim/control/ErrorWindow.ts), as a ring buffer with no allocation per sample, and the
// integral of the error over the window's time span.
namespace PidSteering
{
    public sealed class ErrorWindow
    {
        // Each sample is stored twice, at slot and slot + capacity, so the window is always the
        // contiguous run starting at the oldest slot (no modulo when reading it).
        private readonly double[] samples;
        private int count;
        private int oldest;

        public ErrorWindow(int capacity)
        {
            Capacity = capacity;
            samples = new double[2 * capacity];
        }

        public int Capacity { get; private set; }

        /// <summary>How many samples the window holds (at most Capacity).</summary>
        public int Count { get { return count; } }

        /// <summary>Forgets every sample.</summary>
        public void Clear()
        {
            count = 0;
            oldest = 0;
        }

        /// <summary>Adds a sample; when the window is full, the oldest one drops out.</summary>
        public void Push(double sample)
        {
            double error = Turning.BoundedMemory(sample);
            int slot;
            if (count < Capacity)
            {
                slot = count;
                count++;
            }
            else
            {
                slot = oldest;
                oldest = slot + 1 == Capacity ? 0 : slot + 1;
            }
            samples[slot] = error;
            samples[slot + Capacity] = error;
        }

        /// <summary>
        /// Fills the whole window with the history of an error that is `error` now and changes at
        /// `rate` per second, sampled every dt: the past consistent with the present.
        /// </summary>
        public void FillWithRamp(double error, double rate, double dt)
        {
            oldest = 0;
            for (int i = 0; i < Capacity; i++)
            {
                double value = Turning.BoundedMemory(error - (double)(Capacity - 1 - i) * rate * dt);
                samples[i] = value;
                samples[i + Capacity] = value;
            }
            count = Capacity;
        }

        /// <summary>The samples held, oldest first (for a saved memory).</summary>
        public double[] Values()
        {
            var values = new double[count];
            for (int i = 0; i < count; i++) values[i] = At(i);
            return values;
        }

        /// <summary>Holds exactly `values` (oldest first, at most Capacity of them), as if pushed after a clear.</summary>
        public void SetValues(double[] values)
        {
            Clear();
            foreach (double value in values) Push(value);
        }

        /// <summary>The i-th sample in time order (0 = oldest).</summary>
        public double At(int i)
        {
            return samples[oldest + i];
        }

        /// <summary>The newest sample (0 before any).</summary>
        public double Latest { get { return count == 0 ? 0.0 : At(count - 1); } }

        /// <summary>
        /// The integral of the error over the window's span, samples dt apart, exact for errors
        /// cubic in time: composite Simpson 1/3 for an even number of intervals; for an odd number,
        /// Simpson 3/8 on the oldest three and Simpson 1/3 on the rest; the trapezoid rule for one.
        /// </summary>
        public double Integral(double dt)
        {
            int intervals = count - 1;
            if (intervals <= 0) return 0;
            if (intervals == 1) return (dt / 2) * (At(0) + At(1));
            int first = 0;
            double sum38 = 0;
            if (intervals % 2 == 1)
            {
                sum38 = ((3 * dt) / 8) * (At(0) + 3 * At(1) + 3 * At(2) + At(3));
                first = 3;
                if (intervals == 3) return sum38;
            }
            double weighted = At(first) + At(intervals);
            double weight = 4;
            for (int i = first + 1; i < intervals; i++)
            {
                weighted += weight * At(i);
                weight = 6 - weight;
            }
            return sum38 + (dt / 3) * weighted;
        }
    }
}

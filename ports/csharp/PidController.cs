// pid-steering for C#: the corrected PID turn controller (needs PidSteering.cs beside it).
// A port of the TypeScript reference's corrected arithmetic (src/sim/control/PidController.ts, the
// mode `new PidController(settings)` uses) with the same settings, defaults and operation order.
using System;

namespace PidSteering
{
    public enum PidIntegral { Window, Running }

    public enum PidDerivativeOn { Error, Measurement }

    /// <summary>Settings of a <see cref="PidController"/>; every field with its default.</summary>
    public sealed class PidSettings
    {
        /// <summary>Proportional gain, (rad/s^2) per rad of error. [60]</summary>
        public double Kp = 60;
        /// <summary>Integral gain, (rad/s^2) per (rad s). [2]</summary>
        public double Ki = 2;
        /// <summary>Derivative gain, (rad/s^2) per (rad/s). [14]</summary>
        public double Kd = 14;
        /// <summary>Overall gain, multiplies P + I + D (the article's kPlant). [1]</summary>
        public double KPlant = 1;
        /// <summary>Error samples kept; the windowed integral spans them. At least 3. [7]</summary>
        public int MaxHistory = 7;
        /// <summary>Window: the integral over the last MaxHistory samples (cannot wind up). Running: the accumulated integral. [Window]</summary>
        public PidIntegral Integral = PidIntegral.Window;
        /// <summary>Largest |output|, rad/s^2; 0 means the motor's limit. [0]</summary>
        public double OutputLimit = 0;
        /// <summary>Running integral: stop integrating while saturated and the error pushes further out. [true]</summary>
        public bool AntiWindup = true;
        /// <summary>Error: D on the wrapped backward difference of the errors. Measurement: D on angular velocity - desired heading rate (no kick). [Measurement]</summary>
        public PidDerivativeOn DerivativeOn = PidDerivativeOn.Measurement;
        /// <summary>Time constant of a first-order low-pass on the derivative, s; 0 is off. [0]</summary>
        public double DerivativeFilterTime = 0;
        /// <summary>Read the gains as tuned at 4 pi rad/s^2 and scale them to the motor's limit. [true]</summary>
        public bool ScaleWithTurnRate = true;
        /// <summary>Shape large errors by the motor's braking curve. [true]</summary>
        public bool BrakingCurve = true;
        /// <summary>When set, kp = w^2 and kd = 2 zeta w replace Kp and Kd (Ki is kept). [null]</summary>
        public double? NaturalFrequency;
        /// <summary>The damping ratio zeta used with NaturalFrequency. [null, meaning 1]</summary>
        public double? DampingRatio;

        public PidSettings Clone()
        {
            return (PidSettings)MemberwiseClone();
        }
    }

    /// <summary>
    /// A PID with the structure of "PID Control of Physics Bodies" and correct numerics: a window of
    /// the last MaxHistory errors, the true time integral of the error over that window, a
    /// derivative wrapped into (-pi, pi] (the error is an angle), and the real step dt.
    /// Standalone: AddSample(error, dt) once per step. As a turn controller: Update(input) returns
    /// the commanded angular acceleration, rad/s^2 (-output, plus the set-point's acceleration fed
    /// forward); pass it to <see cref="Turning.TurnTorque"/>.
    /// </summary>
    public sealed class PidController
    {
        private PidSettings settings;
        // Each sample is stored twice, at slot and slot + capacity, so the window is always the
        // contiguous run starting at oldestIndex (no modulo when reading it).
        private double[] errors;
        private int capacity;
        private int sampleCount;
        private int oldestIndex;
        private double lastOutput;
        private double runningIntegral; // already multiplied by ki, rad/s^2
        private double filteredRate;
        private bool hasFilteredRate;

        public PidController() : this(new PidSettings()) { }

        public PidController(PidSettings settings)
        {
            Check(settings);
            this.settings = settings.Clone();
            Allocate();
        }

        /// <summary>A copy of the settings.</summary>
        public PidSettings Settings { get { return settings.Clone(); } }

        public double LastOutput { get { return lastOutput; } }

        /// <summary>Changes gains or options live; the history is kept unless the window length changes.</summary>
        public void Configure(PidSettings changed)
        {
            Check(changed);
            bool resize = changed.MaxHistory != settings.MaxHistory;
            settings = changed.Clone();
            if (resize)
            {
                Allocate();
                Reset();
            }
        }

        /// <summary>Forgets the history (errors, integral, filtered rate). Gains are kept.</summary>
        public void Reset()
        {
            sampleCount = 0;
            oldestIndex = 0;
            lastOutput = 0;
            runningIntegral = 0;
            filteredRate = 0;
            hasFilteredRate = false;
        }

        /// <summary>
        /// Adds one error sample and returns the new output. measuredRate is used with derivative on
        /// measurement; limit is the output limit when OutputLimit is 0 (e.g. the motor's).
        /// </summary>
        public double AddSample(double error, double dt = 1.0 / 60, double measuredRate = 0, double limit = double.PositiveInfinity)
        {
            int slot;
            if (sampleCount < capacity)
            {
                slot = sampleCount;
                sampleCount++;
            }
            else
            {
                // The window is full: overwrite the oldest, and the next one becomes the oldest.
                slot = oldestIndex;
                oldestIndex = slot + 1 == capacity ? 0 : slot + 1;
            }
            errors[slot] = error;
            errors[slot + capacity] = error;
            lastOutput = Output(dt, measuredRate, limit);
            return lastOutput;
        }

        /// <summary>One control step: the commanded angular acceleration, rad/s^2, before the motor's clamp.</summary>
        public double Update(TurnInput input)
        {
            double command = -AddSample(input.HeadingError, input.Dt, input.AngularVelocity - input.DesiredHeadingRate, input.MaxAngularAcceleration);
            return command + input.DesiredHeadingAcceleration;
        }

        /// <summary>
        /// Bumpless transfer when this controller replaces another mid-turn whose last command was
        /// previousCommand (rad/s^2): the window is filled with the current error changing at the
        /// current error rate, and a running integral is set so that the first output continues
        /// the previous command.
        /// </summary>
        public void HandOver(TurnInput input, double previousCommand)
        {
            Reset();
            double rate = input.AngularVelocity - input.DesiredHeadingRate;
            for (int i = 0; i < capacity; i++)
            {
                double error = input.HeadingError - (double)(capacity - 1 - i) * rate * input.Dt;
                errors[i] = error;
                errors[i + capacity] = error;
            }
            sampleCount = capacity;
            if (settings.Integral != PidIntegral.Running) return;
            double kPlant = settings.KPlant;
            if (kPlant == 0) return;
            double r = GainScale(input.MaxAngularAcceleration);
            double kp = BaseKp() * r;
            double kd = BaseKd() * Math.Sqrt(r);
            filteredRate = rate;
            hasFilteredRate = true;
            // Solve kPlant (P + I + kd rate) = -command for the integral I.
            double command = previousCommand - input.DesiredHeadingAcceleration;
            runningIntegral = -command / kPlant - Proportional(input.HeadingError, kp, kd, input.MaxAngularAcceleration) - kd * rate;
            lastOutput = -command;
        }

        private static void Check(PidSettings s)
        {
            if (!(s.MaxHistory >= 3)) throw new ArgumentOutOfRangeException("settings", "MaxHistory must be at least 3");
        }

        private void Allocate()
        {
            capacity = settings.MaxHistory;
            errors = new double[2 * capacity];
        }

        private double ErrorAt(int i)
        {
            return errors[oldestIndex + i];
        }

        // r = motor limit / 4 pi when the gains scale with the turn rate and the limit is finite and
        // positive, else 1. For a double-integrator body, stretching time by sqrt(r) maps the loop
        // at limit a onto the loop at 4 pi exactly when kp scales by r, ki by r^1.5 and kd by
        // sqrt(r): the same turn and overshoot, sqrt(4 pi / a) times slower.
        private double GainScale(double motorLimit)
        {
            return settings.ScaleWithTurnRate && motorLimit > 0 && motorLimit < double.PositiveInfinity ? motorLimit / Turning.ReferenceTurnRate : 1.0;
        }

        // kp before scaling: w^2 when tuned by natural frequency (e'' + 2 zeta w e' + w^2 e = 0).
        private double BaseKp()
        {
            if (!settings.NaturalFrequency.HasValue) return settings.Kp;
            double w = settings.NaturalFrequency.Value;
            return w * w;
        }

        // kd before scaling: 2 zeta w when tuned by natural frequency.
        private double BaseKd()
        {
            if (!settings.NaturalFrequency.HasValue) return settings.Kd;
            return 2 * (settings.DampingRatio.HasValue ? settings.DampingRatio.Value : 1.0) * settings.NaturalFrequency.Value;
        }

        // kp e, or shaped by the braking curve for large errors; the curve is in angular
        // acceleration and the command is -kPlant x output, so it is shaped there and brought back.
        private double Proportional(double error, double kp, double kd, double motorLimit)
        {
            double kPlant = settings.KPlant;
            if (!settings.BrakingCurve || !(kPlant > 0)) return kp * error;
            return -Turning.ShapedProportional(error, kPlant * kp, kPlant * kd, motorLimit, true) / kPlant;
        }

        private double Output(double dt, double measuredRate, double motorLimit)
        {
            int n = sampleCount;
            PidSettings s = settings;
            double latest = ErrorAt(n - 1);

            double rate;
            if (s.DerivativeOn == PidDerivativeOn.Measurement) rate = measuredRate;
            else rate = n >= 2 ? Turning.WrapAngle(latest - ErrorAt(n - 2)) / dt : 0.0;
            if (s.DerivativeFilterTime > 0)
            {
                // First-order low-pass y += (dt / (T + dt)) (x - y): exact for an input held over the step.
                filteredRate = hasFilteredRate ? filteredRate + (dt / (s.DerivativeFilterTime + dt)) * (rate - filteredRate) : rate;
                hasFilteredRate = true;
                rate = filteredRate;
            }

            double limit = s.OutputLimit > 0 ? s.OutputLimit : motorLimit;
            double r = GainScale(motorLimit);
            double kp = BaseKp() * r;
            double ki = s.Ki * r * Math.Sqrt(r);
            double kd = BaseKd() * Math.Sqrt(r);
            double p = Proportional(latest, kp, kd, motorLimit);
            if (s.Integral == PidIntegral.Window)
            {
                double integral = ki * WindowIntegral(dt);
                return Turning.ClampTo(s.KPlant * (p + integral + kd * rate), limit);
            }

            double withoutIntegral = p + kd * rate;
            double candidate = runningIntegral + ki * latest * dt;
            double unclamped = s.KPlant * (withoutIntegral + candidate);
            // Conditional integration: integrate unless saturated and this error pushes further out.
            bool windingUp = Math.Abs(unclamped) > limit && Turning.JsSign(unclamped) == Turning.JsSign(s.KPlant * ki * latest);
            if (!(s.AntiWindup && windingUp)) runningIntegral = candidate;
            return Turning.ClampTo(s.KPlant * (withoutIntegral + runningIntegral), limit);
        }

        // The integral of the error over the window's time span, exact for errors cubic in time:
        // composite Simpson 1/3 (weights 1, 4, 2, ..., 4, 1 times dt/3) for an even number of
        // intervals; for an odd number, Simpson 3/8 (1, 3, 3, 1 times 3 dt/8) on the oldest three
        // and Simpson 1/3 on the even rest; the trapezoid rule for a single interval.
        private double WindowIntegral(double dt)
        {
            int intervals = sampleCount - 1;
            if (intervals <= 0) return 0;
            if (intervals == 1) return (dt / 2) * (ErrorAt(0) + ErrorAt(1));
            int first = 0;
            double sum38 = 0;
            if (intervals % 2 == 1)
            {
                sum38 = ((3 * dt) / 8) * (ErrorAt(0) + 3 * ErrorAt(1) + 3 * ErrorAt(2) + ErrorAt(3));
                first = 3;
                if (intervals == 3) return sum38;
            }
            double weighted = ErrorAt(first) + ErrorAt(intervals);
            double weight = 4;
            for (int i = first + 1; i < intervals; i++)
            {
                weighted += weight * ErrorAt(i);
                weight = 6 - weight;
            }
            return sum38 + (dt / 3) * weighted;
        }
    }
}

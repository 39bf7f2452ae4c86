// pid-steering for C#: the corrected PID turn controller. A port of the TypeScript reference's
// corrected arithmetic (src/sim/control/PidController.ts, the mode `new PidController(settings)`
// uses) with the same settings, defaults and order of operations.
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
    /// forward); <see cref="Turning.TurnTorque"/> does the rest.
    /// </summary>
    public sealed class PidController : ITurnController
    {
        private PidSettings settings;
        private ErrorWindow history;
        private double lastOutput;
        private double runningIntegral; // already multiplied by ki, rad/s^2
        private double filteredRate;
        private bool hasFilteredRate;

        public PidController() : this(new PidSettings()) { }

        /// <summary>Throws an ArgumentException naming the setting out of its range (see Check).</summary>
        public PidController(PidSettings settings)
        {
            SettingRanges.Throw(Check(settings));
            this.settings = settings.Clone();
            history = new ErrorWindow(settings.MaxHistory);
        }

        /// <summary>Whether the settings can make a PID (Check finds nothing).</summary>
        public static bool IsValid(PidSettings settings)
        {
            return Check(settings) == null;
        }

        /// <summary>Null when the settings are within the reference's ranges; else why not, naming the setting.</summary>
        public static string Check(PidSettings s)
        {
            const string owner = "PidSteering.PidController: ";
            if (s == null) return owner + "settings must not be null";
            if (!SettingRanges.IsGain(s.Kp)) return owner + "Kp" + SettingRanges.Gain;
            if (!SettingRanges.IsGain(s.Ki)) return owner + "Ki" + SettingRanges.Gain;
            if (!SettingRanges.IsGain(s.Kd)) return owner + "Kd" + SettingRanges.Gain;
            if (!SettingRanges.IsGain(s.KPlant)) return owner + "KPlant" + SettingRanges.Gain;
            if (!SettingRanges.IsHistory(s.MaxHistory)) return owner + SettingRanges.History;
            if (!SettingRanges.Within(s.OutputLimit, 0, SettingRanges.MaxGain)) return owner + "OutputLimit must be a number >= 0 and <= 1000000";
            if (!SettingRanges.Within(s.DerivativeFilterTime, 0, 10)) return owner + "DerivativeFilterTime must be a number >= 0 and <= 10";
            if (!SettingRanges.IsFrequency(s.NaturalFrequency)) return owner + SettingRanges.Frequency;
            if (!SettingRanges.IsDamping(s.DampingRatio)) return owner + SettingRanges.Damping;
            return null;
        }

        public string Type { get { return "pid"; } }

        /// <summary>A copy of the settings.</summary>
        public PidSettings Settings { get { return settings.Clone(); } }

        public double LastOutput { get { return lastOutput; } }

        /// <summary>
        /// Changes gains or options live; the history is kept unless the window length changes.
        /// False, and nothing changed, for settings that are not valid.
        /// </summary>
        public bool Configure(PidSettings changed)
        {
            if (!IsValid(changed)) return false;
            bool resize = changed.MaxHistory != settings.MaxHistory;
            settings = changed.Clone();
            if (resize)
            {
                history = new ErrorWindow(settings.MaxHistory);
                Reset();
            }
            return true;
        }

        /// <summary>Forgets the history (errors, integral, filtered rate). Gains are kept.</summary>
        public void Reset()
        {
            history.Clear();
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
            history.Push(error);
            lastOutput = Turning.BoundedMemory(Output(dt, measuredRate, limit));
            return lastOutput;
        }

        public double Update(TurnInput input)
        {
            double command = -AddSample(input.HeadingError, input.Dt, input.AngularVelocity - input.DesiredHeadingRate, input.MaxAngularAcceleration);
            return command + input.DesiredHeadingAcceleration;
        }

        /// <summary>
        /// Bumpless transfer: the window is filled with the current error changing at the current
        /// error rate, and a running integral is set so that the first output continues the
        /// previous command.
        /// </summary>
        public void HandOver(TurnInput input, double previousCommand)
        {
            Reset();
            double rate = input.AngularVelocity - input.DesiredHeadingRate;
            history.FillWithRamp(input.HeadingError, rate, input.Dt);
            if (settings.Integral != PidIntegral.Running) return;
            double kPlant = settings.KPlant;
            if (kPlant == 0) return;
            double r = Turning.TurnRateRatio(input.MaxAngularAcceleration, settings.ScaleWithTurnRate);
            double kp = BaseKp() * r;
            double kd = BaseKd() * Math.Sqrt(r);
            filteredRate = Turning.BoundedMemory(rate);
            hasFilteredRate = true;
            // Solve kPlant (P + I + kd rate) = -command for the integral I.
            double command = previousCommand - input.DesiredHeadingAcceleration;
            runningIntegral = Turning.BoundedMemory(-command / kPlant - Proportional(input.HeadingError, kp, kd, input.MaxAngularAcceleration) - kd * rate);
            lastOutput = Turning.BoundedMemory(-command);
        }

        /// <summary>Keys: errors (oldest first), runningIntegral, filteredRate, hasFilteredRate, lastOutput.</summary>
        public ControllerMemory SaveState()
        {
            var memory = new ControllerMemory();
            memory.SetNumbers("errors", history.Values());
            memory.SetNumber("runningIntegral", runningIntegral);
            memory.SetNumber("filteredRate", filteredRate);
            memory.SetBoolean("hasFilteredRate", hasFilteredRate);
            memory.SetNumber("lastOutput", lastOutput);
            return memory;
        }

        public bool RestoreState(ControllerMemory memory)
        {
            double[] errors;
            double integral, rate, output;
            bool hasRate;
            if (!memory.TryGetNumbers("errors", history.Capacity, out errors) || !memory.TryGetNumber("runningIntegral", out integral) ||
                !memory.TryGetNumber("filteredRate", out rate) || !memory.TryGetBoolean("hasFilteredRate", out hasRate) || !memory.TryGetNumber("lastOutput", out output))
            {
                return false;
            }
            history.SetValues(errors);
            runningIntegral = integral;
            filteredRate = rate;
            hasFilteredRate = hasRate;
            lastOutput = output;
            return true;
        }

        // kp before scaling: w^2 when tuned by natural frequency.
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

        // kp e, or shaped by the braking curve for large errors (in angular acceleration, brought back).
        private double Proportional(double error, double kp, double kd, double motorLimit)
        {
            double kPlant = settings.KPlant;
            if (!settings.BrakingCurve || !(kPlant > 0)) return kp * error;
            return -Turning.ShapedProportional(error, kPlant * kp, kPlant * kd, motorLimit, true) / kPlant;
        }

        private double Output(double dt, double measuredRate, double motorLimit)
        {
            int n = history.Count;
            PidSettings s = settings;
            double latest = history.At(n - 1);

            double rate;
            if (s.DerivativeOn == PidDerivativeOn.Measurement) rate = measuredRate;
            else rate = n >= 2 ? Turning.WrapAngle(latest - history.At(n - 2)) / dt : 0.0;
            if (s.DerivativeFilterTime > 0)
            {
                // First-order low-pass y += (dt / (T + dt)) (x - y): exact for an input held over the step.
                filteredRate = Turning.BoundedMemory(hasFilteredRate ? filteredRate + (dt / (s.DerivativeFilterTime + dt)) * (rate - filteredRate) : rate);
                hasFilteredRate = true;
                rate = filteredRate;
            }

            double limit = s.OutputLimit > 0 ? s.OutputLimit : motorLimit;
            double r = Turning.TurnRateRatio(motorLimit, s.ScaleWithTurnRate);
            double kp = BaseKp() * r;
            double ki = s.Ki * r * Math.Sqrt(r);
            double kd = BaseKd() * Math.Sqrt(r);
            double p = Proportional(latest, kp, kd, motorLimit);
            if (s.Integral == PidIntegral.Window)
            {
                double integral = ki * history.Integral(dt);
                return Turning.ClampToMotor(s.KPlant * (p + integral + kd * rate), limit);
            }

            double withoutIntegral = p + kd * rate;
            double candidate = Turning.BoundedMemory(runningIntegral + ki * latest * dt);
            double unclamped = s.KPlant * (withoutIntegral + candidate);
            // Conditional integration: keep integrating unless saturated and this error pushes further out.
            bool windingUp = Math.Abs(unclamped) > limit && Turning.JsSign(unclamped) == Turning.JsSign(s.KPlant * ki * latest);
            if (!(s.AntiWindup && windingUp)) runningIntegral = candidate;
            return Turning.ClampToMotor(s.KPlant * (withoutIntegral + runningIntegral), limit);
        }
    }
}

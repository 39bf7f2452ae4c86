// pid-steering for C#: Stable Proportional-Derivative control (Tan, Liu and Turk)
// (src/sim/control/SpdController.ts). The torque uses the state one step ahead and solves for the
// acceleration it causes: alpha = alpha_d + (-kp (e + dt e') - kd e') / (I + kd dt), e' = w - w_d.
// By default tuned by natural frequency and damping ratio, so the same turn on any body; raw gains
// are torques, so they depend on the body.
using System;

namespace PidSteering
{
    public sealed class SpdSettings
    {
        /// <summary>Raw stiffness, N m/rad. Given without NaturalFrequency, the raw gains are the tuning. [null]</summary>
        public double? Kp;
        /// <summary>Raw damping, N m s/rad, read as Kp. [null]</summary>
        public double? Kd;
        /// <summary>w, rad/s: torque gains of about I w^2 and 2 I zeta w. [null: 8 unless raw gains are given]</summary>
        public double? NaturalFrequency;
        /// <summary>zeta. [null, meaning 1]</summary>
        public double? DampingRatio;
        /// <summary>Read the gains at 4 pi rad/s^2 and scale them to the motor's limit. [true]</summary>
        public bool ScaleWithTurnRate = true;
        /// <summary>Shape large turns by the motor's braking curve. [true]</summary>
        public bool BrakingCurve = true;

        public SpdSettings Clone()
        {
            return (SpdSettings)MemberwiseClone();
        }
    }

    public sealed class SpdController : ITurnController
    {
        private readonly SpdSettings settings;
        private double poleKp, poleKd;
        private double gainsDt, gainsRatio, gainsInertia;
        private bool hasGains; // the gains are computed on the first update

        public SpdController() : this(new SpdSettings()) { }

        /// <summary>Settings with neither raw gains nor a natural frequency are tuned by the default w (8 rad/s).</summary>
        /// <summary>Null when the settings are within the reference's ranges; else why not, naming the setting.</summary>
        public static string Check(SpdSettings s)
        {
            const string owner = "PidSteering.SpdController: ";
            if (s == null) return owner + "settings must not be null";
            if (!SettingRanges.IsGain(s.Kp)) return owner + "Kp" + SettingRanges.Gain;
            if (!SettingRanges.IsGain(s.Kd)) return owner + "Kd" + SettingRanges.Gain;
            if (!SettingRanges.IsFrequency(s.NaturalFrequency)) return owner + SettingRanges.Frequency;
            if (!SettingRanges.IsDamping(s.DampingRatio)) return owner + SettingRanges.Damping;
            return null;
        }

        /// <summary>Throws an ArgumentException naming the setting out of its range (see Check).</summary>
        public SpdController(SpdSettings settings)
        {
            SettingRanges.Throw(Check(settings));
            this.settings = settings.Clone();
            if (!settings.NaturalFrequency.HasValue && !settings.Kp.HasValue && !settings.Kd.HasValue) this.settings.NaturalFrequency = 8;
        }

        public string Type { get { return "spd"; } }

        public double Update(TurnInput input)
        {
            SpdSettings s = settings;
            double dt = input.Dt;
            double inertia = input.Inertia;
            double limit = input.MaxAngularAcceleration;
            double r = Turning.TurnRateRatio(limit, s.ScaleWithTurnRate);
            bool byFrequency = s.NaturalFrequency.HasValue;
            if ((byFrequency || !s.Kp.HasValue || !s.Kd.HasValue) && (!hasGains || dt != gainsDt || r != gainsRatio || inertia != gainsInertia))
            {
                PdGains gains = NaturalFrequency.SpdPoleGains((s.NaturalFrequency.HasValue ? s.NaturalFrequency.Value : 8) * Math.Sqrt(r), s.DampingRatio.HasValue ? s.DampingRatio.Value : 1, dt, inertia);
                poleKp = gains.Kp;
                poleKd = gains.Kd;
                gainsDt = dt;
                gainsRatio = r;
                gainsInertia = inertia;
                hasGains = true;
            }
            double baseKp = byFrequency || !s.Kp.HasValue ? poleKp / r : s.Kp.Value;
            double baseKd = byFrequency || !s.Kd.HasValue ? poleKd / Math.Sqrt(r) : s.Kd.Value;
            double kp = baseKp * r;
            double kd = baseKd * Math.Sqrt(r);
            // As a P-D law in angular acceleration: p = kp/(I + kd dt), d = (kd + kp dt)/(I + kd dt).
            double denominator = inertia + kd * dt;
            double p = kp / denominator;
            double d = (kd + kp * dt) / denominator;
            double errorRate = input.AngularVelocity - input.DesiredHeadingRate;
            return input.DesiredHeadingAcceleration + Turning.ShapedProportional(input.HeadingError, p, d, limit, s.BrakingCurve) - d * errorRate;
        }

        /// <summary>Nothing to forget: the controller has no memory.</summary>
        public void Reset() { }
        public void HandOver(TurnInput input, double previousCommand) { }
        public ControllerMemory SaveState() { return new ControllerMemory(); }
        public bool RestoreState(ControllerMemory memory) { return true; }
    }
}

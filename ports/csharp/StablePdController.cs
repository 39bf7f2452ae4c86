// pid-steering for C#: David Wu's stable (backward) PD (src/sim/control/StablePdController.ts). It
// applies the acceleration the spring will want at the end of the step, predicted by the engine's
// own semi-implicit Euler step: g = 1 / (1 + kd dt + kp dt^2),
// alpha = alpha_d - kp g e - (kd + kp dt) g (w - w_d): stable for every gain. Tuned by natural
// frequency w and damping ratio zeta, with the gains whose discrete poles are exactly theirs.
using System;

namespace PidSteering
{
    public sealed class StablePdSettings
    {
        /// <summary>w, rad/s: kp = w^2. Critically damped, 95% of a turn in 4.74/w s. [8]</summary>
        public double NaturalFrequency = 8;
        /// <summary>zeta: kd = 2 zeta w; 1 is critically damped. [1]</summary>
        public double DampingRatio = 1;
        /// <summary>Raw spring gain; when set, overrides the natural frequency. [null]</summary>
        public double? Kp;
        /// <summary>Raw damping gain; when set, overrides the damping ratio. [null]</summary>
        public double? Kd;
        /// <summary>Read w (or Kp, Kd) at 4 pi rad/s^2 and scale to the motor's limit. [true]</summary>
        public bool ScaleWithTurnRate = true;
        /// <summary>Shape large turns by the motor's braking curve. [true]</summary>
        public bool BrakingCurve = true;

        public StablePdSettings Clone()
        {
            return (StablePdSettings)MemberwiseClone();
        }
    }

    public sealed class StablePdController : ITurnController
    {
        private readonly StablePdSettings settings;
        private double kp, kd;
        private double gainsDt, gainsRatio;
        private bool hasGains; // the gains are computed on the first update

        public StablePdController() : this(new StablePdSettings()) { }

        /// <summary>Null when the settings are within the reference's ranges; else why not, naming the setting.</summary>
        public static string Check(StablePdSettings s)
        {
            const string owner = "PidSteering.StablePdController: ";
            if (s == null) return owner + "settings must not be null";
            if (!SettingRanges.IsGain(s.Kp)) return owner + "Kp" + SettingRanges.Gain;
            if (!SettingRanges.IsGain(s.Kd)) return owner + "Kd" + SettingRanges.Gain;
            if (!SettingRanges.IsFrequency(s.NaturalFrequency)) return owner + SettingRanges.Frequency;
            if (!SettingRanges.IsDamping(s.DampingRatio)) return owner + SettingRanges.Damping;
            return null;
        }

        /// <summary>Throws an ArgumentException naming the setting out of its range (see Check).</summary>
        public StablePdController(StablePdSettings settings)
        {
            SettingRanges.Throw(Check(settings));
            this.settings = settings.Clone();
        }

        public string Type { get { return "stable-pd"; } }

        public double Update(TurnInput input)
        {
            double dt = input.Dt;
            double limit = input.MaxAngularAcceleration;
            double r = Turning.TurnRateRatio(limit, settings.ScaleWithTurnRate);
            if (!hasGains || dt != gainsDt || r != gainsRatio) UpdateGains(dt, r);
            double g = 1 / (1 + kd * dt + kp * dt * dt);
            double stiffness = kp * g;
            double damping = (kd + kp * dt) * g;
            double errorRate = input.AngularVelocity - input.DesiredHeadingRate;
            return input.DesiredHeadingAcceleration + Turning.ShapedProportional(input.HeadingError, stiffness, damping, limit, settings.BrakingCurve) - damping * errorRate;
        }

        // kp and kd for steps of dt and the motor ratio r: from the poles of w sqrt(r) and zeta, or the raw gains scaled.
        private void UpdateGains(double dt, double r)
        {
            PdGains poles = new PdGains();
            if (!settings.Kp.HasValue || !settings.Kd.HasValue) poles = NaturalFrequency.StablePdPoleGains(settings.NaturalFrequency * Math.Sqrt(r), settings.DampingRatio, dt);
            kp = settings.Kp.HasValue ? settings.Kp.Value * r : poles.Kp;
            kd = settings.Kd.HasValue ? settings.Kd.Value * Math.Sqrt(r) : poles.Kd;
            gainsDt = dt;
            gainsRatio = r;
            hasGains = true;
        }

        /// <summary>Nothing to forget: the controller has no memory (its gains follow from dt and the motor).</summary>
        public void Reset() { }
        public void HandOver(TurnInput input, double previousCommand) { }
        public ControllerMemory SaveState() { return new ControllerMemory(); }
        public bool RestoreState(ControllerMemory memory) { return true; }
    }
}

// pid-steering for C#: tuning by natural frequency and damping ratio
// (src/sim/control/naturalFrequency.ts). A P-D law per unit inertia, e'' + kd e' + kp e = 0, has
// kp = w^2 and kd = 2 zeta w. The stable PD and SPD take the gains whose discrete poles over one
// step are exactly e^(s dt) of w and zeta. These use Math.Exp and Math.Cos, whose last bit differs
// between runtimes (and from JavaScript's): such gains agree with the reference to about 1e-10,
// not always bit for bit (the pole formulas subtract numbers close to each other).
using System;

namespace PidSteering
{
    /// <summary>The gains of a P-D law per unit inertia: Kp in (rad/s^2)/rad, Kd in (rad/s^2)/(rad/s).</summary>
    public struct PdGains
    {
        public double Kp;
        public double Kd;
    }

    public static class NaturalFrequency
    {
        /// <summary>The largest |s dt| a pole is matched at: e^(-20) is a pole at the origin in all but name.</summary>
        private const double MaxPoleStep = 20;

        /// <summary>kp = w^2, kd = 2 zeta w, for w = naturalFrequency (rad/s) and zeta = dampingRatio.</summary>
        public static PdGains Gains(double naturalFrequency, double dampingRatio)
        {
            return new PdGains { Kp = naturalFrequency * naturalFrequency, Kd = 2 * dampingRatio * naturalFrequency };
        }

        /// <summary>
        /// The stable PD's gains (per unit inertia) whose closed loop in steps of dt has exactly the
        /// poles of w and zeta: kd = (S - 2)/dt and kp = (P - S + 1)/dt^2, with S and P the sum and
        /// product of the wanted poles' inverses.
        /// </summary>
        public static PdGains StablePdPoleGains(double naturalFrequency, double dampingRatio, double dt)
        {
            double sum, product;
            InversePoles(naturalFrequency, dampingRatio, dt, out sum, out product);
            return OrContinuous(new PdGains { Kp = (product - sum + 1) / (dt * dt), Kd = (sum - 2) / dt }, naturalFrequency, dampingRatio, 1);
        }

        /// <summary>
        /// SPD's torque gains for a body of inertia I (kg m^2) whose closed loop in steps of dt has
        /// exactly the poles of w and zeta: with S and P the poles' sum and product, K = 1 - S + P,
        /// D = S - 2P, kd = D I / ((1 - D) dt), kp = K (I + kd dt) / dt^2.
        /// </summary>
        public static PdGains SpdPoleGains(double naturalFrequency, double dampingRatio, double dt, double inertia)
        {
            double inverseSum, inverseProduct;
            InversePoles(naturalFrequency, dampingRatio, dt, out inverseSum, out inverseProduct);
            double product = 1 / inverseProduct;
            double sum = inverseSum * product;
            double stiffness = 1 - sum + product;
            double damping = sum - 2 * product;
            double kd = (damping * inertia) / ((1 - damping) * dt);
            return OrContinuous(new PdGains { Kp = (stiffness * (inertia + kd * dt)) / (dt * dt), Kd = kd }, naturalFrequency, dampingRatio, inertia);
        }

        private static void InversePoles(double naturalFrequency, double dampingRatio, double dt, out double sum, out double product)
        {
            double detuning = 1 - dampingRatio * dampingRatio;
            if (detuning > 0)
            {
                double decay = Turning.JsMin(MaxPoleStep, dampingRatio * naturalFrequency * dt);
                sum = 2 * Math.Exp(decay) * Math.Cos(Math.Sqrt(detuning) * naturalFrequency * dt);
                product = Math.Exp(2 * decay);
                return;
            }
            double spread = Math.Sqrt(-detuning);
            double slow = Turning.JsMin(MaxPoleStep, (dampingRatio - spread) * naturalFrequency * dt);
            double fast = Turning.JsMin(MaxPoleStep, (dampingRatio + spread) * naturalFrequency * dt);
            sum = Math.Exp(slow) + Math.Exp(fast);
            product = Math.Exp(slow + fast);
        }

        // The gains if both are finite and >= 0, else the continuous ones times `scale`.
        private static PdGains OrContinuous(PdGains gains, double naturalFrequency, double dampingRatio, double scale)
        {
            if (gains.Kp >= 0 && gains.Kd >= 0 && Turning.IsFinite(gains.Kp) && Turning.IsFinite(gains.Kd)) return gains;
            PdGains continuous = Gains(naturalFrequency, dampingRatio);
            return new PdGains { Kp = scale * continuous.Kp, Kd = scale * continuous.Kd };
        }
    }
}

// pid-steering for C#: which way round a 3D error is turned (src/sim/control3d/ErrorSide.ts): the
// axis a 2D law works along, kept from step to step, and the side of the turn, kept near 180 degrees
// by hysteresis (after Mayhew, Sanfelice and Teel, 2011) so that a noisy attitude does not flip it.
using System;

namespace PidSteering
{
    internal sealed class ErrorSide
    {
        /// <summary>How far past 180 degrees a controller may keep turning the way it was, rad.</summary>
        internal const double MaxHysteresis = 0.5;

        /// <summary>The smallest error whose direction is taken as the axis, rad: below it the direction is rounding.</summary>
        internal const double AxisResolution = 1e-12;

        private Vec3 lastAxis = new Vec3(0, 0, 1);
        private double lastAngle;

        internal Vec3 Axis { get { return lastAxis; } }
        internal double Angle { get { return lastAngle; } }

        /// <summary>
        /// The axis (unit, world) and the signed angle along it (rad) of the short-way rotation vector
        /// `error`, remembered: n = +-n0, whichever is nearer the last axis; near 180 degrees the side of
        /// the last step is kept while the long way is at most pi + hysteresis. Before any step the axis
        /// kept is +z; an error under AxisResolution keeps the last axis, with the error's part along it.
        /// </summary>
        internal double Choose(out Vec3 axis, Vec3 error, double hysteresis)
        {
            double theta = Math3D.Hypot(error.X, error.Y, error.Z);
            double angle;
            if (theta > AxisResolution)
            {
                axis = new Vec3(error.X / theta, error.Y / theta, error.Z / theta);
                angle = theta;
                if (Math3D.Dot(axis, lastAxis) < 0)
                {
                    axis = Math3D.Scaled(axis, -1);
                    angle = -theta;
                }
                if (lastAngle > 0 && angle < 0 && angle + 2 * Math.PI <= Math.PI + hysteresis) angle += 2 * Math.PI;
                else if (lastAngle < 0 && angle > 0 && angle - 2 * Math.PI >= -Math.PI - hysteresis) angle -= 2 * Math.PI;
            }
            else
            {
                axis = lastAxis;
                angle = Math3D.Dot(error, axis);
            }
            lastAxis = axis;
            lastAngle = angle;
            return angle;
        }

        internal void Reset()
        {
            lastAxis = new Vec3(0, 0, 1);
            lastAngle = 0;
        }

        /// <summary>Whether (axis, angle) is a memory Restore takes: finite, the axis unit within 1e-9, |angle| at most pi + 0.5.</summary>
        internal static bool Valid(Vec3 axis, double angle)
        {
            if (!(Turning.IsFinite(axis.X) && Turning.IsFinite(axis.Y) && Turning.IsFinite(axis.Z))) return false;
            if (Math.Abs(Math3D.Hypot(axis.X, axis.Y, axis.Z) - 1) > 1e-9) return false;
            return Math.Abs(angle) <= Math.PI + MaxHysteresis;
        }

        internal void Restore(Vec3 axis, double angle)
        {
            lastAxis = axis;
            lastAngle = angle;
        }
    }
}

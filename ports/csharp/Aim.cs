// pid-steering for C#: the wanted orientations of "face the target", with the roll left free (the
// smallest turn that points the nose) or with an up vector kept (a look rotation), for an
// AttitudeController to turn to (src/sim/control3d/faceDirection.ts and src/sim/math3d/aim.ts).
using System;

namespace PidSteering
{
    public static class Aim
    {
        /// <summary>The body axis a body faces along when none is given: +z, Unity's forward (Godot's is -z).</summary>
        public static readonly Vec3 DefaultForwardAxis = new Vec3(0, 0, 1);
        /// <summary>The body axis that stays up when none is given: +y.</summary>
        public static readonly Vec3 DefaultUpAxis = new Vec3(0, 1, 0);

        /// <summary>
        /// The smallest rotation taking the direction `from` onto the direction `to` (neither zero):
        /// about from x to by the angle between them; opposite directions, a half turn about an axis
        /// perpendicular to `from`, the same one every time.
        /// </summary>
        public static Quat ShortestArc(Vec3 from, Vec3 to)
        {
            Vec3 unitFrom = Vec3.Zero, unitTo = Vec3.Zero;
            Math3D.NormalizeInto(ref unitFrom, from);
            Math3D.NormalizeInto(ref unitTo, to);
            Vec3 axis = Math3D.Cross(unitFrom, unitTo);
            double w = 1 + Math3D.Dot(unitFrom, unitTo);
            if (!(w > 0) || (axis.X == 0 && axis.Y == 0 && axis.Z == 0 && w < 1))
            {
                Vec3 perpendicular = Math3D.AnyPerpendicular(unitFrom);
                return new Quat(perpendicular.X, perpendicular.Y, perpendicular.Z, 0);
            }
            double length = Math.Sqrt(axis.X * axis.X + axis.Y * axis.Y + axis.Z * axis.Z + w * w);
            return new Quat(axis.X / length, axis.Y / length, axis.Z / length, w / length);
        }

        /// <summary>
        /// The orientation that points the body's `forwardAxis` (body frame) along `direction` (world)
        /// by the smallest rotation from `orientation`: the roll stays, and as the body turns toward it
        /// this orientation stays put (give it to the controller afresh every step). Straight behind, a
        /// half turn about an axis perpendicular to the nose. Throws an ArgumentException naming a bad argument.
        /// </summary>
        public static Quat FaceDirection(Quat orientation, Vec3 direction, Vec3 forwardAxis)
        {
            const string owner = "PidSteering.Aim.FaceDirection: ";
            Check3D.Throw(owner, Check3D.UnitQuaternion("orientation", orientation) ?? Check3D.Direction("direction", direction) ?? Check3D.Direction("forwardAxis", forwardAxis));
            Quat unit = Math3D.Normalized(orientation);
            return Math3D.Multiply(ShortestArc(Math3D.Rotate(unit, Math3D.DirectionInRange(forwardAxis)), Math3D.DirectionInRange(direction)), unit);
        }

        /// <summary>FaceDirection with the body's forward axis +z.</summary>
        public static Quat FaceDirection(Quat orientation, Vec3 direction)
        {
            return FaceDirection(orientation, direction, DefaultForwardAxis);
        }

        /// <summary>
        /// The orientation that points the body's `forwardAxis` along `direction` and turns its
        /// `upAxis` as near `up` (world) as it can be (Unity's Quaternion.LookRotation with your axes).
        /// Looking along `up` itself, the roll is the smallest arc's. Throws an ArgumentException naming
        /// a bad argument (a zero direction or axis, an up axis along the forward one).
        /// </summary>
        public static Quat LookRotation(Vec3 direction, Vec3 up, Vec3 forwardAxis, Vec3 upAxis)
        {
            const string owner = "PidSteering.Aim.LookRotation: ";
            Check3D.Throw(owner, Check3D.Direction("direction", direction) ?? Check3D.FiniteVector("up", up) ?? Check3D.Direction("forwardAxis", forwardAxis) ?? Check3D.Direction("upAxis", upAxis));
            // As directions whose squares neither overflow nor underflow (a component of 1e300 or 1e-300).
            direction = Math3D.DirectionInRange(direction);
            up = Math3D.DirectionInRange(up);
            forwardAxis = Math3D.DirectionInRange(forwardAxis);
            upAxis = Math3D.DirectionInRange(upAxis);
            double cosine = (forwardAxis.X * upAxis.X + forwardAxis.Y * upAxis.Y + forwardAxis.Z * upAxis.Z) / (Math3D.Length(forwardAxis) * Math3D.Length(upAxis));
            if (!(Math.Abs(cosine) < 1 - 1e-9)) throw new ArgumentException(owner + "upAxis: must not lie along forwardAxis (the up axis names the roll about the forward one)");
            Quat look = ShortestArc(forwardAxis, direction);
            Vec3 unitTo = Vec3.Zero;
            Math3D.NormalizeInto(ref unitTo, direction);
            Vec3 turnedUp = Math3D.Rotate(look, upAxis);
            turnedUp = Math3D.AddScaled(turnedUp, unitTo, -Math3D.Dot(turnedUp, unitTo));
            Vec3 wantedUp = Math3D.AddScaled(up, unitTo, -Math3D.Dot(up, unitTo));
            if (Math3D.NormalizeInto(ref turnedUp, turnedUp) > 0 && Math3D.NormalizeInto(ref wantedUp, wantedUp) > 1e-12 * Math.Sqrt(Math3D.Dot(up, up)))
            {
                double angle = Math.Atan2(Math3D.Dot(Math3D.Cross(turnedUp, wantedUp), unitTo), Math3D.Dot(turnedUp, wantedUp));
                look = Math3D.Multiply(Math3D.FromAxisAngle(unitTo, angle), look);
            }
            return look;
        }

        /// <summary>LookRotation with the body's forward axis +z and up axis +y (Unity's Quaternion.LookRotation).</summary>
        public static Quat LookRotation(Vec3 direction, Vec3 up)
        {
            return LookRotation(direction, up, DefaultForwardAxis, DefaultUpAxis);
        }
    }
}

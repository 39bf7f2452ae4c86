// STAND-IN, NOT UNITY: the 3D part of the UnityEngine stand-in (UnityEngine.cs), enough for the
// guide's Rigidbody example. Vector3 and Quaternion in floats with Unity's operators (Quaternion *
// Quaternion is Hamilton's product, Quaternion * Vector3 rotates, ToAngleAxis gives degrees in
// [0, 360], Euler turns z, then x, then y degrees); a Transform holding the rotation; a Rigidbody
// that only rotates, as PhysX steps it for Unity: no gyroscopic term, w += dt I_world^-1 torque,
// damped as w / (1 + dt angularDrag), clamped to maxAngularVelocity, then q = exp(w dt) q. Build
// against the real UnityEngine in your game.
using System;

namespace UnityEngine
{
    public struct Vector3
    {
        public float x, y, z;

        public Vector3(float x, float y, float z)
        {
            this.x = x;
            this.y = y;
            this.z = z;
        }

        public static Vector3 zero { get { return new Vector3(0f, 0f, 0f); } }
        public static Vector3 right { get { return new Vector3(1f, 0f, 0f); } }
        public float magnitude { get { return (float)Math.Sqrt(x * x + y * y + z * z); } }
        public Vector3 normalized { get { Vector3 v = this; v.Normalize(); return v; } }

        /// <summary>To unit length, or to zero when shorter than 1e-5 (Unity's cut-off).</summary>
        public void Normalize()
        {
            float length = magnitude;
            this = length > 1e-5f ? this / length : zero;
        }

        /// <summary>Each component times the other's, in place.</summary>
        public void Scale(Vector3 scale)
        {
            x *= scale.x;
            y *= scale.y;
            z *= scale.z;
        }

        public static float Dot(Vector3 a, Vector3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
        public static float Angle(Vector3 from, Vector3 to)
        {
            double cosine = Dot(from, to) / ((double)from.magnitude * to.magnitude);
            return (float)(Math.Acos(Math.Max(-1, Math.Min(1, cosine))) * 180 / Math.PI);
        }
        public static Vector3 operator +(Vector3 a, Vector3 b) { return new Vector3(a.x + b.x, a.y + b.y, a.z + b.z); }
        public static Vector3 operator -(Vector3 a, Vector3 b) { return new Vector3(a.x - b.x, a.y - b.y, a.z - b.z); }
        public static Vector3 operator *(Vector3 v, float s) { return new Vector3(v.x * s, v.y * s, v.z * s); }
        public static Vector3 operator *(float s, Vector3 v) { return v * s; }
        public static Vector3 operator /(Vector3 v, float s) { return new Vector3(v.x / s, v.y / s, v.z / s); }
    }

    public struct Quaternion
    {
        public float x, y, z, w;

        public Quaternion(float x, float y, float z, float w)
        {
            this.x = x;
            this.y = y;
            this.z = z;
            this.w = w;
        }

        public static Quaternion identity { get { return new Quaternion(0f, 0f, 0f, 1f); } }

        public static Quaternion operator *(Quaternion a, Quaternion b)
        {
            return new Quaternion(a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y, a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
                a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w, a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z);
        }

        /// <summary>q v q^-1.</summary>
        public static Vector3 operator *(Quaternion q, Vector3 v)
        {
            float tx = 2f * (q.y * v.z - q.z * v.y), ty = 2f * (q.z * v.x - q.x * v.z), tz = 2f * (q.x * v.y - q.y * v.x);
            return new Vector3(v.x + q.w * tx + (q.y * tz - q.z * ty), v.y + q.w * ty + (q.z * tx - q.x * tz), v.z + q.w * tz + (q.x * ty - q.y * tx));
        }

        public static Quaternion Inverse(Quaternion q) { return new Quaternion(-q.x, -q.y, -q.z, q.w); }

        public static Quaternion AngleAxis(float degrees, Vector3 axis)
        {
            Vector3 n = axis.normalized;
            double half = degrees * Math.PI / 360;
            float s = (float)Math.Sin(half);
            return new Quaternion(n.x * s, n.y * s, n.z * s, (float)Math.Cos(half));
        }

        /// <summary>z degrees about z, then x about x, then y about y.</summary>
        public static Quaternion Euler(float x, float y, float z)
        {
            return AngleAxis(y, new Vector3(0f, 1f, 0f)) * AngleAxis(x, new Vector3(1f, 0f, 0f)) * AngleAxis(z, new Vector3(0f, 0f, 1f));
        }

        public static Quaternion Euler(Vector3 degrees) { return Euler(degrees.x, degrees.y, degrees.z); }

        /// <summary>The angle of the rotation taking a to b, degrees in [0, 180].</summary>
        public static float Angle(Quaternion a, Quaternion b)
        {
            Quaternion r = b * Inverse(a);
            double s = Math.Sqrt((double)r.x * r.x + (double)r.y * r.y + (double)r.z * r.z);
            return (float)(2 * Math.Atan2(s, Math.Abs((double)r.w)) * 180 / Math.PI);
        }

        /// <summary>The angle in degrees, in [0, 360] (2 acos(w)), and the axis; Vector3.right for no rotation.</summary>
        public void ToAngleAxis(out float angle, out Vector3 axis)
        {
            float clamped = Math.Max(-1f, Math.Min(1f, w));
            angle = (float)(2 * Math.Acos(clamped) * 180 / Math.PI);
            float s = (float)Math.Sqrt(1 - clamped * clamped);
            axis = s < 1e-6f ? Vector3.right : new Vector3(x / s, y / s, z / s);
        }
    }

    public class Transform : Component
    {
        public Quaternion rotation = Quaternion.identity;

        public Vector3 InverseTransformDirection(Vector3 direction) { return Quaternion.Inverse(rotation) * direction; }
        public Vector3 TransformDirection(Vector3 direction) { return rotation * direction; }
    }

    public enum ForceMode { Force = 0, Impulse = 1, VelocityChange = 2, Acceleration = 5 }

    public sealed class Rigidbody : Component
    {
        /// <summary>World frame, rad/s.</summary>
        public Vector3 angularVelocity;
        /// <summary>The principal moments, kg m^2, and the rotation of their axes within the body.</summary>
        public Vector3 inertiaTensor = new Vector3(1f, 1f, 1f);
        public Quaternion inertiaTensorRotation = Quaternion.identity;
        /// <summary>rad/s; Unity's default comes from Physics.defaultMaxAngularSpeed (7 in older versions, 50 in newer ones).</summary>
        public float maxAngularVelocity = 7f;
        public bool useGravity = true;
#if UNITY_6000_0_OR_NEWER
        /// <summary>Unity 6's name (angularDrag before it).</summary>
        public float angularDamping = 0.05f;
#else
        /// <summary>The name up to Unity 2023 (angularDamping from Unity 6).</summary>
        public float angularDrag = 0.05f;
        private float angularDamping { get { return angularDrag; } }
#endif
        private Vector3 torque;

        public Quaternion rotation { get { return transform.rotation; } set { transform.rotation = value; } }

        /// <summary>World frame: a torque (Force), an angular impulse (Impulse) or a change of angular velocity.</summary>
        public void AddTorque(Vector3 torque, ForceMode mode = ForceMode.Force)
        {
            if (mode == ForceMode.Force) this.torque = this.torque + torque;
            else if (mode == ForceMode.Impulse) angularVelocity = angularVelocity + WorldInverseInertia(torque);
            else if (mode == ForceMode.VelocityChange) angularVelocity = angularVelocity + torque;
            else this.torque = this.torque + WorldInertia(torque);
        }

        private Vector3 WorldInverseInertia(Vector3 v)
        {
            Quaternion frame = rotation * inertiaTensorRotation;
            Vector3 p = Quaternion.Inverse(frame) * v;
            return frame * new Vector3(p.x / inertiaTensor.x, p.y / inertiaTensor.y, p.z / inertiaTensor.z);
        }

        private Vector3 WorldInertia(Vector3 v)
        {
            Quaternion frame = rotation * inertiaTensorRotation;
            Vector3 p = Quaternion.Inverse(frame) * v;
            p.Scale(inertiaTensor);
            return frame * p;
        }

        /// <summary>Stand-in only: one physics step (Unity takes it after every FixedUpdate).</summary>
        public void StandInStep(float dt)
        {
            Vector3 w = (angularVelocity + WorldInverseInertia(torque) * dt) / (1f + dt * angularDamping);
            if (w.magnitude > maxAngularVelocity) w = w * (maxAngularVelocity / w.magnitude);
            angularVelocity = w;
            torque = Vector3.zero;
            float speed = w.magnitude;
            if (speed > 0f)
            {
                double half = speed * dt / 2.0;
                float s = (float)(Math.Sin(half) / speed);
                Quaternion turn = new Quaternion(w.x * s, w.y * s, w.z * s, (float)Math.Cos(half));
                Quaternion q = turn * rotation;
                float length = (float)Math.Sqrt(q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w);
                rotation = new Quaternion(q.x / length, q.y / length, q.z / length, q.w / length);
            }
        }
    }
}

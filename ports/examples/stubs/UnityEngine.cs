// STAND-IN, NOT UNITY. A few of UnityEngine's types with the same names and members, so that the
// guide's Unity examples (docs/box2d-unity-godot.md) compile and run in this project's tests with
// plain Mono. It simulates one thing only: a Rigidbody2D that rotates (no collisions, no linear
// motion), with Unity's units (rotation in degrees, angularVelocity in degrees per second, torque
// and inertia in radian units) and angular damping applied as w / (1 + dt damping); the 3D
// Rigidbody is in UnityEngine3D.cs. Build against the real UnityEngine in your game.
using System;
using System.Collections.Generic;

namespace UnityEngine
{
    public class Object { }

    public class Component : Object
    {
        internal GameObject owner;

        /// <summary>The object's Transform (its rotation; the 3D stand-in's Rigidbody turns it).</summary>
        public Transform transform { get { return owner.transform; } }

        public T GetComponent<T>() where T : Component
        {
            return owner.GetComponent<T>();
        }
    }

    public class Behaviour : Component { }

    public class MonoBehaviour : Behaviour { }

    [AttributeUsage(AttributeTargets.Class, AllowMultiple = true)]
    public sealed class RequireComponent : Attribute
    {
        public RequireComponent(Type type) { }
    }

    public sealed class GameObject : Object
    {
        private readonly List<Component> components = new List<Component>();
        internal readonly Transform transform = new Transform();

        public T AddComponent<T>() where T : Component, new()
        {
            var component = new T();
            component.owner = this;
            components.Add(component);
            return component;
        }

        public Component AddComponent(Type type)
        {
            var component = (Component)Activator.CreateInstance(type);
            component.owner = this;
            components.Add(component);
            return component;
        }

        public T GetComponent<T>() where T : Component
        {
            foreach (Component component in components)
            {
                T match = component as T;
                if (match != null) return match;
            }
            return null;
        }
    }

    public enum ForceMode2D { Force = 0, Impulse = 1 }

    public sealed class Rigidbody2D : Component
    {
        /// <summary>Degrees, counter-clockwise positive, not wrapped.</summary>
        public float rotation;
        /// <summary>Degrees per second.</summary>
        public float angularVelocity;
        /// <summary>kg m^2, about the centre of mass.</summary>
        public float inertia = 1f;
#if UNITY_6000_0_OR_NEWER
        /// <summary>Unity 6's name (angularDrag before it). The stand-in's default is Unity's 0.05.</summary>
        public float angularDamping = 0.05f;
#else
        /// <summary>The name up to Unity 2023 (angularDamping from Unity 6). The stand-in's default is Unity's 0.05.</summary>
        public float angularDrag = 0.05f;
        private float angularDamping { get { return angularDrag; } }
#endif
        private float torque;

        public void AddTorque(float torque, ForceMode2D mode = ForceMode2D.Force)
        {
            if (mode == ForceMode2D.Force) this.torque += torque;
            else angularVelocity += torque / inertia * Mathf.Rad2Deg;
        }

        /// <summary>Stand-in only: one physics step (Unity does this after every FixedUpdate).</summary>
        public void StandInStep(float dt)
        {
            float omega = (angularVelocity * Mathf.Deg2Rad + dt * torque / inertia) / (1f + dt * angularDamping);
            angularVelocity = omega * Mathf.Rad2Deg;
            rotation += dt * angularVelocity;
            torque = 0f;
        }
    }

    public static class Mathf
    {
        public const float PI = (float)Math.PI;
        public const float Deg2Rad = PI / 180f;
        public const float Rad2Deg = 180f / PI;
    }

    public static class Time
    {
        public static float fixedDeltaTime = 0.02f;
    }
}

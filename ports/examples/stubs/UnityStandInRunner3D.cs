// STAND-IN, NOT UNITY: plays Unity's part for the guide's Rigidbody example in the tests. It makes a
// body whose inertia is a slab's with its principal axes turned within it (moments 0.4, 3 and 3.2
// kg m^2, the frame of docs/controllers-3d.md's runs), starting at rest with the identity rotation,
// adds the example's MonoBehaviour, sets its public fields from "name=value" arguments, calls Awake
// once and then, for 3 s, FixedUpdate followed by one physics step, as Unity's fixed-step loop does.
// It prints the turn asked for and the final angle to the target (degrees), the time from which the
// angle stays under 1 degree (-1: never), how far the spin's line strayed from the first step's
// while it spun (degrees; a turn that brakes along its axis reverses its spin, which is no stray)
// and the fastest spin (rad/s).
using System;
using System.Linq;
using System.Reflection;
using UnityEngine;

public static class UnityStandInRunner3D
{
    public static int Main(string[] args)
    {
        Type behaviourType = typeof(UnityStandInRunner3D).Assembly.GetTypes().Single(t => t.IsSubclassOf(typeof(MonoBehaviour)));
        var gameObject = new GameObject();
        Rigidbody body = gameObject.AddComponent<Rigidbody>();
        body.inertiaTensor = new Vector3(0.4f, 3f, 3.2f);
        body.inertiaTensorRotation = Quaternion.AngleAxis(0.7f * 180f / Mathf.PI, new Vector3(-0.4205f, -0.5793f, 0.6983f));
        Component behaviour = gameObject.AddComponent(behaviourType);
        foreach (string arg in args)
        {
            string[] pair = arg.Split('=');
            FieldInfo field = behaviourType.GetField(pair[0]);
            object value = field.FieldType.IsEnum ? Enum.Parse(field.FieldType, pair[1]) : Convert.ChangeType(pair[1], field.FieldType, System.Globalization.CultureInfo.InvariantCulture);
            field.SetValue(behaviour, value);
        }
        const BindingFlags messages = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic;
        MethodInfo awake = behaviourType.GetMethod("Awake", messages);
        MethodInfo fixedUpdate = behaviourType.GetMethod("FixedUpdate", messages);
        if (awake != null) awake.Invoke(behaviour, null);
        Quaternion target = Quaternion.Euler((Vector3)behaviourType.GetField("targetEulerDegrees").GetValue(behaviour));
        float turn = Quaternion.Angle(body.rotation, target);
        float dt = Time.fixedDeltaTime;
        float settled = -1f, axisOff = 0f, peakSpin = 0f;
        Vector3 firstAxis = Vector3.zero;
        for (int step = 0; step * dt < 3f; step++)
        {
            fixedUpdate.Invoke(behaviour, null);
            body.StandInStep(dt);
            float spin = body.angularVelocity.magnitude;
            peakSpin = Math.Max(peakSpin, spin);
            if (spin > 0.01f)
            {
                if (firstAxis.magnitude == 0f) firstAxis = body.angularVelocity.normalized;
                float angle = Vector3.Angle(firstAxis, body.angularVelocity);
                axisOff = Math.Max(axisOff, Math.Min(angle, 180f - angle));
            }
            float error = Quaternion.Angle(body.rotation, target);
            if (error >= 1f) settled = -1f;
            else if (settled < 0f) settled = (step + 1) * dt;
        }
        var invariant = System.Globalization.CultureInfo.InvariantCulture;
        Console.WriteLine("turn " + turn.ToString("F3", invariant) + " error " + Quaternion.Angle(body.rotation, target).ToString("F3", invariant) + " settled " + settled.ToString("F2", invariant) +
            " axis_off " + axisOff.ToString("F1", invariant) + " peak_spin " + peakSpin.ToString("F2", invariant));
        return 0;
    }
}

// STAND-IN, NOT UNITY: plays Unity's part for the guide's example in the tests. It creates a body
// and the example's MonoBehaviour, calls Awake once and then, for `seconds` of simulated time,
// FixedUpdate followed by one physics step, as Unity's fixed-step loop does. Its arguments are
// "name=value" pairs that set the behaviour's public fields (e.g. timeOptimal=true). It prints the
// final heading and the largest overshoot past the target, in degrees.
using System;
using System.Linq;
using System.Reflection;
using UnityEngine;

public static class UnityStandInRunner
{
    public static int Main(string[] args)
    {
        Type behaviourType = typeof(UnityStandInRunner).Assembly.GetTypes().Single(t => t.IsSubclassOf(typeof(MonoBehaviour)));
        var gameObject = new GameObject();
        Rigidbody2D body = gameObject.AddComponent<Rigidbody2D>();
        body.inertia = 0.35f;
        Component behaviour = gameObject.AddComponent(behaviourType);
        foreach (string arg in args)
        {
            string[] pair = arg.Split('=');
            FieldInfo field = behaviourType.GetField(pair[0]);
            field.SetValue(behaviour, Convert.ChangeType(pair[1], field.FieldType, System.Globalization.CultureInfo.InvariantCulture));
        }
        const BindingFlags messages = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic;
        MethodInfo awake = behaviourType.GetMethod("Awake", messages);
        MethodInfo fixedUpdate = behaviourType.GetMethod("FixedUpdate", messages);
        if (awake != null) awake.Invoke(behaviour, null);
        float target = (float)behaviourType.GetField("targetHeadingDegrees").GetValue(behaviour);
        float overshoot = 0f;
        float dt = Time.fixedDeltaTime;
        for (int step = 0; step * dt < 3f; step++)
        {
            fixedUpdate.Invoke(behaviour, null);
            body.StandInStep(dt);
            overshoot = Math.Max(overshoot, body.rotation - target);
        }
        Console.WriteLine("heading " + body.rotation.ToString("F2", System.Globalization.CultureInfo.InvariantCulture) +
            " overshoot " + overshoot.ToString("F2", System.Globalization.CultureInfo.InvariantCulture));
        return 0;
    }
}

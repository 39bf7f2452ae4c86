// Checks Turning.TurnTorqueDegrees (the C# port's call in Unity's Rigidbody2D units) against
// Turning.TurnTorque given the same readings converted by hand: each degree value widened to double
// and times pi / 180, the heading error wrapped, the torque narrowed to float. Every controller type
// runs twice, one instance through each call, on the same seeded readings: ordinary ones, turns of
// many revolutions, NaN, infinities and a torque beyond a float's range. Not part of the library.
// Prints "compared N torques, M differ" and the first differences; exits 1 when any differs.
using System;
using PidSteering;

public static class DegreesOverload
{
    static readonly float[] Steps = { 1f / 50, 1f / 60, 1f / 120, 0.02f, 1f / 30 };

    static ITurnController[] Pair(int type)
    {
        var pair = new ITurnController[2];
        for (int i = 0; i < 2; i++)
        {
            switch (type)
            {
                case 0: pair[i] = new PidController(); break;
                case 1: pair[i] = new PublishedPidController(); break;
                case 2: pair[i] = new NaiveSnippetController(); break;
                case 3: pair[i] = new StolkController(); break;
                case 4: pair[i] = new ForwardPdController(); break;
                case 5: pair[i] = new StablePdController(); break;
                case 6: pair[i] = new SpdController(); break;
                default: pair[i] = new TimeOptimalController(); break;
            }
        }
        return pair;
    }

    static float Reading(Random random, float scale)
    {
        double pick = random.NextDouble();
        if (pick < 0.01) return float.NaN;
        if (pick < 0.02) return random.Next(2) == 0 ? float.PositiveInfinity : float.NegativeInfinity;
        return (float)((random.NextDouble() * 2 - 1) * scale);
    }

    static double Radians(float degrees)
    {
        return (double)degrees * (Math.PI / 180);
    }

    static int Bits(float value)
    {
        return BitConverter.ToInt32(BitConverter.GetBytes(value), 0);
    }

    public static int Main()
    {
        var random = new Random(2021);
        int compared = 0, differ = 0, nonZero = 0;
        for (int type = 0; type < 8; type++)
        {
            ITurnController[] pair = Pair(type);
            for (int step = 0; step < 3000; step++)
            {
                float error = Reading(random, step % 7 == 0 ? 3600 : 180); // degrees: rotation - target, many turns at times
                float rate = Reading(random, 720);
                float dt = Steps[step % Steps.Length];
                float limit = step % 11 == 0 ? float.PositiveInfinity : (float)(0.5 + random.NextDouble() * 40);
                float inertia = step % 97 == 0 ? 3e38f : (float)(random.NextDouble() * 5);
                float desiredRate = step % 3 == 0 ? Reading(random, 90) : 0f;
                float desiredAcceleration = step % 5 == 0 ? Reading(random, 90) : 0f;
                float got = Turning.TurnTorqueDegrees(pair[0], error, rate, dt, limit, inertia, desiredRate, desiredAcceleration);
                double wide = Turning.TurnTorque(pair[1], Turning.WrapAngle(Radians(error)), Radians(rate), dt, limit, inertia, Radians(desiredRate), Radians(desiredAcceleration));
                float want = float.IsInfinity((float)wide) ? 0f : (float)wide;
                compared++;
                if (want != 0) nonZero++;
                if (Bits(got) != Bits(want))
                {
                    if (differ < 5) Console.WriteLine(pair[0].Type + " step " + step + ": " + got.ToString("R") + " instead of " + want.ToString("R"));
                    differ++;
                }
            }
        }
        Console.WriteLine("compared " + compared + " torques (" + nonZero + " not 0), " + differ + " differ");
        return differ == 0 ? 0 : 1;
    }
}

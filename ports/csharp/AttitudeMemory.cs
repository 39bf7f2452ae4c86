// pid-steering for C#: an attitude controller's memory as plain data and as JSON
// (src/sim/control3d/AttitudeController.ts's AttitudeMemory): its 2D law's memory ("turn") and the
// axis and side of its last step, {"turn":{...},"axis":[x,y,z],"angle":a}, the text the TypeScript's
// JSON.stringify(controller.saveState()) writes, in any culture, within ControllerMemory's caps and
// in time linear in the text.
using System.Collections.Generic;
using System.Text;

namespace PidSteering
{
    public sealed class AttitudeMemory
    {
        /// <summary>The 2D law's memory (empty for a law that keeps none).</summary>
        public ControllerMemory Turn = new ControllerMemory();
        /// <summary>The axis (unit, world) the last step turned along.</summary>
        public Vec3 Axis = new Vec3(0, 0, 1);
        /// <summary>The signed error along it, rad (its sign is the side kept near 180 degrees).</summary>
        public double Angle;

        /// <summary>One line of JSON: every number as JavaScript writes it, in any culture (-0 kept as -0).</summary>
        public string ToJson()
        {
            var json = new StringBuilder("{\"turn\":").Append(Turn.ToJson()).Append(",\"axis\":[");
            JsonNumber.Append(json, Axis.X);
            json.Append(',');
            JsonNumber.Append(json, Axis.Y);
            json.Append(',');
            JsonNumber.Append(json, Axis.Z);
            json.Append("],\"angle\":");
            JsonNumber.Append(json, Angle);
            return json.Append('}').ToString();
        }

        public static bool TryParseJson(string text, out AttitudeMemory memory)
        {
            string refusal;
            return TryParseJson(text, out memory, out refusal);
        }

        /// <summary>
        /// Reads a memory written by ToJson or by the TypeScript: one object whose "turn" is an object
        /// of a controller memory's grammar, "axis" a list of 3 finite numbers and "angle" a finite
        /// number (other members, of either grammar, are read and left), within ControllerMemory's
        /// caps counted over the whole text (its 64 keys include the turn's). False, null and
        /// `refusal` saying why ("PidSteering.AttitudeMemory: more than 64 keys, at offset 1031",
        /// "...: turn must be an object, its 2D law's memory") for anything else; it never throws.
        /// Whether the axis is unit and the angle in range, RestoreState checks.
        /// </summary>
        public static bool TryParseJson(string text, out AttitudeMemory memory, out string refusal)
        {
            const string owner = "PidSteering.AttitudeMemory: ";
            memory = null;
            refusal = null;
            if (text == null)
            {
                refusal = owner + "the text is null";
                return false;
            }
            if (text.Length > ControllerMemory.MaxText)
            {
                refusal = owner + "the text is longer than 65536 characters";
                return false;
            }
            var members = new ControllerMemory();
            var objects = new Objects();
            string why = MemoryJsonReader.Read(text, members, objects);
            if (why != null)
            {
                refusal = owner + why;
                return false;
            }
            double[] axis;
            double angle;
            if (objects.Turn == null) refusal = owner + "turn must be an object, its 2D law's memory";
            else if (objects.Shadowed.Contains("axis") || !members.TryGetNumbers("axis", 3, out axis) || axis.Length != 3) refusal = owner + "axis must be a list of 3 finite numbers (a unit vector)";
            else if (objects.Shadowed.Contains("angle") || !members.TryGetNumber("angle", out angle)) refusal = owner + "angle must be a finite number (rad)";
            else
            {
                memory = new AttitudeMemory { Turn = objects.Turn, Axis = new Vec3(axis[0], axis[1], axis[2]), Angle = angle };
                return true;
            }
            return false;
        }

        // The members whose value is an object: "turn" kept (its last value), any other read and left;
        // Shadowed holds the keys whose last value was an object, so an earlier plain value is not taken.
        private sealed class Objects : IObjectMembers
        {
            internal ControllerMemory Turn;
            internal readonly HashSet<string> Shadowed = new HashSet<string>();

            public bool Read(string key, MemoryJsonReader reader)
            {
                var inner = new ControllerMemory();
                if (!reader.Nested(inner)) return false;
                if (key == "turn") Turn = inner;
                Shadowed.Add(key);
                return true;
            }

            public void Other(string key)
            {
                if (key == "turn") Turn = null;
                Shadowed.Remove(key);
            }
        }
    }
}

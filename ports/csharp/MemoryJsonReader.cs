// pid-steering for C#: a controller memory's JSON text read by JSON's grammar within the caps of
// ControllerMemory (keys, lists, numbers' length), in time linear in the text: a cursor that only
// moves forward and an index of the keys read. A key given twice keeps its first place and takes
// its last value, as JavaScript's JSON.parse does.
using System.Collections.Generic;

namespace PidSteering
{
    /// <summary>What a reader does with a member whose value is an object (an attitude memory's "turn"): reads it, or refuses; told of every other member too, so the last value wins.</summary>
    internal interface IObjectMembers
    {
        bool Read(string key, MemoryJsonReader reader);
        void Other(string key);
    }

    internal sealed class MemoryJsonReader
    {
        private readonly string text;
        private readonly ControllerMemory memory;
        private readonly IObjectMembers objects; // null: a member's value may not be an object
        private readonly Dictionary<string, int> places = new Dictionary<string, int>(System.StringComparer.Ordinal);
        private int at;
        private int keys;
        private int compared; // entries a key was compared with to place it (a hash lookup: one)
        private string refusal;

#if PID_STEERING_COUNT_READER_STEPS
        /// <summary>For tests: the work of the last read, the characters its cursor passed and the entries it compared a key with.</summary>
        public static long Steps;
#endif

        private MemoryJsonReader(string text, ControllerMemory memory, IObjectMembers objects)
        {
            this.text = text;
            this.memory = memory;
            this.objects = objects;
        }

        /// <summary>Reads `text` into `memory` (members whose value is an object go to `objects`, or are refused when it is null): null, or why not ("more than 64 keys, at offset 1031").</summary>
        internal static string Read(string text, ControllerMemory memory, IObjectMembers objects = null)
        {
            var reader = new MemoryJsonReader(text, memory, objects);
            bool read = reader.Object();
#if PID_STEERING_COUNT_READER_STEPS
            Steps = reader.at + reader.compared;
#endif
            return read ? null : reader.refusal;
        }

        private bool Fail(string what, int where)
        {
            refusal = what + " at offset " + where.ToString(System.Globalization.CultureInfo.InvariantCulture);
            return false;
        }

        private bool Fail() { return Fail("not a controller memory's JSON", at); }

        // The whole text: one object, then nothing but white space.
        private bool Object()
        {
            if (!Members()) return false;
            SkipSpace();
            return at == text.Length || Fail();
        }

        // One object, from its '{' to its '}'.
        private bool Members()
        {
            if (!Literal('{')) return Fail();
            if (!Literal('}'))
            {
                do
                {
                    if (!Member()) return false;
                } while (Literal(','));
                if (!Literal('}')) return Fail();
            }
            return true;
        }

        /// <summary>The object at the cursor read into `inner` by a reader of the same text and caps, one level down (its members' values may not be objects); the cursor then stands after it.</summary>
        internal bool Nested(ControllerMemory inner)
        {
            var child = new MemoryJsonReader(text, inner, null) { at = at, keys = keys, compared = compared };
            bool read = child.Members();
            at = child.at;
            keys = child.keys;
            compared = child.compared;
            if (!read) refusal = child.refusal;
            return read;
        }

        // "key": value, placed in the memory.
        private bool Member()
        {
            SkipSpace();
            int start = at;
            string key;
            if (!Key(out key)) return false;
            if (++keys > ControllerMemory.MaxKeys) return Fail("more than 64 keys,", start);
            if (!Literal(':')) return Fail();
            var entry = new ControllerMemory.Entry { Key = key, Kind = ControllerMemory.Kind.Boolean };
            SkipSpace();
            if (objects != null && at < text.Length && text[at] == '{') return objects.Read(key, this);
            if (objects != null) objects.Other(key);
            if (Word("true")) entry.Boolean = true;
            else if (Word("false")) entry.Boolean = false;
            else if (Literal('['))
            {
                var values = new List<double>();
                if (!List(values)) return false;
                entry.Kind = ControllerMemory.Kind.Numbers;
                entry.Numbers = values.ToArray();
            }
            else
            {
                entry.Kind = ControllerMemory.Kind.Number;
                if (!Number(out entry.Number)) return false;
            }
            compared++;
            int place;
            if (!places.TryGetValue(key, out place)) place = -1;
            places[key] = memory.PutAt(entry, place);
            return true;
        }

        // The numbers of a list, after its '['.
        private bool List(List<double> values)
        {
            if (Literal(']')) return true;
            do
            {
                SkipSpace();
                if (values.Count >= ControllerMemory.MaxList) return Fail("a list longer than 1000 numbers,", at);
                double value;
                if (!Number(out value)) return false;
                values.Add(value);
            } while (Literal(','));
            return Literal(']') || Fail();
        }

        // A key: letters, digits and underscores between quotes (the controllers' keys).
        private bool Key(out string key)
        {
            key = null;
            int start = at;
            if (!Literal('"')) return Fail();
            int first = at;
            while (at < text.Length && IsKeyCharacter(text[at])) at++;
            if (at - first > ControllerMemory.MaxKey) return Fail("a key longer than 64 characters,", start);
            if (at >= text.Length || text[at] != '"') return Fail();
            key = text.Substring(first, at - first);
            at++;
            return true;
        }

        private static bool IsKeyCharacter(char c)
        {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        }

        // A JSON number: an optional minus, digits without a leading zero, an optional fraction and
        // exponent, at most MaxNumber characters, read to the nearest double as JavaScript reads it
        // (NearestDouble); one beyond a double's range (1e999) is refused.
        private bool Number(out double value)
        {
            value = 0;
            SkipSpace();
            int start = at;
            bool negative = at < text.Length && text[at] == '-';
            if (negative) at++;
            int integer = at;
            if (!Digits()) return Fail();
            // JSON has no leading zeros (01).
            if (text[integer] == '0' && at - integer > 1) return Fail("not a controller memory's JSON", integer + 1);
            string digits = text.Substring(integer, at - integer);
            long exponent = 0;
            if (at < text.Length && text[at] == '.')
            {
                at++;
                int fraction = at;
                if (!Digits()) return Fail();
                digits += text.Substring(fraction, at - fraction);
                exponent = -(at - fraction);
            }
            if (at < text.Length && (text[at] == 'e' || text[at] == 'E'))
            {
                at++;
                bool exponentNegative = at < text.Length && text[at] == '-';
                if (at < text.Length && (text[at] == '+' || text[at] == '-')) at++;
                int first = at;
                if (!Digits()) return Fail();
                long written = 0;
                // Beyond 10^8 no double is either way: no need to read on.
                for (int i = first; i < at && written < 100000000; i++) written = written * 10 + (text[i] - '0');
                exponent += exponentNegative ? -written : written;
            }
            if (at - start > ControllerMemory.MaxNumber) return Fail("a number longer than 64 characters,", start);
            if (!NearestDouble.TryRead(digits, exponent, out value))
            {
                value = 0;
                return Fail("a number beyond a double's range,", start);
            }
            if (negative) value = -value;
            return true;
        }

        private bool Digits()
        {
            int start = at;
            while (at < text.Length && text[at] >= '0' && text[at] <= '9') at++;
            return at != start;
        }

        private void SkipSpace()
        {
            while (at < text.Length && (text[at] == ' ' || text[at] == '\t' || text[at] == '\n' || text[at] == '\r')) at++;
        }

        private bool Literal(char c)
        {
            SkipSpace();
            if (at >= text.Length || text[at] != c) return false;
            at++;
            return true;
        }

        private bool Word(string word)
        {
            SkipSpace();
            if (string.CompareOrdinal(text, at, word, 0, word.Length) != 0) return false;
            at += word.Length;
            return true;
        }
    }
}

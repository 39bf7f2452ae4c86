// pid-steering for C#: a controller's memory as plain data, and as JSON
// (src/sim/control/controllerMemory.ts): what decides a controller's next command besides its input
// (an integral, a window of past errors, a filter's state), with the same keys as the TypeScript,
// so that a memory saved in one language restores in another (a save game, rollback netcode).
// Every value is a number, a boolean or a list of numbers.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;

namespace PidSteering
{
    public sealed class ControllerMemory
    {
        /// <summary>The longest list a memory may hold (a PID's error window is at most this long).</summary>
        public const int MaxList = 1000;

        /// <summary>The longest key a memory may hold (the controllers' keys are under 30 characters).</summary>
        public const int MaxKey = 64;

        public enum Kind { Number, Boolean, Numbers }

        public sealed class Entry
        {
            public string Key;
            public Kind Kind;
            public double Number;
            public bool Boolean;
            public double[] Numbers;
        }

        private readonly List<Entry> entries = new List<Entry>();

        /// <summary>Every entry, in the order they were first set.</summary>
        public IList<Entry> Entries { get { return entries.AsReadOnly(); } }

        public void SetNumber(string key, double value) { Put(new Entry { Key = key, Kind = Kind.Number, Number = value }); }
        public void SetBoolean(string key, bool value) { Put(new Entry { Key = key, Kind = Kind.Boolean, Boolean = value }); }
        public void SetNumbers(string key, double[] values) { Put(new Entry { Key = key, Kind = Kind.Numbers, Numbers = (double[])values.Clone() }); }

        /// <summary>The finite number at `key`; false when missing or not one.</summary>
        public bool TryGetNumber(string key, out double value)
        {
            Entry entry = Find(key);
            value = 0;
            if (entry == null || entry.Kind != Kind.Number || !Turning.IsFinite(entry.Number)) return false;
            value = entry.Number;
            return true;
        }

        /// <summary>The boolean at `key`; false when missing or not one.</summary>
        public bool TryGetBoolean(string key, out bool value)
        {
            Entry entry = Find(key);
            value = false;
            if (entry == null || entry.Kind != Kind.Boolean) return false;
            value = entry.Boolean;
            return true;
        }

        /// <summary>The list of at most maxLength finite numbers at `key`; false when missing, too long or holding anything else.</summary>
        public bool TryGetNumbers(string key, int maxLength, out double[] values)
        {
            Entry entry = Find(key);
            values = null;
            if (entry == null || entry.Kind != Kind.Numbers || entry.Numbers.Length > Math.Min(maxLength, MaxList)) return false;
            foreach (double value in entry.Numbers)
            {
                if (!Turning.IsFinite(value)) return false;
            }
            values = (double[])entry.Numbers.Clone();
            return true;
        }

        /// <summary>
        /// The memory as one line of JSON, e.g. {"sum":0.5,"lastError":-0.25}, numbers with 17
        /// significant digits (every double comes back exactly). A number that is not finite is
        /// written null (as JavaScript's JSON.stringify does), which no controller restores.
        /// </summary>
        public string ToJson()
        {
            var json = new StringBuilder("{");
            for (int i = 0; i < entries.Count; i++)
            {
                Entry entry = entries[i];
                if (i > 0) json.Append(',');
                json.Append('"').Append(entry.Key).Append("\":");
                if (entry.Kind == Kind.Number) AppendNumber(json, entry.Number);
                else if (entry.Kind == Kind.Boolean) json.Append(entry.Boolean ? "true" : "false");
                else
                {
                    json.Append('[');
                    for (int j = 0; j < entry.Numbers.Length; j++)
                    {
                        if (j > 0) json.Append(',');
                        AppendNumber(json, entry.Numbers[j]);
                    }
                    json.Append(']');
                }
            }
            return json.Append('}').ToString();
        }

        /// <summary>
        /// Reads a memory written by ToJson (or by the TypeScript's JSON.stringify of saveState()):
        /// one object of finite numbers, booleans and lists of at most MaxList finite numbers. False
        /// (and null) for anything else, null and 1e999 included: it never throws.
        /// </summary>
        public static bool TryParseJson(string text, out ControllerMemory memory)
        {
            memory = null;
            if (text == null) return false;
            var reader = new Reader(text);
            var parsed = new ControllerMemory();
            if (!reader.Literal('{')) return false;
            if (!reader.Literal('}'))
            {
                do
                {
                    string key;
                    if (!reader.Key(out key) || !reader.Literal(':')) return false;
                    if (reader.Word("true")) parsed.SetBoolean(key, true);
                    else if (reader.Word("false")) parsed.SetBoolean(key, false);
                    else if (reader.Literal('['))
                    {
                        var values = new List<double>();
                        if (!reader.Literal(']'))
                        {
                            do
                            {
                                double value;
                                if (values.Count >= MaxList || !reader.Number(out value)) return false;
                                values.Add(value);
                            } while (reader.Literal(','));
                            if (!reader.Literal(']')) return false;
                        }
                        parsed.SetNumbers(key, values.ToArray());
                    }
                    else
                    {
                        double value;
                        if (!reader.Number(out value)) return false;
                        parsed.SetNumber(key, value);
                    }
                } while (reader.Literal(','));
                if (!reader.Literal('}')) return false;
            }
            if (!reader.AtEnd()) return false;
            memory = parsed;
            return true;
        }

        private Entry Find(string key)
        {
            foreach (Entry entry in entries)
            {
                if (entry.Key == key) return entry;
            }
            return null;
        }

        private void Put(Entry entry)
        {
            for (int i = 0; i < entries.Count; i++)
            {
                if (entries[i].Key == entry.Key)
                {
                    entries[i] = entry;
                    return;
                }
            }
            entries.Add(entry);
        }

        private static void AppendNumber(StringBuilder json, double value)
        {
            if (!Turning.IsFinite(value)) json.Append("null");
            // Some runtimes (Mono) write -0 as "0": the sign is kept by hand.
            else if (value == 0 && Turning.IsNegative(value)) json.Append("-0");
            else json.Append(value.ToString("G17", CultureInfo.InvariantCulture));
        }

        // A cursor over the JSON text.
        private sealed class Reader
        {
            private readonly string text;
            private int at;

            public Reader(string text) { this.text = text; }

            public bool AtEnd()
            {
                SkipSpace();
                return at == text.Length;
            }

            public bool Literal(char c)
            {
                SkipSpace();
                if (at >= text.Length || text[at] != c) return false;
                at++;
                return true;
            }

            public bool Word(string word)
            {
                SkipSpace();
                if (string.CompareOrdinal(text, at, word, 0, word.Length) != 0) return false;
                at += word.Length;
                return true;
            }

            // A key: letters, digits and underscores between quotes (the controllers' keys).
            public bool Key(out string key)
            {
                key = null;
                if (!Literal('"')) return false;
                int start = at;
                while (at < text.Length && at - start <= MaxKey && (char.IsLetterOrDigit(text[at]) || text[at] == '_') && text[at] < 128) at++;
                if (at - start > MaxKey) return false;
                if (at >= text.Length || text[at] != '"') return false;
                key = text.Substring(start, at - start);
                at++;
                return true;
            }

            // A JSON number: an optional minus, digits without a leading zero, an optional fraction
            // and exponent, read to the nearest double as JavaScript reads it (NearestDouble); one
            // beyond a double's range (1e999) is refused.
            public bool Number(out double value)
            {
                value = 0;
                SkipSpace();
                bool negative = at < text.Length && text[at] == '-';
                if (negative) at++;
                int integer = at;
                if (!Digits()) return false;
                // JSON has no leading zeros (01).
                if (text[integer] == '0' && at - integer > 1) return false;
                string digits = text.Substring(integer, at - integer);
                long exponent = 0;
                if (at < text.Length && text[at] == '.')
                {
                    at++;
                    int fraction = at;
                    if (!Digits()) return false;
                    digits += text.Substring(fraction, at - fraction);
                    exponent = -(at - fraction);
                }
                if (at < text.Length && (text[at] == 'e' || text[at] == 'E'))
                {
                    at++;
                    bool exponentNegative = at < text.Length && text[at] == '-';
                    if (at < text.Length && (text[at] == '+' || text[at] == '-')) at++;
                    int start = at;
                    if (!Digits()) return false;
                    long written = 0;
                    // Beyond 10^8 no double is either way: no need to read on.
                    for (int i = start; i < at && written < 100000000; i++) written = written * 10 + (text[i] - '0');
                    exponent += exponentNegative ? -written : written;
                }
                if (!NearestDouble.TryRead(digits, exponent, out value))
                {
                    value = 0;
                    return false;
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
        }
    }
}

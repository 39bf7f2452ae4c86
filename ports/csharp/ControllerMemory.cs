// pid-steering for C#: a controller's memory as plain data, and as JSON
// (src/sim/control/controllerMemory.ts): what decides a controller's next command besides its input
// (an integral, a window of past errors, a filter's state), with the same keys as the TypeScript,
// so that a memory saved in one language restores in another (a save game, rollback netcode).
// Every value is a number, a boolean or a list of numbers. Its JSON is the same text in any culture:
// numbers as JavaScript writes them (JsonNumber), read within the caps below in linear time
// (MemoryJsonReader).
using System;
using System.Collections.Generic;
using System.Text;

namespace PidSteering
{
    public sealed class ControllerMemory
    {
        /// <summary>The longest list a memory may hold (a PID's error window is at most this long).</summary>
        public const int MaxList = 1000;

        /// <summary>The longest key a memory may hold (the controllers' keys are under 30 characters).</summary>
        public const int MaxKey = 64;

        /// <summary>The most keys a memory's JSON may give (a key given twice counts twice; a controller's memory has at most 6).</summary>
        public const int MaxKeys = 64;

        /// <summary>The longest number a memory's JSON may hold, in characters (sign, digits, point, exponent): JavaScript writes at most 25.</summary>
        public const int MaxNumber = 64;

        /// <summary>The longest JSON text of a memory, in characters (a full window of 1000 errors takes at most 26 KB from JSON.stringify).</summary>
        public const int MaxText = 65536;

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
        /// The memory as one line of JSON, e.g. {"sum":0.5,"lastError":-0.25}: every number as
        /// JavaScript's JSON.stringify writes it (the shortest digits that read back to the same
        /// double), in any culture, -0 as -0. A number that is not finite is written null (as
        /// JSON.stringify does), which no controller restores.
        /// </summary>
        public string ToJson()
        {
            var json = new StringBuilder("{");
            for (int i = 0; i < entries.Count; i++)
            {
                Entry entry = entries[i];
                if (i > 0) json.Append(',');
                json.Append('"').Append(entry.Key).Append("\":");
                if (entry.Kind == Kind.Number) JsonNumber.Append(json, entry.Number);
                else if (entry.Kind == Kind.Boolean) json.Append(entry.Boolean ? "true" : "false");
                else
                {
                    json.Append('[');
                    for (int j = 0; j < entry.Numbers.Length; j++)
                    {
                        if (j > 0) json.Append(',');
                        JsonNumber.Append(json, entry.Numbers[j]);
                    }
                    json.Append(']');
                }
            }
            return json.Append('}').ToString();
        }

        /// <summary>
        /// Reads a memory written by ToJson (or by the TypeScript's JSON.stringify of saveState()):
        /// one object of finite numbers, booleans and lists of finite numbers, within the caps above.
        /// False (and null) for anything else, null and 1e999 included: it never throws, and its time
        /// grows linearly with the text.
        /// </summary>
        public static bool TryParseJson(string text, out ControllerMemory memory)
        {
            string refusal;
            return TryParseJson(text, out memory, out refusal);
        }

        /// <summary>
        /// The same, and when it answers false, `refusal` says why, naming the cap a text is beyond
        /// ("PidSteering.ControllerMemory: more than 64 keys, at offset 1031") or where the text
        /// stops being a memory's JSON ("...: not a controller memory's JSON at offset 12"); offsets
        /// count characters from 0. Null when it answers true.
        /// </summary>
        public static bool TryParseJson(string text, out ControllerMemory memory, out string refusal)
        {
            memory = null;
            refusal = null;
            const string owner = "PidSteering.ControllerMemory: ";
            if (text == null)
            {
                refusal = owner + "the text is null";
                return false;
            }
            if (text.Length > MaxText)
            {
#if PID_STEERING_COUNT_READER_STEPS
                MemoryJsonReader.Steps = 0;
#endif
                refusal = owner + "the text is longer than 65536 characters";
                return false;
            }
            var parsed = new ControllerMemory();
            string why = MemoryJsonReader.Read(text, parsed);
            if (why != null)
            {
                refusal = owner + why;
                return false;
            }
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

        // Puts an entry at a place the reader keeps (its index of keys): a new key (place -1) at the
        // end; the entry's place.
        internal int PutAt(Entry entry, int place)
        {
            if (place >= 0)
            {
                entries[place] = entry;
                return place;
            }
            entries.Add(entry);
            return entries.Count - 1;
        }
    }
}

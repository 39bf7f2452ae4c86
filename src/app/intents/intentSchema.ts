import { z } from 'zod';
import { onFirstUse } from '../../sim/validation/onFirstUse';
import { intentFields } from './defineIntent';
import { INTENT_LIST, SCENE_INTENT_KINDS, type SceneIntent } from './Intent';

/**
 * The shape of each scene intent as a log written to a file carries it (a comparison's runs:
 * src/app/history/comparisonFile.ts): its kind and its fields, each of the right type and size,
 * from the intents' own declarations. The values themselves are checked once, where the intent is
 * applied (the part's own rules), as the player's are: a replay refuses an entry its part refuses,
 * naming it.
 */
function buildSchema() {
  const f = intentFields();
  const kinds = INTENT_LIST.filter((definition) => definition.logged).map((definition) =>
    z.strictObject({ kind: z.literal(definition.kind), ...definition.shape(f) }),
  );
  return z.discriminatedUnion('kind', kinds as unknown as [z.ZodObject, ...z.ZodObject[]], {
    error: `must be an intent: an object whose "kind" is one of ${SCENE_INTENT_KINDS.join(', ')}`,
  });
}

/** The scene intents' shapes (built once, on first use: zod schemas cost time to build, and the first frame needs none). */
export const sceneIntentSchema = onFirstUse(() => buildSchema() as unknown as z.ZodType<SceneIntent, unknown>);

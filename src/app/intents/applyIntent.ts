import { refused, type SettingResult } from '../fields/tuningFields';
import { quoteForMessage } from '../../sim/validation/oneLine';
import type { IntentParts } from './defineIntent';
import { intentDefinition, type Intent } from './Intent';

/**
 * Applies `intent` to the scene that plays, as it comes: what `demo.apply` does after writing the
 * intent down (IntentDoor.ts), and what the history does to replay its log. Its kind's definition
 * says what it does (tuningIntents.ts, editingIntents.ts, sessionIntents.ts); every value is
 * checked there, once, and a refusal changes nothing. Never throws for a value an intent may carry.
 */
export function applyIntent(parts: IntentParts, intent: Intent): SettingResult {
  const definition = intentDefinition(intent.kind);
  if (!definition) return refused('kind', `an intent's kind must be one of the game's; got ${quoteForMessage(String(intent.kind))}`);
  // A change for one entity by name needs that entity (else it would reach none, silently).
  const scope = 'scope' in intent ? intent.scope : 'all';
  if (typeof scope === 'object' && !parts.plays.model.findRecord(scope.entity))
    return refused('scope', `there is no entity ${quoteForMessage(scope.entity)} in this scene`);
  return definition.apply(parts, intent as never);
}
